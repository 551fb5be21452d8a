/// One argument of a call: its label's token, if any, and its expression's token indices (comments included).
///
/// The label stays a token index, compared on bytes (``CodeView/hasLabel(_:_:)``): most calls are looked at and
/// dropped, and building a `String` per label would cost more than the look.
struct CallArgument {
    /// The label's token index, or -1 when the argument has no label.
    var labelToken: Int
    var expression: Range<Int>

    var hasLabel: Bool { labelToken >= 0 }
}

/// Argument positions already taken: a bit each for the first 64 (no hashing, no allocation), a set beyond.
struct ArgumentPositions {
    private var low: UInt64 = 0
    private var high: Set<Int> = []

    func contains(_ position: Int) -> Bool {
        position < 64 ? low & (1 << UInt64(position)) != 0 : high.contains(position)
    }

    mutating func insert(_ position: Int) {
        if position < 64 { low |= 1 << UInt64(position) } else { high.insert(position) }
    }
}

extension CodeView {
    /// The arguments of the call whose `(` is at `open` and `)` at `close`.
    func arguments(open: Int, close: Int) -> [CallArgument] {
        var result: [CallArgument] = []
        result.reserveCapacity(4)  // one allocation for the usual one to four arguments
        return arguments(open: open, close: close, into: &result)
    }

    /// ``arguments(open:close:)`` written into `storage` (emptied first, capacity kept), which is then moved out:
    /// a caller analysing call after call allocates once. Reads the tokens through their storage.
    func arguments(open: Int, close: Int, into storage: inout [CallArgument]) -> [CallArgument] {
        var result: [CallArgument] = []
        swap(&result, &storage)
        result.emptyKeepingCapacity()
        let literals = source.literals
        tokens.withUnsafeBufferPointer { tokens in
            bytes.withUnsafeBufferPointer { bytes in
                func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
                    tokens[index].kind == .punctuation && bytes[tokens[index].range.lowerBound] == byte
                }
                /// The argument between `start` and `end`, if it has code: labelled when its first code token is a
                /// word followed by `:` (the next code token, before `end`).
                func argument(_ start: Int, _ end: Int) -> CallArgument? {
                    var first = start
                    while first < end, tokens[first].isComment { first += 1 }
                    guard first < end else { return nil }
                    if tokens[first].kind == .identifier || tokens[first].kind == .keyword {
                        var colon = first + 1
                        while colon < tokens.count, tokens[colon].isComment { colon += 1 }
                        if colon < end, isPunctuation(colon, UInt8(ascii: ":")) {
                            return CallArgument(labelToken: first, expression: colon + 1..<end)
                        }
                    }
                    return CallArgument(labelToken: -1, expression: first..<end)
                }
                var start = open + 1
                var cursor = start
                while cursor < close {
                    let token = tokens[cursor]
                    if token.kind == .punctuation {
                        if bytes[token.range.lowerBound] == UInt8(ascii: ",") {
                            if let argument = argument(start, cursor) { result.append(argument) }
                            start = cursor + 1
                            cursor += 1
                            continue
                        }
                        // ``skip(_:)``: past the bracket group.
                        let partner = Int(token.partner)
                        cursor = min(partner > cursor ? partner + 1 : cursor + 1, close)
                    } else if token.kind == .stringOpen {
                        cursor = min(max(literals[Int(token.partner)].tokens.upperBound, cursor + 1), close)
                    } else {
                        cursor += 1
                    }
                }
                if let argument = argument(start, close) { result.append(argument) }
            }
        }
        return result
    }

    /// The label token of the call's first argument (the first of ``arguments(open:close:)``), or -1 when it has
    /// no label or the call no argument: the first code token of the first argument with code, a label when it is a
    /// word and the next code token is a `:` (which never ends an argument). No array is built.
    func firstArgumentLabel(open: Int, close: Int) -> Int {
        var cursor = open + 1
        while cursor < close {
            let token = tokens[cursor]
            if token.isComment || (token.kind == .punctuation && bytes[token.range.lowerBound] == UInt8(ascii: ",")) {
                cursor += 1  // a comment, or the end of an argument without code
                continue
            }
            guard token.kind == .identifier || token.kind == .keyword else { return -1 }
            var colon = cursor + 1
            while colon < tokens.count, tokens[colon].isComment { colon += 1 }
            return colon < close && isPunctuation(colon, UInt8(ascii: ":")) ? cursor : -1
        }
        return -1
    }

    /// True when the argument's label is exactly `text`.
    @inline(__always)
    func hasLabel(_ argument: CallArgument, _ text: StaticString) -> Bool {
        argument.labelToken >= 0 && self.token(argument.labelToken, is: text)
    }

    /// The argument's label as text, or nil.
    func label(of argument: CallArgument) -> String? {
        argument.labelToken >= 0 ? text(argument.labelToken) : nil
    }

    /// True when the argument's label is one of the table's names.
    func hasLabel(_ argument: CallArgument, in table: NameTable) -> Bool {
        argument.labelToken >= 0 && table.index(of: bytes[tokens[argument.labelToken].range]) != nil
    }

    /// The first non-comment token in `range`.
    @inline(__always)
    func firstCode(in range: Range<Int>) -> Int? {
        for index in range where !tokens[index].isComment { return index }
        return nil
    }

    /// The top-level tokens of an expression: nested brackets and literals count as their first token.
    func topLevel(_ range: Range<Int>) -> [Int] {
        var result: [Int] = []
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            if !tokens[cursor].isComment { result.append(cursor) }
            cursor = skip(cursor)
        }
        return result
    }

    /// ``topLevel(_:)`` written into `storage` (emptied first, capacity kept).
    func topLevel(_ range: Range<Int>, into storage: inout [Int]) {
        storage.emptyKeepingCapacity()
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            if !tokens[cursor].isComment { storage.append(cursor) }
            cursor = skip(cursor)
        }
    }

    /// The only top-level token of an expression, if it has exactly one (no allocation).
    @inline(__always)
    func singleItem(_ range: Range<Int>) -> Int? {
        var found: Int?
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            if !tokens[cursor].isComment {
                if found != nil { return nil }
                found = cursor
            }
            cursor = skip(cursor)
        }
        return found
    }

    /// When `index` is an identifier directly followed by `(` on its line, that `(`.
    @inline(__always)
    func callParenthesis(after index: Int) -> Int? {
        guard let next = next(index), isPunctuation(next, UInt8(ascii: "(")),
            tokens[next].line == tokens[index].line
        else { return nil }
        return next
    }

    /// The end (exclusive) of the expression starting at `start`: the statement ends at `;`, an unmatched
    /// closer, a `,`, or a line break not joined by an operator or a `.`.
    func expressionEnd(from start: Int) -> Int {
        var cursor = start
        var lastLine = tokens.indices.contains(start) ? tokens[start].line : 0
        var previousJoins = true
        // Bounded, so hostile input (`a.text = b.text = …` ten thousand times) stays linear.
        let limit = min(tokens.count, start + 1024)
        while cursor < limit {
            let token = tokens[cursor]
            if token.isComment {
                cursor += 1
                continue
            }
            if token.kind == .punctuation {
                let byte = bytes[token.range.lowerBound]
                if byte == UInt8(ascii: ";") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ")")
                    || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
                {
                    break
                }
                if byte == UInt8(ascii: "{") && !previousJoins && token.line > lastLine { break }
            }
            // Another assignment ends this one (`a.text = b.text = …` is not one expression).
            if token.kind == .operator, cursor > start, isAssignment(cursor) { break }
            let joinsNext = token.kind == .operator || isPunctuation(cursor, UInt8(ascii: "."))
            if token.line > lastLine && !previousJoins && !joinsNext { break }
            if token.kind == .keyword && cursor > start && !isOperandKeyword(cursor) { break }
            previousJoins = joinsNext
            let after = skip(cursor)
            lastLine = tokens[after - 1].line
            cursor = after
        }
        return cursor
    }

    /// `=`, `+=`, `-=`, … (but not `==`, `<=`, `>=`, `!=`, `===`).
    private func isAssignment(_ index: Int) -> Bool {
        let range = tokens[index].range
        guard bytes[range.upperBound - 1] == UInt8(ascii: "=") else { return false }
        if range.count == 1 { return true }
        let first = bytes[range.lowerBound]
        if range.count == 2 {
            return first != UInt8(ascii: "=") && first != UInt8(ascii: "!") && first != UInt8(ascii: "<")
                && first != UInt8(ascii: ">")
        }
        return false
    }

    private func isOperandKeyword(_ index: Int) -> Bool {
        self.token(index, is: "self") || self.token(index, is: "nil") || self.token(index, is: "true")
            || self.token(index, is: "false") || self.token(index, is: "Self") || self.token(index, is: "super")
            || self.token(index, is: "try") || self.token(index, is: "await") || self.token(index, is: "as")
            || self.token(index, is: "is")
    }
}
