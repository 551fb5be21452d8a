import Testing

@testable import L10nDiagnostics

@Suite struct GitHubReporterTests {
    @Test func writesWorkflowCommands() {
        let report = GitHubReporter().report(ReporterFixture.diagnostics, summary: ReporterFixture.summary)
        #expect(
            report.output == """
                ::error file=Docs/Übersicht.xcstrings,line=2,col=3,title=key-convention::key 'Ünïcödé 🎉' does not read 'feature.screen.element'%0D%0Asecond line
                ::notice file=Localizable.xcstrings,line=3,col=5,title=plural-cldr-category::'es' has no 'many' case: 1000000, 2000000 fall back to 'other'
                ::error file=Localizable.xcstrings,line=12,col=5,title=missing-translation::missing 'es' translation for 'home.title'
                ::warning file=Localizable.xcstrings,line=12,col=5,title=needs-review::'es' translation of 'home.title' needs review
                ::error file=Localizable.xcstrings,line=40,col=9,title=format-specifier-mismatch::argument 1 is '%25@' in the source but '%25lld' in 'es'
                ::warning file=Sources/App/Home View.swift,line=7,col=30,title=hardcoded-string::hardcoded string "Hello, world: 100%25"\tshould use String(localized:)

                """)
        #expect(report.summary == ReporterFixture.summaryText)
    }

    @Test func escapesPropertiesMoreThanData() {
        let cases: [(name: String, input: String, data: String, property: String)] = [
            ("plain", "a.swift", "a.swift", "a.swift"),
            ("percent first", "100%", "100%25", "100%25"),
            ("already escaped stays distinct", "%0A", "%250A", "%250A"),
            ("line breaks", "a\r\nb", "a%0D%0Ab", "a%0D%0Ab"),
            ("colon and comma", "a:b,c", "a:b,c", "a%3Ab%2Cc"),
            ("double colon", "x::y", "x::y", "x%3A%3Ay"),
            ("unicode", "Übersicht 🎉", "Übersicht 🎉", "Übersicht 🎉"),
        ]
        for testCase in cases {
            #expect(GitHubReporter.escapeData(testCase.input) == testCase.data, "\(testCase.name)")
            #expect(GitHubReporter.escapeProperty(testCase.input) == testCase.property, "\(testCase.name)")
        }
    }

    @Test func pathWithCommaAndColonIsEscapedInFileProperty() {
        let diagnostic = Diagnostic(
            location: SourceLocation(file: "C:/work/a,b.xcstrings", line: 1, column: 1), severity: .note,
            ruleID: "stale-key", message: "key 'a.b.c' is stale")
        #expect(
            GitHubReporter.command(for: diagnostic)
                == "::notice file=C%3A/work/a%2Cb.xcstrings,line=1,col=1,title=stale-key::key 'a.b.c' is stale")
    }
}
