#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// A lexed Swift file: its bytes, its tokens, and its string literals.
///
///     let source = Lexer.tokenize(#"Text("Hello \(name)")"#)
///     source.tokens.map(\.kind)   // [.identifier, .punctuation, .stringOpen, .stringText, .interpolationOpen, …]
///     source.literals.count       // 1
///     source.segments(of: source.literals[0])  // [.text("Hello "), .interpolation(5..<6)]
public struct SwiftSource: Sendable {
    public let bytes: [UInt8]
    public let tokens: [Token]
    /// Every string literal, ordered by opening token (an interpolated literal comes after the one containing it).
    public let literals: [StringLiteral]
    /// Indices of the tokens that structure a file for the rules, in order: comments (suppressions), pound
    /// keywords (`#if`, `#Preview`) and the words that declare types (`struct`, `class`, `enum`, `extension`,
    /// `actor`). Recorded by the lexer, so the rules need not walk every token to find them.
    public let landmarks: [Int32]
    /// Whether a token is the keyword `typealias` (not the word in a comment or a string): recorded by the lexer,
    /// so the few passes that look for type aliases skip the files (nearly all) that declare none without
    /// searching their bytes.
    public let hasTypealias: Bool

    init(bytes: [UInt8], tokens: [Token], literals: [StringLiteral], landmarks: [Int32], hasTypealias: Bool) {
        self.bytes = bytes
        self.tokens = tokens
        self.literals = literals
        self.landmarks = landmarks
        self.hasTypealias = hasTypealias
    }

    /// `struct`, `class`, `enum`, `extension` or `actor`, decided by length and first byte before comparing.
    @inline(__always)
    static func isTypeDeclarationWord(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        let length = range.count
        guard length >= 4, length <= 9 else { return false }
        let first = bytes[range.lowerBound]
        func equals(_ word: StaticString) -> Bool {
            guard word.utf8CodeUnitCount == length else { return false }
            return memcmp(bytes.baseAddress! + range.lowerBound, word.utf8Start, length) == 0
        }
        switch first {
        case UInt8(ascii: "s"): return equals("struct")
        case UInt8(ascii: "c"): return equals("class")
        case UInt8(ascii: "e"): return equals("enum") || equals("extension")
        case UInt8(ascii: "a"): return equals("actor")
        default: return false
        }
    }

    /// The token's bytes as text (invalid UTF-8 repaired).
    public func text(of token: Token) -> String {
        String(decoding: bytes[token.range], as: UTF8.self)
    }

    /// The text of the token at `index`.
    public func text(at index: Int) -> String { text(of: tokens[index]) }

    /// True when the token's bytes are exactly `text`'s UTF-8 bytes, without building a `String`. Always inlined:
    /// `text` is a literal at every call, so its length and first byte are constants there, and the usual answer
    /// (another length or first byte) takes a few instructions instead of a call (3 M calls on 186K lines).
    @inlinable @inline(__always) public func token(_ index: Int, is text: StaticString) -> Bool {
        let token = tokens[index]
        let start = Int(token.start)
        let count = text.utf8CodeUnitCount
        // Different lengths or first bytes, the usual answer, are told without a loop.
        guard Int(token.end) - start == count, count > 0, bytes[start] == text.utf8Start[0] else { return count == 0 && token.end == token.start }
        let pointer = text.utf8Start
        for offset in 1..<count where bytes[start + offset] != pointer[offset] { return false }
        return true
    }

    /// The literal whose opening token is at `tokenIndex`, if that token opens one.
    public func literal(openingAt tokenIndex: Int) -> StringLiteral? {
        guard tokens.indices.contains(tokenIndex), tokens[tokenIndex].kind == .stringOpen else { return nil }
        return literals[Int(tokens[tokenIndex].partner)]
    }

    /// The byte range of a one-line literal's text when it has exactly one text token (no interpolation), escapes
    /// not checked; nil otherwise. ``plainText(of:)`` is this range's text when it has no backslash.
    @inlinable public func plainTextRange(of literal: StringLiteral) -> Range<Int>? {
        let open = literal.tokens.lowerBound
        guard !literal.isMultiline, literal.isTerminated, literal.tokens.count == 3,
            tokens[open + 1].kind == .stringText
        else { return nil }
        return tokens[open + 1].range
    }

    /// The value of a one-line literal without escapes or interpolation (`"home.title"`), read straight from its
    /// bytes; nil for any other literal (use ``segments(of:)``).
    @inlinable public func plainText(of literal: StringLiteral) -> String? {
        let open = literal.tokens.lowerBound
        guard !literal.isMultiline, literal.isTerminated else { return nil }
        if literal.tokens.count == 2 { return "" }
        guard literal.tokens.count == 3, tokens[open + 1].kind == .stringText else { return nil }
        let range = tokens[open + 1].range
        guard !bytes[range].contains(0x5C) else { return nil }
        return String(decoding: bytes[range], as: UTF8.self)
    }

    /// The literal's value in parts: text with escapes decoded, and interpolations as token ranges.
    ///
    /// Adjacent text tokens merge into one `.text`; an empty literal has no segments.
    public func segments(of literal: StringLiteral) -> [StringSegment] {
        var result: [StringSegment] = []
        var decoder = StringDecoder(bytes: bytes, literal: literal)
        var index = literal.tokens.lowerBound + 1
        let end = literal.tokens.upperBound
        var pendingText = ""
        while index < end {
            let token = tokens[index]
            switch token.kind {
            case .stringText:
                pendingText += decoder.decode(token.range, isLast: index + 1 >= end || tokens[index + 1].kind == .stringClose)
                index += 1
            case .interpolationOpen:
                if !pendingText.isEmpty { result.append(.text(pendingText)); pendingText = "" }
                let start = index + 1
                let closing = Int(token.closingIndex)
                let cursor = closing > index && closing < end ? closing : end
                result.append(.interpolation(start..<cursor))
                decoder.afterInterpolation()
                index = cursor + 1
            default:
                index += 1
            }
        }
        if !pendingText.isEmpty { result.append(.text(pendingText)) }
        return result
    }

    /// The literal's value when it has no interpolation (escapes decoded), else nil.
    ///
    ///     "\"Hi\" \u{1F44B}"  →  "\"Hi\" 👋"
    public func staticText(of literal: StringLiteral) -> String? {
        if let plain = plainText(of: literal) { return plain }
        var text = ""
        for segment in segments(of: literal) {
            guard case .text(let part) = segment else { return nil }
            text += part
        }
        return text
    }
}
