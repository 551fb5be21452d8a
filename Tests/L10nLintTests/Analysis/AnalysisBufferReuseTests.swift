import Testing

@testable import L10nLint

/// Storage kept from file to file (``AnalysisBuffers``, ``Regions/Storage``) changes no answer: file after file
/// analysed with one set of buffers gives what each file analysed with fresh ones gives.
struct AnalysisBufferReuseTests {
    static let fragments = CallScreenTests.fragments + [
        "struct A {", "}", "class SettingsViewController {", "extension B {", "#Preview { Text(\"Shown\") }",
        "#if DEBUG", "#else", "#endif", "struct Row_Previews: PreviewProvider {", "enum E {",
        "label.text = \"Greetings, friend\"", "title = \"Account settings\"", "let s = \"a\" + b",
    ]

    @Test func reusedBuffersGiveWhatFreshOnesGive() {
        var generator = SeededGenerator(seed: 0xB0FF_E125)
        let context = LintContext(options: LintOptions())
        var buffers = AnalysisBuffers()
        var regionStorage = Regions.Storage()
        var findings = 0
        for round in 0..<800 {
            let count = Int.random(in: 0...(round % 5 == 0 ? 60 : 16), using: &generator)
            let text = (0..<count).map { _ in Self.fragments.randomElement(using: &generator)! }.joined(separator: "\n")
            let view = CodeView(Lexer.tokenize(text))
            let path = "Sources/App/File\(round).swift"

            var fresh = FileAnalyzer(view: view, path: path, context: context)
            fresh.run()
            var reused = FileAnalyzer(view: view, path: path, context: context, reusing: &buffers)
            reused.run()
            #expect(Self.describe(reused) == Self.describe(fresh), "\(text)")
            findings += fresh.findings.count
            reused.findings.removeAll(keepingCapacity: true)
            reused.recycle(into: &buffers)
            swap(&reused.findings, &buffers.findings)

            let freshRegions = Regions(view)
            var reusedRegions = Regions(view, reusing: &regionStorage)
            #expect(reusedRegions.excludedRanges == freshRegions.excludedRanges)
            #expect(reusedRegions.types.map(\.nameToken) == freshRegions.types.map(\.nameToken))
            #expect(reusedRegions.types.map(\.tokens) == freshRegions.types.map(\.tokens))
            reusedRegions.recycle(into: &regionStorage)
        }
        #expect(findings > 500)
    }

    static func describe(_ analyzer: FileAnalyzer) -> [String] {
        analyzer.findings.map { "\($0.ruleID) \($0.line):\($0.column) \($0.message) \($0.key ?? "-")" }
            + analyzer.references.map { "ref \($0.key) \($0.location.line):\($0.location.column)" }
    }
}
