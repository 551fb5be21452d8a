/// A place in a file: 1-based line and column, columns counted in UTF-8 bytes (as the Swift compiler and Xcode do).
///
///     SourceLocation(file: "Localizable.xcstrings", line: 12, column: 5).description
///     // "Localizable.xcstrings:12:5"
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.line != rhs.line { return lhs.line < rhs.line }
        return lhs.column < rhs.column
    }
}
