import L10nSourceParsing
import Testing

/// Hostile inputs, generated here (fixture files in a test target would need a Package.swift resource entry).
/// Each must terminate quickly, never crash, and keep the coverage invariant.
@Suite package struct NastyInputTests {
    package static let cases: [(name: String, bytes: [UInt8])] = {
        func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
        func repeated(_ text: String, _ count: Int) -> [UInt8] { Array(String(repeating: text, count: count).utf8) }
        var cases: [(String, [UInt8])] = [
            ("empty", []),
            ("only whitespace", bytes(" \t\r\n\u{0B}\u{0C}")),
            ("byte order mark", [0xEF, 0xBB, 0xBF] + bytes("let a = \"x\"")),
            ("lone quote", bytes("\"")),
            ("lone triple quote", bytes("\"\"\"")),
            ("lone pound quote", bytes("#\"")),
            ("pounds then nothing", bytes("####")),
            ("unterminated block comment", bytes("/* /* */ never closed")),
            ("unterminated string", bytes("Text(\"Hello")),
            ("unterminated interpolation", bytes("Text(\"a \\(b(c(d")),
            ("unterminated raw", bytes("##\"abc\"#")),
            ("unterminated multi-line", bytes("\"\"\"\n abc \\(x)")),
            ("unterminated regex", bytes("#/abc")),
            ("backslash at end", bytes("\"abc\\")),
            ("raw backslash pounds at end", bytes("#\"abc\\#")),
            ("lone backtick", bytes("`abc\nx`")),
            ("NUL and controls", [0x00, 0x01, 0x7F, 0x22, 0x00, 0x22, 0x1B]),
            ("invalid UTF-8", [0xFF, 0xFE, 0xC0, 0x80, 0x22, 0xE2, 0x28, 0xA1, 0x22, 0xF0, 0x28, 0x8C, 0xBC]),
            ("truncated scalar at end", bytes("Text(\"é") + [0xC3]),
            ("CR only lines", bytes("a\r\"b\r\"\rc")),
            ("closing parens outside", bytes(")))]]]}}}")),
            ("escape before newline in single-line", bytes("\"abc\\\ndef\"")),
            ("slash soup", repeated("/", 1000)),
            ("star slash soup", repeated("*/", 1000)),
            ("pound soup", repeated("#", 1000) + bytes("\"")),
        ]
        // Deep nesting: must not recurse.
        cases.append(("100k nested parens", repeated("(", 100_000) + repeated(")", 100_000)))
        cases.append(("100k open parens", repeated("(", 100_000)))
        cases.append(("nested interpolations", repeated("\"\\(", 50_000) + repeated(")\"", 50_000)))
        cases.append(("unclosed nested interpolations", bytes("\"\"\"\n") + repeated("\"\"\"\n\\(", 20_000)))
        cases.append(("nested block comments", repeated("/*", 100_000)))
        // Regex scans that fail must not rescan the line (would be quadratic).
        cases.append(("regex candidates without close", bytes("x = ") + repeated("(/[", 100_000)))
        cases.append(("regex candidates failing at paren", repeated("(/a", 100_000) + bytes(")")))
        // Long lines.
        cases.append(("1 MB identifier", repeated("a", 1_000_000)))
        cases.append(("1 MB string line", bytes("let s = \"") + repeated("word ", 200_000)))
        cases.append(("backslash run", bytes("\"") + repeated("\\", 100_001) + bytes("\"")))
        // Seeded random bytes, biased towards the lexer's special characters.
        var generator = SeededGenerator(seed: 0x5EED)
        let alphabet = Array("\"#\\()/*\n\r `$[]{}ab.+?!é🍕\t".utf8) + [0x00, 0xFF, 0xC3]
        for round in 0..<200 {
            let length = Int(generator.next() % 400)
            var input: [UInt8] = []
            for _ in 0..<length {
                let choice = generator.next()
                input.append(choice % 4 == 0 ? UInt8(truncatingIfNeeded: choice >> 8) : alphabet[Int(choice >> 8) % alphabet.count])
            }
            cases.append(("random \(round)", input))
        }
        return cases
    }()

    /// The time limits catch a hang (a quadratic rescan, a loop that never advances), not speed: alone these take
    /// about two seconds in a debug build, but in the whole parallel run on two cores a test's clock runs while it
    /// waits for a thread, and CI once saw more than a minute pass that way.
    @Test(.timeLimit(.minutes(10))) func everyNastyInputTerminatesAndIsCoveredExactly() {
        nasty: for (name, bytes) in Self.cases {
            let source = Lexer.tokenize(bytes)
            expectExactCoverage(source, name)
            // The landmarks the lexer records as it goes are exactly the comments, pound keywords and words that
            // declare types, in token order.
            let expected = source.tokens.indices.filter { Self.isLandmark(source, $0) }.map { Int32($0) }
            #expect(source.landmarks == expected, "\(name): landmarks")
            for literal in source.literals {
                guard literal.tokens.lowerBound < literal.tokens.upperBound,
                      literal.tokens.upperBound <= source.tokens.count,
                      source.tokens[literal.openToken].kind == .stringOpen
                else {
                    Issue.record("\(name): literal \(literal) has bad token range")
                    continue nasty
                }
                _ = source.segments(of: literal)  // decoding must not trap either
            }
            for token in source.tokens where token.line < 1 || token.column < 1 {
                Issue.record("\(name): bad position \(token)")
                continue nasty
            }
        }
    }

    /// What ``SwiftSource/landmarks`` lists, by the token's kind and text.
    static func isLandmark(_ source: SwiftSource, _ index: Int) -> Bool {
        let token = source.tokens[index]
        switch token.kind {
        case .lineComment, .docLineComment, .blockComment, .docBlockComment, .poundKeyword: return true
        case .identifier, .keyword:
            return ["struct", "class", "enum", "extension", "actor"].contains(source.text(of: token))
        default: return false
        }
    }

    @Test func landmarksAreCommentsPoundKeywordsAndTypeDeclarations() {
        let source = Lexer.tokenize(Array("""
            // note
            struct Home: View {
                #if DEBUG
                var label = "class" /* c */ + structure
                #endif
            }
            /// doc
            extension Home {}
            actor Store {}
            """.utf8))
        let landmarks = source.landmarks.map { source.text(at: Int($0)) }
        #expect(landmarks == ["// note", "struct", "#if", "/* c */", "#endif", "/// doc", "extension", "actor"])
    }

    @Test(.timeLimit(.minutes(10))) func tenMegabyteSingleLine() {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(10_500_000)
        let chunk = Array(#"Text("Hello \(name)") + x / 2 /* c */ // "#.utf8)
        while bytes.count < 10_000_000 { bytes += chunk }
        let source = Lexer.tokenize(bytes)
        #expect(source.tokens.last?.kind == .lineComment)  // the first `//` runs to the end of the line
        #expect(source.tokens.allSatisfy { $0.line == 1 })
        expectExactCoverage(source, "10 MB line")
    }

    @Test func unterminatedInterpolationDamagesOnlyItsLine() {
        let source = Lexer.tokenize("Text(\"a \\(b(\"\nText(\"ok\")\n")
        let last = source.literals.last!
        #expect(last.isTerminated)
        #expect(source.staticText(of: last) == "ok")
        #expect(source.tokens[last.openToken].line == 2)
    }
}

/// SplitMix64: deterministic, so a failing random case can be reproduced by name.
package struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    package init(seed: UInt64) { state = seed }
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
