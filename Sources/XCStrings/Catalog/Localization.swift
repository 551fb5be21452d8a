/// One language of an entry: a plain string unit, variations, substitutions, or a string set.
///
///     entry.localizations["es"]?.stringUnit?.value                        // "Hecho"
///     entry.localizations["es"]?.variations?.plural(.one)?.stringUnit     // StringUnit(…)
public struct Localization: Sendable, Hashable {
    public var stringUnit: StringUnit?
    public var stringSet: StringSet? {
        get { storedStringSet?.value }
        set { storedStringSet = newValue.map(Box.init) }
    }
    public var variations: Variations? {
        get { storedVariations?.value }
        set { storedVariations = newValue.map(Box.init) }
    }
    /// Substitutions by name; nil when the file has no `substitutions` member.
    public var substitutions: KeyedList<Substitution>? {
        get { storedSubstitutions?.value }
        set { storedSubstitutions = newValue.map(Box.init) }
    }
    public var extra: [JSONMember]
    /// Where the language code key stands.
    public var position: SourcePosition

    // Rare members are boxed to keep the struct small.
    private var storedStringSet: Box<StringSet>?
    private var storedVariations: Box<Variations>?
    private var storedSubstitutions: Box<KeyedList<Substitution>>?

    public init(
        stringUnit: StringUnit? = nil, stringSet: StringSet? = nil, variations: Variations? = nil,
        substitutions: KeyedList<Substitution>? = nil, extra: [JSONMember] = [], position: SourcePosition = .unknown
    ) {
        self.stringUnit = stringUnit
        self.storedStringSet = stringSet.map(Box.init)
        self.storedVariations = variations.map(Box.init)
        self.storedSubstitutions = substitutions.map(Box.init)
        self.extra = extra
        self.position = position
    }
}
