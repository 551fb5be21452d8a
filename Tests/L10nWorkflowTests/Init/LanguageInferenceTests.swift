import Testing
import XCStrings

@testable import L10nCatalogChecks
@testable import L10nWorkflow

/// Required languages are those at least 90 % translated over every catalog; the rest are in progress. Strings
/// that need review do not count as translated.
@Suite struct LanguageInferenceTests {
    /// A catalog of `count` keys: German translated but for `germanMissing`, French translated for `french` keys,
    /// Japanese present but every string needing review.
    static func catalog(keys count: Int, germanMissing: Int, french: Int) throws -> StringCatalog {
        var entries: [String] = []
        for index in 0..<count {
            var localizations: [String] = []
            if index >= germanMissing {
                localizations.append(#""de" : { "stringUnit" : { "state" : "translated", "value" : "Wert \#(index)" } }"#)
            }
            if index < french {
                localizations.append(#""fr" : { "stringUnit" : { "state" : "translated", "value" : "Valeur \#(index)" } }"#)
            }
            localizations.append(#""ja" : { "stringUnit" : { "state" : "needs_review", "value" : "値 \#(index)" } }"#)
            entries.append(#""settings.item.row_\#(index)" : { "localizations" : { \#(localizations.joined(separator: ", ")) } }"#)
        }
        let text = #"{ "sourceLanguage" : "en", "strings" : { \#(entries.joined(separator: ",\n")) }, "version" : "1.0" }"#
        return try StringCatalog(bytes: Array(text.utf8), path: "Localizable.xcstrings")
    }

    static func coverage(_ catalogs: [(String, StringCatalog)]) -> [CatalogCoverage] {
        let project = ProjectLanguages(required: [], catalogs: catalogs.map(\.1))
        return catalogs.map { CatalogChecker(rules: [], languages: []).run($0.1, file: $0.0, project: project).coverage }
    }

    @Test func nearlyCompleteIsRequiredInProgressIsNot() throws {
        let app = try Self.catalog(keys: 40, germanMissing: 3, french: 12)
        let widget = try Self.catalog(keys: 10, germanMissing: 0, french: 2)
        let inferred = LanguageInference(coverage: Self.coverage([("App/Localizable.xcstrings", app), ("Widget/Widget.xcstrings", widget)]))
        #expect(inferred.source == "en")
        // German: 47 of 50 (94 %); French 14 of 50; Japanese 0 translated, 50 need review.
        #expect(inferred.requiredCodes == ["en", "de"])
        #expect(inferred.required[1].translated == 47 && inferred.required[1].total == 50)
        #expect(inferred.inProgress.map(\.language) == ["fr", "ja"])
        #expect(inferred.inProgress[1].needsReview == 50)
    }

    @Test func justBelowTheShareIsInProgress() throws {
        // 89 of 100 German keys translated: below 90 %.
        let catalog = try Self.catalog(keys: 100, germanMissing: 11, french: 0)
        let inferred = LanguageInference(coverage: Self.coverage([("Localizable.xcstrings", catalog)]))
        #expect(inferred.requiredCodes == ["en"])
        #expect(inferred.inProgress.first?.language == "de")
    }
    /// A project on the house convention whose Spanish awaits review (the plugins' CI fixture): Spanish is
    /// required all the same, so `check` reports what is unreviewed; other languages keep the share.
    @Test func houseConventionRequiresSpanishWhereTheCatalogsHoldIt() throws {
        var entries: [String] = []
        for index in 0..<10 {
            let spanish = index < 3 ? #", "es" : { "stringUnit" : { "state" : "needs_review", "value" : "Hola \#(index)" } }"# : ""
            entries.append(#""greeting.title.row_\#(index)" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Salut" } }\#(spanish) } }"#)
        }
        let text = #"{ "sourceLanguage" : "en", "strings" : { \#(entries.joined(separator: ",\n")) }, "version" : "1.0" }"#
        let catalog = try StringCatalog(bytes: Array(text.utf8), path: "Localizable.xcstrings")
        var inferred = LanguageInference(coverage: Self.coverage([("Localizable.xcstrings", catalog)]))
        #expect(inferred.requiredCodes == ["en", "fr"])
        #expect(inferred.inProgress.map(\.language) == ["es"])
        inferred.requireHouseLanguages()
        #expect(inferred.requiredCodes == ["en", "fr", "es"])
        #expect(inferred.houseLanguages == ["es"])
        #expect(inferred.required[2].needsReview == 3 && inferred.required[2].translated == 0)
        #expect(inferred.inProgress.isEmpty)
    }
}
