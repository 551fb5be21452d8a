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

    /// The streamed output is the report's output byte for byte, in pieces, with and without colour, for a list
    /// large enough to be split into several pieces (and given out of order).
    @Test func streamedOutputEqualsTheReport() {
        var many: [Diagnostic] = []
        for index in 0..<3_000 {
            var diagnostic = ReporterFixture.diagnostics[index % ReporterFixture.diagnostics.count]
            diagnostic.location.line = 3_000 - index
            many.append(diagnostic)
        }
        // Over two windows of parallel rendering per core, the last one partial.
        var huge: [Diagnostic] = []
        for index in 0..<(XcodeReporter.parallelWindow * 5 + 123) {
            var diagnostic = ReporterFixture.diagnostics[index % ReporterFixture.diagnostics.count]
            diagnostic.location.file = "App/File\(100_000 + index / 7).swift"
            diagnostic.location.line = index % 7 + 1
            huge.append(diagnostic)
        }
        let plain = XcodeReporter(colour: false)
        let lineByLine = huge.map { plain.line(for: $0, style: ANSIStyle(enabled: false)) + "\n" }.joined()
        var streamedHuge: [UInt8] = []
        plain.write(huge) { streamedHuge.append(contentsOf: $0) }
        #expect(streamedHuge == Array(lineByLine.utf8))
        cases: for colour in [false, true] {
            for list in [ReporterFixture.diagnostics, many, [], huge] {
                let reporter = XcodeReporter(colour: colour)
                var streamed: [UInt8] = []
                var pieces = 0
                reporter.write(list) { bytes in
                    streamed.append(contentsOf: bytes)
                    pieces += 1
                }
                let expected = Array(reporter.report(list, summary: ReportSummary()).output.utf8)
                #expect(streamed == expected, "colour \(colour), \(list.count) diagnostics")
                if list.count == 3_000 { #expect(pieces > 1) }
                if streamed != expected { break cases }
            }
        }
    }

    /// A stream given the sorted diagnostics in batches of any size (empty ones too) writes the report's output,
    /// byte for byte, with and without colour, in several pieces for a long list.
    @Test func batchesStreamedEqualTheReport() {
        var sorted: [Diagnostic] = []
        for index in 0..<2_500 {
            var diagnostic = ReporterFixture.diagnostics[index % ReporterFixture.diagnostics.count]
            diagnostic.location.file = "App/File\(1_000 + index / 5).swift"
            diagnostic.location.line = index % 5 + 1
            sorted.append(diagnostic)
        }
        cases: for colour in [false, true] {
            for batchSize in [1, 7, 600, 2_500] {
                let reporter = XcodeReporter(colour: colour)
                var streamed: [UInt8] = []
                var pieces = 0
                let stream = reporter.stream { bytes in
                    streamed.append(contentsOf: bytes)
                    pieces += 1
                }
                var start = 0
                while start < sorted.count {
                    stream.write(Array(sorted[start..<min(sorted.count, start + batchSize)]))
                    stream.write([])
                    start += batchSize
                }
                stream.finish()
                stream.finish()  // a second finish writes nothing
                let expected = Array(reporter.report(sorted, summary: ReportSummary()).output.utf8)
                #expect(streamed == expected, "colour \(colour), batches of \(batchSize)")
                #expect(pieces > 1, "colour \(colour), batches of \(batchSize)")
                if streamed != expected { break cases }
            }
        }
    }

    @Test func numbersAreWrittenInDecimal() {
        cases: for value in [0, 7, 10, 99, 100, 12_345, Int(Int32.max), Int.max, -1, -42] {
            var writer = ByteWriter(capacity: 4)
            defer { writer.release() }
            writer.append(value)
            let text = String(decoding: UnsafeBufferPointer(start: writer.base, count: writer.count), as: UTF8.self)
            #expect(text == String(value))
            if text != String(value) { break cases }
        }
    }
}
