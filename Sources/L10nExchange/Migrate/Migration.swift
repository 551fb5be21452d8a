import Foundation
import L10nCatalogChecks
import L10nDiagnostics
import L10nFiles
import L10nTables
import XCStrings

/// `l10n migrate`: what Xcode's "Migrate to String Catalog" does, from any machine. Each legacy table
/// (``LegacyTable``: every `.strings`/`.stringsdict` of one name across a target's `*.lproj` folders) becomes one
/// `<Table>.xcstrings` in the folder holding the `.lproj` folders (``LegacyTable/catalogPath``), as Xcode writes it.
///
///     let plan = Migration.plan(MigrationRequest(paths: ["App"], currentDirectory: cwd))
///     print(plan.summary(dryRun: true))   // tables, keys, languages, plurals, warnings with path:line:column
///     try Migration.apply(plan, removingOriginals: false)   // atomic writes; nothing when plan.errors is not empty
///
/// What each migrated entry gets (measured against Xcode's own migrations, docs/migrate.md):
/// - every key of every language, each value `translated`; the development language's `.strings` comment, or
///   the message documentation's (`qqq.lproj`); plurals flattened into a `.strings` file, as plurals;
///   `.stringsdict` plurals, substitutions and device rules as variations (``LegacyConversion``);
/// - `extractionState`: none when the table's own code uses the key in a way Xcode extracts
///   (``MigrationCodeUsage``), `manual` otherwise, as Xcode leaves entries after its migration build;
/// - for a key code uses, a development-language value equal to the key is left out (the key is the text), as
///   Xcode does; a `manual` entry keeps it.
/// An existing `<Table>.xcstrings` is merged into (``MigrationMerge``): its entries win; disagreements are listed.
public enum Migration {
    /// Finds and converts every table under the request's folders. Nothing is written.
    public static func plan(_ request: MigrationRequest) -> MigrationPlan {
        let cwd = request.currentDirectory
        var plan = MigrationPlan()
        let roots = request.roots.map { PathDisplay.absolute($0, from: cwd) }
        for (root, typed) in zip(roots, request.roots) where !FileManager.default.fileExists(atPath: root) {
            plan.errors.append(CatalogError(file: typed, line: 0, column: 0, message: "no such file or folder"))
        }
        guard plan.errors.isEmpty else { return plan }
        var tables = LegacyTableFinder.find(roots, fallbackSourceLanguage: request.fallbackSourceLanguage)
        let globs = request.exclude.map(Glob.init)
        for index in tables.indices {
            if !globs.isEmpty {
                tables[index].files.removeAll { file in
                    FileFinder.matchesItselfOrAFolder(request.excludeName(of: file.path), globs)
                }
            }
        }
        tables.removeAll { $0.files.isEmpty }
        var usages: [String: MigrationCodeUsage] = [:]
        for var table in tables {
            if let reason = skipReason(table) {
                plan.skipped.append((PathDisplay.shown(table.folder, from: cwd) + "/" + table.name, reason))
                continue
            }
            let absoluteFolder = table.folder
            let membership = XcodeProjectMembership(near: absoluteFolder)
            for file in table.files where !membership.contains(file.path) {
                plan.leftOut.append(PathDisplay.shown(file.path, from: cwd))
            }
            table.files.removeAll { !membership.contains($0.path) }
            if table.files.isEmpty { continue }
            for file in table.files.indices {
                table.files[file].path = PathDisplay.shown(table.files[file].path, from: cwd)
            }
            for file in table.documentation.indices {
                table.documentation[file].path = PathDisplay.shown(table.documentation[file].path, from: cwd)
            }
            table.folder = PathDisplay.shown(table.folder, from: cwd)
            let converted = LegacyConversion.convert(table, currentDirectory: cwd)
            // A file that cannot be read or parsed at all would leave its language out of the catalog: fixed first.
            let unreadable = converted.problems.filter { $0.kind == .unreadableFile }.map { problem in
                CatalogError(file: problem.file, position: problem.position, message: problem.message)
            }
            if !converted.failures.isEmpty || !unreadable.isEmpty {
                plan.errors += converted.failures + unreadable
                continue
            }
            let fallbackRoot = roots.first { absoluteFolder.hasPrefix($0) } ?? absoluteFolder
            let usageKey = (MigrationCodeUsage.codeRoot(for: absoluteFolder) ?? fallbackRoot) + "\u{0}" + table.name
            let usage = usages[usageKey] ?? MigrationCodeUsage.scan(
                for: LegacyTable(name: table.name, folder: absoluteFolder, sourceLanguage: table.sourceLanguage, files: []),
                fallbackRoot: fallbackRoot)
            usages[usageKey] = usage
            if let document = InterfaceBuilderFinder.document(of: LegacyTable(
                name: table.name, folder: absoluteFolder, sourceLanguage: table.sourceLanguage, files: []))
            {
                // An Interface Builder document's tables: the catalog Xcode makes for the document.
                do {
                    let read = try InterfaceBuilderReader.read(
                        contentsOf: document, shownAs: PathDisplay.shown(document, from: cwd))
                    plan.tables.append(
                        try InterfaceBuilderMigration.migrate(converted, document: read, usage: usage, currentDirectory: cwd))
                } catch {
                    plan.errors.append(error)
                }
                continue
            }
            do {
                plan.tables.append(try migrate(converted, usage: usage, currentDirectory: cwd))
            } catch {
                plan.errors.append(error)
            }
        }
        return plan
    }

    /// Writes each table's catalog (atomically) and, with `removingOriginals`, deletes its legacy files (and the
    /// `.lproj` folders they leave empty). Nothing is written when the plan has errors.
    public static func apply(_ plan: MigrationPlan, removingOriginals: Bool, currentDirectory: String) throws(CatalogError) {
        guard plan.errors.isEmpty else { return }
        for table in plan.tables where table.changesFile {
            let path = PathDisplay.absolute(table.catalogPath, from: currentDirectory)
            do {
                // An Interface Builder document's catalog goes into a mul.lproj folder, made when there is none.
                let folder = (path as NSString).deletingLastPathComponent
                if !FileManager.default.fileExists(atPath: folder) {
                    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                }
                try AtomicFile.write(table.bytes, to: path)
            } catch {
                throw CatalogError(file: table.catalogPath, line: 0, column: 0, message: error.message)
            }
        }
        guard removingOriginals else { return }
        for table in plan.tables {
            for file in table.table.files {
                let path = PathDisplay.absolute(file.path, from: currentDirectory)
                do {
                    try FileManager.default.removeItem(atPath: path)
                } catch {
                    throw CatalogError(file: file.path, line: 0, column: 0, message: "cannot remove: \(error.localizedDescription)")
                }
                let folder = (path as NSString).deletingLastPathComponent
                if let left = try? FileManager.default.contentsOfDirectory(atPath: folder),
                    left.allSatisfy({ $0 == ".DS_Store" })
                {
                    try? FileManager.default.removeItem(atPath: folder)
                }
            }
        }
    }

    /// Why a table is left as it is: a Settings bundle's tables are read by the Settings app, which reads no
    /// catalogs.
    static func skipReason(_ table: LegacyTable) -> String? {
        if table.folder.split(separator: "/").contains(where: { $0.hasSuffix(".bundle") }) {
            return "a bundle's table (Settings.bundle is read by the Settings app, which reads no catalogs)"
        }
        return nil
    }

    /// One converted table: extraction states, development values, the merge with an existing catalog, the
    /// warnings, and the catalog's canonical bytes.
    static func migrate(
        _ converted: LegacyCatalog, usage: MigrationCodeUsage, currentDirectory: String
    ) throws(CatalogError) -> MigratedTable {
        let table = converted.table
        var catalog = converted.catalog
        let source = table.sourceLanguage
        var extracted = 0
        for index in catalog.entries.indices {
            var entry = catalog.entries.values[index]
            let infoPlist = isInfoPlist(table)
            if infoPlist || usage.uses(entry.key) {
                // Info.plist keys are Xcode's to extract from Info.plist: no extractionState either.
                extracted += 1
                if let comment = usage.comment(for: entry.key), !infoPlist { entry.comment = comment }
                if let unit = entry.localizations[source]?.stringUnit,
                    entry.localizations[source]?.variations == nil, entry.localizations[source]?.substitutions == nil,
                    unit.value.hasSameScalars(as: entry.key)
                {
                    entry.localizations[source] = nil
                }
            } else {
                entry.extractionState = .manual
            }
            catalog.entries[valueAt: index] = entry
        }
        let catalogPath = table.folder == "." ? table.name + ".xcstrings" : table.catalogPath
        var result = MigratedTable(table: table, catalogPath: catalogPath)
        result.extractedKeys = extracted
        result.codeRoot = usage.codeRoot
        result.swiftFileCount = usage.swiftFileCount + usage.objectiveCFileCount
        result.warnings = converted.issues.map { issue in
            Diagnostic(
                location: SourceLocation(file: issue.file, line: issue.position.line, column: issue.position.column),
                severity: .warning, ruleID: issue.kind.rawValue, message: issue.message, key: issue.key)
        }
        // What Foundation did not load: an ignored entry is not migrated; the entries after a stray character are.
        result.warnings += converted.problems.map { problem in
            var warning = MalformedTableRule.finding(problem)
            warning.severity = .warning
            warning.message += problem.kind == .stop ? "; the catalog gets them all the same" : "; not migrated"
            return warning
        }
        result.warnings += specifierWarnings(converted)
        result.warnings.sort(by: Diagnostic.reportOrder)
        result.keyCount = catalog.entries.count
        result.languages = table.languages
        result.pluralKeys = catalog.entries.values.filter { entry in
            entry.localizations.values.contains { $0.variations?.plural != nil || $0.substitutions != nil }
        }.count

        let absolute = PathDisplay.absolute(catalogPath, from: currentDirectory)
        if FileManager.default.fileExists(atPath: absolute) {
            let bytes = try FileReader.readInput(absolute, shownAs: catalogPath)
            let existing = try StringCatalog(bytes: bytes, path: catalogPath)
            let merged = MigrationMerge.merge(migrated: catalog, into: existing, catalogPath: catalogPath, sourceMap: converted.sourceMap)
            result.existed = true
            result.disagreements = merged.disagreements
            result.keyCount = merged.catalog.entries.count
            // The existing file's layout is kept (Xcode's is canonical; another tool's stays, only changed entries
            // rewritten), as every write of an existing catalog does.
            result.bytes = merged.catalog.bytes(replacing: bytes)
            result.changesFile = result.bytes != bytes
        } else {
            result.bytes = catalog.canonicalBytes()
            result.changesFile = true
        }
        return result
    }

    static func isInfoPlist(_ table: LegacyTable) -> Bool { table.name == "InfoPlist" }

    /// `format-specifier-mismatch` findings on the converted table (a translation whose specifiers the
    /// development value does not have, a broken `%`), pointing into the legacy files.
    static func specifierWarnings(_ converted: LegacyCatalog) -> [Diagnostic] {
        let path = converted.table.catalogPath
        let context = CatalogContext(catalog: converted.catalog, file: path, languages: [])
        var findings: [Diagnostic] = []
        for (_, entry) in converted.catalog.entries {
            FormatSpecifierMismatchRule.check(entry, in: context, into: &findings)
        }
        return findings.map { finding in
            var moved = converted.sourceMap.remap(finding, catalogPath: path)
            moved.severity = .warning
            return moved
        }
    }
}
