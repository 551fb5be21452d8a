import Foundation
import L10nFiles
import L10nFormats
import XCStrings

/// What the String Catalog format has no field for — who submitted a translation waiting for review, and why a
/// reviewer rejected one — kept beside the catalog in `NAME.xcstrings.review.json`.
///
/// The file is merge-friendly: one entry a line, sorted by language, key and variant, no timestamps, so two
/// branches that review different strings merge without conflict. An entry lives only while its string waits
/// for review or stays rejected; approving a string removes its line, and the file is deleted when empty.
///
///     {"entries": [
///     {"language": "de", "key": "cart.title", "variant": "", "submittedBy": "claude-code"},
///     {"language": "de", "key": "cart.total", "variant": "", "rejected": "use 'Summe'", "rejectedTranslation": "Gesamt"}
///     ]}
public struct ReviewLog: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var language: String
        public var key: String
        public var variant: String
        /// Who or what submitted the translation, when the client said so.
        public var submittedBy: String?
        /// The reviewer's reason, when the translation was rejected.
        public var rejected: String?
        /// The translation that was rejected (a new submission of another text replaces the entry).
        public var rejectedTranslation: String?

        public init(language: String, key: String, variant: String, submittedBy: String? = nil, rejected: String? = nil,
                    rejectedTranslation: String? = nil) {
            self.language = language
            self.key = key
            self.variant = variant
            self.submittedBy = submittedBy
            self.rejected = rejected
            self.rejectedTranslation = rejectedTranslation
        }

        var sortKey: [String] { [language, key, variant] }
    }

    public var entries: [Entry] = []

    public init(entries: [Entry] = []) { self.entries = entries }

    /// The sidecar's path for a catalog path.
    public static func path(forCatalog catalog: String) -> String { catalog + ".review.json" }

    /// Reads the sidecar of `catalog` (absolute); none or unreadable: empty.
    public static func read(catalog: String) -> ReviewLog {
        let path = path(forCatalog: catalog)
        guard let bytes = try? FileReader.read(path), let json = try? JSONReader.parse(bytes, path: path),
              case .array(let list)? = member(json, "entries") else { return ReviewLog() }
        return ReviewLog(entries: list.compactMap { item in
            guard let language = text(item, "language"), let key = text(item, "key") else { return nil }
            return Entry(language: language, key: key, variant: text(item, "variant") ?? "",
                         submittedBy: text(item, "submittedBy"), rejected: text(item, "rejected"),
                         rejectedTranslation: text(item, "rejectedTranslation"))
        })
    }

    static func member(_ value: JSONValue, _ name: String) -> JSONValue? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == name }?.value
    }

    static func text(_ value: JSONValue, _ name: String) -> String? {
        guard case .string(let text)? = member(value, name) else { return nil }
        return text
    }

    public func entry(language: String, key: String, variant: String) -> Entry? {
        entries.first { $0.language == language && $0.key == key && $0.variant == variant }
    }

    /// Replaces (or, with nil, removes) the entry of one string.
    public mutating func set(_ entry: Entry?, language: String, key: String, variant: String) {
        entries.removeAll { $0.language == language && $0.key == key && $0.variant == variant }
        if let entry { entries.append(entry) }
    }

    /// The file's bytes: one entry a line, sorted.
    public func encoded() -> [UInt8] {
        let lines = entries.sorted { $0.sortKey.lexicographicallyPrecedes($1.sortKey) }.map { entry -> String in
            var members = [("language", entry.language), ("key", entry.key), ("variant", entry.variant)]
            if let by = entry.submittedBy { members.append(("submittedBy", by)) }
            if let reason = entry.rejected { members.append(("rejected", reason)) }
            if let text = entry.rejectedTranslation { members.append(("rejectedTranslation", text)) }
            return "{" + members.map { "\(UnitsJSONWriter.quoted($0.0)): \(UnitsJSONWriter.quoted($0.1))" }.joined(separator: ", ") + "}"
        }
        return Array(("{\"entries\": [\n" + lines.joined(separator: ",\n") + (lines.isEmpty ? "" : "\n") + "]}\n").utf8)
    }

    /// Writes the sidecar of `catalog` atomically, or removes it when there is nothing to keep.
    public func write(catalog: String) throws(FileError) {
        let path = Self.path(forCatalog: catalog)
        if entries.isEmpty {
            if FileManager.default.fileExists(atPath: path) {
                do { try FileManager.default.removeItem(atPath: path) } catch { throw FileError(path: path, message: "cannot remove the file: \(error.localizedDescription)") }
            }
            return
        }
        try AtomicFile.write(encoded(), to: path)
    }
}
