import Testing

@testable import L10nDiagnostics

@Suite struct JSONReporterTests {
    @Test func writesTheDocumentedObject() {
        let report = JSONReporter().report(ReporterFixture.diagnostics, summary: ReporterFixture.summary)
        #expect(report.summary == nil)
        #expect(
            report.output == #"""
                {
                  "version": 1,
                  "diagnostics": [
                    {
                      "file": "Docs/Übersicht.xcstrings",
                      "line": 2,
                      "column": 3,
                      "severity": "error",
                      "rule": "key-convention",
                      "message": "key 'Ünïcödé 🎉' does not read 'feature.screen.element'\r\nsecond line",
                      "key": "Ünïcödé 🎉"
                    },
                    {
                      "file": "Localizable.xcstrings",
                      "line": 3,
                      "column": 5,
                      "severity": "note",
                      "rule": "plural-cldr-category",
                      "message": "'es' has no 'many' case: 1000000, 2000000 fall back to 'other'",
                      "key": "inbox.count %lld",
                      "language": "es"
                    },
                    {
                      "file": "Localizable.xcstrings",
                      "line": 12,
                      "column": 5,
                      "severity": "error",
                      "rule": "missing-translation",
                      "message": "missing 'es' translation for 'home.title'",
                      "key": "home.title",
                      "language": "es"
                    },
                    {
                      "file": "Localizable.xcstrings",
                      "line": 12,
                      "column": 5,
                      "severity": "warning",
                      "rule": "needs-review",
                      "message": "'es' translation of 'home.title' needs review",
                      "key": "home.title",
                      "language": "es"
                    },
                    {
                      "file": "Localizable.xcstrings",
                      "line": 40,
                      "column": 9,
                      "severity": "error",
                      "rule": "format-specifier-mismatch",
                      "message": "argument 1 is '%@' in the source but '%lld' in 'es'",
                      "key": "chat.unread %lld",
                      "language": "es"
                    },
                    {
                      "file": "Sources/App/Home View.swift",
                      "line": 7,
                      "column": 30,
                      "severity": "warning",
                      "rule": "hardcoded-string",
                      "message": "hardcoded string \"Hello, world: 100%\"\tshould use String(localized:)"
                    }
                  ],
                  "summary": {
                    "errors": 3,
                    "warnings": 2,
                    "notes": 1,
                    "files": 3,
                    "catalogs": [
                      {
                        "file": "Localizable.xcstrings",
                        "languages": [
                          {
                            "language": "en",
                            "translated": 12,
                            "total": 12,
                            "percent": 100
                          },
                          {
                            "language": "es",
                            "translated": 10,
                            "total": 12,
                            "percent": 83
                          },
                          {
                            "language": "zh-Hans",
                            "translated": 199,
                            "total": 200,
                            "percent": 99
                          }
                        ]
                      },
                      {
                        "file": "Docs/Übersicht.xcstrings",
                        "languages": [
                          {
                            "language": "en",
                            "translated": 3,
                            "total": 3,
                            "percent": 100
                          }
                        ]
                      }
                    ]
                  }
                }

                """#)
    }

    @Test func emptyRunHasEmptyArrays() {
        let report = JSONReporter().report([], summary: ReportSummary(diagnostics: []))
        #expect(
            report.output == """
                {
                  "version": 1,
                  "diagnostics": [],
                  "summary": {
                    "errors": 0,
                    "warnings": 0,
                    "notes": 0,
                    "files": 0,
                    "catalogs": []
                  }
                }

                """)
    }

    @Test func escapesStringsPerRFC8259() {
        let cases: [(name: String, input: String, expected: String)] = [
            ("plain", "home.title", #""home.title""#),
            ("quote", #"say "hi""#, #""say \"hi\"""#),
            ("backslash", #"C:\path"#, #""C:\\path""#),
            ("newline", "a\nb", #""a\nb""#),
            ("carriage return", "a\rb", #""a\rb""#),
            ("tab", "a\tb", #""a\tb""#),
            ("backspace", "a\u{08}b", #""a\bb""#),
            ("form feed", "a\u{0C}b", #""a\fb""#),
            ("nul", "a\u{0}b", #""a\u0000b""#),
            ("unit separator", "\u{1F}", #""\u001f""#),
            ("delete is not escaped", "\u{7F}", "\"\u{7F}\""),
            ("slash is not escaped", "a/b", #""a/b""#),
            ("non-ASCII as is", "Übersicht 🎉 日本語", #""Übersicht 🎉 日本語""#),
            ("percent", "50%% %1$@", #""50%% %1$@""#),
            ("empty", "", #""""#),
        ]
        for testCase in cases {
            #expect(JSONText.quoted(testCase.input) == testCase.expected, "\(testCase.name)")
        }
    }

    /// The report written as a check's lint hands it each file's findings (batches, some empty) is the report of
    /// them all, byte for byte, and is laid out as `JSONText` lays out the same object (the form every other JSON
    /// output of the tool has).
    @Test func streamedBatchesGiveTheWholeReport() {
        let ordered = ReporterFixture.diagnostics.sorted(by: Diagnostic.reportOrder)
        let summary = ReporterFixture.summary
        let whole = JSONReporter().report(ordered, summary: summary).output
        var streamed: [UInt8] = []
        let stream = JSONReporter().stream { streamed.append(contentsOf: $0) }
        stream.write([])
        stream.write(Array(ordered[..<2]))
        stream.write([])
        stream.write(Array(ordered[2...]))
        stream.finish(summary: summary)
        #expect(String(decoding: streamed, as: UTF8.self) == whole)

        let entries = ordered.map { diagnostic in
            var members: [(String, JSONText)] = [
                ("file", .string(diagnostic.location.file)), ("line", .int(diagnostic.location.line)),
                ("column", .int(diagnostic.location.column)), ("severity", .string(diagnostic.severity.rawValue)),
                ("rule", .string(diagnostic.ruleID)), ("message", .string(diagnostic.message)),
            ]
            if let key = diagnostic.key { members.append(("key", .string(key))) }
            if let language = diagnostic.language { members.append(("language", .string(language))) }
            return JSONText.object(members)
        }
        let tree = JSONText.object([
            ("version", .int(1)), ("diagnostics", .array(entries)), ("summary", JSONReporter.summary(summary)),
        ])
        #expect(whole == tree.rendered())

        var empty: [UInt8] = []
        let none = JSONReporter().stream { empty.append(contentsOf: $0) }
        none.finish(summary: ReportSummary(diagnostics: []))
        #expect(String(decoding: empty, as: UTF8.self) == JSONReporter().report([], summary: ReportSummary(diagnostics: [])).output)
        #expect(String(decoding: empty, as: UTF8.self).contains("\"diagnostics\": [],\n"))
    }
}
