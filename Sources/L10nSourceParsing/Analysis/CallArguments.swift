/// One argument of a call: its label's token, if any, and its expression's token indices (comments included).
///
///     // Button("Save", role: .destructive)
///     view.arguments(open: 1, close: 7)
///     // [CallArgument(labelToken: -1, expression: 2..<5), CallArgument(labelToken: 6, expression: …)]
package struct CallArgument {
    /// The label's token index, or -1 when the argument has no label.
    package var labelToken: Int
    package var expression: Range<Int>

    package var hasLabel: Bool { labelToken >= 0 }
}

/// Argument positions already taken: a bit each for the first 64 (no hashing, no allocation), a set beyond.
package struct ArgumentPositions {
    private var low: UInt64 = 0
    private var high: Set<Int> = []

    package init() {}

    package func contains(_ position: Int) -> Bool {
        position < 64 ? low & (1 << UInt64(position)) != 0 : high.contains(position)
    }

    package mutating func insert(_ position: Int) {
        if position < 64 { low |= 1 << UInt64(position) } else { high.insert(position) }
    }
}

extension CodeView {
    /// The arguments of the call whose `(` is at `open` and `)` at `close`.
    package func arguments(open: Int, close: Int) -> [CallArgument] {
        var result: [CallArgument] = []
        result.reserveCapacity(4)  // one allocation for the usual one to four arguments
        var start = open + 1
        var cursor = start
        while cursor < close {
            if isPunctuation(cursor, UInt8(ascii: ",")) {
                if let argument = argument(start..<cursor) { result.append(argument) }
                start = cursor + 1
                cursor += 1
            } else {
                cursor = min(skip(cursor), close)
            }
        }
        if let argument = argument(start..<close) { result.append(argument) }
        return result
    }

    /// The argument spanning `range`, if it has code: labelled when its first code token is a word followed by
    /// `:` (the next code token, inside the range).
    private func argument(_ range: Range<Int>) -> CallArgument? {
        guard let first = firstCode(in: range) else { return nil }
        if tokens[first].kind == .identifier || tokens[first].kind == .keyword,
            let colon = next(first), colon < range.upperBound, isPunctuation(colon, UInt8(ascii: ":"))
        {
            return CallArgument(labelToken: first, expression: colon + 1..<range.upperBound)
        }
        return CallArgument(labelToken: -1, expression: first..<range.upperBound)
    }

    /// True when the argument's label is exactly `text`.
    package func hasLabel(_ argument: CallArgument, _ text: StaticString) -> Bool {
        argument.hasLabel && self.token(argument.labelToken, is: text)
    }

    /// The argument's label as text, or nil.
    package func label(of argument: CallArgument) -> String? {
        argument.hasLabel ? text(argument.labelToken) : nil
    }

    /// True when the argument's label is one of the table's names.
    package func hasLabel(_ argument: CallArgument, in table: NameTable) -> Bool {
        argument.hasLabel && table.index(of: bytes[tokens[argument.labelToken].range]) != nil
    }

    /// The opening token of the innermost string literal holding the token at `index` (its text or its closing
    /// delimiter), walking back over literals nested in its interpolations.
    package func literalOpening(holding index: Int) -> Int {
        var back = index
        while back > 0, tokens[back].kind != .stringOpen || matching(back)! < index { back -= 1 }
        return back
    }

    /// The first token of the postfix expression ending at `end`: `Text("a").bold()` from `)`.
    package func postfixStart(endingAt end: Int) -> Int {
        var cursor = end
        for _ in 0..<64 {
            // A postfix `!` or `?` written against its operand (`name!`, `label.text!`) belongs to it.
            if tokens[cursor].kind == .operator, isOperator(cursor, "!") || isOperator(cursor, "?"),
                let operand = previous(cursor), tokens[operand].range.upperBound == tokens[cursor].range.lowerBound
            {
                cursor = operand
                continue
            }
            var start = cursor
            if tokens[cursor].kind == .punctuation, let opener = matching(cursor), opener < cursor {
                start = opener
            } else if tokens[cursor].kind == .stringClose || tokens[cursor].kind == .stringText {
                start = literalOpening(holding: cursor)
            }
            guard let before = previous(start) else { return start }
            if isPunctuation(start, UInt8(ascii: "(")), tokens[before].kind == .identifier {
                cursor = before
                continue
            }
            if isPunctuation(before, UInt8(ascii: ".")), let object = previous(before) {
                cursor = object
                continue
            }
            if tokens[start].kind == .identifier, isPunctuation(before, UInt8(ascii: ".")) {
                cursor = before
                continue
            }
            return start
        }
        return cursor
    }

    /// The tokens of what the member named at `name` is read on: `label.leftAnchor` for `constraint` in
    /// `label.leftAnchor.constraint(…)`; empty when `name` follows no `.`, or an implicit member's `.` (`.left`).
    package func receiver(ofMember name: Int) -> Range<Int> {
        guard let dot = previous(name), isPunctuation(dot, UInt8(ascii: ".")), let end = previous(dot) else {
            return name..<name
        }
        let token = tokens[end]
        let endsOperand: Bool
        switch token.kind {
        case .identifier, .stringClose, .number: endsOperand = true
        case .keyword: endsOperand = self.token(end, is: "self") || self.token(end, is: "Self") || self.token(end, is: "super")
        case .punctuation:
            let byte = bytes[token.range.lowerBound]
            endsOperand = byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
        case .operator:
            // `a?.b`, `a!.b`: a postfix `?` or `!` right after its operand.
            endsOperand = (isOperator(end, "?") || isOperator(end, "!")) && end > 0
                && tokens[end - 1].range.upperBound == token.range.lowerBound
        default: endsOperand = false
        }
        guard endsOperand else { return name..<name }
        let start = postfixStart(endingAt: token.kind == .operator ? end - 1 : end)
        return start..<dot
    }

    /// The first non-comment token in `range`.
    package func firstCode(in range: Range<Int>) -> Int? {
        range.first { !tokens[$0].isComment }
    }

    /// The top-level tokens of an expression: nested brackets and literals count as their first token.
    package func topLevel(_ range: Range<Int>) -> [Int] {
        var result: [Int] = []
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            if !tokens[cursor].isComment { result.append(cursor) }
            cursor = skip(cursor)
        }
        return result
    }

    /// The only top-level token of an expression, if it has exactly one.
    package func singleItem(_ range: Range<Int>) -> Int? {
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
    package func callParenthesis(after index: Int) -> Int? {
        guard let next = next(index), isPunctuation(next, UInt8(ascii: "(")),
            tokens[next].line == tokens[index].line
        else { return nil }
        return next
    }

    /// The end (exclusive) of the expression starting at `start`: the statement ends at `;`, an unmatched
    /// closer, a `,`, or a line break not joined by an operator or a `.`.
    package func expressionEnd(from start: Int) -> Int {
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
            // An operator, a `.` or a ternary's `:` at the end of a line joins the next line.
            let joinsNext = token.kind == .operator || isPunctuation(cursor, UInt8(ascii: "."))
                || isPunctuation(cursor, UInt8(ascii: ":"))
            if token.line > lastLine && !previousJoins && !joinsNext { break }
            // A keyword read as a member (`.init(…)`, `Movie.self`) is part of the expression.
            if token.kind == .keyword && cursor > start && !isOperandKeyword(cursor) && !followsDot(cursor) { break }
            previousJoins = joinsNext
            let after = skip(cursor)
            lastLine = tokens[after - 1].line
            cursor = after
        }
        return cursor
    }

    /// `=`, `+=`, `-=`, … (but not `==`, `<=`, `>=`, `!=`, `===`).
    func isAssignment(_ index: Int) -> Bool {
        let range = tokens[index].range
        guard tokens[index].kind == .operator, bytes[range.upperBound - 1] == UInt8(ascii: "=") else { return false }
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
