import L10nDiagnostics

/// The text `l10n rules` prints for a rule: id, default severity, summary, rationale and examples.
///
///     stale-key (default: warning)
///       A key's 'extractionState' is 'stale': the code no longer uses it.
///
///       Xcode marks a key 'stale' when …
///
///       Triggers (↓ marks where the finding is reported):
///         ↓"onboarding.welcome.subtitle" : {
///         …
public enum RuleDocumentation {
    /// One line per rule: id, default severity and summary, aligned.
    public static func index(_ rules: [RuleDescription]) -> String {
        let idWidth = rules.map(\.id.count).max() ?? 0
        return rules.map { rule in
            rule.id.padding(toLength: idWidth + 2, withPad: " ", startingAt: 0)
                + rule.defaultSeverity.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
                + (rule.isOptIn ? "(opt-in) " : "") + rule.summary
        }.joined(separator: "\n") + "\n"
    }

    /// The full description of one rule.
    public static func describe(_ rule: RuleDescription) -> String {
        var out = "\(rule.id) (\(rule.name); default: \(rule.defaultSeverity.rawValue)"
            + (rule.isOptIn ? "; opt-in: runs where .l10n.json names it, \"rules\": {\"\(rule.id)\": "
                + "\"\(rule.defaultSeverity.rawValue)\"}" : "") + ")\n"
        out += wrap(rule.summary, indent: "  ") + "\n"
        out += wrap(rule.rationale, indent: "  ") + "\n"
        if !rule.triggeringExamples.isEmpty {
            out += "\n  Triggers (↓ marks where the finding is reported):\n"
            out += rule.triggeringExamples.map { indentBlock($0, "    ") }.joined(separator: "\n\n") + "\n"
        }
        if !rule.nonTriggeringExamples.isEmpty {
            out += "\n  Does not trigger:\n"
            out += rule.nonTriggeringExamples.map { indentBlock($0, "    ") }.joined(separator: "\n\n") + "\n"
        }
        return out
    }

    static func indentBlock(_ text: String, _ indent: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : indent + $0 }
            .joined(separator: "\n")
    }

    /// Wraps prose at 100 columns.
    static func wrap(_ text: String, indent: String, width: Int = 100) -> String {
        var lines: [String] = []
        var current = indent
        for word in text.split(separator: " ") {
            if current.count > indent.count && current.count + 1 + word.count > width {
                lines.append(current)
                current = indent
            }
            current += (current.count > indent.count ? " " : "") + word
        }
        if current.count > indent.count { lines.append(current) }
        return lines.joined(separator: "\n")
    }
}
