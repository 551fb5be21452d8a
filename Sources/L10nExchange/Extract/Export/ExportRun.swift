import L10nCatalogChecks
import L10nTables
import XCStrings

/// Reads catalogs and selects what a language needs from each: the work behind `l10n extract --language`. Every
/// catalog is exported, also one with no string at all in the language: as ``ProjectLanguages`` states, a language
/// counts in every catalog of the project, so such a catalog's strings are all to translate (the same count
/// `check`'s summary and `report` give).
///
///     let files = try CheckRun.catalogFiles(for: CheckRequest(paths: ["App"], currentDirectory: cwd))
///     let run = ExportRun.collect(files: files, selector: ExportSelector(language: "es"))
///     if run.errors.isEmpty { print(run.summary(language: "es", includeAll: false)) }
///     // es: 12 units to translate (48 words) in 2 catalogs
public struct ExportRun: Sendable {
    /// One export per catalog that was read, in the order of Xcode's export (``ExportOrder/filePrecedes(_:_:)``).
    /// A catalog whose source language is the language asked for is exported as Xcode exports its development
    /// language (see ``ExportSelector``).
    public var exports: [CatalogExport] = []
    /// Catalogs that could not be read or are malformed.
    public var errors: [CatalogError] = []
    /// Every catalog file looked at.
    public var files: [String] = []
    /// The team's glossary (`.l10n.json`): the terms each unit's source holds go with it into the document.
    public var glossary = Glossary()

    public init() {}

    /// Finds the catalogs under `paths` (see ``CatalogFinder``) and selects each one's units.
    ///
    /// - Throws: ``CatalogError`` when a path does not exist; unreadable or malformed catalogs are collected in
    ///   ``errors`` so every problem is reported at once.
    public static func collect(paths: [String], selector: ExportSelector) throws(CatalogError) -> ExportRun {
        collect(files: try CatalogFinder.find(paths), selector: selector)
    }

    /// Reads each catalog file and selects its units; unreadable or malformed catalogs go to ``errors``. A
    /// catalog of an Interface Builder document (`documents`, by the catalog's path as given) also exports the
    /// document's strings it lacks yet, as Xcode's next extraction adds them.
    public static func collect(
        files: [String], selector: ExportSelector, documents: [String: InterfaceBuilderDocument] = [:]
    ) -> ExportRun {
        var run = ExportRun()
        run.files = files
        for path in run.files {
            do {
                var catalog = try StringCatalog(contentsOfFile: path)
                if let document = documents[path] {
                    catalog = InterfaceBuilderCatalogCheck.augment(catalog, with: document).catalog
                }
                run.exports.append(CatalogExport(catalog: catalog, path: path, selector: selector))
            } catch {
                run.errors.append(error)
            }
        }
        run.exports.sort { ExportOrder.filePrecedes($0.path, $1.path) }
        return run
    }

    /// All units of all catalogs.
    public var unitCount: Int { exports.reduce(0) { $0 + $1.units.count } }

    /// The summary for standard error: one line per catalog, then the total for the language.
    ///
    ///     App/Localizable.xcstrings: es: 10 units to translate (41 words)
    ///     App/InfoPlist.xcstrings: es: 2 units to translate (7 words)
    ///     es: 12 units to translate (48 words) in 2 catalogs
    ///
    /// With `--all`, lines read `… 40 units exported, 12 to translate (48 words)`.
    public func summary(language: String, includeAll: Bool) -> String {
        var lines: [String] = []
        func describe(units: Int, needing: Int, words: Int) -> String {
            let wordText = "(\(words) \(words == 1 ? "word" : "words"))"
            if includeAll {
                return "\(units) \(units == 1 ? "unit" : "units") exported, \(needing) to translate \(wordText)"
            }
            return "\(needing) \(needing == 1 ? "unit" : "units") to translate \(wordText)"
        }
        for export in exports {
            lines.append(
                "\(export.path): \(language): "
                    + describe(
                        units: export.units.count, needing: export.unitsNeedingWork, words: export.wordsToTranslate))
            if let similar = export.similarLanguage {
                lines.append("\(export.path): warning: no '\(language)' strings; did you mean '\(similar)'?")
            }
            if !export.skippedStringSets.isEmpty {
                let count = export.skippedStringSets.count
                lines.append(
                    "\(export.path): note: \(count) string \(count == 1 ? "set" : "sets") "
                        + "(App Shortcuts phrases) not exported")
            }
        }
        let total = describe(
            units: unitCount, needing: exports.reduce(0) { $0 + $1.unitsNeedingWork },
            words: exports.reduce(0) { $0 + $1.wordsToTranslate })
        let catalogs = exports.count
        lines.append("\(language): \(total) in \(catalogs) \(catalogs == 1 ? "catalog" : "catalogs")")
        return lines.joined(separator: "\n") + "\n"
    }
}

extension ExportRun {
    /// Adds the units of converted legacy tables (see ``CheckRun/legacyCatalogs(for:catalogFiles:)``), each
    /// exported under its development-language file's path (as Xcode's export names a `.strings` table); files
    /// that could not be read go to ``errors``.
    public mutating func add(_ legacy: [LegacyCatalog], selector: ExportSelector) {
        for table in legacy {
            errors += table.failures
            files += table.table.files.map(\.path)
            exports.append(CatalogExport(catalog: table.catalog, path: table.table.primaryFile.path, selector: selector))
        }
        exports.sort { ExportOrder.filePrecedes($0.path, $1.path) }
    }

    /// Adds the units of Interface Builder documents on tables (or on none yet), each exported under the
    /// document's path, as Xcode's export names it (`<file original="App/Base.lproj/Main.storyboard">`), with
    /// ibtool's comment as each unit's note; tables that could not be read go to ``errors``.
    public mutating func add(_ documents: [InterfaceBuilderCatalog], selector: ExportSelector) {
        for document in documents {
            errors += document.failures
            files.append(document.document.path)
            files += document.source.table?.files.map(\.path) ?? []
            exports.append(CatalogExport(catalog: document.catalog, path: document.document.path, selector: selector))
        }
        exports.sort { ExportOrder.filePrecedes($0.path, $1.path) }
    }
}
