import Foundation
import L10nWorkflow
import Testing

/// loveworldworship's `showProgressDialog(text:)` hands its text to `NSLocalizedString` as the key: its name reads
/// as a message helper's, but a call of it looks "Loading..." up in the tables. A helper that shows one of its
/// texts as it is (`message`) still has that text reported.
@Suite struct KeyingHelperTests {
    func hardcoded(_ helper: String) throws -> [String] {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("""
            import UIKit
            class BaseVC: UIViewController {
                let hud = UILabel()
                \(helper)
            }
            final class ListVC: BaseVC {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    showProgressDialog(text: "Loading...", message: "Please wait for the list")
                    title = NSLocalizedString("list.title", comment: "")
                }
            }
            """, "App/ListVC.swift")
        _ = try folder.write("\"Loading...\" = \"Loading...\";\n\"list.title\" = \"List\";\n", "App/en.lproj/Localizable.strings")
        _ = try folder.write("\"Loading...\" = \"Laden...\";\n\"list.title\" = \"Liste\";\n", "App/de.lproj/Localizable.strings")
        return CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "hardcoded-string" }.map(\.message)
    }

    @Test func aHelperThatLooksUpEachTextItIsGivenLocalizesItsArguments() throws {
        let keyed = """
            func showProgressDialog(text: String, message: String) {
                    hud.text = NSLocalizedString(text, comment: text) + "\\n" + NSLocalizedString(message, comment: "")
                }
            """
        #expect(try hardcoded(keyed) == [])
        let half = """
            func showProgressDialog(text: String, message: String) {
                    hud.text = NSLocalizedString(text, comment: text) + "\\n" + message
                }
            """
        let found = try hardcoded(half)
        #expect(found.count == 1 && found[0].contains("'Please wait for the list'"), "\(found)")
    }
}
