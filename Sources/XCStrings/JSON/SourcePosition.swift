/// Where something stands in a file: 1-based line and column, the column counted in UTF-8 bytes
/// (as the Swift compiler and Xcode count). A UTF-8 byte order mark is not counted.
///
///     let catalog = try StringCatalog(bytes: bytes, path: "Localizable.xcstrings")
///     catalog.entries["Done"]?.position   // SourcePosition(line: 4, column: 5): the key's opening quote
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    // Stored in 32 bits: a catalog holds hundreds of thousands of positions.
    private var storedLine: Int32
    private var storedColumn: Int32

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    public init(line: Int, column: Int) {
        self.storedLine = Int32(clamping: line)
        self.storedColumn = Int32(clamping: column)
    }

    /// The position of something built in code rather than read from a file.
    public static let unknown = SourcePosition(line: 0, column: 0)

    /// `line:column`, e.g. `12:5`.
    public var description: String { "\(line):\(column)" }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        lhs.storedLine != rhs.storedLine ? lhs.storedLine < rhs.storedLine : lhs.storedColumn < rhs.storedColumn
    }
}
