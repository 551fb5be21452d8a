import XCStrings

/// A translation file (XLIFF, CSV, JSON units) that cannot be read: where, and why.
///
///     TranslationFileError(path: "es.xliff", line: 3, column: 5, message: "undefined entity '&nbsp;'")
///         .description  // "es.xliff:3:5: error: undefined entity '&nbsp;'"
public struct TranslationFileError: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String
    /// 1-based line; 0 when the problem is the file as a whole (it cannot be opened, it is too large).
    public var line: Int
    /// 1-based column, counted in UTF-8 bytes.
    public var column: Int
    /// Lowercase message; names in single quotes.
    public var message: String

    /// `message` is kept on one line whatever it quotes (a CSV column name may hold a line break), as
    /// ``CatalogError`` messages are.
    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = CatalogError.singleLine(message)
    }

    /// Xcode's form: `path:line:column: error: message`, or `path: error: message` for the file as a whole.
    public var description: String {
        line > 0 ? "\(path):\(line):\(column): error: \(message)" : "\(path): error: \(message)"
    }
}
