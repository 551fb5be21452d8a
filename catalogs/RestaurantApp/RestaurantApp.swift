import SwiftUI

/// The bundled example's app: the screens every user reaches.
@main
struct RestaurantApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                HomeView(restaurants: [], city: "")
                SettingsView()
            }
        }
    }
}
