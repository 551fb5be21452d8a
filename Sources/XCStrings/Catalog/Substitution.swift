/// A named substitution of a localization: `%#@NAME@` in the string unit's value is replaced by the variation
/// chosen for argument `argNum`.
///
///     "substitutions" : { "count" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : … } } }
///
/// Text is compared by Unicode scalars, as Foundation compares (see ``ScalarString``).
public struct Substitution: Sendable, Hashable {
    public var argNum: Int?
    public var formatSpecifier: String? {
        get { storedFormatSpecifier?.string }
        set { storedFormatSpecifier = newValue.map { ScalarString($0) } }
    }
    public var variations: Variations?
    public var extra: [JSONMember]
    /// Where the substitution's name stands.
    public var position: SourcePosition
    public var argNumPosition: SourcePosition
    public var formatSpecifierPosition: SourcePosition
    private var storedFormatSpecifier: ScalarString?

    public init(
        argNum: Int? = nil, formatSpecifier: String? = nil, variations: Variations? = nil, extra: [JSONMember] = [],
        position: SourcePosition = .unknown, argNumPosition: SourcePosition = .unknown,
        formatSpecifierPosition: SourcePosition = .unknown
    ) {
        self.argNum = argNum
        self.storedFormatSpecifier = formatSpecifier.map { ScalarString($0) }
        self.variations = variations
        self.extra = extra
        self.position = position
        self.argNumPosition = argNumPosition
        self.formatSpecifierPosition = formatSpecifierPosition
    }
}
