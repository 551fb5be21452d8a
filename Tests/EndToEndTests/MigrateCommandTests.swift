import Foundation
import Testing

/// `l10n migrate` on a small project shaped like the apps Xcode migrated (docs/migrate.md): an Xcode project,
/// `.strings` in three languages with comments and the file template header, a `.stringsdict` with a plural, a
/// substitution, a device rule and a conflicting key, a key only German has, a broken specifier, an
/// `InfoPlist.strings`, a language folder the project does not build, and SwiftUI code using some keys.
@Suite struct MigrateCommandTests {
    static let project = """
        // !$*UTF8*$!
        {
            objects = {
                A1 /* en */ = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
                A2 /* de */ = {isa = PBXFileReference; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
                A3 /* es */ = {isa = PBXFileReference; name = es; path = es.lproj/Localizable.strings; sourceTree = "<group>"; };
                A4 /* en */ = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.stringsdict; sourceTree = "<group>"; };
                A5 /* de */ = {isa = PBXFileReference; name = de; path = de.lproj/Localizable.stringsdict; sourceTree = "<group>"; };
                A6 /* en */ = {isa = PBXFileReference; name = en; path = en.lproj/InfoPlist.strings; sourceTree = "<group>"; };
                A7 /* de */ = {isa = PBXFileReference; name = de; path = de.lproj/InfoPlist.strings; sourceTree = "<group>"; };
                P1 = {isa = PBXProject; developmentRegion = en; };
            };
        }
        """

    static let english = """
        /*
          Localizable.strings
          App
        */
        "legacy.banner" = "Welcome back";

        /* Title of the settings screen */
        "settings.title" = "Settings";
        /* Shown on the toolbar */
        "Done" = "Done";
        "greeting %@" = "Hello, %@!";
        "conflict.key" = "From strings";
        """

    static let german = """
        "settings.title" = "Einstellungen";
        "Done" = "Fertig";
        "greeting %@" = "Hallo, %d!";
        "only.de" = "Nur Deutsch";
        "legacy.banner" = "Willkommen zurück";
        """

    static let spanish = """
        "settings.title" = "Ajustes";
        "Done" = "Listo";
        "greeting %@" = "¡Hola, %@!";
        """

    static func plural(_ name: String, _ cases: [(String, String)], spec: String = "lld") -> String {
        var text = """
            		<key>\(name)</key>
            		<dict>
            			<key>NSStringFormatSpecTypeKey</key>
            			<string>NSStringPluralRuleType</string>
            			<key>NSStringFormatValueTypeKey</key>
            			<string>\(spec)</string>

            """
        for (category, value) in cases {
            text += "\t\t\t<key>\(category)</key>\n\t\t\t<string>\(value)</string>\n"
        }
        return text + "\t\t</dict>\n"
    }

    static func stringsdict(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(body)</dict>
        </plist>
        """
    }

    static let englishPlurals = stringsdict("""
        	<key>files %lld</key>
        	<dict>
        		<key>NSStringLocalizedFormatKey</key>
        		<string>%#@files@</string>
        \(plural("files", [("one", "%lld file"), ("other", "%lld files")]))	</dict>
        	<key>followed.you %lld</key>
        	<dict>
        		<key>NSStringLocalizedFormatKey</key>
        		<string>%#@count@</string>
        \(plural("count", [("one", "followed you"), ("other", "followed you")]))	</dict>
        	<key>photos %lld albums %lld</key>
        	<dict>
        		<key>NSStringLocalizedFormatKey</key>
        		<string>%#@photos@ in %#@albums@</string>
        \(plural("photos", [("one", "%lld photo"), ("other", "%lld photos")]))\
        \(plural("albums", [("one", "%lld album"), ("other", "%lld albums")]))	</dict>
        	<key>tap.hint</key>
        	<dict>
        		<key>NSStringLocalizedFormatKey</key>
        		<string>%#@device@</string>
        		<key>device</key>
        		<dict>
        			<key>NSStringFormatSpecTypeKey</key>
        			<string>NSStringDeviceSpecificRuleType</string>
        			<key>iphone</key>
        			<string>Tap to open</string>
        			<key>mac</key>
        			<string>Click to open</string>
        			<key>other</key>
        			<string>Select to open</string>
        		</dict>
        	</dict>
        	<key>conflict.key</key>
        	<dict>
        		<key>NSStringLocalizedFormatKey</key>
        		<string>%#@n@</string>
        \(plural("n", [("one", "%lld from stringsdict"), ("other", "%lld from stringsdict")]))	</dict>

        """)

    static let germanPlurals = stringsdict("""
        	<key>files %lld</key>
        	<dict>
        		<key>NSStringLocalizedFormatKey</key>
        		<string>%#@files@</string>
        \(plural("files", [("one", "eine Datei"), ("other", "%lld Dateien")]))	</dict>

        """)

    static let code = """
        import SwiftUI

        struct SettingsView: View {
            let name: String
            var body: some View {
                VStack {
                    Text("settings.title")
                    Button("Done", comment: "Closes the settings") {}
                    Text("greeting \\(name)")
                    Text(String(localized: "tap.hint"))
                    Text(String(localized: "files \\(3)"))
                }
            }
        }
        """

    /// Writes the project; returns its folder.
    static func makeProject() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        _ = try folder.write(project, to: "App.xcodeproj/project.pbxproj")
        _ = try folder.write(english, to: "App/en.lproj/Localizable.strings")
        _ = try folder.write(german, to: "App/de.lproj/Localizable.strings")
        _ = try folder.write(spanish, to: "App/es.lproj/Localizable.strings")
        _ = try folder.write(englishPlurals, to: "App/en.lproj/Localizable.stringsdict")
        _ = try folder.write(germanPlurals, to: "App/de.lproj/Localizable.stringsdict")
        _ = try folder.write("\"CFBundleDisplayName\" = \"Notes\";\n\"NSCameraUsageDescription\" = \"Scans documents\";\n", to: "App/en.lproj/InfoPlist.strings")
        _ = try folder.write("\"NSCameraUsageDescription\" = \"Scannt Dokumente\";\n", to: "App/de.lproj/InfoPlist.strings")
        // On disk, not in the project: Xcode's migration leaves it out.
        _ = try folder.write("\"settings.title\" = \"Réglages\";\n", to: "App/fr.lproj/Localizable.strings")
        _ = try folder.write(code, to: "App/SettingsView.swift")
        return folder
    }

    static func catalog(_ folder: TemporaryDirectory, _ name: String = "App/Localizable.xcstrings") throws -> [String: Any] {
        let data = try Data(contentsOf: folder.url.appendingPathComponent(name))
        return try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func entry(_ catalog: [String: Any], _ key: String) -> [String: Any]? {
        (catalog["strings"] as? [String: Any])?[key] as? [String: Any]
    }

    static func value(_ entry: [String: Any]?, _ language: String) -> String? {
        let localization = (entry?["localizations"] as? [String: Any])?[language] as? [String: Any]
        let unit = localization?["stringUnit"] as? [String: Any]
        return unit?["value"] as? String
    }

    static func localization(_ entry: [String: Any]?, _ language: String) -> [String: Any]? {
        (entry?["localizations"] as? [String: Any])?[language] as? [String: Any]
    }

    static func exists(_ folder: TemporaryDirectory, _ name: String) -> Bool {
        FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(name).path)
    }

    @Test func migratesLikeXcode() throws {
        let folder = try Self.makeProject()
        let result = try L10nProcess.run(["migrate"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "App/InfoPlist.xcstrings\nApp/Localizable.xcstrings\n")
        let catalog = try Self.catalog(folder)
        #expect(catalog["sourceLanguage"] as? String == "en")
        let strings = try #require(catalog["strings"] as? [String: Any])
        // Every key of every language, the German-only one and the conflicting one included; none from fr.
        #expect(Set(strings.keys) == [
            "legacy.banner", "settings.title", "Done", "greeting %@", "conflict.key", "only.de", "files %lld",
            "followed.you %lld", "photos %lld albums %lld", "tap.hint",
        ])
        // Used by code: no extractionState; the table's comment; all values translated.
        let title = Self.entry(catalog, "settings.title")
        #expect(title?["extractionState"] == nil)
        #expect(title?["comment"] as? String == "Title of the settings screen")
        #expect(Self.value(title, "en") == "Settings")
        #expect(Self.value(title, "de") == "Einstellungen")
        #expect(Self.value(title, "es") == "Ajustes")
        #expect(Self.localization(title, "fr") == nil)
        #expect((Self.localization(title, "de")?["stringUnit"] as? [String: Any])?["state"] as? String == "translated")
        // Used by code with a comment there: the code's comment; an English value equal to the key is left out.
        let done = Self.entry(catalog, "Done")
        #expect(done?["extractionState"] == nil)
        #expect(done?["comment"] as? String == "Closes the settings")
        #expect(Self.localization(done, "en") == nil)
        #expect(Self.value(done, "de") == "Fertig")
        // An interpolated use matches the key whatever its specifiers.
        #expect(Self.entry(catalog, "greeting %@")?["extractionState"] == nil)
        #expect(Self.value(Self.entry(catalog, "greeting %@"), "de") == "Hallo, %d!")
        // Not used by code: manual, English value kept; the template header is nobody's comment.
        let banner = Self.entry(catalog, "legacy.banner")
        #expect(banner?["extractionState"] as? String == "manual")
        #expect(banner?["comment"] == nil)
        #expect(Self.value(banner, "en") == "Welcome back")
        let onlyGerman = Self.entry(catalog, "only.de")
        #expect(onlyGerman?["extractionState"] as? String == "manual")
        #expect(Self.value(onlyGerman, "de") == "Nur Deutsch")
        #expect(Self.localization(onlyGerman, "en") == nil)
        // A lone %#@v@ whose cases read the argument: plain plural variations, per language.
        let files = Self.localization(Self.entry(catalog, "files %lld"), "de")
        let plural = (files?["variations"] as? [String: Any])?["plural"] as? [String: Any]
        #expect(((plural?["one"] as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String == "eine Datei")
        #expect(((plural?["other"] as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String == "%lld Dateien")
        // A lone %#@v@ whose cases never read it stays a substitution, without argNum.
        let followed = Self.localization(Self.entry(catalog, "followed.you %lld"), "en")
        #expect((followed?["stringUnit"] as? [String: Any])?["value"] as? String == "%#@count@")
        let count = (followed?["substitutions"] as? [String: Any])?["count"] as? [String: Any]
        #expect(count?["argNum"] == nil)
        #expect(count?["formatSpecifier"] as? String == "lld")
        // Several variables: substitutions, %arg for each one's own argument.
        let photos = Self.localization(Self.entry(catalog, "photos %lld albums %lld"), "en")
        #expect((photos?["stringUnit"] as? [String: Any])?["value"] as? String == "%#@photos@ in %#@albums@")
        let albums = (photos?["substitutions"] as? [String: Any])?["albums"] as? [String: Any]
        let albumsOther = (((albums?["variations"] as? [String: Any])?["plural"] as? [String: Any])?["other"] as? [String: Any])
        #expect((albumsOther?["stringUnit"] as? [String: Any])?["value"] as? String == "%arg albums")
        // Device rule: device variations.
        let tap = Self.localization(Self.entry(catalog, "tap.hint"), "en")
        let device = (tap?["variations"] as? [String: Any])?["device"] as? [String: Any]
        #expect(Set(device?.keys.map { $0 } ?? []) == ["iphone", "mac", "other"])
        #expect(((device?["mac"] as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String == "Click to open")
        // The stringsdict definition wins over the strings one, as the runtime reads them.
        #expect(Self.localization(Self.entry(catalog, "conflict.key"), "en")?["variations"] != nil)
        // InfoPlist.strings → InfoPlist.xcstrings, keys without extractionState.
        let infoPlist = try Self.catalog(folder, "App/InfoPlist.xcstrings")
        #expect(Self.value(Self.entry(infoPlist, "NSCameraUsageDescription"), "de") == "Scannt Dokumente")
        #expect(Self.entry(infoPlist, "CFBundleDisplayName")?["extractionState"] == nil)
        // The summary names what was kept and needs a look, with its place.
        #expect(result.stderr.contains("App/de.lproj/Localizable.strings:4:1: warning: 'only.de' has no 'en' value"))
        #expect(result.stderr.contains("[strings-and-stringsdict]"))
        #expect(result.stderr.contains("App/en.lproj/Localizable.stringsdict:"))
        #expect(result.stderr.contains("[format-specifier-mismatch]"))
        #expect(result.stderr.contains("App/fr.lproj/Localizable.strings: note: not in the Xcode project"))
        #expect(result.stderr.contains("legacy files kept"))
        // The legacy files stay; the output is canonical.
        #expect(Self.exists(folder, "App/en.lproj/Localizable.strings"))
        #expect(Self.exists(folder, "App/de.lproj/Localizable.stringsdict"))
        let format = try L10nProcess.run(["format", "--check", "App"], in: folder.url)
        #expect(format.status == 0, "\(format.stdout)")
        // A second run changes nothing: the existing catalogs already hold it all.
        let again = try L10nProcess.run(["migrate"], in: folder.url)
        #expect(again.status == 0)
        #expect(again.stdout.isEmpty)
        #expect(again.stderr.contains("the existing catalog already holds it"))
    }

    @Test func dryRunWritesNothing() throws {
        let folder = try Self.makeProject()
        let result = try L10nProcess.run(["migrate", "--dry-run", "App"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(!Self.exists(folder, "App/Localizable.xcstrings"))
        #expect(!Self.exists(folder, "App/InfoPlist.xcstrings"))
        #expect(result.stderr.contains(
            "App/Localizable.xcstrings: 10 keys, 3 languages (en, de, es), 4 plurals, 5 used by code, 5 manual, from 5 files\n"))
        #expect(result.stderr.contains("[not-in-development-language]"))
        #expect(result.stderr.contains(
            "App/de.lproj/Localizable.strings:3:25: warning: 'greeting %@': argument 1 is '%@' in the source but '%d' in 'de' [format-specifier-mismatch]"))
        #expect(result.stderr.hasSuffix("migrated 2 tables (12 keys); 3 warnings; dry run: nothing written\n"))
    }

    @Test func mergesIntoAnExistingCatalogWhoseEntriesWin() throws {
        let folder = try Self.makeProject()
        _ = try folder.write("""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "catalog.only" : {
                  "extractionState" : "manual",
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Only here"
                      }
                    }
                  }
                },
                "Done" : {
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Erledigt"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """, to: "App/Localizable.xcstrings")
        let result = try L10nProcess.run(["migrate", "App"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let catalog = try Self.catalog(folder)
        #expect(Self.value(Self.entry(catalog, "catalog.only"), "en") == "Only here")
        #expect(Self.value(Self.entry(catalog, "Done"), "de") == "Erledigt")
        #expect(Self.value(Self.entry(catalog, "Done"), "es") == "Listo")
        #expect(Self.value(Self.entry(catalog, "settings.title"), "es") == "Ajustes")
        #expect(result.stderr.contains(
            "App/de.lproj/Localizable.strings:2:1: warning: 'Done' (de): the catalog has 'Erledigt', the table 'Fertig'; "
                + "the catalog's value is kept [catalog-disagrees]"))
        #expect(result.stderr.contains("merged into the existing catalog"))
    }

    @Test func removeOriginalsDeletesTheMigratedFilesOnly() throws {
        let folder = try Self.makeProject()
        let result = try L10nProcess.run(["migrate", "--remove-originals"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.exists(folder, "App/Localizable.xcstrings"))
        #expect(!Self.exists(folder, "App/en.lproj"))
        #expect(!Self.exists(folder, "App/de.lproj"))
        #expect(!Self.exists(folder, "App/es.lproj/Localizable.strings"))
        // Not migrated (not in the project): kept.
        #expect(Self.exists(folder, "App/fr.lproj/Localizable.strings"))
        #expect(result.stderr.contains("legacy files removed"))
    }

    @Test func unreadableTableIsAnErrorAndNothingIsWritten() throws {
        let folder = try Self.makeProject()
        _ = try folder.write("\"settings.title\" = \"Ajustes\"\n\"Done\" = \"Listo\";\n", to: "App/es.lproj/Localizable.strings")
        let result = try L10nProcess.run(["migrate"], in: folder.url)
        #expect(result.status == 2)
        // At the missing ';', right after the value.
        #expect(result.stderr.hasPrefix("App/es.lproj/Localizable.strings:1:29: error: expected ';' after the value of 'settings.title'"), "\(result.stderr)")
        #expect(!Self.exists(folder, "App/Localizable.xcstrings"))
        #expect(!Self.exists(folder, "App/InfoPlist.xcstrings"))
        let missing = try L10nProcess.run(["migrate", "Nowhere"], in: folder.url)
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("Nowhere: error: no such file or folder"))
    }
}
