import L10nDiagnostics

extension CatalogDiff {
    /// Every change as an object, in the text's order, for tools; the schema is in docs/diff.md. Members with
    /// nothing to say (no language, the root variant, no old value of an addition) are left out.
    ///
    ///     {
    ///       "version": 1,
    ///       "tool": "l10n 0.1.0",
    ///       "old": "HEAD~1:App/Localizable.xcstrings",
    ///       "new": "App/Localizable.xcstrings",
    ///       "sourceLanguage": "en",
    ///       "summary": { "keysAdded": 0, …, "text": "1 source changed" },
    ///       "changes": [{ "kind": "source-changed", "key": "home.title", "language": "en", "old": "Home", "new": "Start", … }]
    ///     }
    public func json(old: String, new: String, toolVersion: String) -> String {
        let counts = counts
        let summaryMembers: [(String, JSONText)] = [
            ("keysAdded", .int(counts.keysAdded)), ("keysRemoved", .int(counts.keysRemoved)),
            ("keysRenamed", .int(counts.keysRenamed)), ("keysChanged", .int(counts.keysChanged)),
            ("sourcesChanged", .int(counts.sourcesChanged)), ("translationsAdded", .int(counts.translationsAdded)),
            ("translationsChanged", .int(counts.translationsChanged)),
            ("translationsRemoved", .int(counts.translationsRemoved)), ("statesChanged", .int(counts.statesChanged)),
            ("otherChanges", .int(counts.otherChanges)), ("text", .string(summary)),
        ]
        return JSONText.object([
            ("version", .int(1)),
            ("tool", .string("l10n \(toolVersion)")),
            ("old", .string(old)),
            ("new", .string(new)),
            ("sourceLanguage", .string(sourceLanguage)),
            ("summary", .object(summaryMembers)),
            ("changes", .array(changes.map(Self.json))),
        ]).rendered()
    }

    static func json(_ change: CatalogChange) -> JSONText {
        var members: [(String, JSONText)] = [("kind", .string(change.kind.rawValue)), ("key", .string(change.key))]
        let optional: [(String, String?)] = [
            ("oldKey", change.oldKey), ("language", change.language),
            ("variant", change.variant.isRoot ? nil : change.variant.description), ("attribute", change.attribute),
            ("old", change.old), ("new", change.new), ("oldState", change.oldState), ("newState", change.newState),
        ]
        for (name, value) in optional { if let value { members.append((name, .string(value))) } }
        if change.isKeyChange, change.kind != .keyRenamed {
            members.append(("languages", .array(change.languages.map { .string($0) })))
        }
        return .object(members)
    }
}
