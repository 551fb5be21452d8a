import Testing

@testable import L10nDiagnostics

@Suite struct ReportSummaryTests {
    @Test func percentRoundsDownSoHundredMeansComplete() {
        let cases: [(name: String, translated: Int, total: Int, percent: Int)] = [
            ("complete", 12, 12, 100),
            ("almost", 199, 200, 99),
            ("two thirds", 2, 3, 66),
            ("none", 0, 7, 0),
            ("no keys", 0, 0, 100),
        ]
        for testCase in cases {
            let progress = ReportSummary.LanguageProgress(
                language: "es", translated: testCase.translated, total: testCase.total)
            #expect(progress.percent == testCase.percent, "\(testCase.name)")
        }
    }

    @Test func countsDiagnosticsBySeverity() {
        let counts = ReportFixtureCounts.counts
        #expect(counts == ReportSummary.SeverityCounts(errors: 3, warnings: 2, notes: 1))
        #expect(counts[.error] == 3)
        #expect(counts[.warning] == 2)
        #expect(counts[.note] == 1)
    }

    @Test func textListsCatalogsThenCounts() {
        #expect(ReporterFixture.summary.text() == ReporterFixture.summaryText)
    }

    @Test func singularCounts() {
        let summary = ReportSummary(filesScanned: 1, counts: .init(errors: 1, warnings: 1, notes: 2))
        #expect(summary.text() == "1 error, 1 warning, 2 notes in 1 file\n")
    }

    @Test func colouredTextMarksIncompleteLanguagesAndNonZeroCounts() {
        let esc = "\u{1B}["
        let summary = ReportSummary(
            catalogs: [
                .init(
                    file: "L.xcstrings",
                    languages: [
                        .init(language: "en", translated: 2, total: 2), .init(language: "es", translated: 1, total: 2),
                    ])
            ],
            filesScanned: 1, counts: .init(errors: 2, warnings: 0, notes: 0))
        #expect(
            summary.text(colour: true) == """
                \(esc)1mL.xcstrings\(esc)0m
                  en  2/2 \(esc)32m(100%)\(esc)0m
                  es  1/2 \(esc)33m(50%)\(esc)0m
                \(esc)1;31m2 errors\(esc)0m, 0 warnings, 0 notes in 1 file

                """)
    }
}

private enum ReportFixtureCounts {
    static let counts = ReportSummary.SeverityCounts(counting: ReporterFixture.diagnostics)
}
