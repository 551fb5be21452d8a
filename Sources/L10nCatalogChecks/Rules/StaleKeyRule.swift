import L10nDiagnostics
import XCStrings

/// `stale-key`: the key's `extractionState` is `stale`.
public enum StaleKeyRule: CatalogRule {
    public static let description = RuleDescription(
        id: "stale-key", name: "Stale Key", defaultSeverity: .warning,
        summary: "A key's 'extractionState' is 'stale': the code no longer uses it.",
        rationale: """
            Xcode marks a key 'stale' when the build no longer finds it in the code. It still ships and still \
            costs translators' time; remove it, or use it again. The other catalog rules skip stale keys, so a \
            stale key gives this one finding.
            """,
        triggeringExamples: [
            """
            ↓"onboarding.welcome.subtitle" : {
              "extractionState" : "stale",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Find places to eat" } }
              }
            }
            """
        ],
        nonTriggeringExamples: [
            """
            "onboarding.welcome.title" : {
              "extractionState" : "manual"
            },
            "onboarding.welcome.subtitle" : {

            }
            """
        ])

    public static let checksStaleEntries = true

    public static func check(_ entry: CatalogEntry, in context: CatalogContext, into findings: inout [Diagnostic]) {
        guard entry.extractionState == .stale else { return }
        findings.append(
            context.finding(
                Self.self, at: entry.position, "'\(entry.key)' is stale: no longer found in the code", key: entry.key))
    }
}
