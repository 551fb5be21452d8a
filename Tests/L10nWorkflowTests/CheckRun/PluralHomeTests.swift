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

    func pluralCandidates(tablesIn folder: String) throws -> [String] {
        let project = try CheckRunTests.Folder()
        _ = try project.write(Self.pluralCatalog, "MiaoYanMobile/Resources/Localizable.xcstrings")
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
}
