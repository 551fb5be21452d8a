/// AppKit initializers and methods that show a `String` as given.
extension APICatalogue {
    static let appKit = Section(
        framework: "AppKit",
        entries: [
            .platform("NSMenuItem", "menu", labels: ["title"]),
            .platform("NSMenu", "menu", labels: ["title"]),
            .platform("NSButton", "button", labels: ["title", "checkboxWithTitle", "radioButtonWithTitle"]),
            .platform("NSTextField", "label", labels: ["labelWithString", "wrappingLabelWithString"]),
            .platform("NSImage", "accessibility", labels: ["accessibilityDescription"]),
            UserFacingAPI(
                name: "addButton", form: .method, firstUnlabeled: false, labels: ["withTitle"], localizesKeys: false,
                element: "button"),
            UserFacingAPI(
                name: "addItem", form: .method, firstUnlabeled: false, labels: ["withTitle"], localizesKeys: false,
                element: "menu"),
            UserFacingAPI(
                name: "insertItem", form: .method, firstUnlabeled: false, labels: ["withTitle"], localizesKeys: false,
                element: "menu"),
        ])
}
