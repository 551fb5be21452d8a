import Foundation
import L10nFiles
import XCStrings

extension Baseline {
    /// The baseline's file text: JSON with sorted members and sorted entries, ending with a newline.
    public func fileBytes() -> [UInt8] {
        let findings = entries.map { entry -> JSONValue in
            var members = [
                JSONMember(key: "file", value: .string(entry.file)),
                JSONMember(key: "rule", value: .string(entry.rule)),
                JSONMember(key: "message", value: .string(entry.message)),
            ]
            if let key = entry.key { members.append(JSONMember(key: "key", value: .string(key))) }
            if let language = entry.language { members.append(JSONMember(key: "language", value: .string(language))) }
            if let scope = entry.scope { members.append(JSONMember(key: "scope", value: .string(scope))) }
            if let text = entry.text { members.append(JSONMember(key: "text", value: .string(text))) }
            return .object(members)
        }
        var writer = JSONWriter()
        writer.writeValue(
            .object([
                JSONMember(key: "version", value: .number(String(Self.formatVersion))),
                JSONMember(key: "findings", value: .array(findings)),
            ]))
        return writer.bytes + [0x0A]
    }

    /// Writes the baseline atomically.
    public func write(to path: String) throws(CatalogError) {
        do {
            try AtomicFile.write(fileBytes(), to: path)
        } catch {
            throw CatalogError(file: path, line: 0, column: 0, message: error.message)
        }
    }

    /// Reads a baseline file.
    ///
    /// - Throws: ``CatalogError`` with the position of what is wrong.
    public init(contentsOfFile path: String) throws(CatalogError) {
        let bytes = try FileReader.readInput(path)
        try self.init(bytes: bytes, path: path)
        directory = Self.folder(of: path)
    }

    /// The absolute folder holding `path`.
    public static func folder(of path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
    }

    /// Reads a baseline from bytes; `path` names it in errors.
    public init(bytes: [UInt8], path: String) throws(CatalogError) {
        let root = try JSONReader.parse(bytes, path: path)
        func fail(_ message: String, _ position: SourcePosition = SourcePosition(line: 1, column: 1)) -> CatalogError {
            CatalogError(file: path, position: position, message: message)
        }
        guard case .object(let members) = root else { throw fail("expected a baseline (a JSON object), found \(root.kindDescription)") }
        var entries: [Entry] = []
        var sawFindings = false
        var version = 1
        for member in members {
            switch member.key {
            case "version":
                guard case .number(let text) = member.value, let number = Int(text), Self.readableVersions.contains(number)
                else {
                    throw fail(
                        "unsupported baseline version; this tool reads versions \(Self.readableVersions.lowerBound) to "
                            + "\(Self.readableVersions.upperBound)", member.position)
                }
                version = number
            case "findings":
                sawFindings = true
                guard case .array(let values) = member.value else {
                    throw fail("'findings' must be an array, found \(member.value.kindDescription)", member.position)
                }
                for value in values {
                    guard case .object(let fields) = value else {
                        throw fail("each finding must be an object, found \(value.kindDescription)", member.position)
                    }
                    var strings: [String: String] = [:]
                    for field in fields {
                        guard case .string(let text) = field.value else {
                            throw fail("'\(field.key)' of a finding must be a string", field.position)
                        }
                        strings[field.key] = text
                    }
                    guard let file = strings["file"], let rule = strings["rule"], let message = strings["message"] else {
                        throw fail("a finding needs 'file', 'rule' and 'message'", fields.first?.position ?? member.position)
                    }
                    entries.append(
                        Entry(
                            file: file, rule: rule, key: strings["key"], language: strings["language"],
                            text: strings["text"], scope: strings["scope"],
                            message: message))
                }
            default:
                continue
            }
        }
        guard sawFindings else { throw fail("missing 'findings' in the baseline") }
        // Version 1 had no text or scope: its entries match by message (the version may follow the findings).
        if version == 1 {
            for index in entries.indices {
                entries[index].text = nil
                entries[index].scope = nil
            }
        }
        self.init(entries: entries, version: version)
    }
}
