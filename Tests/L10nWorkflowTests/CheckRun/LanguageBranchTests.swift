import Foundation
import L10nWorkflow
import Testing

/// Wafid's keyboard toolbar writes `Button(LanguageSelection == "ar" ? "إغلاق" : "Close")`, and Auction.iOS's
/// badges `if String(locale) == "ar" { … } else { … }`: the code picks each language's text itself, the team's own
/// way, so neither branch is reported as hardcoded. A ternary or `if` on something else keeps its findings.
@Suite struct LanguageBranchTests {
    func hardcoded(_ body: String) throws -> [String] {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("""
            import SwiftUI
            var LanguageSelection = UserDefaults.standard.string(forKey: "lang") ?? "en"
            struct KeyboardToolbar: View {
                @State var isCompact = false
                @State var isArabic = false
                let name = "ar"
                var body: some View {
                    VStack {
                        Text(NSLocalizedString("toolbar.title", comment: ""))
                        \(body)
                    }
                }
            }
            """, "App/KeyboardToolbar.swift")
        _ = try folder.write("\"toolbar.title\" = \"Tools\";\n", "App/en.lproj/Localizable.strings")
        _ = try folder.write("\"toolbar.title\" = \"أدوات\";\n", "App/ar.lproj/Localizable.strings")
        return CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "hardcoded-string" }.map(\.message)
    }

    @Test func aTernaryOnTheLanguagePicksEachLanguagesText() throws {
        #expect(try hardcoded(#"Button(LanguageSelection == "ar" ? "إغلاق" : "Close") { }"#) == [])
        #expect(try hardcoded(#"Text(Locale.current.language.languageCode?.identifier != "en" ? "Fermer" : "Close")"#) == [])
    }

    /// Commun's notifications: `switch Localize.currentLanguage() { case "ru": … default: … }`, each language's text in
    /// its case, through a nested `switch` of the event's type; a switch on something else keeps its findings.
    @Test func aSwitchOnTheLanguagePicksEachCasesText() throws {
        let cases = """
            switch LanguageSelection {
                        case "ru", "ru-RU":
                            switch isCompact {
                            case true: Text("Получено")
                            case false: Text("Вы стали лидером сообщества")
                            }
                        default:
                            Text("Received")
                        }
            """
        #expect(try hardcoded(cases) == [])
        let other = """
            switch name {
                        case "ar": Text("Arabic names")
                        default: Text("Other names")
                        }
            """
        #expect(try hardcoded(other).count == 2)
    }

    @Test func anIfOnTheLocaleAndItsElsePickEachLanguagesText() throws {
        let branches = """
            if let locale = Locale.current.languageCode, String(locale) == "ar" {
                            Text("إغلاق")
                        } else {
                            Text("Close")
                        }
            """
        #expect(try hardcoded(branches) == [])
    }

    /// The Rabbi Ovadiah Yosef calendar: `if Locale.isHebrewLocale() { titleLabel.text = "זמני יוסף" }`, the app's own
    /// test for one language, named for it.
    @Test func theAppsOwnTestForOneLanguagePicksItsText() throws {
        #expect(try hardcoded(#"if Locale.isHebrewLocale() { Text("זמני יוסף") }"#) == [])
        // dictus' keyboard tutorial: `isFrench`, set from the preferred language, names the language it tests.
        #expect(try hardcoded(#"Text(isArabic ? "لوحة المفاتيح" : "Keyboard layout")"#) == [])
        #expect(try hardcoded(#"Text(isCompact ? "Keyboard" : "Keyboard layout")"#).contains { $0.contains("Keyboard layout") })
        #expect(try hardcoded(#"if isArabicLanguage { Text("إغلاق") } else { Text("Close") }"#) == [])
        // A name that says a language but no locale or language setting decides nothing.
        let setting = try hardcoded(#"if UserDefaults.standard.bool(forKey: "showHebrew") { Text("Show the dates") }"#)
        #expect(setting.count == 1, "\(setting)")
    }

    @Test func aConditionThatComparesNoLanguageKeepsItsFindings() throws {
        let compact = try hardcoded(#"Button(isCompact ? "Close" : "Close window") { }"#)
        #expect(compact.count == 2, "\(compact)")
        // 'name' names no language, and "Arabic" is no language code.
        let named = try hardcoded(#"Text(name == "ar" ? "Arabic" : "Other")"#)
        #expect(named.count == 2, "\(named)")
        let word = try hardcoded(#"Text(LanguageSelection == "Arabic" ? "Close it" : "Close")"#)
        #expect(word.count == 2, "\(word)")
    }
}
