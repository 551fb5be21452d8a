import L10nSourceParsing
import Testing

@Suite struct RegexLiteralTests {
    func regexes(_ text: String) -> [String] {
        let source = Lexer.tokenize(text)
        expectExactCoverage(source, text)
        return source.tokens.filter { $0.kind == .regex }.map { source.text(of: $0) }
    }

    @Test func bareAndExtendedRegexHeuristics() {
        let cases: [(name: String, input: String, expected: [String])] = [
            ("assignment", "let r = /[a-z]+\\d/", ["/[a-z]+\\d/"]),
            ("argument", "s.firstMatch(of: /(\\w+)@(\\w+)/)", ["/(\\w+)@(\\w+)/"]),
            ("division", "let x = a / b / c", []),
            ("division unspaced", "let x = a/b/c", []),
            ("after paren operand", "let x = (a) / 2 / 3", []),
            ("space after slash", "let x = foo(/ 2, 3/)", []),
            ("return", "return /abc/", ["/abc/"]),
            ("unbalanced paren", "foo(/, /)", []),
            ("slash in class", "let r = /[/]x/", ["/[/]x/"]),
            ("escaped slash", "let r = /a\\/b/", ["/a\\/b/"]),
            ("extended", "let r = #/a/b/#", ["#/a/b/#"]),
            ("extended two pounds", "let r = ##/a/#b/##", ["##/a/#b/##"]),
            ("extended multi-line", "let r = #/\n  a+ # comment\n  b\n/#\nlet y = 1", ["#/\n  a+ # comment\n  b\n/#"]),
            ("unterminated extended", "let r = #/abc\nlet y = 1", ["#/abc"]),
            ("division after self", "self / 2 / 3", []),
            ("in string", "\"a /b/ c\"", []),
        ]
        for (name, input, expected) in cases {
            #expect(regexes(input) == expected, "\(name)")
        }
    }

    @Test func regexLineKeepsLaterTokens() {
        let source = Lexer.tokenize("let r = /\"a\"/\nText(\"b\")")
        #expect(source.tokens.filter { $0.kind == .regex }.count == 1)
        #expect(source.literals.count == 1)
        #expect(source.staticText(of: source.literals[0]) == "b")
    }
}
