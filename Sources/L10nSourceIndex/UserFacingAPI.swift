import L10nSourceParsing

/// A call whose arguments people read: which arguments, and how the fix-it names the element.
///
/// A class, immutable: sites carry the API that makes their text user-facing.
package final class UserFacingAPI: Sendable {
    package enum Form: Sendable {
        /// `Text(…)`, `UIAlertAction(title:)`: a call not preceded by `.`.
        case initializer
        /// `.navigationTitle(…)`, `button.setTitle(…)`: a call after `.`.
        case method
        /// Either (user-configured functions).
        case any
    }

    package let name: String
    package let form: Form
    /// The first argument when it has no label is user-facing.
    package let firstUnlabeled: Bool
    /// Labelled arguments that are user-facing.
    package let labels: Set<String>
    /// `labels`, looked up on a label token's bytes.
    package let labelTable: NameTable
    /// SwiftUI takes a `LocalizedStringKey` here: a literal is looked up in the catalog.
    package let localizesKeys: Bool
    /// The element segment of a suggested key (`button` in `restaurant.detail.button.favorite`), if any.
    package let element: String?
    /// For an API the project index found (your own view, helper or property): the built-in API that finally
    /// shows the text (`Text`), and the declaration that carries it there (`SectionRow(title:)`).
    package let shownBy: String?
    package let through: String?
    /// For an API the project index found: the declaration its text goes into first (``ProjectIndex/route(of:)``).
    package let origin: RouteNode?
    /// For a method whose name alone says little (`show(withStatus:)`, `present(title:message:)`): the types it
    /// is user-facing on. The call's receiver must be one of them, or a variable this file declares with one;
    /// empty: any receiver.
    package let receivers: Set<String>
    /// For a dependency's view known by its name alone (``AssumedComponent``): the SwiftUI control it is named
    /// like, whose way with text was assumed.
    package let assumedControl: String?
    /// For a project function's API: the path of the file that declares it. A call in another file that declares
    /// a function of the same signature is that file's own (two private `row(_:_:)` helpers, one taking the text
    /// first, the other a symbol's name).
    package let declaredIn: String?
    /// For a project callable's text parameters (`name: String`): whether the same callable takes a localized
    /// parameter beside them (`sub: LocalizedStringKey`). The team chose which of its parameters to localize; a
    /// one-word literal given to the plain one is a name (OpenSuperWhisper's `engineCard(tag:name:sub:)`, given
    /// `name: "Whisper"` beside `sub: "Fast, on-device"`).
    package let besideLocalized: Bool

    package init(
        name: String, form: Form, firstUnlabeled: Bool, labels: Set<String>, localizesKeys: Bool, element: String?,
        shownBy: String? = nil, through: String? = nil, origin: RouteNode? = nil, receivers: Set<String> = [],
        assumedControl: String? = nil, declaredIn: String? = nil, besideLocalized: Bool = false
    ) {
        self.besideLocalized = besideLocalized
        self.assumedControl = assumedControl
        self.declaredIn = declaredIn
        self.origin = origin
        self.receivers = receivers
        self.shownBy = shownBy
        self.through = through
        self.name = name
        self.form = form
        self.firstUnlabeled = firstUnlabeled
        self.labels = labels
        // Most APIs the index makes (a member or function shown by name) have no label: one shared empty table.
        self.labelTable = labels.isEmpty ? NameTable.empty : NameTable(labels.sorted())
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


    /// Whether a `String` fits here, so `String(localized:)` is a fix: SwiftUI's views and modifiers have
    /// `StringProtocol` overloads; a `LocalizedStringKey` or `LocalizedStringResource` parameter (App Intents,
    /// `LocalizedStringKey(_:)`, the project's own) takes a key literal only.
    package var acceptsString: Bool { !localizesKeys || (through == nil && !Self.keyOnly.contains(name)) }

    private static let keyOnly: Set<String> = [
        "LocalizedStringKey", "IntentDialog", "IntentDescription", "Summary", "DisplayRepresentation",
        "TypeDisplayRepresentation", "Parameter", "Property", "AppShortcut", "result",
    ]

    /// A library's method that shows the text of these arguments in a HUD, toast or banner.
    static func hud(_ name: String, labels: Set<String>, receivers: Set<String> = []) -> UserFacingAPI {
        UserFacingAPI(
            name: name, form: .method, firstUnlabeled: false, labels: labels, localizesKeys: false, element: "hud",
            receivers: receivers)
    }



    /// The API a property of ``APICatalogue/properties`` stands for: the assigned value is user-facing.
    package static func property(_ name: String, element: String? = nil) -> UserFacingAPI {
        UserFacingAPI(
            name: name, form: .method, firstUnlabeled: true, labels: [], localizesKeys: false,
            element: element ?? APICatalogue.properties[name] ?? nil)
    }



    /// The API of a function of ``APICatalogue/shownReturns``, if `function` is one.
    package static func shownReturn(of function: FileDeclarations.Function) -> UserFacingAPI? {
        guard function.parameters.count >= 2, let label = function.parameters[1].label,
            let entry = APICatalogue.shownReturns.first(where: { $0.name == function.name && $0.label == label })
        else { return nil }
        let signature = FileDeclarations.signature(function.name, function.parameters)
        return UserFacingAPI(
            name: signature, form: .any, firstUnlabeled: false, labels: [], localizesKeys: false, element: entry.element)
    }

    /// App helpers that show a message (see ``isMessageHelper(_:)``): their `title:`, `message:`, `subtitle:`,
    /// `body:`, `text:` and `detail:` arguments are user-facing.
    package static let messageHelper = UserFacingAPI(
        name: "", form: .any, firstUnlabeled: false,
        labels: ["title", "message", "subtitle", "body", "text", "detail", "status"], localizesKeys: false,
        element: "alert")

    /// Whether a name given by its bytes can be a message helper's (``isMessageHelper(_:)``): it starts with `show`,
    /// `present` or `display`. Most calls are not, and are ruled out without a `String`.
    package static func mayBeMessageHelper(_ name: ArraySlice<UInt8>) -> Bool {
        guard let first = name.first, first == UInt8(ascii: "s") || first == UInt8(ascii: "p") || first == UInt8(ascii: "d")
        else { return false }
        return name.starts(with: "show".utf8) || name.starts(with: "present".utf8) || name.starts(with: "display".utf8)
    }

    /// App helpers that show a message: `showAlert(title:message:)`, `presentError(title:)`, `showToast(text:)`.
    /// A name starting with `show`, `present` or `display` and naming an alert, error, toast, banner, dialog,
    /// message, HUD or popup.
    package static func isMessageHelper(_ name: String) -> Bool {
        guard name.hasPrefix("show") || name.hasPrefix("present") || name.hasPrefix("display") else { return false }
        let lowered = name.lowercased()
        let words = ["alert", "error", "toast", "banner", "dialog", "message", "hud", "popup", "notice"]
        return words.contains { lowered.containsBytes($0) }
    }

    /// Parses a configured `uiFunctions` entry: `"Row"`, `"Row(title:subtitle:)"`, `"Toast.show(_:)"`.
    package static func configured(_ entry: String) -> UserFacingAPI? {
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
