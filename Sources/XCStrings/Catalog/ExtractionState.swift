/// An entry's `extractionState`. Open: a value this version does not know is kept as written. An absent
/// `extractionState` means the key was extracted from source code automatically.
public struct ExtractionState: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    /// Compared by Unicode scalars, as Foundation compares (see ``ScalarString``).
    public static func == (lhs: ExtractionState, rhs: ExtractionState) -> Bool {
        lhs.rawValue.hasSameScalars(as: rhs.rawValue)
    }

    /// Added by hand in the catalog editor.
    public static let manual = ExtractionState(rawValue: "manual")
    /// No longer found in the source code.
    public static let stale = ExtractionState(rawValue: "stale")
    public static let extractedWithValue = ExtractionState(rawValue: "extracted_with_value")
    public static let migrated = ExtractionState(rawValue: "migrated")

    public static let known: [ExtractionState] = [.manual, .stale, .extractedWithValue, .migrated]

    public var isKnown: Bool { Self.known.contains(self) }
    public var description: String { rawValue }
}
