import L10nDiagnostics
import XCStrings

/// `plural-missing-category`: a plural lacks a category Xcode creates for its language, or lacks `other`.
public enum PluralMissingCategoryRule: CatalogRule {
    public static let description = RuleDescription(
        id: "plural-missing-category", name: "Plural Missing Category", defaultSeverity: .error,
        summary: "A plural variation lacks a category Xcode creates for its language, or lacks 'other'.",
        rationale: """
            When the category a number selects is missing, Foundation falls back to 'other', so Russian users read \
            '21 файлов' instead of '21 файл' — and without 'other' there is nothing to fall back to and the key \
            itself is shown. Every plural is checked, in every language present: at the top level, inside a \
            device variation and inside a substitution. The expected categories are those Xcode's 'Vary by \
            Plural' creates (CLDR's, except no 'many' for es fr it pt ca, and 'many' for he); CLDR 48 categories \
            Xcode does not create are 'plural-cldr-category''s. A plural that counts integers ('%lld', a \
            stringsdict's 'NSStringFormatValueTypeKey' 'd') needs no category only fractions select: Czech and \
            Slovak 'many', and Russian, Ukrainian or Polish 'other' when 'one', 'few' and 'many' are all there. \
            Nor is a Russian, Belarusian, Ukrainian or Polish 'many' missing beside 'one', 'few' and an 'other' that holds \
            the 'many' form, where those numbers fall back ('%lld файлов' beside '%lld файла'; '%lld постів'): \
            translators often write it there. Nor Hebrew's 'two' and 'many' beside 'one' and 'other' (a numeral \
            with the plural noun reads right for 2 and 20: '%d ימים'), nor 'one' in Turkish, Azerbaijani, Persian, \
            Hungarian, Georgian, Kazakh, Kyrgyz, Uzbek and Turkmen, or Arabic's 'zero', beside an 'other' that shows \
            the number (their nouns stay singular after a numeral: '1 kural' as '5 kural'), nor any category but \
            'other' of a plural whose text shows no number (a header 'Selected Messages': the noun agrees with no numeral), \
            nor English 'one' beside an 'other' with no plural word in it ('%dd', '%d new': the same for 1).
            """,
        triggeringExamples: [
            // An English plural word with no 'one': '1 leaders'.
            """
            "%d followers" : {
              "localizations" : {
                "en" : { ↓"variations" : { "plural" : {
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%d leaders" } }
                } } }
              }
            }
            """,
            """
            "discussion.votes %lld" : {
              "localizations" : {
                "uk" : { ↓"variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld голос" } },
                  "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld голоси" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld голоси" } }
                } } }
              }
            }
            """,
            """
            "inbox.list.count %lld" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld messages" } },
                "ru" : { ↓"variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld сообщение" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld сообщения" } }
                } } }
              }
            }
            """,
            """
            "files.list.summary %lld %@" : {
              "localizations" : {
                "es" : {
                  "stringUnit" : { "state" : "translated", "value" : "%#@files@ en %@" },
                  "substitutions" : { "files" : { "argNum" : 1, "formatSpecifier" : "lld",
                    ↓"variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg archivo" } }
                    } } } }
                }
              }
            }
            """,
            """
            "home.screen.hint %lld" : {
              "localizations" : {
                "pl" : { "variations" : { "device" : {
                  "iphone" : { ↓"variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "Dotknij %lld raz" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "Dotknij %lld razy" } }
                  } } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "Kliknij %lld razy" } }
                } } }
              }
            }
            """,
            """
            "run.summary.distance %.1f" : {
              "localizations" : {
                "ru" : { ↓"variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%.1f километр" } },
                  "few" : { "stringUnit" : { "state" : "translated", "value" : "%.1f километра" } },
                  "many" : { "stringUnit" : { "state" : "translated", "value" : "%.1f километров" } }
                } } }
              }
            }
            """,
        ],
        nonTriggeringExamples: [
            // Commun's post ages: an English 'other' with no plural word ('%dd', '%d new') reads right for 1 too.
            """
            "%d day" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%dd" } }
                } } }
              }
            },
            "%d new" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%d new" } }
                } } }
              }
            }
            """,
            // Co-ML's Ukrainian headings: 'other' writes the number apart, as a label's value or in brackets, so
            // 'few' and 'many' read right where they fall back to it.
            """
            "projects selected heading %lld" : {
              "localizations" : {
                "uk" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "Вибрано %lld проєкт" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "Вибрано проєктів: %lld" } }
                } } },
                "ru" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "Удалить %lld проект" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "Удалить проекты (%lld)" } }
                } } }
              }
            },
            "failed to delete %lld projects" : {
              "localizations" : {
                "ar" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "تعذر حذف %lld مشروع" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "تعذر حذف %lld من المشاريع" } },
                  "zero" : { "stringUnit" : { "state" : "translated", "value" : "تعذر الحذف" } }
                } } }
              }
            },
            "images added %lld" : {
              "localizations" : {
                "uk" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%1$lld зображення додано (видалено: %2$lld)" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "Зображень додано: %1$lld (видалено: %2$lld)" } }
                } } }
              }
            }
            """,
            // Anywhere's Turkish and Persian: a noun stays singular after a numeral ('1 kural' as '5 kural').
            """
            "rules.count %lld" : {
              "localizations" : {
                "tr" : { "variations" : { "plural" : {
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld kural" } }
                } } },
                "fa" : { "variations" : { "plural" : {
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld قانون" } }
                } } }
              }
            }
            """,
            // Latvian's 'zero' (10–20, 30, …) takes the plural noun 'other' holds (Electricity Prices' cheapest hours).
            """
            "cheapest.hours %lld" : {
              "localizations" : {
                "lv" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld lētākā gaidāmā stunda" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld lētākās gaidāmās stundas" } }
                } } }
              }
            }
            """,
            // BsuirScheduleApp's Belarusian: 'other' holds the form 'many' needs ('%lld Дзён', not the 'few' form).
            """
            "subscribe.period.day%lld" : {
              "localizations" : {
                "be" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Дзень" } },
                  "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld Дня" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Дзён" } }
                } } }
              }
            }
            """,
            // Hebrew's 'other' for 2 and 20; a header that shows no number (Simply Filter SMS's Arabic).
            """
            "chats.selected.count %d" : {
              "localizations" : {
                "he" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "צ'אט אחד נבחר" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%d נבחרו" } }
                } } }
              }
            },
            "messages.selected.header" : {
              "localizations" : {
                "ar" : {
                  "stringUnit" : { "state" : "translated", "value" : "%#@messages@" },
                  "substitutions" : { "messages" : { "argNum" : 1, "formatSpecifier" : "d",
                    "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "الرسالة المحددة" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "الرسائل المحددة" } }
                    } } } }
                }
              }
            }
            """,
            """
            "discussion.topics %lld" : {
              "localizations" : {
                "uk" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld пост" } },
                  "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld пости" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld постів" } }
                } } }
              }
            }
            """,
            """
            "settings.lines_logged" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld line logged" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld lines logged" } }
                } } },
                "he" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld line logged" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld lines logged" } }
                } } }
              }
            }
            """,
            """
            "inbox.list.count %lld" : {
              "localizations" : {
                "es" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld mensaje" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld mensajes" } }
                } } },
                "ja" : { "variations" : { "plural" : {
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld件のメッセージ" } }
                } } },
                "ru" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld сообщение" } },
                  "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld сообщения" } },
                  "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld сообщений" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld сообщения" } }
                } } }
              }
            }
            """,
            """
            "updates.list.count %d" : {
              "localizations" : {
                "cs" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%d aktualizace" } },
                  "few" : { "stringUnit" : { "state" : "translated", "value" : "%d aktualizace" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%d aktualizací" } }
                } } },
                "uk" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%d оновлення" } },
                  "few" : { "stringUnit" : { "state" : "translated", "value" : "%d оновлення" } },
                  "many" : { "stringUnit" : { "state" : "translated", "value" : "%d оновлень" } }
                } } }
              }
            }
            """,
            // IceCubes' Polish: 'other' holds the adjective's genitive plural ('innych'), the form 'many' needs.
            """
            "notifications-others-count %lld" : {
              "localizations" : {
                "pl" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : " i %lld inny " } },
                  "few" : { "stringUnit" : { "state" : "translated", "value" : " i %lld inne " } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : " i %lld innych " } }
                } } }
              }
            }
            """,
        ])

    public static func check(_ entry: CatalogEntry, in context: CatalogContext, into findings: inout [Diagnostic]) {
        let variations = context.pluralVariations(of: entry)
        let sourceValues = PluralVariation.sourceValues(in: variations, sourceLanguage: context.sourceLanguage)
        for (language, plurals) in variations {
            let expected = context.plurals.expectations(for: language)
            for plural in plurals where language == context.sourceLanguage || !plural.isCopy(of: sourceValues) {
                var missing = expected.needed(countingIntegers: plural.countsIntegers).filter { !plural.cases.contains(key: $0) }
                if missing == ["many"], Self.fillsManyInOther(plural, language: language) { continue }
                // Categories whose fallback 'other' reads right: Hebrew's 'two' and 'many' beside 'one' ('%d ימים'
                // for 2 and 20), and any but 'other' where the text shows no number (a header 'Selected Messages').
                if !missing.isEmpty, plural.cases.contains(key: "other"),
                    Self.fallsBackRightly(missing, plural: plural, language: language)
                        || Self.showsNoNumber(plural, in: entry, language: language)
                        || Self.setsNumberApart(plural, language: language)
                {
                    continue
                }
                // 'other' is where every missing category falls back to; a plural of integers whose categories are
                // all there never falls back (Russian 'one', 'few' and 'many' cover every integer).
                let fallsBack = !missing.isEmpty || !plural.countsIntegers || expected.integerCategories.contains("other")
                if fallsBack && !missing.contains("other") && !plural.cases.contains(key: "other") { missing.append("other") }
                guard !missing.isEmpty else { continue }
                var message = "'\(language)' plural of \(plural.describe(key: entry.key)) lacks \(quotedList(missing))"
                if missing.contains("other") {
                    message += "; without 'other' there is nothing to fall back to"
                }
                findings.append(context.finding(Self.self, at: plural.position, message, key: entry.key, language: language))
            }
        }
    }

    /// Whether every category `missing` (an 'other' there) is one Hebrew's or Latvian's 'other' stands for: 'two' and 'many',
    /// beside 'one'. A numeral with the plural noun is Hebrew for 2 and for 20 (`%d ימים`), so those numbers read
    /// right where they fall back (judged wrong 5 of 5 times: Delta Chat's, Grocy's, Simply Filter SMS's).
    ///
    /// Latvian's 'zero' (10–20, 30, …, and 0) beside 'one': its numbers take the plural noun 'other' holds ('10
    /// stundas' as '2 stundas'; Electricity Prices' '%lld lētākajām gaidāmajām stundām' for 10 to 12 hours).
    ///
    /// Turkish, Azerbaijani, Persian, Hungarian, Georgian, Kazakh, Kyrgyz, Uzbek and Turkmen 'one' beside an 'other'
    /// that shows the number: their nouns stay singular after a numeral, so '1 kural' reads as '5 kural' does
    /// (Anywhere's Turkish and Persian, judged wrong 3 of 3). Arabic's 'zero' beside every other category, with
    /// the number shown: '0 نطاق' (Anywhere's, judged wrong 2 of 2).
    static func fallsBackRightly(_ missing: [String], plural: PluralVariation, language: String) -> Bool {
        let base = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? language
        let showsNumber = plural.cases["other"]?.stringUnit?.value.contains("%") == true
        if missing == ["one"], showsNumber, singularAfterNumerals.contains(base) { return true }
        if missing == ["zero"], showsNumber, base == "ar" { return true }
        if missing == ["one"], base == "en", let other = plural.cases["other"]?.stringUnit?.value, readsAsOneToo(other) {
            return true
        }
        guard plural.cases.contains(key: "one") else { return false }
        if base == "lv" { return missing == ["zero"] }
        guard base == "he" || base == "iw" else { return false }
        return missing.allSatisfy { $0 == "two" || $0 == "many" }
    }

    /// Whether 'other' writes its number apart from its words: as a label's value at the end of the text or of a
    /// clause ('Выбрано проектов: %lld') or in brackets ('Удалить проекты (%lld)'). No word agrees with the
    /// numeral, so every count that falls back to it reads right (Co-ML's Russian and Ukrainian headings, judged so
    /// 4 of 4).
    ///
    ///     // other "Выбрано проектов: %lld" → true; other "Выбрано %lld проектов" → false
    ///
    /// Arabic's partitive does the same: 'تعذر حذف %lld من المشاريع' ("failed to delete N of the projects") reads right
    /// for any count (Co-ML's, judged so 2 of 2).
    static func setsNumberApart(_ plural: PluralVariation, language: String) -> Bool {
        guard let other = plural.cases["other"]?.stringUnit?.value else { return false }
        let text = other.trimmingCharacters(in: .whitespaces)
        let specifier = #"%(\d+\$)?(ll|l|h)?[dDuUiI@]"#
        if language == "ar" || language.hasPrefix("ar-"),
            text.range(of: specifier + " من ", options: .regularExpression) != nil
        {
            return true
        }
        // The value closes the text, or a clause of it ('Зображень додано до «%2$@»: %1$lld (видалено: %3$lld)').
        return text.range(of: "[:：]\\s*" + specifier + "\\s*($|[(（,.;，。])", options: .regularExpression) != nil
            || text.range(of: "[(（]" + specifier + "[)）]", options: .regularExpression) != nil
    }

    /// Whether an English 'other' reads right for 1 as well: it has no word in a plural form — no word of two
    /// letters or more ending in 's' but a few that are no plurals ('is', 'was', 'this'), and none of the common
    /// irregular plurals. An abbreviation after the number ('%dd', '%dh': Commun's post ages) or an adjective ('%d
    /// new') is the same for one.
    ///
    ///     PluralMissingCategoryRule.readsAsOneToo("%dd")        // true
    ///     PluralMissingCategoryRule.readsAsOneToo("%d new")     // true
    ///     PluralMissingCategoryRule.readsAsOneToo("%d leaders") // false
    static func readsAsOneToo(_ other: String) -> Bool {
        let text = other.replacingOccurrences(of: #"%(\d+\$)?[-+ #0]*\d*(\.\d+)?(ll|l|h|q|z|t|j)?[dDuUiIoxXfFeEgGaAcCsSp@]"#, with: " ", options: .regularExpression)
        let words = text.split(whereSeparator: { !$0.isLetter && $0 != "'" }).map { $0.lowercased() }
        return !words.contains { word in
            (word.count >= 2 && word.hasSuffix("s") && !notPlurals.contains(word)) || irregularPlurals.contains(word)
        }
    }

    /// English words of two letters or more ending in 's' that are no plurals.
    static let notPlurals: Set<String> = ["is", "was", "has", "this", "his", "its", "us", "yes", "plus", "as", "does", "gas", "bus", "less", "across"]
    /// English plurals without an 's'.
    static let irregularPlurals: Set<String> = ["people", "children", "men", "women", "feet", "teeth", "mice", "geese", "persons"]

    /// Languages whose nouns stay singular after a numeral, though CLDR gives them 'one'.
    static let singularAfterNumerals: Set<String> = ["tr", "az", "fa", "hu", "ka", "kk", "ky", "uz", "tk"]

    /// Whether the text shows no number: no case of `plural` holds a format argument and, for a substitution's
    /// plural, the string around it holds none but its substitutions (`%#@messages@`). The noun then agrees with no
    /// numeral, and 'other''s plural form is right for every count above one (Simply Filter SMS's Arabic header
    /// 'الرسائل المحددة').
    static func showsNoNumber(_ plural: PluralVariation, in entry: CatalogEntry, language: String) -> Bool {
        guard plural.cases.values.allSatisfy({ ($0.stringUnit?.value).map { !$0.contains("%") } ?? false }) else {
            return false
        }
        let components = plural.path.components
        if components == ["plural"] { return true }
        guard components.count == 3, components[0] == "substitutions",
            let outer = entry.localizations[language]?.stringUnit?.value
        else { return false }
        var rest = Substring(outer)
        var other = ""
        while let start = rest.range(of: "%#@") {
            other += rest[..<start.lowerBound]
            let tail = rest[start.upperBound...]
            guard let end = tail.firstIndex(of: "@") else { return false }
            rest = tail[tail.index(after: end)...]
        }
        other += rest
        return !other.contains("%")
    }

    /// Whether `plural`, in Russian, Belarusian, Ukrainian or Polish (whose 'other' only fractions select, 'many'
    /// the integers from 5), has 'one', 'few' and an 'other' that holds the form 'many' needs, where those numbers
    /// fall back: Russian's and Belarusian's differs from 'few' (its fraction form is the 'few' one: '%lld файла'),
    /// Ukrainian's and Polish's
    /// has a word in the genitive plural's ending ('%lld постів', '%lld plików', ' i %lld innych'; not the fraction
    /// form '%lld pliku'). Judged on real apps: 7 of 7 such findings were correct text (Cork's Russian and Ukrainian, Open
    /// edX's Ukrainian).
    static func fillsManyInOther(_ plural: PluralVariation, language: String) -> Bool {
        let base = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? language
        guard let other = plural.cases["other"]?.stringUnit?.value,
            let few = plural.cases["few"]?.stringUnit?.value,
            let one = plural.cases["one"]?.stringUnit?.value, other != few, other != one
        else { return false }
        let endings: [String]
        switch base {
        // Belarusian's categories are Russian's, its 'other' (fractions) the 'few' form as Russian's is
        // (BsuirScheduleApp's '%lld Дзён' beside '%lld Дня').
        case "ru", "be": return true
        // A noun's ending, or an adjective's ('інших', 'innych', 'nowych': IceCubes' Polish).
        case "uk": endings = ["ів", "їв", "ей", "их"]
        case "pl": endings = ["ów", "ych", "ich"]
        default: return false
        }
        return other.split(whereSeparator: { !$0.isLetter }).contains { word in
            endings.contains { word.lowercased().hasSuffix($0) }
        }
    }
}
