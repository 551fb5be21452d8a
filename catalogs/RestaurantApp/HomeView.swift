import SwiftUI

/// The bundled example's home screen. Every user-facing string goes through the catalog,
/// except one, on purpose, so that `l10n check` has something to show.
struct HomeView: View {
    let restaurants: [Restaurant]
    let city: String

    var body: some View {
        NavigationStack {
            List(restaurants) { restaurant in
                RestaurantRow(restaurant: restaurant, city: city)
            }
            .navigationTitle(String(localized: "home.screen.title"))
            .toolbar {
                Button("Share") { share() }
            }
            Text(String(localized: "home.restaurants.count \(restaurants.count)"))
        }
    }

    private func share() {}
}

struct RestaurantRow: View {
    let restaurant: Restaurant
    let city: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(verbatim: restaurant.name)
            Text(String(localized: "restaurant.detail.reviews \(restaurant.reviewCount) \(city)"))
            Button(String(localized: "restaurant.detail.favorite")) { restaurant.toggleFavorite() }
        }
    }
}
