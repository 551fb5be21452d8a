import Foundation
import L10nCatalogChecks
import L10nDiagnostics
import L10nExchange
import L10nFiles
import L10nSourceParsing
import L10nTables
import XCStrings

/// `l10n extract --from-sources` for an Interface Builder document: its catalog (or its development-language table)
/// kept in step with the document, as Xcode's build keeps a document's catalog.
///
///     let plan = try InterfaceBuilderSync.plan(source, document: document, code: references)
///     plan.changes   // added 'Xy1-ab-c9d.title' = "Export…" (App/Base.lproj/Main.storyboard:88:37) …
///
/// - **On a catalog** (``SourceKeySync``, the code's extraction): a string of the document the catalog lacks is
///   added as Xcode adds it: ibtool's comment, `extractionState` `extracted_with_value`, the document's text as
///   the development language's value in state `new`; a key whose string is gone becomes `stale` (never
///   deleted); a changed text or comment replaces an untouched (`new`) value or the comment. Keys the code reads
///   from the same table (`NSLocalizedString("Cancel", tableName: "Main", …)`) count as used when the code was
///   read (`code`); without it, only the document's keys can go stale.
/// - **On tables**: the development language's table (`en.lproj/Main.strings`), when there is one, gets the
///   strings it lacks, each with ibtool's comment and the document's text, at its end
///   (``StringsTableEditor``); a key whose object is gone is listed, not deleted (the other languages' tables
///   hold it too: `check` reports it as `unused-key`). A document with no development-language table needs
///   nothing: the document is its development text.
public enum InterfaceBuilderSync {
    public struct Plan: Sendable {
        public var document: String
        /// The catalog or table written.
        public var path: String
        public var updatedBytes: [UInt8] = []
        public var changesFile = false
        public var changes: [SourceKeyChange] = []
        /// Keys the table holds whose object is gone (on tables only).
        public var orphans: [String] = []
        public var keyCount = 0

        /// The line for standard error, e.g. `App/mul.lproj/Main.xcstrings: 2 added, 1 marked stale (112 strings in
        /// 'Main.storyboard')`.
        public func summary(_ mode: SourceExtraction.Plan.Mode) -> String {
            var counts: [String] = []
            for kind in [SourceKeyChange.Kind.added, .revived, .commentUpdated, .valueUpdated, .markedStale] {
                let count = changes.filter { $0.kind == kind }.count
                guard count > 0 else { continue }
                let name = kind.rawValue.replacingOccurrences(of: "-", with: " ")
                counts.append(mode == .check ? "\(count) \(name == "added" ? "to add" : "to change (\(name))")" : "\(count) \(name)")
            }
            if !orphans.isEmpty { counts.append("\(orphans.count) of removed objects kept") }
            let name = (document as NSString).lastPathComponent
            let scope = " (\(CoverageReport.counted(keyCount, "string")) in '\(name)')"
            switch mode {
            case .check where !changesFile:
                return "\(path): in sync with '\(name)'" + scope + "\n"
            case .check:
                return "\(path): not in sync with '\(name)': " + counts.joined(separator: ", ") + scope
                    + "; run 'l10n extract --from-sources' without --check to update it\n"
            case .write, .dryRun:
                var line = "\(path): " + (counts.isEmpty ? "up to date" : counts.joined(separator: ", ")) + scope
                if mode == .dryRun && changesFile { line += "; dry run: nothing written" }
                return line + "\n"
            }
        }
    }

    /// The keys of the document's strings, with their text, comment and place, as the extraction takes keys.
    static func keys(of document: InterfaceBuilderDocument) -> [SourceKey] {
        document.strings.map { string in
            SourceKey(
                key: string.key, defaultValue: string.value, comment: string.comment,
                locations: [SourceLocation(file: document.path, line: string.position.line, column: string.position.column)])
        }
    }

    /// The plan for a document on a catalog at `catalogPath` (opened as given); `code` is the code's references
    /// when the Swift files were read.
    public static func plan(
        catalogPath: String, document: InterfaceBuilderDocument, code: [KeyReference]?
    ) throws(CatalogError) -> Plan {
        let original = try FileReader.readInput(catalogPath)
        var catalog = try StringCatalog(bytes: original, path: catalogPath)
        var keys = keys(of: document)
        if let code {
            let documentKeys = Set(keys.map(\.key))
            keys += SourceKey.collect(code, table: document.tableName).filter { !documentKeys.contains($0.key) }
        }
        let changes = SourceKeySync.apply(keys, to: &catalog) { entry in
            code != nil || InterfaceBuilderCatalogCheck.isDocumentKey(entry.key, entry)
        }
        var plan = Plan(document: document.path, path: catalogPath)
        plan.changes = changes
        plan.keyCount = document.strings.count
        plan.updatedBytes = catalog.bytes(replacing: original)
        plan.changesFile = !changes.isEmpty && plan.updatedBytes != original
        return plan
    }

    /// The plan for a document on tables: its development-language table, when it has one (nil otherwise).
    public static func plan(tables converted: InterfaceBuilderCatalog, currentDirectory: String) throws(CatalogError)
        -> Plan?
    {
        guard let path = converted.tableFile(for: converted.source.sourceLanguage) else { return nil }
        let original = try FileReader.readInput(PathDisplay.absolute(path, from: currentDirectory), shownAs: path)
        var editor = try StringsTableEditor(bytes: original, path: path)
        var plan = Plan(document: converted.document.path, path: path)
        plan.keyCount = converted.document.strings.count
        for string in converted.document.strings where !editor.contains(string.key) {
            editor.set(string.key, to: string.value, comment: string.comment)
            plan.changes.append(
                SourceKeyChange(
                    kind: .added, key: string.key, detail: "= \"\(InterfaceBuilderString.escaped(string.value))\"",
                    location: SourceLocation(
                        file: converted.document.path, line: string.position.line, column: string.position.column)))
        }
        plan.orphans = converted.unusedKeys.filter { $0.file == path }.map(\.key)
        plan.updatedBytes = editor.bytes
        plan.changesFile = editor.changed
        return plan
    }

    /// The plans for `catalog`'s document (with the code's keys of its table, from the Swift files under `folders`)
    /// or, without one, for every document under `folders` with a catalog or a development-language table; nil
    /// when there is no document under `folders`.
    public static func plans(
        folders: [String], catalog: InterfaceBuilderSource?, configuration: L10nConfiguration, currentDirectory cwd: String
    ) throws(CatalogError) -> [Plan]? {
        var sources: [InterfaceBuilderSource]
        var code: [KeyReference]?
        var request = CheckRequest(paths: folders, currentDirectory: cwd)
        request.configuration = configuration
        if let catalog {
            sources = [catalog]
            if !folders.isEmpty {
                code = try SourceExtraction.codeReferences(
                    folders: folders, exclude: configuration.exclude, excludeBase: configuration.baseDirectory).references
            }
            request = CheckRequest(paths: [catalog.folder], currentDirectory: cwd)
        } else {
            let catalogs = try CheckRun.catalogFiles(for: request)
            sources = CheckRun.legacyCatalogs(for: request, catalogFiles: catalogs).interfaceBuilder
            guard !sources.isEmpty else { return nil }
        }
        let documents = CheckRun.interfaceBuilder(sources, request: request, shownOnly: false)
        if let failure = documents.failures.first { throw failure }
        var plans: [Plan] = []
        for (path, document) in documents.documentsByCatalog.sorted(by: { $0.key < $1.key }) {
            plans.append(try plan(catalogPath: PathDisplay.shown(path, from: cwd), document: document, code: code))
        }
        for converted in documents.converted {
            if let plan = try plan(tables: converted, currentDirectory: cwd) { plans.append(plan) }
        }
        return plans
    }

    /// Writes the plan's file atomically, when it changes it.
    public static func apply(_ plan: Plan, currentDirectory: String) throws(CatalogError) {
        guard plan.changesFile else { return }
        do {
            try AtomicFile.write(plan.updatedBytes, to: PathDisplay.absolute(plan.path, from: currentDirectory))
        } catch {
            throw CatalogError(file: plan.path, line: 0, column: 0, message: error.message)
        }
    }
}
