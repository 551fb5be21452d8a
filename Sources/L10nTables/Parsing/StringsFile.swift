import XCStrings

/// One `.strings` file read as Apple's runtime reads it: old-style text, XML or binary plist, in UTF-8 or UTF-16.
/// A key defined twice keeps its last value, as the runtime does; the earlier definition is listed in
/// ``duplicates``.
///
///     let file = try StringsFile(bytes: Array("/* Greeting */\n\"Hello\" = \"Hallo\";".utf8), path: "de.lproj/Localizable.strings")
///     file.entries[0].key        // "Hello"
///     file.entries[0].value      // "Hallo"
///     file.entries[0].comment    // "Greeting"
///     file.entries[0].position   // 2:1
public struct StringsFile: Sendable {
    public struct Entry: Sendable {
        public var key: String
        public var value: String
        /// The comment written just before the key (old-style files only).
        public var comment: String?
        /// Where the key stands.
        public var position: SourcePosition
        /// Where the value stands (the key's position when the file writes `"key";` alone).
        public var valuePosition: SourcePosition
    }

    /// A key defined more than once: the runtime keeps the last definition.
    public struct Duplicate: Sendable {
        public var key: String
        /// The definition that is ignored.
        public var ignored: SourcePosition
        /// The definition that counts.
        public var kept: SourcePosition
    }

    public var path: String
    /// Entries in file order, one per key (a repeated key at its first place, with its last value).
    public var entries: [Entry]
    public var duplicates: [Duplicate]
    /// What Foundation does not load: a value that is not a string (that entry is left out), a stray character
    /// between entries (the entries after it are read all the same).
    public var problems: [TableProblem]
    public var form: PlistParser.Form
    /// The text encoding (nil for a binary plist).
    public var encoding: LegacyText.Encoding?

    /// - Throws: ``CatalogError`` at the line and column of the problem when the file cannot be parsed at all.
    public init(bytes: [UInt8], path: String) throws(CatalogError) {
        let parsed = try PlistParser.parse(bytes, path: path)
        let root = parsed.root
        guard let members = root.dictionary else {
            throw CatalogError(file: path, position: root.position, message: "a strings file must be a dictionary of strings")
        }
        self.path = path
        form = parsed.form
        encoding = parsed.encoding
        entries = []
        duplicates = []
        problems = parsed.stops.map { stop in
            TableProblem(stop: stop, file: path, entriesAfter: members.count(where: { $0.keyPosition > stop.position }))
        }
        var indexByKey: [String: Int] = [:]
        for member in members {
            guard let value = member.value.string else {
                problems.append(TableProblem(
                    .ignoredEntry(member.key), file: path, position: member.value.position,
                    message: "the value of '\(member.key)' is not a string; Foundation ignores this entry"))
                continue
            }
            let entry = Entry(
                key: member.key, value: value, comment: member.comment, position: member.keyPosition,
                valuePosition: member.value.position)
            if let earlier = indexByKey[member.key] {
                duplicates.append(Duplicate(key: member.key, ignored: entries[earlier].position, kept: member.keyPosition))
                entries[earlier].value = value
                entries[earlier].valuePosition = entry.valuePosition
                entries[earlier].position = entry.position
                if entry.comment != nil { entries[earlier].comment = entry.comment }
            } else {
                indexByKey[member.key] = entries.count
                entries.append(entry)
            }
        }
    }
}
