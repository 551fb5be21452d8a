import Foundation
import L10nDiagnostics
import L10nFiles
import L10nFormats
import XCStrings

/// Reads the translated files given to `l10n merge --catalog`: XLIFF (ours and Xcode's, `.xcloc` folders), CSV
/// and JSON units, chosen by extension (`.xliff`/`.xlf`/`.xcloc`, `.csv`, `.json`), else by the first byte
/// (`<` XLIFF, `[` JSON, anything else CSV).
///
/// An XLIFF document may hold several catalogs (Xcode exports every catalog of a project into one file): when
/// it names more than one, only the `<file>` whose `original` matches the catalog's path best is read (see
/// ``catalogFiles(in:for:path:)``); the units of the others are reported once per catalog as `other-catalog`
/// warnings.
///
///     let input = try TranslationFiles.read(["es.xcloc"], catalogPath: "App/Localizable.xcstrings",
///                                           sourceLanguage: "en", language: nil)
public enum TranslationFiles {
    public static let otherCatalogRule = "other-catalog"

    public struct Input: Sendable {
        /// The units, in file order.
        public var units: [TranslationUnit] = []
        /// One warning per other catalog whose units were left out.
        public var notes: [Diagnostic] = []
        /// How many units were left out (they belong to another catalog).
        public var skippedUnitCount = 0
    }

    enum Format { case xliff, csv, json }

    /// - Parameter language: `--language`; CSV files, which do not name a language, need it.
    /// - Throws: ``TranslationFileError`` for the first file that cannot be read (with its position).
    public static func read(
        _ paths: [String], catalogPath: String, sourceLanguage: String, language: String?
    ) throws(TranslationFileError) -> Input {
        var input = Input()
        let catalogName = (catalogPath as NSString).lastPathComponent
        for path in paths {
            switch try format(of: path) {
            case .xliff:
                let files = try XLIFFReader.read(path: path)
                let chosen = try catalogFiles(in: files, for: catalogPath, path: path)
                for file in files {
                    guard chosen.contains(file.original) else {
                        input.skippedUnitCount += file.units.count
                        if !file.units.isEmpty {
                            let count = file.units.count
                            let document = file.units[0].location?.file ?? path
                            input.notes.append(
                                Diagnostic(
                                    location: SourceLocation(file: document, line: file.line, column: file.column),
                                    severity: .warning, ruleID: otherCatalogRule,
                                    message: "\(count) unit\(count == 1 ? "" : "s") for '\(file.original)', "
                                        + "not '\(catalogName)'; skipped"))
                        }
                        continue
                    }
                    input.units += file.units
                }
            case .csv:
                guard let language else {
                    throw TranslationFileError(
                        path: path, line: 0, column: 0,
                        message: "a CSV file does not name its language; pass '--language'")
                }
                input.units += try CSVReader.read(
                    bytes: try bytes(path), path: path, file: catalogPath, sourceLanguage: sourceLanguage,
                    targetLanguage: language)
            case .json:
                input.units += try UnitsJSONReader.read(
                    bytes: try bytes(path), path: path, file: catalogPath, sourceLanguage: sourceLanguage,
                    targetLanguage: language)
            }
        }
        return input
    }

    /// The `original` of the XLIFF `<file>`s meant for the catalog at `catalogPath`: every one when the document
    /// names a single catalog; otherwise those whose path ends with the most of the catalog's path components
    /// (`App/Localizable.xcstrings` rather than `Widget/Localizable.xcstrings` for `…/App/Localizable.xcstrings`).
    ///
    /// - Throws: when two different catalogs match equally well (the user must say which).
    static func catalogFiles(in files: [XLIFFFile], for catalogPath: String, path: String) throws(TranslationFileError)
        -> Set<String>
    {
        let originals = Set(files.map(\.original))
        guard originals.count > 1 else { return originals }
        let absolute = catalogPath.hasPrefix("/")
            ? catalogPath : FileManager.default.currentDirectoryPath + "/" + catalogPath
        let catalogComponents = Array((absolute as NSString).standardizingPath.split(separator: "/").reversed())
        var best = 0
        var chosen: [String] = []
        for original in originals.sorted() {
            let components = Array(original.split(separator: "/").reversed())
            var score = 0
            let limit = min(components.count, catalogComponents.count)
            while score < limit && components[score] == catalogComponents[score] { score += 1 }
            if score > best {
                best = score
                chosen = [original]
            } else if score == best && score > 0 {
                chosen.append(original)
            }
        }
        if chosen.count > 1 {
            throw TranslationFileError(
                path: path, line: 0, column: 0,
                message: "holds several catalogs that could be '\(catalogPath)' "
                    + "(\(chosen.map { "'\($0)'" }.joined(separator: ", "))); "
                    + "give the catalog's path as the file names it, from the project folder")
        }
        return Set(chosen)
    }

    static func format(of path: String) throws(TranslationFileError) -> Format {
        switch (path as NSString).pathExtension.lowercased() {
        case "xliff", "xlf", "xcloc": return .xliff
        case "csv": return .csv
        case "json": return .json
        default: break
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return .xliff
        }
        let head = try bytes(path).lazy.drop { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }.first
        switch head {
        case UInt8(ascii: "<"): return .xliff
        case UInt8(ascii: "["): return .json
        default: return .csv
        }
    }

    static func bytes(_ path: String) throws(TranslationFileError) -> [UInt8] {
        do {
            return try FileReader.read(path)
        } catch {
            throw TranslationFileError(path: path, line: 0, column: 0, message: error.message)
        }
    }
}
