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
            is checked, plural and device cases and substitutions included; the finding points at the value. The \
            source language's own value is the source text, not a translation: left empty, it is the team's choice \
            (zashi's `"general.hideBalancesLeast" = "";` in its English table, the part of a hidden balance shown \
            as nothing; a plural case the code never reaches), never reported, and a translation left empty where \
            the source is empty too follows it. Nor is a translation of a source that says it is retired \
            (its whole text a mark such as '[to be deleted]', 'DEPRECATED' or '(unused)': NHS COVID-19's \
            strings emptied in every language once retired): nobody is to see it. Nor a plural case of an integer \
            count that only fractions select in its language (Russian's 'other' beside '%lld', Kwatoko's robot \
            count): no count shows it. Nor a short piece the code glues to a value (a source of one to three words \
            that starts or ends with a space, mySpot's ' away'), which a language that puts its word elsewhere \
            leaves empty.
            """,
        triggeringExamples: [
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
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld messages" } }
                } } },
                "es" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld mensaje" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : ↓"" } }
                } } }
              }
            }
            """,
        ],
        nonTriggeringExamples: [
            // mySpot: " away" follows the distance in English; French writes 'à 5 km', its word before the number.
            """
            " away" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : " away" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "" } }
              }
            },
            " ago" : {
              "localizations" : {
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "" } }
              }
            }
            """,
            // Kwatoko's Russian: 'other' only fractions select, and the count is an integer.
            """
            "robots.total %lld" : {
              "localizations" : {
                "ru" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld робот" } },
                  "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld робота" } },
                  "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld роботов" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "" } }
                } } }
              }
            }
            """,
            """
            "settings.screen.title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Settings" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Ajustes" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "" } }
              }
            }
            """,
            """
            "isolation_payment_info_title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "[to be deleted]" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "" } }
              }
            }
            """,
            """
            "general.hideBalancesLeast" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "" } },
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
        ])

    public static func check(_ entry: CatalogEntry, in context: CatalogContext, into findings: inout [Diagnostic]) {
        guard context.isTranslatable(entry) else { return }
        let source = entry.localizations[context.sourceLanguage]
        // Asked once, of an entry with an empty value: most have none, and their source text is not read.
        var retired: Bool?
        func isRetiredSource() -> Bool {
            if let retired { return retired }
            let found = source?.stringUnit.map { Self.isRetired($0.value) } ?? false
            retired = found
            return found
        }
        for language in context.requiredLanguages {
            guard let localization = entry.localizations[language] else { continue }
            // The source language's value is the source text: empty, it is the team's choice (zashi's
            // `general.hideBalancesLeast`, BookPlayer's plural 'one' the code never shows), not a translation missing.
            let isSource = language == context.sourceLanguage
            localization.forEachStringUnit { path, unit in
                guard unit.value.isEmpty, !isSource else { return }
                // Empty in the source too: the source's choice, which its translation follows.
                if let sourceUnit = source?.stringUnit(at: path), sourceUnit.value.isEmpty { return }
                if isFractionsOnlyCase(path, language: language, entry: entry, in: context) { return }
                // A piece glued to a value ("\(distance)" + " away"), emptied where the language puts its word
                // elsewhere (mySpot's French and Ukrainian): the translator's choice, not a gap.
                // (A table with no source value shows its key: mySpot's English table holds four of its keys.)
                if let text = source?.stringUnit(at: path)?.value ?? (path.isRoot ? entry.key : nil), Self.isGluedPiece(text) {
                    return
                }
                guard !isRetiredSource() else { return }
                findings.append(
                    context.finding(
                        Self.self, at: unit.valuePosition,
                        "empty '\(language)' translation for \(CatalogContext.describe(entry.key, path))",
                        key: entry.key, language: language))
            }
            if let set = localization.stringSet {
                for (index, value) in set.values.enumerated() where value.isEmpty && !isRetiredSource() {
                    let position = index < set.valuePositions.count ? set.valuePositions[index] : set.position
                    findings.append(
                        context.finding(
                            Self.self, at: position, "empty '\(language)' phrase for '\(entry.key)'", key: entry.key,
                            language: language))
                }
            }
        }
    }

    /// Whether `text` is a short piece the code glues to a value: it starts or ends with a space, and has one to
    /// three words (`" away"`, `"ago "`).
    static func isGluedPiece(_ text: String) -> Bool {
        guard let first = text.first, let last = text.last, first == " " || last == " " else { return false }
        let words = text.split(separator: " ")
        return (1...3).contains(words.count) && words.allSatisfy { $0.allSatisfy(\.isLetter) }
    }

    /// Whether `path` is a plural case of integers that only fractions select in `language` (Russian's 'other', Czech's
    /// 'many' where the count is `%lld`): no count shows it (Kwatoko's Russian robot count, its 'other' left empty).
    static func isFractionsOnlyCase(_ path: VariantPath, language: String, entry: CatalogEntry, in context: CatalogContext) -> Bool {
        guard path.components.count >= 2, path.components[path.components.count - 2] == "plural",
            let category = path.components.last, category != "zero"
        else { return false }
        let expected = context.plurals.expectations(for: language)
        guard expected.cldr.contains(category), !expected.integerCategories.contains(category) else { return false }
        let plural = VariantPath(Array(path.components.dropLast()))
        return context.pluralVariations(of: entry).first { $0.language == language }?.plurals
            .first { $0.path == plural }?.countsIntegers ?? false
    }

    /// Whether a source text is only a mark that the string is retired (`[to be deleted]`, `DEPRECATED`, `(do not
    /// use)`), brackets and punctuation around it.
    static func isRetired(_ text: String) -> Bool {
        guard text.utf8.count <= 40 else { return false }
        let words = text.lowercased().split { !$0.isLetter }.joined(separator: " ")
        return retiredMarks.contains(words)
    }

    static let retiredMarks: Set<String> = [
        "to be deleted", "to be removed", "deprecated", "obsolete", "do not use", "delete me", "remove me", "unused",
    ]
}
