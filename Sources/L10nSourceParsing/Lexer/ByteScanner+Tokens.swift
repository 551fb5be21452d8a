/// The lexer's less frequent tokens, scanned with the stored state (see ``ByteScanner/resume()``).
extension ByteScanner {
    // MARK: Tokens

    @inline(__always)
    mutating func emit(_ kind: TokenKind, from start: Int, to end: Int) {
        tokens.append(Token(kind: kind, start: start, end: end, line: line, column: start - lineStart + 1))
    }

    @inline(__always)
    mutating func emit(_ kind: TokenKind, from start: Int, to end: Int, line: Int, column: Int) {
        tokens.append(Token(kind: kind, start: start, end: end, line: line, column: column))
    }

    func isClass(_ byte: UInt8, _ flag: UInt8) -> Bool { classes[Int(byte)] & flag != 0 }

    /// Scans the token at `position` that the hot loop leaves to this path: anything but blanks, line breaks,
    /// words and `$` names, `[ ] { } , ; : @ \`, a lone `.`, line comments, one-line literals without escapes,
    /// operators other than `/ ? ! .`, and `(` `)` outside strings.
    mutating func scanToken() {
        let start = position
        let byte = input[start]
        let count = input.count
        switch byte {
        case slash where start + 1 < count && input[start + 1] == star:
            scanBlockComment()
        case slash:
            if !scanBareRegex() { scanOperator() }
        case quote:
            openString(poundsStart: start, pounds: 0)
        case pound:
            var end = start
            while end < count, input[end] == pound { end += 1 }
            let pounds = end - start
            if end < count, input[end] == quote {
                openString(poundsStart: start, pounds: pounds)
            } else if end < count, input[end] == slash {
                scanExtendedRegex(pounds: pounds)
            } else if pounds == 1, end < count, isClass(input[end], ByteClass.identifierStart) {
                var cursor = end + 1
                while cursor < count, isClass(input[cursor], ByteClass.identifierContinue) { cursor += 1 }
                markLandmark()
                emit(.poundKeyword, from: start, to: cursor)
                position = cursor
            } else {
                emit(.punctuation, from: start, to: start + 1)
                position = start + 1
            }
        case UInt8(ascii: "`"):
            var cursor = start + 1
            while cursor < count, input[cursor] != UInt8(ascii: "`"), input[cursor] != newline,
                input[cursor] != carriageReturn
            {
                cursor += 1
            }
            if cursor < count, input[cursor] == UInt8(ascii: "`"), cursor > start + 1 {
                emit(.identifier, from: start, to: cursor + 1)
                position = cursor + 1
            } else {
                emit(.unknown, from: start, to: start + 1)
                position = start + 1
            }
        case UInt8(ascii: "("):
            if case .interpolation(let literal, let depth, let open)? = stack.last {
                stack[stack.count - 1] = .interpolation(literal, depth: depth + 1, open: open)
            }
            emit(.punctuation, from: start, to: start + 1)
            BracketStack.push(tokens.base!, tokens.count - 1, &openBracket)
            position = start + 1
        case UInt8(ascii: ")"):
            if case .interpolation(let literal, let depth, let open)? = stack.last {
                if depth == 0 {
                    tokens[open].partner = Int32(truncatingIfNeeded: tokens.count)
                    emit(.interpolationClose, from: start, to: start + 1)
                    position = start + 1
                    stack[stack.count - 1] = .string(literal)
                    return
                }
                stack[stack.count - 1] = .interpolation(literal, depth: depth - 1, open: open)
            }
            emit(.punctuation, from: start, to: start + 1)
            BracketStack.close(tokens.base!, input.baseAddress!, tokens.count - 1, byte, &openBracket)
            position = start + 1
        case UInt8(ascii: "."):
            scanOperator()
        default:
            if isClass(byte, ByteClass.digit) {
                scanNumber()
            } else if isClass(byte, ByteClass.operatorCharacter) {
                scanOperator()
            } else {
                emit(.unknown, from: start, to: start + 1)
                position = start + 1
            }
        }
    }

    mutating func closeSingleLineInterpolations() {
        if stack.isEmpty { return }  // the usual case, checked before any enum is read
        while case .interpolation(let literal, _, _)? = stack.last, !literals[literal].isMultiline {
            stack.removeLast()
            if case .string? = stack.last { stack.removeLast() }
            finishUnterminated(literal)
        }
    }

    mutating func scanNumber() {
        let count = input.count
        var cursor = position + 1
        while cursor < count {
            let byte = input[cursor]
            if isClass(byte, ByteClass.identifierContinue) && byte < 0x80 {
                cursor += 1
            } else if byte == UInt8(ascii: "."), cursor + 1 < count, isClass(input[cursor + 1], ByteClass.digit) {
                cursor += 2
            } else if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"),
                let previous = Optional(input[cursor - 1]),
                previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E") || previous == UInt8(ascii: "p")
                    || previous == UInt8(ascii: "P"),
                cursor + 1 < count, isClass(input[cursor + 1], ByteClass.digit)
            {
                cursor += 2
            } else {
                break
            }
        }
        emit(.number, from: position, to: cursor)
        position = cursor
    }

    mutating func scanOperator() {
        let start = position
        let count = input.count
        let byte = input[start]
        // A `?` or `!` glued to an operand is postfix: `name?.count`, `value!`.
        if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!"), previousEndsOperand(gluedTo: start) {
            emit(.operator, from: start, to: start + 1)
            position = start + 1
            return
        }
        let allowsDot = byte == UInt8(ascii: ".")
        var cursor = start + 1
        while cursor < count {
            let next = input[cursor]
            if next == slash, cursor + 1 < count, input[cursor + 1] == slash || input[cursor + 1] == star { break }
            if isClass(next, ByteClass.operatorCharacter) || (allowsDot && next == UInt8(ascii: ".")) {
                cursor += 1
            } else {
                break
            }
        }
        // Only the hot loop emits operators starting with `+` or `=` today; checked here too, so every path records.
        emit(.operator, from: start, to: cursor)
        position = cursor
    }

    /// True when the last token ends an operand and, if `gluedTo` is given, ends right there.
    @inline(__always)
    func previousEndsOperand(gluedTo offset: Int? = nil) -> Bool {
        var index = tokens.count - 1
        while index >= 0, tokens[index].isComment { index -= 1 }
        guard index >= 0 else { return false }
        let token = tokens[index]
        if let offset, token.range.upperBound != offset { return false }
        switch token.kind {
        case .identifier, .number, .stringClose, .regex, .poundKeyword: return true
        case .keyword:
            let range = token.range
            let length = range.count
            let first = input[range.lowerBound]
            // self, Self, super, true, false, nil
            return (length == 4 && (first == UInt8(ascii: "s") || first == UInt8(ascii: "S") || first == UInt8(ascii: "t")))
                || (length == 5 && (first == UInt8(ascii: "s") || first == UInt8(ascii: "f")))
                || (length == 3 && first == UInt8(ascii: "n"))
        case .punctuation:
            let byte = input[token.range.lowerBound]
            return byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
        case .operator:
            // A postfix `?`/`!` keeps the operand open: `value! / 2`.
            let byte = input[token.range.lowerBound]
            return token.range.count == 1 && (byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!"))
                && index > 0 && tokens[index - 1].range.upperBound == token.range.lowerBound
        case .interpolationClose: return true
        default: return false
        }
    }

    // MARK: Comments

    mutating func scanBlockComment() {
        let start = position
        let startLine = line
        let startColumn = start - lineStart + 1
        let count = input.count
        var depth = 1
        var cursor = start + 2
        let base = input.baseAddress!
        while cursor < count, depth > 0 {
            // Comment text runs up to a slash, a star or a line break.
            cursor = ByteRuns.firstOf(slash, star, newline, carriageReturn, in: base, from: cursor, to: count)
            if cursor == count { break }
            let byte = input[cursor]
            if byte == slash, cursor + 1 < count, input[cursor + 1] == star {
                depth += 1
                cursor += 2
            } else if byte == star, cursor + 1 < count, input[cursor + 1] == slash {
                depth -= 1
                cursor += 2
            } else {
                cursor += 1
                noteLineBreak(byte, at: cursor - 1)
            }
        }
        let isDoc = start + 2 < count && input[start + 2] == star && cursor - start > 4
            && !(start + 3 < count && input[start + 3] == star)
        markLandmark()
        emit(isDoc ? .docBlockComment : .blockComment, from: start, to: cursor, line: startLine, column: startColumn)
        position = cursor
    }

    /// Counts a line break at `offset` inside a multi-line token (`\r\n` counts once).
    @inline(__always)
    mutating func noteLineBreak(_ byte: UInt8, at offset: Int) {
        if byte == newline {
            line += 1
            lineStart = offset + 1
        } else if byte == carriageReturn {
            if offset + 1 < input.count, input[offset + 1] == newline { return }
            line += 1
            lineStart = offset + 1
        }
    }
}
