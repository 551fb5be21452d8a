import Foundation
import L10nDiagnostics
import L10nFiles
import Testing
import XCStrings

@testable import L10nTables
@testable import L10nWorkflow

/// `check` and `report` on Interface Builder documents written here in the shapes of real apps': a macOS storyboard
/// on ibtool tables (Latest's layout), a XIB on the catalog Xcode keeps beside it (NetNewsWire's), an iOS cell in
/// no `.lproj` folder (NetNewsWire's iOS settings), a launch screen in `Base.lproj` with nothing else.
@Suite struct InterfaceBuilderCheckTests {
    static func write(_ root: String, _ files: [String: String]) throws {
        for (path, text) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
    }

    static func temporaryFolder(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)").path
    }

    /// `path:line:column: [rule] key` of each finding, paths from `root`.
    static func listed(_ outcome: CheckOutcome, _ root: String, _ detail: (Diagnostic) -> String? = { $0.key }) -> [String] {
        outcome.diagnostics.map { diagnostic in
            let place = "\(diagnostic.location)".replacingOccurrences(of: root + "/", with: "")
            return "\(place): [\(diagnostic.ruleID)] \(detail(diagnostic) ?? "")"
        }
    }

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <scenes>
                <scene sceneID="JPo-4y-FX3">
                    <objects>
                        <menu title="Latest" systemMenu="apple" id="uQy-DD-JDr">
                            <items>
                                <menuItem title="Update" id="00n-xr-jcQ"/>
                                <menuItem title="Find and Replace…" id="1Gu-Ep-ZWZ"/>
                                <menuItem title="Show %@ Updates" id="4vf-ia-dzo"/>
                            </items>
                        </menu>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// ibtool's table: a comment over each entry.
    static func table(_ entries: [(key: String, comment: String, value: String)]) -> String {
        entries.map { "\n/* \($0.comment) */\n\"\($0.key)\" = \"\($0.value)\";\n" }.joined()
    }

    @Test func documentOnTables() throws {
        let root = Self.temporaryFolder("ib-tables")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Self.write(root, [
            "App.xcodeproj/project.pbxproj": "developmentRegion = en;\n",
            "App/Base.lproj/Main.storyboard": Self.storyboard,
            // German lacks one string, gets a specifier wrong, and keeps the key of an object long gone.
            "App/de.lproj/Main.strings": Self.table([
                ("00n-xr-jcQ.title", #"Class = "NSMenuItem"; title = "Update"; ObjectID = "00n-xr-jcQ";"#, "Aktualisieren"),
                ("4vf-ia-dzo.title", #"Class = "NSMenuItem"; title = "Show %@ Updates"; ObjectID = "4vf-ia-dzo";"#,
                 "%d Updates zeigen"),
                ("Qx7-pL-0aB.title", #"Class = "NSMenuItem"; title = "Old"; ObjectID = "Qx7-pL-0aB";"#, "Alt"),
            ]),
            "App/fr.lproj/Main.strings": Self.table([
                ("00n-xr-jcQ.title", #"Class = "NSMenuItem"; title = "Update"; ObjectID = "00n-xr-jcQ";"#, "Mettre à jour"),
                ("1Gu-Ep-ZWZ.title", #"Class = "NSMenuItem"; title = "Find and Replace…"; ObjectID = "1Gu-Ep-ZWZ";"#,
                 "Rechercher et remplacer…"),
                ("4vf-ia-dzo.title", #"Class = "NSMenuItem"; title = "Show %@ Updates"; ObjectID = "4vf-ia-dzo";"#,
                 "Afficher %@ mises à jour"),
                ("Qx7-pL-0aB.title", #"Class = "NSMenuItem"; title = "Old"; ObjectID = "Qx7-pL-0aB";"#, "Vieux"),
            ]),
        ])
        let outcome = CheckRun.run(CheckRequest(paths: ["."], languages: ["en", "de", "fr"], currentDirectory: root))
        #expect(Self.listed(outcome, root) == [
            // Missing: in the language's table, where it is to be added.
            "App/de.lproj/Main.strings:1:1: [missing-translation] 1Gu-Ep-ZWZ.title",
            "App/de.lproj/Main.strings:6:23: [format-specifier-mismatch] 4vf-ia-dzo.title",
            // One finding for a key two tables hold, at the first (no en.lproj table here).
            "App/de.lproj/Main.strings:9:1: [unused-key] Qx7-pL-0aB.title",
        ])
        let unused = try #require(outcome.diagnostics.first { $0.ruleID == "unused-key" })
        #expect(unused.message == "'Qx7-pL-0aB.title' is not used: object 'Qx7-pL-0aB' is no longer in 'Main.storyboard' (2 tables hold the key)")
        // Coverage is the document's, in every string ibtool exports, as Xcode's catalog counts: what each table holds
        // of them. The menu's own title counts, though no finding asks for it (a menu out of the menu bar shows its
        // items' titles, never its own).
        let coverage = try #require(outcome.coverage.first)
        #expect(coverage.file == root + "/App/Base.lproj/Main.storyboard")
        #expect(coverage.languages.map { "\($0.language) \($0.translated)/\($0.total)" } == ["en 4/4", "de 2/4", "fr 3/4"])
    }

    /// Telegram's main menu: its project names `Base.lproj/MainMenu.xib` alone, so the German table beside it is
    /// built by nobody; named in the variant group, the German table is checked.
    @Test func documentFilesTheProjectDoesNotBuildReachNobody() throws {
        func findings(projectNamesGerman: Bool) throws -> [String] {
            let root = Self.temporaryFolder("ib-unbuilt")
            defer { try? FileManager.default.removeItem(atPath: root) }
            let german = projectNamesGerman ? "\n\t\tA2 /* de */ = {isa = PBXFileReference; name = de; path = de.lproj/Main.strings; };" : ""
            try Self.write(root, [
                "App.xcodeproj/project.pbxproj": """
                    developmentRegion = en;
                    \t\tA1 /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Main.storyboard; };\(german)
                    """,
                "App/Base.lproj/Main.storyboard": Self.storyboard,
                "App/de.lproj/Main.strings": Self.table([
                    ("00n-xr-jcQ.title", #"Class = "NSMenuItem"; title = "Update"; ObjectID = "00n-xr-jcQ";"#, "Update"),
                ]),
            ])
            let outcome = CheckRun.run(CheckRequest(paths: ["."], languages: ["en", "de"], currentDirectory: root))
            return Self.listed(outcome, root)
        }
        let unbuilt = try findings(projectNamesGerman: false)
        #expect(!unbuilt.contains { $0.contains("de.lproj") }, "\(unbuilt)")
        let built = try findings(projectNamesGerman: true)
        #expect(built.contains("App/de.lproj/Main.strings:1:1: [missing-translation] 1Gu-Ep-ZWZ.title"), "\(built)")
    }

    /// Kraftstoff's `MainStoryboard` stayed in the project after the app moved to a SwiftUI `@main` App: its
    /// `Info.plist` names no storyboard, no code loads it, so its tables' gaps reach nobody. The storyboard the
    /// `Info.plist` names keeps its findings.
    @Test func aStoryboardNothingLoadsHasNoFindings() throws {
        let root = Self.temporaryFolder("ib-unloaded")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let german = Self.table([
            ("00n-xr-jcQ.title", #"Class = "NSMenuItem"; title = "Update"; ObjectID = "00n-xr-jcQ";"#, "Aktualisieren"),
            ("4vf-ia-dzo.title", #"Class = "NSMenuItem"; title = "Show %@ Updates"; ObjectID = "4vf-ia-dzo";"#,
             "%@ Updates zeigen"),
        ])
        func findings(plist: String, code: String) throws -> [String] {
            try Self.write(root, [
                "App.xcodeproj/project.pbxproj": "developmentRegion = en;\n",
                "App/Info.plist": plist,
                "App/AppDelegate.swift": code,
                "App/Base.lproj/Main.storyboard": Self.storyboard,
                "App/de.lproj/Main.strings": german,
                "App/Base.lproj/Legacy.storyboard": Self.storyboard,
                "App/de.lproj/Legacy.strings": german,
            ])
            let outcome = CheckRun.run(CheckRequest(paths: ["."], languages: ["en", "de"], currentDirectory: root))
            return Self.listed(outcome, root).filter { $0.contains("[missing-translation]") }
        }
        let plist = "<plist><dict><key>NSMainStoryboardFile</key><string>Main</string></dict></plist>"
        #expect(try findings(plist: plist, code: "import AppKit\n") == [
            "App/de.lproj/Main.strings:1:1: [missing-translation] 1Gu-Ep-ZWZ.title",
        ])
        // Code that loads it by name (in a comment too: the safe side) keeps its findings.
        let loads = "import AppKit\nlet legacy = NSStoryboard(name: \"Legacy\", bundle: nil)\n"
        #expect(try findings(plist: plist, code: loads) == [
            "App/de.lproj/Legacy.strings:1:1: [missing-translation] 1Gu-Ep-ZWZ.title",
            "App/de.lproj/Main.strings:1:1: [missing-translation] 1Gu-Ep-ZWZ.title",
        ])
    }

    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <window title="Activity Log" allowsToolTipsWhenApplicationIsInactive="NO" releasedWhenClosed="NO" animationBehavior="default" id="F0z-JX-Cv5">
                    <view key="contentView" id="se5-gp-TjO">
                        <subviews>
                            <textField focusRingType="none" horizontalHuggingPriority="251" verticalHuggingPriority="750" id="aBc-12-xyz">
                                <textFieldCell key="cell" lineBreakMode="clipping" title="No activity yet" id="QvC-M9-y7g"/>
                            </textField>
                            <textField focusRingType="none" horizontalHuggingPriority="251" verticalHuggingPriority="750" id="cEl-12-xyz">
                                <textFieldCell key="cell" lineBreakMode="clipping" title="Table View Cell" id="RLN-Pa-Mhl"/>
                            </textField>
                        </subviews>
                    </view>
                </window>
            </objects>
        </document>
        """

    @Test func documentOnItsCatalog() throws {
        let root = Self.temporaryFolder("ib-catalog")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Self.write(root, [
            "Mac/ActivityLog/Base.lproj/ActivityLogWindow.xib": Self.xib,
            // Xcode's catalog: the window's title, a label whose object is gone (its German a copy of the English, as
            // HSTracker's session window keeps: `unused-key` alone, no copy to translate), and a key code reads from
            // the same table; the document's other label is not in it yet.
            "Mac/ActivityLog/mul.lproj/ActivityLogWindow.xcstrings": """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Cancel" : {
                      "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Abbrechen" } } }
                    },
                    "F0z-JX-Cv5.title" : {
                      "comment" : "Class = \\"NSWindow\\"; title = \\"Activity Log\\"; ObjectID = \\"F0z-JX-Cv5\\";",
                      "extractionState" : "extracted_with_value",
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Aktivitätsprotokoll" } },
                        "en" : { "stringUnit" : { "state" : "new", "value" : "Activity Log" } }
                      }
                    },
                    "RLN-Pa-Mhl.title" : {
                      "comment" : "Class = \\"NSTextFieldCell\\"; title = \\"Table View Cell\\"; ObjectID = \\"RLN-Pa-Mhl\\";",
                      "extractionState" : "extracted_with_value",
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Table View Cell" } },
                        "en" : { "stringUnit" : { "state" : "new", "value" : "Table View Cell" } }
                      }
                    },
                    "zZz-00-old.title" : {
                      "comment" : "Class = \\"NSTextFieldCell\\"; title = \\"No games played this session.\\"; ObjectID = \\"zZz-00-old\\";",
                      "extractionState" : "extracted_with_value",
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "No games played this session." } },
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "No games played this session." } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """,
        ])
        let outcome = CheckRun.run(CheckRequest(paths: ["."], languages: ["en", "de"], currentDirectory: root))
        #expect(Self.listed(outcome, root) == [
            // The label the catalog lacks: missing in every language, at its text in the document.
            "Mac/ActivityLog/Base.lproj/ActivityLogWindow.xib:8:76: [missing-translation] QvC-M9-y7g.title",
            // The code's text Xcode extracted into the same table ('Cancel') is the code's to judge, in the Swift
            // rules; ibtool's keys are nobody's choice either.
            "Mac/ActivityLog/mul.lproj/ActivityLogWindow.xcstrings:23:5: [unused-key] zZz-00-old.title",
        ])
        // The code's key counts as its own English text; the gone label's German copy counts as no translation, and so
        // does the stand-in 'Table View Cell' kept as it is (counted, not reported: nobody sees it).
        #expect(outcome.coverage.first?.languages.map { "\($0.language) \($0.translated)/\($0.total)" } == ["en 5/5", "de 2/5"])
        // The document named alone is checked with its catalog.
        let alone = CheckRun.run(CheckRequest(
            paths: ["Mac/ActivityLog/Base.lproj/ActivityLogWindow.xib"], languages: ["en", "de"], currentDirectory: root))
        #expect(Self.listed(alone, root) == Self.listed(outcome, root))
    }

    /// NetNewsWire's iOS settings cell: in no .lproj folder.
    static let cell = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23094" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <objects>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" id="KGk-i7-Jjw" customClass="SettingsComboTableViewCell" customModule="NetNewsWire" customModuleProvider="target">
                    <tableViewCellContentView key="contentView" id="H2p-sc-9uM">
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" text="Add Account" textAlignment="natural" id="Ahh-2z-d1b"/>
                            <label opaque="NO" userInteractionEnabled="NO" text="Label" textAlignment="natural" id="yAx-bT-7Ka"/>
                            <textField opaque="NO" borderStyle="roundedRect" text="me@example.com" placeholder="Email" id="u8Q-vL-t2C"/>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """

    @Test func documentNotLocalizedInAnAppThatLocalizes() throws {
        let root = Self.temporaryFolder("ib-none")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Self.write(root, ["iOS/Settings/SettingsComboTableViewCell.xib": Self.cell])
        // No catalog, table or localized document: the app does not localize, nothing is hardcoded.
        #expect(CheckRun.run(CheckRequest(paths: ["."], languages: ["en"], currentDirectory: root)).diagnostics.isEmpty)

        try Self.write(root, [
            "Shared/Localizable.xcstrings":
                #"{"sourceLanguage":"en","strings":{"greeting":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Hi"}}}}},"version":"1.0"}"#,
        ])
        let outcome = CheckRun.run(CheckRequest(paths: ["."], languages: ["en"], currentDirectory: root))
        let hardcoded = outcome.diagnostics.filter { $0.ruleID == "hardcoded-string" }
        // "Label" is Interface Builder's placeholder, a text field's text the user's; its placeholder is a label.
        // Two texts: one finding for the document, at the first, the other its related location.
        #expect(Self.listed(outcome, root).filter { $0.contains("hardcoded") } == [
            "iOS/Settings/SettingsComboTableViewCell.xib:7:68: [hardcoded-string] "
        ])
        #expect(hardcoded.first?.message == "'SettingsComboTableViewCell.xib' is not localized: its 2 user-facing "
            + "texts show as written in every language, e.g. 'Add Account', 'Email'; localize it in Xcode (Localize… in the File inspector)")
        #expect(hardcoded.first?.related.map { "\($0.line):\($0.column)" } == ["9:92"])
        // The same document in a test target (WooCommerce's `WooCommerceTests/System/TestingMode.storyboard`) is
        // left out, as Swift tests are.
        try Self.write(root, ["AppTests/System/TestingModeCell.xib": Self.cell])
        let withTests = CheckRun.run(CheckRequest(paths: ["."], languages: ["en"], currentDirectory: root))
        #expect(Self.listed(withTests, root).filter { $0.contains("hardcoded") } == [
            "iOS/Settings/SettingsComboTableViewCell.xib:7:68: [hardcoded-string] "
        ])
        try FileManager.default.removeItem(atPath: root + "/AppTests")
        // `--explain` on the other text's line shows the document's finding, which stands for it too.
        let explained = try CheckRun.explain(
            CheckRequest(paths: ["."], languages: ["en"], currentDirectory: root),
            file: "iOS/Settings/SettingsComboTableViewCell.xib", line: 9)
        #expect(explained.literals.first { $0.text == "Email" }?.findings.map(\.ruleID) == ["hardcoded-string"])

        // ownCloud's passcode screen: the code sets the label's text through its outlet; the XIB's is never shown.
        let owned = Self.cell.replacingOccurrences(
            of: "        </tableViewCell>",
            with: "            <connections><outlet property=\"comboNameLabel\" destination=\"Ahh-2z-d1b\" id=\"o1\"/></connections>\n        </tableViewCell>")
        try Self.write(root, [
            "iOS/Settings/SettingsComboTableViewCell.xib": owned,
            "iOS/Settings/AddAccountViewController.swift": "cell.comboNameLabel?.text = account.displayName\n",
        ])
        let set = CheckRun.run(CheckRequest(paths: ["."], languages: ["en"], currentDirectory: root))
        #expect(Self.listed(set, root).filter { $0.contains("hardcoded") } == [
            "iOS/Settings/SettingsComboTableViewCell.xib:9:92: [hardcoded-string] u8Q-vL-t2C.placeholder",
        ])
    }

    @Test func outletAssignmentsInSwiftAndObjectiveC() {
        var assignments = OutletAssignments(names: ["errorMessageLabel", "statusField", "cancelButton", "searchField", "label"])
        assignments.scan(Array("""
            self.errorMessageLabel?.text = errorMessage ?? " "
            [self.statusField setStringValue:@"Ready"];
            cancelButton.setTitle(OCLocalizedString("Cancel", nil), for: .normal)
            searchField.placeholderString = "Search"
            if label.text == "x" { }
            """.utf8))
        #expect(assignments.setsText("errorMessageLabel") && assignments.setsText("statusField"))
        #expect(assignments.setsText("cancelButton") && assignments.setsPlaceholder("searchField"))
        // A comparison sets nothing.
        #expect(!assignments.setsText("label") && !assignments.setsText("searchField"))
    }

    /// Google's native ad views type their outlets `UIView`: the code casts each to set its text (Calculator's
    /// `UnifiedNativeAdView`, whose XIB says 'Headline' until the ad fills it). A cast that only reads sets nothing.
    @Test func outletTextSetThroughACast() {
        var assignments = OutletAssignments(names: ["headlineView", "bodyView", "priceView", "storeView"])
        assignments.scan(Array("""
            (headlineView as! UILabel).text = nativeAd?.headline
            (nativeAdView.bodyView as? UILabel)?.text = nativeAd.body
            let price = (priceView as? UILabel)?.text ?? ""
            if (storeView as! UILabel).text == "x" { }
            """.utf8))
        #expect(assignments.setsText("headlineView") && assignments.setsText("bodyView"))
        #expect(!assignments.setsText("priceView") && !assignments.setsText("storeView"))
    }

    /// Plutope's sign-up screen gives `lblSignIn` its localized text through its own `setAttributedClickableText(…)`:
    /// the XIB's English never shows. `setTitleColor` sets a color, not the title.
    @Test func outletTextSetThroughTheProjectsOwnSetter() {
        var assignments = OutletAssignments(names: ["lblSignIn", "btnNext", "txtEmail", "lblHint"])
        assignments.scan(Array("""
            lblSignIn.setAttributedClickableText(haveAccount, clickable: login)
            btnNext.setTitleColor(.white, for: .normal)
            txtEmail.setLocalizedPlaceholder("email.hint")
            lblHint.setTextColor(.gray)
            """.utf8))
        #expect(assignments.setsText("lblSignIn") && assignments.setsPlaceholder("txtEmail"))
        #expect(!assignments.setsText("btnNext") && !assignments.setsText("lblHint") && !assignments.setsText("txtEmail"))
    }

    /// Combine's `assign(to:on:)` (Corona-Warn-App's `statusFootnoteLabel`) and RxSwift's `rx.text` set an outlet's
    /// text too; a key path that is no text, or an `on:` that names another object, does not.
    @Test func outletAssignmentsThroughCombineAndRxSwift() {
        var assignments = OutletAssignments(names: ["statusFootnoteLabel", "titleLabel", "spinner", "detailLabel"])
        assignments.scan(Array("""
            viewModel.$footnote
                .receive(on: DispatchQueue.main.ocombine)
                .assign(to: \\.text, on: statusFootnoteLabel)
                .store(in: &subscriptions)
            viewModel.title.bind(to: titleLabel.rx.text).disposed(by: bag)
            viewModel.$isLoading.assign(to: \\.isHidden, on: spinner)
            detailLabel.isHidden = true
            """.utf8))
        #expect(assignments.setsText("statusFootnoteLabel") && assignments.setsText("titleLabel"))
        #expect(!assignments.setsText("spinner") && !assignments.setsText("detailLabel"))
    }

    /// Ruuvi's About screen binds each label to its view model's value with a closure that sets the text; a
    /// binding that sets something else, and a text set after the call on another label, do not count.
    @Test func outletAssignmentsThroughABindingClosure() {
        var assignments = OutletAssignments(names: ["versionLabel", "addedTagsLabel", "spinner", "footerLabel"])
        assignments.scan(Array("""
            versionLabel.bind(viewModel.version, block: { label, value in
                label.attributedText = value
            })
            addedTagsLabel.bind(viewModel.addedTags) { label, value in label.text = value }
            spinner.bind(viewModel.isLoading) { view, loading in view.isHidden = !loading }
            footerLabel.bind(viewModel.isLoading) { label, loading in label.alpha = loading ? 0 : 1 }
            otherLabel.text = "Done"
            """.utf8))
        #expect(assignments.setsText("versionLabel") && assignments.setsText("addedTagsLabel"))
        #expect(!assignments.setsText("spinner") && !assignments.setsText("footerLabel"))
    }

    /// Mixin's cells: a button's configuration set in code replaces the title Interface Builder gave it; a change of
    /// colour does not. Waves' `AddressBookButton` sets its own title in its class; a class that only styles the
    /// title, or sets another object's text, does not.
    @Test func configurationsAndCustomClassesThatSetTheirOwnText() {
        var assignments = OutletAssignments(
            names: ["viewPlanButton", "signInButton", "longPerpsButton", "shortPerpsButton"],
            objectClasses: ["AddressBookButton", "RoundedButton", "StatusLabel"])
        assignments.scan(Array("""
            viewPlanButton.configuration?.attributedTitle = AttributedString(R.string.localizable.view_plan())
            var config = signInButton.configuration ?? .filled()
            signInButton.configuration = config
            longPerpsButton.configuration?.baseForegroundColor = R.color.green()
            shortPerpsButton.configuration?.title == "Short"
            final class AddressBookButton: UIButton {
                func update() { setTitle(Localizable.Waves.Addressbookbutton.Title.saveAddress, for: .normal) }
            }
            class RoundedButton: UIButton {
                class func make() -> RoundedButton { RoundedButton() }
                override func awakeFromNib() { setTitleColor(.white, for: .normal); layer.cornerRadius = 4 }
            }
            class StatusLabel: UILabel {
                func show(_ other: UILabel) { other.text = "x" }
            }
            """.utf8))
        #expect(assignments.setsText("viewPlanButton") && assignments.setsText("signInButton"))
        #expect(!assignments.setsText("longPerpsButton") && !assignments.setsText("shortPerpsButton"))
        var string = InterfaceBuilderString(
            objectID: "FtA-6r-fac", property: "normalTitle", className: "UIButton", value: "Save address",
            note: nil, position: SourcePosition(line: 611, column: 40))
        string.objectClass = "AddressBookButton"
        #expect(string.isSetByCode(assignments))
        string.objectClass = "RoundedButton"
        #expect(!string.isSetByCode(assignments))
        string.objectClass = "StatusLabel"
        string.property = "text"
        #expect(!string.isSetByCode(assignments))
    }

    /// Sportify's league cells: the XIB's label (tag 3) says 'Fifa Worled Cup' until `cellForRowAt` finds it with
    /// `viewWithTag(3)` and sets its text; a tag the code only hides, or compares, keeps the XIB's text.
    @Test func viewsFoundByTagWhoseTextTheCodeSets() {
        var assignments = OutletAssignments(names: [], tags: [1, 2, 3, 4, 5, 6])
        assignments.scan(Array("""
            let nameLabel = cell.viewWithTag(3) as! UILabel
            nameLabel.text = league.leagueName
            (cell.viewWithTag(4) as? UILabel)?.text = league.country
            if let button = cell.contentView.viewWithTag(5) as? UIButton {
                button.setTitle(NSLocalizedString("league.follow", comment: ""), for: .normal)
            }
            cell.viewWithTag(1)?.isHidden = true
            let badge = cell.viewWithTag(2) as! UILabel
            if badge.text == "New" { badge.isHidden = false }
            let other = cell.viewWithTag(6)
            """.utf8))
        #expect(assignments.setsTaggedText(3) && assignments.setsTaggedText(4) && assignments.setsTaggedText(5))
        #expect(!assignments.setsTaggedText(1) && !assignments.setsTaggedText(2) && !assignments.setsTaggedText(6))
        var string = InterfaceBuilderString(
            objectID: "l72-5f-TrT", property: "text", className: "UILabel", value: "Fifa Worled Cup",
            note: nil, position: SourcePosition(line: 26, column: 157))
        string.tag = 3
        #expect(string.isSetByCode(assignments))
        string.tag = 2
        #expect(!string.isSetByCode(assignments))
        string.tag = nil
        #expect(!string.isSetByCode(assignments))
    }

    /// Actbind's sign-up: the storyboard's segments say '男性', '女性', '指定なし' until `viewDidLoad` titles each
    /// with `setTitle(NSLocalizedString(…), forSegmentAt:)`; its menu scene's `title="Menu View Controller"` is the
    /// class's name in words, which the outline shows, not a title written for users. A segmented control code
    /// leaves alone, and a title that is not the class's name, keep their texts.
    @Test func segmentsTheCodeTitlesAndAClassNameAsTitleAreNotShown() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <scenes>
                    <scene sceneID="jiI-zC-Jwu">
                        <objects>
                            <viewController title="Menu View Controller" id="EnY-Qc-mGI" customClass="MenuViewController" customModule="Actbind" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="xmv-my-XUC">
                                    <subviews>
                                        <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" id="Xk3-aa-Q1b">
                                            <segments>
                                                <segment title="男性"/>
                                                <segment title="女性"/>
                                            </segments>
                                        </segmentedControl>
                                        <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" id="Zp9-bb-R2c">
                                            <segments>
                                                <segment title="Daily"/>
                                                <segment title="Weekly"/>
                                            </segments>
                                        </segmentedControl>
                                    </subviews>
                                </view>
                                <connections>
                                    <outlet property="genderSegmentedControl" destination="Xk3-aa-Q1b" id="q1w-e2-r3t"/>
                                    <outlet property="periodControl" destination="Zp9-bb-R2c" id="y6u-i7-o8p"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="kL2-mN-3oP">
                        <objects>
                            <viewController title="Settings" id="aB1-cD-2eF" customClass="SettingsViewController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="gH3-iJ-4kL"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let document = try InterfaceBuilderReader.read(Array(storyboard.utf8), path: "Menu.storyboard")
        var assignments = OutletAssignments(names: document.outletNames, sceneClasses: document.sceneClasses)
        assignments.scan(Array("""
            class MenuViewController: UIViewController {
                override func viewDidLoad() {
                    genderSegmentedControl.setTitle(NSLocalizedString("dannsei", comment: ""), forSegmentAt: 0)
                    genderSegmentedControl.setTitle(NSLocalizedString("jyosei", comment: ""), forSegmentAt: 1)
                    periodControl.selectedSegmentIndex = 1
                }
            }
            """.utf8))
        let shown = document.shown(inAgentApp: false, assignments: assignments).strings.map(\.value)
        #expect(shown.sorted() == ["Daily", "Settings", "Weekly"], "\(shown)")
    }

    /// pretixSCAN's settings: a static cell's own label says 'About Section' until `versionCell.textLabel?.text =`
    /// gives it the localized 'App Version'; the cell's detail label, which code leaves alone, keeps its text.
    @Test func aCellsOwnLabelTheCodeSetsThroughTheCellsOutlet() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <scenes>
                    <scene sceneID="s1t-2u-3v4">
                        <objects>
                            <tableViewController id="w5x-6y-7z8" customClass="SettingsTableViewController" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="grouped" id="a1a-2b-3c3">
                                    <sections>
                                        <tableViewSection id="d4d-5e-6f6">
                                            <cells>
                                                <tableViewCell contentMode="scaleToFill" textLabel="zd4-5z-BJD" detailTextLabel="lx9-VT-XNS" style="IBUITableViewCellStyleValue1" id="Vrd-Tx-ej0">
                                                    <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="Vrd-Tx-ej0" id="PTc-Pz-pWD">
                                                        <subviews>
                                                            <label opaque="NO" contentMode="left" text="About Section" id="zd4-5z-BJD"/>
                                                            <label opaque="NO" contentMode="left" text="Build channel" id="lx9-VT-XNS"/>
                                                        </subviews>
                                                    </tableViewCellContentView>
                                                </tableViewCell>
                                            </cells>
                                        </tableViewSection>
                                    </sections>
                                </tableView>
                                <connections>
                                    <outlet property="versionCell" destination="Vrd-Tx-ej0" id="g7g-8h-9i9"/>
                                </connections>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let document = try InterfaceBuilderReader.read(Array(storyboard.utf8), path: "Main.storyboard")
        var assignments = OutletAssignments(names: document.outletNames)
        assignments.scan(Array("""
            class SettingsTableViewController: UITableViewController {
                @IBOutlet weak var versionCell: UITableViewCell!
                override func viewDidLoad() {
                    versionCell.textLabel?.text = Localization.SettingsTableViewController.Version
                    if versionCell.detailTextLabel?.text == nil { versionCell.accessoryType = .none }
                }
            }
            """.utf8))
        let shown = document.shown(inAgentApp: false, assignments: assignments).strings.map(\.value)
        #expect(shown == ["Build channel"], "\(shown)")
    }

    @Test func aSceneWhoseControllerSetsItsTitleShowsTheCodesTitle() {
        // Rocket.Chat: the storyboard's navigation items say 'New Channel' and 'Web browser'; the controllers set
        // `title` and `navigationItem.title` in viewDidLoad. Another object's title is not the controller's.
        var assignments = OutletAssignments(
            names: [], sceneClasses: ["NewRoomViewController", "WebBrowserTableViewController", "ProfileViewController"])
        assignments.scan(Array("""
            final class NewRoomViewController: UIViewController {
                override func viewDidLoad() { title = localized("new_room.title") }
            }
            """.utf8))
        assignments.scan(Array("class WebBrowserTableViewController: UITableViewController {\n navigationItem.title = viewModel.title\n}\n".utf8))
        assignments.scan(Array("class ProfileViewController: UIViewController {\n saveButton.title = \"Save\"\n if title == \"x\" {}\n}\n".utf8))
        var string = InterfaceBuilderString(
            objectID: "QLT-Wx-pqC", property: "title", className: "UINavigationItem", value: "New Channel",
            note: nil, position: SourcePosition(line: 55, column: 58))
        string.sceneClass = "NewRoomViewController"
        #expect(string.isSetByCode(assignments))
        string.sceneClass = "WebBrowserTableViewController"
        #expect(string.isSetByCode(assignments))
        string.sceneClass = "ProfileViewController"
        #expect(!string.isSetByCode(assignments))
    }

    /// RIA DigiDoc: every screen inherits `MoppViewController`, which puts the app's logo in the navigation bar
    /// (`navigationItem.titleView = titleImageView`): the storyboard's 'Signing' title never shows. A base class that
    /// only reads its title, or a scene class that inherits nothing that sets it, keeps the storyboard's.
    @Test func aSceneWhoseBaseClassReplacesTheTitleShowsTheBaseClasssTitle() {
        var assignments = OutletAssignments(names: [], sceneClasses: ["SigningViewController", "AboutViewController"])
        assignments.scan(Array("""
            class MoppViewController: UIViewController {
                override func viewDidLoad() { navigationItem.titleView = titleImageView }
            }
            class SigningViewController : MoppViewController {
                @IBOutlet weak var titleLabel: UILabel!
            }
            class PlainViewController: UIViewController {
                func log() { print(navigationItem.titleView == nil) }
            }
            final class AboutViewController: PlainViewController {}
            """.utf8))
        var string = InterfaceBuilderString(
            objectID: "2c3-o9-tC3", property: "title", className: "UINavigationItem", value: "Signing",
            note: nil, position: SourcePosition(line: 121, column: 21))
        string.sceneClass = "SigningViewController"
        #expect(string.isSetByCode(assignments))
        string.sceneClass = "AboutViewController"
        #expect(!string.isSetByCode(assignments))
    }

    /// Phonetic's settings: `AdditionalSettingsViewController` answers `titleForHeaderInSection` itself and returns
    /// nil for the storyboard's 'Quick Search Status' section, so that header never shows; a footer its class does not
    /// answer for, or a header a class asks `super` for, keeps the storyboard's text.
    @Test func aStaticTablesSectionTitlesTheSceneClassAnswersForAreNotShown() {
        var assignments = OutletAssignments(
            names: [], sceneClasses: ["AdditionalSettingsViewController", "WhitelistViewController"])
        assignments.scan(Array("""
            class AdditionalSettingsViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                    section == 3 ? NSLocalizedString("Quick Search", comment: "") : nil
                }
            }
            class WhitelistViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                    section == 0 ? nil : super.tableView(tableView, titleForHeaderInSection: section)
                }
            }
            """.utf8))
        var header = InterfaceBuilderString(
            objectID: "XYB-eP-eKs", property: "headerTitle", className: "UITableViewSection", value: "Quick Search Status",
            note: nil, position: SourcePosition(line: 1316, column: 29))
        header.sceneClass = "AdditionalSettingsViewController"
        #expect(header.isSetByCode(assignments))
        var footer = header
        footer.property = "footerTitle"
        #expect(!footer.isSetByCode(assignments))
        header.sceneClass = "WhitelistViewController"
        #expect(!header.isSetByCode(assignments))
    }

    @Test func baseDocumentWithoutTablesMissesEveryOtherLanguage() throws {
        let root = Self.temporaryFolder("ib-base")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Self.write(root, ["App/Base.lproj/Main.storyboard": Self.storyboard])
        let outcome = CheckRun.run(CheckRequest(paths: ["."], languages: ["en", "de"], currentDirectory: root))
        // Localized (in Base.lproj), so not hardcoded: missing in German, at each text.
        #expect(Self.listed(outcome, root, \.language) == [
            "App/Base.lproj/Main.storyboard:8:35: [missing-translation] de",
            "App/Base.lproj/Main.storyboard:9:35: [missing-translation] de",
            "App/Base.lproj/Main.storyboard:10:35: [missing-translation] de",
        ])
    }

    /// MonitorControl: a custom box titled BartyCrouch's `#bc-ignore!` (a title never shown, kept out of the
    /// tables by BartyCrouch) needs no translation; the other texts still do.
    @Test func bartyCrouchIgnoredTextNeedsNoTranslation() throws {
        let root = Self.temporaryFolder("ib-bc-ignore")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let storyboard = Self.storyboard.replacingOccurrences(
            of: #"<menuItem title="Update" id="00n-xr-jcQ"/>"#, with: ##"<menuItem title="#bc-ignore!" id="00n-xr-jcQ"/>"##)
        try Self.write(root, ["App/Base.lproj/Main.storyboard": storyboard])
        let outcome = CheckRun.run(CheckRequest(paths: ["."], languages: ["en", "de"], currentDirectory: root))
        #expect(Self.listed(outcome, root, \.language) == [
            "App/Base.lproj/Main.storyboard:9:35: [missing-translation] de",
            "App/Base.lproj/Main.storyboard:10:35: [missing-translation] de",
        ])
    }

    @Test func anAgentAppsMainMenuAsksNoTranslation() throws {
        // MeetingBar: LSUIElement, a storyboard whose main menu never shows; nothing else in it to translate.
        let root = Self.temporaryFolder("ib-agent")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let menu = Self.storyboard.replacingOccurrences(of: #"systemMenu="apple""#, with: #"systemMenu="main""#)
        try Self.write(root, [
            "MeetingBar/Base.lproj/Main.storyboard": menu,
            "MeetingBar/Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>LSUIElement</key><true/></dict></plist>
                """,
        ])
        let outcome = CheckRun.run(CheckRequest(paths: ["."], languages: ["en", "de"], currentDirectory: root))
        #expect(outcome.diagnostics.isEmpty)
        // Counted all the same, as Xcode's catalog counts it.
        #expect(outcome.coverage.first?.keys == 4)
        // Without LSUIElement the menu bar shows it: missing in German.
        try Self.write(root, ["MeetingBar/Info.plist": #"<plist version="1.0"><dict/></plist>"#])
        #expect(CheckRun.run(CheckRequest(paths: ["."], languages: ["en", "de"], currentDirectory: root)).diagnostics.count == 3)
    }

    /// BatFi: no `Info.plist` says `LSUIElement`; Xcode generates it from the build setting
    /// `INFOPLIST_KEY_LSUIElement = YES;` of the app's configurations.
    @Test func anAgentAppMadeByABuildSettingHidesItsMainMenu() throws {
        let root = Self.temporaryFolder("ib-agent-setting")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let menu = Self.storyboard.replacingOccurrences(of: #"systemMenu="apple""#, with: #"systemMenu="main""#)
        func project(_ agent: String) -> String {
            """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\t5BEE21AD29E607FC0012A4DD /* Debug */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tGENERATE_INFOPLIST_FILE = YES;
            \t\t\t\tINFOPLIST_KEY_LSUIElement = \(agent);
            \t\t\t\tINFOPLIST_KEY_NSMainStoryboardFile = MainMenu;
            \t\t\t\tMACOSX_DEPLOYMENT_TARGET = 13.0;
            \t\t\t};
            \t\t\tname = Debug;
            \t\t};
            \t};
            }
            """
        }
        try Self.write(root, [
            "App/Base.lproj/MainMenu.storyboard": menu,
            "BatFi.xcodeproj/project.pbxproj": project("YES"),
        ])
        let outcome = CheckRun.run(CheckRequest(paths: ["."], languages: ["en", "de"], currentDirectory: root))
        #expect(outcome.diagnostics.isEmpty)
        try Self.write(root, ["BatFi.xcodeproj/project.pbxproj": project("NO")])
        #expect(CheckRun.run(CheckRequest(paths: ["."], languages: ["en", "de"], currentDirectory: root)).diagnostics.count == 3)
    }

    /// OpenDocument Reader: its launch screen's one label is the app's name, which Xcode's generated property list
    /// gives (`INFOPLIST_KEY_CFBundleDisplayName`): it reads the same in every language. Another label still needs
    /// German, and an extension's display name ('Share') is no name of the app's.
    @Test func theAppsNameOnALaunchScreenAsksNoTranslation() throws {
        let root = Self.temporaryFolder("ib-app-name")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let launch = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" launchScreen="YES" useAutolayout="YES">
                <scenes>
                    <scene sceneID="EHf-IW-A2E">
                        <objects>
                            <viewController id="01J-lp-oVM" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Ze5-6b-2t3">
                                    <subviews>
                                        <label opaque="NO" text="OpenDocument Reader" id="u4m-FI-Qck"/>
                                        <label opaque="NO" text="Share" id="k2P-aa-9Zq"/>
                                        <label opaque="NO" text="Opening your document" id="b8Q-xy-1Lm"/>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        func configuration(_ name: String, _ settings: [String]) -> String {
            "\t\t\(name) /* Release */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n"
                + settings.map { "\t\t\t\t\($0)\n" }.joined() + "\t\t\t};\n\t\t\tname = Release;\n\t\t};\n"
        }
        let project = "// !$*UTF8*$!\n{\n\tobjects = {\n"
            + configuration("A1", ["INFOPLIST_KEY_CFBundleDisplayName = \"OpenDocument Reader\";", "PRODUCT_NAME = \"$(BUNDLE_DISPLAY_NAME)\";"])
            + configuration("A2", ["APPLICATION_EXTENSION_API_ONLY = YES;", "INFOPLIST_KEY_CFBundleDisplayName = Share;", "SKIP_INSTALL = YES;"])
            + "\t};\n}\n"
        try Self.write(root, [
            "Reader.xcodeproj/project.pbxproj": project,
            "OpenDocumentReader/Base.lproj/LaunchScreen.storyboard": launch,
        ])
        let outcome = CheckRun.run(CheckRequest(paths: ["."], languages: ["en", "de"], currentDirectory: root))
        #expect(Self.listed(outcome, root, \.language) == [
            "OpenDocumentReader/Base.lproj/LaunchScreen.storyboard:10:48: [missing-translation] de",
            "OpenDocumentReader/Base.lproj/LaunchScreen.storyboard:11:48: [missing-translation] de",
        ])
        #expect(AppBundles.displayNames(inProject: FoundationSearch(project)) == ["OpenDocument Reader"])
    }

    @Test func reportCountsFindingsOfTheTablesForTheDocument() throws {
        let root = Self.temporaryFolder("ib-report")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Self.write(root, [
            "App/Base.lproj/Main.storyboard": Self.storyboard,
            "App/de.lproj/Main.strings": Self.table([
                ("00n-xr-jcQ.title", #"Class = "NSMenuItem"; title = "Update"; ObjectID = "00n-xr-jcQ";"#, "Aktualisieren"),
            ]),
        ])
        let report = CoverageReport.run(
            CheckRequest(paths: ["."], languages: ["en", "de"], currentDirectory: root), toolVersion: "test")
        #expect(report.catalogs.map(\.file) == [root + "/App/Base.lproj/Main.storyboard"])
        // Two strings missing in the German table: its findings count for the document.
        #expect(report.catalogCounts[root + "/App/Base.lproj/Main.storyboard"]?.errors == 2)
    }
}
