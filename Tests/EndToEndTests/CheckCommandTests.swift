import Foundation
import Testing

/// `l10n check` end to end: the built binary on catalogs written to a temporary folder, run from that folder so
/// paths print relative, as in CI.
@Suite struct CheckCommandTests {
    @Test func cleanCatalogExitsZero() throws {
        let dir = try TemporaryDirectory()
        // The built-in defaults (en and es required, the house key style) these findings were written for.
        _ = try dir.write(#"{"version": 1}"#, to: ".l10n.json")
        _ = try dir.write(CheckCommandFixtures.clean, to: "Clean.xcstrings")
        let result = try L10nProcess.run(["check", "Clean.xcstrings"], in: dir.url)
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr == "Clean.xcstrings\n  en  1/1 (100%)\n  es  1/1 (100%)\n0 errors, 0 warnings, 0 notes in 1 file\n")
    }

    @Test func xcodeFormatAndExitOne() throws {
        let dir = try TemporaryDirectory()
        // The built-in defaults (en and es required, the house key style) these findings were written for.
        _ = try dir.write(#"{"version": 1}"#, to: ".l10n.json")
        _ = try dir.write(CheckCommandFixtures.shop, to: "Shop.xcstrings")
        let result = try L10nProcess.run(["check"], in: dir.url)
        #expect(result.status == 1)
        #expect(result.stdout == CheckCommandFixtures.shopFindings)
        #expect(result.stderr == CheckCommandFixtures.shopSummary)
        #expect(!result.stdout.contains("\u{1B}["), "no colour on a pipe")
        let quiet = try L10nProcess.run(["check", "--quiet", "."], in: dir.url)
        #expect(quiet.status == 1)
        #expect(quiet.stdout == CheckCommandFixtures.shopFindings)
        #expect(quiet.stderr == "")
    }

    /// `--summary-on-failure` (the pre-commit hook's): a passing check prints nothing at all, a failing one its
    /// findings and the summary.
    @Test func summaryOnlyWhenTheCheckFails() throws {
        let dir = try TemporaryDirectory()
        // The built-in defaults (en and es required, the house key style) these findings were written for.
        _ = try dir.write(#"{"version": 1}"#, to: ".l10n.json")
        _ = try dir.write(CheckCommandFixtures.clean, to: "Clean/Clean.xcstrings")
        _ = try dir.write(CheckCommandFixtures.shop, to: "Shop/Shop.xcstrings")
        let passing = try L10nProcess.run(["check", "--summary-on-failure", "Clean"], in: dir.url)
        #expect(passing.status == 0)
        #expect(passing.stdout == "")
        #expect(passing.stderr == "")
        let failing = try L10nProcess.run(["check", "--summary-on-failure", "Shop"], in: dir.url)
        #expect(failing.status == 1)
        #expect(failing.stdout.replacingOccurrences(of: "Shop/", with: "") == CheckCommandFixtures.shopFindings)
        #expect(failing.stderr.replacingOccurrences(of: "Shop/", with: "") == CheckCommandFixtures.shopSummary)
    }

    /// `--build-stamp FILE` (the build plugin's output before tools version 6.0): the file is written once the
    /// check ran, whatever it found, and holds only a Swift comment.
    @Test func buildStampIsWrittenOnceTheCheckRan() throws {
        let dir = try TemporaryDirectory()
        // The built-in defaults (en and es required, the house key style) these findings were written for.
        _ = try dir.write(#"{"version": 1}"#, to: ".l10n.json")
        _ = try dir.write(CheckCommandFixtures.shop, to: "Shop.xcstrings")
        let stamp = dir.url.appendingPathComponent("work/L10nCheckStamp.swift")
        try FileManager.default.createDirectory(
            at: stamp.deletingLastPathComponent(), withIntermediateDirectories: true)
        let result = try L10nProcess.run(["check", "--build-stamp", stamp.path, "Shop.xcstrings"], in: dir.url)
        #expect(result.status == 1)
        #expect(result.stdout == CheckCommandFixtures.shopFindings)
        let text = try String(contentsOf: stamp, encoding: .utf8)
        #expect(text.hasPrefix("// ") && text.hasSuffix("\n") && text.split(separator: "\n").count == 1)
    }

    @Test func jsonFormat() throws {
        let dir = try TemporaryDirectory()
        // The built-in defaults (en and es required, the house key style) these findings were written for.
        _ = try dir.write(#"{"version": 1}"#, to: ".l10n.json")
        _ = try dir.write(CheckCommandFixtures.shop, to: "Shop.xcstrings")
        let result = try L10nProcess.run(["check", "--format", "json", "Shop.xcstrings"], in: dir.url)
        #expect(result.status == 1)
        #expect(result.stderr == "")
        #expect(
            result.stdout == """
                {
                  "version": 1,
                  "diagnostics": [
                    {
                      "file": "Shop.xcstrings",
                      "line": 33,
                      "column": 24,
                      "severity": "error",
                      "rule": "format-specifier-mismatch",
                      "message": "'cart.items.count %lld': argument 1 is '%lld' in the source but '%@' in 'es'",
                      "key": "cart.items.count %lld",
                      "language": "es"
                    },
                    {
                      "file": "Shop.xcstrings",
                      "line": 48,
                      "column": 23,
                      "severity": "warning",
                      "rule": "needs-review",
                      "message": "'es' translation of 'cart.promo.banner' needs review (state 'needs_review')",
                      "key": "cart.promo.banner",
                      "language": "es"
                    }
                  ],
                  "summary": {
                    "errors": 1,
                    "warnings": 1,
                    "notes": 0,
                    "files": 1,
                    "catalogs": [
                      {
                        "file": "Shop.xcstrings",
                        "languages": [
                          {
                            "language": "en",
                            "translated": 3,
                            "total": 3,
                            "percent": 100
                          },
                          {
                            "language": "es",
                            "translated": 2,
                            "total": 3,
                            "percent": 66
                          }
                        ]
                      }
                    ]
                  }
                }

                """)
    }

    @Test func githubFormat() throws {
        let dir = try TemporaryDirectory()
        // The built-in defaults (en and es required, the house key style) these findings were written for.
        _ = try dir.write(#"{"version": 1}"#, to: ".l10n.json")
        _ = try dir.write(CheckCommandFixtures.shop, to: "Shop.xcstrings")
        let result = try L10nProcess.run(["check", "--format=github", "Shop.xcstrings"], in: dir.url)
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                ::error file=Shop.xcstrings,line=33,col=24,title=format-specifier-mismatch::'cart.items.count %25lld': argument 1 is '%25lld' in the source but '%25@' in 'es'
                ::warning file=Shop.xcstrings,line=48,col=23,title=needs-review::'es' translation of 'cart.promo.banner' needs review (state 'needs_review')

                """)
        #expect(result.stderr == CheckCommandFixtures.shopSummary)
    }

    @Test func sarifFormat() throws {
        let dir = try TemporaryDirectory()
        // The built-in defaults (en and es required, the house key style) these findings were written for.
        _ = try dir.write(#"{"version": 1}"#, to: ".l10n.json")
        _ = try dir.write(CheckCommandFixtures.shop, to: "Shop.xcstrings")
        let result = try L10nProcess.run(["check", "--format", "sarif", "Shop.xcstrings"], in: dir.url)
        #expect(result.status == 1)
        // The results, exactly (rule metadata is the rules' own text; the SARIF reporter has its own layout tests).
        #expect(
            result.stdout.contains(
                """
                      "results": [
                        {
                          "ruleId": "format-specifier-mismatch",
                          "ruleIndex": 8,
                          "level": "error",
                          "message": {
                            "text": "'cart.items.count %lld': argument 1 is '%lld' in the source but '%@' in 'es'"
                          },
                          "locations": [
                            {
                              "physicalLocation": {
                                "artifactLocation": {
                                  "uri": "Shop.xcstrings",
                                  "uriBaseId": "%SRCROOT%"
                                },
                                "region": {
                                  "startLine": 33,
                                  "startColumn": 24
                                }
                              }
                            }
                          ],
                """), "\(result.stdout)")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == RulesCommandTests.ids)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["format-specifier-mismatch", "needs-review"])
        #expect(results.map { $0["level"] as? String } == ["error", "warning"])
    }

    @Test func strictFailsOnWarnings() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(CheckCommandFixtures.shop, to: "Shop.xcstrings")
        try Data(#"{"rules": {"format-specifier-mismatch": "off"}}"#.utf8).write(to: dir.url.appendingPathComponent(".l10n.json"))
        let lenient = try L10nProcess.run(["check", "-q"], in: dir.url)
        #expect(lenient.status == 0)
        #expect(lenient.stdout == "Shop.xcstrings:48:23: warning: 'es' translation of 'cart.promo.banner' needs review (state 'needs_review') [needs-review]\n")
        let strict = try L10nProcess.run(["check", "-q", "--strict"], in: dir.url)
        #expect(strict.status == 1)
        #expect(strict.stdout == lenient.stdout)
    }

    @Test func baselineWriteThenRead() throws {
        let dir = try TemporaryDirectory()
        // The built-in defaults (en and es required, the house key style) these findings were written for.
        _ = try dir.write(#"{"version": 1}"#, to: ".l10n.json")
        let catalog = try dir.write(CheckCommandFixtures.shop, to: "Shop.xcstrings")
        let write = try L10nProcess.run(["check", "--write-baseline", "baseline.json"], in: dir.url)
        #expect(write.status == 0)
        #expect(write.stdout == "")
        #expect(write.stderr == "recorded 2 findings in 'baseline.json'\n")
        let baseline = try String(contentsOf: dir.url.appendingPathComponent("baseline.json"), encoding: .utf8)
        #expect(
            baseline == """
                {
                  "findings" : [
                    {
                      "file" : "Shop.xcstrings",
                      "key" : "cart.items.count %lld",
                      "language" : "es",
                      "message" : "'cart.items.count %lld': argument 1 is '%lld' in the source but '%@' in 'es'",
                      "rule" : "format-specifier-mismatch"
                    },
                    {
                      "file" : "Shop.xcstrings",
                      "key" : "cart.promo.banner",
                      "language" : "es",
                      "message" : "'es' translation of 'cart.promo.banner' needs review (state 'needs_review')",
                      "rule" : "needs-review"
                    }
                  ],
                  "version" : 2
                }

                """)
        let read = try L10nProcess.run(["check", "--baseline", "baseline.json", "--strict"], in: dir.url)
        #expect(read.status == 0)
        #expect(read.stdout == "")
        #expect(read.stderr.hasSuffix("0 errors, 0 warnings, 0 notes in 1 file\n2 findings hidden by the baseline\n"))

        // A new problem above the old ones (every line moves) is the only one reported.
        var edited = CheckCommandFixtures.shop.replacingOccurrences(of: "\"value\" : \"Pagar\"", with: "\"value\" : \"\"")
        edited = edited.replacingOccurrences(of: "\"comment\" : \"Title of the checkout screen\",\n", with: "")
        try Data(edited.utf8).write(to: catalog)
        let after = try L10nProcess.run(["check", "--baseline", "baseline.json", "-q"], in: dir.url)
        #expect(after.status == 1)
        #expect(after.stdout == "Shop.xcstrings:15:23: error: empty 'es' translation for 'cart.checkout.title' [empty-translation]\n")
    }

    @Test func baselinePathsAreRelativeToTheBaselineFile() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(CheckCommandFixtures.shop, to: "App/Resources/Shop.xcstrings")
        _ = try dir.write(#"{"catalogs": ["App"]}"#, to: ".l10n.json")
        _ = try dir.write("", to: "config/.keep")
        let write = try L10nProcess.run(["check", "--write-baseline", "config/baseline.json"], in: dir.url)
        #expect(write.status == 0)
        let baseline = try String(contentsOf: dir.url.appendingPathComponent("config/baseline.json"), encoding: .utf8)
        #expect(baseline.contains("\"file\" : \"../App/Resources/Shop.xcstrings\""), "\(baseline)")
        // From a subfolder the findings print as Resources/Shop.xcstrings, and still match.
        let read = try L10nProcess.run(
            ["check", "--baseline", "../config/baseline.json"], in: dir.url.appendingPathComponent("App"))
        #expect(read.status == 0)
        #expect(read.stdout == "")
        #expect(read.stderr.hasSuffix("2 findings hidden by the baseline\n"))
    }

    @Test func configurationIsFoundFromASubfolder() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(CheckCommandFixtures.shop, to: "App/Resources/Shop.xcstrings")
        _ = try dir.write(CheckCommandFixtures.shop, to: "Legacy/Old.xcstrings")
        _ = try dir.write(
            """
            {
              "version": 1,
              "languages": ["en", "es"],
              "catalogs": ["App", "Legacy"],
              "exclude": ["Legacy"],
              "rules": {"needs-review": "error", "format-specifier-mismatch": "off"},
              "colours": true
            }
            """, to: ".l10n.json")
        let result = try L10nProcess.run(["check", "-q"], in: dir.url.appendingPathComponent("App"))
        #expect(result.status == 1)
        #expect(result.stdout == "Resources/Shop.xcstrings:48:23: error: 'es' translation of 'cart.promo.banner' needs review (state 'needs_review') [needs-review]\n")
        #expect(result.stderr == "../.l10n.json:7:3: warning: unknown configuration key 'colours'\n", "\(result.stderr)")

        let printed = try L10nProcess.run(["check", "--print-config", "--languages", "en,fr"], in: dir.url)
        #expect(printed.status == 0)
        #expect(printed.stdout.contains("\"languages\" : [\n    \"en\",\n    \"fr\"\n  ],"))
        #expect(printed.stdout.contains("\"needs-review\" : \"error\","))
        #expect(printed.stdout.contains("\"format-specifier-mismatch\" : \"off\","))
        #expect(printed.stdout.contains("\"stale-key\" : \"warning\""))
        #expect(printed.stdout.contains("\"exclude\" : [\n    \"Legacy\"\n  ],"))
    }

    @Test func explicitConfigAndBadConfigurations() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(CheckCommandFixtures.shop, to: "Shop.xcstrings")
        _ = try dir.write("{\n  \"languages\": \"es\"\n}", to: "bad.json")
        let bad = try L10nProcess.run(["check", "--config", "bad.json"], in: dir.url)
        #expect(bad.status == 2)
        #expect(bad.stdout == "")
        #expect(bad.stderr == "bad.json:2:3: error: 'languages' must be an array of strings, found a string\n")

        _ = try dir.write("{\n  \"rules\": {\"needs-review\": \"loud\"}\n}", to: ".l10n.json")
        let discovered = try L10nProcess.run(["check"], in: dir.url)
        #expect(discovered.status == 2)
        #expect(discovered.stderr == ".l10n.json:2:13: error: unknown level 'loud' for 'needs-review'; use 'error', 'warning', 'note' or 'off'\n")

        _ = try dir.write("{\"languages\": [\"en\"],}", to: "trailing.json")
        let malformed = try L10nProcess.run(["check", "--config", "trailing.json"], in: dir.url)
        #expect(malformed.status == 2)
        #expect(malformed.stderr.hasPrefix("trailing.json:1:21: error: "), "\(malformed.stderr)")

        let missing = try L10nProcess.run(["check", "--config", "nowhere.json"], in: dir.url)
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("nowhere.json: error: "), "\(missing.stderr)")
    }

    @Test func runFailuresExitTwo() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : 1\n  },\n  \"version\" : \"1.0\"\n}", to: "Bad.xcstrings")
        let malformed = try L10nProcess.run(["check", "Bad.xcstrings"], in: dir.url)
        #expect(malformed.status == 2)
        #expect(malformed.stdout == "")
        #expect(malformed.stderr.hasPrefix("Bad.xcstrings:4:11: error: "), "\(malformed.stderr)")
        #expect(malformed.stderr.split(separator: "\n").count == 1)

        let missing = try L10nProcess.run(["check", "Nope.xcstrings"], in: dir.url)
        #expect(missing.status == 2)
        #expect(missing.stderr == "Nope.xcstrings: error: no such file or folder\n")

        let format = try L10nProcess.run(["check", "--format", "xml"], in: dir.url)
        #expect(format.status == 2)
        #expect(format.stderr.hasPrefix("error: unknown format 'xml'; use xcode, json, github or sarif\n"))

        let option = try L10nProcess.run(["check", "--colour"], in: dir.url)
        #expect(option.status == 2)
        #expect(option.stderr.hasPrefix("error: unknown option '--colour'\n"))

        let baseline = try L10nProcess.run(["check", "--baseline", "none.json"], in: dir.url)
        #expect(baseline.status == 2)
        #expect(baseline.stderr.hasPrefix("none.json: error: "))
    }

    @Test func nothingToCheckIsAWarning() throws {
        let dir = try TemporaryDirectory()
        // The built-in defaults (en and es required, the house key style) these findings were written for.
        _ = try dir.write(#"{"version": 1}"#, to: ".l10n.json")
        _ = try dir.write("nothing to check", to: "Docs/notes.txt")
        let result = try L10nProcess.run(["check", "Docs"], in: dir.url)
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr == "warning: no String Catalogs (.xcstrings) or Swift files found in 'Docs'\n0 errors, 0 warnings, 0 notes in 0 files\n")
    }

    @Test func languagesOption() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(CheckCommandFixtures.clean, to: "Clean.xcstrings")
        let result = try L10nProcess.run(["check", "--languages", "en,es,fr", "Clean.xcstrings"], in: dir.url)
        #expect(result.status == 1)
        #expect(result.stdout == "Clean.xcstrings:4:5: error: missing 'fr' translation for 'cart.checkout.title' [missing-translation]\n")
        #expect(result.stderr.contains("  fr  0/1 (0%)\n"))
        let empty = try L10nProcess.run(["check", "--languages", ",", "Clean.xcstrings"], in: dir.url)
        #expect(empty.status == 2)
    }
}
