/// The CSV layout l10n writes and reads for translators (RFC 4180).
///
///     key,variant,source,target,comment,state
///     inbox.count,plural.one,%lld message,%lld mensaje,Inbox badge.,translated
///
/// Choices, and why:
/// - **UTF-8 with a byte-order mark** on write: Excel opens BOM-less UTF-8 CSV in the legacy ANSI code page and
///   mangles every accent; with the BOM it opens cleanly. Numbers, LibreOffice and Google Sheets accept both.
///   The reader accepts files with and without one.
/// - **CRLF** between records, as RFC 4180 says; the reader also accepts LF. Line breaks inside a value are kept
///   exactly as they are (inside quotes).
/// - **Quoting** only where needed: a field with `,` `"` CR or LF, or leading/trailing spaces or tabs (which
///   spreadsheets trim), is quoted, with `"` doubled.
/// - **Formula injection**: a spreadsheet runs a cell starting with `=` `+` `-` `@` (or tab/CR) as a formula. The
///   writer prefixes such a field with `'` (OWASP's advice; spreadsheets show the text as is), and does the same
///   to a field that already starts with `'`s followed by one of those characters. The reader removes exactly one
///   leading `'` from a field made of `'`s followed by one of those characters. So reading is the exact inverse
///   of writing, and a translator may type `'=…` in a cell to get `=…`. The cost: such values show a leading `'`
///   in the spreadsheet.
/// - Columns are found by header name, in any order; unknown columns are ignored. `key` and `target` are
///   required; `variant`, `source`, `comment` and `state` may be absent (empty). An empty `target`, `comment` or
///   `state` reads as absent (`nil`): CSV cannot tell an empty string from a missing one.
/// - The file has no catalog path or languages: the reader takes them as parameters (merge gets them from
///   its arguments).
public enum CSVFormat {
    /// The header l10n writes, in this order.
    public static let columns = ["key", "variant", "source", "target", "comment", "state"]
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Whether a value would start a formula once its protective `'`s are considered: `'*[=+\-@\t\r]`.
    static func looksLikeFormula(_ value: Substring.UTF8View) -> Bool {
        for byte in value {
            switch byte {
            case UInt8(ascii: "'"): continue
            case UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"), 0x09, 0x0D: return true
            default: return false
            }
        }
        return false
    }
}
