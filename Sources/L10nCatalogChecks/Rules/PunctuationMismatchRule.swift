import L10nSourceParsing
import L10nDiagnostics
import XCStrings

/// `punctuation-mismatch`: a translation ends with other punctuation than its source (`.` `!` `?` `:` `…`),
/// each language's own marks counting as the same ending.
public enum PunctuationMismatchRule: TranslationRule {
    public static let description = RuleDescription(
        id: "punctuation-mismatch", name: "Punctuation Mismatch", defaultSeverity: .warning,
        summary: "A translation ends with other punctuation than its source ('.' '!' '?' ':' '…'), in the language's own marks.",
        rationale: """
            The end of a string says what it is: a question in an alert, a label followed by a value (':'), a \
            menu item that opens a dialog ('…'). A translation that loses or changes that ending reads as \
            another kind of text, or runs into what the app puts after it. Endings are compared by meaning, in \
            each language's own marks: '。' '！' '？' '：' in Chinese and Japanese, '؟' in Arabic, Persian and Urdu, \
            '।' in Hindi and other Indic scripts (and its look-alike '৷' in Bengali), a Greek ';' (or U+037E) as a question mark, '...' as '…'; a space or \
            no-break space before the mark (French '! ? : ;') and Spanish '¿' '¡' at the start change nothing, nor \
            do closing quotes and brackets, or Markdown's emphasis and code markers ('**请谨慎操作。**'), after the \
            mark; a translation that ends with a web address leaves its period out so as not to look part of it. Not reported: a source without letters; Thai, Lao, \
            Burmese and Khmer, which do not end sentences with a period; a Japanese question ending in 'か' (written \
            with '。' or nothing); Chinese, Japanese and Korean writing '。' or nothing for an English '!'; Chinese \
            and Japanese leaving the '。' off a one-sentence fragment ('前の一致を検索' for 'Find previous match.'), \
            as those languages do; a '!' for a '.' (emphasis is the translator's call); the full stop or '!' of one \
            short sentence (eight words at most: an alert's title, an empty state) left out, as labels go; a \
            question the translation says otherwise, or a statement it turns into a question ('What's New?' as \
            '新着情報'; none of 11 judged on real apps was a slip); an ellipsis written as the language's full stop \
            ('Searching…' as Telugu 'శోధన.', but not as '..'), or kept where the language's word order puts what it \
            stands for ('Import data from…' as '從…匯入資料'); a full stop written as an ellipsis, an action going on \
            ('Deploying.' as '部署…'); a translation that reads as the source language — two words or more, \
            three in four of them words of the catalog's source texts — an older copy of the source a platform left \
            in a language it half filled (a quarter or more of the language's translations read so: 'invalid username' \
            in es_US for 'Invalid username. Please enter the correct username.'), whose ending is the old source's, \
            not a translator's; an \
            ending most other languages leave out too (the source's choice); an ending a language leaves out or \
            changes in a quarter or more of its translations of that ending across the project (its translators' \
            convention: Korean labels without a colon); a translation without \
            letters ('-', a placeholder); a period after an abbreviation ('etc.', 'Supp.') the translation does \
            not keep; a translation with fewer than two letters (a piece of a sentence cut around a field); and an \
            ending the translation adds to a source without one — the source may be the one missing it, a colon or \
            question mark may be the language's grammar, an ellipsis may mark a status ('Syncing…'). Every ending \
            the translation loses or changes is reported. Measured on real catalogs (scripts/accuracy-data), about \
            nine findings in ten are endings a reviewer restores; the rest are free renderings (a joke's '!' toned \
            down, a prompt rewritten as a heading).
            """,
        triggeringExamples: [
            """
            "osd.section.title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "On Screen Display:" } },
                "pt-BR" : { "stringUnit" : { "state" : "translated", "value" : "On Screen Display↓" } }
              }
            },
            "window.section.title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Window:" } },
                "pt-BR" : { "stringUnit" : { "state" : "translated", "value" : "Janela:" } }
              }
            },
            "controls.section.title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "OSD Controls:" } },
                "pt-BR" : { "stringUnit" : { "state" : "translated", "value" : "Controles OSD:" } }
              }
            },
            "appearance.section.title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Appearance:" } },
                "pt-BR" : { "stringUnit" : { "state" : "translated", "value" : "Aparência:" } }
              }
            },
            "crop.custom" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Custom…" } },
                "pt-BR" : { "stringUnit" : { "state" : "translated", "value" : "Outro.↓." } }
              }
            }
            """,
            """
            "emergencyKit.upload.error" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "We couldn’t upload your Emergency Kit to the cloud. Please, check your connection and try again." } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "No pudimos subir tu Kit de Emergencia a la nube. Por favor, verifica tu conexión e inténtalo de nuevo↓" } }
              }
            }
            """,
            """
            "profile.name.label" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Name:" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Nombre↓" } }
              }
            }
            """,
            """
            "menu.file.export" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Export…" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Exporter↓" } }
              }
            }
            """,
        ],
        nonTriggeringExamples: [
            // SiliconScope: the period of an abbreviation in parentheses ('(est.)'), which Korean writes '(추정)'.
            """
            "gpu.offload.hint" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "CPU offload likely, then a slower memory copy (est.)" } },
                "ko" : { "stringUnit" : { "state" : "translated", "value" : "CPU 오프로드 가능성, 그 다음 느린 메모리 복사 (추정)" } }
              }
            }
            """,
            // A sample value's ellipsis (Claude Usage Tracker's session key placeholder), asked for in a Korean sentence.
            """
            "personal.placeholder_session_key" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "sk-ant-sid-..." } },
                "ko" : { "stringUnit" : { "state" : "translated", "value" : "세션 키를 입력하세요" } }
              }
            }
            """,
            // A caption's period that a third of the translations leave out (MenuBarUSB's hover text): it reads whole.
            """
            "inheritance_tree_warning" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Devices connected through a hub are shown under it." } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Geräte an einem Hub werden darunter angezeigt." } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Los dispositivos conectados a un hub se muestran debajo" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Les appareils branchés sur un hub sont affichés dessous" } },
                "it" : { "stringUnit" : { "state" : "translated", "value" : "I dispositivi collegati a un hub sono mostrati sotto." } },
                "nl" : { "stringUnit" : { "state" : "translated", "value" : "Apparaten aan een hub staan eronder." } },
                "pl" : { "stringUnit" : { "state" : "translated", "value" : "Urządzenia podłączone do huba są pokazane pod nim" } },
                "sv" : { "stringUnit" : { "state" : "translated", "value" : "Enheter anslutna via en hubb visas under den." } },
                "ro" : { "stringUnit" : { "state" : "translated", "value" : "Dispozitivele conectate la un hub apar sub el" } },
                "da" : { "stringUnit" : { "state" : "translated", "value" : "Enheder tilsluttet en hub vises under den." } },
                "cs" : { "stringUnit" : { "state" : "translated", "value" : "Zařízení připojená k rozbočovači jsou zobrazena pod ním." } }
              }
            }
            """,
            // A heading's colon every translation leaves out (Hidden Women's favourites section, Catalan and Spanish).
            """
            "favourites.header" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Favourite Hidden Women:" } },
                "ca" : { "stringUnit" : { "state" : "translated", "value" : "Dones Ocultes favorites" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Mujeres Ocultas favoritas" } }
              }
            }
            """,
            // Zom's Tibetan: the shad '།' is its full stop.
            """
            "migration.info.body" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Your account has moved to a new server." } },
                "bo" : { "stringUnit" : { "state" : "translated", "value" : "ཁྱེད་ཀྱི་ཐོ་ཞུགས་ཞབས་ཞུ་ཆས་གསར་པར་སྤོས་ཟིན།" } }
              }
            }
            """,
            // An Interface Builder text whose English table adds a colon the storyboard's text has not: the translator
            // translated the storyboard's 'Select a License', which ibtool's comment quotes (XIV on Mac).
            """
            "hfH-NT-WKX.title" : {
              "comment" : "Class = \\"NSTextFieldCell\\"; title = \\"Select a License\\"; ObjectID = \\"hfH-NT-WKX\\";",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Select a License:" } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "ライセンスを選択" } }
              }
            }
            """,
            // A source whose ending is a typo ('..'): the translation's ellipsis is no mismatch (Blockchain).
            """
            "loading.label" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Loading.." } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Cargando..." } }
              }
            }
            """,
            // A status's ellipsis said in words: Chinese '扫描中' is "scanning, in progress" (Reveil).
            """
            "scan.status.running" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Scanning…" } },
                "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "扫描中" } }
              }
            }
            """,
            // Amharic's full stop typed as two wordspaces (Psiphon's privacy policy).
            """
            "import.source.title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Import data from…" } },
                "zh-Hant" : { "stringUnit" : { "state" : "translated", "value" : "從…匯入資料" } }
              }
            }
            """,
            """
            "privacy.share.none" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "We do not share your data with third parties." } },
                "am" : { "stringUnit" : { "state" : "translated", "value" : "ውሂብዎን ለሶስተኛ ወገኖች አናጋራም፡፡" } }
              }
            }
            """,
            """
            "calls.ringing" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Ringing…" } },
                "ta" : { "stringUnit" : { "state" : "translated", "value" : "- ஒலிக்கிறது." } }
              }
            },
            "global.search" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Searching…" } },
                "te" : { "stringUnit" : { "state" : "translated", "value" : "శోధన." } }
              }
            }
            """,
            """
            "deploy_start" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Deploying Rime input method engine." } },
                "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "部署输入法引擎…" } },
                "zh-Hant" : { "stringUnit" : { "state" : "translated", "value" : "部署輸入法引擎..." } }
              }
            }
            """,
            """
            "createAccount.invalidUsername" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Invalid username. Please enter the correct username." } },
                "es-US" : { "stringUnit" : { "state" : "translated", "value" : "invalid username" } },
                "ja-JP" : { "stringUnit" : { "state" : "translated", "value" : "invalid username" } }
              }
            },
            "createAccount.timeoutMessage" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Username registration is in progress. Please wait…" } },
                "es-US" : { "stringUnit" : { "state" : "translated", "value" : "Username registration in progress, it could take a few moments" } }
              }
            },
            "createAccount.moments" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "It could take a few moments." } }
              }
            }
            """,
            """
            "username.warning" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "**Proceed with caution.**" } },
                "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "**请谨慎操作。**" } }
              }
            },
            "api.access.footer" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Find your API access at https://example.com/account/api." } },
                "hu" : { "stringUnit" : { "state" : "translated", "value" : "Az API hozzáférést itt találja: https://example.com/account/api" } }
              }
            }
            """,
            """
            "login.forgot.link" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Forgot your password?" } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "パスワードを忘れた場合" } },
                "ru" : { "stringUnit" : { "state" : "translated", "value" : "Напомните мне пароль." } }
              }
            }
            """,
            """
            "languages.restart.message" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Restart the app to apply the language." } },
                "hy" : { "stringUnit" : { "state" : "translated", "value" : "Վերագործարկեք հավելվածը լեզուն կիրառելու համար:" } }
              }
            }
            """,
            """
            "updates.status.none" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Up to Date!" } },
                "id" : { "stringUnit" : { "state" : "translated", "value" : "Terbaru" } }
              }
            }
            """,
            """
            "about.copyright" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Copyright © 2022 Max Langer. All rights reserved." } },
                "tr" : { "stringUnit" : { "state" : "translated", "value" : "Telif Hakkı © 2022 Max Langer. Tüm Hakları Saklıdır" } }
              }
            }
            """,
            """
            "alert.delete.title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Delete this photo?" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "¿Eliminar esta foto?" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Supprimer cette photo\\u202f?" } },
                "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "删除这张照片？" } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "この写真を削除しますか。" } },
                "ar" : { "stringUnit" : { "state" : "translated", "value" : "حذف هذه الصورة؟" } },
                "el" : { "stringUnit" : { "state" : "translated", "value" : "Διαγραφή αυτής της φωτογραφίας;" } }
              }
            }
            """,
            """
            "sync.status.done" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Sync finished. Loading…" } },
                "hi" : { "stringUnit" : { "state" : "translated", "value" : "सिंक पूरा हुआ। लोड हो रहा है..." } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "同期が完了しました。読み込み中…" } }
              }
            },
            "profile.name.label" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Name:" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Nom :" } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "名前：" } }
              }
            },
            "settings.about.title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Welcome to “Notes”." } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Willkommen bei „Notizen“." } },
                "hi" : { "stringUnit" : { "state" : "translated", "value" : "“नोट्स” में आपका स्वागत है।" } },
                "bn" : { "stringUnit" : { "state" : "translated", "value" : "“নোটস”-এ স্বাগতম৷" } },
                "th" : { "stringUnit" : { "state" : "translated", "value" : "ยินดีต้อนรับสู่ “โน้ต”" } }
              }
            }
            """,
        ])

    /// How a text ends.
    enum Ending: Equatable {
        case period, exclamation, question, colon, ellipsis
        case none
    }

    public static func problems(in pair: TranslationPair, settings: TranslationRuleSettings) -> [TranslationProblem] {
        problems(in: pair, source: SourceEnding(pair.source, language: pair.sourceLanguage))
    }

    /// Whether the translation is the source language's text in a language the catalog holds much of that text in
    /// (``CatalogContext/isFilledWithSourceText(_:)``): an older copy of the source a platform left in a language it
    /// half filled ('invalid username' for 'Invalid username. Please enter the correct username.' in jami's es_US,
    /// fi_FI, sr@latin…). The string is not translated, and its ending is the old source's, not a translator's slip.
    /// One English string among a language's translations (iina's Portuguese 'On Screen Display' for 'On Screen
    /// Display:') stays a finding: its missing colon is how it shows. Regional variants of the source language
    /// ('en-GB') are English by right.
    static func isOldSourceCopy(_ pair: TranslationPair, in context: CatalogContext) -> Bool {
        TranslationText.language(pair.language) != TranslationText.language(pair.sourceLanguage)
            && TranslationText.readsAsSourceLanguage(pair.translation, isSourceWord: context.isSourceWord)
            && context.isFilledWithSourceText(pair.language)
    }

    /// Each translated unit judged against its source's ending, read once for all the languages that translate the
    /// same source text.
    public static func check(_ entry: CatalogEntry, in context: CatalogContext, into findings: inout [Diagnostic]) {
        var read: SourceEnding?
        report(entry, in: context, into: &findings) { _, pair in
            let source: SourceEnding
            if let read, read.source == pair.source, read.language == pair.sourceLanguage {
                source = read
            } else {
                source = SourceEnding(pair.source, language: pair.sourceLanguage)
                read = source
            }
            let problems = problems(in: pair, source: source)
            // Asked only of a finding: the catalog's source words are read once, when the first one comes.
            guard !problems.isEmpty, !isOldSourceCopy(pair, in: context), !endsAsTheDocumentDoes(pair) else { return [] }
            return problems
        }
    }

    /// Whether the translation of an Interface Builder text ends as the document's own text does, which ibtool's
    /// comment quotes (`Class = "NSTextFieldCell"; title = "Select a License"; ObjectID = "hfH-NT-WKX";`), where the
    /// source language's table changed it ('Select a License:' in XIV on Mac's `en.lproj`): the translator
    /// translated the storyboard's text, and the two English texts disagree, not the translation.
    static func endsAsTheDocumentDoes(_ pair: TranslationPair) -> Bool {
        guard let comment = pair.comment, let original = InterfaceBuilderKey.documentText(inComment: comment),
            original != pair.source
        else { return false }
        var asWritten = pair
        asWritten.source = original
        return problems(in: asWritten, source: SourceEnding(original, language: pair.sourceLanguage)).isEmpty
    }

    /// A source text as the rule reads it: masked, without a trailing emoji, and its ending.
    struct SourceEnding {
        /// The source text and its language, as the pair gives them.
        let source: String
        let language: String
        /// The text read: an emoji after the mark is decoration, not the ending.
        let text: String
        let end: (kind: Ending, mark: String?, after: Int)

        init(_ source: String, language: String) {
            self.source = source
            self.language = language
            text = withoutTrailingEmoji(TranslationText.masked(source))
            end = ending(of: text, language: TranslationText.language(language))
        }
    }

    /// ``problems(in:settings:)`` with the source's ending read already.
    static func problems(in pair: TranslationPair, source read: SourceEnding) -> [TranslationProblem] {
        // An emoji after the mark is decoration, not the ending; a smiley ends no sentence (':)' is no colon).
        let source = read.text
        let language = TranslationText.language(pair.language)
        let sourceEnd = read.end
        let translation = withoutTrailingEmoji(TranslationText.masked(pair.translation))
        let translationEnd = ending(of: translation, language: language)
        guard sourceEnd.kind != translationEnd.kind, !LegalNotice.isCopyright(pair.source),
            !endsWithEmoticon(pair.source)
        else { return [] }
        // A source without letters, or a translation without two ('-', '以' of a sentence cut around a field), is a
        // placeholder or a piece, not a sentence.
        guard source.contains(where: \.isLetter), translation.count(where: \.isLetter) >= 2, !isSampleValue(source, sourceEnd),
            !endsBeforeParenthetical(translation, sourceEnd.kind, language: language),
            !isSameInLanguage(source: sourceEnd.kind, translation: translationEnd.kind, language: language, translation),
            !isLicence(source: source, translation: translation, language: language, sourceEnd.kind, translationEnd.kind)
        else { return [] }
        // A source ending in '..' (Blockchain's 'Loading..') has a typo for an ending: the translator's '...' or
        // '.' is no mismatch (judged wrong in Spanish and Russian).
        if sourceEnd.kind == .period, endsWithTwoPeriods(source) { return [] }
        // A translation that ends with a link leaves the period out so as not to look part of the address.
        if translationEnd.kind == .none, endsWithLink(translation) { return [] }
        // The source's ellipsis kept where the language's word order puts what it stands for: 'Export data to …' as
        // '向 … 导出数据', 'Import data from…' as '從…匯入資料' (fcitx5-macos, judged 3 of 3 so).
        if sourceEnd.kind == .ellipsis, translation.contains("…") || translation.contains("...") || translation.contains("⋯") {
            return []
        }
        // A status's ellipsis said in words: Chinese and Japanese '…中' is "in progress" ('Scanning…' as '扫描中',
        // 'Connecting…' as '接続中'), which an ellipsis after it would say twice (Reveil, judged 2 of 2 so).
        if sourceEnd.kind == .ellipsis, translationEnd.kind == .none, language == "zh" || language == "ja",
            translation.reversed().drop(while: \.isWhitespace).first == "中"
        {
            return []
        }
        // Most languages leaving the source's mark out (passepartout's 'Verifying...' as the noun 'Verification'
        // in eleven languages; OnlySwitch's 'Check For Update...' without its ellipsis in most of its twenty) is a
        // choice made for the source's text, not one translator's slip.
        let others = pair.otherTranslations.filter { $0.key != pair.language && $0.key != pair.sourceLanguage }
        let keeping = others.count(where: { language, value in
            ending(of: TranslationText.masked(value), language: TranslationText.language(language)).kind == sourceEnd.kind
        })
        if others.count >= 3, keeping * 2 < others.count { return [] }
        // A colon every translation leaves out, in a catalog of two languages or more beside the source (Hidden
        // Women's 'Favourite Hidden Women:', a section's heading, in Catalan and Spanish alike): the translators
        // read the text as a heading, not as one's slip.
        if sourceEnd.kind == .colon, translationEnd.kind == .none, !others.isEmpty, keeping == 0,
            others.allSatisfy({ language, value in
                ending(of: TranslationText.masked(value), language: TranslationText.language(language)).kind == .none
            })
        {
            return []
        }
        // A final period a third or more of eight other translations or more leave out too, Chinese and Japanese
        // aside (they leave the 。 of a fragment out anyway): MenuBarUSB's hover caption, left without it in seven
        // of its nineteen other such languages, reads whole so, as a caption does; no translator's slip. Fewer
        // languages say less (Pera's out-of-date German, Spanish and Italian subtitle among eight).
        if sourceEnd.kind == .period, translationEnd.kind == .none {
            let alphabetic = others.filter { !["zh", "ja"].contains(TranslationText.language($0.key)) }
            let leaving = alphabetic.count(where: { language, value in
                ending(of: TranslationText.masked(value), language: TranslationText.language(language)).kind == .none
            })
            if alphabetic.count >= 8, leaving * 3 >= alphabetic.count { return [] }
        }
        // Point at the translation's mark, or just after its last character when it has none.
        let text = pair.translation
        let trimmed = text.utf8.count - text.reversed().prefix { $0.isWhitespace }.reduce(0) { $0 + $1.utf8.count }
        let offset = translationEnd.kind == .none ? trimmed : translationEnd.mark.map { trimmed - $0.utf8.count - translationEnd.after }
        return [
            TranslationProblem(
                "the source ends with \(describe(sourceEnd.mark)), the translation with \(describe(translationEnd.mark))",
                offset: offset)
        ]
    }

    /// Differences a translator is free to make: any ending added to a source that has none (the source may
    /// be the one missing it; an ellipsis may mark a status as well as a command); a question rephrased, or a
    /// statement turned into one; emphasis added to a statement ('.' → '!'),
    /// or dropped from a status the translation says in one word ('Up to Date!' → 'Terbaru'); a
    /// period after an abbreviation the translation does not keep ('Supp.', 'etc.'); and in Chinese and
    /// Japanese, the 。 of a one-sentence fragment, which those languages leave out ('前の一致を検索').
    static func isLicence(source: String, translation: String, language: String, _ sourceEnd: Ending, _ translationEnd: Ending) -> Bool {
        switch (sourceEnd, translationEnd) {
        case (.none, _): return true
        // A question said otherwise, or a statement made a question: the translator rephrased ('Forgot your
        // password?' → 'パスワードを忘れた場合', 'What's New?' → '新着情報', '…cannot be undone.' → '…그래도
        // 진행할까요?'). Judged one by one on real apps, none of these was a slip (0 of 11).
        case (.question, _), (_, .question): return true
        case (.period, .exclamation): return true
        // A status or command's ellipsis written as the language's full stop ('Searching…' in Telugu, 'Ringing…' in
        // Tamil, a whole Estonian sentence): the translator's choice, judged so in 3 of 3 on jami.
        case (.ellipsis, .period): return !endsWithTwoPeriods(translation)
        // And the other way: a statement's full stop written as an ellipsis, an action going on ('Deploying Rime.'
        // as Chinese '部署输入法引擎…', squirrel's progress notices): the sentence still ends.
        case (.period, .ellipsis): return true
        // Emphasis softened to a full stop: many languages write fewer exclamation marks ('…stay tuned!' in German).
        case (.exclamation, .period): return true
        // Emphasis dropped from a status that the translation says in one word ('Up to Date!' → 'Terbaru'), or
        // from a short sentence ('You’re up to date!' → 'Dies ist die neueste Version').
        case (.exclamation, .none): return !translation.contains { $0.isWhitespace } || isShortSentence(source)
        case (.period, .none):
            // The full stop of one short sentence — an alert's title, an empty state, a hint ('Save commands
            // failed.' → 'Error al guardar comandos') — is the translator's to keep or leave, as labels go.
            if isShortSentence(source) { return true }
            let lastWord = source.reversed().drop { !$0.isLetter }.prefix { $0.isLetter }
            if lastWord.count <= 4 && abbreviations.contains(String(lastWord.reversed()).lowercased()) { return true }
            guard language == "zh" || language == "ja" else { return false }
            // A translation of several sentences still ends its last one.
            let body = translation.reversed().drop { $0.isWhitespace }.dropFirst()
            return !body.contains { "。.！？!?".contains($0) }
        default: return false
        }
    }

    /// Whether the source, its ending left out, is one sample value rather than words: a single token with digits,
    /// '@' or '/' in it, or two hyphens or underscores or more ('sk-ant-sid-...', a session key's prefix shown as a
    /// field's placeholder, which Korean asks for in a sentence: '세션 키를 입력하세요'). Its ellipsis stands for the
    /// rest of the value, not for a sentence's end; 'Loading...' and 'Wi-Fi…' are still read.
    ///
    ///     PunctuationMismatchRule.isSampleValue("sk-ant-sid-...", ending(of: "sk-ant-sid-...", language: "en"))  // true
    ///     PunctuationMismatchRule.isSampleValue("Loading...", ending(of: "Loading...", language: "en"))          // false
    static func isSampleValue(_ source: String, _ end: (kind: Ending, mark: String?, after: Int)) -> Bool {
        let body = source.utf8.count > (end.mark?.utf8.count ?? 0) + end.after
            ? String(source.utf8.dropLast((end.mark?.utf8.count ?? 0) + end.after))! : source
        let value = body.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace)
        guard !value.isEmpty, !value.contains(where: \.isWhitespace) else { return false }
        return value.contains { $0.isNumber || $0 == "@" || $0 == "/" } || value.count { $0 == "-" || $0 == "_" } >= 2
    }

    /// Whether the text's last mark is '..', neither a period nor an ellipsis: a typo (iina's Portuguese 'Outro..'
    /// for 'Custom…'), not a choice.
    static func endsWithTwoPeriods(_ text: String) -> Bool {
        let marks = text.reversed().drop { isWhitespace($0) || isCloser($0) }
        return marks.prefix(2).elementsEqual("..")
    }

    /// Whether `source` is one sentence of at most ``shortSentenceWords`` words: no sentence mark before its end,
    /// no line break.
    static func isShortSentence(_ source: String) -> Bool {
        let body = source.reversed().drop { $0.isWhitespace || ".!?…".contains($0) }
        guard !body.contains(where: { ".!?\n".contains($0) }) else { return false }
        return source.split(whereSeparator: \.isWhitespace).count <= shortSentenceWords
    }

    /// The most words a short sentence has (`You can DIY switches or buttons here.`: seven).
    static let shortSentenceWords = 8

    /// Abbreviations whose period is not a sentence's end.
    static let abbreviations: Set<String> = [
        "etc", "inc", "ltd", "co", "corp", "supp", "approx", "vs", "eg", "ie", "no", "vol", "ext", "jr", "sr", "st",
        "dr", "mr", "mrs", "ms", "misc", "max", "min", "sec", "hr", "hrs", "pt", "pts", "fig", "ref", "ver",
        // SiliconScope's '(est.)', an estimate's mark, which Korean writes '(추정)'.
        "est", "incl", "excl", "avg",
    ]

    /// Whether the translation puts the source's ending before a trailing parenthetical it moved there
    /// ('…되었습니다. (%@)' for '…(%@).').
    static func endsBeforeParenthetical(_ translation: String, _ ending: Ending, language: String) -> Bool {
        let trimmed = translation.reversed().drop { $0.isWhitespace }
        guard ending != .none, let last = trimmed.first, last == ")" || last == "）",
            let open = trimmed.firstIndex(where: { $0 == "(" || $0 == "（" })
        else { return false }
        let before = String(trimmed[trimmed.index(after: open)...].reversed())
        return self.ending(of: before, language: language).kind == ending
    }

    static func describe(_ mark: String?) -> String {
        mark.map { "'\($0)'" } ?? "no punctuation"
    }

    /// Endings that differ in marks but not in what the language writes.
    static func isSameInLanguage(source: Ending, translation: Ending, language: String, _ text: String) -> Bool {
        switch (source, translation) {
        case (.period, .none):
            return ["th", "lo", "my", "km", "bo"].contains(language)
        case (.question, .period), (.question, .none):
            // Armenian marks a question on the stressed vowel (՞); Thai, Lao, Burmese, Khmer and Tibetan with a
            // particle.
            if ["hy", "th", "lo", "my", "km", "bo"].contains(language) { return true }
            guard language == "ja" else { return false }
            let letters = text.reversed().drop { !$0.isLetter }
            return letters.first == "か"
        case (.exclamation, .period), (.exclamation, .none):
            return ["ja", "zh", "ko"].contains(language)
        case (.period, .colon), (.question, .colon), (.exclamation, .colon):
            // Armenian ends a sentence with its full stop '։', which many write as ':'.
            return language == "hy"
        case (.colon, .period):
            // Tibetan's shad '།' closes a clause, before a list as at a sentence's end (Psiphon's 'bo').
            return language == "bo"
        default:
            return false
        }
    }

    /// The ending of `text` (masked) as `language` writes it, with its mark as written and the UTF-8 bytes of
    /// closing quotes and brackets after it.
    static func ending(of text: String, language: String) -> (kind: Ending, mark: String?, after: Int) {
        if let ending = asciiEnding(of: text, language: language) { return ending }
        var characters = text.reversed().drop { isWhitespace($0) }[...]
        var after = 0
        while let last = characters.first, isCloser(last) || isWhitespace(last) {
            after += last.utf8.count
            characters = characters.dropFirst()
        }
        guard let last = characters.first else { return (.none, nil, after) }
        let previous = characters.dropFirst().first
        if let byte = TranslationText.asciiByte(last) {
            // A character of one ASCII byte (most endings): the cases below, told by the byte. No character of
            // another spelling equals one of these ASCII marks but ';' (U+037E, which has more than one byte).
            switch byte {
            case UInt8(ascii: "."):
                if previous == ".", characters.dropFirst(2).first == "." { return (.ellipsis, "...", after) }
                return (.period, ".", after)
            default:
                let (kind, mark) = asciiEnding(byte, language: language)
                return (kind, mark, after)
            }
        }
        // Hindi and Marathi translators end a label with the visarga 'ः' (U+0903), which looks like a colon and
        // serves as one; a combining sign, it ends the last character rather than being one.
        if last.unicodeScalars.count > 1, last.unicodeScalars.last?.value == 0x0903 { return (.colon, "ः", after) }
        // A character of one scalar equals a mark below only when it is that mark's scalar, or U+037E (canonically
        // ';'): none of the marks has another canonical spelling. Told without comparing it with each (most texts
        // end with a letter).
        if last.unicodeScalars.count == 1, let scalar = last.unicodeScalars.first, !isEndingMark(scalar.value) {
            return (.none, nil, after)
        }
        switch last {
        case "…", "⋯", "︙":
            var mark = String(last)
            if previous == last { mark += String(last) }
            return (.ellipsis, mark, after)
        // U+09F7 BENGALI CURRENCY NUMERATOR FOUR looks like the danda and is typed for it in Bengali.
        // Tibetan's shad '།' (and double shad '༎') ends its sentences (Zom's 'bo' translations).
        case ".", "。", "．", "｡", "।", "॥", "৷", "۔", "։", "።", "။", "។", "෴", "།", "༎":
            if last == ".", previous == ".", characters.dropFirst(2).first == "." { return (.ellipsis, "...", after) }
            return (.period, String(last), after)
        // Amharic's full stop typed as two wordspaces ('፡፡' for '።'); one wordspace alone separates words.
        case "፡": return previous == "፡" ? (.period, "፡፡", after) : (.none, nil, after)
        case "!", "！": return (.exclamation, String(last), after)
        // U+037E GREEK QUESTION MARK is canonically ';', so Characters compare equal: told apart by scalar.
        case ";":
            let isGreek = language == "el" || last.unicodeScalars.first?.value == 0x037E
            return isGreek ? (.question, String(last), after) : (.none, nil, after)
        case "?", "？", "؟", "՞": return (.question, String(last), after)
        case ":", "：": return (.colon, String(last), after)
        default: return (.none, nil, after)
        }
    }

    /// Whether the text's last word is a web address (`https://…`, `www.…`).
    static func endsWithLink(_ text: String) -> Bool {
        guard let last = text.split(whereSeparator: { $0.isWhitespace }).last else { return false }
        return last.contains("://") || last.hasPrefix("www.")
    }

    /// Whether the text ends with a smiley written in punctuation (`:)`, `;-)`, `:D`).
    static func endsWithEmoticon(_ text: String) -> Bool {
        let trimmed = text.reversed().drop { $0.isWhitespace }
        let tail = String(trimmed.prefix(3).reversed())
        return [":)", ":-)", ";)", ";-)", ":(", ":-(", ":D", ":-D", ":P", ":-P", "^^", "^_^"].contains { tail.hasSuffix($0) }
    }

    /// The text without the emoji (and spaces) it ends with: `Thanks! 🎉` ends with '!'. ASCII texts are returned
    /// as they are.
    static func withoutTrailingEmoji(_ text: String) -> String {
        guard let last = text.utf8.last(where: { $0 != 0x20 && $0 != 0x0A }), last >= 0x80 else { return text }
        var characters = Substring(text)
        while let final = characters.last,
            final.isWhitespace || final.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation || $0.value == 0xFE0F })
        {
            characters = characters.dropLast()
        }
        // Nothing dropped: the text itself (told by where the characters end, without counting them).
        return characters.endIndex == text.endIndex ? text : String(characters)
    }

    /// Closing quotes and brackets, which may stand after the ending mark (`Open “Notes”.`, `(optional.)`).
    static let closers: Set<Character> = [
        "\"", "”", "“", "’", "»", "«", "›", ")", "]", "}", "」", "』", "）", "】", "〉", "》", "'",
        // Markdown's emphasis and code markers (`**请谨慎操作。**`): the sentence ends inside them.
        "*", "_", "`", "~",
    ]

    /// ``ending(of:language:)`` read from the bytes at the end of the text, when all it looks at is ASCII (most
    /// texts); nil otherwise. Between two ASCII scalars a grapheme cluster breaks (but for CR LF, whitespace
    /// either way), so each byte looked at is a character of its own as long as the byte before the first
    /// character it relies on is ASCII too (not a prepended mark) or the text starts there.
    static func asciiEnding(of text: String, language: String) -> (kind: Ending, mark: String?, after: Int)? {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        var bytes = text.utf8.reversed().makeIterator()
        var byte = bytes.next()
        while let current = byte, isSpace(current) { byte = bytes.next() }
        var after = 0
        while let current = byte, isASCIICloser(current) || isSpace(current) {
            after += 1
            byte = bytes.next()
        }
        guard let last = byte else { return (.none, nil, after) }
        let previous = bytes.next()
        guard last < 0x80, (previous ?? 0) < 0x80 else { return nil }
        switch last {
        case UInt8(ascii: "."):
            if previous == UInt8(ascii: "."), bytes.next() == UInt8(ascii: ".") {
                // Three periods, the first a character of its own only after an ASCII byte (or at the start).
                guard (bytes.next() ?? 0) < 0x80 else { return nil }
                return (.ellipsis, "...", after)
            }
            return (.period, ".", after)
        default:
            let (kind, mark) = asciiEnding(last, language: language)
            return (kind, mark, after)
        }
    }

    /// The ending an ASCII mark other than '.' makes, the one reading of these marks both ways of finding an
    /// ending use: `!`, `?`, `:`, and `;`, a question in Greek only.
    static func asciiEnding(_ byte: UInt8, language: String) -> (kind: Ending, mark: String?) {
        switch byte {
        case UInt8(ascii: "!"): return (.exclamation, "!")
        case UInt8(ascii: ";"): return language == "el" ? (.question, ";") : (.none, nil)
        case UInt8(ascii: "?"): return (.question, "?")
        case UInt8(ascii: ":"): return (.colon, ":")
        default: return (.none, nil)
        }
    }

    /// `character.isWhitespace`, told without Unicode's tables for a character of one ASCII byte: tab, line feed,
    /// vertical tab, form feed, carriage return and space.
    static func isWhitespace(_ character: Character) -> Bool {
        guard let byte = TranslationText.asciiByte(character) else { return character.isWhitespace }
        return byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    /// Whether `scalar` is one of the marks ``ending(of:language:)`` reads (U+037E, canonically ';', among them).
    static func isEndingMark(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0021, 0x002E, 0x003A, 0x003B, 0x003F, 0x037E, 0x055E, 0x0589, 0x061F, 0x06D4, 0x0964, 0x0965, 0x09F7,
            0x0DF4, 0x0F0D, 0x0F0E, 0x104B, 0x1361, 0x1362, 0x17D4, 0x2026, 0x22EF, 0x3002, 0xFE19, 0xFF01, 0xFF0E,
            0xFF1A, 0xFF1F, 0xFF61:
            true
        default: false
        }
    }

    /// Whether ``closers`` holds `character`, told by the byte for a character of one ASCII byte (no character
    /// of another spelling equals an ASCII closer).
    static func isCloser(_ character: Character) -> Bool {
        guard let byte = TranslationText.asciiByte(character) else { return closers.contains(character) }
        return isASCIICloser(byte)
    }

    /// The ASCII members of ``closers``, told by their byte (both ways of finding an ending read them so).
    static func isASCIICloser(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "'"),
            UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "~"):
            return true
        default: return false
        }
    }
}
