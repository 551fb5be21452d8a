/// A string literal in a lexed file: its delimiters, and where its tokens are.
///
/// The literal's tokens are `tokens.lowerBound` (the ``TokenKind/stringOpen`` token) through
/// `tokens.upperBound - 1` (the ``TokenKind/stringClose`` token when the literal is terminated). Between them come
/// ``TokenKind/stringText`` tokens and interpolations (``TokenKind/interpolationOpen``, the expression's tokens,
/// ``TokenKind/interpolationClose``). ``SwiftSource/segments(of:)`` reads them as segments.
public struct StringLiteral: Sendable, Hashable {
    /// Token indices, opening delimiter first.
    public var tokens: Range<Int>
    /// The number of `#` in the delimiters: 0 for `"…"`, 1 for `#"…"#`.
    public var pounds: Int
    public var isMultiline: Bool
    /// False when the file or line ended before the closing delimiter.
    public var isTerminated: Bool
    /// For a multi-line literal, the bytes of indentation before the closing `"""`, stripped from every line.
    public var indentation: Int

    public init(tokens: Range<Int>, pounds: Int, isMultiline: Bool, isTerminated: Bool, indentation: Int) {
        self.tokens = tokens
        self.pounds = pounds
        self.isMultiline = isMultiline
        self.isTerminated = isTerminated
        self.indentation = indentation
    }

    /// The index of the opening token.
    @inlinable public var openToken: Int { tokens.lowerBound }
}

/// A part of a string literal's value.
///
///     "Hello \(name)!"   →  [.text("Hello "), .interpolation(tokens of `name`), .text("!")]
public enum StringSegment: Sendable, Hashable {
    /// Literal text with escapes decoded (and, in multi-line literals, indentation stripped).
    case text(String)
    /// The token indices of the interpolated expression, between `\(` and `)`.
    case interpolation(Range<Int>)
}
