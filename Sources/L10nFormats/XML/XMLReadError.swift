/// Why `XMLReader` rejected a document, and where (1-based line; column in UTF-8 bytes).
///
///     XMLReadError(line: 1, column: 7, message: "undefined entity '&nbsp;'").description
///     // "1:7: undefined entity '&nbsp;'"
public struct XMLReadError: Error, Sendable, Hashable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    /// Lowercase message; names in single quotes.
    public var message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(line):\(column): \(message)" }

    /// The same error in a named file, in Xcode's form.
    public func inFile(_ path: String) -> TranslationFileError {
        TranslationFileError(path: path, line: line, column: column, message: message)
    }
}

/// Bounds that keep hostile input cheap: every document is read in time and memory linear in its size, and
/// these cap that size and the nesting depth.
///
///     XMLLimits(maximumBytes: 1 << 20, maximumDepth: 64)
public struct XMLLimits: Sendable, Hashable {
    /// Largest document accepted, in bytes (default 256 MiB).
    public var maximumBytes: Int
    /// Deepest element nesting accepted (default 256; XLIFF needs 6).
    public var maximumDepth: Int

    public init(maximumBytes: Int = 256 << 20, maximumDepth: Int = 256) {
        self.maximumBytes = maximumBytes
        self.maximumDepth = maximumDepth
    }

    public static let `default` = XMLLimits()
}
