import L10nDiagnostics
import Testing

@testable import L10nWorkflow

/// When a project's hardcoded text is its practice: under a tenth of its text, with at least 100 strings localized.
@Suite struct HardcodedTextPracticeTests {
    func finding(_ rule: String, members: Int = 0, line: Int = 1) -> Diagnostic {
        var diagnostic = Diagnostic(
            location: SourceLocation(file: "App/V.swift", line: line, column: 5), severity: .error, ruleID: rule,
            message: "hardcoded user-facing string")
        diagnostic.related = (0..<members).map { SourceLocation(file: "App/V.swift", line: 100 + $0, column: 9) }
        return diagnostic
    }

    @Test func aFewHardcodedStringsInALocalizedProjectAreItsPractice() throws {
        let diagnostics = [
            finding("hardcoded-string", line: 3), finding("hardcoded-string", members: 7, line: 9),
            finding("string-concatenation", line: 12), finding("missing-translation", line: 20),
        ]
        // 8 strings (a unit of 7 and one more) against 100 localized: 7.4 % of the project's text.
        let practice = try #require(HardcodedTextPractice(diagnostics: diagnostics, catalogKeys: 100))
        #expect(practice.hardcoded == 8)
        #expect(practice.localized == 100)
        #expect(practice.percent == 8)
        // The concatenation is recorded too; the catalog's finding is not.
        #expect(practice.findings.map(\.ruleID) == ["hardcoded-string", "hardcoded-string", "string-concatenation"])
    }

    @Test func moreHardcodedTextOrFewerLocalizedStringsIsNoPractice() {
        // 12 strings against 100 localized: 10.7 %, past the tenth.
        #expect(HardcodedTextPractice(diagnostics: [finding("hardcoded-string", members: 12)], catalogKeys: 100) == nil)
        // A project localizing 99 strings says too little, however few it hardcodes.
        #expect(HardcodedTextPractice(diagnostics: [finding("hardcoded-string")], catalogKeys: 99) == nil)
        // Nothing hardcoded: nothing to record.
        #expect(HardcodedTextPractice(diagnostics: [finding("missing-translation")], catalogKeys: 500) == nil)
    }

    /// Planet: the 36 strings of its second app `Croptop`, which ships no table, left the check's findings
    /// (``UnlocalizedApps``) but are the project's hardcoded text all the same: they keep the share past the tenth.
    @Test func anUnlocalizedAppsStringsCountTowardTheShare() throws {
        let diagnostics = [finding("hardcoded-string", members: 8)]
        // 8 strings against 100 localized: 7.4 %, a practice; with 4 strings of an app without tables, 10.7 %.
        #expect(try #require(HardcodedTextPractice(diagnostics: diagnostics, catalogKeys: 100)).hardcoded == 8)
        #expect(HardcodedTextPractice(diagnostics: diagnostics, catalogKeys: 100, unlocalizedAppStrings: 4) == nil)
    }
}
