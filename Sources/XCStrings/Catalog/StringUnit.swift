/// A translated string and its review state: `"stringUnit" : { "state" : "translated", "value" : "Hecho" }`.
public struct StringUnit: Sendable, Hashable {
    public var state: TranslationState
    public var value: String
    /// Members this version does not know, kept and written back.
    public var extra: [JSONMember]
    /// Where the `"stringUnit"` key stands.
    public var position: SourcePosition
    /// Where the `state` value stands.
    public var statePosition: SourcePosition
    /// Where the `value` string's opening quote stands.
    public var valuePosition: SourcePosition

    public init(
        state: TranslationState, value: String, extra: [JSONMember] = [],
        position: SourcePosition = .unknown, statePosition: SourcePosition = .unknown,
        valuePosition: SourcePosition = .unknown
    ) {
        self.state = state
        self.value = value
        self.extra = extra
        self.position = position
        self.statePosition = statePosition
        self.valuePosition = valuePosition
    }
}
