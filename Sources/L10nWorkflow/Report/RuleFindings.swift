import L10nDiagnostics

/// The findings one rule gave at one severity, for the report's "findings by rule": how many, and each of them.
///
///     RuleFindings.tally(diagnostics, rules: CheckRun.ruleDescriptions)
///     // [error missing-translation 224, error key-convention 12, warning needs-review 14, …]
///     findings[0].diagnostics[0].location   // App/Localizable.xcstrings:12:9
public struct RuleFindings: Sendable, Hashable {
    /// The rule id, e.g. `missing-translation`.
    public var rule: String
    /// The severity reported (the configured level).
    public var severity: Severity
    public var count: Int
    /// What the rule finds, from its description (empty for an unknown id).
    public var summary: String
    /// The findings themselves, in report order (`check`'s order: by file, line and column); empty when the
    /// report was built from counts alone.
    public var diagnostics: [Diagnostic]

    public init(rule: String, severity: Severity, count: Int, summary: String, diagnostics: [Diagnostic] = []) {
        self.rule = rule
        self.severity = severity
        self.count = count
        self.summary = summary
        self.diagnostics = diagnostics
    }

    /// Findings per rule and severity: errors first, then warnings, then notes; the most frequent first within a
    /// severity, then by rule id. Each keeps its diagnostics in the order given.
    public static func tally(_ diagnostics: [Diagnostic], rules: [RuleDescription]) -> [RuleFindings] {
        var found: [String: [Severity: [Diagnostic]]] = [:]
        for diagnostic in diagnostics { found[diagnostic.ruleID, default: [:]][diagnostic.severity, default: []].append(diagnostic) }
        var result: [RuleFindings] = []
        for (rule, bySeverity) in found {
            let summary = rules.first { $0.id == rule }?.summary ?? ""
            for (severity, list) in bySeverity {
                result.append(RuleFindings(rule: rule, severity: severity, count: list.count, summary: summary, diagnostics: list))
            }
        }
        return result.sorted { a, b in
            if a.severity != b.severity { return a.severity > b.severity }
            if a.count != b.count { return a.count > b.count }
            return a.rule < b.rule
        }
    }
}
