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
        swap(&scanner.stack, &buffers.stack)
        swap(&scanner.landmarks, &buffers.landmarks)
        swap(&scanner.literals, &buffers.literals)
        scanner.landmarks.removeAll(keepingCapacity: true)
        scanner.stack.removeAll(keepingCapacity: true)
        scanner.literals.removeAll(keepingCapacity: true)
        let table = ByteClass.table
        let keywords = Keywords.wordFlags
        let packed = Keywords.packed
        let bucketStarts = Keywords.bucketStarts
        var tokens: [Token] = []
        // The scanner's hot loop skips spaces and words without checking for the end: the stop byte of
        // ``StoppedInput`` ends them first.
        StoppedInput(bytes).withScanBuffer { input in
            table.withUnsafeBufferPointer { classes in
                keywords.withUnsafeBufferPointer { wordFlags in
                    packed.withUnsafeBufferPointer { packed in
                        bucketStarts.withUnsafeBufferPointer { bucketStarts in
                            scanner.prepare(input, classes, wordFlags, packed, bucketStarts)
                            // Tokens go straight into the array's storage (see ``TokenWriter``). Most files fit the
                            // first guess (a token per four bytes); when one does not, its tokens move to storage
                            // twice as large and the scan goes on where it stopped.
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
        return SwiftSource(
            bytes: bytes, tokens: tokens, literals: scanner.literals, landmarks: scanner.landmarks,
            hasTypealias: scanner.hasTypealias)
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

