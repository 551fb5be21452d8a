import L10nDiagnostics

/// How many findings one rule gave at one severity, for the report's "findings by rule".
///
///     RuleFindings.tally(diagnostics, rules: CheckRun.ruleDescriptions)
///     // [error missing-translation 224, error key-convention 12, warning needs-review 14, …]
public struct RuleFindings: Sendable, Hashable {
    /// The rule id, e.g. `missing-translation`.
    public var rule: String
    /// The severity reported (the configured level).
    public var severity: Severity
    public var count: Int
    /// What the rule finds, from its description (empty for an unknown id).
    public var summary: String

    public init(rule: String, severity: Severity, count: Int, summary: String) {
        self.rule = rule
        self.severity = severity
        self.count = count
        self.summary = summary
    }

    /// Counts per rule and severity: errors first, then warnings, then notes; the most frequent first within a
    /// severity, then by rule id.
    public static func tally(_ diagnostics: [Diagnostic], rules: [RuleDescription]) -> [RuleFindings] {
        var counts: [String: [Severity: Int]] = [:]
        for diagnostic in diagnostics { counts[diagnostic.ruleID, default: [:]][diagnostic.severity, default: 0] += 1 }
        var result: [RuleFindings] = []
        for (rule, bySeverity) in counts {
            let summary = rules.first { $0.id == rule }?.summary ?? ""
            for (severity, count) in bySeverity {
                result.append(RuleFindings(rule: rule, severity: severity, count: count, summary: summary))
            }
        }
        return result.sorted { a, b in
            if a.severity != b.severity { return a.severity > b.severity }
            if a.count != b.count { return a.count > b.count }
            return a.rule < b.rule
        }
    }
}
