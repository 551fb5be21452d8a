/// The `state` of a string unit or string set. Open: a value this version does not know is kept as written.
///
///     StringUnit(state: .translated, value: "Hecho")
///     TranslationState(rawValue: "something_new").rawValue   // "something_new"
public struct TranslationState: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

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

/// An entry's `extractionState`. Open: a value this version does not know is kept as written. An absent
/// `extractionState` means the key was extracted from source code automatically.
public struct ExtractionState: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

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

/// A device key in `variations.device`. Open.
public struct DeviceClass: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public static let iphone = DeviceClass(rawValue: "iphone")
    public static let ipad = DeviceClass(rawValue: "ipad")
    public static let ipod = DeviceClass(rawValue: "ipod")
    public static let mac = DeviceClass(rawValue: "mac")
    public static let applewatch = DeviceClass(rawValue: "applewatch")
    public static let applevision = DeviceClass(rawValue: "applevision")
    public static let appletv = DeviceClass(rawValue: "appletv")
    public static let other = DeviceClass(rawValue: "other")

    public static let all: [DeviceClass] = [.iphone, .ipad, .ipod, .mac, .applewatch, .applevision, .appletv, .other]

    public var isKnown: Bool { Self.all.contains(self) }
    public var description: String { rawValue }
}
