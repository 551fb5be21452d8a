/// Tokenises Swift source over UTF-8 bytes.
///
/// The lexer never fails: any byte sequence (unterminated literals and comments, invalid UTF-8, binary data)
/// becomes tokens in one left-to-right pass in time linear in its length, with no recursion, so deep nesting
/// cannot overflow the stack. Every byte is in exactly one token or is trivia (whitespace and line breaks).
///
///     let source = Lexer.tokenize("Text(\"Hello\") // greeting")
///     source.tokens.map(\.kind)
///     // [.identifier, .punctuation, .stringOpen, .stringText, .stringClose, .punctuation, .lineComment]
public enum Lexer {
    /// Tokenises `text`.
    public static func tokenize(_ text: String) -> SwiftSource {
        tokenize(Array(text.utf8))
    }

    /// Tokenises `bytes` (UTF-8; invalid sequences are tolerated). Positions are 32-bit: of a file over 2 GB
    /// only the first 2 GB are lexed.
    public static func tokenize(_ bytes: [UInt8]) -> SwiftSource {
        var buffers = LexerBuffers()
        return tokenize(bytes, reusing: &buffers)
    }

    /// Tokenises `bytes` into arrays taken from `buffers`, so a thread lexing file after file allocates token
    /// storage once. Hand the source back with ``LexerBuffers/recycle(_:)`` when done with it.
    ///
    ///     var buffers = LexerBuffers()
    ///     for file in files {
    ///         let source = Lexer.tokenize(read(file), reusing: &buffers)
    ///         use(source)
    ///         buffers.recycle(source)
    ///     }
    public static func tokenize(_ bytes: [UInt8], reusing buffers: inout LexerBuffers) -> SwiftSource {
        if bytes.count >= Int(Int32.max) { return tokenize(Array(bytes[..<(Int(Int32.max) - 1)]), reusing: &buffers) }
        var scanner = ByteScanner()
        swap(&scanner.literals, &buffers.literals)
        swap(&scanner.stack, &buffers.stack)
        swap(&scanner.brackets, &buffers.brackets)
        swap(&scanner.landmarks, &buffers.landmarks)
        scanner.landmarks.removeAll(keepingCapacity: true)
        scanner.literals.removeAll(keepingCapacity: true)
        scanner.stack.removeAll(keepingCapacity: true)
        scanner.brackets.removeAll(keepingCapacity: true)
        let table = ByteClass.table
        let keywords = Keywords.candidates
        let packed = Keywords.packed
        let bucketStarts = Keywords.bucketStarts
        var tokens: [Token] = []
        bytes.withUnsafeBufferPointer { input in
            table.withUnsafeBufferPointer { classes in
                keywords.withUnsafeBufferPointer { candidates in
                    packed.withUnsafeBufferPointer { packed in
                        bucketStarts.withUnsafeBufferPointer { bucketStarts in
                            scanner.prepare(input, classes, candidates, packed, bucketStarts)
                            // Tokens go straight into the array's storage. Most files fit the first guess (a token
                            // per four bytes); when one does not, its tokens move to storage twice as large and
                            // the scan goes on where it stopped.
                            var capacity = input.count / 4 + 64
                            while true {
                                var finished = false
                                let earlier = tokens
                                tokens = [Token](unsafeUninitializedCapacity: capacity) { buffer, initialized in
                                    let base = buffer.baseAddress!
                                    earlier.withUnsafeBufferPointer { old in
                                        if let from = old.baseAddress { base.initialize(from: from, count: old.count) }
                                    }
                                    scanner.tokens = TokenWriter(base: base, count: earlier.count, capacity: capacity)
                                    finished = scanner.resume()
                                    initialized = scanner.tokens.count
                                }
                                if finished { break }
                                capacity *= 2
                            }
                            scanner.tokens = TokenWriter()
                        }
                    }
                }
            }
        }
        swap(&scanner.stack, &buffers.stack)
        swap(&scanner.brackets, &buffers.brackets)
        return SwiftSource(bytes: bytes, tokens: tokens, literals: scanner.literals, landmarks: scanner.landmarks)
    }

    /// The bytes between tokens: space, tab, line feed, carriage return, vertical tab, form feed.
    public static func isTrivia(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }
}

enum Context {
    /// Inside the text of the literal at this index in `literals`.
    case string(Int)
    /// Inside an interpolation of the literal at this index, with this many unclosed `(`, opened by the
    /// `\(` token at `open`.
    case interpolation(Int, depth: Int, open: Int)
}

let quote = UInt8(ascii: "\"")
let pound = UInt8(ascii: "#")
let slash = UInt8(ascii: "/")
let backslash = UInt8(ascii: "\\")
let star = UInt8(ascii: "*")
let newline: UInt8 = 0x0A
let carriageReturn: UInt8 = 0x0D

/// An open bracket waiting for its closer.
struct OpenBracket {
    var token: Int32
    var closer: UInt8
}

/// The arrays the lexer fills, kept between files on one thread (see ``Lexer/tokenize(_:reusing:)``).
public struct LexerBuffers {
    var literals: [StringLiteral] = []
    var stack: [Context] = []
    var brackets: [OpenBracket] = []
    var landmarks: [Int32] = []

    public init() {}

    /// Takes back the literal and landmark storage of a source produced with these buffers. Once every other
    /// copy of `source` is gone, the next file reuses that storage instead of allocating.
    public mutating func recycle(_ source: consuming SwiftSource) {
        literals = source.literals
        landmarks = source.landmarks
    }
}

/// Where the lexer writes tokens: uninitialized array storage (see ``Lexer/tokenize(_:reusing:)``). Appending is
/// a store and an increment, with no uniqueness or capacity check per token: the scan stops to grow the storage
/// while more than ``margin`` slots are free, more than one scan step ever writes.
struct TokenWriter {
    /// More than the tokens one scan step can emit.
    static let margin = 8
    private var base: UnsafeMutablePointer<Token>?
    private(set) var count = 0
    private(set) var capacity = 0

    init() {}

    init(base: UnsafeMutablePointer<Token>, count: Int, capacity: Int) {
        self.base = base
        self.count = count
        self.capacity = capacity
    }

    var hasRoomForAStep: Bool { capacity - count > Self.margin }

    subscript(index: Int) -> Token {
        @inline(__always) get { base![index] }
        @inline(__always) nonmutating set { base![index] = newValue }
    }

    @inline(__always)
    mutating func append(_ token: Token) {
        (base! + count).initialize(to: token)
        count += 1
    }
}

struct ByteScanner {
    var tokens = TokenWriter()
    var literals: [StringLiteral] = []
    var stack: [Context] = []
    /// Open `(`, `[`, `{` tokens, innermost last.
    var brackets: [OpenBracket] = []
    /// See ``SwiftSource/landmarks``.
    var landmarks: [Int32] = []

    /// Records the token about to be emitted as a landmark.
    @inline(__always)
    mutating func markLandmark() { landmarks.append(Int32(truncatingIfNeeded: tokens.count)) }
    var input = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    var classes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    var keywordCandidates = UnsafeBufferPointer<Bool>(start: nil, count: 0)
    var keywordPacked = UnsafeBufferPointer<Keywords.Packed>(start: nil, count: 0)
    var keywordBucketStarts = UnsafeBufferPointer<UInt16>(start: nil, count: 0)
    var position = 0
    var line = 1
    var lineStart = 0
    /// A bare `/` before this offset is not a regex: an earlier regex scan failed here (keeps lexing linear).
    var regexBarrier = 0

    mutating func prepare(
        _ input: UnsafeBufferPointer<UInt8>, _ classes: UnsafeBufferPointer<UInt8>,
        _ keywordCandidates: UnsafeBufferPointer<Bool>, _ keywordPacked: UnsafeBufferPointer<Keywords.Packed>,
        _ keywordBucketStarts: UnsafeBufferPointer<UInt16>
    ) {
        self.input = input
        self.classes = classes
        self.keywordCandidates = keywordCandidates
        self.keywordPacked = keywordPacked
        self.keywordBucketStarts = keywordBucketStarts
        // A UTF-8 byte order mark is trivia.
        if input.count >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF { position = 3; lineStart = 3 }
    }

    /// Scans on from `position` until the end (true) or until the token storage is nearly full (false: grow it
    /// and call again).
    mutating func resume() -> Bool {
        let count = input.count
        while position < count {
            guard tokens.hasRoomForAStep else { return false }
            if !stack.isEmpty, case .string(let literal) = stack[stack.count - 1] {
                scanStringContent(literal)
                continue
            }
            // Spaces between tokens are skipped here rather than dispatched as a token of their own.
            var cursor = position
            while cursor < count, input[cursor] == 0x20 || input[cursor] == 0x09 { cursor += 1 }
            position = cursor
            if cursor < count { scanToken() }
        }
        // End of file: everything still open is unterminated.
        while let context = stack.popLast() {
            if case .string(let literal) = context { finishUnterminated(literal) }
        }
        return true
    }

    // MARK: Tokens

    @inline(__always)
    mutating func emit(_ kind: TokenKind, from start: Int, to end: Int) {
        tokens.append(Token(kind: kind, start: start, end: end, line: line, column: start - lineStart + 1))
    }

    @inline(__always)
    mutating func emit(_ kind: TokenKind, from start: Int, to end: Int, line: Int, column: Int) {
        tokens.append(Token(kind: kind, start: start, end: end, line: line, column: column))
    }

    /// Emits a one-byte `(`, `[` or `{` and remembers it until its closer.
    @inline(__always)
    mutating func emitOpener(at start: Int, closer: UInt8) {
        brackets.append(OpenBracket(token: Int32(truncatingIfNeeded: tokens.count), closer: closer))
        emit(.punctuation, from: start, to: start + 1)
    }

    /// Emits a one-byte `)`, `]` or `}` and pairs it with the nearest open bracket of its kind, looking a bounded
    /// distance back so hostile input stays linear; brackets left open in between stay unmatched. A stray closer
    /// matches nothing.
    @inline(__always)
    mutating func emitCloser(at start: Int, _ byte: UInt8) {
        let index = Int32(truncatingIfNeeded: tokens.count)
        emit(.punctuation, from: start, to: start + 1)
        var position = brackets.count - 1
        let lowest = max(0, brackets.count - 64)
        while position >= lowest, brackets[position].closer != byte { position -= 1 }
        if position >= lowest, position >= 0 {
            let opener = brackets[position].token
            tokens[Int(opener)].partner = index
            tokens[Int(index)].partner = opener
            if position == brackets.count - 1 { brackets.removeLast() } else { brackets.removeSubrange(position...) }
        }
    }

    func isClass(_ byte: UInt8, _ flag: UInt8) -> Bool { classes[Int(byte)] & flag != 0 }

    mutating func scanToken() {
        let start = position
        let byte = input[start]
        let count = input.count
        switch byte {
        case 0x20, 0x09, 0x0B, 0x0C:
            // Indentation runs are long: skip them in a tight loop.
            var cursor = start + 1
            while cursor < count, input[cursor] == 0x20 || input[cursor] == 0x09 { cursor += 1 }
            position = cursor
        case newline, carriageReturn:
            position += 1
            if byte == carriageReturn, position < count, input[position] == newline { position += 1 }
            line += 1
            lineStart = position
            closeSingleLineInterpolations()
        case slash where start + 1 < count && input[start + 1] == slash:
            var end = start + 2
            while end < count, input[end] != newline, input[end] != carriageReturn { end += 1 }
            let isDoc = start + 2 < end && input[start + 2] == slash && !(start + 3 < end && input[start + 3] == slash)
            markLandmark()
            emit(isDoc ? .docLineComment : .lineComment, from: start, to: end)
            position = end
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
        case UInt8(ascii: "$"):
            var cursor = start + 1
            while cursor < count, isClass(input[cursor], ByteClass.identifierContinue) { cursor += 1 }
            emit(.identifier, from: start, to: cursor)
            position = cursor
        case UInt8(ascii: "("):
            if case .interpolation(let literal, let depth, let open)? = stack.last {
                stack[stack.count - 1] = .interpolation(literal, depth: depth + 1, open: open)
            }
            emitOpener(at: start, closer: UInt8(ascii: ")"))
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
            emitCloser(at: start, byte)
            position = start + 1
        case UInt8(ascii: "["):
            emitOpener(at: start, closer: UInt8(ascii: "]"))
            position = start + 1
        case UInt8(ascii: "{"):
            emitOpener(at: start, closer: UInt8(ascii: "}"))
            position = start + 1
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
            emitCloser(at: start, byte)
            position = start + 1
        case UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "@"), backslash:
            emit(.punctuation, from: start, to: start + 1)
            position = start + 1
        case UInt8(ascii: "."):
            if start + 1 < count, input[start + 1] == UInt8(ascii: ".") || isClass(input[start + 1], ByteClass.operatorCharacter)
            {
                scanOperator()
            } else {
                emit(.punctuation, from: start, to: start + 1)
                position = start + 1
            }
        default:
            if isClass(byte, ByteClass.identifierStart) {
                var cursor = start + 1
                while cursor < count, isClass(input[cursor], ByteClass.identifierContinue) { cursor += 1 }
                if SwiftSource.isTypeDeclarationWord(input, start..<cursor) { markLandmark() }
                emit(Keywords.isKeyword(input, start..<cursor, keywordCandidates, keywordPacked, keywordBucketStarts) ? .keyword : .identifier, from: start, to: cursor)
                position = cursor
            } else if isClass(byte, ByteClass.digit) {
                scanNumber()
            } else if isClass(byte, ByteClass.operatorCharacter) {
                scanOperator()
            } else {
                emit(.unknown, from: start, to: start + 1)
                position = start + 1
            }
        }
    }

    /// A line break inside the interpolation of a single-line literal ends that literal, unterminated,
    /// as in the Swift compiler: a missing `)` or `"` damages one line, not the rest of the file.
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
        emit(.operator, from: start, to: cursor)
        position = cursor
    }

    /// True when the last token ends an operand and, if `gluedTo` is given, ends right there.
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
        while cursor < count, depth > 0 {
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
