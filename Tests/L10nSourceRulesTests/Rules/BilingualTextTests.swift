import L10nDiagnostics
import L10nSourceParsing
import Testing

@testable import L10nSourceRules

/// The Rabbi Ovadiah Yosef calendar titles each time of day in English, transliterated and in Hebrew at once
/// (`"Sunrise - HaNetz - הנץ"`), in an app that ships English and Hebrew: its users of both read it as it is.
@Suite struct BilingualTextTests {
    func lint(_ text: String, shipped: Set<String>, dataScripts: Set<String> = []) -> [String] {
        var options = LintOptions()
        options.shippedLanguages = shipped
        options.dataScripts = { dataScripts }
        return SourceLinter(options: options).lint(path: "App/Alerts.swift", bytes: Array(text.utf8)).diagnostics
            .filter { $0.ruleID == "hardcoded-string" }.map { "\($0.location.line):\($0.location.column)" }
    }

    @Test func textInTwoOfTheAppsLanguagesIsNotReported() {
        let text = """
            alert.title = "Sunrise - HaNetz - הנץ"
            label.text = "Candle Lighting (הדלקת נרות)"
            button.setTitle("设置 / Settings", for: .normal)
            label.text = "Welcome, הנץ"
            label.text = "Sunset time"
            """
        #expect(lint(text, shipped: ["en", "he", "zh-Hans"]) == ["4:14", "5:14"])
        // Without Hebrew or Chinese shipped, the other script is no language of the app's users.
        #expect(lint(text, shipped: ["en", "fr"]) == ["1:15", "2:14", "3:17", "4:14", "5:14"])
    }

    /// GreekWordsA2, a Greek course for English and Russian speakers whose data (`verbs.json`) is Greek, titles its
    /// flashcards with the Greek tenses it teaches: no language of the app is written in Greek, so none translates
    /// them. Where the app's data is not Greek (Greek UI text left in a developer's language), in an app that ships
    /// Greek, or beside English words, the same text is reported.
    @Test func textInAScriptOfTheDataNoShippedLanguageUsesIsNotReported() {
        let text = """
            label.text = "Ενεστώτας"
            label.text = "Tense: Ενεστώτας"
            label.text = "Настоящее время"
            """
        #expect(lint(text, shipped: ["en", "ru"], dataScripts: ["greek"]) == ["2:14", "3:14"])
        #expect(lint(text, shipped: ["en", "ru"], dataScripts: []) == ["1:14", "2:14", "3:14"])
        // With Greek shipped, the Greek is the app's own text.
        #expect(lint(text, shipped: ["en", "el"], dataScripts: ["greek"]) == ["1:14", "2:14", "3:14"])
        // One language tells nothing of whom the app speaks to.
        #expect(lint(text, shipped: ["en"], dataScripts: ["greek"]) == ["1:14", "2:14", "3:14"])
    }

    /// The same Greek term set before its localized meaning is no sentence of the app's languages built from pieces.
    @Test func aTermInAScriptNoShippedLanguageUsesIsNoPieceOfASentence() {
        let text = """
            let present = Text("Ενεστώτας ").bold() + Text(String(localized: "tense.present"))
            let more = Text("Read more about the ") + Text(String(localized: "tense.past"))
            """
        func concatenations(shipped: Set<String>) -> [Int] {
            var options = LintOptions()
            options.shippedLanguages = shipped
            options.dataScripts = { ["greek"] }
            return SourceLinter(options: options).lint(path: "App/Tenses.swift", bytes: Array(text.utf8)).diagnostics
                .filter { $0.ruleID == "string-concatenation" }.map(\.location.line)
        }
        #expect(concatenations(shipped: ["en", "ru"]) == [2])
        #expect(concatenations(shipped: ["en", "el"]) == [1, 2])
    }

    @Test func bothPartsAreNeeded() {
        #expect(BilingualText.isBilingual("Mincha Ketana - מנחה קטנה", shipped: ["en", "he"]))
        #expect(BilingualText.isBilingual("ברכת הלבנה - Birchat Halevana", shipped: ["en", "he"]))
        #expect(!BilingualText.isBilingual("Tekufa - Season", shipped: ["en", "he"]))
        #expect(!BilingualText.isBilingual("וּלְכַפָּרַת פֶּשַׁע", shipped: ["en", "he"]))
        // A Latin part of two letters or fewer is no word ("OK" beside Russian is a button's).
        #expect(!BilingualText.isBilingual("OK - Хорошо", shipped: ["en", "ru"]))
        #expect(BilingualText.isBilingual("Save / Сохранить", shipped: ["en", "ru"]))
    }
}
