import L10nDiagnostics
import XCStrings

/// `plural-unused-category`: a plural case its language never selects.
public enum PluralUnusedCategoryRule: CatalogRule {
    public static let description = RuleDescription(
        id: "plural-unused-category", name: "Plural Unused Category", defaultSeverity: .warning, isOptIn: true,
        summary: "A source plural case for a category its language never selects ('few' in English), or a case that is no category; 'zero' is always allowed.",
        rationale: """
            A case no number selects in the source language is dead text translators maintain for nothing, and \
            often a sign the plural was copied from another language. A category is used when CLDR 48 or Xcode \
            has it for the language; 'zero' is always allowed, because Foundation uses it for 0 in every language \
            when present. In a translation, a case its language never selects is what the translation platform \
            made for every language (Weblate's Occitan 'one', Transifex's Chinese 'one'): harmless, and not \
            reported. A key that is no CLDR category at all ('none') is reported in every language. Opt-in: no \
            number ever shows such a case, so no user meets it, and tables carry them on purpose (a translation \
            platform's six categories in every entry, a table that maps each category to its name): of the nine \
            cases it reported on three real apps (GoMap, Zotero, Corona-Warn-App), readers of the code judged none \
            one a maintainer would remove.
            """,
        triggeringExamples: [
            """
            "files.list.count %lld" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  ↓"few" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } },
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } }
                } } },
                "ja" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lldファイル" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lldファイル" } }
                } } }
              }
            }
            """
        ],
        nonTriggeringExamples: [
            """
            "tag_picker.tags_selected" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld tag selected" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld tags selected" } }
                } } },
                "zh-Hant" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld tag selected" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld tags selected" } }
                } } }
              }
            }
            """,
            """
            "files.list.count %lld" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "zero" : { "stringUnit" : { "state" : "translated", "value" : "No files" } },
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } }
                } } },
                "he" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "קובץ אחד" } },
                  "two" : { "stringUnit" : { "state" : "translated", "value" : "שני קבצים" } },
                  "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld קבצים" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld קבצים" } }
                } } }
              }
            }
            """
        ])

    public static func check(_ entry: CatalogEntry, in context: CatalogContext, into findings: inout [Diagnostic]) {
        let variations = context.pluralVariations(of: entry)
        let sourceValues = PluralVariation.sourceValues(in: variations, sourceLanguage: context.sourceLanguage)
        for (language, plurals) in variations {
            let expected = context.plurals.expectations(for: language)
            for plural in plurals where language == context.sourceLanguage || !plural.isCopy(of: sourceValues) {
                for (category, variation) in plural.cases {
                    if category == "zero" || expected.cldr.contains(category) || expected.xcode.contains(category) {
                        continue
                    }
                    if language != context.sourceLanguage, PluralExpectations.isCategory(category) { continue }
                    let message: String
                    if PluralExpectations.isCategory(category) {
                        message = "'\(language)' never selects plural category '\(category)' in "
                            + "\(plural.describe(key: entry.key)); '\(language)' uses \(quotedList(usedCategories(expected)))"
                    } else {
                        message = "'\(category)' in \(plural.describe(key: entry.key)) is not a plural category; "
                            + "use zero, one, two, few, many or other"
                    }
                    findings.append(
                        context.finding(Self.self, at: variation.position, message, key: entry.key, language: language))
                }
            }
        }
    }

    static func usedCategories(_ expected: PluralExpectations) -> [String] {
        var all = expected.cldr
        for category in expected.xcode where !all.contains(category) { all.append(category) }
        return all.sorted { PluralExpectations.order(of: $0) < PluralExpectations.order(of: $1) }
    }
}
