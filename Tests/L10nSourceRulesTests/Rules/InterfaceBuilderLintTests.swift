import L10nDiagnostics
import Testing

@testable import L10nSourceParsing
@testable import L10nSourceRules

/// `hardcoded-string` on the texts of Interface Builder documents that are not localized (NetNewsWire's iOS settings,
/// DuckDuckGo's debug screen, CotEditor's notes), as the document reader hands them over.
@Suite struct InterfaceBuilderLintTests {
    func text(
        _ value: String, className: String = "UILabel", property: String = "text", note: String? = nil,
        file: String = "iOS/Settings/Settings.storyboard", editable: Bool = false
    ) -> InterfaceBuilderText {
        InterfaceBuilderText(
            file: file, key: "Ahh-2z-d1b.\(property)", className: className, property: property, value: value,
            note: note, line: 118, column: 105, isEditableContent: editable)
    }

    @Test func reportsProseAtItsLineWithTheObjectAndProperty() {
        // One text: at its line, naming the object and property.
        let one = InterfaceBuilderLint.hardcoded(
            [text("Timeline", className: "UITableViewSection", property: "headerTitle")], severity: .error)
        #expect(one.map { "\($0.location): \($0.message)" } == [
            "iOS/Settings/Settings.storyboard:118:105: hardcoded user-facing string 'Timeline' in the header title of "
                + "'UITableViewSection' 'Ahh-2z-d1b'; 'Settings.storyboard' is not localized: localize it in Xcode "
                + "(Localize… in the File inspector)"
        ])
        #expect(one.first?.key == "Ahh-2z-d1b.headerTitle" && one.first?.text == "Timeline")
        // Several: one finding for the document (localizing it is one decision), at its first text.
        var later = text("Add Account")
        later.line = 130
        let findings = InterfaceBuilderLint.hardcoded(
            [later, text("Timeline", className: "UITableViewSection", property: "headerTitle"), text("Label")],
            severity: .error)
        #expect(findings.map { "\($0.location): \($0.message)" } == [
            "iOS/Settings/Settings.storyboard:118:105: 'Settings.storyboard' is not localized: its 2 user-facing texts "
                + "show as written in every language, e.g. 'Timeline', 'Add Account'; localize it in Xcode (Localize… in the File inspector)"
        ])
        #expect(findings.allSatisfy { $0.ruleID == "hardcoded-string" && $0.severity == .error })
        #expect(findings.first?.related.map(\.line) == [130])
        #expect(InterfaceBuilderLint.hardcoded([text("Add Account")], severity: nil).isEmpty)
    }

    @Test func leavesOutWhatNoOneLocalizes() {
        #expect(InterfaceBuilderLint.verdict(text("netnewswire.com")) == .notProse)
        #expect(InterfaceBuilderLint.verdict(text("••••••••")) == .notProse)
        #expect(InterfaceBuilderLint.verdict(text("Label")) == .libraryPlaceholder)
        #expect(InterfaceBuilderLint.verdict(text("Item 2", className: "NSMenuItem", property: "title")) == .libraryPlaceholder)
        #expect(InterfaceBuilderLint.verdict(text("Window", className: "NSWindow", property: "title")) == .libraryPlaceholder)
        // A menu titled "Window" is the Window menu.
        #expect(InterfaceBuilderLint.verdict(text("Window", className: "NSMenuItem", property: "title")) == .reported)
        #expect(InterfaceBuilderLint.verdict(text("Feed Name Field", editable: true)) == .editableContent)
        #expect(InterfaceBuilderLint.verdict(text("Refresh Config", file: "DuckDuckGo/Debug.storyboard")) == .developerDocument)
        for note in ["Do not localize", "#bc-ignore!", "DNL", "l10n:disable hardcoded-string - brand"] {
            #expect(InterfaceBuilderLint.verdict(text("Acme Cloud", note: note)) == .noteSaysNotToLocalize)
        }
        #expect(InterfaceBuilderLint.verdict(text("Acme Cloud", note: "The product's name")) == .reported)
    }

    /// YourGoals' calendar bar and section header show a date the code sets: the one in the XIB is an example.
    @Test func aSampleDateIsAStandIn() {
        #expect(InterfaceBuilderLint.verdict(text("44. Woche - Montag, 15. Juli 2019")) == .libraryPlaceholder)
        #expect(InterfaceBuilderLint.verdict(text("SATURDAY, JUNE 17")) == .libraryPlaceholder)
        #expect(InterfaceBuilderLint.verdict(text("Due 12.03.2021")) == .libraryPlaceholder)
        // No number, or no year: a screen's own text.
        #expect(InterfaceBuilderLint.verdict(text("Remind me every Monday")) == .reported)
        #expect(InterfaceBuilderLint.verdict(text("Version 1.2.3 is ready")) == .reported)
        #expect(InterfaceBuilderLint.verdict(text("Top 10 songs of the month")) == .reported)
    }

    @Test func namesPropertiesAsPeopleDo() {
        #expect(InterfaceBuilderLint.describe("ibShadowedToolTip") == "tool tip")
        #expect(InterfaceBuilderLint.describe("headerCell.title") == "title")
        #expect(InterfaceBuilderLint.describe("segmentTitles[1]") == "segment title")
        #expect(InterfaceBuilderLint.describe("ibExternalAccessibilityDescription") == "accessibility description")
        #expect(InterfaceBuilderLint.describe("normalTitle") == "normal title")
    }
}
