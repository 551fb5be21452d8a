import Foundation
import L10nWorkflow
import Testing

/// A key only commented-out code names is parked with that code where the team keeps it, in its source-language
/// table (Orbot's 'Install %@', kept by its extraction for a menu item taken out); a key only a translation still
/// holds is a leftover to delete (OctoPod's Czech 'Remove old OctoPod app from Apple Watch'), reported unused.
@Suite struct CommentedOutKeyTests {
    @Test func aParkedKeyIsKeptWhereTheSourceTableHoldsIt() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("""
            import UIKit
            final class RemindersViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = NSLocalizedString("Reminders", comment: "")
                    // messages.append(NSLocalizedString("Install %@", comment: ""))
                    // messages.append(NSLocalizedString("Remove old app from Apple Watch", comment: ""))
                }
            }
            """, "App/RemindersViewController.swift")
        _ = try folder.write(
            "\"Reminders\" = \"Reminders\";\n\"Install %@\" = \"Install %@\";\n\"Settings\" = \"Settings\";\n",
            "App/en.lproj/Localizable.strings")
        _ = try folder.write(
            "\"Reminders\" = \"Připomínky\";\n\"Install %@\" = \"Instalovat %@\";\n\"Settings\" = \"Nastavení\";\n\"Remove old app from Apple Watch\" = \"Odebrat starou aplikaci z Apple Watch\";\n",
            "App/cs.lproj/Localizable.strings")
        let unused = CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "unused-key" }.map(\.message).sorted()
        #expect(unused == [
            "key 'Remove old app from Apple Watch' is not used in any scanned Swift source",
            "key 'Settings' is not used in any scanned Swift source",
        ])
    }
}
