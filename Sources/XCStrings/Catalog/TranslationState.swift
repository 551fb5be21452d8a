/// The `state` of a string unit or string set. Open: a value this version does not know is kept as written.
///
///     StringUnit(state: .translated, value: "Hecho")
///     TranslationState(rawValue: "something_new").rawValue   // "something_new"
public struct TranslationState: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    /// Compared by Unicode scalars, as Foundation compares (see ``ScalarString``).
    public static func == (lhs: TranslationState, rhs: TranslationState) -> Bool {
        lhs.rawValue.hasSameScalars(as: rhs.rawValue)
    }

    public static let translated = TranslationState(rawValue: "translated")
    public static let needsReview = TranslationState(rawValue: "needs_review")
    public static let new = TranslationState(rawValue: "new")
    /// Written by Xcode 26 (catalog version 1.3) for machine translations.
    public static let machineTranslated = TranslationState(rawValue: "machine_translated")
    public static let stale = TranslationState(rawValue: "stale")

    /// The states Xcode is known to write.
    public static let known: [TranslationState] = [.translated, .needsReview, .new, .machineTranslated, .stale]

    public var isKnown: Bool { Self.known.contains(self) }
    public var description: String { rawValue }
}
