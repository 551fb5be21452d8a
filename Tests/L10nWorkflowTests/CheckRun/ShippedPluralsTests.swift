import Foundation
import L10nWorkflow
import Testing

/// Omega's export range: `Text(count > 1 ? "months" : "month")`, both words in its Spanish, French and Italian
/// tables. Each of those languages says 1 in one form and 2 to 999 in another, as English does, so the word the code
/// picks reads right in every language the app ships; where one of them has more forms (Russian's 2 to 4), the
/// hand-made plural is wrong there and stays reported.
@Suite struct ShippedPluralsTests {
    func handMadePlurals(languages: [String], tableHoldsWords: Bool = true) throws -> [String] {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("""
            import SwiftUI
            struct ExportRange: View {
                @State var count = 1
                var body: some View {
                    VStack {
                        Text("export.title")
                        Text(count > 1 ? "months" : "month")
                    }
                }
            }
            """, "App/ExportRange.swift")
        for language in ["en"] + languages {
            let words = tableHoldsWords ? "\"month\" = \"month (\(language))\";\n\"months\" = \"months (\(language))\";\n" : ""
            _ = try folder.write("\"export.title\" = \"Export (\(language))\";\n" + words, "App/\(language).lproj/Localizable.strings")
        }
        return CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "hardcoded-string" && $0.message.contains("hand-made plural") }.map(\.message)
    }

    @Test func languagesThatCountAsEnglishDoesReadThePickedWordRight() throws {
        #expect(try handMadePlurals(languages: ["es", "fr", "it"]) == [])
    }

    @Test func aLanguageWithMoreFormsKeepsTheFinding() throws {
        #expect(try handMadePlurals(languages: ["es", "ru"]).count == 1)
        #expect(try handMadePlurals(languages: ["es", "ja"]).count == 1)
    }

    @Test func wordsNoTableHoldsKeepTheFinding() throws {
        #expect(try handMadePlurals(languages: ["es", "fr"], tableHoldsWords: false).count == 1)
    }
}
