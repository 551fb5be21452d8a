/// A small JSON value with ordered object members, written with a fixed layout.
///
/// Reporters (and `l10n report`'s JSON) build their output from it so that key order is exactly as specified (Foundation's
/// `JSONEncoder` does not promise an order) and the text is byte-for-byte stable between runs.
///
///     JSONText.object([("version", .int(1)), ("ok", .bool(true))]).rendered()
///     // {
///     //   "version": 1,
///     //   "ok": true
///     // }
public enum JSONText: Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case array([JSONText])
    case object([(String, JSONText)])

    /// Pretty-printed text: two-space indentation, `"key": value`, empty containers as `[]` / `{}`,
    /// and a trailing newline.
    public func rendered() -> String {
        var out: [UInt8] = []
        out.reserveCapacity(1 << 12)
        write(to: &out, indent: 0)
        out.append(UInt8(ascii: "\n"))
        return String(decoding: out, as: UTF8.self)
    }

    private func write(to out: inout [UInt8], indent: Int) {
        switch self {
        case .string(let value):
            JSONText.appendQuoted(value, to: &out)
        case .int(let value):
            out.append(contentsOf: String(value).utf8)
        case .bool(let value):
            out.append(contentsOf: (value ? "true" : "false").utf8)
        case .array(let elements):
            guard !elements.isEmpty else { out.append(contentsOf: "[]".utf8); return }
            out.append(contentsOf: "[\n".utf8)
            for (index, element) in elements.enumerated() {
                JSONText.appendSpaces(indent + 2, to: &out)
                element.write(to: &out, indent: indent + 2)
                out.append(contentsOf: (index == elements.count - 1 ? "\n" : ",\n").utf8)
            }
            JSONText.appendSpaces(indent, to: &out)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { out.append(contentsOf: "{}".utf8); return }
            out.append(contentsOf: "{\n".utf8)
            for (index, (key, value)) in members.enumerated() {
                JSONText.appendSpaces(indent + 2, to: &out)
                JSONText.appendQuoted(key, to: &out)
                out.append(contentsOf: ": ".utf8)
                value.write(to: &out, indent: indent + 2)
                out.append(contentsOf: (index == members.count - 1 ? "\n" : ",\n").utf8)
            }
            JSONText.appendSpaces(indent, to: &out)
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func appendSpaces(_ count: Int, to out: inout [UInt8]) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    /// `value` as a JSON string literal (RFC 8259 §7): `"` and `\` escaped, control characters as `\n`, `\r`,
    /// `\t`, `\b`, `\f` or `\u00XX`; everything else, non-ASCII included, written as is (UTF-8).
    ///
    ///     JSONText.quoted("say \"hi\"\n")   // "say \"hi\"\n" with the quote and newline escaped
    public static func quoted(_ value: String) -> String {
        var out: [UInt8] = []
        appendQuoted(value, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends ``quoted(_:)``'s text as UTF-8. Escapes are ASCII, so working on bytes is exact.
    static func appendQuoted(_ value: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): out.append(contentsOf: "\\\\".utf8)
            case 0x0A: out.append(contentsOf: "\\n".utf8)
            case 0x0D: out.append(contentsOf: "\\r".utf8)
            case 0x09: out.append(contentsOf: "\\t".utf8)
            case 0x08: out.append(contentsOf: "\\b".utf8)
            case 0x0C: out.append(contentsOf: "\\f".utf8)
            case 0..<0x20:
                out.append(contentsOf: "\\u00".utf8)
                out.append(hexDigit(byte >> 4))
                out.append(hexDigit(byte & 0x0F))
            default:
                out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// Lowercase hexadecimal digit of a value 0...15.
    static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
