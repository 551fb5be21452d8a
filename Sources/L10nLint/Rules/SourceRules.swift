import L10nDiagnostics

/// Every source rule, in the order `l10n rules` lists them: the one list a new rule is added to.
///
///     SourceRules.descriptions.map(\.id)
///     // ["hardcoded-string", "string-concatenation", "unknown-key", "unused-key", "unused-suppression"]
public enum SourceRules {
    static let all: [any LintRule.Type] = [
        HardcodedStringRule.self,
        StringConcatenationRule.self,
        UnknownKeyRule.self,
        UnusedKeyRule.self,
        UnusedSuppressionRule.self,
    ]

    /// The descriptions of ``all``, for `l10n rules`, SARIF metadata and the example tests.
    public static var descriptions: [RuleDescription] { all.map { $0.description } }

    /// The rules checked over the whole project once every file is linted (`unused-key`).
    public static var projectRules: [any ProjectRule.Type] { all.compactMap { $0 as? any ProjectRule.Type } }

    /// The rule with this id.
    static func rule(id: String) -> (any LintRule.Type)? {
        all.first { $0.description.id == id }
    }

    /// The description of the rule with this id.
    public static func description(for id: String) -> RuleDescription? {
        rule(id: id)?.description
    }
}
