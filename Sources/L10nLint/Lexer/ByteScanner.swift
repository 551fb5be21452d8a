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
    var literals = LiteralWriter(capacity: 64)
    var stack: [Context] = []
    /// See ``SwiftSource/landmarks``.
    var landmarks: [Int32] = []
    /// See ``SwiftSource/siteCandidates``.
    var siteCandidates = SiteCandidateWriter()
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

    /// Records the token about to be emitted as a site candidate.
    @inline(__always)
    mutating func markSiteCandidate() { siteCandidates.append(tokens.count) }

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
            // One copy of the hot loop for code outside any literal and one for code in interpolations, each left
            // when a slower step moves the scan to the other.
            while true {
                let outcome = stack.isEmpty
                    ? scanCode(base, out, limit, plain: true) : scanCode(base, out, limit, plain: false)
                if outcome == .full { return false }
                if outcome == .finished { break }
            }
        }
        // End of file: everything still open is unterminated.
        while let context = stack.popLast() {
            if case .string(let literal) = context { finishUnterminated(literal) }
        }
        BracketStack.giveUp(tokens.base, &openBracket)
        return true
    }

    /// How a run of ``scanCode(_:_:_:plain:)`` ended.
    enum CodeOutcome {
        /// At the end of the input.
        case finished
        /// The token count reached the limit: grow the storage and resume.
        case full
        /// A slower step opened the first string or interpolation, or closed the last: go on with the other copy.
        case switched
    }

    /// The hot loop of ``resume()``: scans from `position` to the end of the input, until the token count reaches
    /// `limit`, or until a slower step makes the context stack empty or non-empty (`plain`: whether it is empty, a
    /// constant in each inlined copy), with the stored state synchronised around each call to a slower scanner.
    /// The input ends with a line break or is followed by a zero byte (see ``Lexer/tokenize(_:reusing:)``), so
    /// words, the space after a token and the byte after any other byte are read without end checks.
    @inline(__always)
    private mutating func scanCode(
        _ base: UnsafePointer<UInt8>, _ out: UnsafeMutablePointer<Token>, _ limit: Int, plain: Bool
    ) -> CodeOutcome {
        // The input's length is read from `input` where needed: a local would hold a register through the loop.
        let classes = self.classes.baseAddress!
        let wordFlags = self.wordFlags.baseAddress!
        var cursor = position
        var line = self.line
        // The offset before the line's start: a token's column is its start minus this.
        var columnBase = self.lineStart &- 1
        var written = tokens.count
        // The innermost open bracket, in a local like the position (stored back around slower steps).
        var openBracket = self.openBracket

        @inline(__always) func emit(_ kind: TokenKind, _ start: Int, _ end: Int) {
            (out + written).initialize(
                to: Token(kind: kind, start: start, end: end, line: line, column: start &- columnBase))
            written &+= 1
        }

        // Every step of this loop writes at most one token per byte it consumes, so while `cursor` is below
        // `stepEnd` the token count stays below `limit` without a check per token. Past `stepEnd` (or after a
        // slower scanner, which may write more), the bound is worked out again from what is left. Blanks, a
        // literal's text and a keyword's bytes are read up to `stepEnd` at most: blanks stopped there go on in the
        // next step, a literal reaching it takes the slower path, and a word reaching it is packed byte by byte
        // (``Keywords/Packed``), each giving the same tokens.
        var stepEnd = min(input.count, cursor &+ (limit &- written))
        while true {
            if cursor >= stepEnd {
                stepEnd = min(input.count, cursor &+ (limit &- written))
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
                        // `text` is `base` read again from `input` (so in the other rare steps below): were `base`
                        // itself offset by `start` here, the optimiser would keep that pointer in a stack slot on
                        // every step.
                        if flags & Keywords.lastByteBit(base[end &- 1]) != 0,
                            Keywords.isKeyword(
                                input.baseAddress!, start, length, available: stepEnd, keywordPacked, keywordBucketStarts)
                        {
                            kind = .keyword
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
                cursor = ByteRuns.blanksEnd(base, from: start &+ 1, to: stepEnd)
                continue
            }
            var lineBreak = false
            switch byte {
            case 0x20, 0x09, 0x0B, 0x0C:
                cursor = start &+ 1
                if base[cursor] == 0x20 || base[cursor] == 0x09 {
                    cursor = ByteRuns.blanksEnd(base, from: cursor &+ 1, to: stepEnd)
                }
                continue
            case newline, carriageReturn:
                cursor = start &+ 1
                // A file may end with a carriage return and no zero byte after it.
                if byte == carriageReturn, cursor < input.count, base[cursor] == newline { cursor &+= 1 }
                line &+= 1
                columnBase = cursor &- 1
                if plain {
                    cursor = ByteRuns.blanksEnd(base, from: cursor, to: stepEnd)
                    continue
                }
                lineBreak = true
            case UInt8(ascii: "("):
                guard plain else { break }
                siteCandidates.append(written)
                emit(.punctuation, start, start &+ 1)
                BracketStack.push(out, written &- 1, &openBracket)
                cursor = start &+ 1
                continue
            case UInt8(ascii: ")"):
                guard plain else { break }
                emit(.punctuation, start, start &+ 1)
                BracketStack.close(out, base, written &- 1, byte, &openBracket)
                cursor = ByteRuns.afterSpace(base, unchecked: start &+ 1)
                continue
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                emit(.punctuation, start, start &+ 1)
                BracketStack.push(out, written &- 1, &openBracket)
                cursor = start &+ 1
                continue
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                emit(.punctuation, start, start &+ 1)
                BracketStack.close(out, base, written &- 1, byte, &openBracket)
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
                let close = ByteRuns.firstOf(quote, backslash, newline, carriageReturn, in: base, from: textStart, to: stepEnd)
                guard base[close] == quote, close > textStart || base[start &+ 2] != quote
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
                if base[start &+ 1] == UInt8(ascii: ".") || classes[Int(base[start &+ 1])] & ByteClass.operatorCharacter != 0 {
                    break  // an operator
                }
                emit(.punctuation, start, start &+ 1)
                cursor = start &+ 1
                continue
            case slash:
                let text = input.baseAddress!
                guard text[start &+ 1] == slash else { break }
                let end = ByteRuns.lineEnd(text, from: start &+ 2, to: input.count)
                let isDoc = start &+ 2 < end && text[start &+ 2] == slash && !(start &+ 3 < end && text[start &+ 3] == slash)
                landmarks.append(Int32(truncatingIfNeeded: written))
                emit(isDoc ? .docLineComment : .lineComment, start, end)
                cursor = end
                continue
            default:
                if byteClass & ByteClass.operatorCharacter != 0, byte != UInt8(ascii: "?"), byte != UInt8(ascii: "!") {
                    // As ``scanOperator()`` for operators that are never postfix and cannot start a regex.
                    let text = input.baseAddress!
                    var end = start &+ 1
                    // The final line break or zero byte stops an operator.
                    while true {
                        let next = text[end]
                        if next == slash, text[end &+ 1] == slash || text[end &+ 1] == star { break }
                        if classes[Int(next)] & ByteClass.operatorCharacter == 0 { break }
                        end += 1
                    }
                    if SwiftSource.isSiteOperator(text, start, end) {
                        siteCandidates.append(written)
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
            self.openBracket = openBracket
            if lineBreak { closeSingleLineInterpolations() } else { scanToken() }
            while case .string(let literal)? = stack.last, position < input.count, tokens.count < limit {
                scanStringContent(literal)
            }
            cursor = position
            line = self.line
            columnBase = self.lineStart &- 1
            written = tokens.count
            openBracket = self.openBracket
            if stack.isEmpty != plain { return .switched }
            stepEnd = min(input.count, cursor &+ (limit &- written))
        }
        position = cursor
        self.line = line
        self.lineStart = columnBase &+ 1
        tokens.count = written
        self.openBracket = openBracket
        return cursor >= input.count ? .finished : .full
    }
}
