import Foundation
import L10nWorkflow
import Testing

/// allkdic's about window credits a person and a note on them, `gettext("설진석") + gettext("thanks_to_chicken")`,
/// whose English is '\n(Bought me chicken 🍗)' and Korean ' (치킨사줌)': each translator writes the separator
/// before the note, and a name then its note orders no words. A localized word glued after a name with a plain
/// space of its own (' boosted') still orders words.
@Suite struct NoteAfterTextTests {
    @Test func aNoteTheTablesSetOffIsNoSentenceBuiltFromPieces() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("""
            "credit_name" = "Jamie";
            "thanks_note" = "\\n(Bought me chicken 🍗)";
            "edited_note" = " (edited)";
            "boosted" = " boosted your post";

            """, "App/en.lproj/Localizable.strings")
        _ = try folder.write("""
            "credit_name" = "설진석";
            "thanks_note" = " (치킨사줌)";
            "edited_note" = " (수정됨)";
            "boosted" = " 님이 부스트했습니다";

            """, "App/ko.lproj/Localizable.strings")
        _ = try folder.write("""
            import AppKit
            func gettext(_ key: String) -> String { NSLocalizedString(key, comment: "") }
            final class AboutController: NSViewController {
                func load(name: String) {
                    creditField.stringValue = gettext("credit_name") + gettext("thanks_note")
                    titleField.stringValue = name + gettext("edited_note")
                    statusField.stringValue = name + gettext("boosted")
                }
            }
            """, "App/AboutController.swift")
        let lines = CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "string-concatenation" }.map(\.location.line)
        #expect(lines == [7])
    }
}
