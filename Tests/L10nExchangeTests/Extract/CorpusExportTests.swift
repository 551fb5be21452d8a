import Foundation
import L10nCatalogChecks
import L10nDiagnostics
import L10nExchange
import Testing
import XCStrings

/// `extract` over the real catalogs in `../shared/corpus` (skipped when the folder is absent): for several
/// target languages, translating exactly what is selected leaves nothing to select and nothing for `check`
/// (apart from string sets, which only XLIFF exports carry).
@Suite struct CorpusExportTests {
    static var corpus: URL? {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        return FileManager.default.fileExists(atPath: folder.path) ? folder : nil
    }

    @Test(.enabled(if: corpus != nil, "../shared/corpus is absent"), arguments: ["es", "ru", "ar", "ja", "de", "he"])
    func translatingTheSelectionCompletesEveryCorpusCatalog(language: String) throws {
        let folder = try #require(Self.corpus)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".xcstrings") }.sorted()
        #expect(files.count >= 10)
        var total = 0
        for name in files {
            var catalog = try StringCatalog(contentsOfFile: folder.appendingPathComponent(name).path)
            if catalog.sourceLanguage == language { continue }
            let selection = ExportSelector(language: language).select(in: catalog)
            let selected = selection.units
            total += selected.count
            for unit in selected {
                // An empty source text is the source language's own empty value (Xcode writes `<source/>`).
                if unit.source.isEmpty {
                    let english = catalog[unit.key]?.localizations[catalog.sourceLanguage]
                    let value = unit.variant.isRoot ? english?.stringUnit?.value : english?.stringUnit(at: unit.variant)?.value
                    #expect(unit.key.isEmpty || value == "", "\(name): \(unit.key) \(unit.variant)")
                }
                var target = catalog[unit.key]?.localizations[language]
                ExportRoundTripTests.set(
                    StringUnit(state: .translated, value: "T(\(unit.source))"), at: unit.variant.components[...],
                    in: &target)
                catalog[unit.key]?.localizations[language] = target
            }
            let left = ExportSelector(language: language).units(in: catalog)
            #expect(left.isEmpty, "\(name) \(language): \(left.prefix(3).map { "\($0.key) \($0.variant)" })")
            let findings = CatalogChecker(languages: [catalog.sourceLanguage, language]).check(catalog, file: name)
                .filter {
                    // String sets (App Shortcuts phrases) are not exported: a known gap, listed in the summary.
                    $0.language == language && !selection.skippedStringSets.contains($0.key ?? "")
                        && ["missing-translation", "empty-translation", "needs-review", "plural-missing-category"]
                            .contains($0.ruleID)
                }
            #expect(findings.isEmpty, "\(name) \(language): \(findings.prefix(3).map(\.message))")
        }
        #expect(total > 0)
    }
}
