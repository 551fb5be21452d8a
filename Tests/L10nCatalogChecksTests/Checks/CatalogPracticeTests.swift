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
            ("delay", "Audio delay:", "오디오 지연", "Retard d'àudio"), ("rate", "Sample rate:", "샘플링 속도:", "Freqüència:"),
            ("gain", "Gain:", "게인:", "Guany:"), ("pitch", "Pitch:", "피치:", "To:"),
        ])
        let raw = findings(labels)
        #expect(raw.filter { $0.ruleID == "punctuation-mismatch" }.compactMap(\.language).sorted() == ["ca", "ko", "ko", "ko"])
        let kept = CatalogPractice.filtered(raw, catalogs: [labels], keyPattern: .convention)
        // Catalan drops one colon in six: a slip, still reported.
        #expect(kept.filter { $0.ruleID == "punctuation-mismatch" }.map { "\($0.key ?? "") \($0.language ?? "")" } == ["delay ca"])
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
        coverage.languages = [greek, german, korean]
        // Greek is English throughout; German's two copies are gaps; a required language keeps its copies reported.
        #expect(SourceCopyGroups.languagesNotStarted(in: coverage) == ["el"])
    }
}
