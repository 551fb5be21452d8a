import L10nDiagnostics
import L10nSourceParsing
import Testing

@testable import L10nSourceRules

/// open-rmbt labels its graph axes `"1s"`, `"8s"` and `"%0.0fs"` in an app shipping English, Czech and Slovak: each
/// of its languages writes the second's symbol `s`, so nobody reads it in a foreign way. Russian writes 'с' and
/// Turkish 'sn': there the hardcoded unit is reported. Other units keep their own evidence (`min`).
@Suite struct ShippedUnitSymbolTests {
    func lint(_ text: String, shipped: Set<String>, translated: Bool = true) -> [String] {
        var options = LintOptions()
        options.shippedLanguages = shipped
        options.unitPractice.hasTranslations = translated
        return SourceLinter(options: options).lint(path: "App/GraphView.swift", bytes: Array(text.utf8)).diagnostics
            .filter { $0.ruleID == "hardcoded-string" }.map { "\($0.location.line):\($0.location.column)" }
    }

    static let axes = """
        secondsLabel.text = "8s"
        durationLabel.text = String(format: "%0.0fs", duration)
        minutesLabel.text = "\\(minutes) min"
        """

    @Test func secondsEveryShippedLanguageWritesAsSAreKept() {
        #expect(lint(Self.axes, shipped: ["en", "cs", "sk"]) == ["3:21"])
        // Languages only configured, with no translation yet: nothing is shipped to read.
        #expect(lint(Self.axes, shipped: ["en", "cs", "sk"], translated: false) == ["1:21", "2:37", "3:21"])
    }

    @Test func aLanguageWritingSecondsOtherwiseKeepsTheFinding() {
        #expect(lint(Self.axes, shipped: ["en", "cs", "ru"]) == ["1:21", "2:37", "3:21"])
        #expect(lint(Self.axes, shipped: ["en", "tr"]) == ["1:21", "2:37", "3:21"])
    }
}
