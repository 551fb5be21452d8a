/// A small JSON value with ordered object members, written with a fixed layout.
///
/// Reporters build their output from it so that key order is exactly as specified (Foundation's
/// `JSONEncoder` does not promise an order) and the text is byte-for-byte stable between runs.
///
///     JSONText.object([("version", .int(1)), ("ok", .bool(true))]).rendered()
///     // {
///     //   "version": 1,
///     //   "ok": true
///     // }
enum JSONText: Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case array([JSONText])
    case object([(String, JSONText)])

    /// Pretty-printed text: two-space indentation, `"key": value`, empty containers as `[]` / `{}`,
    /// and a trailing newline.
    func rendered() -> String {
        var out = ""
        write(to: &out, indent: 0)
        out += "\n"
        return out
    }

    private func write(to out: inout String, indent: Int) {
        switch self {
        case .string(let value):
            JSONText.appendQuoted(value, to: &out)
        case .int(let value):
            out += String(value)
        case .bool(let value):
            out += value ? "true" : "false"
        case .array(let elements):
            guard !elements.isEmpty else { out += "[]"; return }
            out += "[\n"
            for (index, element) in elements.enumerated() {
                out += String(repeating: " ", count: indent + 2)
                element.write(to: &out, indent: indent + 2)
                out += index == elements.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{\n"
            for (index, (key, value)) in members.enumerated() {
                out += String(repeating: " ", count: indent + 2)
                JSONText.appendQuoted(key, to: &out)
                out += ": "
                value.write(to: &out, indent: indent + 2)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        }
    }

    /// Appends `value` as a JSON string literal (RFC 8259 §7): `"` and `\` escaped, control characters as
    /// `\n`, `\r`, `\t`, `\b`, `\f` or `\u00XX`; everything else, non-ASCII included, written as is (UTF-8).
    ///
    ///     var out = ""; JSONText.appendQuoted("say \"hi\"\n", to: &out)   // "say \"hi\"\n" (escaped)
    static func appendQuoted(_ value: String, to out: inout String) {
        out += "\""
        var pending = value.unicodeScalars.startIndex
        let scalars = value.unicodeScalars
        var index = scalars.startIndex
        while index != scalars.endIndex {
            let scalar = scalars[index]
            let escape: String?
            switch scalar {
            case "\"": escape = "\\\""
            case "\\": escape = "\\\\"
            case "\n": escape = "\\n"
            case "\r": escape = "\\r"
            case "\t": escape = "\\t"
            case "\u{08}": escape = "\\b"
            case "\u{0C}": escape = "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16, uppercase: false)
                    escape = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    escape = nil
                }
            }
            if let escape {
                out.unicodeScalars.append(contentsOf: scalars[pending..<index])
                out += escape
                pending = scalars.index(after: index)
            }
            index = scalars.index(after: index)
        }
        out.unicodeScalars.append(contentsOf: scalars[pending..<scalars.endIndex])
        out += "\""
    }
}
