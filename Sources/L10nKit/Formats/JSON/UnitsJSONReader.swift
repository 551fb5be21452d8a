import L10nDiagnostics
import XCStrings

/// Reads the JSON units file ``UnitsJSONWriter`` writes (and files made like it by scripts or machine-translation
/// pipelines) back into translation units, each with the position of its object.
///
///     let units = try UnitsJSONReader().read(Array(text.utf8), path: "es.json")
///     units[0].id         // "inbox.count|==|plural.one"
///     units[0].location   // es.json:2:3
///
/// The document is an array of objects. `key` and `source` are required strings; `variant` (default `""`),
/// `target`, `comment` and `state` are optional strings or `null`; `file`, `sourceLanguage` and `targetLanguage`
/// are optional (default `""`: unknown, for the importer to fill in or reject). Other members are ignored, so a
/// pipeline may add its own. A member given twice, a value of the wrong kind or malformed JSON is an error with
/// its line and column. A leading byte order mark is accepted.
public struct UnitsJSONReader: Sendable {
    public init() {}

    public func read(_ bytes: [UInt8], path: String) throws(TranslationFileError) -> [TranslationUnit] {
        do {
            return try bytes.withUnsafeBufferPointer { buffer throws(CatalogError) in
                var reader = JSONReader(buffer: buffer, path: path)
                try reader.expectDocumentStart()
                guard try reader.peekKind() == .array else {
                    throw reader.error("expected an array of translation units")
                }
                var units: [TranslationUnit] = []
                var array = try reader.beginArray(field: "units")
                while try reader.nextElement(&array) {
                    units.append(try readUnit(&reader, path: path))
                }
                try reader.expectEnd()
                return units
            }
        } catch {
            throw TranslationFileError(path: path, line: error.line, column: error.column, message: error.message)
        }
    }

    private static let stringFields: Set<String> = [
        "key", "variant", "source", "target", "comment", "state", "file", "sourceLanguage", "targetLanguage",
    ]

    private func readUnit(_ reader: inout JSONReader, path: String) throws(CatalogError) -> TranslationUnit {
        guard try reader.peekKind() == .object else { throw reader.error("expected a translation unit object") }
        let start = reader.position
        var object = try reader.beginObject(field: "unit")
        var values: [String: String] = [:]
        var seen: [String: SourcePosition] = [:]
        while let (name, position) = try reader.nextMember(&object) {
            if let first = seen[name] { throw reader.duplicateKey(name, at: position, first: first) }
            seen[name] = position
            guard Self.stringFields.contains(name) else {
                _ = try reader.readValue()
                continue
            }
            if try reader.peekKind() == .null {
                _ = try reader.readValue()
                if name == "key" || name == "source" {
                    throw reader.error("'\(name)' must be a string, not null", at: position)
                }
                continue
            }
            values[name] = try reader.readString(field: name)
        }
        for required in ["key", "source"] where values[required] == nil {
            throw reader.error("translation unit without '\(required)'", at: start)
        }
        return TranslationUnit(
            file: values["file"] ?? "", key: values["key"]!, variant: values["variant"] ?? "",
            source: values["source"]!, target: values["target"], state: values["state"], comment: values["comment"],
            sourceLanguage: values["sourceLanguage"] ?? "", targetLanguage: values["targetLanguage"] ?? "",
            location: SourceLocation(file: path, line: start.line, column: start.column))
    }
}
