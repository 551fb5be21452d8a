import Foundation
import L10nWorkflow
import Testing

/// MiaoYan's macOS tables (`Resources/Localization/*.lproj/Localizable.strings`, no `.stringsdict`) write 'note(s)'
/// in every language, while only its iOS app's catalog (`MiaoYanMobile/Resources/Localizable.xcstrings`) varies by
/// plural: each part of the project keeps its own practice, so the tables get no `plural-candidate`. A table in
/// the same part as the plural catalog still does.
@Suite struct PluralHomeTests {
    static let pluralCatalog = """
        { "sourceLanguage" : "en", "version" : "1.0", "strings" : { "%lld notes" : { "localizations" : { "en" : {
          "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld note" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld notes" } } } } } } } } }
        """

    static let stringsdict = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict><key>%d courses</key><dict>
          <key>NSStringLocalizedFormatKey</key><string>%#@courses@</string>
          <key>courses</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>%d course</string><key>other</key><string>%d courses</string></dict>
        </dict></dict></plist>
        """

    func pluralCandidates(tablesIn folder: String, stringsdictIn other: String? = nil) throws -> [String] {
        let project = try CheckRunTests.Folder()
        _ = try project.write(Self.pluralCatalog, "MiaoYanMobile/Resources/Localizable.xcstrings")
        if let other {
            _ = try project.write("\"%d courses\" = \"%d courses\";\n", "\(other)/en.lproj/Courses.strings")
            _ = try project.write(Self.stringsdict, "\(other)/en.lproj/Courses.stringsdict")
        }
        _ = try project.write("\"%d files deleted\" = \"%d files deleted\";\n", "\(folder)/en.lproj/Localizable.strings")
        _ = try project.write("\"%d files deleted\" = \"%d archivo(s) eliminado(s)\";\n", "\(folder)/es.lproj/Localizable.strings")
        _ = try project.write("""
            import Foundation
            func deleted(_ count: Int) -> String { String(format: NSLocalizedString("%d files deleted", comment: ""), count) }
            func notes(_ count: Int) -> String { String(localized: "\\(count) notes") }
            """, "Sources/Notes.swift")
        return CheckRun.run(CheckRequest(paths: ["."], languages: ["en", "es"], currentDirectory: project.path)).diagnostics
            .filter { $0.ruleID == "plural-candidate" }.map(\.location.file).sorted()
    }

    @Test func tablesOfAPartWithoutPluralsKeepTheirPractice() throws {
        let found = try pluralCandidates(tablesIn: "Resources/Localization")
        #expect(found == [])
    }

    @Test func tablesBesideThePluralCatalogAreAskedForPlurals() throws {
        let found = try pluralCandidates(tablesIn: "MiaoYanMobile/Legacy")
        #expect(found.count == 1)
        #expect(found.first?.hasSuffix("MiaoYanMobile/Legacy/en.lproj/Localizable.strings") == true)
    }

    /// openedx's modules: one module's table counts courses with no plural, another's has a `.stringsdict`: the
    /// tables' team writes plurals so, and the finding stays.
    @Test func aStringsdictElsewhereKeepsTheTablesFindings() throws {
        let found = try pluralCandidates(tablesIn: "Resources/Localization", stringsdictIn: "Course")
        #expect(found.contains { $0.hasSuffix("Resources/Localization/en.lproj/Localizable.strings") })
    }
}
