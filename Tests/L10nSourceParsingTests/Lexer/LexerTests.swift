import Testing

@testable import L10nSourceParsing

@Suite struct LexerTests {
    @Test func interpolatedStringInACall() {
        let source = Lexer.tokenize("Text(\"Hello \\(name)!\")")
        #expect(kindsAndTexts(source) == [
            "identifier:Text", "punctuation:(", "stringOpen:\"", "stringText:Hello ", "interpolationOpen:\\(",
            "identifier:name", "interpolationClose:)", "stringText:!", "stringClose:\"", "punctuation:)",
        ])
        expectExactCoverage(source, "smoke")
    }

    @Test func realShapedSwiftUIViewKindsAndPositions() {
        let text = """
            import SwiftUI

            /// The restaurant screen.
            struct RestaurantDetailView: View {
                @State private var isFavorite = false
                var body: some View {
                    VStack(spacing: 8.5) {
                        Text("restaurant.detail.title") // keyed
                        Button(isFavorite ? "Unfavorite" : "Favorite") { isFavorite.toggle() }
                    }
                    .navigationTitle(Text(verbatim: "Menu"))
                }
            }
            """
        let source = Lexer.tokenize(text)
        expectExactCoverage(source, "view")
        func find(_ text: String) -> Token? { source.tokens.first { source.text(of: $0) == text } }
        #expect(find("import")?.kind == .keyword)
        #expect(find("/// The restaurant screen.")?.kind == .docLineComment)
        #expect(find("@")?.kind == .punctuation)
        #expect(find("State")?.kind == .identifier)
        #expect(find("8.5")?.kind == .number)
        #expect(find("// keyed")?.kind == .lineComment)
        #expect(find("?")?.kind == .operator)
        #expect(find("some")?.kind == .identifier)  // contextual, not reserved
        let title = find("restaurant.detail.title")
        #expect(title?.kind == .stringText)
        #expect(title?.line == 8)
        #expect(title?.column == 19)  // 12 spaces, `Text("` → text at byte 19
        let favorite = source.tokens.first { source.text(of: $0) == "Favorite" }
        #expect(favorite?.line == 9)
        #expect(favorite?.column == 49)
        let navigation = find("navigationTitle")
        #expect(navigation?.line == 11)
        #expect(navigation?.column == 10)
    }

    /// Words are lexed ahead of the other steps, and a line break outside strings skips the next line's
    /// indentation in the same step; inside an interpolation a line break takes the slower path. Either way every
    /// word keeps its kind, line and column.
    @Test func wordsAfterLineBreaksAndIndentationKeepTheirPositions() {
        let text = "let x\n  _y \u{E9}t\u{E9}\n\tfunc\r\n\"\\(a\n b)\"\nz"
        let source = Lexer.tokenize(text)
        let words = source.tokens.filter { $0.kind == .identifier || $0.kind == .keyword }.map {
            "\($0.kind):\(source.text(of: $0))@\($0.line):\($0.column)"
        }
        #expect(words == [
            "keyword:let@1:1", "identifier:x@1:5", "identifier:_y@2:3", "identifier:\u{E9}t\u{E9}@2:6",
            "keyword:func@3:2", "identifier:a@4:4", "identifier:b@5:2", "identifier:z@6:1",
        ])
        expectExactCoverage(source, "words after line breaks")
    }

    @Test func columnsCountUTF8BytesAfterEmojiAndAccents() {
        // "🍕" is 4 bytes, "é" is 2:
        // bytes: 🍕(1-4) space(5) é(6-7) space(8) "(9)
        let source = Lexer.tokenize("🍕 é \"Prix\"\n\t🇪🇸 \"Hola\"")
        expectExactCoverage(source, "emoji")
        let opens = source.tokens.filter { $0.kind == .stringOpen }
        #expect(opens.map(\.line) == [1, 2])
        #expect(opens.map(\.column) == [9, 11])  // tab(1) + flag(8 bytes: 2-9) + space(10) + "(11)
        #expect(source.tokens[0].kind == .identifier)  // non-ASCII bytes lex as identifier characters
    }

    @Test func lineBreaksCRLFAndCR() {
        let source = Lexer.tokenize("a\r\nb\rc\n\nd")
        #expect(source.tokens.map(\.line) == [1, 2, 3, 5])
        #expect(source.tokens.map(\.column) == [1, 1, 1, 1])
    }

    @Test func keywordsIdentifiersAndSpecialNames() {
        let source = Lexer.tokenize("func `default`(_ x: Int) -> Self { $0 + $value; return self.init }")
        expectExactCoverage(source, "names")
        let pairs = kindsAndTexts(source)
        #expect(pairs.contains("keyword:func"))
        #expect(pairs.contains("identifier:`default`"))
        #expect(pairs.contains("identifier:_"))
        #expect(pairs.contains("identifier:$0"))
        #expect(pairs.contains("identifier:$value"))
        #expect(pairs.contains("operator:->"))
        #expect(pairs.contains("keyword:Self"))
        #expect(pairs.contains("keyword:return"))
        #expect(pairs.contains("keyword:init"))
        #expect(!pairs.contains { $0.hasPrefix("unknown") })
    }

    @Test func rawIdentifierWithSpaces() {
        let source = Lexer.tokenize("@Test func `shows the title`() {}")
        #expect(kindsAndTexts(source).contains("identifier:`shows the title`"))
    }

    @Test func numbers() {
        let source = Lexer.tokenize("1_000 0xFF 3.14 1e-3 0x1p+4 2...5 x.0")
        #expect(kindsAndTexts(source) == [
            "number:1_000", "number:0xFF", "number:3.14", "number:1e-3", "number:0x1p+4", "number:2",
            "operator:...", "number:5", "identifier:x", "punctuation:.", "number:0",
        ])
    }

    @Test func operatorsAndPostfix() {
        let source = Lexer.tokenize("a ?? b; c?.d; e! + f; g += \"x\"; h ..< i; j ? k : l")
        let operators = source.tokens.filter { $0.kind == .operator }.map { source.text(of: $0) }
        #expect(operators == ["??", "?", "!", "+", "+=", "..<", "?"])
    }

    @Test func comments() {
        let text = "/// doc\n// line\n//// not doc\n/* a /* nested */ still */ x /** doc block */ /**/ y"
        let source = Lexer.tokenize(text)
        #expect(kindsAndTexts(source) == [
            "docLineComment:/// doc", "lineComment:// line", "lineComment:////" + " not doc",
            "blockComment:/* a /* nested */ still */", "identifier:x", "docBlockComment:/** doc block */",
            "blockComment:/**/", "identifier:y",
        ])
    }

    @Test func blockCommentSpanningLinesKeepsLaterPositions() {
        let source = Lexer.tokenize("/* one\n two\r\n three */ Text(\"x\")")
        #expect(source.tokens[0].line == 1)
        #expect(source.tokens[1].line == 3)
        #expect(source.tokens[1].column == 11)
    }

    @Test func poundKeywordsAndPreview() {
        let text = """
            #if DEBUG
            let x = #selector(tap)
            #elseif os(iOS)
            #else
            #endif
            #Preview("Dark") { Text("Hi") }
            """
        let source = Lexer.tokenize(text)
        let pounds = source.tokens.filter { $0.kind == .poundKeyword }.map { source.text(of: $0) }
        #expect(pounds == ["#if", "#selector", "#elseif", "#else", "#endif", "#Preview"])
        expectExactCoverage(source, "pound")
    }
}

/// The lexer's landmarks: comments, pound keywords and type-declaring words, nothing else.
@Suite struct LandmarkTests {
    @Test func landmarksAreCommentsPoundKeywordsAndTypeWords() {
        let source = Lexer.tokenize(
            """
            // note
            #if DEBUG
            struct A { class B {} }
            #endif
            extension A { enum C { case x } }
            actor D {}
            let structure = "struct" /* block */
            func classify() {}
            """)
        let texts = source.landmarks.map { source.text(at: Int($0)) }
        #expect(
            texts == [
                "// note", "#if", "struct", "class", "#endif", "extension", "enum", "actor", "/* block */",
            ])
    }
}

/// Keyword recognition on packed words agrees with the keyword list, wherever the word sits in the buffer.
@Suite struct KeywordPackingTests {
    @Test func everyKeywordAndNearMissesMidBufferAndAtTheEnd() {
        let nearMisses = Keywords.all.flatMap { word in [word + "s", String(word.dropLast()), "_" + word, word.uppercased()] }
        cases: for word in Keywords.all + nearMisses {
            let expected: TokenKind = Keywords.all.contains(word) ? .keyword : .identifier
            for text in [word, "\(word) + longTrailingIdentifier", "x(\(word))"] {
                let source = Lexer.tokenize(text)
                guard let token = source.tokens.first(where: { source.text(of: $0) == word }) else {
                    Issue.record("\(word) not found in \(text)")
                    break cases
                }
                #expect(token.kind == expected, "\(word) in \(text)")
                if token.kind != expected { break cases }
            }
        }
    }
}

/// Token storage is first sized for about a token per four bytes; denser input makes the lexer stop, move its
/// tokens to larger storage and go on, with nothing lost or repeated.
@Suite struct TokenStorageGrowthTests {
    @Test func denseInputGrowsTheStorageWithoutLosingTokens() {
        let shapes: [(name: String, text: String, count: Int)] = [
            ("commas", String(repeating: ",", count: 10_000), 10_000),
            ("brackets", String(repeating: "(", count: 5_000) + String(repeating: ")", count: 5_000), 10_000),
            ("interpolations", String(repeating: "\"\\(a)\" ", count: 3_000), 15_000),
        ]
        cases: for shape in shapes {
            let source = Lexer.tokenize(shape.text)
            #expect(source.tokens.count == shape.count, "\(shape.name)")
            expectExactCoverage(source, shape.name)
            if source.tokens.count != shape.count { break cases }
        }
        // Brackets still pair across a growth.
        let nested = Lexer.tokenize(String(repeating: "(", count: 5_000) + String(repeating: ")", count: 5_000))
        #expect(nested.tokens[0].partner == 9_999)
        #expect(nested.tokens[4_999].partner == 5_000)
    }

    /// The hot loop bounds its blank, literal and keyword scans by the step bound, which falls at a different
    /// place for each prefix length: tokens after the prefix are the same as without it.
    @Test func scansReachingTheStepBoundGiveTheSameTokens() {
        let line = "            let text = \"a literal longer than a word\" ,,,,,,,, fileprivate associatedtype \"\" x\n"
        let content = "\n" + String(repeating: line + ",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,\n", count: 200)
        let alone = Lexer.tokenize(content)
        func shape(_ source: SwiftSource, from first: Int) -> [String] {
            source.tokens[first...].map { "\($0.kind):\(source.text(of: $0)):\($0.line):\($0.column)" }
        }
        let expected = shape(alone, from: 0)
        for prefix in 0..<96 {
            let source = Lexer.tokenize(String(repeating: ",", count: prefix) + content)
            #expect(source.tokens.count == alone.tokens.count + prefix, "prefix \(prefix)")
            guard source.tokens.count == alone.tokens.count + prefix else { break }
            let shifted = shape(source, from: prefix)
            #expect(shifted == expected, "prefix \(prefix)")
            if shifted != expected { break }
        }
    }
}
