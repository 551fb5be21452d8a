/// Properties whose assigned value people read, and data-source methods whose returned value they read.
extension APICatalogue {
    /// Properties whose assignment (`label.text = …`) shows text: UIKit and AppKit.
    package static let properties: [String: String?] = [
        "text": "label", "secondaryText": "label", "title": "title", "subtitle": "subtitle",
        "placeholder": "placeholder", "placeholderString": "placeholder", "stringValue": "label",
        "messageText": "alert", "informativeText": "alert", "accessibilityLabel": "accessibility",
        "accessibilityHint": "accessibility", "accessibilityValue": "accessibility", "toolTip": "help",
        "prompt": "prompt", "headerText": "header", "footerText": "footer",
        "nameFieldLabel": "label", "backButtonTitle": "button", "paletteLabel": "toolbar",
        "discoverabilityTitle": "command",
    ]

    /// Properties that show text only on some types (the receiver must be a variable the file declares with one
    /// of them): `panel.message = …` on an open panel, `content.body = …` on a notification's content.
    package static let typedProperties: [(name: StaticString, types: Set<String>, element: String)] = [
        ("message", ["NSOpenPanel", "NSSavePanel"], "message"),
        ("body", ["UNMutableNotificationContent"], "notification"),
        ("label", ["NSToolbarItem", "NSTabViewItem", "NSMenuToolbarItem", "NSSearchToolbarItem"], "toolbar"),
    ]

    /// Data source methods whose return value is shown (`tableView(_:titleForHeaderInSection:)` gives a section's
    /// header): the method's name, the label of its second parameter, and the element.
    static let shownReturns: [(name: String, label: String, element: String)] = [
        ("tableView", "titleForHeaderInSection", "header"),
        ("tableView", "titleForFooterInSection", "footer"),
        ("tableView", "titleForDeleteConfirmationButtonForRowAt", "button"),
        ("pickerView", "titleForRow", "picker"),
    ]
}
