/// One `"key" : value` member of a JSON object, with the position of its key. The key is compared by Unicode
/// scalars, as Foundation compares (see ``ScalarString``).
public struct JSONMember: Sendable, Hashable {
    public var key: String {
        get { storedKey.string }
        set { storedKey = ScalarString(newValue) }
    }
    public var value: JSONValue
    /// Where the key's opening quote stands; ``SourcePosition/unknown`` when built in code.
    public var position: SourcePosition
    private var storedKey: ScalarString

    public init(key: String, value: JSONValue, position: SourcePosition = .unknown) {
        self.storedKey = ScalarString(key)
        self.value = value
        self.position = position
    }
}
