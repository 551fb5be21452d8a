import Foundation
import Testing
import XCStrings

@testable import L10nTables

@Suite struct LegacyParserTests {
    static let sample = "/* Title of the wallet screen */\n\"Setup Wallet\" = \"Wallet einrichten\";\n// line comment\nunquoted_key = \"caf\\U00e9 \\\"q\\\" \\\\ \\n \\101\";\n\"Only\";\n"

    func utf16(_ text: String, bigEndian: Bool, bom: Bool) -> [UInt8] {
        var bytes: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for unit in text.utf16 {
            let pair = [UInt8(unit >> 8), UInt8(unit & 0xFF)]
            bytes += bigEndian ? pair : pair.reversed()
        }
        return bytes
    }

    func check(_ file: StringsFile) {
        #expect(file.entries.map(\.key) == ["Setup Wallet", "unquoted_key", "Only"])
        #expect(file.entries[0].value == "Wallet einrichten")
        #expect(file.entries[0].comment == "Title of the wallet screen")
        #expect(file.entries[0].position == SourcePosition(line: 2, column: 1))
        #expect(file.entries[0].valuePosition == SourcePosition(line: 2, column: 18))
        #expect(file.entries[1].comment == "line comment")
        #expect(file.entries[1].value == "café \"q\" \\ \n A")
        #expect(file.entries[2].value == "Only")
    }

    @Test func readsOldStyleInEveryEncoding() throws {
        let text = Self.sample
        check(try StringsFile(bytes: Array(text.utf8), path: "a.strings"))
        check(try StringsFile(bytes: [0xEF, 0xBB, 0xBF] + Array(text.utf8), path: "a.strings"))
        // A byte order mark written twice.
        check(try StringsFile(bytes: [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array(text.utf8), path: "a.strings"))
        for bigEndian in [false, true] {
            for bom in [false, true] {
                let file = try StringsFile(bytes: utf16(text, bigEndian: bigEndian, bom: bom), path: "a.strings")
                check(file)
                #expect(file.encoding == (bigEndian ? .utf16BigEndian : .utf16LittleEndian))
            }
        }
        check(try StringsFile(bytes: utf16("\u{FEFF}" + text, bigEndian: false, bom: true), path: "a.strings"))
    }

    /// The comment right before an entry is its comment; one a blank line separates from it (the file's header,
    /// a section title) is not, as Xcode's migration of Bark (e5752f3) shows.
    /// Only a capital `\U` starts a hexadecimal escape (CFOldStylePList); a small `\u` is the letter itself, so
    /// AuroraEditor's `"\u{26A0} Update"` reads `u{26A0} Update` and the rest of the table loads.
    @Test func aSmallUIsTheLetterItself() throws {
        let file = try StringsFile(bytes: Array("\"warning\" = \"\\u{26A0} Update\";\n\"next\" = \"\\U26A0\";\n".utf8), path: "L.strings")
        #expect(file.entries.map(\.value) == ["u{26A0} Update", "\u{26A0}"])
    }

    @Test func aCommentBeforeABlankLineIsNotTheEntrysComment() throws {
        let text = """
            /*
              Localizable.strings
              Bark

              Created by huangfeng on 2018/6/27.
            */

            "SecureConnection" = "Secure connection";
            /* The server list's title */
            "serverList" = "Servers";
            // Settings

            "AddServer" = "Add server";

            """
        let file = try StringsFile(bytes: Array(text.utf8), path: "en.lproj/Localizable.strings")
        #expect(file.entries.map(\.key) == ["SecureConnection", "serverList", "AddServer"])
        #expect(file.entries.map(\.comment) == [nil, "The server list's title", nil])
    }

    @Test func lastDefinitionWinsAndIsNoted() throws {
        let file = try StringsFile(bytes: Array("\"a\" = \"1\";\n\"a\" = \"2\";\n".utf8), path: "a.strings")
        #expect(file.entries.count == 1)
        #expect(file.entries[0].value == "2")
        #expect(file.duplicates.first?.ignored == SourcePosition(line: 1, column: 1))
        #expect(file.duplicates.first?.kept == SourcePosition(line: 2, column: 1))
    }

    @Test func malformedInputIsOneErrorWithPosition() {
        let cases: [(String, String)] = [
            // Where the ';' is missing: right after the value, not where the next line starts.
            ("\"a\" = \"b\"\n\"c\" = \"d\";", "a.strings:1:10: error: expected ';' after the value of 'a'"),
            // A stray character before any entry: Foundation refuses the file ("Unexpected character").
            ("=\"a\" = \"b\";", "a.strings:1:1: error: expected a quoted key, found '='"),
            // Inside braces: Foundation expects the closing '}' and refuses the file.
            ("{\n\"a\" = \"b\";=\n}", "a.strings:2:11: error: expected a quoted key, found '='"),
            ("\"a\" = \"b;\n", "a.strings:1:7: error: unterminated string"),
            ("\"a\" = ;", "a.strings:1:7: error: expected a value, found ';'"),
        ]
        for (text, expected) in cases {
            do {
                _ = try StringsFile(bytes: Array(text.utf8), path: "a.strings")
                Issue.record("no error for \(text)")
            } catch {
                #expect(error.description == expected)
            }
        }
        #expect(throws: CatalogError.self) { try StringsFile(bytes: [0x22, 0xC3, 0x28, 0x22], path: "a.strings") }
        #expect(throws: CatalogError.self) { try StringsFile(bytes: [0xFF, 0xFE, 0x22], path: "a.strings") }
    }

    @Test func readsXMLAndBinaryStrings() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>Done</key>
            \t<string>Fertig &amp; gut\u{7}</string>
            </dict>
            </plist>
            """
        let file = try StringsFile(bytes: Array(xml.utf8), path: "a.strings")
        #expect(file.form == .xml)
        #expect(file.entries.first?.value == "Fertig & gut\u{7}")
        #expect(file.entries.first?.position == SourcePosition(line: 5, column: 2))
        // bplist00 with {"Done": "Fertig"}: dict, two ASCII strings; offsets 8, 11, 16.
        var bytes = Array("bplist00".utf8)
        bytes += [0xD1, 0x01, 0x02]
        bytes += [0x54] + Array("Done".utf8)
        bytes += [0x56] + Array("Fertig".utf8)
        let table = bytes.count
        bytes += [8, 11, 16]
        bytes += [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 3] + [0, 0, 0, 0, 0, 0, 0, 0]
            + [0, 0, 0, 0, 0, 0, 0, UInt8(table)]
        let binary = try StringsFile(bytes: bytes, path: "b.strings")
        #expect(binary.form == .binary)
        #expect(binary.entries.first?.key == "Done")
        #expect(binary.entries.first?.value == "Fertig")
        // Truncated or self-referencing binaries are errors, not crashes.
        #expect(throws: CatalogError.self) { try StringsFile(bytes: Array(bytes.prefix(20)), path: "b.strings") }
        var cyclic = bytes
        cyclic[9] = 0
        #expect(throws: CatalogError.self) { try StringsFile(bytes: cyclic, path: "b.strings") }
    }

    static let stringsdict = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>%d of %d files</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@done@ of %#@total@</string>
        \t\t<key>done</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key><string>d</string>
        \t\t\t<key>zero</key><string>none</string>
        \t\t\t<key>one</key><string>%d</string>
        \t\t\t<key>few</key><string>%d</string>
        \t\t\t<key>many</key><string>%d</string>
        \t\t\t<key>other</key><string>%d</string>
        \t\t</dict>
        \t\t<key>total</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key><string>d</string>
        \t\t\t<key>one</key><string>%d file</string>
        \t\t\t<key>other</key><string>%d files</string>
        \t\t</dict>
        \t</dict>
        \t<key>%d items</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key><string>%#@items@</string>
        \t\t<key>items</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        \t\t\t<key>one</key><string>%d item</string>
        \t\t\t<key>other</key><string>%d items</string>
        \t\t</dict>
        \t</dict>
        \t<key>Welcome</key>
        \t<dict>
        \t\t<key>NSStringDeviceSpecificRuleType</key>
        \t\t<dict><key>iphone</key><string>Tap</string><key>mac</key><string>Click</string></dict>
        \t</dict>
        \t<key>Title</key>
        \t<dict>
        \t\t<key>NSStringVariableWidthRuleType</key>
        \t\t<dict><key>1</key><string>T</string><key>20</key><string>Title long</string></dict>
        \t</dict>
        </dict>
        </plist>
        """

    @Test func convertsStringsdictAsXcodeWould() throws {
        let dict = try StringsDictFile(bytes: Array(Self.stringsdict.utf8), path: "en.lproj/L.stringsdict")
        #expect(dict.entries.map(\.key) == ["%d of %d files", "%d items", "Welcome", "Title"])
        #expect(dict.entries[0].format?.variables.map(\.name) == ["done", "total"])
        #expect(dict.entries[0].format?.variables[0].cases.map(\.name) == ["zero", "one", "few", "many", "other"])

        let table = LegacyTable(
            name: "L", folder: "", sourceLanguage: "en",
            files: [LegacyTable.File(path: "en.lproj/L.stringsdict", language: "en", kind: .stringsdict)])
        let converted = LegacyConversion.convert(table) { _ throws(CatalogError) in Array(Self.stringsdict.utf8) }
        #expect(converted.failures.isEmpty)
        let catalog = converted.catalog
        let several = try #require(catalog["%d of %d files"]?.localizations["en"])
        #expect(several.stringUnit?.value == "%#@done@ of %#@total@")
        // As Xcode migrated IceCubesApp (aa7c1b87): arguments taken in order get no argNum, and each case writes
        // its variable's own number as %arg.
        #expect(several.substitutions?["done"]?.argNum == nil)
        #expect(several.substitutions?["total"]?.argNum == nil)
        #expect(several.substitutions?["total"]?.variations?.plural(.other)?.stringUnit?.value == "%arg files")
        #expect(several.substitutions?["done"]?.variations?.plural(.zero)?.stringUnit?.value == "none")
        #expect(several.substitutions?["done"]?.formatSpecifier == "d")
        #expect(several.substitutions?["done"]?.variations?.plural?.keys == ["zero", "one", "few", "many", "other"])
        let plural = try #require(catalog["%d items"]?.localizations["en"])
        #expect(plural.stringUnit == nil)
        #expect(plural.variations?.plural(.one)?.stringUnit?.value == "%d item")
        #expect(plural.variations?.plural(.one)?.stringUnit?.state == .translated)
        #expect(catalog["Welcome"]?.localizations["en"]?.variations?.device(.mac)?.stringUnit?.value == "Click")
        #expect(catalog["Title"]?.localizations["en"]?.stringUnit?.value == "Title long")
        #expect(converted.issues.map(\.kind) == [.widthVariants])
        #expect(catalog["%d items"]?.position == SourcePosition(line: 26, column: 2))
    }

    /// A folder named for no language (Element's `pr.lproj`) is loaded for no user: not read as a translation;
    /// regions, scripts, three-letter codes, legacy names and `qqq` are.
    @Test func aFolderNamedForNoLanguageIsNoTable() {
        let tables = LegacyTableFinder.group([
            "App/en.lproj/Localizable.strings", "App/pr.lproj/Localizable.strings", "App/pt-BR.lproj/Localizable.strings",
            "App/zh_CN.lproj/Localizable.strings", "App/kab.lproj/Localizable.strings", "App/qqq.lproj/Localizable.strings",
            "App/German.lproj/Localizable.strings", "App/sr-Latn.lproj/Localizable.strings",
        ], fallbackSourceLanguage: "en")
        #expect(tables.count == 1)
        // `qqq` is read apart, as message documentation.
        #expect(tables.first?.files.map(\.language).sorted() == ["German", "en", "kab", "pt-BR", "sr-Latn", "zh_CN"])
        #expect(LegacyTableFinder.isLanguageFolderName("qqq"))
        #expect(!LegacyTableFinder.isLanguageFolderName("pr"))
        #expect(LegacyTableFinder.isLanguageFolderName("Base"))
    }

    /// Clendar's widget keeps its Traditional Chinese in `zh-hant.lproj`, which its Xcode project lists as `zh-Hant`:
    /// the table is that language's, written as every other table writes it, not a language of its own.
    @Test func aFolderWrittenInSmallLettersIsItsLanguage() {
        let tables = LegacyTableFinder.group([
            "Widget/en.lproj/Widget.strings", "Widget/zh-hant.lproj/Widget.strings", "Widget/pt-br.lproj/Widget.strings",
            "Widget/es-419.lproj/Widget.strings",
        ], fallbackSourceLanguage: "en")
        #expect(tables.first?.files.map(\.language).sorted() == ["en", "es-419", "pt-BR", "zh-Hant"])
        #expect(tables.first?.files.first { $0.language == "zh-Hant" }?.path == "Widget/zh-hant.lproj/Widget.strings")
        #expect(LegacyTableFinder.canonicalCase("Base") == "Base")
    }

    /// A table with no `en` and one English of a region (immuni's `en-GB.lproj`, an XcodeGen project with no
    /// `.xcodeproj` to name a development region) is written in that English; with `en` beside it, `en` stays.
    @Test func anEnglishOfARegionIsTheSourceWhereNoEnglishIs() {
        let british = LegacyTableFinder.group([
            "App/Resources/en-GB.lproj/Localizable.strings", "App/Resources/it.lproj/Localizable.strings",
            "App/Resources/de.lproj/Localizable.strings",
        ], fallbackSourceLanguage: "en")
        #expect(british.first?.sourceLanguage == "en-GB")
        let both = LegacyTableFinder.group([
            "App/en.lproj/Localizable.strings", "App/en-GB.lproj/Localizable.strings", "App/de.lproj/Localizable.strings",
        ], fallbackSourceLanguage: "en")
        #expect(both.first?.sourceLanguage == "en")
        let german = LegacyTableFinder.group([
            "App/de.lproj/Localizable.strings", "App/en-GB.lproj/Localizable.strings",
        ], fallbackSourceLanguage: "de")
        #expect(german.first?.sourceLanguage == "de")
    }

    @Test func groupsTablesByTargetFolder() {
        let tables = LegacyTableFinder.group([
            "App/Base.lproj/Localizable.strings", "App/de.lproj/Localizable.strings",
            "App/Plurals/en.lproj/Localizable.stringsdict", "App/Widget/en.lproj/Localizable.strings",
            "App/de.lproj/InfoPlist.strings", "App/notes/Localizable.strings",
        ], fallbackSourceLanguage: "en")
        #expect(tables.map { "\($0.folder)|\($0.name)" } == ["App|InfoPlist", "App|Localizable", "App/Widget|Localizable"])
        let localizable = tables[1]
        #expect(localizable.files.map(\.path) == [
            "App/Base.lproj/Localizable.strings", "App/Plurals/en.lproj/Localizable.stringsdict",
            "App/de.lproj/Localizable.strings",
        ])
        #expect(localizable.languages == ["en", "de"])
        #expect(LegacyTableFinder.developmentRegion(inProject: "\t\t\tdevelopmentRegion = de;\n") == "de")
        // Soundscape's `developmentRegion = en_US` beside its `en-US.lproj`: one language, as Foundation reads it.
        #expect(LegacyTableFinder.spelledAsTable("en_US", ["en-US", "fr-FR", "da-DK"]) == "en-US")
        #expect(LegacyTableFinder.spelledAsTable("en", ["en-US", "fr-FR"]) == "en-US")
        #expect(LegacyTableFinder.spelledAsTable("en-US", ["en", "fr"]) == "en")
        #expect(LegacyTableFinder.spelledAsTable("en", ["en-US", "en-GB"]) == "en")
        #expect(LegacyTableFinder.spelledAsTable("de", ["de", "en"]) == "de")
    }
}
