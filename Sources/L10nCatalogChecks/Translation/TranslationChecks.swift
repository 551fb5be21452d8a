import L10nDiagnostics
import XCStrings

/// Every translation rule, run on one translation at a time, at the configured levels: what `l10n merge` and
/// MCP `submit_translations` say about a string before writing it (the same findings `l10n check` reports
/// once it is written).
///
///     let checks = TranslationChecks(configuration: configuration)
///     for finding in checks.findings(for: pair) where finding.severity == .error { reject(finding) }
public struct TranslationChecks: Sendable {
    /// The translation rules among ``CatalogRules/all``, in their order.
    public static var rules: [any TranslationRule.Type] { CatalogRules.all.compactMap { $0 as? any TranslationRule.Type } }

    public var settings: TranslationRuleSettings
    /// Level per rule id, as `.l10n.json`'s `rules`.
    public var levels: [String: RuleLevel]
    /// Tells identifier keys from text keys (a text key is its own source text).
    public var keyPattern: KeyPattern

    public init(settings: TranslationRuleSettings = TranslationRuleSettings(), levels: [String: RuleLevel] = [:], keyPattern: KeyPattern = .convention) {
        self.settings = settings
        self.levels = levels
        self.keyPattern = keyPattern
    }

    /// The checks `configuration` asks for (an invalid `keyPattern` falls back to the built-in convention; the
    /// check reports it).
    public init(configuration: L10nConfiguration) {
        self.init(
            settings: TranslationRuleSettings(configuration: configuration), levels: configuration.rules,
            keyPattern: configuration.keyPattern.flatMap { try? KeyPattern(regularExpression: $0) } ?? .convention)
    }

    /// One rule's finding about one translation.
    public struct Finding: Sendable, Hashable {
        public var ruleID: String
        public var severity: Severity
        /// The whole message, naming the key, the language and what differs.
        public var message: String
        /// The UTF-8 offset in the translation, if the finding points inside it.
        public var offset: Int?
    }

    /// What every translation rule the levels leave on finds about `pair`, at the configured severities.
    public func findings(for pair: TranslationPair) -> [Finding] {
        var found: [Finding] = []
        for rule in Self.rules {
            guard case .severity(let level) = RuleLevel.of(rule.description, in: levels) else { continue }
            for problem in rule.problems(in: pair, settings: settings) {
                // A configured level replaces the rule's; an advisory problem (a note) stays one unless configured.
                let severity = levels[rule.description.id] == nil ? (problem.severity ?? level) : level
                found.append(Finding(ruleID: rule.description.id, severity: severity, message: problem.message(about: pair), offset: problem.offset))
            }
        }
        return found
    }

    /// The findings about the string unit at `path` of `language` in `entry` (with the translation written).
    public func findings(in entry: CatalogEntry, language: String, path: VariantPath, sourceLanguage: String) -> [Finding] {
        guard entry.isTranslatable,
            let pair = TranslationPairs.pair(
                in: entry, language: language, path: path, sourceLanguage: sourceLanguage, keyPattern: keyPattern)
        else { return [] }
        return findings(for: pair)
    }
}
