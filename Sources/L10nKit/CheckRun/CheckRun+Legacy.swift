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
            // A file on disk the Xcode project does not build ships to nobody (Latest's `hi.lproj`): left out, as
            // Xcode's migration leaves it out (``XcodeProjectMembership``) — when the project names other files of
            // the table (a project that names none, through a folder reference, builds what is on disk).
            let membership = XcodeProjectMembership(near: PathDisplay.absolute(tables[index].folder, from: cwd))
            let built = tables[index].files.map { membership.contains(PathDisplay.absolute($0.path, from: cwd)) }
            if built.contains(true) {
                tables[index].files = zip(tables[index].files, built).filter(\.1).map(\.0)
            }
            for list in [\LegacyTable.files, \LegacyTable.documentation] {
                if !globs.isEmpty {
                    tables[index][keyPath: list].removeAll {
                        FileFinder.matchesItselfOrAFolder(excludeName(of: $0.path, request), globs)
                    }
                }
                for file in tables[index][keyPath: list].indices {
                    tables[index][keyPath: list][file].path = PathDisplay.display(
                        tables[index][keyPath: list][file].path, currentDirectory: cwd)
                }
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

    /// Runs the catalog rules on a converted table: findings point into the legacy files, the coverage is named
    /// after the table's first file, and its keys are added to `keySites` where the legacy files hold them.
    /// What Foundation does not load is one `malformed-table` finding per problem, and a language's flattened
    /// plurals one `flattened-plurals` finding, in place of any finding on the plurals read back from them.
    static func checkLegacy(
        _ legacy: LegacyCatalog, checker: CatalogChecker, project: ProjectLanguages,
        keySites: inout [String: [KeySite]], groupsSourceCopies: Bool = true
    ) -> (diagnostics: [Diagnostic], coverage: CatalogCoverage) {
        let catalogPath = legacy.table.catalogPath
        let checked = checker.run(legacy.catalog, file: catalogPath, project: project)
        var flattened = Set<String>()
        for found in legacy.flattenedPlurals {
            for key in found.keys { flattened.insert(found.language + "\u{0}" + key) }
        }
        var remapped = checked.diagnostics.compactMap { diagnostic -> Diagnostic? in
            if let key = diagnostic.key, let language = diagnostic.language,
                flattened.contains(language + "\u{0}" + key)
            {
                return nil
            }
            return legacy.sourceMap.remap(diagnostic, catalogPath: catalogPath)
        }
        remapped += legacy.problems.map(MalformedTableRule.finding)
        // One finding per language: its files' flattened keys together, at the first file's first line.
        var byLanguage: [FlattenedPluralsFound] = []
        for found in legacy.flattenedPlurals {
            if let index = byLanguage.firstIndex(where: { $0.language == found.language }) {
                byLanguage[index].keys += found.keys
            } else {
                byLanguage.append(found)
            }
        }
        remapped += byLanguage.map(FlattenedPluralsRule.finding)
        // Grouped where they point: a language's copies are in its own .lproj file.
        let diagnostics = groupsSourceCopies ? SourceCopyGroups.grouped(remapped) : remapped
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
