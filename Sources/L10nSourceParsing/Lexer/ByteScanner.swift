/// The lexer's state while it scans one file.
///
/// ``resume()`` runs the hot loop: blanks, line breaks, words and keywords, `$` names, brackets, punctuation, line
/// comments, operators other than `/ ? ! .`, and one-line literals without escapes or interpolations are lexed
/// there with the position, line and token count in locals (offsets stay below `Int32.max`, so their arithmetic
/// wraps unchecked). Every other token (other literals, numbers, `/ ? ! .` operators, block comments, regexes,
/// `#` words, backtick names) and every step inside a string literal goes through ``scanToken()`` and the
/// scanners it calls, which read and write the stored state.
struct ByteScanner {
    var tokens = TokenWriter()
    var literals: [StringLiteral] = []
    var stack: [Context] = []
    /// See ``SwiftSource/landmarks``.
    var landmarks: [Int32] = []
    /// See ``SwiftSource/hasTypealias``.
    var hasTypealias = false
    /// The innermost open `(`, `[` or `{` token, or -1. Open brackets form a stack linked through their tokens'
    /// `partner` fields (each holds the next outer open bracket), set to their final values when they close or
    /// are given up (see ``BracketStack``).
    var openBracket: Int32 = -1

    var input = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    var classes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    var wordFlags = UnsafeBufferPointer<UInt32>(start: nil, count: 0)
    var keywordPacked = UnsafeBufferPointer<Keywords.Packed>(start: nil, count: 0)
    var keywordBucketStarts = UnsafeBufferPointer<UInt16>(start: nil, count: 0)
    var position = 0
    var line = 1
    var lineStart = 0
    /// A bare `/` before this offset is not a regex: an earlier regex scan failed here (keeps lexing linear).
    var regexBarrier = 0

    mutating func prepare(
        _ input: UnsafeBufferPointer<UInt8>, _ classes: UnsafeBufferPointer<UInt8>,
        _ wordFlags: UnsafeBufferPointer<UInt32>, _ keywordPacked: UnsafeBufferPointer<Keywords.Packed>,
        _ keywordBucketStarts: UnsafeBufferPointer<UInt16>
    ) {
        self.input = input
        self.classes = classes
        self.wordFlags = wordFlags
        self.keywordPacked = keywordPacked
        self.keywordBucketStarts = keywordBucketStarts
        // A UTF-8 byte order mark is trivia.
        if input.count >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF { position = 3; lineStart = 3 }
    }

    /// Records the token about to be emitted as a landmark.
    @inline(__always)
    mutating func markLandmark() { landmarks.append(Int32(truncatingIfNeeded: tokens.count)) }


    /// Scans on from `position` until the end (true) or until the token storage is nearly full (false: grow it
    /// and call again).
    mutating func resume() -> Bool {
        let count = input.count
        let limit = tokens.limit
        while case .string(let literal)? = stack.last, position < count {
            guard tokens.count < limit else { return false }
            scanStringContent(literal)
        }
        if position < count, let base = input.baseAddress, let out = tokens.base {
            guard scanCode(base, out, limit) else { return false }
        }
        // End of file: everything still open is unterminated.
        while let context = stack.popLast() {
            if case .string(let literal) = context { finishUnterminated(literal) }
        }
        BracketStack.giveUp(tokens.base, &openBracket)
        return true
    }

    /// The hot loop of ``resume()``: scans from `position` to the end of the input (true) or until the token
    /// count reaches `limit` (false), with the stored state synchronised around each call to a slower scanner.
    /// The input ends with a line break or is followed by a zero byte (see ``Lexer/tokenize(_:reusing:)``), so
    /// words and the space after a token are scanned without end checks.
    @inline(__always)
    private mutating func scanCode(
        _ base: UnsafePointer<UInt8>, _ out: UnsafeMutablePointer<Token>, _ limit: Int
    ) -> Bool {
        let count = input.count
        let classes = self.classes.baseAddress!
        let wordFlags = self.wordFlags.baseAddress!
        var cursor = position
        var line = self.line
        // The offset before the line's start: a token's column is its start minus this.
        var columnBase = self.lineStart &- 1
        var written = tokens.count
        // No string or interpolation is open: `(`, `)` and line breaks need no context.
        var plain = stack.isEmpty

        @inline(__always) func emit(_ kind: TokenKind, _ start: Int, _ end: Int) {
            (out + written).initialize(
                to: Token(kind: kind, start: start, end: end, line: line, column: start &- columnBase))
            written &+= 1
        }

        // Every step of this loop writes at most one token per byte it consumes, so while `cursor` is below
        // `stepEnd` the token count stays below `limit` without a check per token. Past `stepEnd` (or after a
        // slower scanner, which may write more), the bound is worked out again from what is left.
        var stepEnd = min(count, cursor &+ (limit &- written))
        while true {
            if cursor >= stepEnd {
                stepEnd = min(count, cursor &+ (limit &- written))
                guard cursor < stepEnd else { break }
            }
            let start = cursor
            let byte = base[start]
            let byteClass = classes[Int(byte)]
            // The most frequent steps first, ahead of the switch's jump table: a word, then a line break and the
            // next line's indentation.
            if byteClass & ByteClass.identifierStart != 0 {
                let end = ByteRuns.identifierEnd(base, uncheckedFrom: start &+ 1, classes: classes)
                let length = end &- start
                var kind = TokenKind.identifier
                if length < 16 {
                    let flags = wordFlags[length &* 256 &+ Int(byte)]
                    if flags != 0 {
                        if flags & Keywords.typeDeclarationCandidate != 0,
                            SwiftSource.isTypeDeclarationWord(input, start..<end)
                        {
                            landmarks.append(Int32(truncatingIfNeeded: written))
                        }
                        if flags & Keywords.lastByteBit(base[end &- 1]) != 0,
                            Keywords.isKeyword(base, start, length, available: count, keywordPacked, keywordBucketStarts)
                        {
                            kind = .keyword
                            // `typealias` is the one keyword of nine bytes that starts with `t`.
                            if length == 9, byte == UInt8(ascii: "t") { hasTypealias = true }
                        }
                    }
                }
                emit(kind, start, end)
                cursor = ByteRuns.afterSpace(base, unchecked: end)
                continue
            }
            if byte == newline, plain {
                line &+= 1
                columnBase = start
                cursor = ByteRuns.blanksEnd(base, from: start &+ 1, to: count)
                continue
            }
            var lineBreak = false
            switch byte {
            case 0x20, 0x09, 0x0B, 0x0C:
                cursor = start &+ 1
                if cursor < count, base[cursor] == 0x20 || base[cursor] == 0x09 {
                    cursor = ByteRuns.blanksEnd(base, from: cursor &+ 1, to: count)
                }
                continue
            case newline, carriageReturn:
                cursor = start &+ 1
                if byte == carriageReturn, cursor < count, base[cursor] == newline { cursor &+= 1 }
                line &+= 1
                columnBase = cursor &- 1
                if plain {
                    cursor = ByteRuns.blanksEnd(base, from: cursor, to: count)
                    continue
                }
                lineBreak = true
            case UInt8(ascii: "("):
                guard plain else { break }
                emit(.punctuation, start, start &+ 1)
                BracketStack.push(out, written &- 1, &self.openBracket)
                cursor = start &+ 1
                continue
            case UInt8(ascii: ")"):
                guard plain else { break }
                emit(.punctuation, start, start &+ 1)
                BracketStack.close(out, base, written &- 1, byte, &self.openBracket)
                cursor = ByteRuns.afterSpace(base, unchecked: start &+ 1)
                continue
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                emit(.punctuation, start, start &+ 1)
                BracketStack.push(out, written &- 1, &self.openBracket)
                cursor = start &+ 1
                continue
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                emit(.punctuation, start, start &+ 1)
                BracketStack.close(out, base, written &- 1, byte, &self.openBracket)
                cursor = ByteRuns.afterSpace(base, unchecked: start &+ 1)
                continue
            case UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "@"), backslash:
                emit(.punctuation, start, start &+ 1)
                cursor = ByteRuns.afterSpace(base, unchecked: start &+ 1)
                continue
            case quote:
                // A one-line literal without escapes or interpolations, closed on its line, is lexed here whole;
                // anything else (`"""`, `\`, a line break or the end first) takes the slower path.
                let textStart = start &+ 1
                let close = ByteRuns.firstOf(quote, backslash, newline, carriageReturn, in: base, from: textStart, to: count)
                guard close < count, base[close] == quote,
                    close > textStart || !(start &+ 2 < count && base[start &+ 2] == quote)
                else { break }
                let open = written
                emit(.stringOpen, start, textStart)
                out[open].partner = Int32(truncatingIfNeeded: literals.count)
                if close > textStart { emit(.stringText, textStart, close) }
                emit(.stringClose, close, close &+ 1)
                literals.append(
                    StringLiteral(tokens: open..<written, pounds: 0, isMultiline: false, isTerminated: true,
                                  indentation: 0))
                cursor = ByteRuns.afterSpace(base, unchecked: close &+ 1)
                continue
            case UInt8(ascii: "$"):
                let end = ByteRuns.identifierEnd(base, uncheckedFrom: start &+ 1, classes: classes)
                emit(.identifier, start, end)
                cursor = ByteRuns.afterSpace(base, unchecked: end)
                continue
            case UInt8(ascii: "."):
                if start &+ 1 < count,
                    base[start &+ 1] == UInt8(ascii: ".") || classes[Int(base[start &+ 1])] & ByteClass.operatorCharacter != 0
                {
                    break  // an operator
                }
                emit(.punctuation, start, start &+ 1)
                cursor = start &+ 1
                continue
            case slash:
                guard start &+ 1 < count, base[start &+ 1] == slash else { break }
                let end = ByteRuns.lineEnd(base, from: start &+ 2, to: count)
                let isDoc = start &+ 2 < end && base[start &+ 2] == slash && !(start &+ 3 < end && base[start &+ 3] == slash)
                landmarks.append(Int32(truncatingIfNeeded: written))
                emit(isDoc ? .docLineComment : .lineComment, start, end)
                cursor = end
                continue
            default:
                if byteClass & ByteClass.operatorCharacter != 0, byte != UInt8(ascii: "?"), byte != UInt8(ascii: "!") {
                    // As ``scanOperator()`` for operators that are never postfix and cannot start a regex.
                    var end = start &+ 1
                    while end < count {
                        let next = base[end]
                        if next == slash, end &+ 1 < count, base[end &+ 1] == slash || base[end &+ 1] == star { break }
                        if classes[Int(next)] & ByteClass.operatorCharacter == 0 { break }
                        end += 1
                    }
                    emit(.operator, start, end)
                    cursor = ByteRuns.afterSpace(base, unchecked: end)
                    continue
                }
                break
            }
            // Everything else: store the state, take the slower path, load the state again.
            position = cursor
            self.line = line
            self.lineStart = columnBase &+ 1
            tokens.count = written
            if lineBreak { closeSingleLineInterpolations() } else { scanToken() }
            while case .string(let literal)? = stack.last, position < count, tokens.count < limit {
                scanStringContent(literal)
            }
            cursor = position
            line = self.line
            columnBase = self.lineStart &- 1
            written = tokens.count
            plain = stack.isEmpty
            stepEnd = min(count, cursor &+ (limit &- written))
        }
        position = cursor
        self.line = line
        self.lineStart = columnBase &+ 1
        tokens.count = written
        return cursor >= count
    }
}
