/// A translated string and its review state: `"stringUnit" : { "state" : "translated", "value" : "Hecho" }`.
///
/// Compared by Unicode scalars, as Foundation compares (see ``ScalarString``): a value changed from `é` to
/// `e` + U+0301 has changed.
public struct StringUnit: Sendable, Hashable {
    public var state: TranslationState {
        didSet { isStateWritten = true }
    }
    /// Whether the catalog writes the `state` member: a catalog written by hand or by a script may give a value
    /// alone (Riptide's `"en" : { "stringUnit" : { "value" : "Riptide" } }`), which Foundation reads as any other
    /// value. Read as `translated`, and written back without it.
    public var isStateWritten = true
    public var value: String {
        get { storedValue.string }
        set { storedValue = ScalarString(newValue) }
    }
    /// Members this version does not know, kept and written back.
    public var extra: [JSONMember]
    /// Where the `"stringUnit"` key stands.
    public var position: SourcePosition
    /// Where the `state` value stands.
    public var statePosition: SourcePosition
    /// Where the `value` string's opening quote stands.
    public var valuePosition: SourcePosition
    private var storedValue: ScalarString

    public init(
        state: TranslationState, value: String, extra: [JSONMember] = [],
        position: SourcePosition = .unknown, statePosition: SourcePosition = .unknown,
        valuePosition: SourcePosition = .unknown
    ) {
        self.state = state
        self.storedValue = ScalarString(value)
        self.extra = extra
        self.position = position
        self.statePosition = statePosition
        self.valuePosition = valuePosition
    }
}
