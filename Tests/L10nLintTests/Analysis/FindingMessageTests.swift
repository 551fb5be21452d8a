import Testing

@testable import L10nLint

/// Finding messages written straight into their `String` (ASCII text on its bytes) equal the ones built the old
/// way (``FindingMessageOracle``), on hand-picked and seeded random inputs, ASCII and not.
struct FindingMessageTests {
    /// Pieces random texts are made of: words, spaces, format specifiers, quotes, digits, accents, combining marks,
    /// emoji, wide letters, line breaks.
    static let pieces = [
        "a", "Z", "hello", "Save", "World", " ", "  ", "\t", "%@", "%1$d", "%%", "%lld", "%.2f", "% d", "%", "%y",
        "'", "\"", "Don't", "3rd", "42", "0", "é", "e\u{301}", "Menú", "😀", "👍🏽", "ＡＢＣ", "日本", "\n", "\r\n",
        "\r", ".", "-", "_", "…", "\u{A0}", "home.title", "x", "!", "\\(n)", "ß", "Å",
    ]

    static let handPicked = [
        "", " ", "Welcome", "Add to Favorites!", "Don't go", "2 items", "2fa code", "%lld restaurants near %@",
        "%1$@ has %2$lld points (100%%)", "%", "%%", "50% off", "Añadir al menú", "日本語", "Wi-Fi ＡＢＣ",
        "one two three four five six", "42", "  spaced   out  ", "Line one\nline two", "Crème brûlée",
        "Cafe\u{301} au lait", "Hello 👋 world", "‘Quoted’ “text”", "\"quoted\"", "It's 'fine'",
        String(repeating: "word ", count: 30), String(repeating: "é", count: 50), String(repeating: "a", count: 40),
        String(repeating: "a", count: 41), "\r\n", "%.2f%%", "%-5s %+d %#x %'d %hhd %zu %jd %td %qd %Lf",
    ]

    static func prefixes() -> [(prefix: KeySuggestion.KeyPrefix, element: String?)] {
        var result: [(KeySuggestion.KeyPrefix, String?)] = []
        for parts in [["menu", "detail"], ["menu"], [], ["2fa"]] {
            for element in [nil, "button", "title", "2nd"] as [String?] {
                result.append((KeySuggestion.KeyPrefix(parts: parts), element))
            }
        }
        for name in ["URLSettingsViewController", "Cell", "Menu2FAScreen", "CaféView", "x"] {
            var bytes = name
            let prefix = bytes.withUTF8 { KeySuggestion.KeyPrefix(typeName: $0) }
            result.append((prefix, nil))
            result.append((prefix, "alert"))
        }
        return result
    }

    @Test func hardcodedStringMessagesMatchTheOracle() {
        var generator = SeededGenerator(seed: 0x5EED)
        var texts = Self.handPicked
        for _ in 0..<1500 { texts.append(generator.text(from: Self.pieces, count: Int.random(in: 0...12, using: &generator))) }
        for _ in 0..<50 { texts.append(generator.text(from: Self.pieces, count: Int.random(in: 20...60, using: &generator))) }
        let prefixes = Self.prefixes()
        let apis = ["Text", "Button", "navigationTitle", "Label", "é"]
        var failures = 0
        for (offset, text) in texts.enumerated() {
            let shown = offset % 3 == 0 ? texts[(offset * 7) % texts.count] : text
            let choices = offset < Self.handPicked.count ? prefixes.indices : (offset % prefixes.count)..<(offset % prefixes.count + 1)
            for choice in choices {
                let (prefix, element) = prefixes[choice]
                let api = apis[offset % apis.count]
                let fast = FileAnalyzer.hardcodedStringMessage(
                    shown: shown, apiName: api, prefix: prefix, element: element, text: text)
                let slow = FindingMessageOracle.hardcodedStringMessage(
                    shown: shown, apiName: api, prefix: prefix, element: element, text: text)
                #expect(fast == slow, "\(text.debugDescription) \(shown.debugDescription)")
                if fast != slow { failures += 1 }
            }
            if failures > 5 { break }
        }
    }

    @Test func splicedInterpolationMessagesMatchTheOracle() {
        var generator = SeededGenerator(seed: 0xC0FFEE)
        var texts = Self.handPicked
        for _ in 0..<500 { texts.append(generator.text(from: Self.pieces, count: Int.random(in: 0...16, using: &generator))) }
        cases: for text in texts {
            let fast = FileAnalyzer.splicedInterpolationMessage(shown: text)
            let slow = FindingMessageOracle.splicedInterpolationMessage(shown: text)
            #expect(fast == slow, "\(text.debugDescription)")
            if fast != slow { break cases }
        }
    }

    /// Format specifiers removed on ASCII bytes as the scalar version removes them.
    @Test func asciiFormatSpecifierRemovalMatchesTheScalarVersion() {
        let asciiPieces = Self.pieces.filter { $0.utf8.allSatisfy { $0 < 0x80 } } + ["%h", "%ll", "%$", "%5", "%-", "%p", "%A"]
        var generator = SeededGenerator(seed: 42)
        var texts = Self.handPicked.filter { $0.utf8.allSatisfy { $0 < 0x80 } }
        for _ in 0..<2000 { texts.append(generator.text(from: asciiPieces, count: Int.random(in: 0...10, using: &generator))) }
        cases: for text in texts {
            var bytes = text
            let fast = bytes.withUTF8 { utf8 in
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(utf8.count, 1)) { output in
                    let count = TextClassifier.removeFormatSpecifiers(fromASCII: utf8, into: output)
                    return String(decoding: UnsafeBufferPointer(rebasing: output[..<count]), as: UTF8.self)
                }
            }
            let slow = TextClassifier.removingFormatSpecifiers(text)
            #expect(fast == slow, "\(text.debugDescription)")
            if fast != slow { break cases }
        }
    }

    /// A prefix from a type name's bytes equals the one built from the name as a `String`.
    @Test func typeNamePrefixesMatchTheStringPath() {
        let namePieces = [
            "Menu", "View", "Controller", "ViewController", "URL", "Settings", "2", "_", "x", "Cell", "Screen", "é",
            "\r", "`", "abc", "ABC", "9", "FA", "日本",
        ]
        var generator = SeededGenerator(seed: 7)
        var names = [
            "RestaurantDetailViewController", "ViewController", "View", "Cell", "MyCell", "URLSettingsView",
            "CaféView", "Menu2FAScreen", "`Type`", "_2Fast", "A\r\nView", "", "__", "x", "OrderController20520",
        ]
        for _ in 0..<1000 { names.append(generator.text(from: namePieces, count: Int.random(in: 1...6, using: &generator))) }
        cases: for name in names {
            var bytes = name
            let fast = bytes.withUTF8 { KeySuggestion.KeyPrefix(typeName: $0) }
            let slow = KeySuggestion.KeyPrefix(type: name, file: "Other.swift")
            let same = fast.text == slow.text && fast.segments == slow.segments && fast.parts == slow.parts
            #expect(same, "\(name.debugDescription)")
            if !same { break cases }
        }
    }

    /// ``TextClassifier/isDottedKey(_:)`` on bytes, with the file-name test on bytes, answers as before.
    @Test func dottedKeyBytesMatchTheOracle() {
        let keyPieces = ["home", ".", "title", "png", "PNG", "_", "-", "1", "A", "é", "json", "md", "x", "xcstrings", "storyboard", " ", "m4a"]
        var generator = SeededGenerator(seed: 99)
        var texts = ["logo.png", "data.json", "home.title", "a.md", "a.mdx", "a.PNG", "home.", ".home", "", "a..b", "_a.b"]
        for _ in 0..<3000 { texts.append(generator.text(from: keyPieces, count: Int.random(in: 0...5, using: &generator))) }
        cases: for text in texts {
            let fast = TextClassifier.isDottedKey(text)
            let slow = FindingMessageOracle.isDottedKey(text)
            #expect(fast == slow, "\(text.debugDescription)")
            if fast != slow { break cases }
        }
    }

    /// A literal's source text, trimmed on bytes, equals the text trimmed as scalars.
    @Test func sourceTextMatchesTheOracle() {
        let literalPieces = [
            " ", "\t", "\u{A0}", "\u{2003}", "word", "\\(count)", "\\(a + b)", "é", "😀", "\\n", "\\\"", "'", "%@", "x",
        ]
        var generator = SeededGenerator(seed: 3)
        var lines: [String] = []
        for _ in 0..<300 {
            lines.append("let v = \"\(generator.text(from: literalPieces, count: Int.random(in: 0...8, using: &generator)))\"")
        }
        lines.append("let m = \"\"\"\n  multi \\(line)\n  \"\"\"")
        lines.append("let raw = #\" raw \\#(x) \"#")
        lines.append("let open = \" unterminated \\(x)")
        let view = CodeView(Lexer.tokenize(lines.joined(separator: "\n")))
        let analyzer = FileAnalyzer(view: view, path: "A.swift", context: LintContext(options: LintOptions()))
        cases: for literal in analyzer.source.literals {
            let fast = analyzer.sourceText(of: literal)
            let slow = FindingMessageOracle.sourceText(analyzer, literal)
            #expect(fast == slow, "\(slow.debugDescription)")
            if fast != slow { break cases }
        }
    }
}
