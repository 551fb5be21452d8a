import Foundation
import Testing

/// `l10n report` run as a user would: formats, `--output`, configuration, and bad input.
@Suite struct ReportCommandTests {
    static let bad = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : 1\n  },\n  \"version\" : \"1.0\"\n}"

    @Test func textByDefaultWithCheckSummaryNumbers() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(CheckCommandFixtures.shop, to: "Shop.xcstrings")
        let result = try L10nProcess.run(["report"], in: dir.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        // check says: en 3/3, es 2/3 (CheckCommandFixtures.shopSummary); one error, one warning.
        #expect(result.stdout.hasPrefix("Localization coverage: 1 catalog · 3 keys · 2 languages (l10n "), "\(result.stdout)")
        #expect(result.stdout.contains("Findings: 1 error, 1 warning, 0 notes in 1 file\n"))
        #expect(result.stdout.contains("en  English (source)    ██████████ 100 %           3       0    0     0        0     3  -\n"), "\(result.stdout)")
        #expect(result.stdout.contains("es  Spanish (required)  ██████▋···  66 %           2       1    0     0        0     3  1 string, "), "\(result.stdout)")
        #expect(result.stdout.contains("  error    1  format-specifier-mismatch"))
        #expect(result.stdout.contains("  warning  1  needs-review"))
    }

    @Test func malformedCatalogIsListedWhileTheOthersAreReported() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(CheckCommandFixtures.shop, to: "Shop.xcstrings")
        _ = try dir.write(Self.bad, to: "Bad.xcstrings")
        let result = try L10nProcess.run(["report", "--format", "json", "."], in: dir.url)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("Bad.xcstrings:4:11: error: "), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let catalogs = try #require(json["catalogs"] as? [[String: Any]])
        #expect(catalogs.map { "\($0["file"] as? String ?? "") \($0["status"] as? String ?? "")" }
            == ["Bad.xcstrings unreadable", "Shop.xcstrings ok"])
        #expect((catalogs[0]["error"] as? String)?.hasPrefix("Bad.xcstrings:4:11: error: ") == true)
        #expect((json["failures"] as? [String])?.count == 1)

        // The HTML, written to a file, lists it too; the file is written even though the run failed.
        let html = try L10nProcess.run(["report", "--format", "html", "--output", "report.html"], in: dir.url)
        #expect(html.status == 2)
        #expect(html.stdout == "")
        let page = try String(contentsOf: dir.url.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(page.contains("<h2 id=\"unreadable\">Unreadable catalogs</h2>"))
        #expect(page.contains("<tr data-language=\"es\" data-translated=\"2\" data-total=\"3\">"))
    }

    @Test func outputIsWrittenAtomicallyAndNeverOverACatalog() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(CheckCommandFixtures.shop, to: "Shop.xcstrings")
        let written = try L10nProcess.run(["report", "--format", "markdown", "--output", "coverage.md"], in: dir.url)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stdout == "")
        let markdown = try String(contentsOf: dir.url.appendingPathComponent("coverage.md"), encoding: .utf8)
        #expect(markdown.hasPrefix("## Localization coverage\n"))
        #expect(markdown.contains("| Spanish `es` · required | `██████▋···`  66 % | 2 | 1 | 0 | 0 | 0 | 3 |"))
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.url.path).sorted()
        #expect(files == ["Shop.xcstrings", "coverage.md"])

        let overCatalog = try L10nProcess.run(["report", "--output", "Shop.xcstrings"], in: dir.url)
        #expect(overCatalog.status == 2)
        #expect(overCatalog.stderr.hasPrefix("error: '--output Shop.xcstrings' would overwrite a String Catalog"))
        #expect(try String(contentsOf: dir.url.appendingPathComponent("Shop.xcstrings"), encoding: .utf8) == CheckCommandFixtures.shop)

        let folder = try L10nProcess.run(["report", "--output", "."], in: dir.url)
        #expect(folder.status == 2)
        #expect(folder.stderr.contains("is a folder"), "\(folder.stderr)")
    }

    @Test func configurationAndLanguagesAsForCheck() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(CheckCommandFixtures.shop, to: "App/Shop.xcstrings")
        _ = try dir.write(#"{ "languages": ["en", "fr"], "catalogs": ["App"] }"#, to: ".l10n.json")
        let configured = try L10nProcess.run(["report", "--format", "json"], in: dir.url)
        #expect(configured.status == 0, "\(configured.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(configured.stdout.utf8)) as? [String: Any])
        let languages = try #require(json["languages"] as? [[String: Any]])
        #expect(languages.map { "\($0["language"] as? String ?? "") \($0["role"] as? String ?? "") \($0["percent"] as? Int ?? -1)" }
            == ["en source 100", "fr required 0", "es other 66"])

        let overridden = try L10nProcess.run(["report", "--format", "json", "--languages", "en,es"], in: dir.url)
        let roles = try #require(
            (try JSONSerialization.jsonObject(with: Data(overridden.stdout.utf8)) as? [String: Any])?["languages"]
                as? [[String: Any]])
        #expect(roles.map { $0["language"] as? String ?? "" } == ["en", "es"])
    }

    @Test func badUsageExitsTwo() throws {
        let dir = try TemporaryDirectory()
        let format = try L10nProcess.run(["report", "--format", "pdf"], in: dir.url)
        #expect(format.status == 2)
        #expect(format.stderr.hasPrefix("error: unknown format 'pdf'; use text, markdown, html or json\n"))
        let missing = try L10nProcess.run(["report", "Nope"], in: dir.url)
        #expect(missing.status == 2)
        #expect(missing.stdout == "")
        #expect(missing.stderr == "Nope: error: no such file or folder\n")
        let languages = try L10nProcess.run(["report", "--languages", " , "], in: dir.url)
        #expect(languages.status == 2)
    }

    @Test func helpReadsLikeAManualPage() throws {
        let help = try L10nProcess.run(["report", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: l10n report"))
        for text in ["--format <format>", "--output <file>", "--languages <codes>", "--config <file>", "FORMATS:", "EXIT STATUS:", "EXAMPLES:"] {
            #expect(help.stdout.contains(text), "\(text)")
        }
        let root = try L10nProcess.run(["--help"])
        #expect(root.stdout.contains("  report "))
    }
}
