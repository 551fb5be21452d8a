import Foundation
import Testing

/// The structures real tables have (issue 46 §3), end to end through `init`, `check`, `report`, `extract` and
/// `migrate`, on one project that holds each of them in its real shape:
/// - `qqq.lproj`: translatewiki's message documentation (wikimedia/wikipedia-ios `Wikipedia/Localizations/qqq.lproj`:
///   a `//` header naming the authors, then one documentation text per key, with `{{Identical|…}}` markup);
/// - plurals a translation platform flattened into German's `Localizable.strings` (keys that are Xcode's XLIFF
///   paths into the `.stringsdict`, German having none);
/// - UTM's stray `=` after a French entry (`Platform/fr.lproj/Localizable.strings:683`);
/// - Latest's Hindi plural without `NSStringLocalizedFormatKey` (`Latest/Resources/hi.lproj/Localizable.stringsdict`);
/// - an `ibtool` table beside a storyboard, as linearmouse's `LinearMouse/UI/*.lproj/Main.strings`.
@Suite struct RealTableShapesTests {
    static let project = "// !$*UTF8*$!\n{ objects = { R1 = {isa = PBXFileSystemSynchronizedRootGroup; path = App; }; "
        + "P1 = {isa = PBXProject; developmentRegion = en; }; }; }\n"

    static let english = """
        /* Title of the about screen */
        "about-title" = "About";
        "Cancel" = "Cancel";
        "New Drive…" = "New Drive…";
        "Clone" = "Clone";
        "Delete" = "Delete";

        """

    static let englishPlurals = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>%lld file(s) selected</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@files@</string>
        \t\t<key>files</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>lld</string>
        \t\t\t<key>one</key>
        \t\t\t<string>%lld file selected</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%lld files selected</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>

        """

    static let german = """
        "about-title" = "Über";
        "Cancel" = "Abbrechen";
        "New Drive…" = "Neues Laufwerk…";
        "Clone" = "Klonen";
        "Delete" = "Löschen";
        "/%lld file(s) selected:dict/NSStringLocalizedFormatKey:dict/:string" = "%#@files@";
        "/%lld file(s) selected:dict/files:dict/one:dict/:string" = "%lld Datei ausgewählt";
        "/%lld file(s) selected:dict/files:dict/other:dict/:string" = "%lld Dateien ausgewählt";

        """

    static let french = """
        "about-title" = "À propos";
        "Cancel" = "Annuler";

        // VMSettingsAddDeviceMenuView.swift
        "New Drive…" = "Nouveau lecteur…";=

        // VMToolbarModifier.swift
        "Clone" = "Cloner";
        "Delete" = "Supprimer";

        """

    static let hindiPlurals = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>%lld file(s) selected</key>
        \t<dict>
        \t\t<key>files</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>lld</string>
        \t\t\t<key>one</key>
        \t\t\t<string>%lld फ़ाइल चुनी गई</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%lld फ़ाइलें चुनी गईं</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>

        """

    static let documentation = """
        // Messages for Message documentation (Message documentation)
        // Exported from translatewiki.net
        // Author: Amire80
        // Author: Shirayuki

        "about-title" = "Title for credits page {{Identical|About}}";
        "Cancel" = "Title of the cancel action.\\n{{Identical|Cancel}}";
        "Not a key of the app" = "Documentation of a message the app no longer has";

        """

    static let interfaceBuilder = """

        /* Class = "NSMenuItem"; title = "Quit LinearMouse"; ObjectID = "2oI-Rn-ZJC"; */
        "2oI-Rn-ZJC.title" = "LinearMouse beenden";

        /* Class = "NSMenuItem"; title = "Hide LinearMouse"; ObjectID = "Olw-nP-bQN"; */
        "Olw-nP-bQN.title" = "LinearMouse ausblenden";

        """

    func project() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.project, to: "App.xcodeproj/project.pbxproj")
        _ = try dir.write(Self.english, to: "App/en.lproj/Localizable.strings")
        _ = try dir.write(Self.englishPlurals, to: "App/en.lproj/Localizable.stringsdict")
        _ = try dir.write(Self.german, to: "App/de.lproj/Localizable.strings")
        _ = try dir.write(Self.french, to: "App/fr.lproj/Localizable.strings")
        _ = try dir.write(Self.english.replacingOccurrences(of: "= \"", with: "= \"हिं "), to: "App/hi.lproj/Localizable.strings")
        _ = try dir.write(Self.hindiPlurals, to: "App/hi.lproj/Localizable.stringsdict")
        _ = try dir.write(Self.documentation, to: "App/qqq.lproj/Localizable.strings")
        _ = try dir.write(Self.storyboard, to: "App/UI/Base.lproj/Main.storyboard")
        _ = try dir.write(Self.interfaceBuilder, to: "App/UI/de.lproj/Main.strings")
        return dir
    }

    /// linearmouse's `LinearMouse/UI/Base.lproj/Main.storyboard`, cut to the two items its table translates.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <scenes>
                <scene sceneID="JPo-4y-FX3">
                    <objects>
                        <menu systemMenu="apple" id="uQy-DD-JDr">
                            <items>
                                <menuItem title="Quit LinearMouse" keyEquivalent="q" id="2oI-Rn-ZJC"/>
                                <menuItem title="Hide LinearMouse" keyEquivalent="h" id="Olw-nP-bQN"/>
                            </items>
                        </menu>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func initDescribesTheProjectAndNamesWhatFoundationDoesNotLoad() throws {
        let dir = try project()
        let result = try L10nProcess.run(["init"], in: dir.url)
        #expect(result.status == 0, "\(result.stderr)")
        let out = result.stdout
        // qqq is no language: never required, never in progress.
        // French lacks the plural and the Interface Builder table: in progress, its entries after the '=' counted.
        #expect(out.contains("required languages: en, de: at least 90 % of their keys translated (de 8/8)\n"), "\(out)")
        #expect(out.contains("in progress, not required: fr 5/8 (62 %), hi 5/8 (62 %)\n"), "\(out)")
        #expect(out.contains("key style: English text as keys, 6 of 6 keys"), "\(out)")
        #expect(!out.contains("qqq"), "\(out)")
        #expect(out.contains(
            "not loaded by Foundation, the rest read (malformed-table): "
                + "App/fr.lproj/Localizable.strings:5:39: stray '=' between entries: Foundation stops reading the file here and the 2 entries after it are never loaded; "
                + "App/hi.lproj/Localizable.stringsdict:5:2: '%lld file(s) selected' has no 'NSStringLocalizedFormatKey', 'NSStringDeviceSpecificRuleType' or 'NSStringVariableWidthRuleType'; Foundation ignores this entry"),
            "\(out)")
        // Interface Builder ids say nothing about the team's keys.
        #expect(!out.contains("2oI-Rn-ZJC"), "\(out)")
        #expect(out.contains(try Regex(#"\n  malformed-table +2\n"#)), "\(out)")
        #expect(out.contains(try Regex(#"\n  flattened-plurals +1\n"#)), "\(out)")
    }

    @Test func checkReportsEachStructureOnceAndChecksTheRest() throws {
        let dir = try project()
        _ = try dir.write("{\"languages\": [\"en\", \"de\", \"fr\"], \"englishKeys\": true}\n", to: ".l10n.json")
        let result = try L10nProcess.run(["check"], in: dir.url)
        // Findings, not a stopped run.
        #expect(result.status == 1, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains(
            "App/fr.lproj/Localizable.strings:5:39: error: stray '=' between entries: Foundation stops reading the file here and the 2 entries after it are never loaded [malformed-table]"),
            "\(result.stdout)")
        #expect(lines.contains(
            "App/hi.lproj/Localizable.stringsdict:5:2: error: '%lld file(s) selected' has no 'NSStringLocalizedFormatKey', 'NSStringDeviceSpecificRuleType' or 'NSStringVariableWidthRuleType'; Foundation ignores this entry [malformed-table]"),
            "\(result.stdout)")
        #expect(lines.contains(
            "App/de.lproj/Localizable.strings:6:1: error: the plural translations for 'de' are flattened into Localizable.strings and never used (1 key: '%lld file(s) selected'); give 'de' a .stringsdict or run 'l10n migrate' [flattened-plurals]"),
            "\(result.stdout)")
        // French after the '=' is read: 'Clone' and 'Delete' are not missing (the plural and the Interface
        // Builder table are: French has none).
        #expect(lines.filter { $0.contains("missing 'fr'") }.map { String($0.split(separator: "'")[3]) }
            == ["2oI-Rn-ZJC.title", "Olw-nP-bQN.title", "%lld file(s) selected"], "\(result.stdout)")
        // Nothing about the documentation, the flattened paths or the Interface Builder ids.
        #expect(!lines.contains { $0.contains("qqq") || $0.contains(":dict/") || $0.contains("key-convention") }, "\(result.stdout)")
        #expect(lines.filter { $0.contains("[malformed-table]") || $0.contains("[flattened-plurals]") }.count == 3, "\(result.stdout)")
        // qqq counts in no coverage.
        #expect(!result.stderr.contains("qqq"), "\(result.stderr)")
        #expect(result.stderr.contains("App/en.lproj/Localizable.strings\n  en  6/6 (100%)\n  de  6/6 (100%)\n  fr  5/6 (83%)\n"), "\(result.stderr)")
    }

    @Test func reportCountsNoDocumentationLanguage() throws {
        let dir = try project()
        _ = try dir.write("{\"languages\": [\"en\", \"de\", \"fr\"], \"englishKeys\": true}\n", to: ".l10n.json")
        let result = try L10nProcess.run(["report", "--format", "json"], in: dir.url)
        #expect(!result.stdout.contains("\"qqq\""), "\(result.stdout)")
        #expect(result.stdout.contains("\"de\""), "\(result.stdout)")
    }

    @Test func theDocumentationReachesTranslatorsInEveryExportFormat() throws {
        let dir = try project()
        _ = try dir.write("{\"languages\": [\"en\", \"de\", \"fr\", \"es\"], \"englishKeys\": true}\n", to: ".l10n.json")
        let xliff = try L10nProcess.run(["extract", "--language", "es", "App"], in: dir.url)
        #expect(xliff.status == 0, "\(xliff.stderr)")
        #expect(xliff.stdout.contains("<note>Title for credits page {{Identical|About}}</note>"), "\(xliff.stdout)")
        #expect(xliff.stdout.contains("<note>Title of the cancel action.\n{{Identical|Cancel}}</note>"), "\(xliff.stdout)")
        let csv = try L10nProcess.run(["extract", "--language", "es", "--format", "csv", "App"], in: dir.url)
        #expect(csv.stdout.contains("Title for credits page {{Identical|About}}"), "\(csv.stdout)")
        let json = try L10nProcess.run(["extract", "--language", "es", "--format", "json", "App"], in: dir.url)
        #expect(json.stdout.contains("\"comment\" : \"Title for credits page {{Identical|About}}\"")
            || json.stdout.contains("\"comment\":\"Title for credits page {{Identical|About}}\""), "\(json.stdout)")
    }

    @Test func migrateWritesThePluralsTheDocumentationAndEveryFrenchEntry() throws {
        let dir = try project()
        let dryRun = try L10nProcess.run(["migrate", "--dry-run"], in: dir.url)
        #expect(dryRun.status == 0, "\(dryRun.stderr)")
        #expect(dryRun.stderr.contains(
            "App/de.lproj/Localizable.strings:6:1: warning: the plural translations for 'de' are flattened into 'Localizable.strings' (1 key), where Foundation never uses them; read back as plural variations [flattened-plurals]"),
            "\(dryRun.stderr)")
        #expect(dryRun.stderr.contains("; the catalog gets them all the same [malformed-table]"), "\(dryRun.stderr)")
        #expect(dryRun.stderr.contains("Foundation ignores this entry; not migrated [malformed-table]"), "\(dryRun.stderr)")
        #expect(!dryRun.stderr.contains("qqq"), "\(dryRun.stderr)")

        let result = try L10nProcess.run(["migrate"], in: dir.url)
        #expect(result.status == 0, "\(result.stderr)")
        let data = try Data(contentsOf: dir.url.appendingPathComponent("App/Localizable.xcstrings"))
        let catalog = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let strings = try #require(catalog["strings"] as? [String: [String: Any]])
        #expect(!strings.keys.contains { $0.contains(":dict/") }, "\(strings.keys)")
        #expect(strings["about-title"]?["comment"] as? String == "Title for credits page {{Identical|About}}")
        let plural = try #require(strings["%lld file(s) selected"]?["localizations"] as? [String: [String: Any]])
        let german = plural["de"]?["variations"] as? [String: [String: [String: [String: String]]]]
        #expect(german?["plural"]?["one"]?["stringUnit"]?["value"] == "%lld Datei ausgewählt")
        #expect(german?["plural"]?["other"]?["stringUnit"]?["value"] == "%lld Dateien ausgewählt")
        // The Hindi entry Foundation ignores is not migrated; the French entries after the '=' are.
        #expect(plural["hi"] == nil)
        let clone = strings["Clone"]?["localizations"] as? [String: [String: [String: String]]]
        #expect(clone?["fr"]?["stringUnit"]?["value"] == "Cloner")
        // The documentation is no language of the catalog, and its file is left where it is.
        #expect(!String(decoding: data, as: UTF8.self).contains("\"qqq\""))
        #expect(FileManager.default.fileExists(atPath: dir.url.appendingPathComponent("App/qqq.lproj/Localizable.strings").path))
    }
}
