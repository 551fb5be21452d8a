import Foundation
import L10nSourceParsingTests
import L10nSourceRules
import Testing

/// The whole linter (not just the lexer) on hostile input: never crashes, and shapes that could make a naive
/// analysis quadratic finish quickly.
@Suite struct LinterRobustnessTests {
    static func repeated(_ text: String, _ count: Int) -> [UInt8] { Array(String(repeating: text, count: count).utf8) }

    /// Each shape with the findings it must give, per rule (counted from the text: one finding per `Text("…")`
    /// with words, a `+` chain reported once at its first operator, suppressed lines none).
    static let shapes: [(name: String, bytes: [UInt8], expected: [String: Int])] = [
        ("chained assignments", repeated("a.text = ", 50_000) + Array("\"Hi there\"".utf8), ["hardcoded-string": 1]),
        ("many preview types nested", repeated("struct PreviewA { ", 20_000) + repeated("}", 20_000), [:]),
        (
            "many small types with findings",
            repeated("struct A { var body: some View { Text(\"Hello there\") } }\n", 20_000),
            ["hardcoded-string": 20_000]
        ),
        ("many suppressions and findings", repeated("Text(\"Hello there\") // l10n:disable:this hardcoded-string\n", 20_000), [:]),
        // "a b" has no word of two letters: pieces without words are not a sentence.
        ("long plus chain", Array("Text(".utf8) + repeated("\"a b\" + ", 50_000) + Array("x)".utf8), [:]),
        // Words glued to a value: hardcoded text, reported at each literal of the chain's first pieces (a chain is
        // read up to `JoinedPieces.maximumPieces`).
        ("long plus chain with words", Array("Text(".utf8) + repeated("\"an ox\" + ", 50_000) + Array("x)".utf8), ["hardcoded-string": 64]),
        (
            "Text plus Text chain", repeated("Text(\"Hello there\") + ", 20_000) + Array("Text(x)".utf8),
            ["hardcoded-string": 20_000, "string-concatenation": 1]
        ),
        ("localized plus chain", repeated("String(localized: \"a.b\") + ", 20_000) + Array("x".utf8), ["string-concatenation": 1]),
        ("arithmetic plus chain", repeated("total + ", 50_000) + Array("tip".utf8), [:]),
        // Many declarations, each a chain with a name: no name is looked up among them per chain.
        ("many declared chains with names", repeated("let s = \"a\" + name + \"b\"\n", 20_000), [:]),
        (
            "many attributed appends among declarations",
            repeated("var part = AttributedString(\"a\")\nparts.append(AttributedString(String(localized: \"a.b\")))\n", 10_000), [:]
        ),
        // Each chain has a number beside a name: the name's count choice is looked for a bounded way back.
        (
            "numbers beside names after many ifs",
            repeated("if count == 2 { noun = other }\n", 20_000) + repeated("let s = String(count) + noun\n", 5_000), [:]
        ),
        (
            "deep call nesting", repeated("Text(", 50_000) + Array("\"Hello there\"".utf8) + repeated(")", 50_000),
            ["hardcoded-string": 1]
        ),
        ("deep unclosed nesting", repeated("Button(title: Text(", 30_000), [:]),
        ("nested if DEBUG", repeated("#if DEBUG\n", 10_000) + repeated("#endif\n", 10_000), [:]),
        ("many appends", repeated("message.append(String(localized: \"a.b\"))\n", 20_000), ["string-concatenation": 20_000]),
        // The `print(`s are never closed, so no call holds the chain: it is reported once.
        ("logging with plus", repeated("print(", 5_000) + repeated("String(localized: \"a.b\") + x + ", 5_000), ["string-concatenation": 1]),
        ("closed logging with plus", repeated("print(String(localized: \"a.b\") + x)\n", 5_000), [:]),
    ]

    /// A quadratic shape takes minutes; each of these must take seconds, even in a debug build on a busy machine.
    @Test(.timeLimit(.minutes(10))) func hostileShapesFinishWithTheirFindings() {
        var options = LintOptions(catalogKeys: ["a.b"])
        options.uiArguments = ["title"]
        options.uiFunctions = ["Row(title:)"]
        let linter = SourceLinter(options: options)
        let clock = ContinuousClock()
        // How much slower than a quiet machine this run goes (a busy CI runner, other tests beside it): a small linear
        // workload, a tenth of the largest shape, timed first. On a quiet machine it takes under a second in a debug
        // build, and the limit is 30 s a shape; a run twice as slow allows twice as long. A quadratic shape is a
        // hundred times its tenth, far beyond either.
        let reference = clock.measure {
            _ = linter.lint(path: "Sources/A.swift", bytes: Self.repeated("struct A { var body: some View { Text(\"Hello there\") } }\n", 2_000))
        }
        let limit = Duration.seconds(30) * max(1.0, reference / Duration.seconds(1))
        for (name, bytes, expected) in Self.shapes {
            let start = clock.now
            let result = linter.lint(path: "Sources/A.swift", bytes: bytes)
            #expect(clock.now - start < limit, "\(name) took \(clock.now - start), over \(limit) (the reference took \(reference))")
            let counts = Dictionary(grouping: result.diagnostics.filter { $0.ruleID != "unused-suppression" }, by: \.ruleID)
                .mapValues(\.count)
            #expect(counts == expected, "\(name)")
        }
    }

    /// Regions beyond the per-file limit are not honoured, and their findings are reported.
    @Test func disableRegionsBeyondTheLimit() {
        let bytes = Self.repeated("// l10n:disable hardcoded-string\nText(\"Hi there\")\n", 5_000)
        let result = SourceLinter(options: LintOptions()).lint(path: "Sources/A.swift", bytes: bytes)
        // The first region is never closed, so it covers every later line: nothing is reported.
        #expect(result.diagnostics.filter { $0.ruleID == "hardcoded-string" }.isEmpty)
    }

    /// The lexer's nasty inputs through the whole linter: every finding points inside the input.
    @Test func nastyLexerInputsThroughTheWholeLinter() {
        let linter = SourceLinter(options: LintOptions(catalogKeys: []))
        for (name, bytes) in NastyInputTests.cases {
            let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).count
            let result = linter.lint(path: "Sources/A.swift", bytes: bytes)
            for diagnostic in result.diagnostics {
                #expect(diagnostic.location.line >= 1 && diagnostic.location.line <= lines, "\(name): \(diagnostic)")
                #expect(diagnostic.location.column >= 1, "\(name): \(diagnostic)")
            }
        }
    }
}
