import L10nCatalogChecks
import L10nDiagnostics
import Testing

/// A key three or more languages lack is one finding naming them (OctoPod's Intents key in twelve languages); a
/// key one or two lack keeps a finding per language; other findings stay as they are.
@Suite struct UntranslatedKeyGroupsTests {
    func missing(_ key: String, _ language: String, line: Int) -> Diagnostic {
        Diagnostic(
            location: SourceLocation(file: "App/en.lproj/Localizable.strings", line: line, column: 1), severity: .error,
            ruleID: "missing-translation", message: "missing '\(language)' translation for '\(key)'", key: key,
            language: language)
    }

    @Test func aKeyManyLanguagesLackIsOneFinding() {
        let copy = Diagnostic(
            location: SourceLocation(file: "App/de.lproj/Localizable.strings", line: 3, column: 10), severity: .warning,
            ruleID: "untranslated-copy", message: "copy", key: "done", language: "de")
        let findings = [
            missing("scan.button", "it", line: 12), missing("scan.button", "bg", line: 12), copy,
            missing("scan.button", "de", line: 12), missing("scan.button", "fr", line: 12),
            missing("group.call", "ru", line: 20), missing("group.call", "uk", line: 20),
        ]
        let grouped = UntranslatedKeyGroups.grouped(findings)
        #expect(grouped.map(\.message) == [
            "'bg', 'de', 'fr' and 1 more have no translation for 'scan.button'; their users read it in the source language",
            "copy",
            "missing 'ru' translation for 'group.call'", "missing 'uk' translation for 'group.call'",
        ])
        #expect(grouped[0].location.line == 12 && grouped[0].language == nil && grouped[0].key == "scan.button")
        #expect(grouped[0].text == "untranslated in bg, de, fr, it")
    }
}
