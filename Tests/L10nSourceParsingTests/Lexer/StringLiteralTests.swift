import L10nSourceParsing
import Testing

@Suite struct StringLiteralTests {
    /// The literal's segments rendered compactly: text in «», interpolations as their token texts in ⟨⟩.
    func render(_ text: String, literal index: Int = 0) -> String {
        let source = Lexer.tokenize(text)
        expectExactCoverage(source, text)
        guard index < source.literals.count else { return "no literal" }
        let literal = source.literals[index]
        var result = literal.isTerminated ? "" : "unterminated "
        for segment in source.segments(of: literal) {
            switch segment {
            case .text(let value): result += "«\(value)»"
            case .interpolation(let range): result += "⟨" + range.map { source.text(at: $0) }.joined(separator: " ") + "⟩"
            }
        }
        return result
    }

    @Test func literalForms() {
        let cases: [(name: String, input: String, expected: String)] = [
            ("plain", #""Hello, world""#, "«Hello, world»"),
            ("empty", #""""#, ""),
            ("escapes", #""Tab\tquote\"back\\slash\n\0""#, "«Tab\tquote\"back\\slash\n\0»"),
            ("unicode escape", #""\u{1F44B} \u{E9}""#, "«👋 é»"),
            ("interpolation", #""\(count) restaurants""#, "⟨count⟩« restaurants»"),
            ("nested parens", #""Total: \(format(sum(a, (b))))""#, "«Total: »⟨format ( sum ( a , ( b ) ) )⟩"),
            ("closure inside", #""\(items.map { "\($0)" }.joined(separator: ", "))!""#,
             #"⟨items . map { " \( $0 ) " } . joined ( separator : " ,  " )⟩«!»"#),
            ("raw", ##"#"C:\path\n "quoted""#"##, #"«C:\path\n "quoted"»"#),
            ("raw escape", ##"#"tab\#there"#"##, "«tab\there»"),
            ("raw interpolation", ##"#"\(not) \#(yes)"#"##, #"«\(not) »⟨yes⟩"#),
            ("two pounds", ###"##"a "# b"##"###, ##"«a "# b»"##),
            ("multi-line", "let s = \"\"\"\n    Line one\n      indented \"quote\"\n    \"\"\"", "«Line one\n  indented \"quote\"»"),
            ("multi-line continuation", "\"\"\"\n  one \\\n  two\n  \"\"\"", "«one two»"),
            ("multi-line interpolation", "\"\"\"\n  a \\(x(\n  y)) b\n  \"\"\"", "«a »⟨x ( y )⟩« b»"),
            ("raw multi-line", "#\"\"\"\n  \\n \"\"\" \\#(v)\n  \"\"\"#", "«\\n \"\"\" »⟨v⟩"),
            ("unterminated", #""Hello"#, "unterminated «Hello»"),
            ("unterminated at line end", "\"Hello\nText(\"x\")", "unterminated «Hello»"),
            ("unterminated interpolation", "\"a \\(b\nc", "unterminated «a »⟨b⟩"),
            ("unterminated multi-line", "\"\"\"\n  abc", "unterminated «  abc»"),
        ]
        for (name, input, expected) in cases {
            #expect(render(input) == expected, "\(name)")
        }
    }

    @Test func literalAfterUnterminatedLineStillLexes() {
        let source = Lexer.tokenize("\"Hello\nText(\"x\")")
        #expect(source.literals.count == 2)
        #expect(source.literals[1].isTerminated)
        #expect(source.staticText(of: source.literals[1]) == "x")
        #expect(source.tokens[source.literals[1].openToken].line == 2)
    }

    @Test func nestedLiteralsAreOrderedByOpeningToken() {
        let source = Lexer.tokenize(#"Text("\(flag ? "Yes" : "No") items")"#)
        #expect(source.literals.count == 3)
        #expect(source.literals.map { source.staticText(of: $0) } == [nil, "Yes", "No"])
        #expect(source.literals.map(\.openToken) == source.literals.map(\.openToken).sorted())
        #expect(source.literal(openingAt: source.literals[1].openToken) == source.literals[1])
        #expect(source.literal(openingAt: 0) == nil)
        #expect(source.tokens[source.literals[0].openToken + 1].kind == .interpolationOpen)
        #expect(source.literals[1].tokens.map { source.tokens[$0].kind } == [.stringOpen, .stringText, .stringClose])
    }

    @Test func stringCloseIsFollowedByCodeAgain() {
        let source = Lexer.tokenize(#"let a = "x" + "y""#)
        #expect(kindsAndTexts(source) == [
            "keyword:let", "identifier:a", "operator:=", "stringOpen:\"", "stringText:x", "stringClose:\"",
            "operator:+", "stringOpen:\"", "stringText:y", "stringClose:\"",
        ])
    }

    @Test func commentMarkersInsideStringsAreText() {
        let source = Lexer.tokenize(#"let url = "https://example.com/*x*/""#)
        #expect(!source.tokens.contains { $0.isComment })
        #expect(source.staticText(of: source.literals[0]) == "https://example.com/*x*/")
    }

    @Test func multiLineLiteralTracksLines() {
        let source = Lexer.tokenize("let s = \"\"\"\n  a\n  b\n  \"\"\"\nText(\"c\")")
        let text = source.tokens.first { source.text(of: $0) == "Text" }
        #expect(text?.line == 5)
        #expect(text?.column == 1)
        #expect(source.tokens.first { $0.kind == .stringClose }?.line == 4)
    }
}

/// One-line literals without escapes are lexed whole in the scan loop; the forms next to that path (an empty literal
/// against `"""`, a literal cut by a line break or the end of the input) must come out as the full scanner makes them.
@Suite struct SimpleLiteralEdgeTests {
    @Test func literalsNextToTheSimplePath() {
        let cases: [(text: String, kinds: [TokenKind], terminated: [Bool])] = [
            (#""""#, [.stringOpen, .stringClose], [true]),
            (#""" "#, [.stringOpen, .stringClose], [true]),
            (#"""""#, [.stringOpen], [false]),
            (#""""a"#, [.stringOpen, .stringText], [false]),
            (#""ab"#, [.stringOpen, .stringText], [false]),
            ("\"ab\ncd\"", [.stringOpen, .stringText, .identifier, .stringOpen], [false, false]),
            (#""a" "b""#, [.stringOpen, .stringText, .stringClose, .stringOpen, .stringText, .stringClose], [true, true]),
            (#""a\"b""#, [.stringOpen, .stringText, .stringClose], [true]),
            (#"x("a")"#, [.identifier, .punctuation, .stringOpen, .stringText, .stringClose, .punctuation], [true]),
        ]
        for (text, kinds, terminated) in cases {
            let source = Lexer.tokenize(text)
            expectExactCoverage(source, text)
            #expect(source.tokens.map(\.kind) == kinds, "\(text)")
            #expect(source.literals.map(\.isTerminated) == terminated, "\(text)")
            for (index, literal) in source.literals.enumerated() {
                #expect(source.tokens[literal.openToken].partner == Int32(index), "\(text)")
            }
        }
    }

    /// Hundreds of literals of every kind (plain, interpolated, cut by a line break) fill the literal storage
    /// several times over; each literal keeps its own tokens.
    @Test func manyLiteralsOutgrowTheLiteralStorage() {
        var text = ""
        for index in 0..<300 {
            switch index % 3 {
            case 0: text += "f(\"plain \(index)\")\n"
            case 1: text += "f(\"value \\(x\(index)) end\")\n"
            default: text += "f(\"cut \(index)\n"
            }
        }
        let source = Lexer.tokenize(text)
        expectExactCoverage(source, "many literals")
        #expect(source.literals.count == 300)
        for (index, literal) in source.literals.enumerated() {
            #expect(source.tokens[literal.openToken].partner == Int32(index))
            #expect(literal.isTerminated == (index % 3 != 2))
            switch index % 3 {
            case 0: #expect(source.staticText(of: literal) == "plain \(index)")
            case 1:
                #expect(source.segments(of: literal).contains { if case .interpolation = $0 { true } else { false } })
            default: #expect(source.staticText(of: literal) == "cut \(index)")
            }
        }
    }
}
