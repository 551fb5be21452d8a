import L10nDiagnostics
import L10nExchange
import L10nFormats
import Testing
import XCStrings

/// Importing what a catalog already holds changes nothing: the property behind "export, translate nothing,
/// merge back".
@Suite struct ImportRoundTripTests {
    /// Every translation of `catalog` as units, the way an export of everything (`extract --all`) carries them.
    static func units(of catalog: StringCatalog) -> [TranslationUnit] {
        var units: [TranslationUnit] = []
        for (key, entry) in catalog.entries {
            for (language, localization) in entry.localizations where language != catalog.sourceLanguage {
                localization.forEachStringUnit { path, unit in
                    units.append(
                        TranslationUnit(
                            file: "Localizable.xcstrings", key: key, variant: path.description, source: key,
                            target: unit.value, state: unit.state.rawValue, comment: entry.comment,
                            sourceLanguage: catalog.sourceLanguage, targetLanguage: language,
                            location: SourceLocation(file: "all.xliff", line: units.count + 1, column: 1)))
                }
            }
        }
        return units
    }

    @Test func importingTheCatalogsOwnTranslationsChangesNothing() throws {
        var catalogs = [try ImportFixtures.catalog()]
        for seed in 1...200 as ClosedRange<UInt64> {
            var generator = CatalogGenerator(seed: seed)
            catalogs.append(generator.catalog())
        }
        var accepted = 0
        nextCatalog: for (index, catalog) in catalogs.enumerated() {
            let units = Self.units(of: catalog)
            let result = TranslationImport.apply(units, to: catalog, catalogPath: "Localizable.xcstrings", language: nil)
            #expect(result.changes.isEmpty, "catalog \(index): \(result.changes.first.map(\.description) ?? "")")
            #expect(result.catalog.canonicalBytes() == catalog.canonicalBytes(), "catalog \(index)")
            let nonEmpty = units.count { !($0.target ?? "").isEmpty }
            #expect(result.unchangedCount + result.diagnostics.count == nonEmpty, "catalog \(index)")
            accepted += result.unchangedCount
        }
        // Most units pass the checks (random texts sometimes mix up format specifiers, which is rejected).
        #expect(accepted > 1_000)
    }

    /// The same with `extract`'s own selection of units (everything, `--all`), language by language.
    @Test func importingAnExtractExportChangesNothing() throws {
        var catalogs = [try ImportFixtures.catalog()]
        for seed in 201...300 as ClosedRange<UInt64> {
            var generator = CatalogGenerator(seed: seed)
            catalogs.append(generator.catalog())
        }
        var unchanged = 0
        nextCatalog: for (index, catalog) in catalogs.enumerated() {
            let languages = Set(catalog.entries.flatMap { $0.value.localizations.keys }).subtracting([catalog.sourceLanguage])
            for language in languages.sorted() {
                let exported = ExportSelector(language: language, includeAll: true).units(in: catalog)
                let units = exported.map { unit in
                    TranslationUnit(
                        file: "Localizable.xcstrings", key: unit.key, variant: unit.variant.description,
                        source: unit.source, target: unit.target, state: unit.state, comment: unit.comment,
                        sourceLanguage: catalog.sourceLanguage, targetLanguage: language)
                }
                let result = TranslationImport.apply(
                    units, to: catalog, catalogPath: "Localizable.xcstrings", language: language)
                #expect(result.changes.isEmpty, "catalog \(index) ['\(language)']: \(result.changes.first.map(\.description) ?? "")")
                #expect(result.catalog.canonicalBytes() == catalog.canonicalBytes(), "catalog \(index) ['\(language)']")
                unchanged += result.unchangedCount
            }
        }
        #expect(unchanged > 500)
    }
}
