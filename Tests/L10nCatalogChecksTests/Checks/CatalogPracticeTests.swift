import L10nCatalogChecks
import L10nDiagnostics
import Testing
import XCStrings

/// What a project's own translations and keys show to be practice (iina's Korean colons, Catalan 'Error', mpv's
/// key names), and the copies of a language nobody has started.
@Suite struct CatalogPracticeTests {
    /// A catalog of `entries` (key, English, Korean, Catalan), every value translated.
    func catalog(_ entries: [(String, String, String?, String?)]) throws -> StringCatalog {
        let members = entries.map { key, english, korean, catalan in
            var localizations = [#""en":{"stringUnit":{"state":"translated","value":"\#(english)"}}"#]
            if let korean { localizations.append(#""ko":{"stringUnit":{"state":"translated","value":"\#(korean)"}}"#) }
            if let catalan { localizations.append(#""ca":{"stringUnit":{"state":"translated","value":"\#(catalan)"}}"#) }
            return #""\#(key)":{"localizations":{\#(localizations.joined(separator: ","))}}"#
        }
        let text = #"{"sourceLanguage":"en","strings":{\#(members.joined(separator: ","))},"version":"1.0"}"#
        return try StringCatalog(bytes: Array(text.utf8), path: "Localizable.xcstrings")
    }

    func findings(_ catalog: StringCatalog) -> [Diagnostic] {
        CatalogChecker(rules: [PunctuationMismatchRule.self, UntranslatedCopyRule.self], languages: ["en"])
            .check(catalog, file: "Localizable.xcstrings")
    }

    @Test func aLanguageThatLeavesOutAnEndingHabituallyFollowsItsConvention() throws {
        // Korean leaves the colon out of three labels of four: its convention; the catalog's other language keeps it.
        let labels = try catalog([
            ("volume", "Volume:", "음량", "Volum:"), ("speed", "Speed:", "속도", "Velocitat:"),
            ("delay", "Audio delay:", "오디오 지연", "Retard d'àudio:"), ("rate", "Sample rate:", "샘플링 속도:", "Freqüència"),
            ("gain", "Gain:", "게인:", "Guany:"), ("pitch", "Pitch:", "피치:", "To:"),
        ])
        let raw = findings(labels)
        #expect(raw.filter { $0.ruleID == "punctuation-mismatch" }.compactMap(\.language).sorted() == ["ca", "ko", "ko", "ko"])
        let kept = CatalogPractice.filtered(raw, catalogs: [labels], keyPattern: .convention)
        // Catalan drops one colon in six, one Korean keeps: a slip, still reported. (A colon both languages leave
        // out is the translators' reading of the text, reported in neither: PunctuationMismatchRule's examples.)
        #expect(kept.filter { $0.ruleID == "punctuation-mismatch" }.map { "\($0.key ?? "") \($0.language ?? "")" } == ["rate ca"])
    }

    /// Saily's Traditional Chinese: the translator leaves the final period off nearly every sentence. The short
    /// ones are no findings of their own (a label's period), but they show the habit that explains the long one.
    @Test func endingsLeftOutWithoutFindingsShowTheHabitToo() throws {
        // Three short Korean translations, with or without their period, beside a long one that drops it and one
        // that keeps it; Catalan keeps every period.
        func table(_ short: [String]) throws -> StringCatalog {
            try catalog([
                ("saved", "Saved.", short[0], "Desat."), ("deleted", "Deleted.", short[1], "Suprimit."),
                ("copied", "Copied.", short[2], "Copiat."),
                ("history", "These sources were added before. The records are kept for two weeks until you turn this off.",
                 "이전에 이 소스를 추가했습니다. 이 기능을 끌 때까지 기록은 2주 동안 보관됩니다",
                 "Aquestes fonts es van afegir abans. Els registres es conserven dues setmanes fins que ho desactiveu."),
                ("sync", "Sync is on.", "동기화가 켜져 있습니다.", "La sincronització està activada."),
            ])
        }
        func punctuation(_ diagnostics: [Diagnostic]) -> [String] {
            diagnostics.filter { $0.ruleID == "punctuation-mismatch" }.map { "\($0.key ?? "") \($0.language ?? "")" }
        }
        let habit = try table(["저장됨", "삭제됨", "복사됨"])
        let raw = findings(habit)
        #expect(punctuation(raw) == ["history ko"])
        #expect(punctuation(CatalogPractice.filtered(raw, catalogs: [habit], keyPattern: .convention)).isEmpty)
        // One left out of five is a slip: still reported.
        let slip = try table(["저장되었습니다.", "삭제되었습니다.", "복사되었습니다."])
        #expect(punctuation(CatalogPractice.filtered(findings(slip), catalogs: [slip], keyPattern: .convention)) == ["history ko"])
    }

    /// Two endings left out are no habit, however few the language's sentences: Learning Tracker's Armenian leaves the
    /// period off two sentences of three (judged the translator's style), but Antidote's Arabic and Portuguese drop the
    /// colon before a file's name in two of theirs, and AppleJuice's French an ellipsis twice, each a slip the guard's
    /// judges confirmed. Three at least, a quarter of the language's, make a habit.
    @Test func twoEndingsLeftOutAreNoHabit() throws {
        let twoOfThree = try catalog([
            ("qr.unknown", "The scanned QR Code is not recognized by the app and cannot be used here.",
             "Սկանավորված QR ծածկագիրը չի ճանաչվում հավելվածի կողմից և չի կարող օգտագործվել", nil),
            ("data.problem", "We had a problem receiving some data from the teacher. Try to reconnect.",
             "Որոշ տվյալների ստացման խնդիր ունենք ուսուցչից, կրկին փորձեք միանալ", nil),
            ("welcome", "Welcome to the app. Check in the settings that you have the right address.",
             "Welcome to the app. Check in the settings that you have the right address.", nil),
        ])
        let kept = CatalogPractice.filtered(findings(twoOfThree), catalogs: [twoOfThree], keyPattern: .convention)
            .filter { $0.ruleID == "punctuation-mismatch" }.compactMap(\.key).sorted()
        #expect(kept == ["data.problem", "qr.unknown"])
    }

    /// FSNotes's 'Host': missing in Korean, which keeps 'Host:' as it is in another entry (the fallback shows the
    /// same); missing in Catalan, which translates it ('Amfitrió:'), a gap. 'Settings' is an interface word: a gap
    /// wherever it is missing.
    @Test func aNameTheLanguageKeepsElsewhereIsNoGapWhereItIsMissing() throws {
        let table = try catalog([
            ("sftp.host", "Host", nil, nil), ("git.host", "Host:", "Host:", "Amfitrió:"),
            ("menu.settings", "Settings", nil, "Configuració"), ("prefs.settings", "Settings:", "Settings:", "Configuració:"),
        ])
        let raw = CatalogChecker(rules: [MissingTranslationRule.self], languages: ["en", "ko", "ca"])
            .check(table, file: "Localizable.xcstrings")
        #expect(raw.map { "\($0.key ?? "") \($0.language ?? "")" }.sorted() == ["menu.settings ko", "sftp.host ca", "sftp.host ko"])
        let kept = CatalogPractice.withoutKeptNames(raw, catalogs: [table])
        #expect(kept.map { "\($0.key ?? "") \($0.language ?? "")" }.sorted() == ["menu.settings ko", "sftp.host ca"])
    }

    /// LifeLog's Japanese key in an English catalog: a language whose own script the text is written in shows it as
    /// it should (Korean lacks '저장되었습니다.'); Catalan does not (a gap). ProProthese's 'Logo': a term Korean and
    /// Catalan may keep, as the copy rule lets them; 'Settings' is an interface word, a gap wherever it is missing.
    @Test func aFallbackThatReadsRightInTheLanguageIsNoGap() throws {
        let table = try catalog([
            ("저장되었습니다.", "저장되었습니다.", nil, nil), ("Logo", "Logo", nil, nil), ("Settings", "Settings", nil, nil),
            ("%lld °F", "%lld °F", nil, nil),
            // Umbrella's buttons, HomeConMenu's shortcut: words to translate, in capitals or joined by '/'.
            ("CHANGE FEED SETTINGS", "CHANGE FEED SETTINGS", nil, nil), ("Play/Pause", "Play/Pause", nil, nil),
        ])
        let raw = CatalogChecker(rules: [MissingTranslationRule.self], languages: ["en", "ko", "ca"])
            .check(table, file: "Localizable.xcstrings")
        #expect(raw.map { "\($0.key ?? "") \($0.language ?? "")" }.sorted() == [
            "CHANGE FEED SETTINGS ca", "CHANGE FEED SETTINGS ko", "Play/Pause ca", "Play/Pause ko", "Settings ca", "Settings ko",
            "저장되었습니다. ca",
        ])
    }

    /// VVTerm's 'Cloudflare': missing in Korean and Catalan, which keep the table's other names of no English word
    /// ('Bonjour', 'GitHub') as written: the fallback shows what they would. 'Settings' stays a gap. The finding of
    /// one key several languages lack goes only when each of them keeps such names.
    @Test func aBrandTheLanguagesKeepTheirOthersOfIsNoGap() throws {
        let table = try catalog([
            ("Cloudflare", "Cloudflare", nil, nil), ("Bonjour", "Bonjour", "Bonjour", "Bonjour"),
            ("GitHub", "GitHub", "GitHub", "GitHub"), ("Settings", "Settings", nil, nil),
            ("Ethernet", "Ethernet", "이더넷", "Ethernet"),
        ])
        let raw = CatalogChecker(rules: [MissingTranslationRule.self], languages: ["en", "ko", "ca"])
            .check(table, file: "Localizable.xcstrings")
        let kept = CatalogPractice.withoutKeptNames(raw, catalogs: [table])
        #expect(kept.map { "\($0.key ?? "") \($0.language ?? "")" }.sorted() == ["Settings ca", "Settings ko"])
        // Grouped as one finding per key, named by its languages' list.
        var grouped = raw.filter { $0.key == "Cloudflare" }.prefix(1).map { $0 }
        grouped[0].language = nil
        grouped[0].text = "untranslated in ca, ko"
        #expect(CatalogPractice.withoutKeptNames(grouped, catalogs: [table]).isEmpty)
        grouped[0].text = "untranslated in ca, ko, fr"
        #expect(CatalogPractice.withoutKeptNames(grouped, catalogs: [table]).count == 1)
    }

    @Test func aWordTheLanguageUsesElsewhereIsItsWord() throws {
        let table = try catalog([
            ("log.level.error", "Error", nil, "Error"),
            ("log.load.failed", "Error loading the file", nil, "Error en carregar el fitxer"),
            ("settings.title", "Settings", nil, "Settings"),
        ])
        let raw = findings(table).filter { $0.ruleID == "untranslated-copy" }
        let kept = CatalogPractice.filtered(raw, catalogs: [table], keyPattern: .convention)
        // 'Error' stands in a real Catalan translation; 'Settings' in none: a copy left in English.
        #expect(kept.compactMap(\.key) == ["settings.title"])
        // Blockcerts' Maltese writes 'Settings' joined to its article ('mur fil-Settings'): the word it uses. (Written
        // in the fixture's Catalan column.)
        let joined = try catalog([
            ("settings.title", "Settings", nil, "Settings"),
            ("settings.hint", "Go to Settings to add an issuer", nil, "Biex iżżid issuer mur fil-Settings"),
        ])
        #expect(CatalogPractice.filtered(findings(joined).filter { $0.ruleID == "untranslated-copy" }, catalogs: [joined], keyPattern: .convention).isEmpty)
    }

    @Test func aTablesFamilyOfKeysIsItsStyleButALoneKeyIsASlip() {
        func convention(_ key: String) -> Diagnostic {
            Diagnostic(
                location: SourceLocation(file: "KeyBinding.strings", line: 1, column: 1), severity: .error,
                ruleID: "key-convention", message: "key '\(key)'", key: key)
        }
        let family = ["negative", "blur", "vflip"].map(convention)
        #expect(CatalogPractice.withoutKeyFamilies(family).isEmpty)
        let mixed = ["negative", "Blur", "home.toolbar.shareButton", "home.toolbar.editButton", "home.toolbar.doneButton"]
            .map(convention)
        // Each undotted shape alone, and dotted keys never a family: every one stays.
        #expect(CatalogPractice.withoutKeyFamilies(mixed).count == 5)
    }

    @Test func copiesOfALanguageNotStartedAreNotGaps() {
        var coverage = CatalogCoverage(file: "el.lproj/Localizable.strings", sourceLanguage: "en", languages: [])
        var greek = LanguageCoverage(language: "el", role: .other)
        greek.copies = 412
        greek.translated = 3
        var german = LanguageCoverage(language: "de", role: .other)
        german.copies = 2
        german.translated = 400
        var korean = LanguageCoverage(language: "ko", role: .required)
        korean.copies = 158
        korean.translated = 77
        var hebrew = LanguageCoverage(language: "he", role: .other)
        hebrew.copies = 109
        hebrew.translated = 108
        coverage.languages = [greek, german, korean, hebrew]
        // Greek is English throughout; German's two copies are gaps; a required language keeps its copies reported;
        // Hebrew, half translated (Psiphon's), is under way: its copies are reported (as one finding).
        #expect(SourceCopyGroups.languagesNotStarted(in: coverage) == ["el"])
        // A required language with as many copies as translations (Loop's `Learn/de.lproj`, handed over as English)
        // is one finding from three copies on; German's two copies among 400 translations stay each a finding.
        #expect(SourceCopyGroups.languagesMostlyCopied(in: coverage) == ["el", "he", "ko"])
    }

    /// Loop's `Learn/de.lproj`: a required language whose table is English throughout is one finding with its count,
    /// not one per entry.
    @Test func aTableHandedOverAsEnglishIsOneFinding() {
        func copy(_ key: String) -> Diagnostic {
            var finding = Diagnostic(
                location: SourceLocation(file: "Learn/de.lproj/Localizable.strings", line: 2, column: 1), severity: .warning,
                ruleID: "untranslated-copy", message: "'\(key)' in 'de': the translation is the source text unchanged ('\(key)')",
                key: key, language: "de")
            finding.text = key
            return finding
        }
        var coverage = CatalogCoverage(file: "Learn/de.lproj/Localizable.strings", sourceLanguage: "en", languages: [])
        var german = LanguageCoverage(language: "de", role: .required)
        german.copies = 6
        german.translated = 4
        coverage.languages = [german]
        let copies = ["Time in Range", "Modal Day", "No data available"].map(copy)
        let grouped = SourceCopyGroups.grouped(copies, coverage: coverage)
        #expect(grouped.count == 1)
        #expect(grouped.first?.message.hasPrefix("3 translations in 'de' are the source text unchanged") == true)
        // Among as many real translations again, the same three copies are three gaps.
        german.translated = 40
        coverage.languages = [german]
        #expect(SourceCopyGroups.grouped(copies, coverage: coverage).count == 3)
    }

    /// damus's 'Report ID:' (a label on a line of its own): when a quarter or more of its translations leave the
    /// colon out, three at least, it is the English text's style; one translator who drops a period among many who
    /// keep it slipped, and so do three who drop a sentence's period.
    @Test func anEndingTranslatorsAgreeToLeaveOutIsStyle() throws {
        let languages = ["de", "fr", "es", "it", "nl", "sv", "pl", "pt"]
        // Each translation stands for a real one: the English letters rotated (ROT13), so it does not read as an
        // English copy of the source (whose ending would be the old source's).
        func translated(_ english: String) -> String {
            String(english.unicodeScalars.map { scalar -> Character in
                let value = scalar.value
                let base: UInt32? = (97...122).contains(value) ? 97 : (65...90).contains(value) ? 65 : nil
                guard let base else { return Character(scalar) }
                return Character(Unicode.Scalar(base + (value - base + 13) % 26)!)
            })
        }
        func entry(_ key: String, _ english: String, dropping: Set<String>) -> String {
            var localizations = [#""en":{"stringUnit":{"state":"translated","value":"\#(english)"}}"#]
            for language in languages {
                let value = "(\(language)) " + translated(dropping.contains(language) ? String(english.dropLast()) : english)
                localizations.append(#""\#(language)":{"stringUnit":{"state":"translated","value":"\#(value)"}}"#)
            }
            return #""\#(key)":{"localizations":{\#(localizations.joined(separator: ","))}}"#
        }
        let text = #"{"sourceLanguage":"en","strings":{"#
            + entry("report.id", "Report ID:", dropping: ["de", "fr", "es"]) + ","
            + entry("mute.failed", "Could not find the user you want to mute in your follow list. Try again later.", dropping: ["nl"]) + ","
            // A sentence's period: a slip in each language that leaves it out, however many do (Simplenote).
            + entry("account.deleted", "An email has been sent. Follow the instructions in it to confirm.", dropping: ["it", "pl", "pt"])
            + #"},"version":"1.0"}"#
        let table = try StringCatalog(bytes: Array(text.utf8), path: "Localizable.xcstrings")
        let raw = CatalogChecker(rules: [PunctuationMismatchRule.self], languages: ["en"]).check(table, file: "Localizable.xcstrings")
        #expect(raw.map { "\($0.key ?? "") \($0.language ?? "")" }.sorted() == [
            "account.deleted it", "account.deleted pl", "account.deleted pt", "mute.failed nl", "report.id de", "report.id es",
            "report.id fr",
        ])
        let kept = CatalogPractice.filtered(raw, catalogs: [table], keyPattern: .convention)
        #expect(kept.map { "\($0.key ?? "") \($0.language ?? "")" }.sorted() == [
            "account.deleted it", "account.deleted pl", "account.deleted pt", "mute.failed nl",
        ])
    }
    /// ChatSecure's Danish keeps 'Download' on its download button, and writes 'Automatiske Downloads' elsewhere:
    /// a word its translator writes in translated text is a word of the language, not one left untranslated.
    @Test func aCopyOfWordsTheTranslatorWritesElsewhereIsTheirWording() throws {
        func copies(_ catalan: String) throws -> [String] {
            let table = try catalog([
                ("download", "Download", nil, "Download"),
                ("auto", "Automatic Downloads", nil, catalan),
                ("save", "Save changes", nil, "Save changes"),
                ("close", "Close the window", nil, "Tanca la finestra"),
            ])
            let kept = CatalogPractice.filtered(findings(table), catalogs: [table], keyPattern: .convention)
            return kept.filter { $0.ruleID == "untranslated-copy" }.compactMap(\.key).sorted()
        }
        // 'Baixades automàtiques' shows no 'download': both copies are gaps; with 'Downloads automàtiques' the
        // translator writes the word, and only 'Save changes' (no translation writes 'save') stays a gap.
        #expect(try copies("Baixades automàtiques") == ["download", "save"])
        #expect(try copies("Downloads automàtiques") == ["save"])
        // A translation that reads as English is no evidence: 'Automatic Downloads' left in English half-changed.
        #expect(try copies("Automatic Downloads!") == ["download", "save"])
    }

    /// The languages tables are written in: a language that copies another is that one (Catalan copying English),
    /// a source with no values of its own is written by text keys (`"Cancel"` in Korean-only tables) and by none
    /// when its keys are identifiers; a catalog with fewer than ten values says nothing; regions are their language.
    @Test func writtenLanguagesCountCopiesAsTheLanguageTheyCopy() throws {
        let words = (1...12).map { "Word \($0) here" }
        let copied = try catalog(words.map { ("row.\($0)", $0, nil, $0) })
        #expect(CatalogPractice.writtenLanguages(in: [copied]) == ["en"])
        let translated = try catalog(words.map { ("row.\($0)", $0, "단어 \($0)", $0) })
        #expect(CatalogPractice.writtenLanguages(in: [translated]) == ["en", "ko"])
        #expect(CatalogPractice.writtenLanguages(in: [try catalog(words.prefix(4).map { ("row.\($0)", $0, nil, $0) })]).isEmpty)
        func koreanOnly(keys: [String]) throws -> StringCatalog {
            let members = keys.enumerated().map { #""\#($0.element)":{"localizations":{"ko-KR":{"stringUnit":{"state":"translated","value":"단어 \#($0.offset)"}}}}"# }
            let text = #"{"sourceLanguage":"en","strings":{\#(members.joined(separator: ","))},"version":"1.0"}"#
            return try StringCatalog(bytes: Array(text.utf8), path: "Localizable.xcstrings")
        }
        #expect(CatalogPractice.writtenLanguages(in: [try koreanOnly(keys: words)]) == ["en", "ko"])
        #expect(CatalogPractice.writtenLanguages(in: [try koreanOnly(keys: words.indices.map { "row.key\($0)" })]) == ["ko"])
        // With a limit, the catalogs after the one that passes it are not read; the languages are then more than it.
        #expect(CatalogPractice.writtenLanguages(in: [translated, copied], limit: 1) == ["en", "ko"])
        #expect(CatalogPractice.writtenLanguages(in: [copied, translated], limit: 1) == ["en", "ko"])
        #expect(CatalogPractice.writtenLanguages(in: [copied, copied], limit: 1) == ["en"])
    }
}
