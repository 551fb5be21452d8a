import Testing

/// A table of Interface Builder strings whose storyboard or XIB is gone (AdGuard's `English.lproj/MainInterface.strings`
/// beside an extension built from another storyboard): nothing reads it, so its missing translations are no
/// finding; one `unused-key` says to remove it. The same table beside its storyboard is checked as usual.
@Suite struct OrphanInterfaceBuilderTableTests {
    static let table = """

        /* Class = "UILabel"; text = "Safari ads protection"; ObjectID = "28V-ha-qHw"; */
        "28V-ha-qHw.text" = "Safari ads protection";

        /* Class = "UILabel"; text = "requests"; ObjectID = "WAp-Xx-eXF"; */
        "WAp-Xx-eXF.text" = "requests";

        """

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="a1">
                    <objects>
                        <viewController id="b2" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="c3">
                                <subviews>
                                    <label text="Safari ads protection" id="28V-ha-qHw"/>
                                    <label text="requests" id="WAp-Xx-eXF"/>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func aTableWithoutItsDocumentIsOneUnusedKeyFinding() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.table, to: "Today/English.lproj/MainInterface.strings")
        _ = try dir.write("\"today.title\" = \"Today\";\n", to: "Today/en.lproj/Localizable.strings")
        _ = try dir.write("\"today.title\" = \"Heute\";\n", to: "Today/de.lproj/Localizable.strings")
        let result = try L10nProcess.run(["check", "--languages", "en,de", "Today"], in: dir.url)
        #expect(result.stdout.contains(
            "Today/English.lproj/MainInterface.strings:1:1: warning: table 'MainInterface' holds the Interface Builder strings of a storyboard or XIB 'MainInterface' the project does not have: nothing reads its 2 keys; remove it [unused-key]"),
            "\(result.stdout)")
        #expect(!result.stdout.contains("missing-translation"), "\(result.stdout)")
    }

    @Test func aTableBesideItsDocumentIsChecked() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.table, to: "Today/English.lproj/MainInterface.strings")
        _ = try dir.write(Self.storyboard, to: "Today/Base.lproj/MainInterface.storyboard")
        _ = try dir.write("\"today.title\" = \"Today\";\n", to: "Today/en.lproj/Localizable.strings")
        _ = try dir.write("\"today.title\" = \"Heute\";\n", to: "Today/de.lproj/Localizable.strings")
        let result = try L10nProcess.run(["check", "--languages", "en,de", "Today"], in: dir.url)
        #expect(!result.stdout.contains("nothing reads its"), "\(result.stdout)")
        #expect(result.stdout.contains("missing-translation"), "\(result.stdout)")
    }
}
