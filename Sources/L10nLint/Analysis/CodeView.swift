/// Structural helpers over a lexed file: comment-skipping neighbours, bracket and literal matching.
struct CodeView {
    let source: SwiftSource
    let tokens: [Token]
    let bytes: [UInt8]
    /// For `(`, `[`, `{`: the index of the matching closer; for a closer: its opener; for a ``TokenKind/stringOpen``:
    /// the literal's last token. -1 when unmatched.
    private(set) var match: [Int32]
    /// For a ``TokenKind/stringOpen``: the index of its literal in `source.literals`; -1 otherwise.
    private(set) var literalIndex: [Int32]

    init(_ source: SwiftSource) {
        self.source = source
        let tokens = source.tokens
        self.tokens = tokens
        self.bytes = source.bytes
        var match = [Int32](repeating: -1, count: tokens.count)
        var literalIndex = [Int32](repeating: -1, count: tokens.count)
        var stack: [(index: Int, closer: UInt8)] = []
        var literalCursor = 0
        let bytes = source.bytes
        for index in tokens.indices {
            let token = tokens[index]
            switch token.kind {
            case .punctuation:
                let byte = bytes[token.range.lowerBound]
                switch byte {
                case UInt8(ascii: "("): stack.append((index, UInt8(ascii: ")")))
                case UInt8(ascii: "["): stack.append((index, UInt8(ascii: "]")))
                case UInt8(ascii: "{"): stack.append((index, UInt8(ascii: "}")))
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    // Pop to the nearest opener of the same kind (looking a bounded distance back, so hostile
                    // input stays linear); a stray closer matches nothing.
                    var position = stack.count - 1
                    let lowest = max(0, stack.count - 64)
                    while position >= lowest, stack[position].closer != byte { position -= 1 }
                    if position >= lowest, position >= 0 {
                        let opener = stack[position].index
                        match[opener] = Int32(truncatingIfNeeded: index)
                        match[index] = Int32(truncatingIfNeeded: opener)
                        stack.removeSubrange(position...)
                    }
                default: break
                }
            case .stringOpen:
                while literalCursor < source.literals.count, source.literals[literalCursor].openToken < index {
                    literalCursor += 1
                }
                if literalCursor < source.literals.count, source.literals[literalCursor].openToken == index {
                    match[index] = Int32(truncatingIfNeeded: source.literals[literalCursor].tokens.upperBound - 1)
                    literalIndex[index] = Int32(truncatingIfNeeded: literalCursor)
                }
            default: break
            }
        }
        self.match = match
        self.literalIndex = literalIndex
    }

    /// The next non-comment token after `index`, or nil.
    func next(_ index: Int) -> Int? {
        var cursor = index + 1
        while cursor < tokens.count {
            if !tokens[cursor].isComment { return cursor }
            cursor += 1
        }
        return nil
    }

    /// The previous non-comment token before `index`, or nil.
    func previous(_ index: Int) -> Int? {
        var cursor = index - 1
        while cursor >= 0 {
            if !tokens[cursor].isComment { return cursor }
            cursor -= 1
        }
        return nil
    }

    /// The index past the bracket group or literal starting at `index` (or `index + 1`).
    func skip(_ index: Int) -> Int {
        let partner = Int(match[index])
        let kind = tokens[index].kind
        if partner > index && (kind == .punctuation || kind == .stringOpen) { return partner + 1 }
        return index + 1
    }

    func matching(_ index: Int) -> Int? {
        let partner = Int(match[index])
        return partner >= 0 ? partner : nil
    }

    func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
        let token = tokens[index]
        return token.kind == .punctuation && bytes[token.range.lowerBound] == byte
    }

    func isOperator(_ index: Int, _ text: StaticString) -> Bool {
        tokens[index].kind == .operator && source.token(index, is: text)
    }

    func text(_ index: Int) -> String { source.text(at: index) }

    /// The literal opening at `index`, if any.
    func literal(at index: Int) -> StringLiteral? {
        let literal = Int(literalIndex[index])
        return literal >= 0 ? source.literals[literal] : nil
    }
}
