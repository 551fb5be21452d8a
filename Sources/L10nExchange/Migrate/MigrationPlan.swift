import Foundation
import L10nDiagnostics
import L10nTables
import XCStrings

/// One legacy table's migration: the catalog to write and what the summary says about it.
public struct MigratedTable: Sendable {
    public var table: LegacyTable
    public var catalogPath: String
    /// The Interface Builder document whose tables these are (its strings are the catalog's keys).
    public var document: String?
    /// The catalog's bytes in Xcode's canonical layout.
    public var bytes: [UInt8] = []
    /// False when an existing catalog already holds exactly this.
    public var changesFile = false
    /// Whether `<Table>.xcstrings` existed and was merged into.
    public var existed = false
    public var keyCount = 0
    public var languages: [String] = []
    /// Keys with plural variations or substitutions.
    public var pluralKeys = 0
    /// Keys the table's code uses (no `extractionState`); the rest are `manual`.
    public var extractedKeys = 0
    public var codeRoot = ""
    public var swiftFileCount = 0
    /// What was kept but needs a look: duplicates, conflicts, keys only translations have, broken specifiers.
    public var warnings: [Diagnostic] = []
    /// Where the existing catalog and the tables disagree (the catalog's value was kept).
    public var disagreements: [Diagnostic] = []
}

/// Everything `l10n migrate` would do. ``Migration/apply(_:removingOriginals:currentDirectory:)`` does it.
public struct MigrationPlan: Sendable {
    public var tables: [MigratedTable] = []
    /// Tables left as they are, with why.
    public var skipped: [(table: String, reason: String)] = []
    /// Legacy files on disk that the Xcode project does not build: not migrated (Xcode leaves them out), kept.
    public var leftOut: [String] = []
    /// Files that cannot be read (`path:line:column: error: …`): nothing is written when there is one.
    public var errors: [CatalogError] = []

    public init() {}

    /// The summary for standard error, e.g.
    ///
    ///     App/Localizable.xcstrings: 3 keys, 3 languages (en, de, es), 1 plural, 2 used by code, 1 manual, from 4 files
    ///     App/de.lproj/Localizable.strings:7:1: warning: 'only.de' has no 'en' value; only translations hold it [not-in-development-language]
    ///     migrated 1 table (3 keys); 1 warning; dry run: nothing written
    public func summary(dryRun: Bool, removingOriginals: Bool) -> String {
        var text = ""
        for table in tables {
            let keys = table.keyCount
            var line = "\(table.catalogPath): \(count(keys, "key")), \(count(table.languages.count, "language")) "
            line += "(\(table.languages.joined(separator: ", "))), \(count(table.pluralKeys, "plural")), "
            if let document = table.document {
                line += "\(table.extractedKeys) from '\((document as NSString).lastPathComponent)', "
            } else {
                line += "\(table.extractedKeys) used by code, "
            }
            line += "\(table.keyCount - table.extractedKeys) manual, from \(count(table.table.files.count, "file"))"
            if table.existed { line += table.changesFile ? "; merged into the existing catalog" : "; the existing catalog already holds it" }
            text += line + "\n"
            var lines: [UInt8] = []
            XcodeReporter().write(table.warnings + table.disagreements) { lines.append(contentsOf: $0) }
            text += String(decoding: lines, as: UTF8.self)
        }
        for (name, reason) in skipped { text += "note: '\(name)' left as it is: \(reason)\n" }
        for file in leftOut {
            text += "\(file): note: not in the Xcode project, so not migrated (as Xcode does); the file is kept\n"
        }
        let keys = tables.reduce(0) { $0 + $1.keyCount }
        let warnings = tables.reduce(0) { $0 + $1.warnings.count + $1.disagreements.count }
        var last = tables.isEmpty ? "no legacy tables (.strings, .stringsdict) found" : "migrated \(count(tables.count, "table")) (\(count(keys, "key")))"
        last += "; \(count(warnings, "warning"))"
        if dryRun {
            last += "; dry run: nothing written"
        } else if !tables.isEmpty {
            last += removingOriginals ? "; legacy files removed" : "; legacy files kept (--remove-originals deletes them)"
        }
        return text + last + "\n"
    }

    private func count(_ number: Int, _ noun: String) -> String { counted(number, noun) }
}
