import L10nDiagnostics

/// `unused-key`: computed by ``LintRules/unusedKeys(catalogKeys:references:ignoreKeys:)`` and reported by the
/// caller at the key's position in its catalog.
///
/// Each example is the members of a catalog's `strings` object, then, from the first line starting with `//`
/// (which names the file), the Swift source scanned with it; `↓` marks a finding in the catalog.
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
            names it, or any other plain string literal equals it (a key passed around as a String), test files \
            included; interpolated literals match keys with any format specifiers \
            ("\\(count) items" uses "%lld items"). Keys reached through generated symbols or built at run time \
            belong in the configuration's ignoreKeys ("onboarding.*"). Stale keys are left to stale-key.
            """,
        triggeringExamples: [
            """
            ↓"home.promo.banner" : {

            },
            "home.title" : {

            }
            // HomeView.swift
            Text("home.title")
            """,
            """
            ↓"settings.account.delete" : {

            },
            "settings.account.sign_out" : {

            }
            // SettingsView.swift
            // Button("settings.account.delete") { confirmDeletion() }
            Button("settings.account.sign_out") { signOut() }
            """,
        ],
        nonTriggeringExamples: [
            """
            "home.title" : {

            }
            // HomeView.swift
            Text("home.title")
            """,
            """
            "cart.items.count %lld" : {

            }
            // CartView.swift
            Text("cart.items.count \\(count)")
            """,
            """
            "home.legacy.title" : {
              "extractionState" : "stale"
            }
            // HomeView.swift
            let title = String(localized: "home.legacy.subtitle")
            """,
            """
            "settings.account.delete" : {

            }
            // SettingsView.swift
            let confirmationKey = "settings.account.delete"
            """,
        ]
    )
}
