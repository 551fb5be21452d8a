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

    /// Strings and numbers are compared by Unicode scalars, as Foundation compares (see ``ScalarString``).
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let left), .string(let right)), (.number(let left), .number(let right)):
            left.hasSameScalars(as: right)
        case (.bool(let left), .bool(let right)): left == right
        case (.null, .null): true
        case (.array(let left), .array(let right)): left == right
        case (.object(let left), .object(let right)): left == right
        case (.string, _), (.number, _), (.bool, _), (.null, _), (.array, _), (.object, _): false
        }
    }

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
