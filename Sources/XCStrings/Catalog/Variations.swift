/// `variations` of a localization, substitution or variation: by plural category, by device, or both nested.
///
///     "variations" : { "plural" : { "one" : { "stringUnit" : … }, "other" : { "stringUnit" : … } } }
///
/// Keys stay open: an unknown plural category or device is kept as written.
public struct Variations: Sendable, Hashable {
    /// Cases by plural category (`zero`, `one`, `two`, `few`, `many`, `other`).
    public var plural: KeyedList<Variation>?
    /// Cases by device (`iphone`, `ipad`, `ipod`, `mac`, `applewatch`, `applevision`, `appletv`, `other`).
    public var device: KeyedList<Variation>?
    public var extra: [JSONMember]
    /// Where the `"variations"` key stands.
    public var position: SourcePosition

    public init(
        plural: KeyedList<Variation>? = nil, device: KeyedList<Variation>? = nil, extra: [JSONMember] = [],
        position: SourcePosition = .unknown
    ) {
        self.plural = plural
        self.device = device
        self.extra = extra
        self.position = position
    }

    /// The case for a plural category: `variations.plural(.one)?.stringUnit?.value`.
    public func plural(_ category: PluralCategory) -> Variation? { plural?[category.rawValue] }

    /// The case for a device.
    public func device(_ device: DeviceClass) -> Variation? { self.device?[device.rawValue] }
}

/// One case of a variation (`"one" : { … }`): a string unit, or further variations (a device case varied by
/// plural, say).
public struct Variation: Sendable, Hashable {
    public var stringUnit: StringUnit?
    /// Nested variations, e.g. `device.iphone.plural.one`.
    public var variations: Variations? {
        get { storedVariations?.value }
        set { storedVariations = newValue.map(Box.init) }
    }
    public var extra: [JSONMember]
    /// Where the case's key (`"one"`, `"iphone"`) stands.
    public var position: SourcePosition
    private var storedVariations: Box<Variations>?

    public init(
        stringUnit: StringUnit? = nil, variations: Variations? = nil, extra: [JSONMember] = [],
        position: SourcePosition = .unknown
    ) {
        self.stringUnit = stringUnit
        self.storedVariations = variations.map(Box.init)
        self.extra = extra
        self.position = position
    }
}

/// A named substitution of a localization: `%#@NAME@` in the string unit's value is replaced by the variation
/// chosen for argument `argNum`.
///
///     "substitutions" : { "count" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : … } } }
public struct Substitution: Sendable, Hashable {
    public var argNum: Int?
    public var formatSpecifier: String?
    public var variations: Variations?
    public var extra: [JSONMember]
    /// Where the substitution's name stands.
    public var position: SourcePosition
    public var argNumPosition: SourcePosition
    public var formatSpecifierPosition: SourcePosition

    public init(
        argNum: Int? = nil, formatSpecifier: String? = nil, variations: Variations? = nil, extra: [JSONMember] = [],
        position: SourcePosition = .unknown, argNumPosition: SourcePosition = .unknown,
        formatSpecifierPosition: SourcePosition = .unknown
    ) {
        self.argNum = argNum
        self.formatSpecifier = formatSpecifier
        self.variations = variations
        self.extra = extra
        self.position = position
        self.argNumPosition = argNumPosition
        self.formatSpecifierPosition = formatSpecifierPosition
    }
}
