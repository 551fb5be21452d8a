/// One `"key" : value` member of a JSON object, with the position of its key.
public struct JSONMember: Sendable, Hashable {
    public var key: String
    public var value: JSONValue
    /// Where the key's opening quote stands; ``SourcePosition/unknown`` when built in code.
    public var position: SourcePosition

    public init(key: String, value: JSONValue, position: SourcePosition = .unknown) {
        self.key = key
        self.value = value
        self.position = position
    }
}
