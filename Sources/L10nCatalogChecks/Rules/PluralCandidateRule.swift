import L10nDiagnostics
import L10nSourceParsing
import PluralRules
import XCStrings

/// `plural-candidate`: a count next to a countable word, in a string without plural variations.
public enum PluralCandidateRule: CatalogRule {
    public static let description = RuleDescription(
        id: "plural-candidate", name: "Plural Candidate", defaultSeverity: .warning,
        summary: "A string counts something with one integer argument but has no plural variations where its language needs them.",
        rationale: """
            '%lld restaurants' reads '1 restaurants' in English and is wrong for most numbers in Russian, which \
            needs 'one', 'few' and 'many' forms: countable text varies by plural. In a project that varies no \
            string by plural anywhere (no .stringsdict, no plural variations) counted text is written the team's \
            own way ('table(s)', a form picked by count in code, translators phrasing around the number) and \
            `check` does not report it, unless the configuration sets the rule's level. Reported, on the entry's line: \
            a string whose source value (its source-language string unit or, varied, its last variation, else the key) has exactly one \
            integer argument (%d, %i, %u, %lld, …) followed by a countable word — a word of three or more \
            letters that reads as an English plural (ends in 's' but not 'ss', 'us' or 'is': 'restaurants', \
            'Files'), an irregular plural ('people', 'children'), or a word with '(s)' or '(es)' ('file(s)'); \
            one lower-case word may come between ('%lld new videos', '%lld orphaned files') — and that, in the source \
            language or in a language it is translated to, has no plural variation (at the top level, under a \
            device, or in a substitution) while that language's CLDR 48 categories are more than 'other'. The \
            message names each such language's categories with an example number each (ru: one 1, few 2, many \
            5). Numbers that are not counts are decided by the word next to the number: nothing after it or \
            punctuation ('Version %lld', 'Server error (%lld).'), a percent sign ('%lld%%'), a unit abbreviation \
            ('%lld min', '%llds'), a word that is not a plural ('%d digit code', '%lld found'), or an ordinal \
            word right before it (version, step, page, chapter, season, episode, level, build, part, round, \
            track, row, line, item, no., #) is not a count; two or more integer arguments ('Step %lld of \
            %lld') are not checked. A key whose name says its count is more than one (a word 'multiple', 'plural' \
            or 'many': unstoppable's `…_MULTIPLE_ADDED` beside its `…_SINGLE_ADDED`) is read for counts above one: \
            only a language with several forms there asks for variations (Polish, kDrive's '…-plural' keys). The \
            source value is read as English: a catalog whose source language is \
            not English is not checked. Languages with only 'other' (ja, zh, ko, …) need no variation. `check` \
            leaves out a key every line of code that reads it follows a choice of another string for a count of 1 \
            (`count == 1 ? … : …`, `case 1:`), where each language named has only a singular for 1 and a plural.
            """,
        triggeringExamples: [
            // kDrive: a key for counts above one, whose Polish needs 'few' and 'many' there.
            """
            ↓"trash.delete.plural %lld" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Delete %lld items" } },
                "pl" : { "stringUnit" : { "state" : "translated", "value" : "Usunąć %lld elementy" } }
              }
            }
            """,
            """
            ↓"restaurants.nearby.count %lld" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld restaurants nearby" } },
                "ru" : { "stringUnit" : { "state" : "translated", "value" : "%lld ресторанов рядом" } }
              }
            }
            """,
            """
            ↓"%d file(s)" : {

            }
            """,
            """
            ↓"cleanup.result %lld %@" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Deleted %1$lld orphaned files, freed %2$@" } }
              }
            }
            """,
            """
            ↓"inbox.count %lld" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld message" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld messages" } }
                } } },
                "uk" : { "stringUnit" : { "state" : "translated", "value" : "%lld повідомлень" } }
              }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            "inbox.count %lld" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld message" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld messages" } }
                } } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "%lld件のメッセージ" } }
              }
            }
            """,
            """
            "files.count %lld" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : { "state" : "translated", "value" : "%#@files@" },
                  "substitutions" : { "files" : { "argNum" : 1, "formatSpecifier" : "lld",
                    "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg file" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg files" } }
                    } } } }
                }
              }
            }
            """,
            """
            "NOTIFICATION_RECORDS_UPDATED_MULTIPLE_ADDED" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld addresses were added" } }
              }
            },
            "photos.selected.many" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld photos selected" } }
              }
            }
            """,
            """
            "Version %lld" : { },
            "Step %lld of %lld" : { },
            "%lld%%" : { },
            "Time to Full Charge: %lld min" : { },
            "Enter the %d digit code" : { },
            "Server error (%lld)." : { },
            "%lld found" : { },
            "Page %lld items" : { },
            "Battery: %lld is low" : { },
            "%@ restaurants" : { }
            """,
        ])

    public static func check(_ entry: CatalogEntry, in context: CatalogContext, into findings: inout [Diagnostic]) {
        let source = context.sourceLanguage
        guard source == "en" || source.hasPrefix("en-") else { return }
        // The source text: its string unit, else its last variation (a plural's 'other'), else the key.
        let localization = entry.localizations[source]
        let value = localization?.stringUnit?.value ?? localization?.stringUnits.last?.unit.value ?? entry.key
        guard let word = countedWord(in: value) else { return }
        // A key named for more than one: code picks another key for one, so only a language with several forms
        // above one (Polish '%d elementy' for 2, '%d elementów' for 5: kDrive's '…-plural' keys) needs variations.
        let manyOnly = namesManyCount(entry.key)
        let plurals = Set(context.pluralVariations(of: entry).map(\.language))
        var languages = [source]
        for language in entry.localizations.keys where language != source { languages.append(language) }
        var needs: [String] = []
        for language in languages where !plurals.contains(language) {
            let categories = examples(for: language)
            guard categories.count > 1, !manyOnly || categories.count(where: { $0.category != "one" }) > 1 else { continue }
            needs.append("\(language): " + categories.map { "\($0.category) \($0.example)" }.joined(separator: ", "))
        }
        guard !needs.isEmpty else { return }
        findings.append(
            context.finding(
                Self.self, at: entry.position,
                "'\(entry.key)' counts '\(word)' with one number but has no plural variations; vary it by plural (\(needs.joined(separator: "; ")))",
                key: entry.key))
    }

    /// Whether a key's name says its count is more than one (`NOTIFICATION_RECORDS_UPDATED_MULTIPLE_ADDED`,
    /// `items.deleted.plural`, `photosManyTitle`): a word of the key, set apart by `_`, `.`, `-` or a capital. The
    /// team keeps another key for one (unstoppable's `…_SINGLE_…`), and code picks between them.
    static func namesManyCount(_ key: String) -> Bool {
        var words: [String] = []
        var word = ""
        for character in key {
            if character == "_" || character == "." || character == "-" || character == " " {
                if !word.isEmpty { words.append(word.lowercased()) }
                word = ""
            } else if character.isUppercase, let last = word.last, last.isLowercase {
                words.append(word.lowercased())
                word = String(character)
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { words.append(word.lowercased()) }
        guard words.count >= 2 else { return false }
        return words.contains { $0 == "multiple" || $0 == "plural" || $0 == "many" }
    }

    /// The languages a finding's message asks variations for, as ``check(_:in:into:)`` names them
    /// (`… vary it by plural (en: one 1, other 2; ru: one 1, few 2, many 5)` gives `en`, `ru`).
    public static func languages(inMessage message: String) -> [String] {
        guard let open = message.range(of: "vary it by plural (", options: .backwards) else { return [] }
        return message[open.upperBound...].split(separator: ";").compactMap { part in
            let language = part.drop(while: { $0 == " " }).prefix(while: { $0 != ":" })
            return language.isEmpty ? nil : String(language)
        }
    }

    /// Whether `language`'s 'one' is the number 1 alone among whole numbers (English, German, Polish; not French,
    /// whose 'one' is 0 and 1, nor Russian's 21, 31…): text read only for other counts never needs it.
    public static func oneIsOnlyTheNumberOne(_ language: String) -> Bool {
        let rules = PluralRules(locale: language)
        return (0...1000).allSatisfy { count in rules.category(for: count) != .one || count == 1 }
    }

    /// Whether the language's counted text needs no form but a singular for 1 and a plural for every count from 2
    /// (up to 1000): English, German, Spanish, and French and Portuguese, whose 'one' holds 0 too. Code that picks
    /// its own string when the count is 1 gives such a language the forms its readers expect: a French '0 billets'
    /// is what such code shows, and no team reworks a branch for it (Lumoria's '1 transfer' and '%lld transfers',
    /// 'Direct' for 0). Russian, Polish, Arabic need more forms.
    ///
    ///     PluralCandidateRule.formsAreSingularAndPlural("de")   // true
    ///     PluralCandidateRule.formsAreSingularAndPlural("fr")   // true
    ///     PluralCandidateRule.formsAreSingularAndPlural("ru")   // false
    public static func formsAreSingularAndPlural(_ language: String) -> Bool {
        let rules = PluralRules(locale: language)
        return rules.category(for: 1) == .one && (2...1000).allSatisfy { count in rules.category(for: count) == .other }
    }

    /// The countable word after the value's only integer argument: `restaurants` in `"%lld restaurants nearby"`.
    static func countedWord(in value: String) -> String? {
        let integers = FormatSpecifier.parse(value).filter { specifier in
            guard case .argument(let conversion) = specifier.conversion else { return false }
            return "diuDU".unicodeScalars.contains(conversion) && !specifier.looksLikeText
        }
        guard integers.count == 1, let specifier = integers.first else { return nil }
        let bytes = Array(value.utf8)
        let before = String(decoding: bytes[..<specifier.offset], as: UTF8.self)
        let after = String(decoding: bytes[(specifier.offset + specifier.length)...], as: UTF8.self)
        return CountedWord.after(after, before: before)
    }

    /// The language's CLDR categories, each with an integer CLDR gives as an example (not 0 when another fits);
    /// categories no integer falls in are left out (Russian 'other': only fractions).
    static func examples(for language: String) -> [(category: String, example: String)] {
        let rules = PluralRules(locale: language)
        return rules.categories.compactMap { category in
            guard let integers = rules.samples(for: category)?.integer.expanded(), let first = integers.first else {
                return nil
            }
            return (category.rawValue, integers.first { $0 != "0" && !$0.contains("c") } ?? first)
        }
    }
}
