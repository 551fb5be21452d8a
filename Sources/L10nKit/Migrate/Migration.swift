import Foundation
import L10nDiagnostics
import L10nFiles
import L10nLint
import XCStrings

/// `l10n migrate`: each legacy table (`.strings`, `.stringsdict` across `.lproj` folders) becomes one
/// `<Table>.xcstrings` beside them, as Xcode's "Migrate to String Catalog" makes it: every key and language,
/// values `translated`, the development language's comments, plurals, substitutions and device variations (the
/// conversion is ``LegacyConversion``, the one `check` reads tables with), Xcode's canonical layout.
///
///     let migration = Migration.plan(CheckRequest(paths: ["App"], currentDirectory: cwd))
///     migration.tables.map(\.catalogPath)   // ["App/Localizable.xcstrings", "App/InfoPlist.xcstrings"]
///     try migration.apply(removingOriginals: false)
///
/// `extractionState`: a key the Swift code of the catalog's own target uses (a localizing call or SwiftUI
/// position, as the project index finds them) is left without one, as Xcode leaves a key it extracts; any other key
/// is `manual`, as Xcode 15 marked what it moved from a table and did not extract (IceCubesApp's migration,
/// aa7c1b87: 364 `manual`, 201 without a state). An existing `<Table>.xcstrings` is merged into: its
/// entries win wherever both have a value, and each place where they disagree is listed. Nothing is dropped: keys
/// only a translation has, a `.strings` and a `.stringsdict` defining one key, values whose format specifiers do not
/// match the source's are kept and listed with their `path:line:column`.
public struct Migration: Sendable {
    /// One table's migration.
    public struct Table: Sendable {
        public var name: String
        /// The legacy files, as shown.
        public var files: [String]
        /// Where the catalog goes: `<folder>/<name>.xcstrings`.
        public var catalogPath: String
        /// The catalog to write (merged with the existing one when there is one).
        public var catalog: StringCatalog
        /// Whether a catalog was there already (then it is merged into, keeping its own layout).
        public var mergesIntoExisting: Bool
        public var keys: Int
        public var languages: [String]
        /// Keys with plural, device or substitution variations in some language.
        public var keysWithVariations: Int
        /// Keys left without `extractionState` because code uses them.
        public var keysUsedByCode: Int
        /// What a reader should know, each line `path:line:column: warning: …`.
        public var warnings: [String]
    }

    public var tables: [Table]
    /// Files that could not be read: `path:line:column: error: …`. When there is one, nothing is written.
    public var failures: [String]

    /// Finds the tables under the request's paths and converts each, reading the Swift files the request names for
    /// the keys code uses.
    public static func plan(_ request: CheckRequest) -> Migration {
        let cwd = request.currentDirectory
        let converted = CheckRun.legacyCatalogs(for: request, catalogFiles: []).converted
        var failures = converted.flatMap { $0.failures.map(\.description) }
        // The keys the code uses, and the format-specifier findings in the tables, from one check.
        let outcome = CheckRun.run(request)
        let extracted = outcome.keyReferences.filter { $0.kind != .literal && !$0.hasInterpolation }
        let specifierFindings = outcome.allDiagnostics.filter { $0.ruleID == FormatSpecifierMismatchRule.description.id }

        var tables: [Table] = []
        for legacy in converted {
            var catalog = legacy.catalog
            // Xcode extracts the keys of the catalog's own target: the code beside the table.
            let target = targetFolder(of: legacy.table.folder)
            let used = Set(extracted.lazy.filter { isInside($0.location.file, target) }.map(\.key))
            var usedByCode = 0
            for index in catalog.entries.indices {
                if used.contains(catalog.entries.keys[index]) {
                    usedByCode += 1
                } else {
                    catalog.entries[valueAt: index].extractionState = .manual
                }
            }
            var warnings = legacy.issues.map { "\($0.file):\($0.position.line):\($0.position.column): warning: \($0.message)" }
            let files = Set(legacy.table.files.map(\.path))
            warnings += specifierFindings.filter { files.contains($0.location.file) }.map {
                "\($0.location): warning: \($0.message); kept as it is"
            }
            let catalogPath = legacy.table.catalogPath
            let absolute = PathDisplay.absolute(catalogPath, from: cwd)
            var mergesIntoExisting = false
            if FileManager.default.fileExists(atPath: absolute) {
                do {
                    let existing = try StringCatalog(contentsOfFile: absolute)
                    let merged = CatalogMigrationMerge.merge(migrated: catalog, into: existing)
                    catalog = merged.catalog
                    warnings += merged.disagreements.map { "\(catalogPath): warning: \($0)" }
                    mergesIntoExisting = true
                } catch {
                    failures.append(error.description)
                    continue
                }
            }
            let languages = Set(catalog.entries.values.flatMap(\.localizations.keys))
            tables.append(
                Table(
                    name: legacy.table.name, files: legacy.table.files.map(\.path), catalogPath: catalogPath,
                    catalog: catalog, mergesIntoExisting: mergesIntoExisting, keys: legacy.catalog.entries.count,
                    languages: languages.sorted { ($0 == catalog.sourceLanguage ? 0 : 1, $0) < ($1 == catalog.sourceLanguage ? 0 : 1, $1) },
                    keysWithVariations: legacy.catalog.entries.values.filter { entry in
                        entry.localizations.values.contains { $0.variations != nil || $0.substitutions != nil }
                    }.count,
                    keysUsedByCode: usedByCode, warnings: warnings))
        }
        return Migration(tables: tables, failures: failures)
    }

    /// The folder of the target a table belongs to, as paths are shown: `Sources/<Target>` of a package
    /// (`Sources/Feature/Resources/en.lproj` → `Sources/Feature`), else the first folder of its path
    /// (`App/Resources/Localization` → `App`); `.` for a table at the top.
    static func targetFolder(of folder: String) -> String {
        let components = folder.split(separator: "/").map(String.init).filter { $0 != "." }
        if let sources = components.lastIndex(of: "Sources"), sources + 1 < components.count {
            return components[...(sources + 1)].joined(separator: "/")
        }
        return components.first ?? "."
    }

    static func isInside(_ path: String, _ folder: String) -> Bool {
        folder == "." || path.hasPrefix(folder + "/") || path.hasPrefix("./" + folder + "/")
    }

    /// Writes each table's catalog (atomically; an existing one keeps its layout) and, with `removingOriginals`,
    /// deletes the legacy files of each table written.
    public func apply(removingOriginals: Bool, currentDirectory: String) throws {
        for table in tables {
            let path = PathDisplay.absolute(table.catalogPath, from: currentDirectory)
            try table.catalog.write(toFile: path)
            guard removingOriginals else { continue }
            for file in table.files {
                try FileManager.default.removeItem(atPath: PathDisplay.absolute(file, from: currentDirectory))
            }
        }
    }

    /// The summary: a line per table, then its warnings.
    public func summary(dryRun: Bool) -> String {
        var text = ""
        for table in tables {
            let action = table.mergesIntoExisting ? "merged into" : "→"
            text += "\(table.name) (\(table.files.count) file\(table.files.count == 1 ? "" : "s")): "
            text += "\(table.keys) key\(table.keys == 1 ? "" : "s"), \(table.languages.count) language"
            text += "\(table.languages.count == 1 ? "" : "s") (\(table.languages.joined(separator: ", "))), "
            text += "\(table.keysWithVariations) with plural or device variations, \(table.keysUsedByCode) used by code "
            text += "\(action) \(table.catalogPath)\n"
            for warning in table.warnings { text += "  \(warning)\n" }
        }
        let warnings = tables.reduce(0) { $0 + $1.warnings.count }
        text += "\(tables.count) table\(tables.count == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
        text += dryRun ? "; dry run: nothing written\n" : "\n"
        return text
    }
}
