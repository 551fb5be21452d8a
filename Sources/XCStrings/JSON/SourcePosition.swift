/// Where something stands in a file: 1-based line and column, the column counted in UTF-8 bytes
/// (as the Swift compiler and Xcode count). A UTF-8 byte order mark is not counted.
///
///     let catalog = try StringCatalog(bytes: bytes, path: "Localizable.xcstrings")
///     catalog.entries["Done"]?.position   // SourcePosition(line: 4, column: 5): the key's opening quote
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The position of something built in code rather than read from a file.
    public static let unknown = SourcePosition(line: 0, column: 0)

    /// `line:column`, e.g. `12:5`.
    public var description: String { "\(line):\(column)" }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        lhs.line != rhs.line ? lhs.line < rhs.line : lhs.column < rhs.column
    }
}
