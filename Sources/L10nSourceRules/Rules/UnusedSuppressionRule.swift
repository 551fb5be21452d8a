import L10nDiagnostics
import L10nSourceParsing

/// `unused-suppression`: an `l10n:` suppression comment that suppressed nothing.
enum UnusedSuppressionRule: FileEndRule {
    static let description = RuleDescription(
        id: "unused-suppression",
        name: "Unused Suppression",
        defaultSeverity: .warning,
        summary: "A suppression comment that suppresses no finding, or names an unknown rule.",
        rationale: """
            Stale suppressions hide future problems. Forms: `// l10n:disable:next <ids|all> - reason`, \
            `// l10n:disable:this …`, `// l10n:disable …` until `// l10n:enable …`, and `// l10n:ignore-file`; \
            honoured only at the very start of a comment. A suppression naming a rule that did not run (turned \
            off, or unknown-key without a catalog) is not reported.
            """,
        triggeringExamples: [
            "↓// l10n:disable:next hardcoded-string - brand name\nText(\"restaurant.detail.title\")",
            "Text(\"home.title\") ↓// l10n:disable:this all",
            "↓// l10n:disable:next hardcoded-strin\nText(\"Acme\")",
            "↓// l10n:disable string-concatenation\nlet url = base + \"/menu\"\n// l10n:enable string-concatenation",
        ],
        nonTriggeringExamples: [
            "// l10n:disable:next hardcoded-string - brand name\nText(\"Acme\")",
            "Text(\"Acme\") // l10n:disable:this hardcoded-string",
            "/* l10n:disable:next all */\nText(\"Acme\")",
            "// l10n:disable hardcoded-string\nText(\"Acme\")\nText(\"Bistro\")\n// l10n:enable hardcoded-string",
            "// see l10n:disable:next hardcoded-string in the docs\nText(\"home.title\")",
            "// l10n:ignore-file\nText(\"Acme\")",
        ]
    )

    /// The findings for the suppressions of a file whose other findings have been filtered through them.
    static func findings(for suppressions: Suppressions, in context: LintContext) -> [(token: Int, message: String)] {
        suppressions.entries.compactMap { entry in
            guard !entry.used, !entry.isOtherTool, let message = message(for: entry, in: context) else { return nil }
            return (entry.token, message)
        }
    }

    /// The message for a suppression that suppressed nothing, or nil when a rule it names did not run (it is off,
    /// or `unknown-key` without a catalog), so it could not have been used.
    private static func message(for entry: Suppressions.Entry, in context: LintContext) -> String? {
        let running = Set(context.rules.map { $0.rule.id })
        if let rules = entry.rules {
            if let unknown = rules.sorted().first(where: { SourceRules.rule(id: $0) == nil }) {
                return "'\(entry.text)' names unknown rule '\(unknown)'"
            }
            guard rules.allSatisfy(running.contains) else { return nil }
        } else {
            // `all`: it could have suppressed any rule that reports in source files.
            guard !context.siteRules.isEmpty else { return nil }
        }
        return "'\(entry.text)' suppresses nothing; remove it"
    }
}
