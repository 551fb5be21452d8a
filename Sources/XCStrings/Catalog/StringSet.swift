/// A list of phrases (App Shortcuts): `"stringSet" : { "state" : "translated", "values" : ["…", "…"] }`.
///
/// Text is compared by Unicode scalars, as Foundation compares (see ``ScalarString``). `values` is converted on
/// each access: read it once, not element by element.
public struct StringSet: Sendable, Hashable {
    public var state: TranslationState?
    public var values: [String] {
        get { storedValues.map(\.string) }
        set { storedValues = newValue.map { ScalarString($0) } }
    }
    public var extra: [JSONMember]
    /// Where the `"stringSet"` key stands.
    public var position: SourcePosition
    /// Where each value's opening quote stands (parallel to `values` when read from a file).
    public var valuePositions: [SourcePosition]
    private var storedValues: [ScalarString]

    public init(
        state: TranslationState?, values: [String], extra: [JSONMember] = [],
        position: SourcePosition = .unknown, valuePositions: [SourcePosition] = []
    ) {
        self.state = state
        self.storedValues = values.map { ScalarString($0) }
        self.extra = extra
        self.position = position
        self.valuePositions = valuePositions
    }
}
