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
        // Written through the array's storage, sized first to a bound on the sites (a candidate gives at most two:
        // `name +=` is an assignment and a `+`; a literal one), then cut to the sites written: no append, and no
        // uniqueness or capacity check, per site. The array's count is only set, never cleared in between, so a
        // reused array is not filled again.
        let bound = 2 * source.siteCandidates.count + (literals ? source.literals.count : 0)
        if sites.count < bound {
            sites.append(
                contentsOf: repeatElement(AnalysisSite(kind: .call, index: 0, next: 0), count: bound - sites.count))
        }
        let written = sites.withUnsafeMutableBufferPointer { output in
            source.tokens.withUnsafeBufferPointer { tokens in
                source.bytes.withUnsafeBufferPointer { bytes in
                    source.literals.withUnsafeBufferPointer { literalList in
                        var written = 0
                        let literalCount = literals ? literalList.count : 0
                        var nextLiteral = 0
                        for candidate in source.siteCandidates {
                            let index = Int(candidate)
                            // Literals open before the name (no literal lies between a name and its candidate).
                            while nextLiteral < literalCount, literalList[nextLiteral].tokens.lowerBound < index {
                                let open = Int32(truncatingIfNeeded: literalList[nextLiteral].tokens.lowerBound)
                                output[written] = AnalysisSite(kind: .literal, index: open, next: -1)
                                written &+= 1
                                nextLiteral += 1
                            }
                            let token = tokens[index]
                            let isOpen = token.kind == .punctuation
                            var previous = index - 1
                            while previous >= 0, tokens[previous].isComment { previous -= 1 }
                            if previous >= 0, tokens[previous].kind == .identifier {
                                if isOpen {
                                    if tokens[previous].storedLine == token.storedLine {
                                        output[written] = AnalysisSite(
                                            kind: .call, index: Int32(previous), next: candidate)
                                        written &+= 1
                                    }
                                } else if token.end &- token.start == 2 || bytes[Int(token.start)] == UInt8(ascii: "=") {
                                    // `+=` or `=` (the operator candidates are `=`, `+` and `+=`).
                                    output[written] = AnalysisSite(
                                        kind: .assignment, index: Int32(previous), next: candidate)
                                    written &+= 1
                                }
                            }
                            if !isOpen, bytes[Int(token.start)] == UInt8(ascii: "+") {
                                output[written] = AnalysisSite(kind: .plus, index: candidate, next: -1)
                                written &+= 1
                            }
                        }
                        while nextLiteral < literalCount {
                            let open = Int32(truncatingIfNeeded: literalList[nextLiteral].tokens.lowerBound)
                            output[written] = AnalysisSite(kind: .literal, index: open, next: -1)
                            written &+= 1
                            nextLiteral += 1
                        }
                        return written
                    }
                }
            }
        }
        if sites.count > written { sites.removeLast(sites.count - written) }
    }
}
