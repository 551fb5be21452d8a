import Foundation
import L10nCatalogChecks
import L10nDiagnostics
import L10nExchange
import Testing
import XCStrings

/// Every XLIFF Xcode 16.0 exported from a real app's catalogs (`../shared/xcloc/geteduroam`, 18 languages;
/// skipped when absent) imported into each of those catalogs: each import is accepted (nothing rejected but units
/// for the development language, each with its reason), and nothing changes — Xcode exported these very
/// catalogs — least of all another language than the file's.
@Suite struct XcodeImportTests {
    static var folder: URL? {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.deletingLastPathComponent().appendingPathComponent("shared/xcloc/geteduroam")
        return FileManager.default.fileExists(atPath: folder.appendingPathComponent("xliff").path) ? folder : nil
    }

    /// `catalog` without the strings of `language`: what an import of that language must leave as it was.
    static func withoutLanguage(_ language: String, _ catalog: StringCatalog) -> [CatalogEntry] {
        catalog.entries.values.map { entry in
            var entry = entry
            entry.localizations[language] = nil
            return entry
        }
    }

    @Test(.enabled(if: folder != nil, "../shared/xcloc is absent"))
    func everyLanguageImportsIntoEveryCatalogChangingNothing() throws {
        let folder = try #require(Self.folder)
        let catalogs = try CatalogFinder.find([folder.appendingPathComponent("catalogs").path])
        #expect(catalogs.count == 12)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("xliff").path)
            .filter { $0.hasSuffix(".xliff") }.sorted()
        #expect(files.count == 18)
        var unchanged = 0
        var rejectedDevelopment = 0
        for name in files {
            let language = String(name.dropLast(6))
            let path = folder.appendingPathComponent("xliff/\(name)").path
            for catalogPath in catalogs {
                let catalog = try StringCatalog(contentsOfFile: catalogPath)
                let input = try TranslationFiles.read(
                    [path], catalogPath: catalogPath, sourceLanguage: catalog.sourceLanguage, language: nil)
                #expect(!input.units.isEmpty, "\(name) → \(catalogPath)")
                let result = TranslationImport.apply(input.units, to: catalog, catalogPath: catalogPath, language: nil)
                let label = "\(name) → \(catalogPath)"
                #expect(result.changes.isEmpty, "\(label): \(result.changes.first.map(\.description) ?? "")")
                #expect(result.catalog.canonicalBytes() == catalog.canonicalBytes(), "\(label)")
                #expect(Self.withoutLanguage(language, result.catalog) == Self.withoutLanguage(language, catalog))
                let errors = result.diagnostics.filter { $0.severity == .error }
                if language == catalog.sourceLanguage {
                    #expect(errors.allSatisfy { $0.ruleID == TranslationImport.languageRule }, "\(label)")
                    rejectedDevelopment += errors.count
                } else {
                    #expect(errors.isEmpty, "\(label): \(errors.first?.message ?? "")")
                    #expect(result.unchangedCount > 0, "\(label)")
                }
                unchanged += result.unchangedCount
            }
        }
        #expect(unchanged > 1500)
        #expect(rejectedDevelopment == 79)
    }
}
