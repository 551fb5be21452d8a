import SwiftUI

struct SettingsView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            Section(footer: Text(String(localized: "settings.notifications.hint"))) {
                Button(String(localized: "settings.account.sign_out"), role: .destructive) {
                    dismiss()
                }
            }
        }
    }
}
