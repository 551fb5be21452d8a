import L10nSourceParsing
import L10nDiagnostics
import XCStrings

/// `untranslated-copy`: a translation is the source text unchanged, in another language, although the text
/// has words a translator would change.
public enum UntranslatedCopyRule: TranslationRule {
    public static let description = RuleDescription(
        id: "untranslated-copy", name: "Untranslated Copy", defaultSeverity: .warning,
        summary: "A translation is its source text unchanged, in another language, although the text has words a translator would change.",
        rationale: """
            A source text copied as the translation — by a tool that fills gaps with the source, or a translator \
            who skipped it — counts as translated, so nothing else reports it, and users see English in the \
            middle of their language. Many copies are right, though, so a copy is reported only when it has \
            words a translator would change, decided this way. Not words: format specifiers, App Shortcuts \
            parameters, URLs, e-mail addresses, file and domain names (a suffix alone too: '.find', '.pdf'), and words with a digit. Not words to \
            change: names and acronyms (a word with a capital after its first letter such as 'iCloud' or \
            'GitHub', or all capitals such as 'PDF'), the words of the glossary's terms that stay as they are in the \
            language ('"*": "keep"', or a required translation equal to the term), and words most languages share ('OK', 'Email', 'Wi-Fi', \
            'Bluetooth', 'App', 'Premium'…). A person's name whose only lower-case words are name particles ('Ahmed al \
            Imadi', 'Leonardo da Vinci') is no phrase. What remains is reported when it is a phrase — two words or more, \
            one of them lowercase ('Open in Safari') — or, for a single word or a name-like phrase in capitals, \
            when one of its words is a common interface word that languages translate ('Settings', 'Cancel'; \
            cognates such as 'Status', 'Menu' or 'Start' are not on that list, and 'Help', 'Accounts', 'Update', \
            'Download' or 'File' count only outside the languages that spell them the same: Dutch, German, Italian…). A brand name ('Ice Cubes', 'Pearcleaner') is a single word or capitalised words not on \
            that list, and not reported. Nor is a phrase of an English table with no English word in lower case and mostly words of no English \
            ('Bibliothek der Hochschule für Musik': a name written in its own language; not 'About munki-notifier'). A copy is not reported either when most of the entry's other \
            translations copy the source too (at least two; a third for a text without a lowercase word): translators agreeing to keep a text is a name or a \
            term, not an oversight — languages a sync filled with the source (half their strings or more, ten at \
            least) are left out of that count: their copies keep nothing on purpose. A word every other translation \
            of the entry keeps as the source writes it (two languages at least: 'lei', a currency, in 'Gesamt: %d \
            lei') is a term, not a word to translate. A region's name the language \
            writes as English does (German 'Isle of Man', by Foundation's Locale) is no copy. The same key copied in \
            three languages or more of one table is one finding that names them. \
            A copy whose every word to translate the language's real translations use elsewhere in the \
            project, also as a plural or singular (Catalan 'Error', Afrikaans 'Open', Danish 'Download' beside \
            'Automatiske Downloads'), is that language's wording too; a translation that reads as English shows \
            nothing. A language \
            that is not required and holds at least twice as many copies as real translations in a table \
            is not translated yet there: its copies are not reported (its users read English as they would where a \
            string is missing). Regional variants of the source language ('en-GB' for 'en') and entries \
            marked 'shouldTranslate: false' are never reported. Ten copies or more in one language and file — a \
            sync that filled the gaps with the source — are one finding with their count at the start of the file, \
            as are three or more where the language holds no more real translations than copies there (a table \
            handed over as English); \
            'l10n check --explain FILE' lists them. A copy is not counted as translated anywhere coverage is \
            counted ('check''s summary, 'report', 'init', 'extract', MCP).
            """,
        triggeringExamples: [
            // An English word beside an app's name in lower case (munki-notifier's menu): English left in German.
            """
            "menu.about" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "About munki-notifier" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : ↓"About munki-notifier" } }
              }
            }
            """,
            // The language translates the term wherever else it stands: the copy is left over.
            """
            "detail.quick_add.button" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Quick Add" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : ↓"Quick Add" } }
              }
            },
            "settings.quick_add.header" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Quick Add Actions" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Acciones de añadido rápido" } }
              }
            }
            """,
            """
            "browser.link.open" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Open in Safari" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : ↓"Open in Safari" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "In Safari öffnen" } }
              }
            }
            """,
            """
            "settings.screen.title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Settings" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : ↓"Settings" } }
              }
            }
            """,
        ],
        nonTriggeringExamples: [
            // Flow Wallet's name service suffix, stripped from what users type.
            """
            ".find" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : ".find" } },
                "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : ".find" } }
              }
            }
            """,
            // NeuroProMed's total: every translation keeps 'lei', the currency; 'Total' alone is no interface word
            // languages translate (French and Romanian write it so).
            """
            "totalAmount" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Total: %d lei" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Gesamt: %d lei" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Total: %d lei" } },
                "it" : { "stringUnit" : { "state" : "translated", "value" : "Totale: %d lei" } },
                "ru" : { "stringUnit" : { "state" : "translated", "value" : "Итог: %d lei" } }
              }
            }
            """,
            // A German library's name in btlb's English table: no English word of it, German keeps it as it is.
            """
            "INFO_VIEW_LIBRARY_TITLE_HKSF" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Hochschule für Musik, Theater und Medien Hannover" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Hochschule für Musik, Theater und Medien Hannover" } }
              }
            }
            """,
            // A person's name with its particle (Sajda's muezzins), written the same in Indonesian.
            """
            "standardAzan1" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Ahmed al Imadi" } },
                "id" : { "stringUnit" : { "state" : "translated", "value" : "Ahmed al Imadi" } }
              }
            }
            """,
            // A Dutch catalog's key written in English, with no Dutch value (TreinRadar's): English keeps it.
            """
            {
              "sourceLanguage" : "nl",
              "strings" : {
                "Something went wrong." : {
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Something went wrong." } }
                  }
                }
              },
              "version" : "1.0"
            }
            """,
            // A Japanese catalog's text already in English (DJDX's data source): English keeps it.
            """
            {
              "sourceLanguage" : "ja",
              "strings" : {
                "More.ExternalData.BM2DX" : {
                  "localizations" : {
                    "ja" : { "stringUnit" : { "state" : "translated", "value" : "joy to the beat..." } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "joy to the beat..." } }
                  }
                }
              },
              "version" : "1.0"
            }
            """,
            // A term the language keeps inside its own translations (Persistent's German 'Quick Add' in "Quick Add
            // Aktionen"): the feature's name in that language.
            """
            "detail.quick_add.button" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Quick Add" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Quick Add" } }
              }
            },
            "settings.quick_add.header" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Quick Add Actions" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Acciones de Quick Add" } }
              }
            }
            """,
            // A licence's text (pyconjp's MIT License on its About screen): legal text in its holder's words.
            """
            "licence.text" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "The MIT License (MIT)\\n\\nPermission is hereby granted, free of charge, to any person obtaining a copy of this software" } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "The MIT License (MIT)\\n\\nPermission is hereby granted, free of charge, to any person obtaining a copy of this software" } }
              }
            }
            """,
            // A word and its unit (HowHigh's chart axis): Portuguese writes 'Altitude' as English does.
            """
            "measure.chart.axis.altitude.imperial" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Altitude (ft)" } },
                "pt-BR" : { "stringUnit" : { "state" : "translated", "value" : "Altitude (ft)" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Höhe (ft)" } }
              }
            }
            """,
            // OCaml's settings row: German writes the term as English does.
            """
            "opensource" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Open source" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Open source" } }
              }
            }
            """,
            """
            "Isle of Man" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Isle of Man" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Isle of Man" } }
              }
            }
            """,
            """
            "about.copyright" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Copyright © 2022 Max Langer. All rights reserved." } },
                "ko" : { "stringUnit" : { "state" : "translated", "value" : "Copyright © 2022 Max Langer. All rights reserved." } }
              }
            }
            """,
            // Attributions of artwork used under a Creative Commons licence (CampNet's acknowledgements).
            """
            "about.acknowledgements" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "\\"Logo\\" is a derivative of \\"Network\\" by riyazali, used under CC BY 3.0 US. \\"Settings\\" is licensed under CC BY 3.0 US by Viktor Vorobyev." } },
                "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "\\"Logo\\" is a derivative of \\"Network\\" by riyazali, used under CC BY 3.0 US. \\"Settings\\" is licensed under CC BY 3.0 US by Viktor Vorobyev." } }
              }
            }
            """,
            // A settings footer: a version, the copyright line and an address, each on its own line (ManualCamera's).
            """
            "Copyright" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "version 1.1.0\\n© Copyright 2015, 2018 Kai Oezer\\nhttp://robo.fish" } },
                "sv" : { "stringUnit" : { "state" : "translated", "value" : "version 1.1.0\\n© Copyright 2015, 2018 Kai Oezer\\nhttp://robo.fish" } }
              }
            }
            """,
            """
            // .l10n.json: {"glossary": {"Acme Cloud": {"*": "keep"}, "Open in": {"de": "Open in"}}}
            "settings.account.provider" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Open in Acme Cloud" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Open in Acme Cloud" } }
              }
            }
            """,
            """
            "alert.button.ok" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "OK" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "OK" } }
              }
            },
            "settings.network.wifi" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Wi-Fi" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Wi-Fi" } }
              }
            },
            "profile.contact.email" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Email" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Email" } }
              }
            },
            "account.provider.microsoft" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "via Microsoft" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "via Microsoft" } }
              }
            },
            "about.sync.service" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "iCloud Drive" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "iCloud Drive" } }
              }
            },
            "app.brand.name" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Ice Cubes" } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "Ice Cubes" } }
              }
            },
            "files.list.count %lld" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld / %lld" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "%lld / %lld" } }
              }
            },
            "location.field.placeholder" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "[latitude],[longitude]" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "[latitude],[longitude]" } }
              }
            },
            "help.tones.example" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "美 [ mei ] ➟ [ měi ]" } },
                "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "美 [ mei ] ➟ [ měi ]" } }
              }
            },
            "settings.language.english" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Colour settings" } },
                "en-GB" : { "stringUnit" : { "state" : "translated", "value" : "Colour settings" } }
              }
            }
            """,
            """
            "debug.menu.title" : {
              "shouldTranslate" : false,
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Open debug menu" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Open debug menu" } }
              }
            },
            "feed.timeline.title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Made with love" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Made with love" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Made with love" } },
                "it" : { "stringUnit" : { "state" : "translated", "value" : "Made with love" } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "おすすめ" } }
              }
            }
            """,
        ])

    /// The default check, with each unit decided once for this rule and the coverage (which may have asked first).
    public static func check(_ entry: CatalogEntry, in context: CatalogContext, into findings: inout [Diagnostic]) {
        report(entry, in: context, into: &findings) { index, _ in context.untranslatedCopyProblems(of: entry, at: index) }
    }

    public static func problems(in pair: TranslationPair, settings: TranslationRuleSettings) -> [TranslationProblem] {
        problems(in: pair, settings: settings) {
            translatableWords(in: pair.source, language: pair.language, glossary: settings.glossary)
        }
    }

    /// ``problems(in:settings:)`` with the source's ``translatableWords(in:language:glossary:)`` from
    /// `translatableWords`, asked only of a copy (the checker keeps them for the entry's other copies of a source).
    ///
    /// `isFilledWithSource` tells the languages a tool filled with the source text (Zap's `af`, `ka`, `zh-Hant` and
    /// `pt-PT` tables, English from end to end): their copies are no translator keeping a term, and do not count
    /// among the other translators who kept it.
    static func problems(
        in pair: TranslationPair, settings: TranslationRuleSettings, translatableWords: () -> [Substring],
        isFilledWithSource: (String) -> Bool = { _ in false }
    ) -> [TranslationProblem] {
        let sourceLanguage = TranslationText.language(pair.sourceLanguage)
        // A copy tool copies the bytes: texts of other lengths are no copy (and need no full comparison).
        guard pair.translation.utf8.count == pair.source.utf8.count, pair.translation == pair.source,
            TranslationText.language(pair.language) != sourceLanguage, !LegalNotice.isLegalText(pair.source)
        else { return [] }
        // A source language of another script whose text here is English already (DJDX's Japanese catalog names its
        // data source 'joy to the beat...'): English keeps the words it is written in.
        if TranslationText.language(pair.language) == "en", let script = ownScripts[sourceLanguage],
            !pair.source.unicodeScalars.contains(where: { scalar in script.contains { $0.contains(scalar.value) } })
        {
            return []
        }
        let words = withoutKeptEverywhere(translatableWords(), pair: pair, sourceLanguage: sourceLanguage)
        guard !words.isEmpty, !RegionNames.isSameName(pair.source, in: pair.language),
            !internationalTerms.contains(pair.source.lowercased())
        else { return [] }
        // An English translation of a text already in English (TreinRadar's Dutch catalog keys 'Something went wrong.'
        // by its English text, with no Dutch value): every word English, English keeps it.
        if TranslationText.language(pair.language) == "en", words.allSatisfy(isEnglishWord) { return [] }
        // Text already written in the language's own script (Phonetic's pinyin examples `美 [ mei ] ➟ [ měi ]` in
        // its Chinese tables) is that language's text, its romanisation no English phrase: only a common interface
        // word beside it is left untranslated.
        let language = TranslationText.language(pair.language)
        let isPhrase = words.count >= 2 && words.contains { $0.first?.isLowercase == true }
            && !hasLettersOfOwnScript(pair.source, language: language, sourceLanguage: sourceLanguage)
            && !isPersonalName(words)
        // A phrase of an English table with no English word in lower case and mostly words of no English ('Online-Katalog
        // der Universitätsbibliothek Greifswald', 'Hochschule für Musik, Theater und Medien Hannover': btlb names German
        // libraries as they are called) is no English text left in the language: a name written in its own language.
        // ('About munki-notifier' is English: half its words.)
        if isPhrase, sourceLanguage == "en",
            !words.contains(where: { $0.first?.isLowercase == true && isEnglishWord($0) }),
            words.count(where: isEnglishWord) * 2 < words.count
        {
            return []
        }
        // A phrase of words the language spells as English does (French '[latitude],[longitude]') is its own text.
        if isPhrase, words.allSatisfy({ cognates[$0.lowercased()]?.contains(language) ?? false }) { return [] }
        if !isPhrase {
            guard sourceLanguage == "en",
                words.contains(where: { word in
                    let lowercased = word.lowercased()
                    return commonWords.contains(lowercased) && !(cognates[lowercased]?.contains(language) ?? false)
                })
            else { return [] }
        }
        // Most other translators kept the text too: a term kept on purpose; for a name-like text (no lowercase
        // word), a third of them (OnlySwitch's switch name 'Top Sticker', kept in 8 of its 19 languages). A phrase
        // many languages copy is more often a new string not translated yet ('Use as Todo Window').
        var others = 0
        var copies = 0
        for (language, value) in pair.otherTranslations
        where language != pair.language && TranslationText.language(language) != sourceLanguage {
            others += 1
            if value == pair.source { copies += 1 }
        }
        if copies >= 2 && copies * (isPhrase ? 2 : 3) >= others {
            // Asked only here, where the others would excuse the copy (one pass over the catalog per language).
            var filledOthers = 0
            var filledCopies = 0
            for (language, value) in pair.otherTranslations
            where language != pair.language && TranslationText.language(language) != sourceLanguage && isFilledWithSource(language) {
                filledOthers += 1
                if value == pair.source { filledCopies += 1 }
            }
            let (kept, judged) = (copies - filledCopies, others - filledOthers)
            if kept >= 2 && kept * (isPhrase ? 2 : 3) >= judged { return [] }
        }
        return [TranslationProblem("the translation is \(messagePrefix)\(pair.source)')")]
    }

    /// `words` without those every other translation of the entry writes as the source does: two or more other
    /// languages translated the text (not copies of it) and each kept the word (NeuroProMed's 'Total: %d lei', whose
    /// German, Italian and Russian keep 'lei', the currency). A term, not a word to translate.
    ///
    ///     // "Total: %d lei": de "Gesamt: %d lei", it "Totale: %d lei", ru "Итог: %d lei", fr and ro copies
    ///     withoutKeptEverywhere(["Total", "lei"], pair: ro, sourceLanguage: "en")   // ["Total"]
    static func withoutKeptEverywhere(_ words: [Substring], pair: TranslationPair, sourceLanguage: String) -> [Substring] {
        guard !words.isEmpty else { return words }
        var kept: Set<Substring>?
        var translations = 0
        for (language, value) in pair.otherTranslations
        where language != pair.language && TranslationText.language(language) != sourceLanguage && value != pair.source
            && !value.isEmpty
        {
            translations += 1
            let own = Set(Self.words(in: value))
            kept = (kept ?? Set(words)).intersection(own)
            if kept?.isEmpty == true { return words }
        }
        guard translations >= 2, let kept else { return words }
        return words.filter { !kept.contains($0) }
    }

    /// Whether `word` is an English word (``EnglishWords``); a word with letters outside ASCII ('für') is none.
    static func isEnglishWord(_ word: Substring) -> Bool {
        word.utf8.allSatisfy { $0 < 0x80 } && EnglishWords.isWord(Array(word.utf8)[...])
    }

    /// Whether `words` read as a person's name: capitalised words with name particles between them ('Ahmed al
    /// Imadi', 'Ludwig van Beethoven', 'Leonardo da Vinci'), whose only lower-case words are the particles. Sajda's
    /// muezzins, written the same in its Indonesian table: a name, no phrase.
    ///
    ///     UntranslatedCopyRule.isPersonalName(["Ahmed", "al", "Imadi"])   // true
    ///     UntranslatedCopyRule.isPersonalName(["Made", "in", "Germany"])  // false
    static func isPersonalName(_ words: [Substring]) -> Bool {
        guard words.count >= 3, words.first?.first?.isUppercase == true, words.last?.first?.isUppercase == true else { return false }
        return words.allSatisfy { word in
            word.first?.isUppercase == true || nameParticles.contains(String(word))
        }
    }

    /// Lower-case words between the parts of a person's name.
    static let nameParticles: Set<String> = [
        "al", "el", "bin", "ibn", "bint", "van", "von", "der", "den", "de", "da", "di", "du", "dos", "das", "del", "della", "la", "le", "ter",
    ]

    /// Whether `text` has a letter of the script `language` writes in, when that is not the source language's:
    /// Han for Chinese and Japanese (and kana), Hangul for Korean, Cyrillic, Greek, Arabic, Hebrew, Thai, Devanagari…
    ///
    ///     UntranslatedCopyRule.hasLettersOfOwnScript("美 [ mei ] ➟ [ měi ]", language: "zh-Hans", sourceLanguage: "en")  // true
    ///     UntranslatedCopyRule.hasLettersOfOwnScript("Open in Safari", language: "ru", sourceLanguage: "en")            // false
    static func hasLettersOfOwnScript(_ text: String, language: String, sourceLanguage: String) -> Bool {
        guard let ranges = ownScripts[TranslationText.language(language)], ownScripts[sourceLanguage] == nil,
            !text.utf8.allSatisfy({ $0 < 0x80 })
        else { return false }
        return text.unicodeScalars.contains { scalar in ranges.contains { $0.contains(scalar.value) } }
    }

    /// The letters of each language's own script, by language code, for the languages not written in Latin letters.
    static let ownScripts: [String: [ClosedRange<UInt32>]] = {
        let han: [ClosedRange<UInt32>] = [0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF]
        let kana: [ClosedRange<UInt32>] = [0x3040...0x30FF, 0x31F0...0x31FF]
        let hangul: [ClosedRange<UInt32>] = [0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF]
        let cyrillic: [ClosedRange<UInt32>] = [0x0400...0x04FF]
        let arabic: [ClosedRange<UInt32>] = [0x0600...0x06FF, 0x0750...0x077F]
        var scripts: [String: [ClosedRange<UInt32>]] = ["zh": han, "ja": han + kana, "ko": hangul + han]
        for code in ["ru", "uk", "be", "bg", "sr", "mk", "kk", "ky", "mn", "tg"] { scripts[code] = cyrillic }
        for code in ["ar", "fa", "ur", "ps", "ckb", "ug"] { scripts[code] = arabic }
        for code in ["he", "yi"] { scripts[code] = [0x0590...0x05FF] }
        for code in ["hi", "mr", "ne"] { scripts[code] = [0x0900...0x097F] }
        scripts["el"] = [0x0370...0x03FF]
        scripts["th"] = [0x0E00...0x0E7F]
        scripts["bn"] = [0x0980...0x09FF]
        scripts["ta"] = [0x0B80...0x0BFF]
        scripts["ka"] = [0x10A0...0x10FF]
        scripts["hy"] = [0x0530...0x058F]
        return scripts
    }()

    /// The words of `source` a translator would change: its ``words(in:)`` (masked) that are not shared
    /// (``isShared(_:)``) nor kept by the glossary in `language` (``keptWords(in:language:glossary:)``). Without a
    /// glossary, the same for every language.
    static func translatableWords(in source: String, language: String, glossary: Glossary) -> [Substring] {
        let kept = keptWords(in: source, language: language, glossary: glossary)
        return words(in: TranslationText.masked(source)).filter {
            !isShared($0) && (kept.isEmpty || !kept.contains($0.lowercased()))
        }
    }

    /// What the message says just before the copied text: `the translation is the source text unchanged ('`.
    static let messagePrefix = "the source text unchanged ('"

    /// The words of the glossary's terms in `source` that stay as they are in `language` (`"*": "keep"`, or a
    /// required translation equal to the term: `"de": "Wallet"`), lower-cased: a translator keeps them on purpose.
    ///
    ///     // glossary {"Acme Cloud": {"*": "keep"}}: keptWords(in: "Acme Cloud", language: "de", …) == ["acme", "cloud"]
    static func keptWords(in source: String, language: String, glossary: Glossary) -> Set<String> {
        guard !glossary.isEmpty else { return [] }
        var kept: Set<String> = []
        for (term, requirement) in glossary.terms(in: source, language: language) {
            switch requirement {
            case .keep: break
            case .translation(let text): guard text.caseInsensitiveCompare(term.term) == .orderedSame else { continue }
            }
            for word in words(in: term.term) { kept.insert(word.lowercased()) }
        }
        return kept
    }

    /// The words of a text: runs of letters (with inner `-`, `'` or `’`) of at least two letters, leaving out
    /// URLs, e-mail addresses, file and domain names (a token with `.`, `@`, `/`, `_` or `:` between letters),
    /// and words joined to a digit.
    static func words(in text: String) -> [Substring] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiWords(in: text) }
        return OneScalarCharacters.holds(text) ? scalarWords(in: text) : unicodeWords(in: text)
    }

    /// ``words(in:)`` by Unicode's character properties, for any text.
    static func unicodeWords(in text: String) -> [Substring] {
        var result: [Substring] = []
        for token in text.split(whereSeparator: { $0.isWhitespace }) {
            // A name's suffix after its dot (`.find`, `.pdf`): no word.
            if token.first == ".", let second = token.dropFirst().first, second.isASCII, second.isLowercase { continue }
            // Trimmed by index, not rebuilt from reversed characters (that made a String a character at a time).
            let trimmed = trimming(token) { $0.isLetter || $0.isNumber }
            if trimmed.contains(where: { $0 == "." || $0 == "@" || $0 == "/" || $0 == "_" || $0 == ":" || $0 == "\\" }),
                trimmed.contains(where: \.isLetter)
            {
                continue
            }
            for word in token.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "-" && $0 != "'" && $0 != "’" }) {
                let text = Substring(String(trimming(word) { $0.isLetter }))
                guard text.count(where: { $0.isLetter }) >= 2, !text.contains(where: \.isNumber) else { continue }
                result.append(text)
            }
        }
        return result
    }

    /// ``unicodeWords(in:)`` for a text whose every character is one scalar (``OneScalarCharacters``: Latin, Greek,
    /// Cyrillic, Han, kana and Hangul syllables, with typographic punctuation such as `’` and `…`; most
    /// translations), on its scalars: the same words, each scalar tested as `Character` tests a character, by its
    /// first scalar's properties (`isLetter`: alphabetic, `isNumber`: a numeric type, `isWhitespace`), without
    /// breaking the text into characters (most of a catalog's reading of words went to that).
    static func scalarWords(in text: String) -> [Substring] {
        let scalars = Array(text.unicodeScalars)
        func isLetter(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value < 0x80
                ? (scalar.value | 0x20) >= 0x61 && (scalar.value | 0x20) <= 0x7A : scalar.properties.isAlphabetic
        }
        func isNumber(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value < 0x80 ? scalar.value >= 0x30 && scalar.value <= 0x39 : scalar.properties.numericType != nil
        }
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value < 0x80 ? scalar.value == 0x20 || (scalar.value >= 0x09 && scalar.value <= 0x0D) : scalar.properties.isWhitespace
        }
        func isWordPart(_ scalar: Unicode.Scalar) -> Bool {
            isLetter(scalar) || isNumber(scalar) || scalar == "-" || scalar == "'" || scalar == "’"
        }
        let marks: [Unicode.Scalar] = [".", "@", "/", "_", ":", "\\"]
        var result: [Substring] = []
        var index = 0
        while index < scalars.count {
            while index < scalars.count, isSpace(scalars[index]) { index += 1 }
            let start = index
            while index < scalars.count, !isSpace(scalars[index]) { index += 1 }
            guard start < index else { break }
            // A name's suffix after its dot (`.find`, a domain of Flow's name service; `.pdf`): no word.
            if scalars[start] == ".", start + 1 < index, scalars[start + 1].value >= 0x61, scalars[start + 1].value <= 0x7A { continue }
            // The token without its leading and trailing marks: a path, address or identifier is no word.
            var first = start
            var last = index
            while first < last, !isLetter(scalars[first]) && !isNumber(scalars[first]) { first += 1 }
            while last > first, !isLetter(scalars[last - 1]) && !isNumber(scalars[last - 1]) { last -= 1 }
            let core = scalars[first..<last]
            if core.contains(where: marks.contains), core.contains(where: isLetter) { continue }
            // Its words: runs of letters, digits, '-', '\'' and '’', trimmed to letters at both ends.
            var position = start
            while position < index {
                while position < index, !isWordPart(scalars[position]) { position += 1 }
                let wordStart = position
                while position < index, isWordPart(scalars[position]) { position += 1 }
                guard wordStart < position else { continue }
                var from = wordStart
                var to = position
                while from < to, !isLetter(scalars[from]) { from += 1 }
                while to > from, !isLetter(scalars[to - 1]) { to -= 1 }
                let word = scalars[from..<to]
                guard word.count(where: isLetter) >= 2, !word.contains(where: isNumber) else { continue }
                var written = String.UnicodeScalarView()
                written.append(contentsOf: word)
                result.append(Substring(String(written)))
            }
        }
        return result
    }

    /// `text` without the characters before its first and after its last that `keeps` keeps (empty when it keeps
    /// none).
    private static func trimming(_ text: Substring, keeping keeps: (Character) -> Bool) -> Substring {
        guard let first = text.firstIndex(where: keeps), let last = text.lastIndex(where: keeps) else {
            return text[text.endIndex...]
        }
        return text[first...last]
    }

    /// ``words(in:)`` for a text of ASCII only (most sources), on its bytes: the same words, without
    /// Unicode's character properties (a letter is `A`–`Z` or `a`–`z`, a number `0`–`9`).
    static func asciiWords(in text: String) -> [Substring] {
        let bytes = Array(text.utf8)
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
        func isNumber(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        var result: [Substring] = []
        var index = 0
        while index < bytes.count {
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            let start = index
            while index < bytes.count, !isSpace(bytes[index]) { index += 1 }
            guard start < index else { break }
            // A name's suffix after its dot (`.find`, a domain of Flow's name service; `.pdf`): no word.
            if bytes[start] == 0x2E, start + 1 < index, bytes[start + 1] >= 0x61, bytes[start + 1] <= 0x7A { continue }
            // The token without its leading and trailing marks: a path, address or identifier is no word.
            var first = start
            var last = index
            while first < last, !isLetter(bytes[first]) && !isNumber(bytes[first]) { first += 1 }
            while last > first, !isLetter(bytes[last - 1]) && !isNumber(bytes[last - 1]) { last -= 1 }
            let core = bytes[first..<last]
            if core.contains(where: { [0x2E, 0x40, 0x2F, 0x5F, 0x3A, 0x5C].contains($0) }), core.contains(where: isLetter) {
                continue
            }
            // Its words: runs of letters, digits, '-' and '\'', trimmed to letters at both ends.
            var position = start
            while position < index {
                while position < index, !(isLetter(bytes[position]) || isNumber(bytes[position]) || bytes[position] == 0x2D || bytes[position] == 0x27) {
                    position += 1
                }
                let wordStart = position
                while position < index, isLetter(bytes[position]) || isNumber(bytes[position]) || bytes[position] == 0x2D || bytes[position] == 0x27 {
                    position += 1
                }
                guard wordStart < position else { continue }
                var from = wordStart
                var to = position
                while from < to, !isLetter(bytes[from]) { from += 1 }
                while to > from, !isLetter(bytes[to - 1]) { to -= 1 }
                let word = bytes[from..<to]
                guard word.count(where: isLetter) >= 2, !word.contains(where: isNumber) else { continue }
                result.append(Substring(String(decoding: word, as: UTF8.self)))
            }
        }
        return result
    }

    /// A name, an acronym or a word most languages share: `iCloud`, `GitHub`, `PDF`, `OK`, `Email`, `Wi-Fi`.
    static func isShared(_ word: Substring) -> Bool {
        if sharedWords.contains(word.lowercased()) || unitSymbols.contains(String(word)) { return true }
        if word.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII (most words): the same test on the bytes, letters being A–Z and a–z.
            var letters = 0
            var capitals = 0
            var capitalAfterFirst = false
            for byte in word.utf8 where (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A {
                let isCapital = byte <= 0x5A
                if isCapital { capitals += 1 }
                if isCapital && letters > 0 { capitalAfterFirst = true }
                letters += 1
            }
            return (letters >= 2 && capitals == letters) || capitalAfterFirst
        }
        let letters = word.filter(\.isLetter)
        if letters.count >= 2, letters.allSatisfy({ $0.isUppercase }) { return true }
        return letters.dropFirst().contains { $0.isUppercase }
    }

    /// Symbols of units, written as they are (case included) in the languages of Latin letters: a unit beside a
    /// word (HowHigh's 'Altitude (ft)', kept in Portuguese and French) is no word to translate, and leaves the text a
    /// single word.
    static let unitSymbols: Set<String> = [
        "ft", "mi", "km", "cm", "mm", "kg", "lb", "lbs", "oz", "mph", "hPa", "inHg", "kWh", "mAh", "kHz", "MHz", "GHz",
        "KB", "MB", "GB", "TB", "ms",
    ]

    /// Words most languages write as English does.
    static let sharedWords: Set<String> = [
        "ok", "okay", "email", "e-mail", "emails", "wi-fi", "wifi", "bluetooth", "app", "apps", "internet", "online",
        "offline", "web", "beta", "pro", "premium", "plus", "max", "mini", "emoji", "emojis", "podcast", "podcasts",
        "blog", "chat", "feed", "feeds", "spam", "hashtag", "hashtags", "copyright", "logo", "login", "logout",
        "cookies", "cache", "proxy", "server", "widget", "widgets", "iphone", "ipad", "mac", "macos", "ios", "ipados",
        "watchos", "tvos", "icloud", "airdrop", "airplay", "siri", "safari", "apple", "google", "facebook", "twitter",
        "youtube", "github", "mastodon", "dropbox", "markdown", "unicode", "javascript", "python", "swift", "debug",
        "admin", "demo", "test", "stream", "streaming", "tag", "tags", "status", "menu", "radio", "video", "videos",
        "audio", "album", "albums", "normal", "standard", "auto", "manual", "start", "stop", "sport", "hotel", "taxi",
        "pizza", "design", "team", "link", "links", "post", "posts", "toot", "toots", "fediverse", "instance", "lol",
        // 'via' joins a sender or a route in the Latin-script languages as in English (mail-notifier's 'via
        // Microsoft', kept in Danish, French, Italian, Dutch, Swedish …); the mail services' names.
        "via", "microsoft", "gmail", "outlook",
    ]

    /// Common interface words that languages translate (no cognates spelled the same in major languages): a
    /// single word or capitalised phrase copied with one of these is untranslated.
    static let commonWords: Set<String> = [
        "settings", "cancel", "delete", "save", "done", "edit", "close", "open", "share", "search", "back", "next",
        "continue", "remove", "add", "send", "copy", "paste", "yes", "error", "warning", "loading", "undo",
        "redo", "refresh", "retry", "skip", "confirm", "password", "notifications",
        "messages", "language", "today", "yesterday", "tomorrow", "never", "always", "show", "hide", "select",
        "clear", "apply", "allow", "later", "quit", "about", "window", "folder", "following", "followers",
        "learn", "read", "unread", "reply", "replies", "favorites", "favourites", "bookmarks", "draft",
        "drafts", "trash", "mute", "block", "translate", "welcome", "enable", "disable", "enabled", "disabled",
        "notes", "title", "people", "friends", "sound", "brightness", "keyboard", "shortcuts", "appearance",
        "light", "dark", "automatic", "default", "custom", "preferences", "tools", "history", "privacy",
        "security", "storage", "calendar", "reminders", "month", "year", "day",
        "days", "hours", "minutes", "seconds", "ago", "left", "right", "bottom", "previous", "first", "last",
        "untitled", "unknown", "waiting", "failed", "success", "saved", "deleted", "copied", "finished",
        "completed", "cancelled", "canceled", "resume", "play", "restart", "rename", "move", "print", "preview",
        "attachments", "attach", "comments", "comment", "profile", "followed", "follow", "unfollow", "more",
        "less", "everything", "nothing", "something", "choose", "find", "replace",
        "view", "hidden", "visible", "size", "width", "height", "help", "account", "accounts", "update", "download",
        "upload", "likes", "week", "top", "file", "files",
    ]

    /// Terms every language's interface may keep as English writes them: 'Open Source' kept by German, French and
    /// Japanese translators of real apps (OCaml, Pyto, github-contributions: 5 copies judged deliberate).
    static let internationalTerms: Set<String> = ["open source", "open-source"]

    /// Common words some languages write exactly as English does, by the languages that do (Dutch 'Help', German
    /// and Dutch 'Account', 'Update', 'Download', Italian 'file'): a copy in those languages is no oversight.
    static let cognates: [String: Set<String>] = [
        "help": ["nl"], "account": ["nl", "de", "sv", "no", "nb", "da", "it"], "accounts": ["nl", "de", "sv", "it"],
        "update": ["nl", "de"], "download": ["nl", "de", "it", "pt", "da"], "upload": ["nl", "de", "it", "pt", "da"],
        "likes": ["nl", "de"], "week": ["nl"], "top": ["nl", "de", "it", "fr", "es", "pt"], "file": ["it"],
        "minute": ["fr"], "minutes": ["fr", "ca"],  // Catalan plural of minut (SafeTimer)
        "files": ["it"],
        // Seen kept by translators of real apps (swift-paperless, passepartout): Dutch 'Open', Dutch and Italian
        // 'Privacy', Italian 'Password', Polish 'Folder', 'Live' and 'Log' in Dutch.
        "open": ["nl"], "privacy": ["nl", "it"], "password": ["it", "pt"], "folder": ["pl", "id", "ms"],
        "live": ["nl", "de", "it"], "log": ["nl", "de", "it"], "logs": ["nl", "de", "it"],
        // The word of these languages, spelled as English spells it: Spanish, Catalan and Galician 'Error',
        // Indonesian and Malay 'Edit', Dutch 'Later', French 'Notifications' and 'Messages'.
        "error": ["es", "ca", "gl"], "edit": ["id", "ms"], "later": ["nl"], "notifications": ["fr"],
        "messages": ["fr"],
        // Indonesian and Malay interface text writes 'Default' as English does (Feather's 'id').
        "default": ["id", "ms"],
        // French 'Notes' (Lockwise's item notes).
        "notes": ["fr"],
        // The Danish and Norwegian imperative of 'sende' (ChatMLX's send button).
        "send": ["da", "nb", "no", "nn"],
        // French and Portuguese 'latitude' and 'longitude' (DatWeatherDoe's location field).
        "latitude": ["fr", "pt"], "longitude": ["fr", "pt"],
    ]
}
