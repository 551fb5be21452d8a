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

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public init(file: String, position: SourcePosition, message: String) {
        self.init(file: file, line: position.line, column: position.column, message: message)
    }

    /// The place as a ``SourcePosition``.
    public var position: SourcePosition { SourcePosition(line: line, column: column) }

    public var description: String {
        line > 0 ? "\(file):\(line):\(column): error: \(message)" : "\(file): error: \(message)"
    }
}
