import L10nDiagnostics
import Testing

@testable import L10nSourceRules

/// Persistent shows `"\(kilometres)km"`, `"\(ounces)oz"` and `"\(seconds)s"` in an app that ships English and
/// German: every language written in Latin script writes those symbols as English does. Russian writes `км`, and
/// German writes hours its own way (`Std.`): there the units are still reported.
@Suite struct InternationalUnitTests {
    func lint(_ text: String, shipped: Set<String>) -> [String] {
        var options = LintOptions()
        options.shippedLanguages = shipped
        return SourceLinter(options: options).lint(path: "App/HabitRow.swift", bytes: Array(text.utf8)).diagnostics
            .filter { $0.ruleID == "hardcoded-string" }.map { "\($0.location.line):\($0.location.column)" }
    }

    static let text = """
        struct HabitRow: View {
            let kilometres: Double
            let hours: Int
            var body: some View {
                VStack {
                    Text("\\(kilometres)km")
                    Text("\\(hours)h")
                }
            }
        }
        """

    @Test func aMeasureEveryShippedLatinLanguageWritesAlikeIsNotReported() {
        #expect(lint(Self.text, shipped: ["en", "de"]) == ["7:18"])
    }

    @Test func aLanguageOfAnotherScriptWritesItsOwnSymbols() {
        #expect(lint(Self.text, shipped: ["en", "de", "ru"]) == ["6:18", "7:18"])
    }
}
