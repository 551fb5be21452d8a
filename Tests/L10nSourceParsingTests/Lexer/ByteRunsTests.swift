import Testing

@testable import L10nSourceParsing

/// The word-at-a-time scans agree with a byte-by-byte scan from every offset of inputs whose ends fall anywhere
/// within a word, and never read past the end (the buffers are allocated to the exact length).
@Suite struct ByteRunsTests {
    static let alphabet: [UInt8] = Array(" \t\n\r\"\\/*_aZz09`@[{~é".utf8) + [0x00, 0x01, 0x7F, 0x80, 0xFF, 0x5E, 0x60]

    static func inputs() -> [[UInt8]] {
        var generator = SeededGenerator(seed: 0xB17E5)
        var inputs: [[UInt8]] = [[]]
        for length in 0..<40 {
            for _ in 0..<25 {
                inputs.append((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            }
        }
        inputs.append([UInt8](repeating: 0x20, count: 33))
        inputs.append(Array("abcdefghijklmnopqrstuvwxyz_0123456789".utf8))
        return inputs
    }

    /// Runs `body` on an exact-size copy of `bytes`, so reading past the end would touch memory outside it.
    static func withExactBuffer(_ bytes: [UInt8], _ body: (UnsafePointer<UInt8>, Int) -> Void) {
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        defer { buffer.deallocate() }
        buffer.initialize(from: bytes, count: bytes.count)
        body(buffer, bytes.count)
    }

    @Test func scansMatchByteByByte() {
        let classes = ByteClass.table
        classes.withUnsafeBufferPointer { classes in
            for input in Self.inputs() {
                Self.withExactBuffer(input) { base, count in
                    for offset in 0...count {
                        func naive(_ stops: (UInt8) -> Bool) -> Int {
                            var cursor = offset
                            while cursor < count, !stops(base[cursor]) { cursor += 1 }
                            return cursor
                        }
                        #expect(ByteRuns.blanksEnd(base, from: offset, to: count) == naive { $0 != 0x20 && $0 != 0x09 })
                        #expect(ByteRuns.lineEnd(base, from: offset, to: count) == naive { $0 == 0x0A || $0 == 0x0D })
                        #expect(
                            ByteRuns.firstOf(0x22, 0x5C, 0x0A, 0x0D, in: base, from: offset, to: count)
                                == naive { $0 == 0x22 || $0 == 0x5C || $0 == 0x0A || $0 == 0x0D })
                        #expect(
                            ByteRuns.identifierEnd(base, from: offset, to: count, classes: classes.baseAddress!)
                                == naive { classes[Int($0)] & ByteClass.identifierContinue == 0 })
                    }
                }
            }
        }
    }

    /// The unchecked scans agree with the checked ones on inputs that end with a line break, and on any input as
    /// ``StoppedInput`` stores it (its last byte a line break or a zero), from every offset up to the stopping
    /// byte.
    @Test func uncheckedScansMatchCheckedOnes() {
        let classes = ByteClass.table
        classes.withUnsafeBufferPointer { classes in
            for input in Self.inputs() {
                for stopped in [input + [0x0A], input + [0x0D], StoppedInput.storage(for: input)] {
                    #expect([0x0A, 0x0D, 0].contains(stopped.last))
                    let count = stopped.last == 0 ? input.count : stopped.count
                    Self.withExactBuffer(stopped) { base, _ in
                        for offset in 0..<stopped.count where offset <= count && (offset < count || stopped.last == 0) {
                            #expect(
                                ByteRuns.identifierEnd(base, uncheckedFrom: offset, classes: classes.baseAddress!)
                                    == ByteRuns.identifierEnd(base, from: offset, to: count, classes: classes.baseAddress!))
                            #expect(
                                ByteRuns.afterSpace(base, unchecked: offset) == ByteRuns.afterSpace(base, offset, count))
                        }
                    }
                }
            }
        }
    }
}

/// Open brackets wait in a list linked through their tokens' partners; whatever the nesting, every partner ends up
/// as an array-based stack with the same 64-bracket reach pairs them, and brackets left open are -1.
@Suite struct BracketPairingTests {
    /// The pairing by an explicit stack: a closer matches the nearest of the last 64 open brackets of its kind.
    static func expectedPartners(_ source: SwiftSource) -> [Int32] {
        var partners = [Int32](repeating: -1, count: source.tokens.count)
        var open: [(index: Int, byte: UInt8)] = []
        for (index, token) in source.tokens.enumerated() {
            if token.kind == .stringOpen { partners[index] = token.partner }
            if token.kind == .interpolationOpen { partners[index] = token.partner }
            guard token.kind == .punctuation else { continue }
            let byte = source.bytes[token.range.lowerBound]
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                open.append((index, byte))
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                let opener = byte == UInt8(ascii: ")") ? byte - 1 : byte - 2
                var position = open.count - 1
                let lowest = max(0, open.count - 64)
                while position >= lowest, open[position].byte != opener { position -= 1 }
                if position >= lowest, position >= 0 {
                    partners[open[position].index] = Int32(index)
                    partners[index] = Int32(open[position].index)
                    open.removeSubrange(position...)
                }
            default: break
            }
        }
        return partners
    }

    @Test func randomBracketSoupPairsAsAStackWould() {
        var generator = SeededGenerator(seed: 0xB2AC)
        let alphabet = Array("([{}])([{}]) x\"\\(\n".utf8)
        for round in 0..<300 {
            let length = Int(generator.next() % (round % 10 == 0 ? 2_000 : 120))
            let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            let source = Lexer.tokenize(bytes)
            let partners = source.tokens.map(\.partner)
            #expect(partners == Self.expectedPartners(source), "round \(round)")
            if partners != Self.expectedPartners(source) { break }
        }
    }

    @Test func bracketsBeyondTheReachStayUnmatchedAndOpenOnesEndUnmatched() {
        // 70 `[` between a `(` and its `)`: too far back, so the `)` matches nothing and every `[` stays open.
        let text = "(" + String(repeating: "[", count: 70) + ")" + "{ ( }"
        let source = Lexer.tokenize(text)
        #expect(source.tokens.map(\.partner) == Self.expectedPartners(source))
        #expect(source.tokens[0].partner == -1)
        #expect(source.tokens[71].partner == -1)
        #expect(source.tokens[72].partner == 74)  // `{` pairs with `}`, giving up the `(` between them
        #expect(source.tokens[73].partner == -1)
    }
}
