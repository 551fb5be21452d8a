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
        var out = ByteWriter(capacity: 1 << 12)
        defer { out.release() }
        write(to: &out, indent: 0)
        out.append(UInt8(ascii: "\n"))
        return out.text
    }

    /// Writes the value as ``rendered()`` lays it out when it stands at `indent` (its first line is not indented:
    /// the caller writes what comes before it, a key or the indentation of an array element).
    func write(to out: inout ByteWriter, indent: Int) {
        switch self {
        case .string(let value):
            JSONText.appendQuoted(value, to: &out)
        case .int(let value):
            out.append(value)
        case .bool(let value):
            out.append(value ? "true" : "false")
        case .array(let elements):
            guard !elements.isEmpty else { out.append("[]"); return }
            out.append("[\n")
            for (index, element) in elements.enumerated() {
                out.appendSpaces(indent + 2)
                element.write(to: &out, indent: indent + 2)
                out.append(index == elements.count - 1 ? "\n" : ",\n")
            }
            out.appendSpaces(indent)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { out.append("{}"); return }
            out.append("{\n")
            for (index, (key, value)) in members.enumerated() {
                out.appendSpaces(indent + 2)
                JSONText.appendQuoted(key, to: &out)
                out.append(": ")
                value.write(to: &out, indent: indent + 2)
                out.append(index == members.count - 1 ? "\n" : ",\n")
            }
            out.appendSpaces(indent)
            out.append(UInt8(ascii: "}"))
        }
    }

    /// `value` as a JSON string literal (RFC 8259 §7): `"` and `\` escaped, control characters as `\n`, `\r`,
    /// `\t`, `\b`, `\f` or `\u00XX`; everything else, non-ASCII included, written as is (UTF-8).
    ///
    ///     JSONText.quoted("say \"hi\"\n")   // "say \"hi\"\n" with the quote and newline escaped
    public static func quoted(_ value: String) -> String {
        var out = ByteWriter(capacity: value.utf8.count + 16)
        defer { out.release() }
        appendQuoted(value, to: &out)
        return out.text
    }

    /// Appends ``quoted(_:)``'s text as UTF-8. Escapes are ASCII, so working on bytes is exact; the runs between
    /// escapes (usually the whole text) are copied at once.
    static func appendQuoted(_ value: String, to out: inout ByteWriter) {
        out.append(UInt8(ascii: "\""))
        if value.utf8.withContiguousStorageIfAvailable({ appendEscaped($0, to: &out) }) == nil {
            var copy = value
            copy.withUTF8 { appendEscaped($0, to: &out) }
        }
        out.append(UInt8(ascii: "\""))
    }

    private static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout ByteWriter) {
        var run = 0
        for index in bytes.indices {
            let byte = bytes[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            if run < index { out.append(UnsafeBufferPointer(rebasing: bytes[run..<index])) }
            run = index + 1
            switch byte {
            case UInt8(ascii: "\""): out.append("\\\"")
            case UInt8(ascii: "\\"): out.append("\\\\")
            case 0x0A: out.append("\\n")
            case 0x0D: out.append("\\r")
            case 0x09: out.append("\\t")
            case 0x08: out.append("\\b")
            case 0x0C: out.append("\\f")
            default:
                out.append("\\u00")
                out.append(hexDigit(byte >> 4))
                out.append(hexDigit(byte & 0x0F))
            }
        }
        if run < bytes.count { out.append(UnsafeBufferPointer(rebasing: bytes[run...])) }
    }

    /// Lowercase hexadecimal digit of a value 0...15.
    static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
