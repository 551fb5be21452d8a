/// A plural category key in `variations.plural` (CLDR: zero, one, two, few, many, other). Open.
public struct PluralCategory: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public static let zero = PluralCategory(rawValue: "zero")
    public static let one = PluralCategory(rawValue: "one")
    public static let two = PluralCategory(rawValue: "two")
    public static let few = PluralCategory(rawValue: "few")
    public static let many = PluralCategory(rawValue: "many")
    public static let other = PluralCategory(rawValue: "other")

    /// The six CLDR categories in CLDR order.
    public static let all: [PluralCategory] = [.zero, .one, .two, .few, .many, .other]

    public var isKnown: Bool { Self.all.contains(self) }
    public var description: String { rawValue }
}
