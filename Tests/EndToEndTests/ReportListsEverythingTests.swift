import Foundation
import Testing

/// `l10n report` lists everything a lead needs (issue 30, point 2): every key not translated in each language and
/// catalog (HTML and JSON; Markdown capped with a pointer to the HTML), and the findings behind each rule's count.
@Suite struct ReportListsEverythingTests {
    /// A catalog as Xcode writes it: 25 settings keys in English, Spanish translating the first 3 (so 22 keys
    /// missing in Spanish), and one key whose Spanish value is empty.
    static func catalog() -> String {
        var entries: [String] = []
        for index in 0..<25 {
            let key = String(format: "settings.row.option_%02d", index)
            var localizations = """
                        "en" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Option \(index)"
                          }
                        }
                """
            if index < 3 || index == 24 {
                localizations += """
                    ,
                            "es" : {
                              "stringUnit" : {
                                "state" : "translated",
                                "value" : "\(index == 24 ? "" : "Opción \(index)")"
                              }
                            }
                    """
            }
            entries.append("""
                    "\(key)" : {
                      "extractionState" : "manual",
                      "localizations" : {
                \(localizations)
                      }
                    }
                """)
        }
        return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + entries.joined(separator: ",\n")
            + "\n  },\n  \"version\" : \"1.0\"\n}"
    }

    static func project() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        _ = try dir.write(catalog(), to: "Settings/Localizable.xcstrings")
        _ = try dir.write(#"{ "languages": ["en", "es"] }"#, to: ".l10n.json")
        return dir
    }

    /// Keys 3…24 (22) are not translated in Spanish: 21 missing, the last one empty.
    static let untranslated = (3..<25).map { String(format: "settings.row.option_%02d", $0) }

    @Test func htmlAndJSONListEveryKeyNotTranslated() throws {
        let dir = try Self.project()
        let json = try L10nProcess.run(["report", "--format", "json"], in: dir.url)
        #expect(json.status == 0, "\(json.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let catalog = try #require((report["catalogs"] as? [[String: Any]])?.first)
        let spanish = try #require((catalog["languages"] as? [[String: Any]])?.first { ($0["language"] as? String) == "es" })
        let listed = (spanish["notTranslated"] as? [[String: Any]] ?? []).compactMap { $0["key"] as? String }
        #expect(listed == Self.untranslated)
        #expect(spanish["notTranslatedNotListed"] as? Int == 0)

        let html = try L10nProcess.run(["report", "--format", "html"], in: dir.url).stdout
        let list = try #require(html.components(separatedBy: "<details class=\"list keys\" data-language=\"es\">").dropFirst().first)
            .components(separatedBy: "</details>")[0]
        #expect(list.contains("<summary>Spanish (es): 22 keys</summary>"))
        let keys = list.components(separatedBy: "<code class=\"key\" dir=\"auto\">").dropFirst()
            .map { $0.components(separatedBy: "</code>")[0].replacingOccurrences(of: "<wbr>", with: "") }
        #expect(keys == Self.untranslated)
        #expect(!list.contains("… and"))
    }

    @Test func markdownCapsEachListAndPointsToTheHTML() throws {
        let dir = try Self.project()
        let markdown = try L10nProcess.run(["report", "--format", "markdown"], in: dir.url).stdout
        #expect(markdown.contains("<details><summary>Spanish (es) in Settings/Localizable.xcstrings: 22 keys not translated</summary>"))
        for key in Self.untranslated.prefix(10) { #expect(markdown.contains("| `\(key)` | missing |"), "\(key)") }
        for key in Self.untranslated.dropFirst(10) { #expect(!markdown.contains("`\(key)`"), "\(key)") }
        #expect(markdown.contains(
            "\n… and 12 more: the HTML report (`l10n report --format html`) lists them all; `l10n extract --language es` exports them.\n"))
        let text = try L10nProcess.run(["report"], in: dir.url).stdout
        #expect(text.contains("  … and 12 more: 'l10n report --format html' lists them all, 'l10n extract --language es' exports them\n"))
    }

    @Test func theFindingsBehindEachRulesCount() throws {
        let dir = try Self.project()
        let check = try L10nProcess.run(["check", "--format", "json"], in: dir.url)
        let checked = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(checked["diagnostics"] as? [[String: Any]])
        func line(_ finding: [String: Any]) -> String {
            "\(finding["file"] as? String ?? ""):\(finding["line"] as? Int ?? 0):\(finding["column"] as? Int ?? 0) "
                + "\(finding["message"] as? String ?? "")"
        }

        let json = try L10nProcess.run(["report", "--format", "json"], in: dir.url)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let rules = try #require((report["findings"] as? [String: Any])?["byRule"] as? [[String: Any]])
        #expect(rules.map { "\($0["rule"] as? String ?? "") \($0["count"] as? Int ?? 0)" }
            == ["missing-translation 21", "empty-translation 1"])
        for rule in rules {
            let listed = (rule["findings"] as? [[String: Any]] ?? []).map(line)
            let expected = diagnostics.filter { ($0["rule"] as? String) == (rule["rule"] as? String) }.map(line)
            #expect(listed == expected, "\(rule["rule"] ?? "")")
            #expect(listed.count == rule["count"] as? Int)
        }
        let empty = try #require((rules[1]["findings"] as? [[String: Any]])?.first)
        #expect(empty["key"] as? String == "settings.row.option_24" && empty["language"] as? String == "es")

        let html = try L10nProcess.run(["report", "--format", "html"], in: dir.url).stdout
        let missing = try #require(
            html.components(separatedBy: "<details class=\"list rule\" data-rule=\"missing-translation\"").dropFirst().first)
            .components(separatedBy: "</details>")[0]
        #expect(missing.contains("<summary><code>missing-translation</code> (error): 21 findings</summary>"))
        for diagnostic in diagnostics where (diagnostic["rule"] as? String) == "missing-translation" {
            let place = "Settings/<wbr>Localizable.xcstrings:\(diagnostic["line"] as? Int ?? 0):\(diagnostic["column"] as? Int ?? 0)"
            #expect(missing.contains("<tr><td><code class=\"path\">\(place)</code></td><td>\(diagnostic["message"] as? String ?? "")</td></tr>"))
        }
    }
}
