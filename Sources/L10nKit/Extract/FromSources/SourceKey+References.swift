import L10nLint

extension SourceKey {
    /// Gathers references into one ``SourceKey`` per key, keeping only references to `table` (a reference
    /// without `table:` uses `Localizable`), in source order.
    ///
    ///     SourceKey.collect(result.references, table: "Localizable")
    public static func collect(_ references: [KeyReference], table: String) -> [SourceKey] {
        var keys: [SourceKey] = []
        var index: [String: Int] = [:]
        var comments: [[String]] = []
        for reference in references.sorted(by: { $0.location < $1.location }) {
            guard (reference.table ?? "Localizable") == table else { continue }
            let position: Int
            if let found = index[reference.key] {
                position = found
            } else {
                position = keys.count
                index[reference.key] = position
                keys.append(SourceKey(key: reference.key, hasInterpolation: reference.hasInterpolation))
                comments.append([])
            }
            keys[position].locations.append(reference.location)
            if keys[position].defaultValue == nil { keys[position].defaultValue = reference.defaultValue }
            if let comment = reference.comment, !comment.isEmpty, !comments[position].contains(comment) {
                comments[position].append(comment)
            }
        }
        for position in keys.indices where !comments[position].isEmpty {
            keys[position].comment = comments[position].joined(separator: "\n")
        }
        return keys
    }
}
