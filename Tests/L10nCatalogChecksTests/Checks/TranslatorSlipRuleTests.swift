import L10nCatalogChecks
import L10nDiagnostics
import Testing
import XCStrings

/// Issue 46 §5: the two slips pofilter finds and l10n did not — two spaces in a row, and a placeholder given for
/// a translation — with the look-alikes each rule must leave alone.
@Suite struct TranslatorSlipRuleTests {
    func problems(_ rule: any TranslationRule.Type, _ source: String, _ translation: String, language: String = "de")
        -> [TranslationProblem]
    {
        rule.problems(
            in: TranslationPair(key: "home.title", language: language, source: source, translation: translation),
            settings: TranslationRuleSettings())
    }

    @Test func doubledSpaceIsReportedAtTheRunWithTheWordsAroundIt() {
        let found = problems(DoubledSpaceRule.self, "Delete this file?", "Diese  Datei löschen?")
        #expect(found.map(\.message) == ["2 spaces in a row between 'Diese' and 'Datei'; the source has none"])
        #expect(found.map(\.offset) == [5])
        // Three spaces, a space beside a no-break space, a tab: each a run; the first one is the finding.
        #expect(problems(DoubledSpaceRule.self, "Open the file", "Ouvrir   le fichier", language: "fr").map(\.offset) == [6])
        #expect(problems(DoubledSpaceRule.self, "Name: %@", "Nom\u{00A0} : %@", language: "fr").count == 1)
        #expect(problems(DoubledSpaceRule.self, "A and B", "A \tund B").count == 1)
        // UTF-8 offsets: after 'ö' (2 bytes).
        #expect(problems(DoubledSpaceRule.self, "Delete it", "Lösch  es").map(\.offset) == [6])
    }

    @Test func doubledSpaceLeavesTheLookAlikesAlone() {
        let kept: [(String, String, String)] = [
            // The source lines text up or writes two spaces after a period: the translation may too.
            ("Version:  %@", "Version :  %@", "fr"),
            ("Read this first.  Then accept.", "Lee esto primero.  Luego acepta.", "es"),
            // Ends of the text or of a line: indentation and whitespace-mismatch's ground.
            ("Signed in as ", "Angemeldet als  ", "de"),
            ("  Title", "  Titel", "de"),
            ("Steps:\n- Open\n- Sign in", "Schritte:\n  - Öffnen\n  - Anmelden", "de"),
            ("Line one\nLine two", "Zeile eins  \nZeile zwei", "de"),
            // Chinese, Japanese and Thai: no spaces, or the ideographic space written on purpose.
            ("Delete this file?", "このファイルを　削除しますか？", "ja"),
            ("Delete this file?", "删除此文件？", "zh-Hans"),
            ("Delete this file?", "ลบไฟล์นี้ ใช่ไหม", "th"),
            // One no-break space, as French writes it; two no-break spaces are no ordinary space.
            ("Name:", "Nom\u{00A0}:", "fr"),
            ("A B", "A\u{00A0}\u{00A0}B", "fr"),
            ("   ", "   ", "de"),
        ]
        for (source, translation, language) in kept {
            #expect(problems(DoubledSpaceRule.self, source, translation, language: language).isEmpty, "\(language): \(translation)")
        }
    }

    @Test func placeholderIsReportedForMarksInsteadOfASentenceAndForPlaceholderWords() {
        let reported: [(String, String)] = [
            ("Backups are kept for 30 days.", "-"),
            ("Backups are kept for 30 days.", "..."),
            ("Backups are kept for 30 days.", "…"),
            ("Backups are kept for 30 days.", "--"),
            ("Backups are kept for 30 days.", "?"),
            ("Open the settings", "TODO"),
            ("Welcome", "[TBD]"),
            ("Welcome", "FIXME"),
            ("Welcome", "xxx"),
            ("Welcome", "XXXX"),
        ]
        for (source, translation) in reported {
            #expect(
                problems(PlaceholderTranslationRule.self, source, translation).map(\.message)
                    == ["the translation is the placeholder '\(translation)' for '\(source)'"], "\(translation)")
        }
    }

    @Test func placeholderLeavesTheLookAlikesAlone() {
        let kept: [(String, String, String)] = [
            // The source is itself a mark, or a word languages write as one.
            ("-", "-", "de"), ("…", "…", "ja"), ("—", "—", "ru"), ("to", "–", "de"), ("Loading…", "…", "fr"),
            ("%@ – %@", "-", "de"), ("and", "&", "de"),
            // N/A, abbreviations, a single x for a close button, a number column.
            ("Not available", "N/A", "de"), ("Not available", "n. v.", "de"), ("Close", "x", "de"), ("Number", "#", "de"),
            // A sentence in a script without spaces is one token, and text.
            ("Backups are kept for 30 days.", "バックアップは30日間保存されます。", "ja"),
            ("Backups are kept for 30 days.", "备份保留30天。", "zh-Hans"),
            ("Backups are kept for 30 days.", "การสำรองข้อมูลจะถูกเก็บไว้30วัน", "th"),
            // A translation with words besides a placeholder word, and a source that is the placeholder.
            ("Open the settings", "TODO: Einstellungen öffnen", "de"), ("TODO", "TODO", "es"),
            // 'Todo' is Spanish and Portuguese for 'all'; a placeholder word is written in capitals.
            ("All", "Todo", "es"), ("ALL", "TODO", "es"), ("Everything", "TUDO", "pt"), ("Welcome", "todo", "de"),
            ("xxx", "xxx", "de"),
        ]
        for (source, translation, language) in kept {
            #expect(
                problems(PlaceholderTranslationRule.self, source, translation, language: language).isEmpty,
                "\(language): \(source) → \(translation)")
        }
    }
}
