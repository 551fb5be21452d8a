import Foundation
import L10nCatalogChecks
import Testing
import XCStrings

/// Cog's plugin bundles: `CFBundleGetInfoString` (deprecated, shown by no Finder since 10.5) and a copyright still
/// holding Xcode's `__MyCompanyName__` are read by nobody, and vienna-rss's Spotlight keywords (`MDItemKeywords`) by no
/// user; the app's own copyright, and any other table, are checked.
@Suite struct UnshownInfoPlistEntryTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "CFBundleGetInfoString" : { "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "HLS Plugin version 1.0, Copyright 2026" } } } },
            "NSHumanReadableCopyright" : { "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "© __MyCompanyName__, 2007" } },
              "es" : { "stringUnit" : { "state" : "translated", "value" : "© __LoSnoCo__, 2017" } } } },
            "MDItemKeywords" : { "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "RSS, Atom, OPML, news, feeds" } } } },
            "CFBundleName" : { "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Cog 2007" } },
              "es" : { "stringUnit" : { "state" : "translated", "value" : "Cog 2017" } } } }
          },
          "version" : "1.0"
        }
        """

    func findings(file: String) throws -> [String] {
        let catalog = try StringCatalog(bytes: Array(Self.catalog.utf8), path: file)
        return CatalogChecker(rules: [MissingTranslationRule.self, NumberMismatchRule.self], languages: ["en", "es"])
            .check(catalog, file: file).map { "\($0.ruleID) \($0.key ?? "")" }.sorted()
    }

    @Test func deprecatedKeysAndTemplateLeftoversAskForNothing() throws {
        #expect(try findings(file: "Plugins/HLS/InfoPlist.xcstrings") == ["number-mismatch CFBundleName"])
        // The same entries in another table are checked as they are.
        #expect(try findings(file: "Localizable.xcstrings") == [
            "missing-translation CFBundleGetInfoString", "missing-translation MDItemKeywords", "number-mismatch CFBundleName",
            "number-mismatch NSHumanReadableCopyright",
        ])
    }

    /// CrystalFetch's `zh-Hant.lproj/CrystalFetch-InfoPlist.strings`: a target's table named for its Info.plist holds
    /// Info.plist keys, as `InfoPlist.strings` does.
    @Test func aTargetsInfoPlistTableIsInfoPlists() throws {
        #expect(try findings(file: "Source/CrystalFetch-InfoPlist.xcstrings") == ["number-mismatch CFBundleName"])
        #expect(!CatalogContext.isInfoPlist("Source/InfoPlistHelp.xcstrings"))
    }
}
