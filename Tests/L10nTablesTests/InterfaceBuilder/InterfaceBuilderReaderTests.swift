import Foundation
import Testing
import XCStrings

@testable import L10nTables

/// The reader against ibtool: each document below is cut from a real app's (Latest, iina, CotEditor, Vienna,
/// DuckDuckGo iOS; a few texts changed to show one more property), and each expected comment is written as ibtool
/// wrote that object's comment into the app's own table (or Xcode into its catalog).
@Suite struct InterfaceBuilderReaderTests {
    func read(_ xml: String, path: String = "App/Base.lproj/Main.storyboard") throws(CatalogError) -> InterfaceBuilderDocument {
        try InterfaceBuilderReader.read(Array(xml.utf8), path: path)
    }

    func comments(_ document: InterfaceBuilderDocument) -> [String: String] {
        Dictionary(document.strings.map { ($0.key, $0.comment) }, uniquingKeysWith: { first, _ in first })
    }

    /// Latest's Main.storyboard (mangerlahn/Latest) and its en.lproj/Main.strings.
    static let latest = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" initialViewController="B8D-0N-5wS">
            <scenes>
                <scene sceneID="JPo-4y-FX3">
                    <objects>
                        <application id="hnw-xV-0zn" sceneMemberID="viewController">
                            <menu key="mainMenu" title="Main Menu" systemMenu="main" id="AYu-sK-qS6">
                                <items>
                                    <menuItem title="Latest" id="1Xt-HY-uBw">
                                        <modifierMask key="keyEquivalentModifierMask"/>
                                        <menu key="submenu" title="Latest" systemMenu="apple" id="uQy-DD-JDr">
                                            <items>
                                                <menuItem title="About Latest" id="5kV-Vb-QxS">
                                                    <modifierMask key="keyEquivalentModifierMask"/>
                                                </menuItem>
                                                <menuItem isSeparatorItem="YES" id="VOq-y0-SEH"/>
                                                <menuItem title="Preferences…" keyEquivalent="," id="BOF-NM-1cW"/>
                                            </items>
                                        </menu>
                                    </menuItem>
                                </items>
                            </menu>
                        </application>
                        <customObject id="Ady-hI-5gd" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="R2V-B0-nI4">
                    <objects>
                        <windowController id="B8D-0N-5wS" sceneMemberID="viewController">
                            <window key="window" identifier="MainWindow" title="&lt;dnl&gt;" subtitle="&lt;dnl&gt;" frameAutosaveName="MainWindowSize" animationBehavior="default" id="IQv-IB-iLA">
                                <toolbar key="toolbar" implicitIdentifier="0B6C4ABA" autosavesConfiguration="NO" displayMode="iconOnly" sizeMode="regular" id="LE6-1z-ESo">
                                    <allowedToolbarItems>
                                        <toolbarItem implicitItemIdentifier="NSToolbarSpaceItem" id="6dc-Xr-FRW"/>
                                        <toolbarItem implicitItemIdentifier="8B9D4DF6-7C34-490B-A523-757D80785B85" label="Reload" paletteLabel="Reload" image="NSRefreshTemplate" sizingBehavior="auto" id="ZWx-q6-TJz">
                                            <nil key="toolTip"/>
                                            <button key="view" toolTip="Reload" verticalHuggingPriority="750" id="FM4-aR-lhK">
                                                <rect key="frame" x="7" y="14" width="28" height="23"/>
                                                <buttonCell key="cell" type="roundTextured" bezelStyle="texturedRounded" image="NSRefreshTemplate" imagePosition="only" alignment="center" lineBreakMode="truncatingTail" state="border" imageScaling="proportionallyDown" inset="2" id="J5u-mb-ni2">
                                                    <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                                    <font key="font" metaFont="system"/>
                                                </buttonCell>
                                            </button>
                                        </toolbarItem>
                                    </allowedToolbarItems>
                                    <defaultToolbarItems>
                                        <toolbarItem reference="ZWx-q6-TJz"/>
                                    </defaultToolbarItems>
                                </toolbar>
                            </window>
                        </windowController>
                    </objects>
                </scene>
                <scene sceneID="hIz-AP-VOD">
                    <objects>
                        <viewController id="XfG-lQ-9wD" sceneMemberID="viewController">
                            <view key="view" id="m2S-Jp-Qdl">
                                <subviews>
                                    <tableView verticalHuggingPriority="750" allowsExpansionToolTips="YES" id="lbz-zB-UKO">
                                        <tableColumns>
                                            <tableColumn editable="NO" width="368" minWidth="40" maxWidth="1000" id="kmD-6A-dIK">
                                                <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border">
                                                    <color key="textColor" name="headerTextColor" catalog="System" colorSpace="catalog"/>
                                                </tableHeaderCell>
                                                <textFieldCell key="dataCell" lineBreakMode="truncatingTail" selectable="YES" editable="YES" title="Text Cell" id="3GZ-aM-hwz">
                                                    <font key="font" metaFont="system"/>
                                                </textFieldCell>
                                            </tableColumn>
                                        </tableColumns>
                                    </tableView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func macOSStoryboardAsIbtoolWroteItsTable() throws {
        let document = try read(Self.latest)
        #expect(document.platform == .appKit)
        // Latest/Interface/en.lproj/Main.strings, as ibtool wrote it.
        #expect(comments(document) == [
            "AYu-sK-qS6.title": #"Class = "NSMenu"; title = "Main Menu"; ObjectID = "AYu-sK-qS6";"#,
            "1Xt-HY-uBw.title": #"Class = "NSMenuItem"; title = "Latest"; ObjectID = "1Xt-HY-uBw";"#,
            "uQy-DD-JDr.title": #"Class = "NSMenu"; title = "Latest"; ObjectID = "uQy-DD-JDr";"#,
            "5kV-Vb-QxS.title": #"Class = "NSMenuItem"; title = "About Latest"; ObjectID = "5kV-Vb-QxS";"#,
            "BOF-NM-1cW.title": #"Class = "NSMenuItem"; title = "Preferences…"; ObjectID = "BOF-NM-1cW";"#,
            "IQv-IB-iLA.title": #"Class = "NSWindow"; title = "<dnl>"; ObjectID = "IQv-IB-iLA";"#,
            "ZWx-q6-TJz.label": #"Class = "NSToolbarItem"; label = "Reload"; ObjectID = "ZWx-q6-TJz";"#,
            "ZWx-q6-TJz.paletteLabel": #"Class = "NSToolbarItem"; paletteLabel = "Reload"; ObjectID = "ZWx-q6-TJz";"#,
            "FM4-aR-lhK.ibShadowedToolTip": #"Class = "NSButton"; ibShadowedToolTip = "Reload"; ObjectID = "FM4-aR-lhK";"#,
        ])
        // Document order, and the place of each text: the attribute that holds it.
        #expect(document.strings.first?.key == "AYu-sK-qS6.title")
        let about = try #require(document.strings.first { $0.key == "5kV-Vb-QxS.title" })
        #expect(about.position == SourcePosition(line: 13, column: 51))
        #expect(about.value == "About Latest")
        // Xcode leaves Interface Builder's "Text Cell" out; its object is the document's all the same.
        #expect(document.placeholders.map(\.key) == ["3GZ-aM-hwz.title"])
        #expect(document.hasObject(of: "3GZ-aM-hwz.title"))
        #expect(!document.hasObject(of: "jLw-y7-vqv.title"))
        // A window's subtitle is not exported: ibtool never wrote Latest's (not "3 Updates Found", not "<dnl>").
        #expect(!document.strings.contains { $0.property == "subtitle" })
        // Not exported: identifiers, image names, autosave names, a separator, the First Responder's userLabel.
        #expect(!document.strings.contains { ["MainWindow", "NSRefreshTemplate", "MainWindowSize", "First Responder"].contains($0.value) })
    }

    @Test func segmentsBindingsHeadersAndAccessibility() throws {
        // iina InspectorWindowController.xib, iina PrefKeyBindingViewController.xib, CotEditor SnippetsPane and
        // MultipleReplacePanel storyboards, Vienna MainWindowController.xib; comments from their tables.
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <segmentedControl verticalHuggingPriority="750" id="Xle-rT-bNe">
                        <segmentedCell key="cell" controlSize="small" borderStyle="border" alignment="left" style="rounded" trackingMode="selectOne" id="Fqo-1c-3L1">
                            <font key="font" metaFont="smallSystem"/>
                            <segments>
                                <segment label="General" selected="YES"/>
                                <segment label="Tracks" tag="1"/>
                            </segments>
                        </segmentedCell>
                    </segmentedControl>
                    <segmentedControl verticalHuggingPriority="750" id="eS6-VK-ZeR">
                        <segmentedCell key="cell" borderStyle="border" alignment="left" style="rounded" trackingMode="momentary" id="t2r-oN-Xpf">
                            <segments>
                                <segment toolTip="Add" image="NSAddTemplate" width="24"/>
                                <segment toolTip="Delete" image="NSRemoveTemplate" width="24" enabled="NO" tag="1"/>
                            </segments>
                        </segmentedCell>
                    </segmentedControl>
                    <tableColumn identifier="isEnabled" editable="NO" width="20" minWidth="20" maxWidth="20" headerToolTip="Enable" id="KTe-1r-oHM">
                        <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border" alignment="center" title="Key">
                            <color key="textColor" name="headerTextColor" catalog="System" colorSpace="catalog"/>
                        </tableHeaderCell>
                    </tableColumn>
                    <textField focusRingType="none" verticalHuggingPriority="750" id="dXX-uc-NQC">
                        <textFieldCell key="cell" lineBreakMode="truncatingTail" sendsActionOnEndEditing="YES" title="Table View Cell" id="UtY-fi-jOg">
                            <font key="font" metaFont="system"/>
                        </textFieldCell>
                        <connections>
                            <binding destination="dXX-uc-NQC" name="value" keyPath="objectValue.extensions" id="hY5-0z-qN6">
                                <dictionary key="options">
                                    <string key="NSNullPlaceholder">All</string>
                                </dictionary>
                            </binding>
                        </connections>
                    </textField>
                    <button verticalHuggingPriority="750" id="1313">
                        <buttonCell key="cell" type="roundRect" bezelStyle="roundedRect" image="NSStopProgressFreestandingTemplate" imagePosition="only" alignment="center" state="on" imageScaling="proportionallyDown" inset="2" id="1314">
                            <font key="font" metaFont="message" size="11"/>
                        </buttonCell>
                        <accessibility description="Close the filter bar"/>
                    </button>
                    <popUpButton verticalHuggingPriority="750" id="cMz-aB-wXy">
                        <popUpButtonCell key="cell" type="push" title="Item 1" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" selectedItem="gq3-Ha-qzB" id="Bq2-nC-rPQ">
                            <menu key="menu" id="wCm-j3-T0x">
                                <items>
                                    <menuItem title="Item 1" state="on" id="gq3-Ha-qzB"/>
                                </items>
                            </menu>
                        </popUpButtonCell>
                    </popUpButton>
                    <window title="Inspector" allowsToolTipsWhenApplicationIsInactive="NO" releasedWhenClosed="NO" animationBehavior="default" id="F0z-JX-Cv5" customClass="NSPanel">
                        <view key="contentView" id="se5-gp-TjO">
                            <subviews>
                                <textField focusRingType="none" horizontalHuggingPriority="251" id="EJU-9e-uCA" customClass="NumberTextField" customModule="CotEditor" customModuleProvider="target" toolTip="File Size">
                                    <textFieldCell key="cell" lineBreakMode="clipping" title="" placeholderString="" id="t1S-wd-olE"/>
                                </textField>
                            </subviews>
                        </view>
                    </window>
                </objects>
            </document>
            """
        let document = try read(xml, path: "App/Base.lproj/Inspector.xib")
        #expect(comments(document) == [
            "Fqo-1c-3L1.ibShadowedLabels[0]": #"Class = "NSSegmentedCell"; Fqo-1c-3L1.ibShadowedLabels[0] = "General"; ObjectID = "Fqo-1c-3L1";"#,
            "Fqo-1c-3L1.ibShadowedLabels[1]": #"Class = "NSSegmentedCell"; Fqo-1c-3L1.ibShadowedLabels[1] = "Tracks"; ObjectID = "Fqo-1c-3L1";"#,
            "t2r-oN-Xpf.ibShadowedToolTips[0]": #"Class = "NSSegmentedCell"; t2r-oN-Xpf.ibShadowedToolTips[0] = "Add"; ObjectID = "t2r-oN-Xpf";"#,
            "t2r-oN-Xpf.ibShadowedToolTips[1]": #"Class = "NSSegmentedCell"; t2r-oN-Xpf.ibShadowedToolTips[1] = "Delete"; ObjectID = "t2r-oN-Xpf";"#,
            "KTe-1r-oHM.headerCell.title": #"Class = "NSTableColumn"; headerCell.title = "Key"; ObjectID = "KTe-1r-oHM";"#,
            "KTe-1r-oHM.headerToolTip": #"Class = "NSTableColumn"; headerToolTip = "Enable"; ObjectID = "KTe-1r-oHM";"#,
            "hY5-0z-qN6.ibShadowedIsNilPlaceholder": #"Class = "CocoaBindingsConnection"; ibShadowedIsNilPlaceholder = "All"; ObjectID = "hY5-0z-qN6";"#,
            "1313.ibExternalAccessibilityDescription": #"Class = "NSButton"; ibExternalAccessibilityDescription = "Close the filter bar"; ObjectID = "1313";"#,
            "gq3-Ha-qzB.title": #"Class = "NSMenuItem"; title = "Item 1"; ObjectID = "gq3-Ha-qzB";"#,
            // Xcode names the window's own class, not its custom class NSPanel (iina's catalog); the custom
            // NumberTextField is an NSTextField.
            "F0z-JX-Cv5.title": #"Class = "NSWindow"; title = "Inspector"; ObjectID = "F0z-JX-Cv5";"#,
            "EJU-9e-uCA.ibShadowedToolTip": #"Class = "NSTextField"; ibShadowedToolTip = "File Size"; ObjectID = "EJU-9e-uCA";"#,
        ])
        // Left out as Xcode leaves them out: "Table View Cell", the pop-up cell's title (its item's), empty text.
        #expect(Set(document.placeholders.map(\.key)) == [
            "UtY-fi-jOg.title", "Bq2-nC-rPQ.title", "t1S-wd-olE.title", "t1S-wd-olE.placeholderString",
        ])
    }

    @Test func localizerNotesRideInTheComment() throws {
        // Vienna Preferences.storyboard and CotEditor SyntaxFileMappingEditView: the note on the menu item, and on the
        // text field whose cell holds the title; comments from the catalogs Xcode made of them.
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
                <scenes><scene sceneID="a"><objects>
                    <menuItem title="Preferences…" keyEquivalent="," id="129">
                        <attributedString key="userComments">
                            <fragment>
                                <string key="content">Apple renamed "Preferences" to "Settings" in macOS 13.</string>
                            </fragment>
                        </attributedString>
                    </menuItem>
                    <textField focusRingType="none" id="5hg-bA-cXm">
                        <textFieldCell key="cell" lineBreakMode="truncatingTail" selectable="YES" editable="YES" title="txt" id="Vce-NT-Qem">
                            <font key="font" metaFont="system"/>
                        </textFieldCell>
                        <attributedString key="userComments">
                            <fragment content="Dummy"/>
                        </attributedString>
                    </textField>
                </objects></scene></scenes>
            </document>
            """
        let document = try read(xml)
        #expect(comments(document) == [
            "129.title": #"Class = "NSMenuItem"; title = "Preferences…"; ObjectID = "129"; Note = "Apple renamed \"Preferences\" to \"Settings\" in macOS 13.";"#,
            "Vce-NT-Qem.title": #"Class = "NSTextFieldCell"; title = "txt"; ObjectID = "Vce-NT-Qem"; Note = "Dummy";"#,
        ])
        // An editable field's title is the user's content: exported, but no label.
        #expect(document.strings.first { $0.key == "Vce-NT-Qem.title" }?.isEditableContent == true)
        #expect(document.strings.first { $0.key == "129.title" }?.isEditableContent == false)
    }

    /// DuckDuckGo iOS (Bookmarks, Settings, TabSwitcher storyboards and OmniBar.xib) and its de.lproj tables.
    @Test func iOSStoryboardAsIbtoolWroteItsTable() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23094" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <scenes>
                    <scene sceneID="abc">
                        <objects>
                            <tableViewController title="Settings" id="fdJ-b1-Des" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" style="grouped" id="8aO-ax-hgr">
                                    <sections>
                                        <tableViewSection headerTitle="Privacy" footerTitle="Global Privacy Control" id="tGh-di-rfq">
                                            <cells>
                                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" id="yBs-5d-3oA">
                                                    <tableViewCellContentView key="contentView" id="eQ8-ic-vG5">
                                                        <subviews>
                                                            <label opaque="NO" userInteractionEnabled="NO" text="Default Browser" textAlignment="natural" lineBreakMode="tailTruncation" id="7VM-DV-W3e">
                                                                <fontDescription key="fontDescription" type="system" pointSize="16"/>
                                                            </label>
                                                            <label opaque="NO" userInteractionEnabled="NO" textAlignment="natural" lineBreakMode="wordWrap" numberOfLines="0" id="cW7-OM-2oW">
                                                                <string key="text">Global Privacy
            Control (GPC)</string>
                                                            </label>
                                                        </subviews>
                                                    </tableViewCellContentView>
                                                </tableViewCell>
                                            </cells>
                                        </tableViewSection>
                                    </sections>
                                </tableView>
                                <navigationItem key="navigationItem" title="Bookmarks" id="oMv-60-GGW">
                                    <barButtonItem key="rightBarButtonItem" title="Done" id="Ksa-Pd-Mv5"/>
                                </navigationItem>
                            </tableViewController>
                            <viewController id="jbD-Oy-Cmw" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="g0O-Xh-MLa">
                                    <subviews>
                                        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" borderStyle="roundedRect" placeholder="Title" textAlignment="natural" minimumFontSize="17" id="KiU-Wb-7jj">
                                            <textInputTraits key="textInputTraits"/>
                                        </textField>
                                        <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" id="NJH-oV-DbS">
                                            <segments>
                                                <segment title="Bookmarks"/>
                                                <segment title="Favorites"/>
                                            </segments>
                                        </segmentedControl>
                                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" lineBreakMode="middleTruncation" id="R7T-q4-qHz">
                                            <accessibility key="accessibilityConfiguration" label="Close" hint="Closes the tab"/>
                                            <state key="normal" title="Get Started"/>
                                            <state key="selected" title="Started"/>
                                        </button>
                                        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="Logo" id="Gyy-py-IOg">
                                            <accessibility key="accessibilityConfiguration" label="DuckDuckGo"/>
                                        </imageView>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let document = try read(xml)
        #expect(document.platform == .uiKit)
        #expect(comments(document) == [
            "fdJ-b1-Des.title": #"Class = "UITableViewController"; title = "Settings"; ObjectID = "fdJ-b1-Des";"#,
            "tGh-di-rfq.headerTitle": #"Class = "UITableViewSection"; headerTitle = "Privacy"; ObjectID = "tGh-di-rfq";"#,
            "tGh-di-rfq.footerTitle": #"Class = "UITableViewSection"; footerTitle = "Global Privacy Control"; ObjectID = "tGh-di-rfq";"#,
            "7VM-DV-W3e.text": #"Class = "UILabel"; text = "Default Browser"; ObjectID = "7VM-DV-W3e";"#,
            "cW7-OM-2oW.text": #"Class = "UILabel"; text = "Global Privacy\nControl (GPC)"; ObjectID = "cW7-OM-2oW";"#,
            "oMv-60-GGW.title": #"Class = "UINavigationItem"; title = "Bookmarks"; ObjectID = "oMv-60-GGW";"#,
            "Ksa-Pd-Mv5.title": #"Class = "UIBarButtonItem"; title = "Done"; ObjectID = "Ksa-Pd-Mv5";"#,
            "KiU-Wb-7jj.placeholder": #"Class = "UITextField"; placeholder = "Title"; ObjectID = "KiU-Wb-7jj";"#,
            "NJH-oV-DbS.segmentTitles[0]": #"Class = "UISegmentedControl"; NJH-oV-DbS.segmentTitles[0] = "Bookmarks"; ObjectID = "NJH-oV-DbS";"#,
            "NJH-oV-DbS.segmentTitles[1]": #"Class = "UISegmentedControl"; NJH-oV-DbS.segmentTitles[1] = "Favorites"; ObjectID = "NJH-oV-DbS";"#,
            "R7T-q4-qHz.normalTitle": #"Class = "UIButton"; normalTitle = "Get Started"; ObjectID = "R7T-q4-qHz";"#,
            "R7T-q4-qHz.selectedTitle": #"Class = "UIButton"; selectedTitle = "Started"; ObjectID = "R7T-q4-qHz";"#,
            "R7T-q4-qHz.accessibilityLabel": #"Class = "UIButton"; accessibilityLabel = "Close"; ObjectID = "R7T-q4-qHz";"#,
            "R7T-q4-qHz.accessibilityHint": #"Class = "UIButton"; accessibilityHint = "Closes the tab"; ObjectID = "R7T-q4-qHz";"#,
            "Gyy-py-IOg.accessibilityLabel": #"Class = "UIImageView"; accessibilityLabel = "DuckDuckGo"; ObjectID = "Gyy-py-IOg";"#,
        ])
        // A text written as a <string key="text"> child stands at that element.
        #expect(document.strings.first { $0.key == "cW7-OM-2oW.text" }?.position.line == 18)
    }

    /// OpenEmu's `PrefGameplayController.xib`: a runtime attribute hands the object to the app's own localization
    /// (`NSControl+i18n.swift` reads `localizeTitle`), which sets its text from the app's tables.
    @Test func aRuntimeAttributeThatLocalizesMarksTheTextAsSetByCode() throws {
        let document = try read("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <customView id="c22-O7-iKe">
                        <subviews>
                            <textField id="Abc-12-xyz">
                                <textFieldCell key="cell" title="Shader:" id="Def-34-uvw"/>
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="boolean" keyPath="localizeTitle" value="YES"/>
                                </userDefinedRuntimeAttributes>
                            </textField>
                            <textField id="Ghi-56-rst">
                                <textFieldCell key="cell" title="Window Management:" id="Jkl-78-opq"/>
                            </textField>
                            <button localization="NO" id="Mno-90-lmn">
                                <buttonCell key="cell" title="Import" id="Pqr-12-ijk"/>
                            </button>
                        </subviews>
                    </customView>
                </objects>
            </document>
            """, path: "App/Base.lproj/PrefGameplay.xib")
        let replaced = Dictionary(document.strings.map { ($0.value, $0.isReplacedByCode) }, uniquingKeysWith: { first, _ in first })
        #expect(replaced["Shader:"] == true)
        #expect(replaced["Window Management:"] == false)
        // FSNotes's File menu: `localization="NO"` on the object, whose title code sets.
        #expect(replaced["Import"] == true)
    }

    /// Stopp Corona's `TransLabel`: a string runtime attribute named for a key (`transKey`) holds the key its class
    /// looks up at run time; a string attribute with words in it (`accessibilityHint`-like) or named otherwise does not.
    @Test func aRuntimeAttributeNamingAKeyMarksTheTextAsSetByCode() throws {
        let document = try read("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <scenes><scene sceneID="a"><objects>
                    <viewController id="r5A-to-9hZ" sceneMemberID="viewController">
                        <view key="view" id="v1">
                            <subviews>
                                <label opaque="NO" text="Kontaktbestätigung" id="Ab1-cd-ef2" customClass="TransLabel">
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="string" keyPath="transKey" value="main_body_contact"/>
                                    </userDefinedRuntimeAttributes>
                                </label>
                                <label opaque="NO" text="Tagebuch löschen" id="Gh3-ij-kl4">
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="string" keyPath="styleName" value="headline"/>
                                        <userDefinedRuntimeAttribute type="string" keyPath="hintKey" value="Delete all entries"/>
                                    </userDefinedRuntimeAttributes>
                                </label>
                            </subviews>
                        </view>
                    </viewController>
                </objects></scene></scenes>
            </document>
            """, path: "App/Base.lproj/Diary.storyboard")
        let replaced = Dictionary(document.strings.map { ($0.value, $0.isReplacedByCode) }, uniquingKeysWith: { first, _ in first })
        #expect(replaced["Kontaktbestätigung"] == true)
        #expect(replaced["Tagebuch löschen"] == false)
    }

    @Test func textsCodeReplacesAndTheMainMenuAreMarked() throws {
        // ownCloud's file provider UI: "Label" and "Button" on objects the controller holds outlets to; a macOS
        // label whose cell says "Label" under an outlet to its text field; an app's main menu.
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">
                <scenes><scene sceneID="a"><objects>
                    <viewController id="r5A-to-9hZ" customClass="CancelLabelViewController" sceneMemberID="viewController">
                        <view key="view" id="v1">
                            <subviews>
                                <button opaque="NO" buttonType="system" id="rK3-2Z-5fu">
                                    <state key="normal" title="Button"/>
                                </button>
                                <label opaque="NO" text="Label" id="Ell-jz-Ctu"/>
                                <label opaque="NO" text="Label" id="Zz0-aa-bbb"/>
                                <label opaque="NO" text="Waiting for the server" id="Yy1-cc-ddd"/>
                            </subviews>
                        </view>
                        <connections>
                            <outlet property="button" destination="rK3-2Z-5fu" id="zyZ-w4-8Og"/>
                            <outlet property="label" destination="Ell-jz-Ctu" id="l9I-nW-SZG"/>
                            <outlet property="status" destination="Yy1-cc-ddd" id="m0I-nW-SZG"/>
                        </connections>
                    </viewController>
                </objects></scene></scenes>
            </document>
            """
        let document = try read(xml)
        // A library placeholder under an outlet: code sets it. Under no outlet it is a leftover no translator is
        // asked for (Clipy's outline view's template cell 'Text') either; real text under one: shown.
        #expect(document.strings.filter(\.isReplacedByCode).map(\.key) == ["rK3-2Z-5fu.normalTitle", "Ell-jz-Ctu.text"])
        #expect(document.shown(inAgentApp: false).strings.map(\.key) == ["Yy1-cc-ddd.text"])

        let mac = """
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="StatusController">
                        <connections>
                            <outlet property="statusField" destination="9oD-ob-1Ia" id="k7f-Vg-Jxq"/>
                            <outlet property="versionField" destination="jLw-y7-vqx" id="k7f-Vg-Jxr"/>
                        </connections>
                    </customObject>
                    <textField id="9oD-ob-1Ia">
                        <textFieldCell key="cell" title="Label" id="f1s-Jw-6Wx"/>
                    </textField>
                    <textField id="jLw-y7-vqx">
                        <textFieldCell key="cell" title="&lt;dnl&gt;" id="jLw-y7-vqv"/>
                    </textField>
                    <textField id="Bk2-cD-eFg">
                        <textFieldCell key="cell" title="Feed Name" id="Bk2-cD-eFh"/>
                        <connections>
                            <binding destination="-2" name="value" keyPath="feed.name" id="Bk2-cD-eFi"/>
                        </connections>
                    </textField>
                    <windowController id="B8D-0N-5wS">
                        <window key="window" title="&lt;dnl&gt;" id="IQv-IB-iLA"/>
                    </windowController>
                    <menu title="Main Menu" systemMenu="main" id="AYu-sK-qS6">
                        <items>
                            <menuItem title="MeetingBar" id="1Xt-HY-uBw">
                                <menu key="submenu" title="MeetingBar" systemMenu="apple" id="uQy-DD-JDr">
                                    <items>
                                        <menuItem title="Quit MeetingBar" keyEquivalent="q" id="4sb-4s-VLi"/>
                                    </items>
                                </menu>
                            </menuItem>
                            <menuItem title="Debug" id="dBg-00-itm">
                                <menu key="submenu" title="Debug" id="dBg-00-mnu">
                                    <items>
                                        <menuItem title="Clear Log" id="dBg-00-clr"/>
                                    </items>
                                </menu>
                            </menuItem>
                        </items>
                    </menu>
                    <menu title="Status" id="Ake-Tt-cX3">
                        <items>
                            <menuItem title="Join Meeting" id="1Z9-ws-FMW"/>
                        </items>
                    </menu>
                </objects>
            </document>
            """
        let macDocument = try read(mac, path: "App/Base.lproj/MainMenu.xib")
        // Latest's `<dnl>` texts under an outlet, and its window controller's window (its `window` outlet); a text
        // field whose value a binding gives.
        #expect(macDocument.strings.filter(\.isReplacedByCode).map(\.key) == [
            "f1s-Jw-6Wx.title", "jLw-y7-vqv.title", "Bk2-cD-eFh.title", "IQv-IB-iLA.title",
        ])
        #expect(macDocument.strings.filter(\.isInMainMenu).map(\.key) == [
            "AYu-sK-qS6.title", "1Xt-HY-uBw.title", "uQy-DD-JDr.title", "4sb-4s-VLi.title", "dBg-00-itm.title",
            "dBg-00-mnu.title", "dBg-00-clr.title",
        ])
        // A menu's own title shows only in the menu bar (the main menu's item's submenu: "MeetingBar"): not the main
        // menu's, not a status item's menu's. A menu titled "Debug" holds developers' tools (KCD's, shown only with
        // its ShowsDebugMenu setting): its items are no user's text. The menu bar shows the submenu's title, not
        // its item's (Unbound Bible's 'Tools' item): the main menu's items' own titles are never shown.
        #expect(macDocument.strings.filter(\.isNeverShown).map(\.key) == [
            "AYu-sK-qS6.title", "1Xt-HY-uBw.title", "dBg-00-itm.title", "dBg-00-mnu.title", "dBg-00-clr.title",
            "Ake-Tt-cX3.title",
        ])
        #expect(macDocument.shown(inAgentApp: true).strings.map(\.key) == ["1Z9-ws-FMW.title"])
        #expect(macDocument.shown(inAgentApp: false).strings.map(\.key) == [
            "uQy-DD-JDr.title", "4sb-4s-VLi.title", "1Z9-ws-FMW.title",
        ])
        #expect(macDocument.strings.count == 13)
    }

    /// giellakbd's home screen: a button hidden in the document that no outlet or tag reaches never shows its title,
    /// nor do the labels of a hidden view; a hidden label code holds an outlet to may be shown, and so may one with a
    /// tag. A hidden menu item may be unhidden by menu validation, which needs no outlet.
    @Test func aHiddenViewNoCodeReachesIsNeverShown() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="HomeView">
                        <connections>
                            <outlet property="statusLabel" destination="St1-aa-bbb" id="St1-aa-ccc"/>
                        </connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="Vw1-aa-bbb">
                        <subviews>
                            <button hidden="YES" opaque="NO" id="NQY-9A-SWq">
                                <state key="normal" title="Debug Testing"/>
                            </button>
                            <view hidden="YES" contentMode="scaleToFill" id="Hd1-aa-bbb">
                                <subviews>
                                    <label text="Developer options" id="Hd2-aa-bbb"/>
                                </subviews>
                            </view>
                            <label hidden="YES" text="Connected" id="St1-aa-bbb"/>
                            <label hidden="YES" tag="7" text="Offline" id="Tg1-aa-bbb"/>
                            <button opaque="NO" id="Ab1-aa-bbb">
                                <state key="normal" title="About"/>
                            </button>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let document = try read(xml)
        #expect(document.strings.filter(\.isNeverShown).map(\.key) == ["NQY-9A-SWq.normalTitle", "Hd2-aa-bbb.text"])
    }

    /// A hidden view code holds an outlet to shows only if the code sets its hidden state: giellakbd's `debugButton`
    /// only gets a target, so its title never shows; `statusLabel` is unhidden, and `resetButton` is unhidden with
    /// others on one line.
    @Test func aHiddenViewWhoseOutletNeverUnhidesItIsNotShown() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="HomeView">
                        <connections>
                            <outlet property="debugButton" destination="NQY-9A-SWq" id="Oa1-aa-bbb"/>
                            <outlet property="statusLabel" destination="St1-aa-bbb" id="Oa2-aa-bbb"/>
                            <outlet property="resetButton" destination="Rs1-aa-bbb" id="Oa3-aa-bbb"/>
                        </connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="Vw1-aa-bbb">
                        <subviews>
                            <button hidden="YES" opaque="NO" id="NQY-9A-SWq"><state key="normal" title="Debug Testing"/></button>
                            <label hidden="YES" text="Connected to the keyboard" id="St1-aa-bbb"/>
                            <button hidden="YES" opaque="NO" id="Rs1-aa-bbb"><state key="normal" title="Reset everything"/></button>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let document = try read(xml)
        #expect(document.strings.filter(\.isNeverShown).isEmpty)
        var assignments = OutletAssignments(names: document.outletNames)
        assignments.scan(Array("""
            debugButton.addTarget(self, action: #selector(openTesting), for: .touchUpInside)
            if keyboardEnabled { statusLabel.isHidden = false }
            [resetButton, clearButton].forEach { $0.isHidden = !isDebug }
            """.utf8))
        #expect(document.shown(inAgentApp: false, assignments: assignments).strings.map(\.key) == [
            "St1-aa-bbb.text", "Rs1-aa-bbb.normalTitle",
        ])
    }

    /// RakevetPlus's route results: the two tab buttons are an outlet collection whose titles the code sets by index
    /// (`routeButtons[0].setTitle(…)`); the XIB's Hebrew placeholders are never shown. A button outside the collection
    /// keeps its text.
    @Test func anOutletCollectionsElementsSetByIndexShowTheCodesText() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="RouteResultVC">
                        <connections>
                            <outletCollection property="routeButtons" destination="bM4-iS-7kj" collectionClass="NSMutableArray" id="Oc1-aa-bbb"/>
                            <outletCollection property="routeButtons" destination="bM5-iS-7kj" collectionClass="NSMutableArray" id="Oc2-aa-bbb"/>
                        </connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="Vw1-aa-bbb">
                        <subviews>
                            <button opaque="NO" id="bM4-iS-7kj"><state key="normal" title="3 ישיר"/></button>
                            <button opaque="NO" id="bM5-iS-7kj"><state key="normal" title="2 עם החלפות"/></button>
                            <button opaque="NO" id="Bk1-aa-bbb"><state key="normal" title="חזור"/></button>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let document = try read(xml)
        var assignments = OutletAssignments(names: document.outletNames)
        assignments.scan(Array("""
            self.routeButtons[0].setTitle(String(format: NSLocalizedString("%d ישיר", comment: ""), direct.count), for: .normal)
            self.routeButtons[1].setTitle(String(format: NSLocalizedString("%d עם החלפות", comment: ""), indirect.count), for: .normal)
            """.utf8))
        #expect(document.shown(inAgentApp: false, assignments: assignments).strings.map(\.key) == ["Bk1-aa-bbb.normalTitle"])
    }

    /// RaccoonWallet's donation screen: the code hands each developer's labels to a function of its own that sets
    /// their text (`setDeveloperText(name: androidName, role: androidRole, …)` with `name.text = developer.name`); the
    /// storyboard's 'Android Developer' is never shown. A label handed to a function that only styles it keeps its text.
    @Test func anOutletHandedToAFunctionThatSetsItsTextShowsTheCodesText() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">
                <scenes>
                    <scene sceneID="Sc1-aa-bbb">
                        <objects>
                            <viewController id="Vc1-aa-bbb" customClass="DonationTopViewController">
                                <view key="view" contentMode="scaleToFill" id="Vw1-aa-bbb">
                                    <subviews>
                                        <label opaque="NO" text="Android Developer" id="x6i-DI-9XN"/>
                                        <label opaque="NO" text="Support the team" id="Hd1-aa-bbb"/>
                                    </subviews>
                                </view>
                                <connections>
                                    <outlet property="androidRole" destination="x6i-DI-9XN" id="JGz-pn-XmV"/>
                                    <outlet property="headerLabel" destination="Hd1-aa-bbb" id="JGz-pn-XmW"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let document = try read(xml)
        var assignments = OutletAssignments(names: document.outletNames)
        assignments.scan(Array("""
            setDeveloperText(name: androidName, role: androidRole, developer: Developer.android)
            style(label: headerLabel)
            func setDeveloperText(name: UILabel, role: UILabel, developer: Developer) {
                name.text = developer.name
                role.text = developer.role
            }
            func style(label: UILabel) { label.textColor = .red }
            """.utf8))
        #expect(document.shown(inAgentApp: false, assignments: assignments).strings.map(\.key) == ["Hd1-aa-bbb.text"])
    }

    /// SafeTimer's watch app: the static notification scene's label, `notificationAlertLabel`, shows each
    /// notification's alert text, whatever the storyboard says ('Alert Label'); a label beside it keeps its text.
    @Test func aWatchNotificationsAlertLabelIsSetByTheSystem() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" targetRuntime="watchKit">
                <scenes>
                    <scene sceneID="rjY-Ar-IMT">
                        <objects>
                            <notificationController id="YCC-NB-fut">
                                <items>
                                    <label alignment="left" text="Alert Label" numberOfLines="0" id="IdU-wH-bcW"/>
                                    <label alignment="left" text="Time to change your mask" id="Lb2-wH-bcW"/>
                                </items>
                                <notificationCategory key="notificationCategory" identifier="myCategory" id="JfB-70-Muf"/>
                                <connections>
                                    <outlet property="notificationAlertLabel" destination="IdU-wH-bcW" id="JKC-fr-R95"/>
                                </connections>
                            </notificationController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let document = try read(xml)
        let assignments = OutletAssignments(names: document.outletNames)
        #expect(document.strings.map(\.key).sorted() == ["IdU-wH-bcW.text", "Lb2-wH-bcW.text"])
        #expect(document.shown(inAgentApp: false, assignments: assignments).strings.map(\.key) == ["Lb2-wH-bcW.text"])
    }

    /// XIV on Mac's installer: a tab view without tabs (`type="noTabsNoBorder"`), whose pages code switches, shows
    /// none of its items' labels; a tab view with tabs shows them.
    @Test func theLabelsOfATablessTabViewAreNeverShown() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <tabView type="noTabsNoBorder" id="84e-Ob-yqc">
                        <tabViewItems>
                            <tabViewItem label="License selector" identifier="license" id="dP0-z3-3xE"/>
                            <tabViewItem label="Download" identifier="download" id="dP0-z3-3xF"/>
                        </tabViewItems>
                    </tabView>
                    <tabView id="Qs1-aa-bbb">
                        <tabViewItems>
                            <tabViewItem label="General" identifier="general" id="Qs1-aa-bbc"/>
                        </tabViewItems>
                    </tabView>
                </objects>
            </document>
            """
        let document = try read(xml)
        #expect(document.strings.map(\.key) == ["dP0-z3-3xE.label", "dP0-z3-3xF.label", "Qs1-aa-bbc.label"])
        #expect(document.strings.filter(\.isNeverShown).map(\.key) == ["dP0-z3-3xE.label", "dP0-z3-3xF.label"])
        #expect(document.shown(inAgentApp: false).strings.map(\.key) == ["Qs1-aa-bbc.label"])
    }

    /// Telephone's account window: a toolbar users cannot customize never shows its items' palette labels (only
    /// the customization palette does); their labels still show (the overflow menu), and a customizable toolbar's
    /// palette labels too.
    @Test func aFixedToolbarsPaletteLabelsAreNeverShown() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <window id="F0z-JX-Cv5">
                        <toolbar key="toolbar" allowsUserCustomization="NO" displayMode="iconOnly" id="57">
                            <allowedToolbarItems>
                                <toolbarItem label="Account State" paletteLabel="Account State" id="q93-R7-UiB"/>
                            </allowedToolbarItems>
                            <defaultToolbarItems>
                                <toolbarItem reference="q93-R7-UiB"/>
                            </defaultToolbarItems>
                        </toolbar>
                    </window>
                    <window id="F0z-JX-Cv6">
                        <toolbar key="toolbar" id="58">
                            <allowedToolbarItems>
                                <toolbarItem label="Share" paletteLabel="Share" id="Sh1-aa-bbb"/>
                            </allowedToolbarItems>
                        </toolbar>
                    </window>
                </objects>
            </document>
            """
        let document = try read(xml, path: "App/Base.lproj/Account.xib")
        #expect(document.strings.filter(\.isNeverShown).map(\.key) == ["q93-R7-UiB.paletteLabel"])
        #expect(document.shown(inAgentApp: false).strings.map(\.key) == ["q93-R7-UiB.label", "Sh1-aa-bbb.label", "Sh1-aa-bbb.paletteLabel"])
    }

    /// Simplenote for Mac's `AuthenticationWindow.xib` is in the archive format of Xcode 4 (`<archive
    /// type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="7.10">`): Xcode builds it, so it is no broken file; it is
    /// read as a document without texts, and the check goes on.
    @Test func anOldArchiveFormatDocumentIsReadWithoutTexts() throws {
        let document = try read("""
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="7.10">
                <data><int key="IBDocument.SystemTarget">1070</int></data>
            </archive>
            """, path: "Simplenote/AuthenticationWindow.xib")
        #expect(document.strings.isEmpty)
        #expect(document.platform == .appKit)
    }

    @Test func badInputIsAnErrorAtItsPlace() throws {
        #expect(throws: CatalogError.self) { try read("<document targetRuntime=\"MacOSX.Cocoa\"><objects></document>") }
        do {
            _ = try read("<?xml version=\"1.0\"?>\n<plist><dict/></plist>", path: "App/Base.lproj/Main.storyboard")
            Issue.record("a plist is no document")
        } catch {
            #expect(error.line == 2 && error.column == 1)
            #expect(error.message.contains("not an Interface Builder document"))
        }
        do {
            _ = try read("<document targetRuntime=\"iOS.CocoaTouch\">\n  <label text=\"a\" id=\"x\">\n</document>")
            Issue.record("a label left open")
        } catch {
            #expect(error.file == "App/Base.lproj/Main.storyboard" && error.line == 3)
        }
    }
}
