import Foundation
import L10nWorkflow
import Testing

/// A key only commented-out code names is parked with that code where the team keeps it, in its source-language
/// table (Orbot's 'Install %@', kept by its extraction for a menu item taken out); a key only a translation still
/// holds is a leftover to delete (OctoPod's Czech 'Remove old OctoPod app from Apple Watch'), reported unused.
@Suite struct CommentedOutKeyTests {
    /// The `unused-key` messages of a project of one view controller, `body` inside its `viewDidLoad()`, and `tables`
    /// (path → content), sorted.
    func unusedKeys(_ type: String, _ body: String, tables: [String: String]) throws -> [String] {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("""
            import UIKit
            final class \(type): UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
            \(body)
                }
            }
            """, "App/\(type).swift")
        for (path, content) in tables { _ = try folder.write(content, path) }
        return CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "unused-key" }.map(\.message).sorted()
    }

    @Test func aParkedKeyIsKeptWhereTheSourceTableHoldsIt() throws {
        let unused = try unusedKeys("RemindersViewController", """
                    title = NSLocalizedString("Reminders", comment: "")
                    // messages.append(NSLocalizedString("Install %@", comment: ""))
                    // messages.append(NSLocalizedString("Remove old app from Apple Watch", comment: ""))
            """, tables: [
                "App/en.lproj/Localizable.strings":
                    "\"Reminders\" = \"Reminders\";\n\"Install %@\" = \"Install %@\";\n\"Settings\" = \"Settings\";\n",
                "App/cs.lproj/Localizable.strings":
                    "\"Reminders\" = \"Připomínky\";\n\"Install %@\" = \"Instalovat %@\";\n\"Settings\" = \"Nastavení\";\n\"Remove old app from Apple Watch\" = \"Odebrat starou aplikaci z Apple Watch\";\n",
            ])
        #expect(unused == [
            "key 'Remove old app from Apple Watch' is not used in any scanned Swift source",
            "key 'Settings' is not used in any scanned Swift source",
        ])
    }

    /// NIU's parked mail feature hands its keys to its own type, no lookup call in sight: a key no sentence is
    /// (`Mail_Timeout`) given to any call in a comment is parked there. A sentence (`Mail timed out`) or a key
    /// named in prose (`see "Mail_Retry" below`) is not.
    @Test func anIdentifierKeyHandedToAnyCallInACommentIsParked() throws {
        let unused = try unusedKeys("MailViewController", """
                    title = NSLocalizedString("Mail", comment: "")
                    // features.append(HuhFeature(title: "Mail", subtitle: "Mail_Timeout"))
                    // banner.show(message: "Mail timed out")
                    // The retry text, see "Mail_Retry" in the table, is gone.
            """, tables: [
                "App/en.lproj/Localizable.strings":
                    "\"Mail\" = \"Mail\";\n\"Mail_Timeout\" = \"The server did not answer.\";\n\"Mail timed out\" = \"Mail timed out\";\n\"Mail_Retry\" = \"Try again\";\n",
            ])
        #expect(unused == [
            "key 'Mail timed out' is not used in any scanned Swift source",
            "key 'Mail_Retry' is not used in any scanned Swift source",
        ])
    }

    /// A parked key's translations reach nobody while its code is commented out: no translation finding (COVIDSafe's
    /// Punjabi name of a commented-out country, with a doubled space), while a key code in use reads keeps its own.
    @Test func aParkedKeyAsksNoTranslation() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("""
            import UIKit
            final class CountriesViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = NSLocalizedString("countries.title", comment: "")
                    // countries.append(NSLocalizedString("country.ps", comment: ""))
                }
            }
            """, "App/CountriesViewController.swift")
        _ = try folder.write("\"countries.title\" = \"Countries\";\n\"country.ps\" = \"Palestinian Territories\";\n",
            "App/en.lproj/Localizable.strings")
        _ = try folder.write("/* none yet */\n", "App/de.lproj/Localizable.strings")
        let found = CheckRun.run(CheckRequest(paths: ["."], languages: ["en", "de"], currentDirectory: folder.path)).diagnostics
        #expect(found.filter { $0.ruleID == "missing-translation" }.compactMap(\.key) == ["countries.title"])
        #expect(found.filter { $0.ruleID == "unused-key" }.isEmpty)
    }
}
