import L10nDiagnostics

/// The source lint rules: ids, descriptions, and the catalog-side `unused-key` computation.
///
///     LintRules.descriptions.map(\.id)
///     // ["hardcoded-string", "string-concatenation", "unknown-key", "unused-key", "unused-suppression"]
public enum LintRules {
    public static let hardcodedString = "hardcoded-string"
    public static let stringConcatenation = "string-concatenation"
    public static let unknownKey = "unknown-key"
    public static let unusedKey = "unused-key"
    public static let unusedSuppression = "unused-suppression"

    /// Every rule this library implements, for `l10n rules`, SARIF metadata and the example tests.
    public static let descriptions: [RuleDescription] = [
        HardcodedStringRule.description,
        StringConcatenationRule.description,
        UnknownKeyRule.description,
        UnusedKeyRule.description,
        UnusedSuppressionRule.description,
    ]

    public static func description(for id: String) -> RuleDescription? {
        descriptions.first { $0.id == id }
    }

    /// The catalog keys no source references, sorted; the caller reports them at their catalog positions.
    ///
    /// A reference matches a key exactly or with format specifiers normalised, so `Text("\(count) items")`
    /// (extracted as `%@ items`) uses the key `%lld items`. Keys matching an `ignoreKeys` pattern (`*` is a
    /// wildcard) are never unused.
    ///
    ///     LintRules.unusedKeys(catalogKeys: ["home.title", "old.key"], references: refs, ignoreKeys: [])
    ///     // ["old.key"] when only home.title is referenced
    public static func unusedKeys(catalogKeys: Set<String>, references: [KeyReference], ignoreKeys: [String])
        -> [String]
    {
        var used = Set<String>()
        var usedNormalized = Set<String>()
        for reference in references {
            used.insert(reference.key)
            usedNormalized.insert(normalizedFormat(reference.key))
        }
        let matcher = KeyMatcher(patterns: ignoreKeys)
        return catalogKeys.filter { key in
            !used.contains(key) && !matcher.matches(key)
                && !(key.utf8.contains(UInt8(ascii: "%")) && usedNormalized.contains(normalizedFormat(key)))
        }.sorted()
    }

    /// Replaces every format specifier with `%@`: `"%lld of %2$@"` → `"%@ of %@"`.
    static func normalizedFormat(_ key: String) -> String {
        TextClassifier.replacingFormatSpecifiers(in: key, with: "%@", includingPercent: false)
    }
}
