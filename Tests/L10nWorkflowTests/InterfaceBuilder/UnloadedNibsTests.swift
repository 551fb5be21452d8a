import Foundation
import L10nDiagnostics
import L10nCatalogChecks
import Testing

@testable import L10nWorkflow

/// A XIB nothing loads shows nothing, and the cell its `customClass` names is never made: Loveworld Worship's
/// `AddNewCardCell.xib` and `CreateEventTableItem`, which only R.swift's generated file (left out of the check)
/// names. Written here in that app's shape: a `UIApplicationMain` app, a cell XIB beside its Swift class, a
/// Localizable table in two languages.
@Suite struct UnloadedNibsTests {
    static let cellXIB = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="20037" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="KGk-i7-Jjw" customClass="AddNewCardCell" customModule="Worship" customModuleProvider="target">
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="KGk-i7-Jjw" id="H2p-sc-9uM">
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Add New Card" textAlignment="center" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="kcr-QZ-2E8">
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="hintLabel" destination="kcr-QZ-2E8" id="abc-12-def"/>
                    </connections>
                </tableViewCell>
            </objects>
        </document>
        """

    static let cellSwift = """
        import UIKit

        class AddNewCardCell: UITableViewCell {
            @IBOutlet weak var hintLabel: UILabel!
            @IBOutlet weak var expiryLabel: UILabel!

            override func awakeFromNib() {
                super.awakeFromNib()
                showExpired()
            }

            func showExpired() {
                expiryLabel.text = "This card has expired"
            }
        }
        """

    /// The findings of a check of the app whose payment screen's Swift is `screen`, as `path: [rule]`.
    func findings(screen: String, extra: [String: String] = [:], exclude: [String] = []) throws -> [String] {
        let root = InterfaceBuilderCheckTests.temporaryFolder("unloaded-nib")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try InterfaceBuilderCheckTests.write(root, [
            "App.xcodeproj/project.pbxproj": "developmentRegion = en;\n",
            "App/Info.plist": "<plist><dict><key>CFBundleName</key><string>Worship</string></dict></plist>",
            "App/AppDelegate.swift": """
                import UIKit

                @UIApplicationMain
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                }
                """,
            "App/PaymentViewController.swift": screen,
            "App/Cells/AddNewCardCell.swift": Self.cellSwift,
            "App/Cells/AddNewCardCell.xib": Self.cellXIB,
            "App/en.lproj/Localizable.strings": "\"payment.title\" = \"Payment\";\n",
            "App/de.lproj/Localizable.strings": "\"payment.title\" = \"Zahlung\";\n",
        ].merging(extra) { $1 })
        let configuration = L10nConfiguration(
            languages: ["en", "de"], exclude: exclude, file: root + "/.l10n.json", baseDirectory: root)
        let outcome = CheckRun.run(CheckRequest(configuration: configuration, currentDirectory: root))
        return outcome.diagnostics.map { diagnostic in
            let file = diagnostic.location.file.replacingOccurrences(of: root + "/", with: "")
            return "\(file): [\(diagnostic.ruleID)]"
        }
    }

    static let screenWithoutCell = """
        import UIKit

        class PaymentViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = NSLocalizedString("payment.title", comment: "")
            }
        }
        """

    @Test func aCellXIBNothingLoadsShowsNothing() throws {
        let found = try findings(screen: Self.screenWithoutCell)
        #expect(!found.contains { $0.hasPrefix("App/Cells/") }, "\(found)")
    }

    @Test func aCellXIBNamedOnlyByRSwiftsGeneratedFileShowsNothing() throws {
        // The generated file is left out of the check, as `init` writes it (`"exclude" : ["R.generated.swift"]`).
        let generated = """
            struct _R {
              struct nib {
                /// Nib `AddNewCardCell`.
                var addNewCardCell: RswiftResources.NibReference<AddNewCardCell> { .init(name: "AddNewCardCell", bundle: bundle) }
              }
            }
            """
        let found = try findings(
            screen: Self.screenWithoutCell,
            extra: ["R.generated.swift": generated], exclude: ["R.generated.swift"])
        #expect(!found.contains { $0.hasPrefix("App/Cells/") }, "\(found)")
    }

    @Test func aCellXIBTheCodeLoadsKeepsItsFindings() throws {
        let loaders = [
            "tableView.register(UINib(nibName: \"AddNewCardCell\", bundle: nil), forCellReuseIdentifier: \"card\")",
            "tableView.register(R.nib.addNewCardCell)",
            "tableView.register(UINib(nibName: String(describing: AddNewCardCell.self), bundle: nil), forCellReuseIdentifier: \"card\")",
        ]
        for loader in loaders {
            let screen = """
                import UIKit

                class PaymentViewController: UITableViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        title = NSLocalizedString("payment.title", comment: "")
                        \(loader)
                    }
                }
                """
            let found = try findings(screen: screen)
            #expect(found.contains("App/Cells/AddNewCardCell.xib: [hardcoded-string]"), "\(loader): \(found)")
            #expect(found.contains("App/Cells/AddNewCardCell.swift: [hardcoded-string]"), "\(loader): \(found)")
        }
    }

    @Test func anObjectiveCLoaderKeepsTheXIBsFindings() throws {
        let loader = """
            #import "PaymentLegacyController.h"
            @implementation PaymentLegacyController
            - (void)viewDidLoad {
                [self.tableView registerNib:[UINib nibWithNibName:@"AddNewCardCell" bundle:nil] forCellReuseIdentifier:@"card"];
            }
            @end
            """
        let found = try findings(screen: Self.screenWithoutCell, extra: ["App/PaymentLegacyController.m": loader])
        #expect(found.contains("App/Cells/AddNewCardCell.xib: [hardcoded-string]"), "\(found)")
    }

    @Test func nibNamesLeaveOutTheDeviceSuffix() {
        #expect(UnloadedNibs.nibName(of: "/app/Views/Card~ipad.xib") == "Card")
        #expect(UnloadedNibs.nibName(of: "/app/Base.lproj/MainMenu.xib") == "MainMenu")
    }
}
