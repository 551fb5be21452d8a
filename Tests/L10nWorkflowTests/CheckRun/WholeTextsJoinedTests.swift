import Foundation
import L10nWorkflow
import Testing

/// virusafe's terms and conditions are two localized halves of one HTML document, `"tnc_part_one".localized() +
/// "tnc_part_two".localized()`: each is translated whole, no word's order is fixed. Two fragments of a sentence
/// joined (`"hello".localized() + " " + "world".localized()`) still are.
@Suite struct WholeTextsJoinedTests {
    @Test func wholeLocalizedTextsJoinedAreNoSentenceBuiltFromPieces() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("""
            "tnc_part_one" = "<p>The first part of the terms and conditions of this app.</p>";
            "tnc_part_two" = "<p>The second part.</p>";
            "greeting_hello" = "Hello";
            "greeting_world" = "world";

            """, "App/en.lproj/Localizable.strings")
        _ = try folder.write("""
            import UIKit
            extension String { func localized() -> String { NSLocalizedString(self, comment: "") } }
            final class TermsViewController: UIViewController {
                func load() {
                    textView.text = "tnc_part_one".localized() + "tnc_part_two".localized()
                    titleLabel.text = "greeting_hello".localized() + " " + "greeting_world".localized()
                }
            }
            """, "App/TermsViewController.swift")
        let lines = CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "string-concatenation" }.map(\.location.line)
        #expect(lines == [6])
    }
}
