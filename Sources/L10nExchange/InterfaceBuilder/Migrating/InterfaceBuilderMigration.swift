import Foundation
import L10nDiagnostics
import L10nFiles
import L10nTables
import XCStrings

/// `l10n migrate` for an Interface Builder document's tables: the catalog Xcode's "Migrate to String Catalog" makes
/// of `Base.lproj/Main.storyboard` and `de.lproj/Main.strings`, `fr.lproj/Main.strings`, …:
/// `<folder>/mul.lproj/Main.xcstrings`. Measured against Xcode's own migrations of CotEditor, iina, Rectangle and
/// Vienna (docs/migrate.md, `scripts/compare-migrations`):
///
/// - each string of the document (``InterfaceBuilderReader``) is an entry with ibtool's comment; its development
///   value is the document's text, state `new`, `extractionState` `extracted_with_value` — unless the
///   development language's table (`en.lproj/Main.strings`) holds another text for it: then that text,
///   `translated`, and no `extractionState` (iina's `en.lproj` tables);
/// - each language's table value, `translated`;
/// - a table key the document does not extract (its object is gone, or its text is a placeholder Xcode leaves out)
///   is kept, `manual`, with the comment of the first table that has it (the development language's first); one
///   the code reads from the table (`NSLocalizedString("Cancel", tableName: "Main", …)`, Rectangle) is extracted
///   from the code, as ``Migration`` migrates any table's;
/// - only the tables the Xcode project builds are read (``XcodeProjectMembership``), as Xcode migrates the files of
///   the variant group.
enum InterfaceBuilderMigration {
    /// The catalog for the converted tables (``LegacyConversion``) of `document`.
    static func migrate(
        _ converted: LegacyCatalog, document: InterfaceBuilderDocument, usage: MigrationCodeUsage? = nil,
        currentDirectory: String
    ) throws(CatalogError) -> MigratedTable {
        if let failure = converted.failures.first { throw failure }
        let table = converted.table
        let development = table.sourceLanguage
        var catalog = StringCatalog(sourceLanguage: development)
        let tables = converted.catalog
        var fromDocument = 0
        for string in document.strings where catalog.entries[string.key] == nil {
            var entry = CatalogEntry(key: string.key, comment: string.comment, extractionState: .extractedWithValue)
            entry.localizations[development] = Localization(stringUnit: StringUnit(state: .new, value: string.value))
            if let tableEntry = tables.entries[string.key] {
                for (language, localization) in tableEntry.localizations where language != development {
                    entry.localizations[language] = localization
                }
                if let own = tableEntry.localizations[development],
                    own.stringUnit.map({ !$0.value.hasSameScalars(as: string.value) }) ?? true
                {
                    entry.localizations[development] = own
                    entry.extractionState = nil
                }
            }
            catalog.entries[string.key] = entry
            fromDocument += 1
        }
        let comments = try firstComments(table, currentDirectory: currentDirectory)
        var usedByCode = 0
        for (key, tableEntry) in tables.entries where catalog.entries[key] == nil {
            var entry = CatalogEntry(key: key, comment: comments[key] ?? nil, extractionState: .manual)
            entry.localizations = tableEntry.localizations
            if let usage, usage.uses(key) {
                // A key the code reads from the document's table (`NSLocalizedString("Cancel", tableName: "Main", …)`)
                // is extracted from the code, as for any table (``Migration``).
                entry.extractionState = nil
                entry.comment = usage.comment(for: key) ?? entry.comment
                if let unit = entry.localizations[development]?.stringUnit, unit.value.hasSameScalars(as: key) {
                    entry.localizations[development] = nil
                }
                usedByCode += 1
            }
            catalog.entries[key] = entry
        }
        let source = InterfaceBuilderSource(
            document: document.path, name: table.name, folder: table.folder, sourceLanguage: development,
            localization: .tables(table))
        var result = MigratedTable(table: table, catalogPath: source.catalogPath)
        result.document = document.path
        result.extractedKeys = fromDocument + usedByCode
        result.keyCount = catalog.entries.count
        result.languages = table.languages.contains(development) ? table.languages : [development] + table.languages
        result.warnings = converted.issues.filter { $0.kind != .notInDevelopmentLanguage }.map { issue in
            Diagnostic(
                location: SourceLocation(file: issue.file, line: issue.position.line, column: issue.position.column),
                severity: .warning, ruleID: issue.kind.rawValue, message: issue.message, key: issue.key)
        }
        // What Foundation did not load, as for any table (``Migration``).
        result.warnings += converted.problems.map { problem in
            var warning = MalformedTableRule.finding(problem)
            warning.severity = .warning
            warning.message += problem.kind == .stop ? "; the catalog gets them all the same" : "; not migrated"
            return warning
        }
        result.warnings.sort(by: Diagnostic.reportOrder)
        let absolute = PathDisplay.absolute(result.catalogPath, from: currentDirectory)
        if FileManager.default.fileExists(atPath: absolute) {
            let bytes = try FileReader.readInput(absolute, shownAs: result.catalogPath)
            let existing = try StringCatalog(bytes: bytes, path: result.catalogPath)
            let merged = MigrationMerge.merge(
                migrated: catalog, into: existing, catalogPath: result.catalogPath, sourceMap: converted.sourceMap)
            result.existed = true
            result.disagreements = merged.disagreements
            result.keyCount = merged.catalog.entries.count
            result.bytes = merged.catalog.bytes(replacing: bytes)
            result.changesFile = result.bytes != bytes
        } else {
            result.bytes = catalog.canonicalBytes()
            result.changesFile = true
        }
        return result
    }

    /// For each key, the comment of the first `.strings` file of the table that has the key (the development
    /// language's first, then by language), nil when that file has none.
    static func firstComments(_ table: LegacyTable, currentDirectory: String) throws(CatalogError) -> [String: String?] {
        var comments: [String: String?] = [:]
        for file in table.files where file.kind == .strings {
            let opened = PathDisplay.absolute(file.path, from: currentDirectory)
            let strings = try StringsFile(bytes: FileReader.readInput(opened, shownAs: file.path), path: file.path)
            for entry in strings.entries where comments[entry.key] == nil {
                comments[entry.key] = .some(entry.comment.map(Self.trimmed))
            }
        }
        return comments
    }

    /// A table comment as Xcode writes it into the catalog: without the spaces around it.
    static func trimmed(_ comment: String) -> String {
        comment.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
