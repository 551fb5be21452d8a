import Foundation
import L10nCatalogChecks
import L10nDiagnostics
import L10nFiles
import L10nSourceParsing
import L10nSourceRules
import XCStrings

/// `l10n extract --from-sources`: finds the Swift files under folders, collects their key references with the
/// source linter, and works out the catalog changes (``SourceKeySync``); ``apply(_:)`` writes them.
///
///     let plan = try SourceExtraction.plan(folders: ["Sources"], catalogPath: "Resources/Localizable.xcstrings")
///     // with "englishKeys": SourceExtraction.plan(…, englishKeys: true) also adds SwiftUI's English literals
///     plan.changes.forEach { print($0) }   // added 'home.title' = "Home" (Sources/HomeView.swift:12:27) …
///     try SourceExtraction.apply(plan)     // atomic, in the file's layout; nothing written when nothing changed
///
/// Only references to the catalog's table count (`Localizable.xcstrings` takes references without `table:`;
/// `Settings.xcstrings` those with `table: "Settings"`). Test files (`Tests/`, `*Tests.swift`) are not read for
/// keys: Xcode extracts from app targets only.
public enum SourceExtraction {
    /// What the extraction would do.
    public struct Plan: Sendable {
        public var catalogPath: String
        /// The catalog's bytes after the changes: Xcode's canonical form for a file in Xcode's layout, else the
        /// file's own layout with only the changed entries written again (``StringCatalog/bytes(replacing:)``).
        public var updatedBytes: [UInt8]
        /// Whether there are changes to write (a catalog without changes is left as it is, canonical or not).
        public var changesFile: Bool
        public var changes: [SourceKeyChange]
        /// Lines for standard error: keys with interpolation that match no catalog key (not added).
        public var notes: [String]
        public var swiftFileCount: Int
        public var keyCount: Int

        /// What a run does with the plan: write it, list it (`--dry-run`), or check the catalog against it
        /// (`--check`, the CI gate).
        public enum Mode: Sendable, Hashable {
            case write, dryRun, check
        }

        /// The summary for standard error, e.g.
        /// `Localizable.xcstrings: 2 added, 1 marked stale (14 keys in 9 Swift files)`, or with `.check`
        /// `Localizable.xcstrings: not in sync with the Swift sources: 2 keys to add, 1 to mark stale (14 keys in 9
        /// Swift files); run 'l10n extract --from-sources' without --check to update it`.
        public func summary(_ mode: Mode) -> String {
            let kinds: [(SourceKeyChange.Kind, done: String, toDo: String)] = [
                (.added, "added", "to add"), (.revived, "revived", "to revive"),
                (.commentUpdated, "comment updated", "comment to update"),
                (.valueUpdated, "value updated", "value to update"), (.markedStale, "marked stale", "to mark stale"),
            ]
            var counts: [String] = []
            for (kind, done, toDo) in kinds {
                let count = changes.filter { $0.kind == kind }.count
                guard count > 0 else { continue }
                if mode == .check {
                    counts.append(counts.isEmpty ? "\(count) \(count == 1 ? "key" : "keys") \(toDo)" : "\(count) \(toDo)")
                } else {
                    counts.append("\(count) \(done)")
                }
            }
            var scope = " (\(keyCount) \(keyCount == 1 ? "key" : "keys") in \(swiftFileCount) Swift "
            scope += swiftFileCount == 1 ? "file)" : "files)"
            switch mode {
            case .check where counts.isEmpty:
                return "\(catalogPath): in sync with the Swift sources" + scope + "\n"
            case .check:
                return "\(catalogPath): not in sync with the Swift sources: " + counts.joined(separator: ", ") + scope
                    + "; run 'l10n extract --from-sources' without --check to update it\n"
            case .write, .dryRun:
                var line = "\(catalogPath): " + (counts.isEmpty ? "up to date" : counts.joined(separator: ", ")) + scope
                if mode == .dryRun && changesFile { line += "; dry run: nothing written" }
                return line + "\n"
            }
        }
    }

    /// Reads the sources and the catalog and computes the changes; nothing is written.
    ///
    /// - Throws: ``CatalogError`` when a folder does not exist, a Swift file cannot be read (a key used only
    ///   there would wrongly go stale), or the catalog is missing or malformed.
    /// - Parameters:
    ///   - exclude: globs of Swift files to leave out (the configuration's `exclude`).
    ///   - excludeBase: the folder the globs are relative to (the configuration's folder), as for `check`; nil
    ///     matches them against the folders as given.
    public static func plan(
        folders: [String], catalogPath: String, exclude: [String] = [], excludeBase: String? = nil,
        englishKeys: Bool = false
    ) throws(CatalogError) -> Plan {
        let code = try codeReferences(folders: folders, exclude: exclude, excludeBase: excludeBase)
        let files = code.files
        let original = try read(catalogPath)
        var catalog = try StringCatalog(bytes: original, path: catalogPath)
        var keys = SourceKey.collect(code.references, table: tableName(of: catalogPath))
        if !englishKeys {
            // English text that only SwiftUI positions look up (`Button("Share")`) is hardcoded, not a key to add;
            // a key some String(localized:), NSLocalizedString or LocalizedStringResource names is added as Xcode does.
            let named = Set(code.references.filter { $0.kind != .text }.map { ScalarString($0.key) })
            for index in keys.indices where KeyConvention.isText(keys[index].key) && !named.contains(ScalarString(keys[index].key)) {
                keys[index].addsToCatalog = false
            }
        }
        let changes = SourceKeySync.apply(keys, to: &catalog)
        let updated = catalog.bytes(replacing: original)

        var notes: [String] = []
        for key in SourceKeySync.unmatchedInterpolatedKeys(keys, in: catalog) {
            let location = key.locations.first.map { "\($0): " } ?? ""
            notes.append(
                "\(location)note: key with interpolation '\(key.key)' not added: Xcode writes its format "
                    + "specifiers from the interpolated types; build in Xcode or use String(localized:) with a format")
        }
        return Plan(
            catalogPath: catalogPath, updatedBytes: updated, changesFile: !changes.isEmpty && updated != original,
            changes: changes,
            notes: notes, swiftFileCount: files.count, keyCount: keys.count)
    }

    /// The key references of the Swift files under `folders` (test files left out), and those files.
    ///
    /// - Throws: ``CatalogError`` when a folder does not exist or a Swift file cannot be read.
    public static func codeReferences(folders: [String], exclude: [String] = [], excludeBase: String? = nil)
        throws(CatalogError) -> (references: [KeyReference], files: [String])
    {
        let cwd = FileManager.default.currentDirectoryPath
        let rootNames = excludeBase.flatMap { base in
            exclude.isEmpty ? nil : folders.map { PathDisplay.relative(PathDisplay.absolute($0, from: cwd), to: base) }
        }
        let found = FileFinder(fileExtension: "swift").find(in: folders, exclude: exclude, rootNames: rootNames)
        if let missing = found.missing.first {
            throw CatalogError(file: missing, line: 0, column: 0, message: "no such file or folder")
        }
        let files = found.files.filter { !SourceLinter.isTestFile($0) }
        guard !files.isEmpty else { return ([], []) }
        var options = LintOptions()
        for description in SourceRules.descriptions { options.ruleLevels[description.id] = .off }
        let result = SourceLintRunner.run(files: files, options: options)
        if let error = result.errors.first {
            throw CatalogError(
                file: error.location.file, line: error.location.line, column: error.location.column,
                message: error.message)
        }
        return (result.references, files)
    }

    /// Writes the plan's catalog atomically, when it changes the file.
    public static func apply(_ plan: Plan) throws(CatalogError) {
        guard plan.changesFile else { return }
        do {
            try AtomicFile.write(plan.updatedBytes, to: plan.catalogPath)
        } catch {
            throw CatalogError(file: plan.catalogPath, line: 0, column: 0, message: error.message)
        }
    }

    /// The table a catalog or a legacy table's file holds: `Localizable` for `App/Localizable.xcstrings` and for
    /// `App/en.lproj/Localizable.strings`.
    public static func tableName(of path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in [".xcstrings", ".strings", ".stringsdict"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
            break
        }
        return name
    }

    private static func read(_ path: String) throws(CatalogError) -> [UInt8] {
        try FileReader.readInput(path)
    }
}
