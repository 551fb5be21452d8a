/// Writes translation units as a JSON array, one object per unit, for scripts and machine-translation
/// pipelines.
///
///     [
///       {
///         "key" : "inbox.count",
///         "variant" : "plural.one",
///         "source" : "%lld message",
///         "target" : "%lld mensaje",
///         "comment" : "Inbox badge.",
///         "state" : "translated",
///         "file" : "App/Localizable.xcstrings",
///         "sourceLanguage" : "en",
///         "targetLanguage" : "es"
///       }
///     ]
///
/// Fields always appear in that order; `target`, `comment` and `state` are left out when absent, and so is
/// `glossary` (after `state`: the glossary's terms the source holds, for the translator; never read back). `file` and the
/// two languages make each unit self-describing (a JSON file may hold several catalogs), so merge can check the
/// language. The layout follows the catalogs' own (2-space indent, `"key" : value`, `/` not escaped, non-ASCII
/// written as itself, controls as `\n` `\t` `\r` `\b` `\f` or `\u00XX`); the file ends with a newline.
public struct UnitsJSONWriter: Sendable {
    public init() {}

    public func write(_ units: [TranslationUnit]) -> String {
        guard !units.isEmpty else { return "[\n\n]\n" }
        var out = "[\n"
        for (index, unit) in units.enumerated() {
            var members: [(String, String)] = [("key", unit.key), ("variant", unit.variant), ("source", unit.source)]
            if let target = unit.target { members.append(("target", target)) }
            if let comment = unit.commentWithFindings { members.append(("comment", comment)) }
            if let state = unit.state { members.append(("state", state)) }
            if let glossary = unit.glossary { members.append(("glossary", glossary)) }
            members += [("file", unit.file), ("sourceLanguage", unit.sourceLanguage), ("targetLanguage", unit.targetLanguage)]
            out += "  {\n"
            out += members.map { "    \(Self.quoted($0.0)) : \(Self.quoted($0.1))" }.joined(separator: ",\n")
            out += index == units.count - 1 ? "\n  }\n" : "\n  },\n"
        }
        out += "]\n"
        return out
    }

    /// A JSON string literal.
    ///
    ///     UnitsJSONWriter.quoted("a \"b\"\n/c")   // "\"a \\\"b\\\"\\n/c\""
    public static func quoted(_ value: String) -> String {
        var out = "\""
        out.reserveCapacity(value.utf8.count + 2)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{8}": out += "\\b"
            case "\u{C}": out += "\\f"
            default:
                if scalar.value < 0x20 {
                    let digits = String(scalar.value, radix: 16, uppercase: false)
                    out += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
