import Foundation
import L10nWorkflow
import Testing

/// Auction.iOS keeps a WebSocket sample's `@IBAction func disconnect(_:)` on its `AppDelegate`: no storyboard or XIB
/// connects it and no code calls it, so the titles it sets reach nobody. An action a document connects
/// (`selector="resetAllData:"`, or `resetAllDataWithSender:` for a labelled argument), or that Swift calls, keeps
/// its findings.
@Suite struct UnconnectedActionsTests {
    func hardcoded(document: String, caller: String = "") throws -> [String] {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }
            """, "App/AppDelegate.swift")
        _ = try folder.write("""
            import UIKit

            class SettingsViewController: UIViewController {
                @IBOutlet weak var statusLabel: UILabel!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = NSLocalizedString("settings.title", comment: "")
                    \(caller)
                }

                @IBAction func resetAllData(_ sender: Any) {
                    statusLabel.text = "Everything was deleted"
                }

                @IBAction func exportLogs(sender: UIButton) {
                    statusLabel.text = "Logs were exported"
                }
            }
            """, "App/SettingsViewController.swift")
        _ = try folder.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
                <scenes>
                    <scene sceneID="a1b-2c-3d4">
                        <objects>
                            <viewController id="e5f-6g-7h8" customClass="SettingsViewController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="i9j-0k-1l2">
                                    <subviews>
                                        <button opaque="NO" contentMode="scaleToFill" id="m3n-4o-5p6">
                                            <connections>
                                                \(document)
                                            </connections>
                                        </button>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """, "App/Base.lproj/Main.storyboard")
        _ = try folder.write(
            "<plist><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>", "App/Info.plist")
        _ = try folder.write("\"settings.title\" = \"Settings\";\n", "App/en.lproj/Localizable.strings")
        _ = try folder.write("\"settings.title\" = \"Einstellungen\";\n", "App/de.lproj/Localizable.strings")
        return CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "hardcoded-string" }.map(\.message)
    }

    static let connectsNone = #"<action selector="dismiss:" destination="e5f-6g-7h8" eventType="touchUpInside" id="q7r-8s-9t0"/>"#

    @Test func anActionNothingConnectsOrCallsShowsNothing() throws {
        #expect(try hardcoded(document: Self.connectsNone) == [])
    }

    @Test func anActionADocumentConnectsKeepsItsText() throws {
        let connects = """
            <action selector="resetAllData:" destination="e5f-6g-7h8" eventType="touchUpInside" id="q7r-8s-9t0"/>
            <action selector="exportLogsWithSender:" destination="e5f-6g-7h8" eventType="touchUpInside" id="u1v-2w-3x4"/>
            """
        let found = try hardcoded(document: connects)
        #expect(found.count == 2, "\(found)")
        #expect(found.contains { $0.contains("Everything was deleted") } && found.contains { $0.contains("Logs were exported") })
    }

    @Test func anActionSwiftCallsKeepsItsText() throws {
        let found = try hardcoded(document: Self.connectsNone, caller: "resetAllData(self)")
        #expect(found.count == 1 && found[0].contains("Everything was deleted"), "\(found)")
    }
}
