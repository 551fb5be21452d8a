import Foundation
import L10nCatalogChecks
import Testing
import XCStrings

/// Vienna's `Predicates.strings`, its predicate editor's formatting table: keys in the editor's own syntax, which
/// Spanish splits and reorders (`%1$[todas]@`); no translation rule asks anything of them, while an ordinary entry of
/// the same table is checked.
@Suite struct RuleEditorFormattingTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%[All]@ of the following are true" : { "localizations" : {
              "es" : { "stringUnit" : { "state" : "translated", "value" : "Artículo cumple %1$[todas]@ las siguientes condiciones" } } } },
            "%[Any,None]@ of the following are true" : { "localizations" : {
              "fr" : { "stringUnit" : { "state" : "translated", "value" : "%[Au moins une,Aucune]@ des conditions suivantes" } } } },
            "%[Date]@ %[less than ago]@ %[days]@ %@" : { "localizations" : {
              "es" : { "stringUnit" : { "state" : "translated", "value" : "%1$[Última actualización]@ %2$[es en los últimos]@ %4$@ %3$[días]@" } },
              "fr" : { "stringUnit" : { "state" : "translated", "value" : "%[Date]@ %[il y a moins de]@ %@ %[jours]@" } } } },
            "Delete %@?" : { "localizations" : {
              "es" : { "stringUnit" : { "state" : "translated", "value" : "¿Eliminar %d?" } } } }
          },
          "version" : "1.0"
        }
        """

    @Test func formattingStringsAskNothingOfTheTranslationRules() throws {
        let catalog = try StringCatalog(bytes: Array(Self.catalog.utf8), path: "Predicates.xcstrings")
        let findings = CatalogChecker(
            rules: [MissingTranslationRule.self, FormatSpecifierMismatchRule.self, PunctuationMismatchRule.self],
            languages: ["en", "es", "fr"]
        ).check(catalog, file: "Predicates.xcstrings")
        #expect(findings.map { "\($0.ruleID) \($0.key ?? "")" }.sorted() == [
            "format-specifier-mismatch Delete %@?", "missing-translation Delete %@?",
        ])
    }
}
