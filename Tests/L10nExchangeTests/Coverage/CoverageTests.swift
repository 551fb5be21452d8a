import L10nCatalogChecks
import L10nExchange
import Testing
import XCStrings

/// Coverage on ``CoverageFixtures``: which keys count, each key's state per language, the strings and words
/// `extract` would export, and the example keys.
@Suite struct CoverageTests {
    func coverage(_ languages: [String] = ["es"], detail: CoverageDetail = .report) throws -> CatalogCoverage {
        CatalogChecker(languages: languages, detail: detail).run(try CoverageFixtures.read(), file: "Localizable.xcstrings")
            .coverage
    }

    func numbers(_ language: LanguageCoverage?) -> String {
        guard let language else { return "absent" }
        return "\(language.translated) translated, \(language.needsReview) review, \(language.new) new, "
            + "\(language.missing) missing; \(language.stringsToTranslate) strings, \(language.wordsToTranslate) words"
    }

    @Test func countsEachKeyByItsLeastAdvancedString() throws {
        let coverage = try coverage()
        // Languages: the source, the required ones, then the others alphabetically.
        #expect(coverage.languages.map(\.language) == ["en", "es", "ar", "ru"])
        #expect(coverage.languages.map(\.role) == [.source, .required, .other, .other])
        // Counted: home.title, inbox.count %lld, settings.sign_out, settings.subtitle, "Start a shortcut". Not
        // counted: "" (no text), debug.token (shouldTranslate false), old.screen.title (stale).
        #expect(coverage.keys == 5)
        // English: settings.subtitle is dotted with no value: missing; the string set has its phrases.
        #expect(numbers(coverage["en"]) == "4 translated, 0 review, 0 new, 1 missing; 0 strings, 0 words")
        // Spanish: home.title, the plural and the string set translated; sign_out needs review; subtitle missing.
        #expect(numbers(coverage["es"]) == "3 translated, 1 review, 0 new, 1 missing; 2 strings, 3 words")
        // Russian: home.title (machine translated) is done; the plural lacks `few` and `many` (missing, two
        // strings); sign_out is empty (missing); subtitle missing; the string set is new (not an exported string).
        // Words: few and many from English "other" (new, messages: 2 each), "Sign out" 2, the key
        // "settings.subtitle" (the text when there is no source value) 1.
        #expect(numbers(coverage["ru"]) == "1 translated, 0 review, 1 new, 3 missing; 4 strings, 7 words")
        // Arabic: home.title done; sign_out new; the plural lacks all six categories; subtitle and the string
        // set missing. Words: six plural categories of 2 words, "Sign out" 2, the subtitle's key 1.
        #expect(numbers(coverage["ar"]) == "1 translated, 0 review, 1 new, 3 missing; 8 strings, 15 words")
        #expect(coverage["es"]?.percent == 60)
        #expect(coverage["ru"]?.percent == 20)
    }

    @Test func checksSummaryIsTheTranslatedKeysOverTheCountedOnes() throws {
        let progress = try coverage(detail: .summary).progress
        #expect(progress.languages.map { "\($0.language) \($0.translated)/\($0.total)" }
            == ["en 4/5", "es 3/5", "ar 1/5", "ru 1/5"])
    }

    @Test func examplesComeMissingFirstThenNewThenNeedsReview() throws {
        let russian = try #require(try coverage()["ru"])
        #expect(russian.samples.map { "\($0.state.label) \($0.key) \($0.variant)" } == [
            "missing inbox.count %lld plural.few", "missing settings.sign_out ", "missing settings.subtitle ",
            "new Start a shortcut ",
        ])
        #expect(russian.samples[0].source == "%lld new messages")
        #expect(russian.samples[0].value == nil)
        let arabic = try #require(try coverage()["ar"])
        let new = try #require(arabic.samples.first { $0.state == .new })
        #expect(new.key == "settings.sign_out" && new.value == "Sign out" && new.source == "Sign out")
        let limited = try #require(
            try coverage(detail: CoverageDetail(samples: 1, countsStrings: false))["ru"])
        #expect(limited.samples.map(\.key) == ["inbox.count %lld"])
        #expect(limited.notTranslated == 4)
        #expect(limited.stringsToTranslate == 0)
    }

    @Test func extractExportsExactlyTheStringsCounted() throws {
        let catalog = try CoverageFixtures.read()
        let coverage = try coverage(["es", "ru", "ar"])
        for language in ["es", "ru", "ar"] {
            // The empty key, with nothing to translate, is neither counted nor exported.
            let selection = ExportSelector(language: language).select(in: catalog)
            #expect(selection.units.count == coverage[language]?.stringsToTranslate, "\(language)")
            #expect(selection.skippedStringSets == ["Start a shortcut"])
            let keys = Set(selection.units.map(\.key))
            let setLeft = coverage[language]?.samples.contains { $0.key == "Start a shortcut" } == true ? 1 : 0
            #expect(keys.count + setLeft == coverage[language]?.notTranslated, "\(language)")
        }
    }

    @Test func statusOfAStringAndStateOfAKey() {
        #expect(StringStatus(nil as StringUnit?) == .missing)
        #expect(StringStatus(StringUnit(state: .translated, value: "")) == .empty)
        #expect(StringStatus(StringUnit(state: .new, value: "x")) == .new)
        #expect(StringStatus(StringUnit(state: .needsReview, value: "x")) == .needsReview)
        #expect(StringStatus(StringUnit(state: .machineTranslated, value: "x")) == .complete)
        #expect(StringStatus(StringUnit(state: "reviewed_by_vendor", value: "x")) == .complete)
        #expect(StringStatus(StringSet(state: .translated, values: ["a", ""])) == .empty)
        #expect(StringStatus(StringSet(state: nil, values: ["a"])) == .complete)
        #expect(CoverageState(.empty) == .missing)
        #expect(CoverageState.translated.including(.needsReview).including(.new) == .new)
        #expect(CoverageState.needsReview.including(.missing) == .missing)
    }
}
