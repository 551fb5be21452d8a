/// A file that cannot be read as a String Catalog, with the place and the reason.
///
/// `description` follows Xcode's diagnostic format:
///
///     Localizable.xcstrings:12:5: error: expected ',' or '}' after object member
///
/// Errors that have no place in the file (the file cannot be opened, say) have `line == 0` and print as
/// `path: error: message`.
public struct CatalogError: Error, Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    /// `message` is kept on one line whatever it quotes (a key may hold a line break): line breaks become the
    /// escapes `\n` and `\r`, so `path:line:column: error: message` is always one line.
    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = CatalogError.singleLine(message)
    }

    public init(file: String, position: SourcePosition, message: String) {
        self.init(file: file, line: position.line, column: position.column, message: message)
    }

    /// The place as a ``SourcePosition``.
    public var position: SourcePosition { SourcePosition(line: line, column: column) }

    /// `text` with its line breaks (LF, CR, VT, FF, NEL, LS, PS) written as escapes, for messages that quote
    /// user text (a key, a column name) and must stay on one line.
    ///
    ///     CatalogError.singleLine("key 'a\nb'")   // "key 'a\\nb'"
    public static func singleLine(_ text: String) -> String {
        func isBreak(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
            default: return false
            }
        }
        guard text.unicodeScalars.contains(where: isBreak) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A: result += "\\n"
            case 0x0D: result += "\\r"
            default: result += isBreak(scalar) ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
            }
        }
        return result
    }

    public var description: String {
        line > 0 ? "\(file):\(line):\(column): error: \(message)" : "\(file): error: \(message)"
    }
}
