import XCStrings

/// Which translated strings are their source text unchanged, as `untranslated-copy` reports them: such a string
/// counts as a copy, not a translation, wherever coverage is counted (`check`'s summary, `report`, `init`'s
/// required languages, `extract --language`, MCP `coverage` and `untranslated`). The decision is the rule's own
/// (``UntranslatedCopyRule``: names, shared words, regional variants and copies most translators agree on are no
/// copies), with the same glossary and key pattern.
///
///     let copies = SourceCopies(configuration: configuration)   // nil when 'untranslated-copy' is off
///     copies?.isCopy(entry, language: "ko", path: .root, value: "Open in Safari", sourceLanguage: "en")   // true
public struct SourceCopies: Sendable {
    public var settings: TranslationRuleSettings
    /// Tells identifier keys from text keys (a text key is its own source text).
    public var keyPattern: KeyPattern

    public init(settings: TranslationRuleSettings = TranslationRuleSettings(), keyPattern: KeyPattern = .convention) {
        self.settings = settings
        self.keyPattern = keyPattern
    }

    /// The copies a configuration reports; nil when it turns `untranslated-copy` off (then a copy is a
    /// translation, as the team decided). An invalid `keyPattern` falls back to the built-in convention.
    public init?(configuration: L10nConfiguration) {
        guard configuration.level(of: UntranslatedCopyRule.description) != .off else { return nil }
        self.init(
            settings: TranslationRuleSettings(configuration: configuration),
            keyPattern: configuration.keyPattern.flatMap { try? KeyPattern(regularExpression: $0) } ?? .convention)
    }

    /// Whether the string of `language` at `path` in `entry`, whose value is `value`, is a copy of its source that
    /// `untranslated-copy` reports.
    ///
    /// `context`, when given, is the checker's for this catalog, with the same settings and key pattern as these:
    /// the rule's decision is then made once for the coverage and the rule (``CatalogContext/isUntranslatedCopy(_:language:path:)``).
    func isCopy(
        _ entry: CatalogEntry, language: String, path: VariantPath, value: String, sourceLanguage: String,
        context: CatalogContext? = nil
    ) -> Bool {
        guard !value.isEmpty, entry.isTranslatable else { return false }
        // A copy has the bytes of a source text (or of a key that is one): most strings stop at this comparison.
        var matches = value == entry.key
        if !matches, let source = entry.localizations[sourceLanguage] {
            source.forEachStringUnit { _, unit in
                if !matches, unit.value == value { matches = true }
            }
        }
        guard matches else { return false }
        if let context { return context.isUntranslatedCopy(entry, language: language, path: path) }
        guard let pair = TranslationPairs.pair(
                in: entry, language: language, path: path, sourceLanguage: sourceLanguage, keyPattern: keyPattern)
        else { return false }
        return !UntranslatedCopyRule.problems(in: pair, settings: settings).isEmpty
    }
}
