/// A CLDR plural category, in CLDR's order: zero, one, two, few, many, other.
///
///     PluralCategory.allCases.map(\.rawValue)  // ["zero", "one", "two", "few", "many", "other"]
///     PluralCategory(rawValue: "few")          // .few
///
/// The raw value is the keyword CLDR and String Catalogs use (`"variations": {"plural": {"few": …}}`).
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Comparable, CustomStringConvertible {
    case zero
    case one
    case two
    case few
    case many
    case other

    /// CLDR order: `.zero < .one < … < .other`.
    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool { lhs.order < rhs.order }

    public var description: String { rawValue }

    var order: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }
}

/// Which numbers the rules classify: counts (`1 file`, `2 files`) or positions (`1st`, `2nd`).
public enum PluralRuleType: String, Sendable, Hashable, CaseIterable {
    /// Counts: CLDR `plurals.xml`, what String Catalogs' "Vary by Plural" uses.
    case cardinal
    /// Positions: CLDR `ordinals.xml`.
    case ordinal
}
