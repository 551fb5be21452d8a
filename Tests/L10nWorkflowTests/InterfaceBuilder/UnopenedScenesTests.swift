import Foundation
import L10nDiagnostics
import Testing

@testable import L10nWorkflow

/// IssieBoard's `Main.storyboard` keeps a 'Select Keyboard Language' table (identified `LanguageSelectTable`) that no
/// segue leads to and no code instantiates: its Arabic table's copy of the English reaches nobody, and is not counted
/// among the table's copies (three would be one finding for the table). The initial scene's copy, and that of a scene
/// the code instantiates by its identifier, are still reported, each on its own.
@Suite struct UnopenedScenesTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="Ini-tV-C01">
            <scenes>
                <scene sceneID="Sc1-aa-001">
                    <objects>
                        <viewController id="Ini-tV-C01" customClass="MainViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Vw1-aa-001">
                                <subviews>
                                    <label opaque="NO" text="Choose your colors" id="Lb1-aa-001"/>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="VHP-HL-Hbf">
                    <objects>
                        <tableViewController storyboardIdentifier="LanguageSelectTable" id="4A4-9F-qRl" sceneMemberID="viewController">
                            <tableView key="view" dataMode="static" style="grouped" id="Tv2-aa-002">
                                <sections>
                                    <tableViewSection headerTitle="Select Keyboard Language" id="YZT-iZ-3JJ"/>
                                </sections>
                                <connections>
                                    <outlet property="dataSource" destination="4A4-9F-qRl" id="Dqz-6X-q23"/>
                                </connections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="Sc3-aa-003">
                    <objects>
                        <viewController storyboardIdentifier="SettingsScene" id="Set-tV-C03" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Vw3-aa-003">
                                <subviews>
                                    <label opaque="NO" text="Keyboard settings" id="Lb3-aa-003"/>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func aSceneNothingOpensShowsItsTextToNobody() throws {
        let root = InterfaceBuilderCheckTests.temporaryFolder("unopened-scenes")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try InterfaceBuilderCheckTests.write(root, [
            "App.xcodeproj/project.pbxproj": "developmentRegion = en;\nINFOPLIST_KEY_UIMainStoryboardFile = Main;\n",
            "App/Info.plist": "<plist><dict/></plist>\n",
            "App/Base.lproj/Main.storyboard": Self.storyboard,
            "App/ar.lproj/Main.strings": InterfaceBuilderCheckTests.table([
                ("Lb1-aa-001.text", #"Class = "UILabel"; text = "Choose your colors"; ObjectID = "Lb1-aa-001";"#, "Choose your colors"),
                ("YZT-iZ-3JJ.headerTitle", #"Class = "UITableViewSection"; headerTitle = "Select Keyboard Language"; ObjectID = "YZT-iZ-3JJ";"#,
                 "Select Keyboard Language"),
                ("Lb3-aa-003.text", #"Class = "UILabel"; text = "Keyboard settings"; ObjectID = "Lb3-aa-003";"#, "Keyboard settings"),
            ]),
            "App/MainViewController.swift": """
                import UIKit
                final class MainViewController: UIViewController {
                    @IBAction func openSettings() {
                        let settings = storyboard!.instantiateViewController(withIdentifier: "SettingsScene")
                        present(settings, animated: true)
                    }
                }
                """,
        ])
        let outcome = CheckRun.run(CheckRequest(paths: ["."], languages: ["en", "ar"], currentDirectory: root))
        let copies = outcome.diagnostics.filter { $0.ruleID == "untranslated-copy" }.compactMap(\.key).sorted()
        #expect(copies == ["Lb1-aa-001.text", "Lb3-aa-003.text"])
    }

    @Test func scenesAreReadWithWhatOpensThem() {
        let storyboard = UnopenedScenes.parse(Self.storyboard)
        #expect(storyboard.initial == "Ini-tV-C01")
        #expect(storyboard.scenes.map(\.controller) == ["Ini-tV-C01", "4A4-9F-qRl", "Set-tV-C03"])
        #expect(storyboard.scenes.map(\.identifier) == [nil, "LanguageSelectTable", "SettingsScene"])
        #expect(storyboard.scenes[1].objects == ["4A4-9F-qRl", "Tv2-aa-002", "YZT-iZ-3JJ", "Dqz-6X-q23"])
        // An outlet's destination opens nothing.
        #expect(storyboard.destinations.isEmpty)
    }
}
