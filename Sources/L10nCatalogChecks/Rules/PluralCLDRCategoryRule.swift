import L10nDiagnostics
import XCStrings

/// `plural-cldr-category`: a plural lacks a category CLDR 48 has but Xcode does not create.
public enum PluralCLDRCategoryRule: CatalogRule {
    public static let description = RuleDescription(
        id: "plural-cldr-category", name: "Plural CLDR Category", defaultSeverity: .note, isOptIn: true,
        summary: "A plural lacks a category CLDR 48 has but Xcode does not create; say which numbers fall back to 'other'.",
        rationale: """
            Xcode's 'Vary by Plural' creates the categories of an older CLDR. Since CLDR 42, Spanish, French, \
            Italian, Portuguese and Catalan have 'many' for large round numbers (1000000, 1c6: 'un millón de \
            archivos'), and Foundation selects it on current systems; without it those numbers fall back to \
            'other', which is usually fine ('1000000 archivos'). Opt-in, as a note: a team that follows Xcode \
            does not add these cases, and a million files, lines or pixels rarely needs its own wording; name it in \
            .l10n.json where the difference matters.
            """,
        triggeringExamples: [
            """
            "files.list.count %lld" : {
              "localizations" : {
                "es" : { ↓"variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld archivo" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld archivos" } }
                } } }
              }
            }
            """
        ],
        nonTriggeringExamples: [
            """
            "files.list.count %lld" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } }
                } } },
                "fr" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld fichier" } },
                  "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld de fichiers" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld fichiers" } }
                } } }
              }
            }
            """
        ])

    public static func check(_ entry: CatalogEntry, in context: CatalogContext, into findings: inout [Diagnostic]) {
        for (language, plurals) in context.pluralVariations(of: entry) {
            let expected = context.plurals.expectations(for: language)
            let cldrOnly = expected.cldr.filter { !expected.xcode.contains($0) }
            guard !cldrOnly.isEmpty else { continue }
            for plural in plurals {
                let missing = cldrOnly.filter { !plural.cases.contains(key: $0) }
                guard !missing.isEmpty else { continue }
                let list = missing.flatMap { expected.fallbackExamples[$0] ?? [] }.joined(separator: ", ")
                let message = "'\(language)' plural of \(plural.describe(key: entry.key)) has no \(quotedList(missing)) "
                    + "(CLDR \(PluralExpectations.cldrVersion)): \(list) fall back to 'other'"
                findings.append(context.finding(Self.self, at: plural.position, message, key: entry.key, language: language))
            }
        }
    }
}
