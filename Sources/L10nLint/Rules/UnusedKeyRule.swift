import L10nDiagnostics

/// `unused-key`: computed by ``LintRules/unusedKeys(catalogKeys:references:ignoreKeys:)`` and reported by the
/// caller at the key's position in its catalog.
enum UnusedKeyRule {
    static let description = RuleDescription(
        id: LintRules.unusedKey,
        name: "Unused Key",
        defaultSeverity: .warning,
        summary: "A catalog key that no scanned Swift source references.",
        rationale: """
            Dead keys cost translation money and hide real gaps. Runs only when sources were scanned. A key \
            counts as used when any String(localized:), AttributedString(localized:), LocalizedStringResource, \
            NSLocalizedString or SwiftUI LocalizedStringKey literal (Text, Button, Label, .navigationTitle, …) \
            names it, test files included; interpolated literals match keys with any format specifiers \
            ("\\(count) items" uses "%lld items"). Keys reached through generated symbols or built at run time \
            belong in the configuration's ignoreKeys ("onboarding.*").
            """
    )
}
