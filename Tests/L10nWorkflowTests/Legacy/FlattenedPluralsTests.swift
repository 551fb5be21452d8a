import Foundation
import Testing
import XCStrings

@testable import L10nCatalogChecks
@testable import L10nExchange
@testable import L10nFormats
@testable import L10nTables
@testable import L10nWorkflow

/// Plurals a translation platform flattened into a language's `Localizable.strings` (keys that are Xcode's XLIFF
/// paths into a `.stringsdict`), read back as plurals by `check`, `migrate` and `merge`.
@Suite struct FlattenedPluralsTests {
    /// The development language's plural, as Xcode exports it to XLIFF (`/KEY:dict/files:dict/one:dict/:string`).
    static let english = """
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
        \t<key>Delete %lld items from %@?</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>Delete %1$#@items@ from %2$@?</string>
        \t\t<key>items</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>lld</string>
        \t\t\t<key>one</key>
        \t\t\t<string>%lld item</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%lld items</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>
        """

    /// German: every path with Xcode's `:dict/:string` tail, the format lines included.
    static let german = """
        "Cancel" = "Abbrechen";
        "/%lld file(s) selected:dict/NSStringLocalizedFormatKey:dict/:string" = "%#@files@";
        "/%lld file(s) selected:dict/files:dict/one:dict/:string" = "%lld Datei ausgewählt";
        "/%lld file(s) selected:dict/files:dict/other:dict/:string" = "%lld Dateien ausgewählt";
        "/Delete %lld items from %@?:dict/NSStringLocalizedFormatKey:dict/:string" = "%1$#@items@ aus %2$@ löschen?";
        "/Delete %lld items from %@?:dict/items:dict/one:dict/:string" = "%lld Element";
        "/Delete %lld items from %@?:dict/items:dict/other:dict/:string" = "%lld Elemente";
        """

    /// Russian: the shape of issue 46 (no tail), no format line, the four categories Russian needs.
    static let russian = """
        "Cancel" = "Отмена";
        "/%lld file(s) selected:dict/files:dict/one" = "Выбран %lld файл";
        "/%lld file(s) selected:dict/files:dict/few" = "Выбрано %lld файла";
        "/%lld file(s) selected:dict/files:dict/many" = "Выбрано %lld файлов";
        "/%lld file(s) selected:dict/files:dict/other" = "Выбрано %lld файла";
        """

    @Test func keysAreReadAsPathsIntoAStringsdict() {
        #expect(FlattenedPluralKey("/%lld file(s) selected:dict/files:dict/one")?.key == "%lld file(s) selected")
        #expect(FlattenedPluralKey("/%lld file(s) selected:dict/files:dict/one")?.part == .rule(variable: "files", name: "one"))
        #expect(FlattenedPluralKey("/%lld file(s) selected:dict/files:dict/other:dict/:string")?.part
            == .rule(variable: "files", name: "other"))
        #expect(FlattenedPluralKey("/a:dict/NSStringLocalizedFormatKey:dict/:string")?.key == "a")
        #expect(FlattenedPluralKey("/a:dict/NSStringLocalizedFormatKey:dict/:string")?.part == .format)
        #expect(FlattenedPluralKey("/a:dict/n:dict/NSStringFormatValueTypeKey:dict/:string")?.part
            == .rule(variable: "n", name: "NSStringFormatValueTypeKey"))
        for plain in ["settings.title", "Ratio 1:dict/2", "/a:dict/n:dict/lots", "/:dict/n:dict/one", "a:dict/one"] {
            #expect(FlattenedPluralKey(plain) == nil, "\(plain)")
        }
    }

    func convert(_ files: [String: String]) -> LegacyCatalog {
        let table = LegacyTable(name: "Localizable", folder: "App", sourceLanguage: "en", files: files.keys.sorted().map { path in
            let language = path.split(separator: "/")[1].replacingOccurrences(of: ".lproj", with: "")
            return LegacyTable.File(path: path, language: language, kind: path.hasSuffix("dict") ? .stringsdict : .strings)
        }.sorted { ($0.language == "en" ? 0 : 1, $0.path) < ($1.language == "en" ? 0 : 1, $1.path) })
        return LegacyConversion.convert(table) { path throws(CatalogError) in Array((files[path] ?? "").utf8) }
    }

    @Test func flattenedPluralsAreReadBackAsTheirKeysPlurals() throws {
        let converted = convert([
            "App/en.lproj/Localizable.strings": "\"Cancel\" = \"Cancel\";\n",
            "App/en.lproj/Localizable.stringsdict": Self.english,
            "App/de.lproj/Localizable.strings": Self.german,
            "App/ru.lproj/Localizable.strings": Self.russian,
        ])
        #expect(converted.problems.isEmpty)
        // No flattened path is a key.
        #expect(converted.catalog.entries.keys.sorted() == ["%lld file(s) selected", "Cancel", "Delete %lld items from %@?"])
        let files = try #require(converted.catalog["%lld file(s) selected"])
        let german = try #require(files.localizations["de"]?.variations?.plural)
        #expect(german.keys == ["one", "other"])
        #expect(german["one"]?.stringUnit?.value == "%lld Datei ausgewählt")
        let russian = try #require(files.localizations["ru"]?.variations?.plural)
        #expect(russian.keys == ["one", "few", "many", "other"])
        #expect(russian["many"]?.stringUnit?.value == "Выбрано %lld файлов")
        // A format around its variable is a substitution, as the development language's is.
        let delete = try #require(converted.catalog["Delete %lld items from %@?"]?.localizations["de"])
        #expect(delete.stringUnit?.value == "%#@items@ aus %2$@ löschen?")
        #expect(delete.substitutions?["items"]?.argNum == 1)
        #expect(delete.substitutions?["items"]?.formatSpecifier == "lld")
        #expect(delete.substitutions?["items"]?.variations?.plural?["other"]?.stringUnit?.value == "%lld Elemente")
        // One record per file, at its first flattened line.
        #expect(converted.flattenedPlurals.map { "\($0.language) \($0.position) \($0.keys)" } == [
            "de 2:1 [\"%lld file(s) selected\", \"Delete %lld items from %@?\"]",
            "ru 2:1 [\"%lld file(s) selected\"]",
        ])
        // The translations point into the file they were read from.
        let place = converted.sourceMap.location(
            key: "%lld file(s) selected", language: "ru", position: try #require(russian["few"]?.stringUnit?.valuePosition))
        #expect(place.file == "App/ru.lproj/Localizable.strings" && place.position.line == 3)
    }

    @Test func aStringsdictOfTheLanguageWinsAndNothingIsFlattened() {
        let dict = Self.english.replacingOccurrences(of: "file selected", with: "Datei").replacingOccurrences(of: "files selected", with: "Dateien")
        let converted = convert([
            "App/en.lproj/Localizable.stringsdict": Self.english,
            "App/de.lproj/Localizable.strings": Self.german,
            "App/de.lproj/Localizable.stringsdict": dict,
        ])
        #expect(converted.catalog["%lld file(s) selected"]?.localizations["de"]?.variations?.plural?["one"]?.stringUnit?.value == "%lld Datei")
        #expect(converted.flattenedPlurals.isEmpty)
    }

    @Test func checkReportsOneFindingPerLanguageAndCountsThePlurals() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("flat-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        // Russian lacks 'few' here: no plural finding is made of it, the one finding stands for all.
        let files = [
            "App/en.lproj/Localizable.strings": "\"Cancel\" = \"Cancel\";\n",
            "App/en.lproj/Localizable.stringsdict": Self.english,
            "App/de.lproj/Localizable.strings": Self.german,
            "App/ru.lproj/Localizable.strings": Self.russian.replacingOccurrences(
                of: "\"/%lld file(s) selected:dict/files:dict/few\" = \"Выбрано %lld файла\";\n", with: ""),
        ]
        for (path, text) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
        let configuration = L10nConfiguration(languages: ["en", "de", "ru"], file: root + "/.l10n.json", baseDirectory: root)
        let outcome = CheckRun.run(CheckRequest(paths: ["App"], configuration: configuration, currentDirectory: root))
        #expect(outcome.failures.isEmpty)
        let lines = outcome.diagnostics.map {
            "\($0.location.file.replacingOccurrences(of: root + "/", with: "")):\($0.location.line) \($0.ruleID) \($0.language ?? "")"
        }
        #expect(lines.filter { $0.contains("flattened-plurals") } == [
            "App/de.lproj/Localizable.strings:2 flattened-plurals de",
            "App/ru.lproj/Localizable.strings:2 flattened-plurals ru",
        ])
        #expect(outcome.diagnostics.first { $0.ruleID == "flattened-plurals" }?.message
            == "the plural translations for 'de' are flattened into Localizable.strings and never used (2 keys: '%lld file(s) selected', 'Delete %lld items from %@?'); give 'de' a .stringsdict or run 'l10n migrate'")
        // Nothing else is said of the flattened plurals in German or Russian (Russian's missing 'few' included),
        // and no path is a key.
        #expect(!outcome.diagnostics.contains { diagnostic in
            diagnostic.key?.contains(":dict/") == true
                || diagnostic.key == "%lld file(s) selected" && ["de", "ru"].contains(diagnostic.language ?? "")
        }, "\(lines)")
        // The plurals count: German has all three keys; Russian the plural it lacks 'few' of is not complete.
        let coverage = try #require(outcome.coverage.first)
        #expect(coverage.languages.first { $0.language == "de" }?.translated == 3)
        #expect(coverage.languages.first { $0.language == "ru" }?.translated == 1)
    }

    @Test func mergeTakesFlattenedUnitsAsPluralCases() throws {
        var catalog = StringCatalog(sourceLanguage: "en")
        let english = convert(["App/en.lproj/Localizable.stringsdict": Self.english]).catalog
        catalog.entries = english.entries
        func unit(_ key: String, _ target: String) -> TranslationUnit {
            TranslationUnit(
                file: "Localizable.xcstrings", key: key, source: "", target: target, state: "translated",
                sourceLanguage: "en", targetLanguage: "de")
        }
        let result = TranslationImport.apply([
            unit("/%lld file(s) selected:dict/NSStringLocalizedFormatKey:dict/:string", "%#@files@"),
            unit("/%lld file(s) selected:dict/files:dict/one:dict/:string", "%lld Datei ausgewählt"),
            unit("/%lld file(s) selected:dict/files:dict/other", "%lld Dateien ausgewählt"),
            unit("/Delete %lld items from %@?:dict/items:dict/other:dict/:string", "%lld Elemente"),
        ], to: catalog, catalogPath: "Localizable.xcstrings", language: "de")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let files = try #require(result.catalog["%lld file(s) selected"]?.localizations["de"]?.variations?.plural)
        #expect(files["one"]?.stringUnit?.value == "%lld Datei ausgewählt")
        #expect(files["other"]?.stringUnit?.value == "%lld Dateien ausgewählt")
        let items = result.catalog["Delete %lld items from %@?"]?.localizations["de"]?.substitutions?["items"]
        #expect(items?.variations?.plural?["other"]?.stringUnit?.value == "%arg Elemente")
        #expect(result.changes.count == 3)
    }
}
