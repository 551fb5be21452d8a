import L10nDiagnostics

/// Reads the CSV `CSVWriter` writes — and what a spreadsheet saves from it — back into translation units:
/// the exact inverse of the writer (see `CSVFormat`).
///
///     let units = try CSVReader.read(
///         bytes: Array(data), path: "es.csv",
///         file: "App/Localizable.xcstrings", sourceLanguage: "en", targetLanguage: "es")
///
/// Errors carry the line (and column where it helps): an unterminated quoted field (at its opening quote), a
/// `"` inside an unquoted field, text after a closing quote, invalid UTF-8, a missing or duplicated header
/// column, a row whose field count differs from the header's, an empty key. Blank lines are skipped.
public enum CSVReader {
    public static func read(
        bytes: [UInt8], path: String, file: String, sourceLanguage: String, targetLanguage: String
    ) throws(TranslationFileError) -> [TranslationUnit] {
        let records = try records(in: bytes, path: path)
        guard let header = records.first else {
            throw TranslationFileError(path: path, line: 1, column: 1, message: "empty file; expected a header line")
        }
        var columnIndex: [String: Int] = [:]
        for (index, name) in header.fields.enumerated() {
            let name = name.trimmingSpaces()
            guard columnIndex[name] == nil else {
                throw TranslationFileError(path: path, line: header.line, column: 1, message: "duplicate column '\(name)'")
            }
            columnIndex[name] = index
        }
        for required in ["key", "target"] where columnIndex[required] == nil {
            throw TranslationFileError(
                path: path, line: header.line, column: 1,
                message: "missing column '\(required)'; expected a header like '\(CSVFormat.columns.joined(separator: ","))'")
        }
        var units: [TranslationUnit] = []
        units.reserveCapacity(records.count - 1)
        for record in records.dropFirst() {
            guard record.fields.count == header.fields.count else {
                throw TranslationFileError(
                    path: path, line: record.line, column: 1,
                    message: "row has \(record.fields.count) fields, the header has \(header.fields.count)")
            }
            func value(_ column: String) -> String? {
                guard let index = columnIndex[column] else { return nil }
                let raw = record.fields[index]
                // Only a protective `'` is taken off: a translator's own "-1 = unendlich" or "+2 more", typed without
                // one, keeps its first character.
                let unprotected = raw.hasPrefix("'") && CSVFormat.looksLikeFormula(raw.utf8[...]) ? String(raw.dropFirst()) : raw
                return unprotected.isEmpty ? nil : unprotected
            }
            guard let key = value("key") else {
                throw TranslationFileError(path: path, line: record.line, column: 1, message: "empty 'key'")
            }
            units.append(
                TranslationUnit(
                    file: file, key: key, variant: value("variant") ?? "", source: value("source") ?? "",
                    target: value("target"), state: value("state"), comment: value("comment"),
                    sourceLanguage: sourceLanguage, targetLanguage: targetLanguage,
                    location: SourceLocation(file: path, line: record.line, column: 1)))
        }
        return units
    }

    /// Splits RFC 4180 text into records (line of each record's start, fields decoded as UTF-8).
    static func records(in bytes: [UInt8], path: String) throws(TranslationFileError) -> [(line: Int, fields: [String])] {
        var records: [(line: Int, fields: [String])] = []
        var index = bytes.starts(with: CSVFormat.byteOrderMark) ? 3 : 0
        var line = 1
        var lineStart = 0
        let count = bytes.count
        func fail(_ message: String, at offset: Int, line: Int, lineStart: Int) -> TranslationFileError {
            TranslationFileError(path: path, line: line, column: offset - lineStart + 1, message: message)
        }
        while index < count {
            let recordLine = line
            var fields: [String] = []
            var buffer: [UInt8] = []
            record: while true {
                buffer.removeAll(keepingCapacity: true)
                let fieldStart = index
                let fieldLine = line
                let fieldLineStart = lineStart
                if index >= count {
                    fields.append("")
                    break record
                }
                if bytes[index] == UInt8(ascii: "\"") {
                    index += 1
                    while true {
                        guard index < count else {
                            throw fail("unterminated quoted field", at: fieldStart, line: fieldLine, lineStart: fieldLineStart)
                        }
                        let byte = bytes[index]
                        if byte == UInt8(ascii: "\"") {
                            if index + 1 < count && bytes[index + 1] == UInt8(ascii: "\"") {
                                buffer.append(byte)
                                index += 2
                                continue
                            }
                            index += 1
                            break
                        }
                        if byte == 0x0A || (byte == 0x0D && (index + 1 >= count || bytes[index + 1] != 0x0A)) {
                            line += 1
                            lineStart = index + 1
                        }
                        buffer.append(byte)
                        index += 1
                    }
                    if index < count && bytes[index] != 0x2C && bytes[index] != 0x0D && bytes[index] != 0x0A {
                        throw fail("expected ',' or a line break after a closing quote", at: index, line: line, lineStart: lineStart)
                    }
                } else {
                    while index < count {
                        let byte = bytes[index]
                        if byte == UInt8(ascii: ",") || byte == 0x0D || byte == 0x0A { break }
                        if byte == UInt8(ascii: "\"") {
                            throw fail(
                                "'\"' inside an unquoted field; quote the field and double the '\"'", at: index,
                                line: line, lineStart: lineStart)
                        }
                        buffer.append(byte)
                        index += 1
                    }
                }
                guard let field = String(validating: buffer, as: UTF8.self) else {
                    throw fail("invalid utf-8 in this field", at: fieldStart, line: fieldLine, lineStart: fieldLineStart)
                }
                fields.append(field)
                guard index < count else { break record }
                switch bytes[index] {
                case UInt8(ascii: ","):
                    index += 1
                default:  // CR, LF or CRLF ends the record
                    index += bytes[index] == 0x0D && index + 1 < count && bytes[index + 1] == 0x0A ? 2 : 1
                    line += 1
                    lineStart = index
                    break record
                }
            }
            if fields != [""] { records.append((recordLine, fields)) }
        }
        return records
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while scalars.first == " " { scalars = scalars.dropFirst() }
        while scalars.last == " " { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
