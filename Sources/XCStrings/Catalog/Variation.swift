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
