// `scripts/fuzz lexer`: the Swift lexer (L10nSourceParsing).
// Properties: tokens are non-empty, in order and do not overlap; every byte outside the tokens is trivia (after
// an optional byte order mark), so tokens and trivia cover the input exactly; each token's line and column are
// those counted independently (`\n`, `\r\n` and a lone `\r` are one line break; columns count UTF-8 bytes);
// an interpolation's closing index points at a later `interpolationClose`; literal helpers never trap.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLexer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    let source = Lexer.tokenize(bytes)
    require(source.bytes == bytes, "source bytes differ from the input")
    let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF

    var offset = hasBOM ? 3 : 0
    var line = 1
    var lineStart = offset
    // Advances the independent line count over bytes[offset..<end].
    func advance(to end: Int) {
        var k = offset
        while k < end {
            let byte = bytes[k]
            if byte == 0x0A || (byte == 0x0D && (k + 1 >= bytes.count || bytes[k + 1] != 0x0A)) {
                line += 1
                lineStart = k + 1
            }
            k += 1
        }
        offset = end
    }
    for (index, token) in source.tokens.enumerated() {
        require(!token.range.isEmpty, "token \(index) is empty")
        require(token.range.lowerBound >= offset, "token \(index) at \(token.range) overlaps the previous one (\(offset))")
        require(token.range.upperBound <= bytes.count, "token \(index) ends past the input")
        for k in offset..<token.range.lowerBound {
            require(Lexer.isTrivia(bytes[k]), "byte \(k) (0x\(String(bytes[k], radix: 16))) is in no token and not trivia")
        }
        advance(to: token.range.lowerBound)
        require(token.line == line && token.column == token.range.lowerBound - lineStart + 1,
            "token \(index) at \(token.line):\(token.column), counted \(line):\(token.range.lowerBound - lineStart + 1)")
        advance(to: token.range.upperBound)
        if token.kind == .interpolationOpen && token.closingIndex >= 0 {
            let closing = Int(token.closingIndex)
            require(closing > index && closing < source.tokens.count && source.tokens[closing].kind == .interpolationClose,
                "token \(index): closing index \(closing) is not a later interpolationClose")
        } else {
            require(token.closingIndex == -1, "token \(index) (\(token.kind)) has closing index \(token.closingIndex)")
        }
    }
    for k in offset..<bytes.count {
        require(Lexer.isTrivia(bytes[k]), "trailing byte \(k) is in no token and not trivia")
    }
    for literal in source.literals {
        _ = source.segments(of: literal)
        _ = source.staticText(of: literal)
        _ = source.interpolates(literal)
    }
    return 0
}
