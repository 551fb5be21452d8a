import Foundation
import L10nWorkflow
import Testing

/// A file named for a debug screen or setting holds developers' text (Provenance's `SpotlightDebugView`,
/// Home Assistant's `CarPlayAssistDebugSettings`): no `hardcoded-string`; the same text elsewhere is one.
@Suite struct DebugFileTests {
    static let view = """
        import UIKit
        final class SpotlightController: UIViewController {
            let domainLabel = UILabel()
            override func viewDidLoad() {
                super.viewDidLoad()
                domainLabel.text = "Domain unknown"
            }
        }
        """

    /// Duffy's debug log: its dates are the team's too (`locale-format`), while the same format elsewhere is reported.
    @Test func aDebugFilesDatesAreNotReported() throws {
        let folder = try CheckRunTests.Folder()
        let log = """
            import UIKit
            final class LogController: UITableViewController {
                let dateFormatter = DateFormatter()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    dateFormatter.dateFormat = "MM/dd/yy hh:mm:ss a"
                    title = "\\(dateFormatter.string(from: Date()))"
                }
            }
            """
        _ = try folder.write(log, "Duffy/DebugLogTableViewController.swift")
        _ = try folder.write(log.replacingOccurrences(of: "LogController", with: "HistoryController"), "Duffy/HistoryTableViewController.swift")
        let found = CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "locale-format" }.map { ($0.location.file as NSString).lastPathComponent }
        #expect(found == ["HistoryTableViewController.swift"])
    }

    @Test func aDebugFilesTextIsNotReported() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write(Self.view, "App/Settings/SpotlightDebugView.swift")
        _ = try folder.write(Self.view.replacingOccurrences(of: "SpotlightController", with: "SearchController"), "App/Search/SearchView.swift")
        let found = CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "hardcoded-string" }.map { ($0.location.file as NSString).lastPathComponent }
        #expect(found == ["SearchView.swift"])
    }

    /// A folder named for developers' screens (Session's `Settings/DeveloperSettings/`, Muun's
    /// `DebugExecutablesGroup/UserAccountManagement/`) holds them too; a folder further up counts only when it is
    /// named for developers' screens (Corona-Warn-App's `Source/Developer Menu/Features/DMBoosterRules/`); TPASS's
    /// `Views/DevViews/` is one.
    @Test func aDebugFoldersTextIsNotReported() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write(Self.view, "App/Settings/DeveloperSettings/FileServerViewModel.swift")
        _ = try folder.write(
            Self.view.replacingOccurrences(of: "SpotlightController", with: "AccountController"),
            "App/DebugExecutablesGroup/Accounts/CreateAccountExecutable.swift")
        _ = try folder.write(
            Self.view.replacingOccurrences(of: "SpotlightController", with: "BoosterController"),
            "Source/Developer Menu/Features/DMBoosterRules/DMBoosterChoosePersonViewModel.swift")
        // TPASS's `Views/DevViews/`: the developer dashboard's screens.
        _ = try folder.write(
            Self.view.replacingOccurrences(of: "SpotlightController", with: "IssueReportsController"),
            "App/Views/DevViews/DeveloperIssueReportsView.swift")
        _ = try folder.write(
            Self.view.replacingOccurrences(of: "SpotlightController", with: "SearchController"),
            "DebugTools/App/Screens/Search/SearchView.swift")
        let found = CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "hardcoded-string" }.map { ($0.location.file as NSString).lastPathComponent }
        #expect(found == ["SearchView.swift"])
    }
}
