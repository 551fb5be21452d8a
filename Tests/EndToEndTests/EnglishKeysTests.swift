import Foundation
import Testing

/// `"englishKeys": true` as one house style: text keys are not held to the key convention and SwiftUI literals a
/// catalog holds are localized, but a `String` fallback and a hand-made plural are still reported, and `extract
/// --from-sources` adds SwiftUI's English literals only in that style.
@Suite struct EnglishKeysTests {
    static let view = """
        import SwiftUI

        struct SchedulesView: View {
            let name: String?
            let count: Int
            var body: some View {
                Text(name ?? "Untitled")
                Text("Schedules")
                Text("\\(count) schedule\\(count == 1 ? "" : "s")")
                Button("Share") {}
            }
        }

        """

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Schedules" : {
              "localizations" : {
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Horarios" } }
              }
            },
            "Untitled" : {
              "localizations" : {
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Sin título" } }
              }
            }
          },
          "version" : "1.0"
        }

        """

    func project(englishKeys: Bool) throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.view, to: "App/SchedulesView.swift")
        _ = try dir.write(Self.catalog, to: "App/Localizable.xcstrings")
        _ = try dir.write(#"{"englishKeys": \#(englishKeys), "catalogs": ["App"], "sources": ["App"]}"#, to: ".l10n.json")
        return dir
    }

    @Test func englishKeysStyleReportsWhatIsNotLocalized() throws {
        let dir = try project(englishKeys: true)
        let result = try L10nProcess.run(["check"], in: dir.url)
        let rules = result.stdout.split(separator: "\n").map { line -> String in
            let parts = line.split(separator: ":")
            return parts.count > 2 ? "\(parts[1]) \(line.split(separator: "[").last ?? "")" : String(line)
        }
        // No key-convention on text keys; 'Schedules' is a catalog key SwiftUI looks up; the fallback 'Untitled'
        // is a String shown as it is; the hand-made plural is reported (and, in no catalog yet, is hardcoded too);
        // 'Share' is in no catalog yet.
        #expect(
            rules == ["7 hardcoded-string]", "9 hardcoded-string]", "9 string-concatenation]", "10 hardcoded-string]"],
            "\(result.stdout)")
        #expect(result.stdout.contains("'Untitled' in 'Text';"))
        #expect(!result.stdout.contains("is used as its own catalog key"))
    }

    @Test func defaultStyleReportsProseKeysAndTheirLiterals() throws {
        let dir = try project(englishKeys: false)
        let result = try L10nProcess.run(["check"], in: dir.url)
        // The catalog's 'Schedules' and 'Untitled' are text Xcode extracted from the code: the code's literal is
        // the finding, not the catalog's copy of it. Under the built-in house rule (no `keyPattern`), 'Schedules' is
        // reported although Spanish translates it.
        #expect(!result.stdout.contains("[key-convention]"))
        #expect(result.stdout.contains("'Schedules' in 'Text' is used as its own catalog key"))
        // The fallback is not looked up: not "used as its own catalog key" although the catalog holds it.
        #expect(result.stdout.contains("'Untitled' in 'Text';"))
    }

    /// Under the team's own key style (a `keyPattern`, as `init` writes for a project of dotted keys), a prose key
    /// another language translates is localized where it is shown: 'Schedules' (Spanish 'Horarios') is no finding;
    /// 'Share', in no catalog, still is.
    @Test func teamKeyStyleTakesTranslatedProseKeysAsLocalized() throws {
        let dir = try project(englishKeys: false)
        _ = try dir.write(
            #"{"englishKeys": false, "catalogs": ["App"], "sources": ["App"], "keyPattern": "^[a-z]+(\\.[a-z_]+)+$"}"#,
            to: ".l10n.json")
        let result = try L10nProcess.run(["check"], in: dir.url)
        #expect(!result.stdout.contains("'Schedules'"), "\(result.stdout)")
        #expect(result.stdout.contains("'Share' in 'Button'"), "\(result.stdout)")
    }

    @Test func extractAddsEnglishLiteralsOnlyInThatStyle() throws {
        let plain = try project(englishKeys: false)
        let kept = try L10nProcess.run(
            ["extract", "--from-sources", "App", "--catalog", "App/Localizable.xcstrings", "--check"], in: plain.url)
        #expect(kept.status == 0, "\(kept.stdout)\(kept.stderr)")
        #expect(!kept.stdout.contains("added"))

        let english = try project(englishKeys: true)
        let added = try L10nProcess.run(
            ["extract", "--from-sources", "App", "--catalog", "App/Localizable.xcstrings", "--check"], in: english.url)
        #expect(added.status == 1)
        #expect(added.stdout.contains("added 'Share' (App/SchedulesView.swift:10:16)"), "\(added.stdout)")
    }
}
