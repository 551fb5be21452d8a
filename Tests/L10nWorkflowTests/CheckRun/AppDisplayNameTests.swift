import Foundation
import L10nWorkflow
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
}
