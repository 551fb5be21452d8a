/// A call whose arguments people read: which arguments, and how the fix-it names the element.
///
/// A class, immutable: sites carry the API that makes their text user-facing.
final class UserFacingAPI: Sendable {
    enum Form: Sendable {
        /// `Text(…)`, `UIAlertAction(title:)`: a call not preceded by `.`.
        case initializer
        /// `.navigationTitle(…)`, `button.setTitle(…)`: a call after `.`.
        case method
        /// Either (user-configured functions).
        case any
    }

    let name: String
    let form: Form
    /// The first argument when it has no label is user-facing.
    let firstUnlabeled: Bool
    /// Labelled arguments that are user-facing.
    let labels: Set<String>
    /// `labels`, looked up on a label token's bytes.
    let labelTable: NameTable
    /// SwiftUI takes a `LocalizedStringKey` here: a literal is looked up in the catalog.
    let localizesKeys: Bool
    /// The element segment of a suggested key (`button` in `restaurant.detail.button.favorite`), if any.
    let element: String?
    /// For an API the project index found (your own view, helper or property): the built-in API that finally
    /// shows the text (`Text`), and the declaration that carries it there (`SectionRow(title:)`).
    let shownBy: String?
    let through: String?

    init(
        name: String, form: Form, firstUnlabeled: Bool, labels: Set<String>, localizesKeys: Bool, element: String?,
        shownBy: String? = nil, through: String? = nil
    ) {
        self.shownBy = shownBy
        self.through = through
        self.name = name
        self.form = form
        self.firstUnlabeled = firstUnlabeled
        self.labels = labels
        self.labelTable = NameTable(labels.sorted())
        self.localizesKeys = localizesKeys
        self.element = element
    }

    static func swiftUI(_ name: String, _ element: String?, labels: Set<String> = []) -> UserFacingAPI {
        UserFacingAPI(
            name: name, form: .initializer, firstUnlabeled: true, labels: labels, localizesKeys: true,
            element: element)
    }

    static func modifier(_ name: String, _ element: String?, first: Bool = true, labels: Set<String> = [])
        -> UserFacingAPI
    {
        UserFacingAPI(
            name: name, form: .method, firstUnlabeled: first, labels: labels, localizesKeys: true, element: element)
    }

    static func platform(_ name: String, _ element: String?, first: Bool = false, labels: Set<String>)
        -> UserFacingAPI
    {
        UserFacingAPI(
            name: name, form: .initializer, firstUnlabeled: first, labels: labels, localizesKeys: false,
            element: element)
    }

    /// The built-in user-facing APIs of SwiftUI, UIKit and AppKit.
    static let builtIn: [UserFacingAPI] = [
        .swiftUI("Text", nil),
        .swiftUI("Button", "button"),
        .swiftUI("Label", "label"),
        .swiftUI("Toggle", "toggle"),
        .swiftUI("TextField", "field"),
        .swiftUI("SecureField", "field"),
        .swiftUI("TextEditor", "field"),
        .swiftUI("Picker", "picker"),
        .swiftUI("DatePicker", "picker"),
        .swiftUI("ColorPicker", "picker"),
        .swiftUI("Stepper", "stepper"),
        .swiftUI("Section", "section"),
        .swiftUI("Link", "link"),
        .swiftUI("ShareLink", "share"),
        .swiftUI("Menu", "menu"),
        .swiftUI("LabeledContent", "label"),
        .swiftUI("NavigationLink", "link"),
        .swiftUI("ContentUnavailableView", "empty"),
        .swiftUI("ProgressView", "progress"),
        .swiftUI("Tab", "tab"),
        .swiftUI("LocalizedStringKey", nil),
        .swiftUI("Window", "window"),
        .swiftUI("WindowGroup", "window"),
        .swiftUI("MenuBarExtra", "menu"),
        .swiftUI("CommandMenu", "menu"),
        .swiftUI("GroupBox", "section"),
        .swiftUI("DisclosureGroup", "section"),
        .swiftUI("ControlGroup", "menu"),
        // App Intents: Xcode extracts these `LocalizedStringResource` arguments into the catalog.
        .swiftUI("IntentDialog", "dialog"),
        .swiftUI("IntentDescription", "description", labels: ["categoryName", "resultValueName"]),
        .swiftUI("Summary", "summary"),
        .swiftUI("DisplayRepresentation", "title", labels: ["title", "subtitle"]),
        UserFacingAPI(
            name: "TypeDisplayRepresentation", form: .initializer, firstUnlabeled: false, labels: ["name"],
            localizesKeys: true, element: "title"),
        UserFacingAPI(
            name: "Parameter", form: .initializer, firstUnlabeled: false,
            labels: ["title", "description", "requestValueDialog"], localizesKeys: true, element: "parameter"),
        UserFacingAPI(
            name: "Property", form: .initializer, firstUnlabeled: false, labels: ["title"], localizesKeys: true,
            element: "property"),
        UserFacingAPI(
            name: "AppShortcut", form: .initializer, firstUnlabeled: false, labels: ["shortTitle"], localizesKeys: true,
            element: "shortcut"),
        .modifier("result", "dialog", first: false, labels: ["dialog"]),
        .modifier("navigationTitle", "title"),
        .modifier("navigationSubtitle", "subtitle"),
        .modifier("navigationBarTitle", "title"),
        .modifier("alert", "alert"),
        .modifier("confirmationDialog", "dialog"),
        .modifier("help", "help"),
        .modifier("badge", "badge"),
        .modifier("accessibilityLabel", "accessibility"),
        .modifier("accessibilityHint", "accessibility"),
        .modifier("accessibilityValue", "accessibility"),
        .modifier("accessibilityAction", "accessibility", first: false, labels: ["named"]),
        .modifier("searchable", "search", first: false, labels: ["prompt"]),
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
        .platform("NSMenuItem", "menu", labels: ["title"]),
        .platform("NSMenu", "menu", labels: ["title"]),
        .platform("NSButton", "button", labels: ["title", "checkboxWithTitle", "radioButtonWithTitle"]),
        .platform("NSTextField", "label", labels: ["labelWithString", "wrappingLabelWithString"]),
        .platform("NSImage", "accessibility", labels: ["accessibilityDescription"]),
        .platform("UIApplicationShortcutItem", "shortcut", labels: ["localizedTitle", "localizedSubtitle"]),
        .platform("UIMutableApplicationShortcutItem", "shortcut", labels: ["localizedTitle", "localizedSubtitle"]),
        .platform("UNNotificationAction", "action", labels: ["title"]),
        .platform(
            "UNTextInputNotificationAction", "action", labels: ["title", "textInputButtonTitle", "textInputPlaceholder"]),
        .platform("UIKeyCommand", "command", labels: ["title", "discoverabilityTitle"]),
        .platform("UICommand", "command", labels: ["title"]),
        .platform("UITableViewRowAction", "action", labels: ["title"]),
        // `UIAccessibility.post(notification: .announcement, argument: "Saved")`: VoiceOver speaks it.
        UserFacingAPI(
            name: "post", form: .method, firstUnlabeled: false, labels: ["argument"], localizesKeys: false,
            element: "accessibility"),
        // WidgetKit: the widget gallery shows a widget's name and description.
        .modifier("configurationDisplayName", "widget"),
        .modifier("description", "widget"),
        UserFacingAPI(
            name: "setLabel", form: .method, firstUnlabeled: true, labels: [], localizesKeys: false,
            element: "segment"),
        .platform("NSAttributedString", "text", labels: ["string"]),
        .platform("NSMutableAttributedString", "text", labels: ["string"]),
        .platform("AttributedString", "text", first: true, labels: []),
        UserFacingAPI(
            name: "addButton", form: .method, firstUnlabeled: false, labels: ["withTitle"], localizesKeys: false,
            element: "button"),
        UserFacingAPI(
            name: "addItem", form: .method, firstUnlabeled: false, labels: ["withTitle"], localizesKeys: false,
            element: "menu"),
        UserFacingAPI(
            name: "insertItem", form: .method, firstUnlabeled: false, labels: ["withTitle"], localizesKeys: false,
            element: "menu"),
        // HUD, toast and banner libraries show their text as given: SVProgressHUD, Toast-Swift, SwiftMessages,
        // NotificationBannerSwift, AlertToast, Drops, SPIndicator and SPAlert.
        .hud("show", labels: ["withStatus"]),
        .hud("showError", labels: ["withStatus", "status"]),
        .hud("showSuccess", labels: ["withStatus", "status"]),
        .hud("showInfo", labels: ["withStatus", "status"]),
        .hud("showProgress", labels: ["status"]),
        .hud("present", labels: ["title", "message"]),
        .hud("configureContent", labels: ["title", "body"]),
        UserFacingAPI(
            name: "makeToast", form: .method, firstUnlabeled: true, labels: ["title"], localizesKeys: false,
            element: "toast"),
        .platform("NotificationBanner", "banner", labels: ["title", "subtitle"]),
        .platform("GrowingNotificationBanner", "banner", labels: ["title", "subtitle"]),
        .platform("FloatingNotificationBanner", "banner", labels: ["title", "subtitle"]),
        .platform("StatusBarNotificationBanner", "banner", labels: ["title"]),
        .platform("AlertToast", "toast", labels: ["title", "subTitle"]),
        .platform("Drop", "toast", labels: ["title", "subtitle"]),
    ]

    /// Whether a `String` fits here, so `String(localized:)` is a fix: SwiftUI's views and modifiers have
    /// `StringProtocol` overloads; a `LocalizedStringKey` or `LocalizedStringResource` parameter (App Intents,
    /// `LocalizedStringKey(_:)`, the project's own) takes a key literal only.
    var acceptsString: Bool { !localizesKeys || (through == nil && !Self.keyOnly.contains(name)) }

    private static let keyOnly: Set<String> = [
        "LocalizedStringKey", "IntentDialog", "IntentDescription", "Summary", "DisplayRepresentation",
        "TypeDisplayRepresentation", "Parameter", "Property", "AppShortcut", "result",
    ]

    /// A library's method that shows the text of these arguments in a HUD, toast or banner.
    private static func hud(_ name: String, labels: Set<String>) -> UserFacingAPI {
        UserFacingAPI(name: name, form: .method, firstUnlabeled: false, labels: labels, localizesKeys: false, element: "hud")
    }

    /// Properties whose assignment (`label.text = …`) shows text: UIKit and AppKit.
    static let properties: [String: String?] = [
        "text": "label", "secondaryText": "label", "title": "title", "subtitle": "subtitle",
        "placeholder": "placeholder", "placeholderString": "placeholder", "stringValue": "label",
        "messageText": "alert", "informativeText": "alert", "accessibilityLabel": "accessibility",
        "accessibilityHint": "accessibility", "accessibilityValue": "accessibility", "toolTip": "help",
        "prompt": "prompt", "headerText": "header", "footerText": "footer",
        "nameFieldLabel": "label", "backButtonTitle": "button", "paletteLabel": "toolbar",
    ]

    /// The API a property of ``properties`` stands for: the assigned value is user-facing.
    static func property(_ name: String, element: String? = nil) -> UserFacingAPI {
        UserFacingAPI(
            name: name, form: .method, firstUnlabeled: true, labels: [], localizesKeys: false,
            element: element ?? properties[name] ?? nil)
    }

    /// Properties that show text only on some types (see ``SiteWalker``): `panel.message = …` on an open panel,
    /// `content.body = …` on a notification's content.
    static let typedProperties: [(name: StaticString, types: Set<String>, element: String)] = [
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

    /// The API of a function of ``shownReturns``, if `function` is one.
    static func shownReturn(of function: FileDeclarations.Function) -> UserFacingAPI? {
        guard function.parameters.count >= 2, let label = function.parameters[1].label,
            let entry = shownReturns.first(where: { $0.name == function.name && $0.label == label })
        else { return nil }
        let signature = FileDeclarations.signature(function.name, function.parameters)
        return UserFacingAPI(
            name: signature, form: .any, firstUnlabeled: false, labels: [], localizesKeys: false, element: entry.element)
    }

    /// App helpers that show a message (see ``isMessageHelper(_:)``): their `title:`, `message:`, `subtitle:`,
    /// `body:`, `text:` and `detail:` arguments are user-facing.
    static let messageHelper = UserFacingAPI(
        name: "", form: .any, firstUnlabeled: false,
        labels: ["title", "message", "subtitle", "body", "text", "detail", "status"], localizesKeys: false,
        element: "alert")

    /// Whether a name given by its bytes can be a message helper's (``isMessageHelper(_:)``): it starts with `show`,
    /// `present` or `display`. Most calls are not, and are ruled out without a `String`.
    static func mayBeMessageHelper(_ name: ArraySlice<UInt8>) -> Bool {
        guard let first = name.first, first == UInt8(ascii: "s") || first == UInt8(ascii: "p") || first == UInt8(ascii: "d")
        else { return false }
        return name.starts(with: "show".utf8) || name.starts(with: "present".utf8) || name.starts(with: "display".utf8)
    }

    /// App helpers that show a message: `showAlert(title:message:)`, `presentError(title:)`, `showToast(text:)`.
    /// A name starting with `show`, `present` or `display` and naming an alert, error, toast, banner, dialog,
    /// message, HUD or popup.
    static func isMessageHelper(_ name: String) -> Bool {
        guard name.hasPrefix("show") || name.hasPrefix("present") || name.hasPrefix("display") else { return false }
        let lowered = name.lowercased()
        let words = ["alert", "error", "toast", "banner", "dialog", "message", "hud", "popup", "notice"]
        return words.contains { lowered.containsBytes($0) }
    }

    /// Parses a configured `uiFunctions` entry: `"Row"`, `"Row(title:subtitle:)"`, `"Toast.show(_:)"`.
    static func configured(_ entry: String) -> UserFacingAPI? {
        var name = Substring(entry)
        var firstUnlabeled = true
        var labels: Set<String> = []
        if let open = entry.firstIndex(of: "(") {
            name = entry[..<open]
            let inside = entry[entry.index(after: open)...].prefix { $0 != ")" }
            let parts = inside.split(separator: ":", omittingEmptySubsequences: true)
            firstUnlabeled = parts.first == "_"
            labels = Set(parts.filter { $0 != "_" }.map(String.init))
        }
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        let trimmed = String(name).trimmingSpaces()
        guard !trimmed.isEmpty else { return nil }
        return UserFacingAPI(
            name: trimmed, form: .any, firstUnlabeled: firstUnlabeled, labels: labels, localizesKeys: false,
            element: nil)
    }
}
