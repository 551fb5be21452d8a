import L10nDiagnostics
import Testing

@testable import L10nWorkflow

/// Imagine's `NSLocalizedString("welcome to imagine", …)`: the table gives the key a paragraph of its own, so the key
/// is an identifier with spaces, not the English text keying itself.
@Suite struct IdentifierKeysTests {
    func finding(_ key: String, in file: String = "Imagine/SignUpFrame.swift") -> Diagnostic {
        var diagnostic = Diagnostic(
            location: SourceLocation(file: file, line: 66, column: 38), severity: .warning, ruleID: "key-convention",
            message: "'\(key)' is localized but keyed by its English text")
        diagnostic.key = key
        return diagnostic
    }

    @Test func aKeyTheTableGivesAnotherTextIsNoProseKey() {
        let texts = [
            "welcome to imagine": "Welcome to Imagine. We have two underlying principles: a respectful vibe and respect.",
            "Remove item": "Remove item",
            "cancel": "Cancel",
            // AfritiaBuyer's star keys: the words run together in the key, as its `addtocart` is.
            "3Star": "3 Star",
            "Done!": "Done",
        ]
        let diagnostics = [
            finding("welcome to imagine"), finding("Remove item"), finding("cancel"), finding("Not in a table"),
            finding("3Star"), finding("Done!"),
            // The catalog side judges its own keys: kept whatever their text.
            finding("welcome to imagine", in: "Imagine/en.lproj/Localizable.strings"),
        ]
        let kept = IdentifierKeys.filtered(diagnostics) { texts[$0] }
        #expect(kept.map { "\($0.location.file) \($0.key ?? "")" } == [
            "Imagine/SignUpFrame.swift Remove item", "Imagine/SignUpFrame.swift cancel",
            "Imagine/SignUpFrame.swift Not in a table", "Imagine/SignUpFrame.swift Done!",
            "Imagine/en.lproj/Localizable.strings welcome to imagine",
        ])
    }
}
