import L10nDiagnostics
import XCStrings

/// `needs-review`: a required translation is in state `new` or `needs_review`.
public enum NeedsReviewRule: CatalogRule {
    public static let description = RuleDescription(
        id: "needs-review", name: "Needs Review", defaultSeverity: .warning,
        summary: "A required language's translation is in state 'new' or 'needs_review'.",
        rationale: """
            Xcode marks a translation 'needs_review' when its source text changed after it was translated, and \
            'new' when nobody has translated it yet: what ships may no longer say what the source says. One \
            finding per key and language, at the first such state. The source language is not checked (Xcode \
            writes 'new' there for every key extracted with a default value).
            """,
        triggeringExamples: [
            """
            "settings.account.sign_out" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Sign Out" } },
                "es" : { "stringUnit" : { "state" : ↓"needs_review", "value" : "Salir" } }
              }
            }
            """,
            """
            "inbox.list.count %lld" : {
              "localizations" : {
                "es" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld mensaje" } },
                  "other" : { "stringUnit" : { "state" : ↓"new", "value" : "%lld mensajes" } }
                } } }
              }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            "settings.account.sign_out" : {
              "extractionState" : "extracted_with_value",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "new", "value" : "Sign Out" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Cerrar sesión" } },
                "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Déconnexion" } }
              }
            }
            """
        ])

    public static func check(_ entry: CatalogEntry, in context: CatalogContext, into findings: inout [Diagnostic]) {
        guard entry.isTranslatable else { return }
        for language in context.requiredTranslations {
            guard let localization = entry.localizations[language] else { continue }
            var found: (VariantPath, StringUnit)?
            localization.forEachStringUnit { path, unit in
                if found == nil, isUnreviewed(unit.state), !unit.value.isEmpty { found = (path, unit) }
            }
            if let (path, unit) = found {
                findings.append(
                    context.finding(
                        Self.self, at: unit.statePosition,
                        "'\(language)' translation of \(CatalogContext.describe(entry.key, path)) needs review "
                            + "(state '\(unit.state)')",
                        key: entry.key, language: language))
            } else if let set = localization.stringSet, let state = set.state, isUnreviewed(state) {
                findings.append(
                    context.finding(
                        Self.self, at: set.position,
                        "'\(language)' phrases of '\(entry.key)' need review (state '\(state)')", key: entry.key,
                        language: language))
            }
        }
    }

    static func isUnreviewed(_ state: TranslationState) -> Bool {
        state == .new || state == .needsReview
    }
}
