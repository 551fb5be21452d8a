import L10nDiagnostics

/// Every source rule, in the order `l10n rules` lists them: the lists a new rule is added to (one line, in the
/// list of its kind; a rule about sites goes in ``siteRules``).
///
///     SourceRules.descriptions.map(\.id)
///     // ["hardcoded-string", "string-concatenation", "unknown-key", "locale-format", "layout-direction",
///     //  "plural-candidate-source", "unused-key", "unused-suppression"]
public enum SourceRules {
    /// The rules that check the sites of each file (``SourceRule``).
    static let siteRules: [any SourceRule.Type] = [
        HardcodedStringRule.self,
        StringConcatenationRule.self,
        UnknownKeyRule.self,
        LocaleFormatRule.self,
        LayoutDirectionRule.self,
        PluralCandidateSourceRule.self,
        ProseKeyRule.self,
    ]

    /// The rules checked over the whole project once every file is linted (``ProjectRule``: `unused-key`).
    public static let projectRules: [any ProjectRule.Type] = [
        UnusedKeyRule.self,
    ]

    /// The rules checked at the end of each file, once its findings went through its suppressions
    /// (``FileEndRule``: `unused-suppression`).
    static let fileEndRules: [any FileEndRule.Type] = [
        UnusedSuppressionRule.self,
    ]

    /// Every rule: the three lists (no rule needs a cast to tell its kind).
    static let all: [any LintRule.Type] = siteRules + projectRules + fileEndRules

    /// The descriptions of ``all``, for `l10n rules`, SARIF metadata and the example tests.
    public static var descriptions: [RuleDescription] { all.map { $0.description } }

    /// The rule with this id.
    static func rule(id: String) -> (any LintRule.Type)? {
        all.first { $0.description.id == id }
    }

    /// The description of the rule with this id.
    public static func description(for id: String) -> RuleDescription? {
        rule(id: id)?.description
    }
}
