import Foundation
import L10nDiagnostics
import L10nWorkflow
import Testing

/// ExpenseHunter's shape: `ViewController/Core/Add/AddMemoViewController.swift` left behind when the file moved to
/// `ViewController/Add`, whose copy localizes. Swift refuses two files of one name in a module: the old copy is not
/// built, and its text is no finding. Files of one name in two targets, or two copies that both localize, keep theirs.
@Suite struct LeftoverCopiesTests {
    static let plist = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict></dict></plist>\n"

    func hardcodedFiles(_ files: [String: String]) throws -> [String] {
        let folder = try CheckRunTests.Folder()
        for (path, text) in files { _ = try folder.write(text, path) }
        let outcome = CheckRun.run(CheckRequest(paths: [folder.path], languages: ["en", "ko"], currentDirectory: folder.path))
        return outcome.diagnostics.filter { $0.ruleID == "hardcoded-string" }
            .map { $0.location.file.replacingOccurrences(of: folder.path + "/", with: "") }
    }

    static let table = "\"done\" = \"Done\";\n\"memo.title\" = \"Memo\";\n"

    @Test func theCopyThatLocalizesNothingBesideItsLocalizingTwinIsLeftBehind() throws {
        let files = try hardcodedFiles([
            "App/Info.plist": Self.plist,
            "App/en.lproj/Localizable.strings": Self.table,
            "App/ko.lproj/Localizable.strings": Self.table,
            "App/ViewController/Add/AddMemoViewController.swift": """
                final class AddMemoViewController: UIViewController {
                    override func viewDidLoad() {
                        title = NSLocalizedString("memo.title", comment: "")
                        doneButton.setTitle(NSLocalizedString("done", comment: ""), for: .normal)
                    }
                }
                """,
            "App/ViewController/Core/Add/AddMemoViewController.swift": """
                final class AddMemoViewController: UIViewController {
                    override func viewDidLoad() {
                        doneButton.setTitle("Finish the memo", for: .normal)
                    }
                }
                """,
            "Widget/Info.plist": Self.plist,
            "Widget/AddMemoViewController.swift": """
                final class AddMemoViewController: UIViewController {
                    override func viewDidLoad() {
                        doneButton.setTitle("Finish the widget memo", for: .normal)
                    }
                }
                """,
        ])
        // The widget's file of the same name is another target's: a module of its own.
        #expect(files == ["Widget/AddMemoViewController.swift"])
    }
}
