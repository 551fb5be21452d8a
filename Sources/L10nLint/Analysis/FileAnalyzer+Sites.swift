/// A place in a file the analysis looks at, found by ``FileAnalyzer/collectSites(_:literals:into:)``.
struct AnalysisSite {
    enum Kind: UInt8 {
        /// `name(`: `index` is the name, `next` its `(`.
        case call
        /// `name =` or `name +=` (the operator after comments, on any line): `next` is the operator.
        case assignment
        /// A `+` or `+=` operator at `index`.
        case plus
        /// A string literal opening at `index` (collected only when catalog keys are known).
        case literal
    }

    var kind: Kind
    var index: Int32
    var next: Int32
}

extension FileAnalyzer {
    /// The sites of a file in token order, from the tokens the lexer recorded as candidates
    /// (``SwiftSource/siteCandidates``: every `(` and every `=`, `+` or `+=` operator) and the literals.
    ///
    /// A name is a call when the next token that is not a comment is a `(` on the same line, and an assignment
    /// when it is a `=` or `+=` operator: each candidate looks back past comments for such a name. Only comments
    /// lie between a name and its candidate, so the sites come out in the order of a walk over every token;
    /// literal openings (collected only when `literals` is true) are merged in by token index.
    ///
    ///     let source = Lexer.tokenize("label.text = \"Hi\" + name")
    ///     FileAnalyzer.collectSites(source, literals: false, into: &sites)
    ///     // [.assignment (text, =), .plus (+)]
    static func collectSites(_ source: SwiftSource, literals: Bool, into sites: inout [AnalysisSite]) {
        sites.removeAll(keepingCapacity: true)
        source.tokens.withUnsafeBufferPointer { tokens in
            source.bytes.withUnsafeBufferPointer { bytes in
                source.literals.withUnsafeBufferPointer { literalList in
                    let literalCount = literals ? literalList.count : 0
                    var nextLiteral = 0
                    for candidate in source.siteCandidates {
                        let index = Int(candidate)
                        // Literals open before the name (no literal lies between a name and its candidate).
                        while nextLiteral < literalCount, literalList[nextLiteral].tokens.lowerBound < index {
                            let open = Int32(truncatingIfNeeded: literalList[nextLiteral].tokens.lowerBound)
                            sites.append(AnalysisSite(kind: .literal, index: open, next: -1))
                            nextLiteral += 1
                        }
                        let token = tokens[index]
                        let isOpen = token.kind == .punctuation
                        var previous = index - 1
                        while previous >= 0, tokens[previous].isComment { previous -= 1 }
                        if previous >= 0, tokens[previous].kind == .identifier {
                            if isOpen {
                                if tokens[previous].storedLine == token.storedLine {
                                    sites.append(AnalysisSite(kind: .call, index: Int32(previous), next: candidate))
                                }
                            } else if token.end &- token.start == 2 || bytes[Int(token.start)] == UInt8(ascii: "=") {
                                // `+=` or `=` (the operator candidates are `=`, `+` and `+=`).
                                sites.append(AnalysisSite(kind: .assignment, index: Int32(previous), next: candidate))
                            }
                        }
                        if !isOpen, bytes[Int(token.start)] == UInt8(ascii: "+") {
                            sites.append(AnalysisSite(kind: .plus, index: candidate, next: -1))
                        }
                    }
                    while nextLiteral < literalCount {
                        let open = Int32(truncatingIfNeeded: literalList[nextLiteral].tokens.lowerBound)
                        sites.append(AnalysisSite(kind: .literal, index: open, next: -1))
                        nextLiteral += 1
                    }
                }
            }
        }
    }
}
