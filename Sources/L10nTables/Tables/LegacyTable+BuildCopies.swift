import L10nFiles

extension LegacyTable {
    /// `tables` without those that are a build's copy of another: a table of the same name whose every file, in
    /// every language and of either kind, has the bytes of the other's file for that language and kind (zashi's build
    /// phase copies `modules/Sources/Generated/Resources/<lang>.lproj/Localizable.strings` to
    /// `secant/Resources/<lang>.lproj/`). It is one table: one fix mends both, so each finding, key and count is
    /// reported once, for the copy whose first file comes first by path. A table that differs in any file, or has a
    /// language or kind the other lacks, is a table of its own. `read` gives a file's bytes (nil: unreadable, never a
    /// copy). The order of the tables kept is unchanged.
    ///
    ///     LegacyTable.withoutBuildCopies(tables) { try? FileReader.read($0) }
    public static func withoutBuildCopies(_ tables: [LegacyTable], read: (String) -> [UInt8]?) -> [LegacyTable] {
        guard tables.count > 1 else { return tables }
        // Only tables of one name and one set of files can be copies: few, so their bytes are read only then.
        func shape(_ table: LegacyTable) -> String {
            ([table.name] + table.files.map { "\($0.language)/\($0.kind.rawValue)" }.sorted()).joined(separator: "\u{0}")
        }
        let byShape = Dictionary(grouping: tables.indices, by: { shape(tables[$0]) })
        var copies = Set<Int>()
        for (_, indices) in byShape where indices.count > 1 {
            let ordered = indices.sorted { tables[$0].primaryFile.path < tables[$1].primaryFile.path }
            var contents: [Int: [String: [UInt8]]] = [:]
            func bytes(_ index: Int) -> [String: [UInt8]]? {
                if let known = contents[index] { return known }
                var files: [String: [UInt8]] = [:]
                for file in tables[index].files {
                    guard let data = read(file.path) else { return nil }
                    files["\(file.language)/\(file.kind.rawValue)"] = data
                }
                contents[index] = files
                return files
            }
            for (position, index) in ordered.enumerated() where !copies.contains(index) {
                guard let original = bytes(index) else { continue }
                for later in ordered[(position + 1)...] where !copies.contains(later) {
                    if let other = bytes(later), other == original { copies.insert(later) }
                }
            }
        }
        guard !copies.isEmpty else { return tables }
        return tables.indices.filter { !copies.contains($0) }.map { tables[$0] }
    }
}
