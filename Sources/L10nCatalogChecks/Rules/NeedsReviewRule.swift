import L10nDiagnostics
import L10nSourceParsing
import XCStrings

/// `needs-review`: a required translation is in state `new` or `needs_review`.
public enum NeedsReviewRule: CatalogRule {
    public static let description = RuleDescription(
        id: "needs-review", name: "Needs Review", defaultSeverity: .warning,
        summary: "A required language's translation is in state 'new' or 'needs_review'.",
        rationale: """
            Xcode marks a translation 'needs_review' when its source text changed after it was translated, and \
            'new' when nobody has translated it yet: what ships may no longer say what the source says. One \
            finding per key and language, at the first such state (one key marked in three languages or more is \
            one finding that names them; ten or more in one language are one finding with their count). The source language is not checked (Xcode \
            writes 'new' there for every key extracted with a default value), nor a plural case the language \
            never selects (Chinese's 'one', Spanish's 'two'): nobody reads it; nor a string whose source has no letters \
            (a space, a dash), which no reviewer reads differently; nor a translation that is the source text \
            unchanged that is one word (with its number maybe), or that half the other languages or more keep so too: \
            a text many languages write alike ('%@ fps', 'HDR', 'Album', 'Front Row'), whose copies a platform's sync \
            marks 'new' whatever the translators decided (FrontRow's Crowdin, in five languages).
            """,
        triggeringExamples: [
            // ONLYOFFICE's Sinhala (here Spanish): the English sentence copied in, marked 'new', where the other languages translate it.
            """
            "files.delete.confirm" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Delete the folder and its files?" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Den Ordner und seine Dateien löschen?" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Supprimer le dossier et ses fichiers ?" } },
                "es" : { "stringUnit" : { "state" : ↓"new", "value" : "Delete the folder and its files?" } }
              }
            }
            """,
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
            // SaxWeather's number and its unit, the specifiers reordered: nothing a reviewer reads.
            """
            "%lld%@" : {
              "localizations" : {
                "ru" : { "stringUnit" : { "state" : "new", "value" : "%1$lld%2$@" } }
              }
            }
            """,
            """
            " " : {
              "localizations" : {
                "zh-Hans" : { "stringUnit" : { "state" : "needs_review", "value" : " " } }
              }
            }
            """,
            // FrontRow's unit, kept as it is in Korean as in the other languages; its Crowdin sync marked the copy 'new'.
            """
            "%@ fps" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "%@ fps" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "%@ fps" } },
                "ko" : { "stringUnit" : { "state" : "new", "value" : "%@ fps" } }
              }
            }
            """,
            """
            "inbox.list.count %lld" : {
              "localizations" : {
                "es" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld mensaje" } },
                  "two" : { "stringUnit" : { "state" : "new", "value" : "%lld messages" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld mensajes" } }
                } } }
              }
            }
            """,
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
        guard context.isTranslatable(entry) else { return }
        // A source without letters (LyricFever's " ", a placeholder description, SaxWeather's '%lld%@': its
        // specifiers' letters are none) asks nothing of a reviewer; read only for an entry with something to review.
        lazy var sourceHasLetters = TextClassifier.removingFormatSpecifiers(entry.sourceText(entry.key, in: context.sourceLanguage))
            .contains(where: \.isLetter)
        let source = entry.localizations[context.sourceLanguage]
        lazy var sourceText = entry.sourceText(entry.key, in: context.sourceLanguage)
        for language in context.requiredTranslations {
            guard let localization = entry.localizations[language] else { continue }
            var found: (VariantPath, StringUnit)?
            localization.forEachStringUnit { path, unit in
                if found == nil, isUnreviewed(unit.state), !unit.value.isEmpty,
                    !isNeverSelected(path, language: language, in: context),
                    !isKeptAlike(unit.value, at: path, in: entry, language: language, source: source?.stringUnit(at: path)?.value
                        ?? (path.components.isEmpty ? sourceText : nil), context: context)
                {
                    found = (path, unit)
                }
            }
            if let (path, unit) = found, sourceHasLetters {
                findings.append(
                    context.finding(
                        Self.self, at: unit.statePosition,
                        "'\(language)' translation of \(CatalogContext.describe(entry.key, path)) needs review "
                            + "(state '\(unit.state)')",
                        key: entry.key, language: language))
            } else if found == nil, let set = localization.stringSet, let state = set.state, isUnreviewed(state), sourceHasLetters {
                findings.append(
                    context.finding(
                        Self.self, at: set.position,
                        "'\(language)' phrases of '\(entry.key)' need review (state '\(state)')", key: entry.key,
                        language: language))
            }
        }
    }

    /// Whether `path` ends in a plural category `language` never selects (Chinese's `one`: Chinese uses `other`
    /// alone): nobody reads that case, so its state asks nothing of a reviewer. `zero` is Apple's case for 0 in every
    /// language.
    static func isNeverSelected(_ path: VariantPath, language: String, in context: CatalogContext) -> Bool {
        guard path.components.count >= 2, path.components[path.components.count - 2] == "plural",
            let category = path.components.last, category != "zero", PluralExpectations.isCategory(category)
        else { return false }
        let expected = context.plurals.expectations(for: language)
        return !expected.cldr.contains(category) && !expected.xcode.contains(category)
    }

    /// Whether `value`, `language`'s text at `path`, is the source's text that half the other languages or more
    /// (two at least) write alike too: a copy every language keeps, not one a reviewer must look at.
    static func isKeptAlike(
        _ value: String, at path: VariantPath, in entry: CatalogEntry, language: String, source: String?, context: CatalogContext
    ) -> Bool {
        guard let source, value == source else { return false }
        // One word, with its number maybe ('Album', 'OK', '%@ fps'): the word many languages borrow as it is.
        let words = TextClassifier.removingFormatSpecifiers(value).split(whereSeparator: \.isWhitespace)
        if words.count(where: { $0.contains(where: \.isLetter) }) <= 1 { return true }
        var others = 0
        var alike = 0
        for (other, localization) in entry.localizations where other != language && other != context.sourceLanguage {
            guard let text = localization.stringUnit(at: path)?.value else { continue }
            others += 1
            if text == source { alike += 1 }
        }
        return others >= 2 && alike * 2 >= others
    }

    static func isUnreviewed(_ state: TranslationState) -> Bool {
        state == .new || state == .needsReview
    }
}
