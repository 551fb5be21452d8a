import L10nSourceParsing
import Testing

/// `(kind, text)` pairs for compact expectations.
func kindsAndTexts(_ source: SwiftSource) -> [String] {
    source.tokens.map { "\($0.kind):\(source.text(of: $0))" }
}

/// The bytes between tokens: space, tab, line feed, carriage return, vertical tab, form feed.
func isTrivia(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
}

/// Checks the lexer's core invariant: tokens are ordered, do not overlap, and every byte between them is trivia,
/// so concatenating token bytes and trivia gives the input back exactly.
func expectExactCoverage(
    _ source: SwiftSource, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    var offset = 0
    let bytes = source.bytes
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3 }
    var rebuilt: [UInt8] = Array(bytes[0..<offset])
    for (index, token) in source.tokens.enumerated() {
        guard token.range.lowerBound >= offset, token.range.upperBound <= bytes.count, !token.range.isEmpty else {
            Issue.record("\(name): token \(index) \(token) out of order or empty", sourceLocation: sourceLocation)
            return
        }
        for byte in bytes[offset..<token.range.lowerBound] where !isTrivia(byte) {
            Issue.record(
                "\(name): non-trivia byte \(byte) before token \(index) at \(offset)", sourceLocation: sourceLocation)
            return
        }
        rebuilt += bytes[offset..<token.range.upperBound]
        offset = token.range.upperBound
    }
    for byte in bytes[offset...] where !isTrivia(byte) {
        Issue.record("\(name): non-trivia byte \(byte) after the last token", sourceLocation: sourceLocation)
        return
    }
    rebuilt += bytes[offset...]
    #expect(rebuilt == bytes, "\(name)", sourceLocation: sourceLocation)
}
