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
