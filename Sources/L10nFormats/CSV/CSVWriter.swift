import Foundation

/// Writes translation units as RFC 4180 CSV (see `CSVFormat` for the choices: BOM, CRLF, quoting, formulas).
///
///     let text = CSVWriter().write(units)
///     // "\u{FEFF}key,variant,source,target,comment,state\r\nhome.title,,Home,Inicio,,translated\r\n"
public struct CSVWriter: Sendable {
    /// Write the UTF-8 byte-order mark first (default `true`, so Excel reads UTF-8).
    public var writesByteOrderMark: Bool

    public init(writesByteOrderMark: Bool = true) {
        self.writesByteOrderMark = writesByteOrderMark
    }

    public func write(_ units: [TranslationUnit]) -> String {
        var out = writesByteOrderMark ? "\u{FEFF}" : ""
        // The glossary's terms, for the translator, in a last column when any unit has some.
        let hasGlossary = units.contains { $0.glossary != nil }
        out += (CSVFormat.columns + (hasGlossary ? ["glossary"] : [])).joined(separator: ",") + "\r\n"
        for unit in units {
            var fields = [unit.key, unit.variant, unit.source, unit.target ?? "", unit.commentWithFindings ?? "", unit.state ?? ""]
            if hasGlossary { fields.append(unit.glossary ?? "") }
            out += fields.map(Self.field).joined(separator: ",") + "\r\n"
        }
        return out
    }

    /// One field, protected against formulas and quoted when needed.
    ///
    ///     CSVWriter.field("a, b")      // "\"a, b\""
    ///     CSVWriter.field("=1+1")      // "'=1+1"
    static func field(_ value: String) -> String {
        var value = value
        if CSVFormat.looksLikeFormula(Substring(value).utf8) { value = "'" + value }
        var needsQuotes = false
        for byte in value.utf8 where byte == 0x2C || byte == 0x22 || byte == 0x0A || byte == 0x0D {
            needsQuotes = true
            break
        }
        if let first = value.unicodeScalars.first, first == " " || first == "\t" { needsQuotes = true }
        if let last = value.unicodeScalars.last, last == " " || last == "\t" { needsQuotes = true }
        guard needsQuotes else { return value }
        // Double each quote scalar by scalar: a `"` followed by a combining mark is one Character, which a
        // Character-level replacement would miss (found by `scripts/fuzz csv`).
        var quoted = "\""
        for scalar in value.unicodeScalars {
            if scalar == "\"" { quoted.unicodeScalars.append("\"") }
            quoted.unicodeScalars.append(scalar)
        }
        quoted.unicodeScalars.append("\"")
        return quoted
    }
}
