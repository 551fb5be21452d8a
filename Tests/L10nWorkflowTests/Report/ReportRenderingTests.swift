import Foundation
import L10nCatalogChecks
import L10nDiagnostics
import L10nWorkflow
import Testing
import XCStrings

/// The report's renderers on a report built by hand: two catalogs (one unreadable), English source, Spanish
/// required, Arabic present.
@Suite struct ReportRenderingTests {
    static func language(
        _ code: String, _ role: LanguageCoverage.Role, _ counts: (Int, Int, Int, Int), strings: Int = 0,
        words: Int = 0, samples: [CoverageSample] = []
    ) -> LanguageCoverage {
        var language = LanguageCoverage(language: code, role: role)
        (language.translated, language.needsReview, language.new, language.missing) = counts
        language.stringsToTranslate = strings
        language.wordsToTranslate = words
        language.samples = samples
        return language
    }

    static let report = CoverageReport(
        catalogs: [
            CatalogCoverage(
                file: "App/Localizable.xcstrings", sourceLanguage: "en",
                languages: [
                    language("en", .source, (6, 0, 0, 0)),
                    language(
                        "es", .required, (4, 1, 0, 1), strings: 2, words: 9,
                        samples: [
                            CoverageSample(key: "restaurant.detail.favorite", state: .missing, source: "Favorite | <b>", value: nil),
                            CoverageSample(key: "settings.sign_out", state: .needsReview, source: "Sign out", value: "Salir"),
                        ]),
                    language(
                        "ar", .other, (0, 0, 1, 5), strings: 6, words: 20,
                        samples: [
                            CoverageSample(
                                key: "inbox.count", state: .missing, variant: VariantPath(["plural", "few"]),
                                source: "%lld messages", value: "رسائل %lld"),
                        ]),
                ]),
            .unreadable("App/Broken.xcstrings", failure: "App/Broken.xcstrings:4:11: error: expected a value"),
        ],
        requiredLanguages: ["en", "es"],
        findings: [
            RuleFindings(rule: "missing-translation", severity: .error, count: 1, summary: "A required language has no translation for a key."),
            RuleFindings(rule: "needs-review", severity: .warning, count: 1, summary: "A string awaits review."),
        ],
        counts: .init(errors: 1, warnings: 1, notes: 0),
        catalogCounts: ["App/Localizable.xcstrings": .init(errors: 1, warnings: 1, notes: 0)],
        filesScanned: 1, failures: ["App/Broken.xcstrings:4:11: error: expected a value"], toolVersion: "0.1.0")

    @Test func totalsAddUpTheCatalogsInLanguageOrder() {
        #expect(Self.report.languages.map { "\($0.language) \($0.role.rawValue) \($0.percent)" }
            == ["en source 100", "es required 66", "ar other 0"])
        #expect(Self.report.keys == 6)
    }

    @Test func markdownIsATableWithTextBarsAndFoldedLists() {
        let markdown = Self.report.markdown()
        let expectedStart = """
            ## Localization coverage

            1 catalog · 6 keys · 3 languages · 1 unreadable catalog · 2 errors (1 unreadable file), 1 warning, 0 notes

            | Language | Progress | Translated | Needs review | New | Source copies | Missing | Keys | To translate |
            |:--|:--|--:|--:|--:|--:|--:|--:|--:|
            | English `en` · source | `██████████` 100 % | 6 | 0 | 0 | 0 | 0 | 6 | - |
            | Spanish `es` · required | `██████▋···`  66 % | 4 | 1 | 0 | 0 | 1 | 6 | 2 strings, 9 words |
            | Arabic `ar` | `··········`   0 % | 0 | 0 | 1 | 0 | 5 | 6 | 6 strings, 20 words |

            ### Catalogs

            | Catalog | Source | Keys | Translated (all languages) | Errors | Warnings |
            |:--|:--|--:|:--|--:|--:|
            | `App/Localizable.xcstrings` | `en` | 6 | `███▎······`  33 % | 1 | 1 |
            | `App/Broken.xcstrings` | | | **unreadable** | | |

            ### Findings by rule

            | Severity | Rule | Findings | What it finds |
            |:--|:--|--:|:--|
            | error | `missing-translation` | 1 | A required language has no translation for a key. |
            | warning | `needs-review` | 1 | A string awaits review. |

            ### Unreadable catalogs

            | Error |
            |:--|
            | `App/Broken.xcstrings:4:11: error: expected a value` |

            ### Not translated yet

            <details><summary>Spanish (es) in App/Localizable.xcstrings: 2 keys not translated</summary>

            | Key | State | Source text | Current value |
            |:--|:--|:--|:--|
            | `restaurant.detail.favorite` | missing | `Favorite \\| <b>` |  |
            | `settings.sign_out` | needs review | `Sign out` | `Salir` |

            </details>

            """
        #expect(markdown == expectedStart, "\(markdown)")
    }

    @Test func markdownStaysSmallHowEverManyCatalogsAndLanguages() {
        // 400 catalogs of 20 required languages, each with ten long keys not translated.
        let codes = (0..<20).map { "l\($0)" }
        let long = String(repeating: "Lorem ipsum dolor sit amet | ", count: 20)
        let catalogs = (0..<400).map { index in
            CatalogCoverage(
                file: "Feature\(index)/Localizable.xcstrings", sourceLanguage: "en",
                languages: [Self.language("en", .source, (100, 0, 0, 0))]
                    + codes.map { code in
                        Self.language(
                            code, .required, (10, 0, 0, 90),
                            samples: (0..<10).map { CoverageSample(key: long + "\($0)", state: .missing, source: long, value: long) })
                    })
        }
        let report = CoverageReport(catalogs: catalogs, requiredLanguages: ["en"] + codes, toolVersion: "0.1.0")
        let markdown = report.markdown()
        #expect(markdown.utf8.count < 400_000, "\(markdown.utf8.count) bytes")
        #expect(markdown.contains("… and 300 more catalogs"))
        #expect(markdown.contains("more lists, left out to keep this summary small"))
    }

    @Test func htmlIsSelfContainedEscapedAndWritesRightToLeftValuesSo() throws {
        let html = Self.report.html()
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.contains(
            "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'\">"))
        #expect(html.contains("@media (prefers-color-scheme: dark)"))
        #expect(html.contains("@media (max-width: 600px)"))
        for external in ["<link", "<img", "src=", "url(", "@import", "http://", "https://", "fetch(", "XMLHttpRequest"] {
            #expect(!html.contains(external), "\(external)")
        }
        // One inline script: the filter, which the page shows only when it runs.
        #expect(html.components(separatedBy: "<script").count == 2 && html.contains("<script>\n(function () {"))
        #expect(html.contains("<p class=\"filter\" hidden><label for=\"filter\">"))
        #expect(html.contains("<th scope=\"col\">Language</th>"))
        #expect(html.contains("<tr data-language=\"es\" data-translated=\"4\" data-total=\"6\"><th scope=\"row\">Spanish <code>es</code> <span class=\"role\">required</span></th>"))
        #expect(html.contains(
            "<span class=\"done\" style=\"width:min(66.667%, calc(100% - 4px))\"></span><span class=\"review\" style=\"width:16.667%\"></span>"))
        // Catalog text is escaped; Arabic values are right to left, in their language.
        #expect(html.contains("Favorite | &lt;b&gt;"))
        #expect(!html.contains("<b>"))
        #expect(html.contains("<span class=\"value\" lang=\"ar\" dir=\"rtl\">رسائل %lld</span>"))
        // A sample made without its strings shows the one string it names, with its variant and state.
        let card = try #require(html.components(separatedBy: "<code class=\"key\" dir=\"auto\">inbox.<wbr>count</code>")
            .dropFirst().first?.components(separatedBy: "</tr>").first)
        #expect(card.contains("<li><span class=\"variant\">plural.few</span> <span class=\"state-missing\">missing</span>"))
        #expect(html.contains("<li><code class=\"path\">App/<wbr>Broken.xcstrings:4:11: error: expected a value</code></li>"))
        #expect(html.hasSuffix("</script>\n</body>\n</html>\n"))
    }

    @Test func jsonHasTheDocumentedMembers() throws {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(Self.report.json().utf8)) as? [String: Any])
        #expect(json["version"] as? Int == 1)
        #expect(json["requiredLanguages"] as? [String] == ["en", "es"])
        let totals = try #require(json["totals"] as? [String: Int])
        #expect(totals == ["catalogs": 2, "unreadableCatalogs": 1, "keys": 6, "filesScanned": 1, "sourceFiles": 0])
        let spanish = try #require((json["languages"] as? [[String: Any]])?[1])
        #expect(spanish["language"] as? String == "es" && spanish["name"] as? String == "Spanish")
        #expect(spanish["percent"] as? Int == 66 && spanish["needsReview"] as? Int == 1 && spanish["total"] as? Int == 6)
        #expect(spanish["notTranslated"] == nil)
        let catalogs = try #require(json["catalogs"] as? [[String: Any]])
        #expect(catalogs[1]["status"] as? String == "unreadable")
        #expect(catalogs[1]["error"] as? String == "App/Broken.xcstrings:4:11: error: expected a value")
        let arabic = try #require((catalogs[0]["languages"] as? [[String: Any]])?[2])
        #expect(arabic["direction"] as? String == "rtl")
        #expect(arabic["notTranslatedNotListed"] as? Int == 5)
        let sample = try #require((arabic["notTranslated"] as? [[String: Any]])?.first)
        #expect(sample["variant"] as? String == "plural.few" && sample["state"] as? String == "missing")
        let rules = try #require((json["findings"] as? [String: Any])?["byRule"] as? [[String: Any]])
        #expect(rules.map { $0["rule"] as? String } == ["missing-translation", "needs-review"])
    }

    @Test func textListsLanguagesCatalogsAndFindings() {
        let text = Self.report.text()
        #expect(text.hasPrefix("Localization coverage: 1 catalog · 6 keys · 3 languages · 1 unreadable catalog (l10n 0.1.0)\n"))
        #expect(text.contains("""
                language            progress          translated  review  new  copy  missing  keys  to translate
            en  English (source)    ██████████ 100 %           6       0    0     0        0     6  -
            es  Spanish (required)  ██████▋···  66 %           4       1    0     0        1     6  2 strings, 9 words
            ar  Arabic              ··········   0 %           0       0    1     0        5     6  6 strings, 20 words

            """))
        #expect(text.contains("Not translated yet in 'es', App/Localizable.xcstrings: 2 keys\n"))
        #expect(text.contains("  missing       'restaurant.detail.favorite'  \"Favorite | <b>\"\n"))
        #expect(text.contains("  needs review  'settings.sign_out'  \"Sign out\" → \"Salir\"\n"))
        #expect(text.contains("  App/Broken.xcstrings: unreadable\n"))
        #expect(text.contains("""

            Findings by rule
              error    1  missing-translation  A required language has no translation for a key.
              warning  1  needs-review         A string awaits review.

            """))
    }

    @Test func findingsAreCountedPerRuleErrorsFirst() {
        func finding(_ rule: String, _ severity: Severity) -> Diagnostic {
            Diagnostic(location: SourceLocation(file: "a", line: 1, column: 1), severity: severity, ruleID: rule, message: "m")
        }
        let tallied = RuleFindings.tally(
            [finding("stale-key", .warning), finding("key-convention", .error), finding("stale-key", .warning),
             finding("missing-translation", .error), finding("missing-translation", .error), finding("plural-cldr-category", .note)],
            rules: CheckRun.ruleDescriptions)
        #expect(tallied.map { "\($0.severity.rawValue) \($0.rule) \($0.count)" }
            == ["error missing-translation 2", "error key-convention 1", "warning stale-key 2", "note plural-cldr-category 1"])
        #expect(tallied[0].summary.hasPrefix("A required language"))
    }

    @Test func barsLanguageNamesAndMarkdownCode() {
        #expect(TextBar.draw(0.56) == "█████▌····")
        #expect(TextBar.draw(1) == "██████████")
        #expect(TextBar.draw(0.999) == "█████████▉")
        #expect(TextBar.draw(0) == "··········")
        #expect(TextBar.labelled(0.56, 56) == "█████▌····  56 %")
        #expect(TextBar.labelled(1, 100) == "██████████ 100 %")
        #expect(LanguageNames.name(of: "de") == "German")
        #expect(LanguageNames.name(of: "pt-BR") == "Portuguese (Brazil)")
        #expect(LanguageNames.name(of: "zh-Hant") == "Chinese, Traditional")
        #expect(LanguageNames.name(of: "zh_hant_HK") == "Chinese, Traditional (Hong Kong)")
        #expect(LanguageNames.name(of: "es-419") == "Spanish (Latin America)")
        #expect(LanguageNames.name(of: "tlh") == nil)
        #expect(["ar", "he", "fa", "ur", "ckb", "ku-Arab"].allSatisfy(LanguageNames.isRightToLeft))
        #expect(!["en", "de", "zh-Hans", "az-Latn", "ku"].contains(where: LanguageNames.isRightToLeft))
        #expect(MarkdownText.code("home.title") == "`home.title`")
        #expect(MarkdownText.code("a|b `c`") == "`` a\\|b `c` ``")
        #expect(MarkdownText.code("line\nbreak") == "`line↵break`")
        #expect(MarkdownText.code(String(repeating: "x", count: 100), limit: 10) == "`" + String(repeating: "x", count: 9) + "…`")
    }
}
