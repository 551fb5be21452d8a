import Foundation
import L10nCatalogChecks
import L10nDiagnostics
import Testing
import XCStrings

/// Issue 41: what the translation rules' examples do not show — every comment spelling of a length limit,
/// numbers in other scripts and separators, which source text a variant is compared with, and the levels.
@Suite struct TranslationRuleTests {
    func pair(_ source: String, _ translation: String, language: String = "es", key: String = "home.title", comment: String? = nil) -> TranslationPair {
        TranslationPair(key: key, language: language, source: source, translation: translation, comment: comment)
    }

    func messages(_ rule: any TranslationRule.Type, _ pair: TranslationPair, settings: TranslationRuleSettings = TranslationRuleSettings()) -> [String] {
        rule.problems(in: pair, settings: settings).map(\.message)
    }

    @Test func lengthLimitReadsEveryUsualSpellingOfACommentLimit() {
        let table: [(String, Int?)] = [
            ("max 20 characters", 20),
            ("Widget title (max. 20 chars)", 20),
            ("Maximum 20 characters", 20),
            ("MAX: 20 chars", 20),
            ("Tab bar item, 20 characters max", 20),
            ("20 chars or less, shown on the watch", 20),
            ("20 characters maximum", 20),
            ("At most 20 characters.", 20),
            ("Up to 20 characters", 20),
            ("No more than 20 characters please", 20),
            ("Character limit: 20", 20),
            ("char limit 20", 20),
            ("Limit: 20 characters", 20),
            ("≤ 20 chars", 20),
            ("maxLength: 20", 20),
            ("20-character limit", 20),
            ("Maximum of 20 characters", 20),
            ("Keep it under 20 characters", 20),
            ("Must not exceed 20 characters", 20),
            ("Max length: 20", 20),
            // Not limits: no unit, another unit, a number of something else.
            ("Shows max 20 items", nil),
            ("max 20", nil),
            ("Up to 20 devices can sign in", nil),
            ("Appears after 20 seconds", nil),
            ("The label of the 20 characters counter", nil),
        ]
        for (comment, expected) in table {
            let pair = pair("Now playing", "Reproduciendo ahora mismo en tu Mac", comment: comment)
            let found = messages(LengthLimitRule.self, pair)
            if let expected {
                #expect(found == ["the translation has 35 characters, over the limit of \(expected) the key's comment sets"], "\(comment)")
            } else {
                #expect(found.allSatisfy { !$0.contains("the key's comment sets") }, "\(comment): \(found)")
            }
        }
    }

    @Test func lengthLimitFromTheConfigurationWinsAndCountsWhatAUserSees() {
        let settings = TranslationRuleSettings(lengthLimits: [LengthLimit(keys: "widget.*", characters: 12)])
        // An emoji and an accented letter are one character each: 12 fits, 13 does not.
        let fits = pair("Now playing", "Reproducción", key: "widget.title", comment: "max 5 characters")
        #expect(messages(LengthLimitRule.self, fits, settings: settings).isEmpty)
        let emoji = pair("Now playing", "En lecture 🎵", key: "widget.title")
        #expect(messages(LengthLimitRule.self, emoji, settings: settings).isEmpty)
        let over = pair("Now playing", "Reproduciendo", key: "widget.title")
        #expect(messages(LengthLimitRule.self, over, settings: settings) == ["the translation has 13 characters, over the limit of 12 for 'widget.*' in .l10n.json"])
        // Other keys fall back to the comment.
        #expect(messages(LengthLimitRule.self, pair("Now playing", "Reproduciendo", key: "home.title", comment: "(max. 12 chars)"), settings: settings)
            == ["the translation has 13 characters, over the limit of 12 the key's comment sets"])
    }

    @Test func lengthLimitSaysNothingWithoutALimit() {
        // Three times a short source was the old note's trigger (right 0 times in 11 on issue 46's apps): without
        // a limit in .l10n.json or the comment, no length is a finding, however much longer.
        #expect(LengthLimitRule.problems(in: pair("Sort", "Sortierreihenfolge", language: "de"), settings: TranslationRuleSettings()).isEmpty)
        #expect(messages(LengthLimitRule.self, pair("Retry", "Spróbuj ponownie teraz", language: "pl")).isEmpty)
        // The same translation over a limit its comment sets is reported.
        #expect(messages(LengthLimitRule.self, pair("Sort", "Sortierreihenfolge", language: "de", comment: "Toolbar, max 10 characters"))
            == ["the translation has 18 characters, over the limit of 10 the key's comment sets"])
    }

    @Test func numbersInOtherScriptsAndSeparatorsAreTheSameNumber() {
        let same: [(String, String, String)] = [
            ("Up to 5 devices", "حتى ٥ أجهزة", "ar"),
            ("Up to 5 devices", "تا ۵ دستگاه", "fa"),
            ("Up to 5 devices", "५ डिवाइस तक", "hi"),
            ("Up to 5 devices", "最大５台", "ja"),
            ("Up to 5 devices", "สูงสุด ๕ เครื่อง", "th"),
            ("Save 1,000 photos", "Guarda 1.000 fotos", "es"),
            ("Save 1,000 photos", "Enregistrez 1\u{202F}000 photos", "fr"),
            ("Save 1,000 photos", "Speichere 1000 Fotos", "de"),
            ("Version 2.5 is out", "La versión 2,5 ya está", "es"),
            ("Wake up at 7:30", "Réveil à 7 h 30", "fr"),
            ("Up to 16 connections", "最大16個の接続", "ja"),
            ("Encode with H264 at 30 fps", "Codificar con H.264 a 30 fps", "es"),
        ]
        for (source, translation, language) in same {
            #expect(messages(NumberMismatchRule.self, pair(source, translation, language: language)).isEmpty, "\(language): \(translation)")
        }
        #expect(messages(NumberMismatchRule.self, pair("Up to 5 devices", "حتى ٣ أجهزة", language: "ar")) == ["the source has '5', the translation '٣' instead"])
        #expect(messages(NumberMismatchRule.self, pair("Got HTTP status 304", "回應 HTTP 403 狀態", language: "zh-Hant")) == ["the source has '304', the translation '403' instead"])
        // Chinese numerals and idioms carry no digits: not reported; nor is a number spelled out beside another.
        #expect(messages(NumberMismatchRule.self, pair("30 minutes", "半小時", language: "zh-Hant")).isEmpty)
        // A price for another market; the same currency with another amount is a mistake.
        #expect(messages(NumberMismatchRule.self, pair("for 25€", "за 999 ₽", language: "ru")).isEmpty)
        #expect(messages(NumberMismatchRule.self, pair("for 25€", "por 29€")) == ["the source has '25', the translation '29' instead"])
        #expect(messages(NumberMismatchRule.self, pair("7 days", "七天", language: "zh-Hans")).isEmpty)
        #expect(messages(NumberMismatchRule.self, pair("Up to 5 devices, 1,000 photos", "Bis zu fünf Geräte, 1.000 Fotos", language: "de")).isEmpty)
    }

    @Test func punctuationEndingsInEachLanguagesOwnMarks() {
        let same: [(String, String, String)] = [
            ("Delete?", "¿Eliminar?", "es"), ("Delete?", "Supprimer\u{00A0}?", "fr"), ("Delete?", "删除？", "zh-Hans"),
            ("Delete?", "حذف؟", "ar"), ("Delete?", "حذف؟", "fa"), ("Delete?", "Διαγραφή;", "el"), ("Delete?", "Διαγραφή\u{037E}", "el"),
            ("Done.", "हो गया।", "hi"), ("Done.", "完了。", "ja"), ("Name:", "名前：", "ja"), ("Name:", "Nom :", "fr"),
            ("Loading…", "Cargando...", "es"), ("Done!", "¡Hecho!", "es"), ("Done!", "完成！", "zh-Hans"),
            ("Open “Notes”.", "Öffne „Notizen“.", "de"), ("Done.", "เสร็จแล้ว", "th"), ("Delete it?", "削除しますか。", "ja"),
        ]
        for (source, translation, language) in same {
            #expect(messages(PunctuationMismatchRule.self, pair(source, translation, language: language)).isEmpty, "\(language): \(translation)")
        }
        // A question said otherwise is the translator's rephrasing (none of 11 judged on real apps was a slip).
        #expect(messages(PunctuationMismatchRule.self, pair("Delete?", "Eliminar.", language: "es")).isEmpty)
        #expect(messages(PunctuationMismatchRule.self, pair("Delete every file in this folder, then close the window.", "Eliminar todos los archivos de esta carpeta y cerrar la ventana", language: "es")) == ["the source ends with '.', the translation with no punctuation"])
        #expect(messages(PunctuationMismatchRule.self, pair("Delete all files.", "Eliminar todos los archivos:", language: "es")) == ["the source ends with '.', the translation with ':'"])
        #expect(messages(PunctuationMismatchRule.self, pair("Name:", "名前", language: "ja")) == ["the source ends with ':', the translation with no punctuation"])
    }

    @Test func anEllipsisWrittenAsAFullStopIsTheTranslatorsChoice() {
        // A status's ellipsis as the language's full stop is the translator's choice (jami's Tamil, Telugu, Estonian).
        #expect(messages(PunctuationMismatchRule.self, pair("Ringing…", "- ஒலிக்கிறது.", language: "ta")).isEmpty)
        #expect(messages(PunctuationMismatchRule.self, pair("Searching...", "検索中。", language: "ja")).isEmpty)
        #expect(messages(PunctuationMismatchRule.self, pair("Waiting for %@ to connect to synchronize the conversation…", "Nous attendons que %@ se connecte afin de synchroniser la conversation.", language: "fr")).isEmpty)
        // Two periods are a typo (iina's Portuguese 'Outro..'); no ending, or a full stop left out, is no choice.
        #expect(messages(PunctuationMismatchRule.self, pair("Custom…", "Outro..", language: "pt-BR")) == ["the source ends with '…', the translation with '.'"])
        #expect(messages(PunctuationMismatchRule.self, pair("Searching…", "Buscando")) == ["the source ends with '…', the translation with no punctuation"])
        #expect(messages(PunctuationMismatchRule.self, pair("We couldn’t upload your Emergency Kit to the cloud. Please, check your connection and try again.", "No pudimos subir tu Kit de Emergencia a la nube. Por favor, verifica tu conexión e inténtalo de nuevo")) == ["the source ends with '.', the translation with no punctuation"])
    }

    @Test func bracketsLeftOutAreReportedWhenTheirValueOrTheirPlaceAtTheEndGoes() {
        #expect(messages(BracketMismatchRule.self, pair("Photos (%lld)", "Fotos %lld")) == ["the translation has no '()' where the source has them balanced"])
        #expect(messages(BracketMismatchRule.self, pair("Auto Copy (iOS 14.4 and below)", "自动复制", language: "zh-Hans")).count == 1)
        // Worked into the sentence, the value kept: the translator's call.
        #expect(messages(BracketMismatchRule.self, pair("The database (%@) file format is not supported.", "Din nuvarande %@ stöds inte.", language: "sv")).isEmpty)
        #expect(messages(BracketMismatchRule.self, pair("Defaults to 5 (range: 0-10).", "默认值为5， 取值范围: 0-10。", language: "zh-Hans")).isEmpty)
        #expect(messages(BracketMismatchRule.self, pair("Send image(s)", "Enviar imágenes")).isEmpty)
        #expect(messages(BracketMismatchRule.self, pair("Storage (%@ free)", "Almacenamiento (%@ libres")) == ["the translation has unbalanced '()' where the source has them balanced"])
    }

    @Test func variantsAreComparedWithTheSourcesMatchingCaseAndIdentifierKeysWithNothing() throws {
        let catalog = try StringCatalog(bytes: Array("""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "files.count %lld" : {
                  "localizations" : {
                    "en" : { "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "One file:" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files:" } }
                    } } },
                    "ru" : { "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld файл:" } },
                      "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } },
                      "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld файлов:" } }
                    } } }
                  }
                },
                "FilterArchitecturesDescription" : {
                  "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Filtrer par architecture." } } }
                },
                "Open in Safari" : {
                  "localizations" : { "es" : { "stringUnit" : { "state" : "translated", "value" : "Open in Safari" } } }
                }
              },
              "version" : "1.0"
            }
            """.utf8), path: "Localizable.xcstrings")
        let findings = CatalogChecker(rules: [PunctuationMismatchRule.self, UntranslatedCopyRule.self], languages: ["en"])
            .check(catalog, file: "Localizable.xcstrings")
        // Russian 'few' is compared with the English 'other' (it has no 'few'); the identifier key is no source
        // text; the text key is.
        #expect(findings.map(\.message).sorted() == [
            "'Open in Safari' in 'es': the translation is the source text unchanged ('Open in Safari')",
            "'files.count %lld' (plural.few) in 'ru': the source ends with ':', the translation with no punctuation",
        ])
    }

    /// qBitControl's Russian: a platform's placeholders, every string `new` and the English, in a language not
    /// required: no copies reported. Its Japanese, as new but translated in part, keeps its copy; a required
    /// language keeps its copies whatever they are.
    @Test func aLanguageFilledWithPlaceholdersHasNoCopies() throws {
        let sources = ["Add torrent", "Delete files", "Pause all", "Resume all", "Sort by", "Search plugins", "Upload limit",
            "Download limit", "Remove torrent", "Open settings", "Show speed", "Hide details"]
        func entry(_ source: String, _ translations: [(String, String)]) -> String {
            let units = translations.map { "\"\($0.0)\" : { \"stringUnit\" : { \"state\" : \"new\", \"value\" : \"\($0.1)\" } }" }
            return "\"\(source)\" : { \"localizations\" : { \(units.joined(separator: ", ")) } }"
        }
        let entries = sources.enumerated().map { index, source in
            entry(source, [("ru", source), ("uk", source), ("ja", index == 0 ? source : "訳\(index)")])
        }
        let text = "{ \"sourceLanguage\" : \"en\", \"strings\" : { \(entries.joined(separator: ",\n")) }, \"version\" : \"1.0\" }"
        let catalog = try StringCatalog(bytes: Array(text.utf8), path: "Localizable.xcstrings")
        func copies(required: [String]) -> Set<String> {
            let findings = CatalogChecker(rules: [UntranslatedCopyRule.self], languages: required).check(catalog, file: "Localizable.xcstrings")
            return Set(findings.compactMap(\.language))
        }
        #expect(copies(required: ["en"]) == ["ja"])
        #expect(copies(required: ["en", "uk"]) == ["ja", "uk"])
    }

    /// Co-ML's Hindi keeps short interface words in English ('Back', 'Reset', 'Settings': 54 of its 123 short texts)
    /// while it translates the sentences: a short copy there is the translators' practice, not a slip. German, which
    /// translates its short texts, keeps its finding for the one it left ('Settings').
    @Test func aLanguageThatKeepsShortTermsHasNoShortCopies() throws {
        let terms = ["Back", "Reset", "Settings", "Train", "Test", "Refresh", "Rename", "Label Name", "Camera Mode", "Data",
            "Document Type", "Filename", "Images", "Confidence", "Updates available", "Image Classifier", "Export Model",
            "Import Data", "Sort Order", "Share Project", "Add Label", "Delete Image"]
        let sentences = (1...12).map { "Your project number \($0) will be saved on this device" }
        func entry(_ source: String, hi: String, de: String) -> String {
            "\"\(source)\" : { \"localizations\" : { \"hi\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(hi)\" } }, "
                + "\"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(de)\" } } } }"
        }
        let entries = terms.enumerated().map { index, term in entry(term, hi: term, de: index == 2 ? term : "DE \(index) wort") }
            + sentences.enumerated().map { index, sentence in entry(sentence, hi: "हिंदी वाक्य \(index)", de: "Satz Nummer \(index) hier") }
        let text = "{ \"sourceLanguage\" : \"en\", \"strings\" : { \(entries.joined(separator: ",\n")) }, \"version\" : \"1.0\" }"
        // A String Catalog file: its states say the copies were marked translated.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("short-terms-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Localizable.xcstrings").path
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let catalog = try StringCatalog(bytes: Array(text.utf8), path: file)
        let checker = CatalogChecker(rules: [UntranslatedCopyRule.self], languages: ["en", "hi", "de"])
        #expect(checker.check(catalog, file: file).map { "\($0.language ?? "") \($0.key ?? "")" } == ["de Settings"])
        // The same texts as `.strings` tables (read as the catalog a migration would write, no such file): no states,
        // no decision, every copy reported.
        let tables = checker.check(catalog, file: folder.appendingPathComponent("Tables/Localizable.xcstrings").path)
        #expect(tables.filter { $0.language == "hi" }.count >= 8)
    }

    @Test func levelsApplyToEveryTranslationRule() {
        let pair = pair("Sort", "Sortierreihenfolge:", language: "de", comment: "Toolbar, max 10 characters")
        let byDefault = TranslationChecks().findings(for: pair)
        #expect(byDefault.map(\.ruleID) == ["length-limit"])
        #expect(byDefault.map(\.severity) == [.error])
        let off = TranslationChecks(levels: ["length-limit": .off]).findings(for: pair)
        #expect(off.isEmpty)
        let lowered = TranslationChecks(levels: ["length-limit": .severity(.note)]).findings(for: pair)
        #expect(lowered.map(\.severity) == [.note])
    }

    @Test func untranslatedCopyLeavesNamesSharedWordsAndAgreedCopiesAlone() {
        let kept: [(String, String)] = [
            ("OK", "es"), ("Email", "fr"), ("Wi-Fi", "de"), ("iCloud Drive", "es"), ("GitHub", "ja"), ("Ice Cubes", "de"),
            ("PDF", "it"), ("%@ (%lld)", "es"), ("https://example.com/help", "fr"), ("Status", "de"), ("Help", "nl"),
            ("Colour settings", "en-GB"), ("—", "ru"),
        ]
        for (text, language) in kept {
            #expect(messages(UntranslatedCopyRule.self, pair(text, text, language: language)).isEmpty, "\(language): \(text)")
        }
        #expect(messages(UntranslatedCopyRule.self, pair("Settings", "Settings", language: "fr")) == ["the translation is the source text unchanged ('Settings')"])
        // A word some languages share is a copy only in the others.
        #expect(messages(UntranslatedCopyRule.self, pair("Download", "Download", language: "de")).isEmpty)
        #expect(messages(UntranslatedCopyRule.self, pair("Download", "Download", language: "es")).count == 1)
        #expect(messages(UntranslatedCopyRule.self, pair("Help", "Help", language: "fr")).count == 1)
        // Danish and Norwegian 'Send' is their imperative of 'sende' (ChatMLX); German 'Send' is English.
        #expect(messages(UntranslatedCopyRule.self, pair("Send", "Send", language: "da")).isEmpty)
        #expect(messages(UntranslatedCopyRule.self, pair("Send", "Send", language: "nb")).isEmpty)
        #expect(messages(UntranslatedCopyRule.self, pair("Send", "Send", language: "de")).count == 1)
        #expect(messages(UntranslatedCopyRule.self, pair("Open in Safari", "Open in Safari", language: "ja")).count == 1)
        var agreed = pair("Made with love", "Made with love", language: "de")
        agreed.otherTranslations = ["fr": "Made with love", "it": "Made with love", "ja": "愛を込めて"]
        #expect(messages(UntranslatedCopyRule.self, agreed).isEmpty)
    }
}
