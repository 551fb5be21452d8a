import L10nDiagnostics

/// `unused-suppression`: an `l10n:` suppression comment that suppressed nothing.
enum UnusedSuppressionRule {
    static let description = RuleDescription(
        id: LintRules.unusedSuppression,
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
}
