import L10nDiagnostics
import XCStrings

/// `empty-translation`: a required language's value is the empty string.
public enum EmptyTranslationRule: CatalogRule {
    public static let description = RuleDescription(
        id: "empty-translation", name: "Empty Translation", defaultSeverity: .error,
        summary: "A required language's value is the empty string.",
        rationale: """
            An empty value is shown as nothing at all: a button without a title, a blank alert. It usually comes \
            from a translation tool or script that wrote a placeholder. Every string unit of a required language \
            is checked, plural and device cases and substitutions included; the finding points at the value. A \
            translation left empty where the source is empty too (a placeholder shown blank, a plural case the code \
            never reaches) follows the source: only the source's empty value is reported, and in the source a \
            plural case other than 'other' left empty is written so on purpose (the code shows another string then).
            """,
        triggeringExamples: [
            """
            "purchases.promocode.placeholder" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : ↓"" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "" } }
              }
            },
            "library.delete.multiple.title %lld" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "Delete %lld files?" } }
                } } },
                "es" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "¿Eliminar %lld archivos?" } }
                } } }
              }
            }
            """,
            """
            "settings.screen.title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Settings" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : ↓"" } }
              }
            }
            """,
            """
            "inbox.list.count %lld" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld message" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : ↓"" } }
                } } }
              }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            "settings.screen.title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Settings" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Ajustes" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "" } }
              }
            }
            """,
        ])

    public static func check(_ entry: CatalogEntry, in context: CatalogContext, into findings: inout [Diagnostic]) {
        guard entry.isTranslatable else { return }
        let source = entry.localizations[context.sourceLanguage]
        for language in context.requiredLanguages {
            guard let localization = entry.localizations[language] else { continue }
            localization.forEachStringUnit { path, unit in
                guard unit.value.isEmpty else { return }
                // Empty in the source too: the source's choice, which its translation follows. In the source, an
                // empty plural case other than 'other' is written so on purpose (the code shows another string
                // for one: BookPlayer's `delete_single_item_title`).
                if language != context.sourceLanguage, let sourceUnit = source?.stringUnit(at: path),
                    sourceUnit.value.isEmpty
                { return }
                if language == context.sourceLanguage, let category = SourceVariant.pluralCategory(of: path),
                    category != "other"
                { return }
                findings.append(
                    context.finding(
                        Self.self, at: unit.valuePosition,
                        "empty '\(language)' translation for \(CatalogContext.describe(entry.key, path))",
                        key: entry.key, language: language))
            }
            if let set = localization.stringSet {
                for (index, value) in set.values.enumerated() where value.isEmpty {
                    let position = index < set.valuePositions.count ? set.valuePositions[index] : set.position
                    findings.append(
                        context.finding(
                            Self.self, at: position, "empty '\(language)' phrase for '\(entry.key)'", key: entry.key,
                            language: language))
                }
            }
        }
    }
}
