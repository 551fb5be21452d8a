import Foundation
import L10nWorkflow
import Testing

/// ProProthese's watch complication keeps its own `Localizable.strings`, a copy of the app's, while only the
/// iPhone app's code names most of its keys: the complication's copy of such a key reaches no one, so its gaps are
/// no findings. A key the complication's code names keeps them, and so does the app's own table.
@Suite struct OtherTargetsKeyTests {
    @Test func anExtensionsCopyOfAKeyOnlyTheAppReadsAsksNoTranslation() throws {
        let folder = try CheckRunTests.Folder()
        let english = "\"reminder.title\" = \"Maintenance due\";\n\"widget.title\" = \"Next step\";\n"
        _ = try folder.write(english, "App/en.lproj/Localizable.strings")
        _ = try folder.write("\"reminder.title\" = \"Mantenimiento pendiente\";\n", "App/es.lproj/Localizable.strings")
        _ = try folder.write(english, "App/Complication/en.lproj/Localizable.strings")
        _ = try folder.write("/* to do */\n", "App/Complication/es.lproj/Localizable.strings")
        _ = try folder.write("""
            import UIKit
            final class RemindersViewController: UIViewController {
                override func viewDidLoad() {
                    title = NSLocalizedString("reminder.title", comment: "")
                    navigationItem.prompt = NSLocalizedString("widget.title", comment: "")
                }
            }
            """, "App/Sources/RemindersViewController.swift")
        _ = try folder.write("""
            import SwiftUI
            struct ComplicationView: View {
                var body: some View { Text("widget.title") }
            }
            """, "App/Complication/ComplicationView.swift")
        let missing = CheckRun.run(CheckRequest(paths: ["."], languages: ["en", "es"], currentDirectory: folder.path))
            .diagnostics.filter { $0.ruleID == "missing-translation" }
            .map { "\(($0.location.file as NSString).pathComponents.suffix(3).joined(separator: "/")) \($0.key ?? "")" }.sorted()
        #expect(missing == [
            "App/en.lproj/Localizable.strings widget.title",
            "Complication/en.lproj/Localizable.strings widget.title",
        ])
    }
}
