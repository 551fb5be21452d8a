/// What a rule is, for `l10n rules`, SARIF rule metadata and the rule's own tests.
///
/// Examples follow SwiftLint's convention: `↓` marks where a finding must be reported in a triggering
/// example, and the examples are run as tests.
public struct RuleDescription: Sendable, Hashable {
    /// Stable kebab-case id, e.g. `hardcoded-string`.
    public var id: String
    /// Short human name, e.g. "Hardcoded String".
    public var name: String
    public var defaultSeverity: Severity
    /// An opt-in rule (SwiftLint's term) runs only where the configuration names it (`"rules": {"ID": "note"}`):
    /// what it finds is worth knowing for some teams, and noise for most.
    public var isOptIn: Bool
    /// One sentence: what the rule finds.
    public var summary: String
    /// Why it matters.
    public var rationale: String
    /// Inputs that must produce a finding at each `↓`.
    public var triggeringExamples: [String]
    /// Inputs that must produce no finding.
    public var nonTriggeringExamples: [String]

    public init(
        id: String, name: String, defaultSeverity: Severity, isOptIn: Bool = false, summary: String, rationale: String,
        triggeringExamples: [String] = [], nonTriggeringExamples: [String] = []
    ) {
        self.id = id
        self.name = name
        self.defaultSeverity = defaultSeverity
        self.isOptIn = isOptIn
        self.summary = summary
        self.rationale = rationale
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }
}
