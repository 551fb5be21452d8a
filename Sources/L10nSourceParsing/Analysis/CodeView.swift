/// Structural helpers over a lexed file: comment-skipping neighbours, bracket and literal matching.
///
/// Brackets and literals were paired by the lexer (``Token/partner``), so building a view costs nothing. A class,
/// immutable: the analysis hands one view around per file, and passing it costs one reference, not one per array.
public final class CodeView {
    @usableFromInline let source: SwiftSource
    public let tokens: [Token]
    public let bytes: [UInt8]

    init(_ source: SwiftSource) {
        self.source = source
        self.tokens = source.tokens
        self.bytes = source.bytes
    }

    /// Whether a token of the file is the keyword `typealias` (``SwiftSource/hasTypealias``).
    public var hasTypealias: Bool { source.hasTypealias }

    /// The next non-comment token after `index`, or nil.
    @inlinable public func next(_ index: Int) -> Int? {
        var cursor = index + 1
        while cursor < tokens.count {
            if !tokens[cursor].isComment { return cursor }
            cursor += 1
        }
        return nil
    }

    /// The previous non-comment token before `index`, or nil.
    @inlinable public func previous(_ index: Int) -> Int? {
        var cursor = index - 1
        while cursor >= 0 {
            if !tokens[cursor].isComment { return cursor }
            cursor -= 1
        }
        return nil
    }

    /// The index past the bracket group or literal starting at `index` (or `index + 1`).
    @inlinable public func skip(_ index: Int) -> Int {
        let token = tokens[index]
        let partner = Int(token.partner)
        switch token.kind {
        case .punctuation: return partner > index ? partner + 1 : index + 1
        case .stringOpen: return max(source.literals[partner].tokens.upperBound, index + 1)
        default: return index + 1
        }
    }

    /// For a bracket, its matching bracket; for a ``TokenKind/stringOpen``, the literal's last token; else nil.
    @inlinable public func matching(_ index: Int) -> Int? {
        let token = tokens[index]
        switch token.kind {
        case .punctuation: return token.partner >= 0 ? Int(token.partner) : nil
        case .stringOpen: return source.literals[Int(token.partner)].tokens.upperBound - 1
        default: return nil
        }
    }

    @inlinable public func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
        let token = tokens[index]
        return token.kind == .punctuation && bytes[token.range.lowerBound] == byte
    }

    /// True when the token's bytes are exactly `text`'s UTF-8 bytes (``SwiftSource/token(_:is:)``); always inlined,
    /// as that is.
    @inlinable @inline(__always) public func token(_ index: Int, is text: StaticString) -> Bool {
        source.token(index, is: text)
    }

    @inlinable public func isOperator(_ index: Int, _ text: StaticString) -> Bool {
        tokens[index].kind == .operator && self.token(index, is: text)
    }

    package func text(_ index: Int) -> String { source.text(at: index) }

    /// True when the token is read after a `.`: a member (`model.title`, `.commonBack`), not a name of its own.
    @inlinable public func followsDot(_ index: Int) -> Bool {
        previous(index).map { isPunctuation($0, UInt8(ascii: ".")) } ?? false
    }

    /// `name.member` when token `member` is a name read after a `.` on a plain name (`recipe.title`), as text; nil
    /// for a longer chain (`model.user.name`) or anything else.
    package func simpleMemberPath(endingAt member: Int) -> String? {
        guard tokens[member].kind == .identifier, let dot = previous(member), isPunctuation(dot, UInt8(ascii: ".")),
            let base = previous(dot), tokens[base].kind == .identifier, !followsDot(base)
        else { return nil }
        return text(base) + "." + text(member)
    }

    /// The literal opening at `index`, if any.
    @inlinable public func literal(at index: Int) -> StringLiteral? {
        let token = tokens[index]
        return token.kind == .stringOpen ? source.literals[Int(token.partner)] : nil
    }
}
