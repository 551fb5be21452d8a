/// What a ``Token`` is.
///
/// Whitespace and newlines are not tokens: they are the trivia between tokens (space, tab, line feed, carriage
/// return, vertical tab, form feed).
/// Everything else in a file, valid Swift or not, belongs to exactly one token.
public enum TokenKind: UInt8, Sendable, Hashable, CaseIterable {
    /// `name`, `` `default` ``, `$0`, `café`.
    case identifier
    /// A reserved word: `func`, `let`, `return`, `self`, `true`, `nil`, …
    case keyword
    /// `#if`, `#else`, `#elseif`, `#endif`, `#Preview`, `#selector`, `#available`, …
    case poundKeyword
    /// `42`, `0xFF`, `1_000.5e-3`.
    case number
    /// One of `( ) [ ] { } , : ; . @ # \`.
    case punctuation
    /// `+`, `??`, `==`, `->`, `...`, a postfix `?` or `!`, …
    case `operator`
    /// The opening delimiter of a string literal: `"`, `"""`, `#"`, `##"""`, …
    case stringOpen
    /// Literal text inside a string literal, escapes not yet decoded.
    case stringText
    /// `\(` or `\#(` in a string literal; the interpolated expression's tokens follow.
    case interpolationOpen
    /// The `)` that closes an interpolation.
    case interpolationClose
    /// The closing delimiter of a string literal.
    case stringClose
    /// A regex literal, `/[a-z]+/` or `#/…/#`, delimiters included.
    case regex
    /// `// …` up to (not including) the end of the line.
    case lineComment
    /// `/// …`.
    case docLineComment
    /// `/* … */`, nested comments included.
    case blockComment
    /// `/** … */`.
    case docBlockComment
    /// A byte that starts no token (a control character, a lone backtick).
    case unknown
}

/// One token: its kind, its bytes in the file, where it starts, and its partner.
///
/// Positions are 1-based; `column` counts UTF-8 bytes from the start of the line, as the Swift compiler does.
/// Stored in 24 bytes (32-bit offsets), so positions are exact for files up to 2 GB.
///
///     let source = Lexer.tokenize("let 🍕 = \"x\"")
///     source.tokens[3].kind    // .stringOpen
///     source.tokens[3].column  // 10 (the emoji is 4 bytes)
public struct Token: Sendable, Hashable {
    @usableFromInline var start: Int32
    @usableFromInline var end: Int32
    @usableFromInline var storedLine: Int32
    @usableFromInline var storedColumn: Int32
    /// Filled in by the lexer as it goes, so no later pass has to match anything:
    /// - `(`, `[`, `{` and their closers: the index of the matching bracket (-1 when unmatched);
    /// - ``TokenKind/interpolationOpen``: the index of its ``TokenKind/interpolationClose`` (-1 when unterminated);
    /// - ``TokenKind/stringOpen``: the index of its literal in ``SwiftSource/literals``;
    /// - every other token: -1.
    public var partner: Int32
    public var kind: TokenKind

    public init(kind: TokenKind, range: Range<Int>, line: Int, column: Int, partner: Int32 = -1) {
        self.kind = kind
        self.start = Int32(truncatingIfNeeded: range.lowerBound)
        self.end = Int32(truncatingIfNeeded: range.upperBound)
        self.storedLine = Int32(truncatingIfNeeded: line)
        self.storedColumn = Int32(truncatingIfNeeded: column)
        self.partner = partner
    }

    @inlinable init(kind: TokenKind, start: Int, end: Int, line: Int, column: Int) {
        self.kind = kind
        self.start = Int32(truncatingIfNeeded: start)
        self.end = Int32(truncatingIfNeeded: end)
        self.storedLine = Int32(truncatingIfNeeded: line)
        self.storedColumn = Int32(truncatingIfNeeded: column)
        self.partner = -1
    }

    /// Byte offsets in the file.
    @inlinable public var range: Range<Int> { Int(start)..<Int(max(start, end)) }
    @inlinable public var line: Int { Int(storedLine) }
    @inlinable public var column: Int { Int(storedColumn) }

    /// For an ``TokenKind/interpolationOpen`` token: the index of its ``TokenKind/interpolationClose``, or -1 when
    /// the interpolation is unterminated. -1 for other tokens.
    @inlinable public var closingIndex: Int32 { kind == .interpolationOpen ? partner : -1 }

    /// Comments of every kind.
    @inlinable public var isComment: Bool {
        switch kind {
        case .lineComment, .docLineComment, .blockComment, .docBlockComment: true
        default: false
        }
    }
}
