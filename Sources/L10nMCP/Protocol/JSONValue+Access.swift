import XCStrings

/// Reading and building the JSON-RPC messages as ``JSONValue``s (the repository's own JSON model: members keep
/// their order, numbers keep their text).
///
///     let request = try JSONReader.parse(Array(#"{"id":1,"params":{"limit":20}}"#.utf8), path: "message")
///     request["params"]?["limit"]?.intValue   // 20
///     JSONValue.record([("count", .integer(2)), ("next", nil)])   // {"count":2}
extension JSONValue {
    /// The first member named `key` of an object; nil for a missing member or a value that is no object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// A number without a fraction or exponent that fits in an `Int` (`20`, not `20.5` or `2e1`).
    public var intValue: Int? {
        if case .number(let text) = self { return Int(text) }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let flag) = self { return flag }
        return nil
    }

    public var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    public var isObject: Bool {
        if case .object = self { return true }
        return false
    }

    /// An integer.
    public static func integer(_ value: Int) -> JSONValue { .number(String(value)) }

    /// An object with these members in this order; members whose value is nil are left out.
    public static func record(_ members: [(String, JSONValue?)]) -> JSONValue {
        .object(members.compactMap { key, value in value.map { JSONMember(key: key, value: $0) } })
    }

    /// An array of strings.
    public static func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }
}
