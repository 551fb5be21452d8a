import L10nSourceIndex
import L10nSourceParsing

/// A place in a file a source rule looks at, found by ``SiteWalker``. Token indices refer to the file's
/// ``SwiftSource/tokens``.
///
///     Text("Welcome")                  // .userText: the argument of a user-facing API
///     label.text = "Hi " + name        // .userText (the assigned expression), then .plus at `+`
///     message.append(String(localized: "cart.note"))   // .append
///     String(localized: "home.title")  // .keyReference
///     view.padding(.left, 8)           // .call: any call, its name, receiver and arguments
///     formatter.dateFormat = "MM/dd"   // .assignment: any property assigned
///
/// ``call(_:)`` and ``assignment(_:)`` are generic: a rule about an API the walker has no table for
/// (`.padding(.left, …)`, `leftAnchor.constraint(…)`, `DateFormatter.dateFormat = …`) asks for them and reads the
/// names itself, without a change to the walker.
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
    /// Any call `name(…)` or `receiver.name(…)` outside skipped regions (not a `func` declaration).
    case call(Call)
    /// Any `name = …` or `name += …` outside skipped regions (`label.text = …`, `formatter.dateFormat = …`).
    case assignment(Assignment)

    /// The kind of this site, as rules ask for it.
    var kind: SiteKinds {
        switch self {
        case .userText: .userText
        case .plus: .plus
        case .append: .append
        case .keyReference: .keyReference
        case .call: .call
        case .assignment: .assignment
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
    static let call = SiteKinds(rawValue: 1 << 4)
    static let assignment = SiteKinds(rawValue: 1 << 5)
    /// With ``userText``: also the arguments of a user-facing call that hold no literal but format a value —
    /// `Text(formatter.string(from: date))`, `Text(date.description)` — which the walker otherwise skips (an
    /// argument without a literal gives the text rules nothing to read).
    static let formattedValue = SiteKinds(rawValue: 1 << 6)
}

/// A call as written (see ``Site/call(_:)``): `formatter.string(from: date)`, `Text("Hi").padding(.left, 8)`,
/// `NSLayoutConstraint.activate([…])`. Token indices refer to the file's tokens.
struct Call: Sendable {
    /// The callee's name token (`padding`; `init` in `super.init(…)`).
    var name: Int
    /// The tokens of what the callee is called on, before its `.` (`Text("Hi")`, `label.leftAnchor`); empty for
    /// a bare call (`Text(…)`) and for an implicit member (`.init(…)`).
    var receiver: Range<Int>
    /// Whether the name follows a `.` (`x.name(…)`, `.name(…)`).
    var isMember: Bool
    /// The `(` and `)` of the arguments.
    var open: Int
    var close: Int
    /// The arguments, each with its label's token (if any) and its expression (see ``CodeView/label(of:)``).
    var arguments: [CallArgument]
}

/// An assignment as written (see ``Site/assignment(_:)``): `formatter.dateFormat = "MM/dd/yyyy"`.
struct Assignment: Sendable {
    /// The assigned property's (or variable's) name token: `dateFormat`.
    var property: Int
    /// The tokens before the name's `.` (`formatter`); empty for a bare name or an implicit member.
    var receiver: Range<Int>
    /// The `=` or `+=` token.
    var operatorToken: Int
    /// The assigned expression's tokens.
    var value: Range<Int>
}

/// `receiver.append(argument)` (or `insert`): the call's name token and its first argument.
struct AppendCall: Sendable {
    var name: Int
    var argument: Range<Int>
    /// The first argument is unlabelled or `contentsOf:`.
    var addsText: Bool
}
