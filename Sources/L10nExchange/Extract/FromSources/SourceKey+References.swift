import L10nSourceParsing
import XCStrings

extension SourceKey {
    /// Gathers references into one ``SourceKey`` per key, keeping only references to `table` (a reference
    /// without `table:` uses `Localizable`), in source order. Keys and comments are compared by Unicode scalars, as
    /// Xcode compares them (see ``ScalarString``): `"é"` and `"e\u{301}"` are two keys.
    ///
    ///     SourceKey.collect(result.references, table: "Localizable")
    public static func collect(_ references: [KeyReference], table: String) -> [SourceKey] {
        var keys: [SourceKey] = []
        var index: [ScalarString: Int] = [:]
        var comments: [[String]] = []
        for reference in references.sorted(by: { $0.location < $1.location }) {
            guard (reference.table ?? "Localizable") == table else { continue }
            let position: Int
            if let found = index[ScalarString(reference.key)] {
                position = found
            } else {
                position = keys.count
                index[ScalarString(reference.key)] = position
                keys.append(SourceKey(key: reference.key, hasInterpolation: reference.hasInterpolation))
                comments.append([])
            }
            keys[position].locations.append(reference.location)
            if keys[position].defaultValue == nil { keys[position].defaultValue = reference.defaultValue }
            if let comment = reference.comment, !comment.isEmpty,
                !comments[position].contains(where: { $0.hasSameScalars(as: comment) })
            {
                comments[position].append(comment)
            }
        }
        for position in keys.indices where !comments[position].isEmpty {
            keys[position].comment = comments[position].joined(separator: "\n")
        }
        return keys
    }
}
