/// The translator file formats `extract` writes.
public enum ExportFormat: String, Sendable, CaseIterable {
    /// XLIFF 1.2 in the shape of Xcode's `.xcloc` exports (default).
    case xliff
    /// RFC 4180 CSV: `key,variant,source,target,comment,state`.
    case csv
    /// A JSON array of units.
    case json
}

/// An export rendered in a translator format, with the warnings the rendering raised.
///
///     let document = run.document(format: .xliff, toolVersion: "0.1.0")
///     try AtomicFile.write(document.bytes, to: "es.xliff")
///     document.warnings   // ["warning: dropped character U+0007 from 'bell' (xml 1.0 cannot carry it)"]
public struct ExportDocument: Sendable, Hashable {
    public var bytes: [UInt8]
    /// Lines for standard error, each starting `warning:`.
    public var warnings: [String]
}

extension TranslationUnit {
    /// The translator-format unit for a selected unit of a catalog export.
    public init(_ unit: ExportUnit, in export: CatalogExport) {
        self.init(
            file: export.path, key: unit.key, variant: unit.variant.description, source: unit.source,
            target: unit.target, state: unit.state, comment: unit.comment, sourceLanguage: export.sourceLanguage,
            targetLanguage: export.targetLanguage)
    }
}

extension ExportRun {
    /// Every selected unit as a translator-format unit, catalog by catalog.
    public var translationUnits: [TranslationUnit] {
        exports.flatMap { export in export.units.map { TranslationUnit($0, in: export) } }
    }

    /// Renders the run. XLIFF gets one `<file>` per catalog (also when a catalog has nothing to translate, so
    /// the document says which catalogs were looked at); CSV has no catalog column, so a CSV of several catalogs
    /// comes with a warning; JSON units name their catalog.
    public func document(format: ExportFormat, toolVersion: String) -> ExportDocument {
        switch format {
        case .xliff:
            let files = exports.map { export in
                XLIFFFile(
                    original: export.path, sourceLanguage: export.sourceLanguage,
                    targetLanguage: export.targetLanguage, units: export.units.map { TranslationUnit($0, in: export) })
            }
            let output = XLIFFWriter(tool: .l10n(version: toolVersion)).write(files)
            return ExportDocument(bytes: Array(output.text.utf8), warnings: output.dropped.map { "warning: \($0)" })
        case .csv:
            var warnings: [String] = []
            let catalogs = exports.filter { !$0.units.isEmpty }.count
            if catalogs > 1 {
                warnings.append(
                    "warning: csv has no catalog column: units of \(catalogs) catalogs share one file; "
                        + "merge it into each catalog with 'l10n merge --catalog' (other catalogs' keys are skipped)")
            }
            return ExportDocument(bytes: Array(CSVWriter().write(translationUnits).utf8), warnings: warnings)
        case .json:
            return ExportDocument(bytes: Array(UnitsJSONWriter().write(translationUnits).utf8), warnings: [])
        }
    }
}
