import Testing

@testable import L10nDiagnostics

@Suite struct XcodeReporterTests {
    @Test func writesOneLinePerDiagnosticInReportOrder() {
        let report = XcodeReporter().report(ReporterFixture.diagnostics, summary: ReporterFixture.summary)
        #expect(
            report.output == """
                Docs/Übersicht.xcstrings:2:3: error: key 'Ünïcödé 🎉' does not read 'feature.screen.element'\\nsecond line [key-convention]
                Localizable.xcstrings:3:5: note: 'es' has no 'many' case: 1000000, 2000000 fall back to 'other' [plural-cldr-category]
                Localizable.xcstrings:12:5: error: missing 'es' translation for 'home.title' [missing-translation]
                Localizable.xcstrings:12:5: warning: 'es' translation of 'home.title' needs review [needs-review]
                Localizable.xcstrings:40:9: error: argument 1 is '%@' in the source but '%lld' in 'es' [format-specifier-mismatch]
                Sources/App/Home View.swift:7:30: warning: hardcoded string "Hello, world: 100%"\tshould use String(localized:) [hardcoded-string]

                """)
        #expect(report.summary == ReporterFixture.summaryText)
    }

    @Test func colourWrapsLocationSeverityAndMessage() {
        let diagnostic = ReporterFixture.diagnostics[3]
        let esc = "\u{1B}["
        let line = XcodeReporter(colour: true).report([diagnostic], summary: ReportSummary()).output
        #expect(
            line
                == "\(esc)1mLocalizable.xcstrings:12:5:\(esc)0m \(esc)1;31merror:\(esc)0m "
                + "\(esc)1mmissing 'es' translation for 'home.title' [missing-translation]\(esc)0m\n")
        let warning = XcodeReporter(colour: true).report([ReporterFixture.diagnostics[2]], summary: ReportSummary())
        #expect(warning.output.contains("\(esc)1;35mwarning:\(esc)0m"))
        let note = XcodeReporter(colour: true).report([ReporterFixture.diagnostics[5]], summary: ReportSummary())
        #expect(note.output.contains("\(esc)1;36mnote:\(esc)0m"))
    }

    @Test func noColourMeansNoEscapes() {
        let report = XcodeReporter(colour: false).report(ReporterFixture.diagnostics, summary: ReporterFixture.summary)
        #expect(!report.output.contains("\u{1B}"))
        #expect(!(report.summary ?? "").contains("\u{1B}"))
    }

    @Test func lineBreaksInMessagesBecomeVisibleEscapes() {
        let cases: [(name: String, message: String, expected: String)] = [
            ("lf", "a\nb", "a\\nb"),
            ("crlf", "a\r\nb", "a\\nb"),
            ("cr", "a\rb", "a\\nb"),
            ("two lf", "a\n\nb", "a\\n\\nb"),
            ("cr cr lf", "a\r\r\nb", "a\\n\\nb"),
            ("none", "plain 'text' ✓", "plain 'text' ✓"),
        ]
        for testCase in cases {
            #expect(XcodeReporter.singleLine(testCase.message) == testCase.expected, "\(testCase.name)")
        }
    }

    @Test func emptyRunStillSummarises() {
        let report = XcodeReporter().report([], summary: ReportSummary(filesScanned: 1, diagnostics: []))
        #expect(report.output == "")
        #expect(report.summary == "0 errors, 0 warnings, 0 notes in 1 file\n")
    }
}
