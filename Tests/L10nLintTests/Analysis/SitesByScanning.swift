@testable import L10nLint

/// The site collection as it was before the lexer recorded candidates: one walk over every token. Kept as the
/// oracle ``FileAnalyzer/collectSites(_:literals:into:)`` must agree with (see `SiteCandidateTests`).
extension FileAnalyzer {
    /// The sites of a file in token order, from one pass over the tokens.
    ///
    /// A name is a call when the next token that is not a comment is a `(` on the same line, and an assignment
    /// when it is a `=` or `+=` operator.
    static func collectSitesByScanning(
        _ tokens: [Token], _ bytes: [UInt8], literals: Bool, into sites: inout [AnalysisSite]
    ) {
        sites.removeAll(keepingCapacity: true)
        tokens.withUnsafeBufferPointer { tokens in
            bytes.withUnsafeBufferPointer { bytes in
                let count = tokens.count
                /// The token is the operator `=` (one byte) or `+=` (two).
                func isAssigning(_ token: Token) -> Bool {
                    let start = Int(token.start)
                    let length = token.range.count
                    if length == 1 { return bytes[start] == UInt8(ascii: "=") }
                    return length == 2 && bytes[start] == UInt8(ascii: "+") && bytes[start + 1] == UInt8(ascii: "=")
                }
                var index = 0
                while index < count {
                    let token = tokens[index]
                    let kind = token.kind
                    index += 1
                    if kind == .identifier {
                        var next = index
                        while next < count, tokens[next].isComment { next += 1 }
                        guard next < count else { continue }
                        let following = tokens[next]
                        if following.kind == .punctuation {
                            if following.storedLine == token.storedLine, bytes[Int(following.start)] == UInt8(ascii: "(") {
                                sites.append(AnalysisSite(kind: .call, index: Int32(index - 1), next: Int32(next)))
                            }
                        } else if following.kind == .operator, isAssigning(following) {
                            sites.append(AnalysisSite(kind: .assignment, index: Int32(index - 1), next: Int32(next)))
                        }
                    } else if kind == .operator {
                        let length = token.range.count
                        if bytes[Int(token.start)] == UInt8(ascii: "+"),
                            length == 1 || (length == 2 && bytes[Int(token.start) + 1] == UInt8(ascii: "="))
                        {
                            sites.append(AnalysisSite(kind: .plus, index: Int32(index - 1), next: -1))
                        }
                    } else if kind == .stringOpen, literals {
                        sites.append(AnalysisSite(kind: .literal, index: Int32(index - 1), next: -1))
                    }
                }
            }
        }
    }
}
