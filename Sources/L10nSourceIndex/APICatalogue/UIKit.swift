/// UIKit initializers and methods that show a `String` as given.
extension APICatalogue {
    static let uiKit = Section(
        framework: "UIKit",
        entries: [
            UserFacingAPI(
                name: "setTitle", form: .method, firstUnlabeled: true, labels: [], localizesKeys: false,
                element: "button"),
            .platform("UIAlertController", "alert", labels: ["title", "message"]),
            .platform("UIAlertAction", "action", labels: ["title"]),
            .platform("UIBarButtonItem", "button", labels: ["title"]),
            .platform("UIAction", "action", labels: ["title"]),
            .platform("UIMenu", "menu", labels: ["title"]),
            .platform("UIContextualAction", "action", labels: ["title"]),
            .platform("UITabBarItem", "tab", labels: ["title"]),
            .platform("UIAccessibilityCustomAction", "accessibility", labels: ["name"]),
            .platform("UIApplicationShortcutItem", "shortcut", labels: ["localizedTitle", "localizedSubtitle"]),
            .platform("UIMutableApplicationShortcutItem", "shortcut", labels: ["localizedTitle", "localizedSubtitle"]),
            .platform("UIKeyCommand", "command", labels: ["title", "discoverabilityTitle"]),
            .platform("UICommand", "command", labels: ["title"]),
            .platform("UITableViewRowAction", "action", labels: ["title"]),
            // `UIAccessibility.post(notification: .announcement, argument: "Saved")`: VoiceOver speaks it.
            UserFacingAPI(
                name: "post", form: .method, firstUnlabeled: false, labels: ["argument"], localizesKeys: false,
                element: "accessibility"),
            UserFacingAPI(
                name: "setLabel", form: .method, firstUnlabeled: true, labels: [], localizesKeys: false,
                element: "segment"),
        ])
}
