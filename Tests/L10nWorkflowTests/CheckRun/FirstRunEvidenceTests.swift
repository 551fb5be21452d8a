import Foundation
import L10nCatalogChecks
import L10nWorkflow
import Testing

/// What the apps' own files say on a first run (issue 40): an agent app's main menu, the project's name, and the
/// English keys of `.strings` tables shown through the app's own declaration. Checked end to end on small apps
/// written to a temporary folder.
@Suite struct FirstRunEvidenceTests {
    static let agentPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>LSUIElement</key>
            <true/>
        </dict>
        </plist>
        """

    static let mainMenu = """
        import Cocoa
        enum MainMenu {
            static func create() {
                let menu = NSMenu(title: "Main Menu")
                menu.addItem(NSMenuItem(title: "Check Spelling While Typing", action: nil, keyEquivalent: ";"))
                NSApp.mainMenu = menu
            }
        }
        """

    static let statusMenu = """
        import Cocoa
        enum StatusMenu {
            static func items() -> [NSMenuItem] {
                [NSMenuItem(title: "Quit Helper", action: nil, keyEquivalent: "q")]
            }
        }
        """

    func hardcoded(_ folder: CheckRunTests.Folder) -> [String] {
        CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "hardcoded-string" }
            .map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.line)" }
    }

    @Test func anAgentAppsMainMenuIsNotReportedButItsOtherMenusAre() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write(Self.agentPlist, "Agent/Info.plist")
        _ = try folder.write(Self.mainMenu, "Agent/MainMenu.swift")
        _ = try folder.write(Self.statusMenu, "Agent/StatusMenu.swift")
        #expect(hardcoded(folder) == ["StatusMenu.swift:4"])
    }

    static func appDelegate(_ policies: [String]) -> String {
        """
        import Cocoa
        final class AppDelegate: NSObject, NSApplicationDelegate {
            func applicationDidFinishLaunching(_ notification: Notification) {
                \(policies.map { "NSApp.setActivationPolicy(\($0))" }.joined(separator: "\n        "))
                MainMenu.create()
            }
        }
        """
    }

    /// No Info.plist says LSUIElement, but the code makes the app an agent app: its main menu never shows.
    @Test func aMainMenuOfAnAppThatSetsTheAccessoryPolicyIsNotReported() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write(Self.appDelegate([".accessory"]), "Agent/AppDelegate.swift")
        _ = try folder.write(Self.mainMenu, "Agent/MainMenu.swift")
        _ = try folder.write(Self.statusMenu, "Agent/StatusMenu.swift")
        #expect(hardcoded(folder) == ["StatusMenu.swift:4"])
    }

    /// An app that switches to `.regular` (a Dock icon while a window is open) shows its main menu then.
    @Test func aMainMenuOfAnAppThatAlsoSetsTheRegularPolicyIsReported() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write(Self.appDelegate([".accessory", "NSApplication.ActivationPolicy.regular"]), "App/AppDelegate.swift")
        _ = try folder.write(Self.mainMenu, "App/MainMenu.swift")
        #expect(hardcoded(folder) == ["MainMenu.swift:4", "MainMenu.swift:5"])
    }

    @Test func aRegularAppsMainMenuIsReported() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write(Self.mainMenu, "App/MainMenu.swift")
        #expect(hardcoded(folder) == ["MainMenu.swift:4", "MainMenu.swift:5"])
    }

    @Test func theXcodeProjectsNameIsTheProductsName() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("// project", "Bark.xcodeproj/project.pbxproj")
        _ = try folder.write("""
            import UIKit
            final class SectionViewController: UIViewController {
                override func viewDidLoad() {
                    title = "Bark"
                    navigationItem.prompt = "Archive"
                }
            }
            """, "Bark/SectionViewController.swift")
        #expect(hardcoded(folder) == ["SectionViewController.swift:5"])
    }

    @Test func aTableKeyShownThroughTheAppsDeclarationIsLocalizedWithEnglishKeys() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("\"Silent\" = \"Silent\";\n\"Once per day\" = \"Once per day\";\n", "App/en.lproj/Localizable.strings")
        _ = try folder.write("\"Silent\" = \"Silencioso\";\n\"Once per day\" = \"Una vez al día\";\n", "App/es.lproj/Localizable.strings")
        _ = try folder.write("""
            import Cocoa
            struct KeyValue { let key: String; let value: String }
            let intervals = [KeyValue(key: "Silent", value: "silent"), KeyValue(key: "Once per day", value: "day")]
            func show(_ item: KeyValue, in field: NSTextField) { field.stringValue = item.key }
            """, "App/Intervals.swift")
        let defaults = CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "hardcoded-string" }
        #expect(defaults.count == 2)
        #expect(defaults.allSatisfy { $0.message.contains(FirstRunHint.tableKey) }, "\(defaults.map(\.message))")
        let configuration = L10nConfiguration(englishKeys: true, file: folder.path + "/.l10n.json", baseDirectory: folder.path)
        let outcome = CheckRun.run(CheckRequest(paths: ["."], configuration: configuration, currentDirectory: folder.path))
        #expect(outcome.diagnostics.filter { $0.ruleID == "hardcoded-string" }.isEmpty)
    }
}
