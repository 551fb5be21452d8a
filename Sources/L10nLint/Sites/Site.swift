/// A place in a file a source rule looks at, found by ``SiteWalker``. Token indices refer to the file's
/// ``SwiftSource/tokens``.
///
///     Text("Welcome")                  // .userText: the argument of a user-facing API
///     label.text = "Hi " + name        // .userText (the assigned expression), then .plus at `+`
///     message.append(String(localized: "cart.note"))   // .append
///     String(localized: "home.title")  // .keyReference
enum Site: Sendable {
    /// An expression whose value people read: an argument of a user-facing API, a value assigned to a
    /// user-facing property, text added with `+=` to one.
    case userText(UserText)
    /// A `+` or `+=` operator at this token, anywhere outside skipped regions.
    case plus(operator: Int)
    /// `receiver.append(…)` or `receiver.insert(…)` outside skipped regions.
    case append(AppendCall)
    /// A catalog key looked up by a localization API (`String(localized:)`, `Text("…")`, …).
    case keyReference(KeyReference, literal: Int)

    /// The kind of this site, as rules ask for it.
    var kind: SiteKinds {
        switch self {
        case .userText: .userText
        case .plus: .plus
        case .append: .append
        case .keyReference: .keyReference
        }
    }
}

/// Which ``Site``s a rule wants to see; the walker derives only those some running rule wants.
struct SiteKinds: OptionSet, Sendable {
    let rawValue: UInt8
    init(rawValue: UInt8) { self.rawValue = rawValue }

    static let userText = SiteKinds(rawValue: 1 << 0)
    static let plus = SiteKinds(rawValue: 1 << 1)
    static let append = SiteKinds(rawValue: 1 << 2)
    static let keyReference = SiteKinds(rawValue: 1 << 3)
}

/// Text that reaches the user (see ``Site/userText(_:)``).
struct UserText: Sendable {
    /// The expression's tokens.
    var expression: Range<Int>
    /// What shows it: the API, and the name findings call it by.
    var sink: TextSink
    /// True for `property += expression`: the text is added to what the property holds.
    var isAppended: Bool
    /// The token a finding about the whole expression points at: the `+=` operator, or the expression's start.
    var anchor: Int
}

/// What shows a ``UserText``: the API (`Text`, `label.text`, a configured `Row(title:)`) and the name a finding
/// calls it by (`'Text'`, `'text'`, `'Row'`).
struct TextSink: Sendable {
    let api: UserFacingAPI
    /// The call's or property's name, as messages quote it.
    let name: String

    /// The element segment of a suggested key (`button` in `restaurant.detail.button.favorite`), if any.
    var element: String? { api.element }
    /// SwiftUI takes a `LocalizedStringKey` here: a literal is looked up in the catalog.
    var localizesKeys: Bool { api.localizesKeys }

    /// How a finding says where the text goes: `in 'Text'`, or, for a declaration the project index followed,
    /// `reaches 'Text' through 'SectionRow(title:)'`.
    var route: String {
        guard let through = api.through else { return "in '\(name)'" }
        if let shownBy = api.shownBy { return "reaches '\(shownBy)' through '\(through)'" }
        return api.localizesKeys ? "in '\(through)', a localized text position" : "in '\(through)'"
    }
}

/// `receiver.append(argument)` (or `insert`): the call's name token and its first argument.
struct AppendCall: Sendable {
    var name: Int
    var argument: Range<Int>
    /// The first argument is unlabelled or `contentsOf:`.
    var addsText: Bool
}
