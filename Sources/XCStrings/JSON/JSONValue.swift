/// Any JSON value, as read: object members keep their order, numbers keep their text.
///
/// The catalog model uses it for fields it does not know, so that they survive a read/write cycle:
///
///     entry.extra   // [JSONMember(key: "commentGenerationVersion", value: .number("1"), ...)]
public indirect enum JSONValue: Sendable, Hashable {
    case string(String)
    /// A number exactly as written in the file (`1`, `-2.5e3`).
    case number(String)
    case bool(Bool)
    case null
    case array([JSONValue])
    /// Members in file order.
    case object([JSONMember])

    /// A short name of the kind, for messages: `a string`, `an object`, ...
    public var kindDescription: String {
        switch self {
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
