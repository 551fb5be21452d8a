import Foundation
import Testing

@testable import L10nDiagnostics

@Suite struct SARIFReporterTests {
    static let rules = [
        RuleDescription(
            id: "missing-translation", name: "Missing Translation", defaultSeverity: .error,
            summary: "A required language has no translation for a key.",
            rationale: "People using that language see the key or the English text instead."),
        RuleDescription(
            id: "needs-review", name: "Needs Review", defaultSeverity: .warning,
            summary: "A translation is marked new or needs review.",
            rationale: "Unreviewed text may be wrong; review it before release."),
    ]

    static let diagnostics = [
        ReporterFixture.diagnostics[3],  // Localizable.xcstrings:12:5 missing-translation
        Diagnostic(
            location: SourceLocation(file: "/repo/Sources/App/Home View.swift", line: 9, column: 12),
            severity: .warning, ruleID: "hardcoded-string", message: "hardcoded string \"Hello\""),
        ReporterFixture.diagnostics[4],  // Docs/Übersicht.xcstrings:2:3 key-convention, CR LF in message
        Diagnostic(
            location: SourceLocation(file: "/tmp/Shared.xcstrings", line: 0, column: 0), severity: .note,
            ruleID: "stale-key", message: "key 'old.key.name' is stale", key: "old.key.name"),
        Diagnostic(
            location: SourceLocation(file: "/repo/Sources/App/Home View.swift", line: 7, column: 30),
            severity: .warning, ruleID: "hardcoded-string", message: "hardcoded string \"Hello\""),
    ]

    /// Fingerprints computed independently (Python: FNV-1a 64 over the NUL-joined parts).
    @Test func writesRulesResultsAndLocations() {
        let reporter = SARIFReporter(
            toolVersion: "0.1.0", informationURI: "https://example.com/l10n", rules: Self.rules,
            baseDirectory: "/repo/")
        let report = reporter.report(Self.diagnostics, summary: ReportSummary(diagnostics: Self.diagnostics))
        #expect(report.summary == "2 errors, 2 warnings, 1 note in 0 files\n")
        #expect(
            report.output == #"""
                {
                  "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
                  "version": "2.1.0",
                  "runs": [
                    {
                      "tool": {
                        "driver": {
                          "name": "l10n",
                          "version": "0.1.0",
                          "informationUri": "https://example.com/l10n",
                          "rules": [
                            {
                              "id": "missing-translation",
                              "name": "MissingTranslation",
                              "shortDescription": {
                                "text": "A required language has no translation for a key."
                              },
                              "fullDescription": {
                                "text": "People using that language see the key or the English text instead."
                              },
                              "defaultConfiguration": {
                                "level": "error"
                              },
                              "help": {
                                "text": "A required language has no translation for a key.\n\nPeople using that language see the key or the English text instead."
                              }
                            },
                            {
                              "id": "needs-review",
                              "name": "NeedsReview",
                              "shortDescription": {
                                "text": "A translation is marked new or needs review."
                              },
                              "fullDescription": {
                                "text": "Unreviewed text may be wrong; review it before release."
                              },
                              "defaultConfiguration": {
                                "level": "warning"
                              },
                              "help": {
                                "text": "A translation is marked new or needs review.\n\nUnreviewed text may be wrong; review it before release."
                              }
                            },
                            {
                              "id": "hardcoded-string"
                            },
                            {
                              "id": "key-convention"
                            },
                            {
                              "id": "stale-key"
                            }
                          ]
                        }
                      },
                      "originalUriBaseIds": {
                        "%SRCROOT%": {
                          "uri": "file:///repo/"
                        }
                      },
                      "columnKind": "utf16CodeUnits",
                      "results": [
                        {
                          "ruleId": "hardcoded-string",
                          "ruleIndex": 2,
                          "level": "warning",
                          "message": {
                            "text": "hardcoded string \"Hello\""
                          },
                          "locations": [
                            {
                              "physicalLocation": {
                                "artifactLocation": {
                                  "uri": "Sources/App/Home%20View.swift",
                                  "uriBaseId": "%SRCROOT%"
                                },
                                "region": {
                                  "startLine": 7,
                                  "startColumn": 30
                                }
                              }
                            }
                          ],
                          "partialFingerprints": {
                            "l10nFingerprint/v1": "5ae0838c5e40e7a6"
                          }
                        },
                        {
                          "ruleId": "hardcoded-string",
                          "ruleIndex": 2,
                          "level": "warning",
                          "message": {
                            "text": "hardcoded string \"Hello\""
                          },
                          "locations": [
                            {
                              "physicalLocation": {
                                "artifactLocation": {
                                  "uri": "Sources/App/Home%20View.swift",
                                  "uriBaseId": "%SRCROOT%"
                                },
                                "region": {
                                  "startLine": 9,
                                  "startColumn": 12
                                }
                              }
                            }
                          ],
                          "partialFingerprints": {
                            "l10nFingerprint/v1": "5ae0838c5e40e7a6:2"
                          }
                        },
                        {
                          "ruleId": "stale-key",
                          "ruleIndex": 4,
                          "level": "note",
                          "message": {
                            "text": "key 'old.key.name' is stale"
                          },
                          "locations": [
                            {
                              "physicalLocation": {
                                "artifactLocation": {
                                  "uri": "file:///tmp/Shared.xcstrings"
                                }
                              }
                            }
                          ],
                          "partialFingerprints": {
                            "l10nFingerprint/v1": "99db92f98de69bcf"
                          },
                          "properties": {
                            "key": "old.key.name"
                          }
                        },
                        {
                          "ruleId": "key-convention",
                          "ruleIndex": 3,
                          "level": "error",
                          "message": {
                            "text": "key 'Ünïcödé 🎉' does not read 'feature.screen.element'\r\nsecond line"
                          },
                          "locations": [
                            {
                              "physicalLocation": {
                                "artifactLocation": {
                                  "uri": "Docs/%C3%9Cbersicht.xcstrings",
                                  "uriBaseId": "%SRCROOT%"
                                },
                                "region": {
                                  "startLine": 2,
                                  "startColumn": 3
                                }
                              }
                            }
                          ],
                          "partialFingerprints": {
                            "l10nFingerprint/v1": "9b6b99f4f5056394"
                          },
                          "properties": {
                            "key": "Ünïcödé 🎉"
                          }
                        },
                        {
                          "ruleId": "missing-translation",
                          "ruleIndex": 0,
                          "level": "error",
                          "message": {
                            "text": "missing 'es' translation for 'home.title'"
                          },
                          "locations": [
                            {
                              "physicalLocation": {
                                "artifactLocation": {
                                  "uri": "Localizable.xcstrings",
                                  "uriBaseId": "%SRCROOT%"
                                },
                                "region": {
                                  "startLine": 12,
                                  "startColumn": 5
                                }
                              }
                            }
                          ],
                          "partialFingerprints": {
                            "l10nFingerprint/v1": "3b5974b6cdb602c6"
                          },
                          "properties": {
                            "key": "home.title",
                            "language": "es"
                          }
                        }
                      ]
                    }
                  ]
                }

                """#)
    }

    @Test func artifactURIs() {
        let cases: [(name: String, path: String, base: String?, uri: String, relative: Bool)] = [
            ("relative", "Resources/Localizable.xcstrings", nil, "Resources/Localizable.xcstrings", true),
            ("dot slash", "./Resources/L.xcstrings", "/repo", "Resources/L.xcstrings", true),
            ("under base", "/repo/App/Strings 2.xcstrings", "/repo", "App/Strings%202.xcstrings", true),
            ("base with slash", "/repo/a.xcstrings", "/repo/", "a.xcstrings", true),
            ("sibling of base", "/repository/a.xcstrings", "/repo", "file:///repository/a.xcstrings", false),
            ("outside base", "/tmp/a.xcstrings", "/repo", "file:///tmp/a.xcstrings", false),
            ("no base", "/tmp/a b.xcstrings", nil, "file:///tmp/a%20b.xcstrings", false),
            ("reserved", "a#b?c%d:e.xcstrings", nil, "a%23b%3Fc%25d%3Ae.xcstrings", true),
            ("non-ASCII", "日本/Ü.xcstrings", nil, "%E6%97%A5%E6%9C%AC/%C3%9C.xcstrings", true),
            ("unreserved kept", "a-b_c.d~e/F9.xcstrings", nil, "a-b_c.d~e/F9.xcstrings", true),
        ]
        for testCase in cases {
            let (uri, relative) = SARIFReporter.artifactURI(for: testCase.path, baseDirectory: testCase.base)
            #expect(uri == testCase.uri, "\(testCase.name)")
            #expect(relative == testCase.relative, "\(testCase.name)")
        }
    }

    @Test func ruleNamesBecomeIdentifiers() {
        let cases: [(name: String, expected: String)] = [
            ("Missing Translation", "MissingTranslation"),
            ("Plural CLDR category", "PluralCLDRCategory"),
            ("format-specifier mismatch", "FormatSpecifierMismatch"),
        ]
        for testCase in cases {
            #expect(SARIFReporter.identifier(fromName: testCase.name) == testCase.expected, "\(testCase.name)")
        }
    }

    @Test func noBaseDirectoryMeansNoOriginalURIBaseIDs() {
        let output = SARIFReporter(toolVersion: "1.0").report([], summary: ReportSummary()).output
        #expect(!output.contains("originalUriBaseIds"))
        #expect(!output.contains("informationUri"))
        #expect(output.contains(#""results": []"#))
        #expect(output.contains(#""rules": []"#))
    }
}

extension SARIFReporterTests {
    /// The whole reporter fixture (every severity, unicode, escapes) plus the results above, written to a file and
    /// read back as JSON: one result per diagnostic, each pointing at the rule with its id, in a SARIF 2.1.0 log.
    /// `scripts/validate-sarif` sets `L10N_SARIF_SAMPLE` to choose the file, then validates it against the schema;
    /// otherwise a temporary file is used and removed.
    @Test func writesASampleLogThatReadsBack() throws {
        let chosen = ProcessInfo.processInfo.environment["L10N_SARIF_SAMPLE"]
        let path = chosen ?? FileManager.default.temporaryDirectory.appendingPathComponent("sarif-\(UUID().uuidString).sarif").path
        defer { if chosen == nil { try? FileManager.default.removeItem(atPath: path) } }
        let diagnostics = ReporterFixture.diagnostics + Self.diagnostics
        let reporter = SARIFReporter(
            toolVersion: "0.1.0", informationURI: "https://example.com/l10n", rules: Self.rules,
            baseDirectory: "/repo")
        let output = reporter.report(diagnostics, summary: ReportSummary(diagnostics: diagnostics)).output
        try output.write(toFile: path, atomically: true, encoding: .utf8)

        let log = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let run = try #require(runs.first)
        #expect(run["columnKind"] as? String == "utf16CodeUnits")
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let ruleIDs = try #require(driver["rules"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == diagnostics.count)
        #expect(Set(ruleIDs) == Set(diagnostics.map(\.ruleID) + Self.rules.map(\.id)))
        #expect(ruleIDs.count == Set(ruleIDs).count, "each rule once")
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(ruleIDs.indices.contains(index) && ruleIDs[index] == result["ruleId"] as? String, "\(result)")
        }
        #expect(results.compactMap { $0["ruleId"] as? String }.sorted() == diagnostics.map(\.ruleID).sorted())
    }

    /// A finding in Swift is fingerprinted by its text and declaration, not its message: a suggested key that
    /// gained a `_2` (another finding appeared) keeps the alert; another declaration is another alert.
    @Test func swiftFindingsAreFingerprintedByTextAndDeclaration() {
        func finding(line: Int, key: String, scope: String) -> Diagnostic {
            var diagnostic = Diagnostic(
                location: SourceLocation(file: "App/HomeView.swift", line: line, column: 18), severity: .error,
                ruleID: "hardcoded-string",
                message: "hardcoded user-facing string 'Try again' in 'Text'; use String(localized: \"\(key)\")")
            diagnostic.text = "Try again"
            diagnostic.scope = scope
            return diagnostic
        }
        let before = SARIFReporter.fingerprint(finding(line: 6, key: "home.label.try_again", scope: "HomeView.body"))
        #expect(SARIFReporter.fingerprint(finding(line: 9, key: "home.label.try_again_2", scope: "HomeView.body")) == before)
        #expect(SARIFReporter.fingerprint(finding(line: 6, key: "home.label.try_again", scope: "HomeView.footer")) != before)
    }
}
