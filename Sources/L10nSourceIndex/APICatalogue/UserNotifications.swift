/// Notification actions a user taps.
extension APICatalogue {
    static let userNotifications = Section(
        framework: "UserNotifications",
        entries: [
            .platform("UNNotificationAction", "action", labels: ["title"]),
            .platform(
                "UNTextInputNotificationAction", "action", labels: ["title", "textInputButtonTitle", "textInputPlaceholder"]),
        ])
}
