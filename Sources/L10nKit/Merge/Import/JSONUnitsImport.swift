import L10nDiagnostics
import XCStrings

/// Reads JSON units (`l10n extract --format json`) for the import until `Formats/JSON`'s reader lands on main;
/// then this file goes and `UnitsJSONReader` takes its place.
///
/// An array of objects: `key` (required), `variant`, `source`, `target`, `comment`, `state`, `file`,
/// `sourceLanguage`, `targetLanguage` (strings or `null`); unknown members are ignored. A unit without a
/// language gets `targetLanguage`. Each unit's location is its object's `{`.
enum JSONUnitsImport {
    static func read(
        bytes: [UInt8], path: String, file: String, sourceLanguage: String, targetLanguage: String?
    ) throws(TranslationFileError) -> [TranslationUnit] {
        do {
            return try bytes.withUnsafeBufferPointer { buffer throws(CatalogError) in
                var reader = JSONReader(buffer: buffer, path: path)
                try reader.expectDocumentStart()
                var units: [TranslationUnit] = []
                var array = try reader.beginArray(field: "units")
                while try reader.nextElement(&array) {
                    let start = reader.position
                    var object = try reader.beginObject(field: "unit")
                    var fields: [String: String] = [:]
                    var seen: [String: SourcePosition] = [:]
                    while let (key, position) = try reader.nextMember(&object) {
                        if let first = seen[key] { throw reader.duplicateKey(key, at: position, first: first) }
                        seen[key] = position
                        if case .string(let value) = try reader.readValue() { fields[key] = value }
                    }
                    guard let key = fields["key"] else { throw reader.error("unit has no 'key'", at: start) }
                    units.append(
                        TranslationUnit(
                            file: fields["file"] ?? file, key: key, variant: fields["variant"] ?? "",
                            source: fields["source"] ?? "", target: fields["target"], state: fields["state"],
                            comment: fields["comment"], sourceLanguage: fields["sourceLanguage"] ?? sourceLanguage,
                            targetLanguage: fields["targetLanguage"] ?? targetLanguage ?? "",
                            location: SourceLocation(file: path, line: start.line, column: start.column)))
                }
                try reader.expectEnd()
                return units
            }
        } catch {
            throw TranslationFileError(path: error.file, line: error.line, column: error.column, message: error.message)
        }
    }
}
