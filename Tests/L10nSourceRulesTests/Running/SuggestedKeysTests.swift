import L10nDiagnostics
import Testing

@testable import L10nSourceRules

/// Two different texts never leave a run with the same suggested key; the same text keeps one key.
@Suite struct SuggestedKeysTests {
    static func finding(_ text: String, _ key: String, _ alternatives: [String]) -> Diagnostic {
        var diagnostic = Diagnostic(
            location: SourceLocation(file: "A.swift", line: 1, column: 1), severity: .error, ruleID: "hardcoded-string",
            message: "hardcoded user-facing string '\(text)' in 'Text'; use String(localized: \"\(key)\")")
        diagnostic.suggestedKey = SuggestedKey(key: key, text: text, alternatives: alternatives)
        return diagnostic
    }

    @Test func differentTextsGetDifferentKeysAndMessagesSaySo() {
        let cases: [(text: String, key: String, alternatives: [String], expected: String)] = [
            ("Invalid channel URL", "channel.label.invalid_channel_url", [], "channel.label.invalid_channel_url"),
            ("Invalid channel URL", "channel.label.invalid_channel_url", [], "channel.label.invalid_channel_url"),
            ("Invalid channel URL.", "channel.label.invalid_channel_url", [], "channel.label.invalid_channel_url_2"),
            ("Boring Notch can show all your upcoming events", "onboarding.label.boring_notch_can_show",
             ["onboarding.label.boring_notch_can_show_all"], "onboarding.label.boring_notch_can_show"),
            ("Boring Notch can show your scheduled reminders", "onboarding.label.boring_notch_can_show",
             ["onboarding.label.boring_notch_can_show_your"], "onboarding.label.boring_notch_can_show_your"),
            ("\\(count) sources", "home.label.sources \\(count)", [], "home.label.sources \\(count)"),
            ("\\(total) sources", "home.label.sources \\(count)", [], "home.label.sources_2 \\(count)"),
            ("Frame", "mpv.debug.overlay.frame", [], "mpv.debug.overlay.frame"),
            ("Frame #", "mpv.debug.overlay.frame", [], "mpv.debug.overlay.frame_2"),
            ("Frame ##", "mpv.debug.overlay.frame", [], "mpv.debug.overlay.frame_3"),
        ]
        var diagnostics = cases.map { Self.finding($0.text, $0.key, $0.alternatives) }
        var keys = SuggestedKeys()
        keys.makeUnique(&diagnostics)
        cases: for (index, expected) in cases.enumerated() {
            #expect(diagnostics[index].suggestedKey?.key == expected.expected, "\(expected.text)")
            #expect(diagnostics[index].message.hasSuffix("use String(localized: \"\(expected.expected)\")"), "\(expected.text)")
        }
    }

    /// A key a catalog holds for another text is taken; one it holds for the same text is the fix and stays.
    @Test func keysCatalogsHoldForOtherTextsAreNotSuggested() {
        let catalog = [
            "home.label.sources": "News sources",
            "home.label.invalid_url": "Invalid URL",
            "home.label.items %lld": "%lld items in your basket",
            "home.label.share": "home.label.share",  // no English value: the key is its text
            "home.label.saved %@": "Saved %@",
        ]
        let cases: [(text: String, key: String, alternatives: [String], expected: String)] = [
            ("Sources", "home.label.sources", [], "home.label.sources_2"),
            ("Invalid URL", "home.label.invalid_url", [], "home.label.invalid_url"),
            ("\\(count) items", "home.label.items \\(count)", [], "home.label.items_2 \\(count)"),
            ("Share", "home.label.share", ["home.label.share_now"], "home.label.share_now"),
            ("Saved \\(name)", "home.label.saved \\(name)", [], "home.label.saved \\(name)"),
            ("Other sources", "home.label.other", [], "home.label.other"),
        ]
        var diagnostics = cases.map { Self.finding($0.text, $0.key, $0.alternatives) }
        var keys = SuggestedKeys(catalogTexts: catalog)
        keys.makeUnique(&diagnostics)
        for (index, expected) in cases.enumerated() {
            #expect(diagnostics[index].suggestedKey?.key == expected.expected, "\(expected.text)")
            #expect(diagnostics[index].message.hasSuffix("use String(localized: \"\(expected.expected)\")"), "\(expected.text)")
        }
    }

    @Test func placeholdersCompareAsOne() {
        let cases: [(String, String)] = [
            ("home.label.sources \\(count)", "home.label.sources %@"),
            ("home.label.sources %lld", "home.label.sources %@"),
            ("\\(a) of \\(f(b)) done", "%@ of %@ done"),
            ("%1$@ of %2$lld", "%@ of %@"),
            ("no placeholder", "no placeholder"),
            ("unclosed \\(count", "unclosed %@"),
        ]
        for (text, expected) in cases {
            #expect(SuggestedKeys.comparable(text) == expected, "\(text)")
        }
    }
}
