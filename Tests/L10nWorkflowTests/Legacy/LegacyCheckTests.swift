import Foundation
import Testing
import XCStrings

@testable import L10nCatalogChecks
@testable import L10nTables
@testable import L10nWorkflow

/// `check` and `report` on a small legacy project written here: English-as-key, UTF-16 German, plurals in a
/// folder of their own, a project file naming the development region.
@Suite struct LegacyCheckTests {
    func write(_ root: String, _ files: [String: [UInt8]]) throws {
        for (path, bytes) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: full))
        }
    }

    /// An XML property list whose top dictionary holds `entries`.
    func plist(_ entries: String) -> [UInt8] {
        Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\(entries)\n</dict>\n</plist>".utf8)
    }

    func utf16(_ text: String) -> [UInt8] { [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } }

    @Test func checksLegacyTablesWithFindingsInTheirFiles() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("legacy-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let plural = { (one: String, other: String) in self.plist("""
            \t<key>%d items</key>
            \t<dict>
            \t\t<key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            \t\t<key>n</key>
            \t\t<dict>
            \t\t\t<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            \(one)\t\t\t<key>other</key><string>\(other)</string>
            \t\t</dict>
            \t</dict>
            """) }
        try write(root, [
            "App.xcodeproj/project.pbxproj": Array("developmentRegion = en;\n".utf8),
            "App/en.lproj/Localizable.strings": Array("/* Greeting */\n\"Hello %@\" = \"Hello %@\";\n".utf8),
            "App/de.lproj/Localizable.strings": utf16("\"Hello %@\" = \"Hallo %d\";\n\"Setup Wallet\" = \"Wallet einrichten\";\n\"Save 20% off on a plan\" = \"20 % sparen\";\n"),
            "App/Plurals/en.lproj/Localizable.stringsdict": plural("\t\t\t<key>one</key><string>%d item</string>\n", "%d items"),
            "App/Plurals/de.lproj/Localizable.stringsdict": plural("", "%d Dinge"),
            "App/View.swift": Array("""
                import SwiftUI
                struct V: View {
                    var body: some View {
                        Text("Setup Wallet")
                        Text("Hello \\(name)", comment: "greeting")
                        Text("Nowhere in any table")
                        Text("Save 20% off on a plan")
                    }
                }
                let items = String(format: NSLocalizedString("%d items", comment: "count"), 3)
                """.utf8),
        ])
        let configuration = L10nConfiguration(
            languages: ["en", "de"], englishKeys: true, file: root + "/.l10n.json", baseDirectory: root)
        let outcome = CheckRun.run(CheckRequest(paths: ["."], configuration: configuration, currentDirectory: root))
        #expect(outcome.failures.isEmpty)
        let lines = outcome.diagnostics.map { "\($0.location.file.replacingOccurrences(of: root + "/", with: "")):\($0.location.line):\($0.location.column) \($0.ruleID) \($0.key ?? "")" }
        // A literal a German table translates is a key, not hardcoded text (also when '% o' in it reads as a
        // format specifier); a literal no table holds is hardcoded.
        #expect(!lines.contains { $0.contains("hardcoded-string") && $0.contains("View.swift:4") })
        #expect(!lines.contains { $0.contains("hardcoded-string") && $0.contains("View.swift:7") })
        #expect(lines.contains { $0.hasPrefix("App/View.swift:6") && $0.contains("hardcoded-string") })
        // The missing German plural category points into the German stringsdict.
        #expect(lines.contains { $0.hasPrefix("App/Plurals/de.lproj/Localizable.stringsdict:") && $0.contains("plural-missing-category") })
        // The format specifier mismatch is reported on the table's key.
        #expect(lines.contains { $0.contains("format-specifier-mismatch Hello %@") && $0.hasPrefix("App/") && $0.contains(".lproj/Localizable.strings:") })
        // German lacks nothing but is counted over all three keys of the table.
        let coverage = try #require(outcome.coverage.first { $0.file == root + "/App/en.lproj/Localizable.strings" })
        #expect(coverage.sourceLanguage == "en")
        #expect(coverage.languages.map(\.language).sorted() == ["de", "en"])

        // A catalog of the same name beside the lproj folders: one half-migrated finding, the catalog checked.
        try write(root, ["App/Localizable.xcstrings": Array(#"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#.utf8)])
        let half = CheckRun.run(CheckRequest(paths: ["."], configuration: configuration, currentDirectory: root))
        #expect(half.diagnostics.filter { $0.ruleID == "half-migrated-table" }.count == 1)
        #expect(!half.diagnostics.contains { $0.location.file.hasSuffix(".stringsdict") })
    }

    /// Corona-Warn-App's countdown: `seconds` is named only inside `minutes`' cases, and Foundation reads it from
    /// the entry's variables; a translation naming a variable the entry lacks is still reported.
    @Test func aVariableNamedInsideAnothersCasesIsASubstitution() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("legacy-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let table = { (inner: String) in self.plist("""
            \t<key>Home_Risk_Status_Counter_Label</key>
            \t<dict>
            \t\t<key>NSStringLocalizedFormatKey</key><string>%#@minutes@</string>
            \t\t<key>minutes</key>
            \t\t<dict>
            \t\t\t<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            \t\t\t<key>NSStringFormatValueTypeKey</key><string>u</string>
            \t\t\t<key>one</key><string>Update in %02u:%2$#@\(inner)@ minute</string>
            \t\t\t<key>other</key><string>Update in %02u:%2$#@\(inner)@ minutes</string>
            \t\t</dict>
            \t\t<key>seconds</key>
            \t\t<dict>
            \t\t\t<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            \t\t\t<key>NSStringFormatValueTypeKey</key><string>u</string>
            \t\t\t<key>one</key><string>%02u</string>
            \t\t\t<key>other</key><string>%02u</string>
            \t\t</dict>
            \t</dict>
            """) }
        try write(root, [
            "App.xcodeproj/project.pbxproj": Array("developmentRegion = en;\n".utf8),
            "App/en.lproj/Localizable.stringsdict": table("seconds"),
            "App/de.lproj/Localizable.stringsdict": table("seconds"),
            "App/pl.lproj/Localizable.stringsdict": table("sekundy"),
        ])
        let configuration = L10nConfiguration(
            languages: ["en", "de", "pl"], file: root + "/.l10n.json", baseDirectory: root)
        let outcome = CheckRun.run(CheckRequest(paths: ["."], configuration: configuration, currentDirectory: root))
        let mismatches = outcome.diagnostics.filter { $0.ruleID == "format-specifier-mismatch" }
        #expect(mismatches.count == 2, "\(mismatches.map(\.message))")
        #expect(mismatches.allSatisfy { $0.location.file.hasSuffix("pl.lproj/Localizable.stringsdict") && $0.message.contains("'sekundy'") })
    }

    @Test func unparsableFileIsOneProblemAndTheRestIsRead() {
        let table = LegacyTable(name: "L", folder: "", sourceLanguage: "en", files: [
            LegacyTable.File(path: "en.lproj/L.strings", language: "en", kind: .strings),
            LegacyTable.File(path: "de.lproj/L.strings", language: "de", kind: .strings),
            LegacyTable.File(path: "fr.lproj/L.strings", language: "fr", kind: .strings),
        ])
        let converted = LegacyConversion.convert(table) { path throws(CatalogError) in
            if path.hasPrefix("fr") { throw CatalogError(file: path, line: 0, column: 0, message: "permission denied") }
            return path.hasPrefix("de") ? Array("\"a\" = \"b\"\n\"c\" = \"d\";".utf8) : Array("\"a\" = \"A\";".utf8)
        }
        // A file that parses not: a problem where the ';' is missing (a finding), its entries left out.
        #expect(converted.problems.map { "\($0.file):\($0.position) \($0.message)" } == [
            "de.lproj/L.strings:1:10 expected ';' after the value of 'a'; Foundation cannot read this file, so none of its entries are loaded"
        ])
        #expect(converted.problems.first?.kind == .unreadableFile)
        #expect(converted.catalog["a"]?.localizations["de"] == nil)
        // A file whose bytes cannot be read at all: a failure (check stops with status 2).
        #expect(converted.failures.map(\.file) == ["fr.lproj/L.strings"])
        #expect(converted.catalog["a"]?.localizations["en"]?.stringUnit?.value == "A")
    }

    /// Latest's shape: `hi.lproj/Localizable.strings` lies on disk, but the project's variant group names only the
    /// other languages' files, so the app ships no Hindi: nothing of it is checked or counted. A project that names
    /// no file of the table (a folder reference) builds every file on disk.
    @Test func aTableFileTheProjectDoesNotBuildIsLeftOut() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("legacy-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = """
            501EA9851EB1BA4400D05821 /* en */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
            501EA9861EB1BA4400D05821 /* de */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };

            """
        try write(root, [
            "Latest.xcodeproj/project.pbxproj": Array(project.utf8),
            "Latest/Resources/en.lproj/Localizable.strings": Array("\"RemoteVersion\" = \"Version %@\";\n\"Cancel\" = \"Cancel\";\n".utf8),
            "Latest/Resources/de.lproj/Localizable.strings": Array("\"RemoteVersion\" = \"Version %@\";\n".utf8),
            "Latest/Resources/hi.lproj/Localizable.strings": Array("\"RemoteVersion\" = \"संस्करण %a\";\n".utf8),
            "Other/en.lproj/Help.strings": Array("\"Title %@\" = \"Help for %@\";\n".utf8),
            "Other/hi.lproj/Help.strings": Array("\"Title %@\" = \"%d के लिए सहायता\";\n".utf8),
        ])
        let configuration = L10nConfiguration(languages: ["en", "de"], file: root + "/.l10n.json", baseDirectory: root)
        let outcome = CheckRun.run(CheckRequest(paths: ["."], configuration: configuration, currentDirectory: root))
        let found = outcome.diagnostics.map { "\($0.location.file.replacingOccurrences(of: root + "/", with: "")) \($0.ruleID)" }
        #expect(found.contains("Latest/Resources/en.lproj/Localizable.strings missing-translation"), "\(found)")
        #expect(!found.contains { $0.hasPrefix("Latest/Resources/hi.lproj") }, "\(found)")
        // The project names no file of 'Help': its Hindi is on disk and is checked.
        #expect(found.contains("Other/hi.lproj/Help.strings format-specifier-mismatch"), "\(found)")
    }

    /// Latest's storyboard table: text fields the code fills are titled `<dnl>` in Interface Builder, and half the
    /// languages copy the marker while the others leave it out. Nothing to translate: no missing or copied
    /// translation, no coverage; a real title beside it still counts.
    @Test func aPlaceholderInAngleBracketsIsNothingToTranslate() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("legacy-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(root, [
            "Latest/Interface/en.lproj/Main.strings": Array("""
                /* Class = "NSTextFieldCell"; title = "<dnl>"; ObjectID = "rK6-RZ-Ga6"; */
                "rK6-RZ-Ga6.title" = "<dnl>";

                /* Class = "NSMenuItem"; title = "Make Lower Case"; ObjectID = "SKi-gD-wYr"; */
                "SKi-gD-wYr.title" = "Make Lower Case";

                "settings.update.available" = "Update available";

                """.utf8),
            // A key code reads from the same table (a table of Interface Builder keys alone, without its storyboard,
            // is nothing to translate: `OrphanInterfaceBuilderTableTests`).
            "Latest/Interface/de.lproj/Main.strings": Array("\"rK6-RZ-Ga6.title\" = \"<dnl>\";\n\"settings.update.available\" = \"Update verfügbar\";\n".utf8),
        ])
        let configuration = L10nConfiguration(languages: ["en", "de"], file: root + "/.l10n.json", baseDirectory: root)
        let outcome = CheckRun.run(CheckRequest(paths: ["."], configuration: configuration, currentDirectory: root))
        #expect(outcome.diagnostics.map { "\($0.ruleID) \($0.key ?? "")" } == ["missing-translation SKi-gD-wYr.title"])
        let german = outcome.summary.catalogs.first?.languages.first { $0.language == "de" }
        #expect(german?.translated == 1 && german?.total == 2)
        #expect(TranslationNeeds.isPlaceholder("<dnl>") && !TranslationNeeds.isPlaceholder("<b>Bold</b>")
            && !TranslationNeeds.isPlaceholder("< 5 >") && !TranslationNeeds.isPlaceholder("<>"))
    }
}
