import Foundation
import L10nCatalogChecks
import L10nDiagnostics
import L10nExchange
import L10nFiles
import L10nTables
import XCStrings

extension CheckRun {
    /// The legacy tables of a request, converted: found under ``roots(for:)`` as catalogs are (minus `exclude`
    /// globs), paths shown as catalogs' are. A table whose `<Table>.xcstrings` is among `catalogFiles` is not
    /// converted: it is reported once as `half-migrated-table` (the catalog is what is checked). The Interface
    /// Builder documents found there come paired with their tables or catalog (``InterfaceBuilderFinder``): their
    /// tables are not converted here but with the document (``interfaceBuilder(_:request:)``).
    ///
    ///     let legacy = CheckRun.legacyCatalogs(for: request, catalogFiles: files)
    ///     legacy.converted.first?.catalog.entries.count
    public static func legacyCatalogs(for request: CheckRequest, catalogFiles: [String])
        -> (converted: [LegacyCatalog], halfMigrated: [Diagnostic], interfaceBuilder: [InterfaceBuilderSource])
    {
        let cwd = request.currentDirectory
        let roots = roots(for: request).filter { !$0.hasSuffix(".swift") }
        guard !roots.isEmpty else { return ([], [], []) }
        let fallback = request.configuration.languages.first
        var tables = LegacyTableFinder.find(roots.map { absoluteIfNeeded($0, cwd) }, fallbackSourceLanguage: fallback)
        // A test target's tables are the tests' data (TICE's `TICESnapshots/da.lproj`: names a screenshot test types),
        // not the app's: left out as its Swift files are, unless `includeTests`.
        if !request.configuration.includeTests {
            var tested: [String: Bool] = [:]
            tables.removeAll { table in
                if let known = tested[table.folder] { return known }
                let isTest = TestTargetFolder.isTestTarget(PathDisplay.absolute(table.folder, from: cwd))
                tested[table.folder] = isTest
                return isTest
            }
        }
        let globs = request.configuration.exclude.map(Glob.init)
        // Each table folder's project read once: a folder holds many tables, each asked about its files.
        let memberships = ProjectMemberships(currentDirectory: cwd)
        for index in tables.indices {
            // A file on disk the Xcode project does not build ships to nobody (Latest's `hi.lproj`): left out, as
            // Xcode's migration leaves it out (``XcodeProjectMembership``) — when the project names other files of
            // the table (a project that names none, through a folder reference, builds what is on disk).
            tables[index].files = builtByProject(
                tables[index].files, near: tables[index].folder, in: memberships, documentOf: tables[index].name)
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
        let sources = interfaceBuilderSources(
            for: request, tables: &tables, catalogFiles: catalogFiles, memberships: memberships)
        var documentTables = Set<String>()
        var halfMigrated: [Diagnostic] = []
        for source in sources {
            documentTables.insert(InterfaceBuilderFinder.place(source.folder, source.name))
            // A document with both a catalog and tables: the catalog is checked.
            if case .catalog(let catalog) = source.localization,
                let table = tables.first(where: { $0.folder == source.folder && $0.name == source.name })
            {
                halfMigrated.append(HalfMigratedTableRule.finding(table, catalog: catalog))
            }
        }
        tables.removeAll { documentTables.contains(InterfaceBuilderFinder.place($0.folder, $0.name)) }
        // A table a build phase copies elsewhere is one table (zashi's): reported, counted and exported once.
        tables = LegacyTable.withoutBuildCopies(tables) { try? FileReader.read(PathDisplay.absolute($0, from: cwd)) }
        let catalogs = Set(catalogFiles.map { PathDisplay.absolute($0, from: cwd) })
        var converted: [LegacyCatalog] = []
        for table in tables {
            let catalogPath = table.catalogPath
            if catalogs.contains(PathDisplay.absolute(catalogPath, from: cwd)) {
                // A table the project no longer names beside the catalog it does (Lock-Watcher's
                // `Base.lproj/InfoPlist.strings` after the migration took it out of the project) is built by
                // nobody: a file left on disk, not half a migration.
                let membership = memberships.near(table.folder)
                let isLeftOnDisk = membership.listsFiles
                    && membership.names(fileNamed: (catalogPath as NSString).lastPathComponent)
                    && !table.files.contains { membership.contains(PathDisplay.absolute($0.path, from: cwd)) }
                if !isLeftOnDisk { halfMigrated.append(HalfMigratedTableRule.finding(table, catalog: catalogPath)) }
                continue
            }
            converted.append(LegacyConversion.convert(table, currentDirectory: cwd))
        }
        return (converted, halfMigrated, sources)
    }

    /// The files of a table the Xcode project builds (``XcodeProjectMembership``), when it names one of them at
    /// least: a project that names none (a folder reference) builds what is on disk.
    /// The tables of an Interface Builder document the project names (`MainMenu.xib`, `Main.storyboard` for table
    /// `documentOf`) are what its variant group names: none, where it names only the document's `Base.lproj` file.
    static func builtByProject(
        _ files: [LegacyTable.File], near folder: String, in memberships: ProjectMemberships, documentOf table: String
    ) -> [LegacyTable.File] {
        let cwd = memberships.currentDirectory
        let membership = memberships.near(folder)
        guard membership.listsFiles else { return files }
        let built = files.map { membership.contains(PathDisplay.absolute($0.path, from: cwd)) }
        let listsTable = built.contains(true)
            || (table != "Localizable" && table != "InfoPlist"
                && ["xib", "storyboard"].contains { kind in
                    membership.names(fileNamed: "/\(table).\(kind)") && hasDocument(named: "\(table).\(kind)", in: folder, cwd: cwd)
                })
        return listsTable ? zip(files, built).filter(\.1).map(\.0) : files
    }

    /// Whether the table folder's `Base.lproj` (or the folder itself) holds the document `name`: a table whose
    /// document is gone (AdGuard's `MainInterface.strings`) is an orphan `check` reports, not a file to leave out.
    private static func hasDocument(named name: String, in folder: String, cwd: String) -> Bool {
        let base = PathDisplay.absolute(folder, from: cwd) as NSString
        return [base.appendingPathComponent("Base.lproj/" + name), base.appendingPathComponent(name)]
            .contains { FileManager.default.fileExists(atPath: $0) }
    }

    /// The Interface Builder documents of a request paired with their tables and catalogs. Documents are source
    /// files: they are looked for under the catalogs' folders and the sources' (``roots(for:)`` and
    /// ``sourceRoots(for:)``), minus `exclude` globs. The tables of a document outside the catalogs' folders are
    /// looked for in the document's own folder (and added to `tables`); a document's catalog outside them is
    /// found on disk (then it is not checked: it is not among the catalogs).
    static func interfaceBuilderSources(
        for request: CheckRequest, tables: inout [LegacyTable], catalogFiles: [String], memberships: ProjectMemberships
    ) -> [InterfaceBuilderSource] {
        let cwd = request.currentDirectory
        let exclude = request.configuration.exclude
        var roots: [String] = []
        for root in Self.roots(for: request) + sourceRoots(for: request) where !root.hasSuffix(".swift") && !roots.contains(root) {
            roots.append(root)
        }
        guard !roots.isEmpty else { return [] }
        let documents = InterfaceBuilderFinder.documents(
            under: roots.map { absoluteIfNeeded($0, cwd) }, exclude: exclude,
            rootNames: exclude.isEmpty ? nil : roots.map { excludeName(of: $0, request) }
        ).map { PathDisplay.display($0, currentDirectory: cwd) }
        // Tables of documents the table walk did not reach, from the documents' own folders.
        let known = Set(tables.map { InterfaceBuilderFinder.place($0.folder, $0.name) })
        var folders: [String: Set<String>] = [:]
        for document in documents {
            let lproj = (document as NSString).deletingLastPathComponent
            guard (lproj as NSString).pathExtension == "lproj" else { continue }
            let folder = (lproj as NSString).deletingLastPathComponent
            let name = InterfaceBuilderDocument.tableName(of: document)
            if !known.contains(InterfaceBuilderFinder.place(folder, name)) { folders[folder, default: []].insert(name) }
        }
        let globs = exclude.map(Glob.init)
        for (folder, names) in folders.sorted(by: { $0.key < $1.key }) {
            for var table in LegacyTableFinder.find(
                [absoluteIfNeeded(folder, cwd)], fallbackSourceLanguage: request.configuration.languages.first)
            where names.contains(table.name) {
                table.files = table.files.compactMap { file in
                    var file = file
                    file.path = PathDisplay.display(file.path, currentDirectory: cwd)
                    return globs.isEmpty || !FileFinder.matchesItselfOrAFolder(excludeName(of: file.path, request), globs)
                        ? file : nil
                }
                // A document's tables the project does not build (Telegram's `de.lproj/MainMenu.strings` beside a
                // MainMenu.xib whose variant group is Base and English): left out, as the table walk's are.
                table.files = builtByProject(table.files, near: table.folder, in: memberships, documentOf: table.name)
                table.folder = PathDisplay.display(table.folder, currentDirectory: cwd)
                if table.folder == folder, !table.files.isEmpty { tables.append(table) }
            }
        }
        return InterfaceBuilderFinder.pair(
            documents: documents, tables: tables, catalogs: catalogFiles,
            fallbackSourceLanguage: request.configuration.languages.first,
            exists: { FileManager.default.fileExists(atPath: PathDisplay.absolute($0, from: cwd)) })
    }

    /// Runs the catalog rules on a converted table and records it (``recordLegacy(_:checked:keySites:groupsSourceCopies:)``).
    static func checkLegacy(
        _ legacy: LegacyCatalog, checker: CatalogChecker, project: ProjectLanguages,
        keySites: inout [String: [KeySite]], groupsSourceCopies: Bool = true
    ) -> (diagnostics: [Diagnostic], coverage: CatalogCoverage) {
        recordLegacy(
            legacy, checked: checker.run(legacy.checkedCatalog, file: legacy.table.catalogPath, project: project),
            keySites: &keySites, groupsSourceCopies: groupsSourceCopies)
    }

    /// A table of Interface Builder strings (every key an object id: Xcode's shape, or ibtool's comment naming it)
    /// whose storyboard or XIB the project no longer has: nothing reads it (AdGuard's
    /// `English.lproj/MainInterface.strings` beside a Today extension built from `TodayExtension.storyboard`). One
    /// `unused-key` finding for the table, instead of its translations' findings; nil for any other table.
    static func orphanInterfaceBuilderTable(_ legacy: LegacyCatalog) -> Diagnostic? {
        let entries = legacy.catalog.entries
        guard !entries.isEmpty, legacy.table.name != "InfoPlist",
            entries.allSatisfy({
                InterfaceBuilderCatalogCheck.isDocumentKey($0.key, $0.value) || InterfaceBuilderKey.isObjectKey($0.key)
            })
        else { return nil }
        let name = legacy.table.name
        let folder = legacy.table.folder as NSString
        let manager = FileManager.default
        let folders = [folder as String] + (DirectoryListing.names(of: folder as String) ?? [])
            .filter { $0.hasSuffix(".lproj") }.map { folder.appendingPathComponent($0) }
        for place in folders {
            for kind in ["storyboard", "xib"]
            where manager.fileExists(atPath: (place as NSString).appendingPathComponent("\(name).\(kind)")) {
                return nil
            }
        }
        let file = legacy.table.primaryFile.path
        var finding = Diagnostic(
            location: SourceLocation(file: file, line: 1, column: 1), severity: .warning,
            ruleID: InterfaceBuilderCatalogCheck.unusedKeyRule,
            message: "table '\(name)' holds the Interface Builder strings of a storyboard or XIB '\(name)' the project "
                + "does not have: nothing reads its \(entries.count) keys; remove it")
        finding.text = "Interface Builder table without its document"
        return finding
    }

    /// The catalog rules' findings on a converted table (`checked`, the checker's run on its catalog) pointed into
    /// the legacy files, and its coverage named after the table's first file; its keys are added to `keySites` where
    /// the legacy files hold them. What Foundation does not load is one `malformed-table` finding per problem, and a
    /// language's flattened plurals one `flattened-plurals` finding, in place of any finding on the plurals read back
    /// from them.
    static func recordLegacy(
        _ legacy: LegacyCatalog, checked: (diagnostics: [Diagnostic], coverage: CatalogCoverage),
        keySites: inout [String: [KeySite]], groupsSourceCopies: Bool = true
    ) -> (diagnostics: [Diagnostic], coverage: CatalogCoverage) {
        let catalogPath = legacy.table.catalogPath
        if let orphan = orphanInterfaceBuilderTable(legacy) {
            var coverage = checked.coverage
            coverage.file = legacy.table.primaryFile.path
            return ([orphan], coverage)
        }
        var flattened = Set<String>()
        for found in legacy.flattenedPlurals {
            for key in found.keys { flattened.insert(found.language + "\u{0}" + key) }
        }
        // The table of an Intents definition (`Base.lproj/Intents.intentdefinition` → `Intents.strings`): Xcode
        // generates its keys (`WktFNa`), as Interface Builder does object ids; nobody chooses them.
        // Likewise a Settings bundle's tables (`Settings.bundle/en.lproj/Root.strings`): their keys are the titles of
        // its property lists, English text the Settings app looks up, not names a convention governs.
        let intentDefinition = (legacy.table.folder as NSString)
            .appendingPathComponent("Base.lproj/\(legacy.table.name).intentdefinition")
        let isIntentsTable = FileManager.default.fileExists(atPath: intentDefinition)
        let generatedKeys = isIntentsTable || (legacy.table.folder as NSString).lastPathComponent.hasSuffix(".bundle")
        // A key of an Intents table that its definition no longer holds (OctoPod's `9L8C08`, left in the English
        // table after the intent changed) is a leftover Siri never shows: no translation is missing for it.
        let definitionText = isIntentsTable
            ? (try? FileReader.read(intentDefinition)).map { String(decoding: $0, as: UTF8.self) } : nil
        var remapped = checked.diagnostics.compactMap { diagnostic -> Diagnostic? in
            if let key = diagnostic.key, let language = diagnostic.language,
                flattened.contains(language + "\u{0}" + key)
            {
                return nil
            }
            // Nor is any other finding of its translations (Ruuvi's `7nvJwW-GheCHn` prompts, kept in four
            // languages after the parameter `7nvJwW` was replaced): a key of ids joined by '-' is gone when one is.
            if let definitionText, let key = diagnostic.key,
                key.prefix(while: { $0 != "." }).split(separator: "-").contains(where: { !definitionText.containsBytes(String($0)) })
            {
                return nil
            }
            if generatedKeys, diagnostic.ruleID == KeyConventionRule.description.id { return nil }
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
        // A section its heading comment says stays untranslated needs no translation, before copies are counted.
        remapped = CatalogPractice.withoutUntranslatedSections(remapped, tables: [legacy.catalog])
        // Grouped where they point: a language's copies are in its own .lproj file.
        let diagnostics = groupsSourceCopies
            ? SourceCopyGroups.grouped(
                UntranslatedKeyGroups.grouped(UntranslatedTableGroups.grouped(remapped, coverage: checked.coverage)), coverage: checked.coverage)
            : remapped
        var coverage = checked.coverage
        coverage.file = legacy.table.primaryFile.path
        let source = legacy.catalog.sourceLanguage
        for (key, entry) in legacy.catalog.entries
        where !TranslationNeeds.isEmptyKeyWithoutText(entry, sourceLanguage: source) {
            let place = legacy.sourceMap.location(key: key, language: source, position: entry.position)
            keySites[key, default: []].append(
                KeySite(
                    file: place.file, position: place.position, sourceText: entry.sourceText(key, in: source),
                    translated: entry.isTranslated(besides: source), keptAlike: entry.isKeptAlike(besides: source),
                    keptAlikeCount: entry.keptAlikeCount(besides: source),
                    keptTerms: entry.keptTerms(besides: source)))
        }
        return (diagnostics, coverage)
    }
}

/// The Xcode projects above table folders (``XcodeProjectMembership``), each folder's read once per check.
final class ProjectMemberships {
    let currentDirectory: String
    private var byFolder: [String: XcodeProjectMembership] = [:]

    init(currentDirectory: String) { self.currentDirectory = currentDirectory }

    /// The membership of the project above `folder` (as shown or absolute).
    func near(_ folder: String) -> XcodeProjectMembership {
        let absolute = PathDisplay.absolute(folder, from: currentDirectory)
        if let known = byFolder[absolute] { return known }
        let membership = XcodeProjectMembership(near: absolute)
        byFolder[absolute] = membership
        return membership
    }
}
