import Foundation
@testable import L10nWorkflow
import Testing

/// The app's display name (`CFBundleDisplayName` of the app's `Info.plist`: Muun's `falcon` project shows "Muun") is
/// its brand: a title that shows it is no `hardcoded-string`. An extension's display name ("Share") is a common
/// word and stays a finding where it is shown.
@Suite struct AppDisplayNameTests {
    static func plist(_ entries: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(entries)
        </dict>
        </plist>
        """
    }

    @Test func theAppsDisplayNameIsNotReportedAnExtensionsIs() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write(Self.plist("<key>CFBundleDisplayName</key><string>Muun</string>"), "app/falcon/Info.plist")
        _ = try folder.write(
            Self.plist("<key>CFBundleDisplayName</key><string>Share</string><key>NSExtension</key><dict></dict>"),
            "app/ShareExtension/Info.plist")
        _ = try folder.write("""
            import UIKit
            final class HomeViewController: UIViewController {
                let shareButton = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.title = "Muun"
                    shareButton.setTitle("Share", for: .normal)
                    let label = UILabel()
                    label.text = NSLocalizedString("home.balance", comment: "")
                }
            }
            """, "app/falcon/HomeViewController.swift")
        let found = CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "hardcoded-string" }.map(\.message)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("hardcoded user-facing string 'Share'") == true)
    }

    /// Without a display name, the bundle name is the name the app shows (VPNOn's `CFBundleName` 'VPN On', its
    /// navigation title); a bundle name that is a build setting names nothing.
    @Test func theBundleNameCountsWhereTheDisplayNameIsMissing() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write(Self.plist("<key>CFBundleName</key><string>VPN On</string>"), "VPNOn/Info.plist")
        _ = try folder.write(Self.plist("<key>CFBundleName</key><string>$(PRODUCT_NAME)</string>"), "VPNOnKit/Info.plist")
        _ = try folder.write("""
            import UIKit
            final class ListViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.title = "VPN On"
                    navigationItem.prompt = "Add a configuration"
                }
            }
            """, "VPNOn/ListViewController.swift")
        let found = CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "hardcoded-string" }.map(\.message)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("hardcoded user-facing string 'Add a configuration'") == true)
    }

    /// An app a script bundles from a Swift package has no `Info.plist` in the repository: its executable's name is
    /// its name (getup's `.executableTarget(name: "getup")`, shown as 'Getup'). A generic executable ('Demo') names
    /// no brand.
    @Test func aPackageAppsExecutableNameIsItsName() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("""
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(
                name: "getup",
                targets: [
                    .executableTarget(name: "getup", path: "Sources/getup"),
                    .executableTarget(
                        name: "Demo", path: "Sources/Demo"),
                ]
            )
            """, "Package.swift")
        _ = try folder.write("""
            import AppKit
            final class SettingsWindowController: NSWindowController {
                func show() {
                    let window = NSWindow()
                    window.title = "Getup"
                    let other = NSWindow()
                    other.title = "Demo"
                    _ = NSLocalizedString("settings.title", comment: "")
                }
            }
            """, "Sources/getup/SettingsWindowController.swift")
        let found = CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "hardcoded-string" }.map(\.message)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("hardcoded user-facing string 'Demo'") == true)
    }

    @Test func executableNamesOfAManifest() {
        let manifest = """
            products: [.executable(name: "Mint", targets: ["Mint"])],
            targets: [.executableTarget(name: "MintCLI"), .executableTarget(name: "CLI"), .target(name: "MintKit")]
            """
        #expect(AppBundles.executableNames(inManifest: manifest) == ["Mint", "MintCLI"])
    }

    /// TodayIsYou's `InfoPlist.strings` still holds a speech recognition usage description its `Info.plist` no longer
    /// declares: the system never asks for that permission, so no language misses its text. The camera's, declared,
    /// is checked as any entry.
    @Test func anUndeclaredUsageDescriptionNeedsNoTranslation() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write(
            Self.plist("<key>NSCameraUsageDescription</key><string>$(PRODUCT_NAME) scans codes</string>"), "App/Info.plist")
        _ = try folder.write("""
            "NSCameraUsageDescription" = "The camera scans QR codes.";
            "NSSpeechRecognitionUsageDescription" = "Speech recognition turns your voice into text.";

            """, "App/en.lproj/InfoPlist.strings")
        _ = try folder.write("\"home.title\" = \"Home\";\n", "App/en.lproj/Localizable.strings")
        _ = try folder.write("\"home.title\" = \"Start\";\n", "App/de.lproj/Localizable.strings")
        _ = try folder.write("/* no translations yet */\n", "App/de.lproj/InfoPlist.strings")
        _ = try folder.write("""
            import UIKit
            final class HomeViewController: UIViewController {
                override func viewDidLoad() { title = NSLocalizedString("home.title", comment: "") }
            }
            """, "App/HomeViewController.swift")
        let found = CheckRun.run(CheckRequest(paths: ["."], languages: ["en", "de"], currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "missing-translation" }
        #expect(found.compactMap(\.key) == ["NSCameraUsageDescription"])
    }

    @Test func usageDescriptionsABuildSettingDeclares() {
        let project = "INFOPLIST_FILE = \"App/Supporting Files/Info.plist\";\n"
            + "INFOPLIST_KEY_NSMicrophoneUsageDescription = \"Record notes\";\nINFOPLIST_KEY_CFBundleDisplayName = Notes;\n"
        #expect(AppBundles.declaredUsageDescriptions(inProject: project) == ["NSMicrophoneUsageDescription"])
        #expect(AppBundles.infoPlistFiles(inProject: project).paths == ["App/Supporting Files/Info.plist"])
        #expect(!AppBundles.infoPlistFiles(inProject: project).unresolved)
        #expect(AppBundles.infoPlistFiles(inProject: "INFOPLIST_FILE = \"$(TARGET_NAME)/Info.plist\";\n").unresolved)
    }
}
