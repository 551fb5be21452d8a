/// A list of phrases (App Shortcuts): `"stringSet" : { "state" : "translated", "values" : ["…", "…"] }`.
public struct StringSet: Sendable, Hashable {
    public var state: TranslationState?
    public var values: [String]
    public var extra: [JSONMember]
    /// Where the `"stringSet"` key stands.
    public var position: SourcePosition
    /// Where each value's opening quote stands (parallel to `values` when read from a file).
    public var valuePositions: [SourcePosition]

    public init(
        state: TranslationState?, values: [String], extra: [JSONMember] = [],
        position: SourcePosition = .unknown, valuePositions: [SourcePosition] = []
    ) {
        self.state = state
        self.values = values
        self.extra = extra
        self.position = position
        self.valuePositions = valuePositions
    }
}
