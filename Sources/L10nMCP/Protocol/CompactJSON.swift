import XCStrings

/// JSON on one line, members in the order given: what the stdio transport sends (a message must not contain a
/// line break; line breaks inside strings are escaped as `\n`). Strings are escaped as ``JSONWriter`` escapes
/// them (the catalog writer's one escaping routine).
///
///     String(decoding: CompactJSON.encode(.record([("a", .integer(1)), ("b", .strings(["x\ny"]))])), as: UTF8.self)
///     // {"a":1,"b":["x\ny"]}
public enum CompactJSON {
    public static func encode(_ value: JSONValue) -> [UInt8] {
        var writer = JSONWriter()
        write(value, into: &writer)
        return writer.bytes
    }

    static func write(_ value: JSONValue, into writer: inout JSONWriter) {
        switch value {
        case .string(let text): writer.writeString(text)
        case .number(let text): writer.bytes.append(contentsOf: text.utf8)
        case .bool(let flag): writer.bytes.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null: writer.bytes.append(contentsOf: "null".utf8)
        case .array(let elements):
            writer.bytes.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { writer.bytes.append(UInt8(ascii: ",")) }
                write(element, into: &writer)
            }
            writer.bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            writer.bytes.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { writer.bytes.append(UInt8(ascii: ",")) }
                writer.writeString(member.key)
                writer.bytes.append(UInt8(ascii: ":"))
                write(member.value, into: &writer)
            }
            writer.bytes.append(UInt8(ascii: "}"))
        }
    }
}
