import Foundation
import Testing

/// `l10n migrate`: legacy tables become one String Catalog each, as Xcode's migration makes them, nothing dropped.
@Suite struct MigrateCommandTests {
    static let english = """
        /* Title of the wallet screen */
        "Setup Wallet" = "Setup Wallet";
        "Send %@" = "Send %@";
        "Unused here" = "Unused here";

        """
    static let german = """
        "Setup Wallet" = "Wallet einrichten";
        "Send %@" = "%d senden";
        "Only German" = "Nur Deutsch";

        """
    static let plurals = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>%lld coins</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@coins@</string>
        \t\t<key>coins</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>lld</string>
        \t\t\t<key>one</key>
        \t\t\t<string>%lld coin</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%lld coins</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>

        """

    static func project() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        _ = try dir.write(english, to: "App/en.lproj/Localizable.strings")
        _ = try dir.write(german, to: "App/de.lproj/Localizable.strings")
        _ = try dir.write(plurals, to: "App/en.lproj/Localizable.stringsdict")
        _ = try dir.write(
            "import SwiftUI\nstruct V: View { var body: some View { Text(\"Setup Wallet\", comment: \"Title\") } }\n",
            to: "App/V.swift")
        return dir
    }

    static func catalog(_ dir: TemporaryDirectory) throws -> [String: Any] {
        let data = try Data(contentsOf: dir.url.appendingPathComponent("App/Localizable.xcstrings"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func dryRunSummarisesAndWritesNothing() throws {
        let dir = try Self.project()
        let result = try L10nProcess.run(["migrate", "--dry-run", "App"], in: dir.url)
        #expect(result.status == 0)
        #expect(result.stdout == """
            Localizable (3 files): 5 keys, 2 languages (en, de), 1 with plural or device variations, 1 used by code \
            → App/Localizable.xcstrings
              App/de.lproj/Localizable.strings:3:1: warning: 'Only German' has no 'en' value; only translations hold it
              App/en.lproj/Localizable.strings:3:1: warning: 'Send %@': argument 1 is '%@' in the source but '%d' in 'de'; \
            kept as it is
            1 table, 2 warnings; dry run: nothing written

            """)
        #expect(!FileManager.default.fileExists(atPath: dir.url.appendingPathComponent("App/Localizable.xcstrings").path))
    }

    @Test func writesOneCanonicalCatalogKeepingEverything() throws {
        let dir = try Self.project()
        let result = try L10nProcess.run(["migrate", "App"], in: dir.url)
        #expect(result.status == 0)
        #expect(try L10nProcess.run(["format", "--check", "App"], in: dir.url).status == 0, "Xcode's layout")
        let strings = try #require(try Self.catalog(dir)["strings"] as? [String: [String: Any]])
        #expect(Set(strings.keys) == ["%lld coins", "Only German", "Send %@", "Setup Wallet", "Unused here"])
        // Used by the code of the catalog's target: extracted, no state; the others 'manual', as Xcode 15 wrote them.
        #expect(strings["Setup Wallet"]?["extractionState"] == nil)
        #expect(strings["Setup Wallet"]?["comment"] as? String == "Title of the wallet screen")
        #expect(strings["Unused here"]?["extractionState"] as? String == "manual")
        let german = (strings["Setup Wallet"]?["localizations"] as? [String: Any])?["de"] as? [String: Any]
        #expect((german?["stringUnit"] as? [String: String]) == ["state": "translated", "value": "Wallet einrichten"])
        // Kept though broken, and kept though only German has it.
        let send = (strings["Send %@"]?["localizations"] as? [String: Any])?["de"] as? [String: Any]
        #expect((send?["stringUnit"] as? [String: String])?["value"] == "%d senden")
        #expect(strings["Only German"] != nil)
        let coins = (strings["%lld coins"]?["localizations"] as? [String: Any])?["en"] as? [String: Any]
        let plural = (coins?["variations"] as? [String: Any])?["plural"] as? [String: Any]
        #expect(Set(plural?.keys ?? [:].keys) == ["one", "other"])
        // The originals stay without --remove-originals.
        #expect(FileManager.default.fileExists(atPath: dir.url.appendingPathComponent("App/de.lproj/Localizable.strings").path))
    }

    @Test func mergesIntoAnExistingCatalogWhoseEntriesWin() throws {
        let dir = try Self.project()
        _ = try dir.write(
            #"{ "sourceLanguage" : "en", "strings" : { "Setup Wallet" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Geldbörse einrichten" } } } } }, "version" : "1.0" }"#,
            to: "App/Localizable.xcstrings")
        let result = try L10nProcess.run(["migrate", "--remove-originals", "App"], in: dir.url)
        #expect(result.status == 0)
        #expect(result.stdout.contains(
            "App/Localizable.xcstrings: warning: 'Setup Wallet' [de]: the catalog has 'Geldbörse einrichten', the table 'Wallet einrichten'; kept the catalog's"))
        #expect(result.stdout.contains("merged into App/Localizable.xcstrings"))
        let strings = try #require(try Self.catalog(dir)["strings"] as? [String: [String: Any]])
        let german = (strings["Setup Wallet"]?["localizations"] as? [String: Any])?["de"] as? [String: Any]
        #expect((german?["stringUnit"] as? [String: String])?["value"] == "Geldbörse einrichten")
        #expect(strings.count == 5)
        for file in ["App/en.lproj/Localizable.strings", "App/de.lproj/Localizable.strings", "App/en.lproj/Localizable.stringsdict"] {
            #expect(!FileManager.default.fileExists(atPath: dir.url.appendingPathComponent(file).path), "\(file) removed")
        }
    }

    @Test func anUnreadableTableWritesNothing() throws {
        let dir = try Self.project()
        _ = try dir.write("\"Broken\" = \"no semicolon\"\n\"Next\" = ", to: "App/fr.lproj/Localizable.strings")
        let result = try L10nProcess.run(["migrate", "App"], in: dir.url)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("App/fr.lproj/Localizable.strings:"))
        #expect(!FileManager.default.fileExists(atPath: dir.url.appendingPathComponent("App/Localizable.xcstrings").path))
    }
}
