import Foundation
import Testing

/// Issue 38 point 5: one unreadable catalog among good ones gives one error, the same in `check`, `report` and MCP
/// `check`, and no `unknown-key` for the keys it holds; a stale key is said to be stale; an unknown language code
/// is a warning naming it.
@Suite struct SmallerTruthsTests {
    static let good = #"{ "sourceLanguage" : "en", "strings" : { "home.screen.title" : { "localizations" : { "es" : { "stringUnit" : { "state" : "translated", "value" : "Inicio" } } } } }, "version" : "1.0" }"#
    /// A catalog a bad merge left with a stray word before a key.
    static let broken = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "profile.screen.title" : {
              "localizations" : { "es" : { "stringUnit" : { "state" : "translated", "value" : "Perfil" } } }
            },
            oops "profile.screen.subtitle" : {
            }
          },
          "version" : "1.0"
        }
        """
    static let view = """
        import SwiftUI

        struct ProfileView: View {
            var body: some View {
                Text(String(localized: "home.screen.title"))
                Text(String(localized: "profile.screen.title"))
                Text(String(localized: "profile.screen.subtitle"))
            }
        }

        """
    static let error = "App/Profile.xcstrings:7:5: error: expected a key in double quotes, found 'o'"

    func brokenProject() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.good, to: "App/Localizable.xcstrings")
        _ = try dir.write(Self.broken, to: "App/Profile.xcstrings")
        _ = try dir.write(Self.view, to: "App/ProfileView.swift")
        return dir
    }

    @Test func oneUnreadableCatalogIsOneErrorEverywhere() throws {
        let dir = try brokenProject()
        let check = try L10nProcess.run(["check"], in: dir.url)
        #expect(check.status == 2)
        #expect(check.stderr == Self.error + "\n", "\(check.stderr)")
        #expect(!check.stdout.contains("unknown-key"))

        let report = try L10nProcess.run(["report"], in: dir.url)
        #expect(report.status == 2)
        #expect(report.stderr == Self.error + "\n", "\(report.stderr)")
        #expect(!report.stdout.contains("unknown-key"), "\(report.stdout)")

        let input = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#,
            #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"check","arguments":{"limit":200}}}"#,
        ].joined(separator: "\n") + "\n"
        let mcp = try L10nProcess.run(["mcp"], in: dir.url, input: Data(input.utf8))
        let answer = try #require(mcp.stdout.split(separator: "\n").first { $0.contains(#""id":2"#) })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any])
        let result = try #require((object["result"] as? [String: Any])?["structuredContent"] as? [String: Any])
        #expect(result["failures"] as? [String] == [Self.error])
        let rules = (result["findings"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
        #expect(!rules.contains("unknown-key"), "\(rules)")
    }

    @Test func aKeyReadAgainIsUnknownAgain() throws {
        // Once the catalog reads, a key in no catalog is unknown again.
        let dir = try brokenProject()
        _ = try dir.write(Self.broken.replacingOccurrences(of: "oops ", with: ""), to: "App/Profile.xcstrings")
        _ = try dir.write(Self.view.replacingOccurrences(of: "profile.screen.subtitle", with: "profile.screen.footer"), to: "App/ProfileView.swift")
        let check = try L10nProcess.run(["check"], in: dir.url)
        #expect(check.stdout.contains("key 'profile.screen.footer' is not in any scanned catalog"), "\(check.stdout)")
    }

    @Test func aStaleKeyIsSaidToBeStale() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(
            #"{ "sourceLanguage" : "en", "strings" : { "home.screen.title" : { "extractionState" : "stale", "localizations" : { "es" : { "stringUnit" : { "state" : "translated", "value" : "Inicio" } } } } }, "version" : "1.0" }"#,
            to: "App/Localizable.xcstrings")
        _ = try dir.write("import SwiftUI\nlet title = String(localized: \"home.screen.title\")\n", to: "App/Home.swift")
        let check = try L10nProcess.run(["check"], in: dir.url)
        #expect(check.stdout.contains(
            "App/Home.swift:2:31: error: key 'home.screen.title' is in the catalog but marked stale; run extract --from-sources [unknown-key]"),
            "\(check.stdout)")
        #expect(!check.stdout.contains("not in any scanned catalog"))

        // Read through the app's own wrapper, which Xcode never extracts (it marks every such key stale), the key
        // ships with its translations: nothing to report.
        _ = try dir.write(
            "import Foundation\nextension String { var loc: String { NSLocalizedString(self, comment: \"\") } }\nlet title = \"home.screen.title\".loc\n",
            to: "App/Home.swift")
        let wrapped = try L10nProcess.run(["check"], in: dir.url)
        #expect(!wrapped.stdout.contains("home.screen.title"), "\(wrapped.stdout)")
    }

    @Test func unknownLanguageCodesAreWarnings() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.good, to: "App/Localizable.xcstrings")
        let option = try L10nProcess.run(["check", "--languages", "en,español,xx,pt-BR,zh-Hans,es-419"], in: dir.url)
        let warnings = option.stderr.split(separator: "\n").filter { $0.contains("unknown language code") }
        #expect(warnings == [
            "warning: unknown language code 'español' in '--languages'; language codes look like 'es', 'pt-BR', 'zh-Hans'",
            "warning: unknown language code 'xx' in '--languages'; language codes look like 'es', 'pt-BR', 'zh-Hans'",
        ], "\(option.stderr)")
        let report = try L10nProcess.run(["report", "--languages", "en,xx"], in: dir.url)
        #expect(report.stderr.contains("warning: unknown language code 'xx' in '--languages'"))

        _ = try dir.write("{\n  \"languages\": [\"en\", \"xx\", \"es\"]\n}\n", to: ".l10n.json")
        let configured = try L10nProcess.run(["check"], in: dir.url)
        #expect(configured.stderr.contains(
            ".l10n.json:2:3: warning: unknown language code 'xx' in 'languages'; language codes look like 'es', 'pt-BR', 'zh-Hans'"),
            "\(configured.stderr)")
        #expect(!configured.stderr.contains("'en'") && !configured.stderr.contains("code 'es'"))
    }
}
