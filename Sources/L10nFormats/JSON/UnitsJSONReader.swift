import L10nDiagnostics
import XCStrings

/// Reads the JSON `UnitsJSONWriter` writes back into translation units, with the position of each unit's `{`.
/// The JSON itself goes through XCStrings' strict `JSONReader` (RFC 8259, duplicate keys, depth limit, precise
/// errors).
///
///     let units = try UnitsJSONReader.read(bytes: Array(data), path: "es.json")
///
/// Each element must be an object; `key` is required, `variant`, `source`, `target`, `comment` and `state` are
/// optional strings (`null` counts as absent), unknown members are ignored. `file`, `sourceLanguage` and
/// `targetLanguage` come from the unit, or from the parameters when the unit has none (a hand-made file may
/// leave them out); a unit with neither is an error.
public enum UnitsJSONReader {
    static let fields: Set<String> = [
        "key", "variant", "source", "target", "comment", "state", "file", "sourceLanguage", "targetLanguage",
    ]

    public static func read(
        bytes: [UInt8], path: String, file: String? = nil, sourceLanguage: String? = nil, targetLanguage: String? = nil
    ) throws(TranslationFileError) -> [TranslationUnit] {
        let defaults = ["file": file, "sourceLanguage": sourceLanguage, "targetLanguage": targetLanguage]
        do {
            return try bytes.withUnsafeBufferPointer { buffer throws(CatalogError) -> [TranslationUnit] in
                var reader = JSONReader(buffer: buffer, path: path)
                try reader.expectDocumentStart()
                if try reader.peekKind() != .array {
                    throw reader.error("expected an array of translation units, found \(describe(try reader.peekKind()))")
                }
                var units: [TranslationUnit] = []
                var array = try reader.beginArray(field: "units")
                while try reader.nextElement(&array) {
                    if try reader.peekKind() != .object {
                        throw reader.error("expected an object for a translation unit, found \(describe(try reader.peekKind()))")
                    }
                    var object = try reader.beginObject(field: "unit")
                    var values: [String: String] = [:]
                    var seen: [String: SourcePosition] = [:]
                    while let (key, keyPosition) = try reader.nextMember(&object) {
                        if let first = seen[key] { throw reader.duplicateKey(key, at: keyPosition, first: first) }
                        seen[key] = keyPosition
                        guard fields.contains(key) else {
                            _ = try reader.readValue()
                            continue
                        }
                        let kind = try reader.peekKind()
                        guard kind == .string || kind == .null else {
                            throw reader.error("expected a string for '\(key)', found \(describe(kind))")
                        }
                        if case .string(let value) = try reader.readValue() { values[key] = value }
                    }
                    func value(_ name: String) throws(CatalogError) -> String {
                        guard let value = values[name] ?? defaults[name] ?? nil else {
                            throw reader.error("translation unit has no '\(name)'", at: object.position)
                        }
                        return value
                    }
                    units.append(
                        TranslationUnit(
                            file: try value("file"), key: try value("key"), variant: values["variant"] ?? "",
                            source: values["source"] ?? "", target: values["target"], state: values["state"],
                            comment: values["comment"], sourceLanguage: try value("sourceLanguage"),
                            targetLanguage: try value("targetLanguage"),
                            location: SourceLocation(file: path, line: object.position.line, column: object.position.column)))
                }
                try reader.expectEnd()
                return units
            }
        } catch {
            throw TranslationFileError(path: error.file, line: error.line, column: error.column, message: error.message)
        }
    }

    private static func describe(_ kind: JSONReader.Kind) -> String {
        switch kind {
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
