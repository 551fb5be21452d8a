import Foundation
import L10nCatalogChecks
import L10nFiles
import L10nFormats
import L10nTables
import XCStrings

/// `l10n merge` for an Interface Builder document: translated units (XLIFF as Xcode exports a document,
/// `<file original="…/Base.lproj/Main.storyboard">`, CSV or JSON) checked as for a catalog (``TranslationImport``)
/// and written into the document's tables or its catalog.
///
///     let plan = try InterfaceBuilderImport.plan(units, into: converted, language: "de")
///     plan.writes   // [("App/de.lproj/Main.strings", bytes)]: changed values in place, new keys at the end
///
/// - On tables: each language's changes go into its table (`de.lproj/Main.strings`, made when there is none yet),
///   a value the table has replaced where it stands, a key it lacks appended with ibtool's comment
///   (``StringsTableEditor``); nothing else in the file moves. A table has no states: a unit's state is not kept.
/// - On a catalog: into the catalog, in its layout; a string of the document the catalog lacks yet comes in as
///   Xcode's next extraction would write it (ibtool's comment, `extracted_with_value`, the document's text), but
///   only when a translation of it is imported.
/// - Keys of objects the document does not have are skipped (`unknown-key`), as keys a catalog lacks are.
public enum InterfaceBuilderImport {
    /// What the import would write.
    public struct Plan: Sendable {
        public var result: ImportResult
        /// Files to write: tables, or the catalog.
        public var writes: [(path: String, bytes: [UInt8])] = []
        /// Tables made new.
        public var created: [String] = []
    }

    /// Imports into a document on tables (or on none yet).
    public static func plan(
        _ units: [TranslationUnit], into converted: InterfaceBuilderCatalog, language: String?,
        checks: TranslationChecks = TranslationChecks(), currentDirectory: String = FileManager.default.currentDirectoryPath
    ) throws(CatalogError) -> Plan {
        let result = TranslationImport.apply(
            units, to: converted.catalog, catalogPath: converted.document.path, language: language, checks: checks)
        var plan = Plan(result: result)
        var byLanguage: [String: [ImportChange]] = [:]
        for change in result.changes where change.variant.isEmpty {
            byLanguage[change.language, default: []].append(change)
        }
        for (language, changes) in byLanguage.sorted(by: { $0.key < $1.key }) {
            let existing = converted.tableFile(for: language)
            let path = existing ?? tablePath(for: converted.source, language: language)
            var editor: StringsTableEditor
            if let existing {
                editor = try StringsTableEditor(
                    bytes: FileReader.readInput(PathDisplay.absolute(existing, from: currentDirectory), shownAs: existing),
                    path: existing)
            } else {
                editor = StringsTableEditor(newFileAt: path)
                plan.created.append(path)
            }
            for change in changes {
                guard case .unit(let unit) = change.new else { continue }
                editor.set(change.key, to: unit.value, comment: converted.catalog.entries[change.key]?.comment)
            }
            if editor.changed { plan.writes.append((path, editor.bytes)) }
        }
        return plan
    }

    /// Imports into a document's catalog (`bytes`, read from `path`).
    public static func plan(
        _ units: [TranslationUnit], intoCatalog catalog: StringCatalog, bytes: [UInt8], path: String,
        document: InterfaceBuilderDocument, language: String?, checks: TranslationChecks = TranslationChecks()
    ) -> Plan {
        let augmented = InterfaceBuilderCatalogCheck.augment(catalog, with: document)
        var result = TranslationImport.apply(
            units, to: augmented.catalog, catalogPath: path, language: language, checks: checks)
        let imported = Set(result.changes.map(\.key))
        for key in augmented.added where !imported.contains(key) { result.catalog.entries[key] = nil }
        var plan = Plan(result: result)
        if !result.changes.isEmpty { plan.writes.append((path, result.catalog.bytes(replacing: bytes))) }
        return plan
    }

    /// `<folder>/<language>.lproj/<name>.strings`.
    static func tablePath(for source: InterfaceBuilderSource, language: String) -> String {
        ((source.folder as NSString).appendingPathComponent("\(language).lproj") as NSString)
            .appendingPathComponent(source.name + ".strings")
    }
}
