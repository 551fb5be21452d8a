import L10nDiagnostics
import XCStrings

/// `missing-translation`: a required language has no localization for a key.
public enum MissingTranslationRule: CatalogRule {
    public static let description = RuleDescription(
        id: "missing-translation", name: "Missing Translation", defaultSeverity: .error,
        summary: "A required language has no translation for a key.",
        rationale: """
            A key without a translation shows the source text (or, for a dotted key with no source value, the key \
            itself) to every user of that language. Each required language (.l10n.json 'languages' or \
            --languages; the catalog's source language always) needs a localization. For the source language a \
            dotted key such as 'home.title' must have an explicit value, since the key is not text a person should \
            see; a key written as English text is its own value. Missing plural categories are reported by \
            'plural-missing-category', so one problem gives one finding. Entries with 'shouldTranslate: false' and \
            stale entries are not checked.
            """,
        triggeringExamples: [
            """
            ↓"restaurant.detail.favorite" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Favorite" } }
              }
            }
            """,
            """
            ↓↓"home.screen.title" : {

            }
            """,
            """
            ↓"Done" : {

            }
            """,
        ],
        nonTriggeringExamples: [
            """
            "home.screen.title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Home" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Inicio" } }
              }
            }
            """,
            """
            "Done" : {
              "localizations" : {
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Hecho" } }
              }
            },
            "app.brand.name" : {
              "shouldTranslate" : false
            },
            "old.screen.title" : {
              "extractionState" : "stale"
            }
            """,
        ])

    public static func check(_ entry: CatalogEntry, in context: CatalogContext, into findings: inout [Diagnostic]) {
        guard entry.isTranslatable else { return }
        for language in context.requiredLanguages {
            if let localization = entry.localizations[language], localization.hasContent { continue }
            if language == context.sourceLanguage {
                guard KeyConvention.isDotted(entry.key), !context.isInfoPlist else { continue }
                findings.append(
                    context.finding(
                        Self.self, at: entry.position,
                        "missing '\(language)' value for '\(entry.key)': without one the key itself is shown",
                        key: entry.key, language: language))
            } else {
                findings.append(
                    context.finding(
                        Self.self, at: entry.localizations[language]?.position ?? entry.position,
                        "missing '\(language)' translation for '\(entry.key)'", key: entry.key, language: language))
            }
        }
    }
}
