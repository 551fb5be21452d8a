/// One language of an entry: a plain string unit, variations, substitutions, or a string set.
///
///     entry.localizations["es"]?.stringUnit?.value                        // "Hecho"
///     entry.localizations["es"]?.variations?.plural(.one)?.stringUnit     // StringUnit(…)
public struct Localization: Sendable, Hashable {
    public var stringUnit: StringUnit?
    public var stringSet: StringSet?
    public var variations: Variations?
    /// Substitutions by name; nil when the file has no `substitutions` member.
    public var substitutions: KeyedList<Substitution>?
    public var extra: [JSONMember]
    /// Where the language code key stands.
    public var position: SourcePosition

    public init(
        stringUnit: StringUnit? = nil, stringSet: StringSet? = nil, variations: Variations? = nil,
        substitutions: KeyedList<Substitution>? = nil, extra: [JSONMember] = [], position: SourcePosition = .unknown
    ) {
        self.stringUnit = stringUnit
        self.stringSet = stringSet
        self.variations = variations
        self.substitutions = substitutions
        self.extra = extra
        self.position = position
    }
}
