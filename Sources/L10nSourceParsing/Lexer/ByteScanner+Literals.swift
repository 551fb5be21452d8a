/// The lexer's regex and string literal scanning.
extension ByteScanner {
    // MARK: Regex literals

    /// `#/…/#`, `##/…/##`; multi-line when the opening delimiter ends its line.
    mutating func scanExtendedRegex(pounds: Int) {
        let start = position
        let startLine = line
        let startColumn = start - lineStart + 1
        let count = input.count
        var cursor = start + pounds + 1
        var lookahead = cursor
        while lookahead < count, input[lookahead] == 0x20 || input[lookahead] == 0x09 { lookahead += 1 }
        let isMultiline = lookahead >= count || input[lookahead] == newline || input[lookahead] == carriageReturn
        while cursor < count {
            let byte = input[cursor]
            if byte == backslash {
                cursor += 1
                if cursor < count, input[cursor] != newline, input[cursor] != carriageReturn { cursor += 1 }
                continue
            }
            if byte == slash, closes(at: cursor + 1, pounds: pounds) {
                cursor += 1 + pounds
                break
            }
            if byte == newline || byte == carriageReturn {
                if !isMultiline { break }
                noteLineBreak(byte, at: cursor)
            }
            cursor += 1
        }
        emit(.regex, from: start, to: cursor, line: startLine, column: startColumn)
        position = cursor
    }

    @inline(__always)
    func closes(at offset: Int, pounds: Int) -> Bool {
        guard offset + pounds <= input.count else { return false }
        for index in offset..<(offset + pounds) where input[index] != pound { return false }
        return true
    }

    /// `/…/` where Swift reads a regex: a `/` that starts an expression (not after an operand), not followed by
    /// a space, closed by an unescaped `/` on the same line, with no unbalanced `)` and no space before the close.
    mutating func scanBareRegex() -> Bool {
        let start = position
        let count = input.count
        guard start >= regexBarrier, start + 1 < count else { return false }
        let first = input[start + 1]
        if first == 0x20 || first == 0x09 || first == newline || first == carriageReturn || first == slash
            || first == star
        {
            return false
        }
        if previousEndsOperand() { return false }
        var cursor = start + 1
        var groupDepth = 0
        var classDepth = 0
        while cursor < count {
            let byte = input[cursor]
            if byte == newline || byte == carriageReturn { break }
            if byte == backslash {
                // An escaped line break still ends a bare regex candidate (it cannot span lines), and must be
                // left for the line counter.
                if cursor + 1 < count, input[cursor + 1] == newline || input[cursor + 1] == carriageReturn { break }
                cursor += 2
                continue
            }
            if classDepth > 0 {
                if byte == UInt8(ascii: "[") { classDepth += 1 }
                if byte == UInt8(ascii: "]") { classDepth -= 1 }
            } else if byte == UInt8(ascii: "[") {
                classDepth = 1
            } else if byte == UInt8(ascii: "(") {
                groupDepth += 1
            } else if byte == UInt8(ascii: ")") {
                if groupDepth == 0 { break }
                groupDepth -= 1
            } else if byte == slash {
                let before = input[cursor - 1]
                if before == 0x20 || before == 0x09 { break }
                emit(.regex, from: start, to: cursor + 1)
                position = cursor + 1
                return true
            }
            cursor += 1
        }
        regexBarrier = min(cursor, count)
        return false
    }

    // MARK: String literals

    mutating func openString(poundsStart start: Int, pounds: Int) {
        let count = input.count
        let quoteOffset = start + pounds
        let isMultiline = quoteOffset + 2 < count && input[quoteOffset + 1] == quote && input[quoteOffset + 2] == quote
        let end = quoteOffset + (isMultiline ? 3 : 1)
        let tokenIndex = tokens.count
        emit(.stringOpen, from: start, to: end)
        tokens[tokenIndex].partner = Int32(truncatingIfNeeded: literals.count)
        literals.append(
            StringLiteral(tokens: tokenIndex..<(tokenIndex + 1), pounds: pounds, isMultiline: isMultiline,
                          isTerminated: false, indentation: 0))
        stack.append(.string(literals.count - 1))
        position = end
    }

    mutating func finishUnterminated(_ literal: Int) {
        literals[literal].tokens = literals[literal].tokens.lowerBound..<tokens.count
        literals[literal].isTerminated = false
    }

    /// Scans literal text up to the closing delimiter, an interpolation, or (single-line) the end of the line.
    mutating func scanStringContent(_ literal: Int) {
        let pounds = literals[literal].pounds
        let isMultiline = literals[literal].isMultiline
        let count = input.count
        let start = position
        let startLine = line
        let startColumn = start - lineStart + 1
        var cursor = start
        func flushText(_ scanner: inout ByteScanner) {
            if cursor > start {
                scanner.emit(.stringText, from: start, to: cursor, line: startLine, column: startColumn)
            }
        }
        let base = input.baseAddress!
        while cursor < count {
            // Plain text runs up to a backslash, a quote or a line break.
            cursor = ByteRuns.firstOf(backslash, quote, newline, carriageReturn, in: base, from: cursor, to: count)
            if cursor == count { break }
            let byte = input[cursor]
            if byte == backslash {
                var escapeEnd = cursor + 1
                while escapeEnd < count, escapeEnd - cursor - 1 < pounds, input[escapeEnd] == pound { escapeEnd += 1 }
                guard escapeEnd - cursor - 1 == pounds else {
                    cursor = escapeEnd
                    continue
                }
                if escapeEnd < count, input[escapeEnd] == UInt8(ascii: "(") {
                    flushText(&self)
                    position = cursor
                    stack[stack.count - 1] = .interpolation(literal, depth: 0, open: tokens.count)
                    emit(.interpolationOpen, from: cursor, to: escapeEnd + 1)
                    position = escapeEnd + 1
                    return
                }
                cursor = escapeEnd
                if cursor < count {
                    let escaped = input[cursor]
                    if escaped == newline || escaped == carriageReturn {
                        if !isMultiline { continue }  // the line break ends the literal below
                    } else {
                        cursor += 1
                    }
                }
                continue
            }
            if byte == quote {
                let quotes = isMultiline ? 3 : 1
                if cursor + quotes + pounds <= count, closesString(at: cursor, quotes: quotes, pounds: pounds) {
                    flushText(&self)
                    let end = cursor + quotes + pounds
                    emit(.stringClose, from: cursor, to: end)
                    if isMultiline {
                        var indentStart = cursor
                        while indentStart > 0, input[indentStart - 1] == 0x20 || input[indentStart - 1] == 0x09 {
                            indentStart -= 1
                        }
                        literals[literal].indentation = cursor - indentStart
                    }
                    literals[literal].tokens = literals[literal].tokens.lowerBound..<tokens.count
                    literals[literal].isTerminated = true
                    stack.removeLast()
                    position = end
                    return
                }
                cursor += 1
                continue
            }
            if byte == newline || byte == carriageReturn {
                if !isMultiline {
                    flushText(&self)
                    stack.removeLast()
                    finishUnterminated(literal)
                    position = cursor
                    return
                }
                noteLineBreak(byte, at: cursor)
            }
            cursor += 1
        }
        flushText(&self)
        position = cursor
        stack.removeLast()
        finishUnterminated(literal)
    }

    @inline(__always)
    func closesString(at offset: Int, quotes: Int, pounds: Int) -> Bool {
        for index in offset..<(offset + quotes) where input[index] != quote { return false }
        return closes(at: offset + quotes, pounds: pounds)
    }
}
