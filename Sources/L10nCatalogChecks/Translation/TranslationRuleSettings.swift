import L10nDiagnostics
import L10nSourceParsing

/// What the translation rules read from `.l10n.json`: one value carried by ``CatalogContext`` (and by
/// ``TranslationChecks`` for imports), so a rule that needs a new setting adds a member here.
///
///     let settings = TranslationRuleSettings(configuration: configuration)
///     settings.lengthLimit(for: "widget.title")   // 20 with "lengthLimits": {"widget.*": 20}
public struct TranslationRuleSettings: Sendable {
    /// Length limits by key glob (`widget.*`), in the configuration's order: the first that matches a key
    /// applies.
    public var lengthLimits: [LengthLimit]
    private let limitMatchers: [KeyMatcher]
    /// The team's words (`glossary-term`).
    public var glossary: Glossary

    public init(lengthLimits: [LengthLimit] = [], glossary: Glossary = Glossary()) {
        self.lengthLimits = lengthLimits
        limitMatchers = lengthLimits.map { KeyMatcher(patterns: [$0.keys]) }
        self.glossary = glossary
    }

    public init(configuration: L10nConfiguration) {
        self.init(lengthLimits: configuration.lengthLimits, glossary: configuration.glossary)
    }

    /// The configured limit of a key (characters), if a `lengthLimits` glob matches it.
    public func lengthLimit(for key: String) -> LengthLimit? {
        for (limit, matcher) in zip(lengthLimits, limitMatchers) where matcher.matches(key) { return limit }
        return nil
    }
}

/// `"widget.*": 20` in `.l10n.json`'s `lengthLimits`: translations of the keys the glob matches (`*` any run of
/// characters) must fit in that many characters.
public struct LengthLimit: Sendable, Hashable {
    /// The key glob, as written.
    public var keys: String
    /// The most characters (Swift `Character`s, as a user counts them) a translation may have.
    public var characters: Int

    public init(keys: String, characters: Int) {
        self.keys = keys
        self.characters = characters
    }
}
