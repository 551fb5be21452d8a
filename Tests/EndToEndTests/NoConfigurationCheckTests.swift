import Foundation
import Testing

/// Issue 46 §4: `check` without a `.l10n.json` checks the project as `l10n init` would describe it — languages,
/// key style, English keys, sources — writes nothing, and says so in one line pointing to `l10n init`; an explicit
/// configuration (even an empty one) keeps the built-in defaults.
@Suite struct NoConfigurationCheckTests {
    static func notes(_ stderr: String) -> [Substring] {
        stderr.split(separator: "\n").filter { $0.hasPrefix("note: no .l10n.json") }
    }

    /// An app on identifier keys (two keys happen to follow the convention), in English and German, never in
    /// Spanish.
    static func identifierKeyApp() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        let keys = [
            "serverList", "addServer", "serverAddress", "deploymentDocuments", "allTime", "archiveNote",
            "push.settings.title", "push.settings.sound",
        ]
        let entries = keys.map {
            #""\#($0)" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Wert" } }, "en" : { "stringUnit" : { "state" : "translated", "value" : "Value" } } } }"#
        }
        _ = try dir.write(
            #"{ "sourceLanguage" : "en", "strings" : { \#(entries.joined(separator: ",\n")) }, "version" : "1.0" }"#,
            to: "Bark/Localizable.xcstrings")
        let lookups = keys.map { "NSLocalizedString(\"\($0)\", comment: \"\")" }.joined(separator: ", ")
        _ = try dir.write(
            "import UIKit\n\nfinal class CopyButton: UIButton {\n    func configure() { setTitle(\"Copy link\".localized, for: .normal) }\n"
                + "    let titles = [\(lookups)]\n}\n",
            to: "Bark/CopyButton.swift")
        return dir
    }

    @Test func theProjectIsCheckedAsInitDescribesItAndNothingIsWritten() throws {
        let dir = try Self.identifierKeyApp()
        let result = try L10nProcess.run(["check"], in: dir.url)
        // No 'es' (no catalog has it), no key-convention on the team's camelCase keys; the English-keyed call stays.
        #expect(!result.stdout.contains("missing 'es'"), "\(result.stdout)")
        #expect(!result.stdout.contains("'serverList'"), "\(result.stdout)")
        #expect(result.stdout.contains("CopyButton.swift:4:33: error: 'Copy link' is localized but keyed by its English text"))
        #expect(result.stderr.contains("  de  8/8 (100%)"), "\(result.stderr)")
        #expect(Self.notes(result.stderr) == [
            "note: no .l10n.json: checked as 'l10n init' describes this project (languages en, de; identifier and dotted camelCase keys); run 'l10n init' to keep it"
        ], "\(result.stderr)")
        #expect(result.stderr.hasSuffix(String(Self.notes(result.stderr)[0]) + "\n"))
        #expect(!FileManager.default.fileExists(atPath: dir.url.appendingPathComponent(".l10n.json").path))
        // What `l10n init` then writes checks the same.
        let initialized = try L10nProcess.run(["init"], in: dir.url)
        #expect(initialized.status == 0)
        let kept = try L10nProcess.run(["check"], in: dir.url)
        #expect(kept.stdout == result.stdout)
        #expect(Self.notes(kept.stderr).isEmpty)
    }

    @Test func aGivenPathOrLanguageRunsTheInferredConfigurationAgain() throws {
        let dir = try Self.identifierKeyApp()
        let result = try L10nProcess.run(["check", "Bark"], in: dir.url)
        #expect(!result.stdout.contains("'serverList'"), "\(result.stdout)")
        #expect(Self.notes(result.stderr).count == 1)
        // --languages still wins over the inferred languages.
        let spanish = try L10nProcess.run(["check", "--languages", "en,de,es"], in: dir.url)
        #expect(spanish.stdout.contains("missing 'es' translation for 'serverList'"), "\(spanish.stdout)")
        // --print-config prints what was inferred.
        let printed = try L10nProcess.run(["check", "--print-config"], in: dir.url)
        #expect(printed.stdout.contains(#""de""#), "\(printed.stdout)")
        #expect(printed.stdout.contains(#""keyPattern""#), "\(printed.stdout)")
    }

    @Test func anExplicitConfigurationKeepsTheBuiltInDefaults() throws {
        let dir = try Self.identifierKeyApp()
        _ = try dir.write(#"{"version": 1}"#, to: "empty.json")
        let result = try L10nProcess.run(["check", "--config", "empty.json"], in: dir.url)
        #expect(result.stdout.contains("missing 'es' translation for 'serverList'"), "\(result.stdout)")
        #expect(result.stdout.contains("[key-convention]"))
        #expect(Self.notes(result.stderr).isEmpty)
    }

    @Test func englishKeysWhenTheCodeShowsTheCatalogsKeysAndTheHouseConventionWhereItIsFollowed() throws {
        let dir = try TemporaryDirectory()
        let keys = ["Schedules", "Share with friends", "About this app", "Settings"]
        let entries = keys.map {
            #""\#($0)" : { "localizations" : { "es" : { "stringUnit" : { "state" : "translated", "value" : "x" } } } }"#
        }
        _ = try dir.write(
            #"{ "sourceLanguage" : "en", "strings" : { \#(entries.joined(separator: ",\n")) }, "version" : "1.0" }"#,
            to: "App/Localizable.xcstrings")
        _ = try dir.write(
            "import SwiftUI\nstruct V: View {\n    var body: some View {\n        Text(\"Schedules\")\n        Button(\"Share with friends\") {}\n        Text(\"About this app\")\n        Text(\"Settings\")\n        Text(\"Not in any catalog\")\n    }\n}\n",
            to: "App/V.swift")
        let result = try L10nProcess.run(["check"], in: dir.url)
        // Only the literal no catalog holds is hardcoded.
        #expect(result.stdout.components(separatedBy: "[hardcoded-string]").count - 1 == 1, "\(result.stdout)")
        #expect(result.stdout.contains("'Not in any catalog'"))
        #expect(Self.notes(result.stderr).first?.contains("English text as keys") == true, "\(result.stderr)")

        // A project on the house convention gets it (and its Spanish stays required): ten keys follow it, one not.
        let house = try TemporaryDirectory()
        let houseKeys = ["title", "subtitle", "share", "close", "open", "delete", "rename", "move", "copy", "undo"]
            .map { "home.screen.\($0)" } + ["home.Settings"]
        let houseEntries = houseKeys.map {
            #""\#($0)" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Text" } }, "es" : { "stringUnit" : { "state" : "translated", "value" : "Texto" } } } }"#
        }
        _ = try house.write(
            #"{ "sourceLanguage" : "en", "strings" : { \#(houseEntries.joined(separator: ",\n")) }, "version" : "1.0" }"#,
            to: "App/Localizable.xcstrings")
        let checked = try L10nProcess.run(["check"], in: house.url)
        #expect(checked.stdout.contains("'home.Settings'") && checked.stdout.contains("[key-convention]"), "\(checked.stdout)")
        #expect(Self.notes(checked.stderr) == [
            "note: no .l10n.json: checked as 'l10n init' describes this project (languages en, es; 'feature.screen.element' keys); run 'l10n init' to keep it"
        ], "\(checked.stderr)")
    }
}
