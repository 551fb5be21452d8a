import Foundation
import L10nDiagnostics
import L10nFiles
import XCStrings

extension CheckRun {
    /// The legacy tables of a request, converted: found under ``roots(for:)`` as catalogs are (minus `exclude`
    /// globs), paths shown as catalogs' are. A table whose `<Table>.xcstrings` is among `catalogFiles` is not
    /// converted: it is reported once as `half-migrated-table` (the catalog is what is checked).
    ///
    ///     let legacy = CheckRun.legacyCatalogs(for: request, catalogFiles: files)
    ///     legacy.converted.first?.catalog.entries.count
    public static func legacyCatalogs(for request: CheckRequest, catalogFiles: [String])
        -> (converted: [LegacyCatalog], halfMigrated: [Diagnostic])
    {
        let cwd = request.currentDirectory
        let roots = roots(for: request).filter { !$0.hasSuffix(".swift") }
        guard !roots.isEmpty else { return ([], []) }
        let fallback = request.configuration.languages.first
        var tables = LegacyTableFinder.find(roots.map { absoluteIfNeeded($0, cwd) }, fallbackSourceLanguage: fallback)
        let globs = request.configuration.exclude.map(Glob.init)
        for index in tables.indices {
            if !globs.isEmpty {
                tables[index].files.removeAll { FileFinder.matchesItselfOrAFolder(excludeName(of: $0.path, request), globs) }
            }
            for file in tables[index].files.indices {
                tables[index].files[file].path = PathDisplay.display(tables[index].files[file].path, currentDirectory: cwd)
            }
            tables[index].folder = PathDisplay.display(tables[index].folder, currentDirectory: cwd)
        }
        tables.removeAll { $0.files.isEmpty }
        let catalogs = Set(catalogFiles.map { PathDisplay.absolute($0, from: cwd) })
        var converted: [LegacyCatalog] = []
        var halfMigrated: [Diagnostic] = []
        for table in tables {
            let catalogPath = table.catalogPath
            if catalogs.contains(PathDisplay.absolute(catalogPath, from: cwd)) {
                halfMigrated.append(HalfMigratedTableRule.finding(table, catalog: catalogPath))
                continue
            }
            converted.append(LegacyConversion.convert(table, currentDirectory: cwd))
        }
        return (converted, halfMigrated)
    }

    /// The catalog rules' findings on a converted table (`checked`, the checker's run on its catalog) pointed into
    /// the legacy files, and its coverage named after the table's first file; its keys are added to `keySites` where
    /// the legacy files hold them.
    static func recordLegacy(
        _ legacy: LegacyCatalog, checked: (diagnostics: [Diagnostic], coverage: CatalogCoverage),
        keySites: inout [String: [KeySite]]
    ) -> (diagnostics: [Diagnostic], coverage: CatalogCoverage) {
        let catalogPath = legacy.table.catalogPath
        let diagnostics = checked.diagnostics.map { legacy.sourceMap.remap($0, catalogPath: catalogPath) }
        var coverage = checked.coverage
        coverage.file = legacy.table.primaryFile.path
        let source = legacy.catalog.sourceLanguage
        for (key, entry) in legacy.catalog.entries
        where !TranslationNeeds.isEmptyKeyWithoutText(entry, sourceLanguage: source) {
            let place = legacy.sourceMap.location(key: key, language: source, position: entry.position)
            keySites[key, default: []].append(
                KeySite(file: place.file, position: place.position, sourceText: entry.sourceText(key, in: source)))
        }
        return (diagnostics, coverage)
    }
}
