import Foundation
import Testing

/// `check` without a `.l10n.json` ends with one line pointing to `l10n init` when the defaults, not the project,
/// made most findings; never with a configuration, never when the defaults fit.
@Suite struct FirstRunHintTests {
    static func hints(_ stderr: String) -> [Substring] {
        stderr.split(separator: "\n").filter { $0.hasPrefix("hint:") }
    }

    @Test func aLanguageNoCatalogHasAndTheTeamsOwnKeyStyle() throws {
        let dir = try TemporaryDirectory()
        // An app on identifier keys (two keys happen to follow the convention), in English and German, never in
        // Spanish.
        let keys = [
            "serverList", "AddServer", "ServerAddress", "DeploymentDocuments", "allTime", "archiveNote",
            "push.settings.title", "push.settings.sound",
        ]
        let entries = keys.map {
            #""\#($0)" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "x" } }, "en" : { "stringUnit" : { "state" : "translated", "value" : "x" } } } }"#
        }
        _ = try dir.write(
            #"{ "sourceLanguage" : "en", "strings" : { \#(entries.joined(separator: ",\n")) }, "version" : "1.0" }"#,
            to: "Bark/Localizable.xcstrings")
        // A Swift call keyed by English text is a key-convention finding too, but not one of the catalogs' keys.
        let lookups = keys.map { "NSLocalizedString(\"\($0)\", comment: \"\")" }.joined(separator: ", ")
        _ = try dir.write(
            "import UIKit\n\nfinal class CopyButton: UIButton {\n    func configure() { setTitle(\"Copy link\".localized, for: .normal) }\n"
                + "    let titles = [\(lookups)]\n}\n",
            to: "Bark/CopyButton.swift")
        let result = try L10nProcess.run(["check", "Bark"], in: dir.url)
        #expect(result.status == 1)
        #expect(result.stdout.contains("CopyButton.swift:4:33: error: 'Copy link' is localized but keyed by its English text"))
        let hints = Self.hints(result.stderr)
        #expect(hints == [
            "hint: 8 of 15 findings are 'missing-translation' for 'es', which no catalog has; 6 of 8 keys break the built-in 'feature.screen.element' convention; run 'l10n init' to write a .l10n.json that describes this project as it is"
        ], "\(result.stderr)")
        #expect(result.stderr.hasSuffix(String(hints[0]) + "\n"))

        // With a configuration, no hint, whatever it finds.
        _ = try dir.write(#"{"languages": ["en", "es"]}"#, to: ".l10n.json")
        let configured = try L10nProcess.run(["check", "Bark"], in: dir.url)
        #expect(configured.status == 1)
        #expect(Self.hints(configured.stderr).isEmpty)
    }

    @Test func literalsTheCatalogsHoldAsKeys() throws {
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
        let hints = Self.hints(result.stderr)
        #expect(hints.count == 1, "\(result.stderr)")
        #expect(hints.first?.contains("4 of 5 'hardcoded-string' findings are English text the catalogs hold as keys (englishKeys)") == true, "\(result.stderr)")
        // The rule still says what the hint counts on.
        #expect(result.stdout.components(separatedBy: "is used as its own catalog key").count - 1 == 4)
    }

    @Test func noHintWhenTheDefaultsFit() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(
            #"{ "sourceLanguage" : "en", "strings" : { "home.screen.title" : { "localizations" : { "es" : { "stringUnit" : { "state" : "translated", "value" : "Inicio" } } } }, "home.screen.subtitle" : { } }, "version" : "1.0" }"#,
            to: "App/Localizable.xcstrings")
        let result = try L10nProcess.run(["check"], in: dir.url)
        #expect(result.status == 1)
        #expect(Self.hints(result.stderr).isEmpty, "\(result.stderr)")
    }
}
