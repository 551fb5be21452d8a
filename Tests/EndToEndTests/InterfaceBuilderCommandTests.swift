import Foundation
import Testing

/// Interface Builder documents through the built `l10n`, as a translator's round trip and a CI job run it: Latest's
/// layout (a macOS storyboard on ibtool tables), NetNewsWire's (a XIB on the catalog Xcode keeps beside it).
@Suite struct InterfaceBuilderCommandTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <scenes>
                <scene sceneID="JPo-4y-FX3">
                    <objects>
                        <menu title="Latest" systemMenu="apple" id="uQy-DD-JDr">
                            <items>
                                <menuItem title="Update" id="00n-xr-jcQ"/>
                                <menuItem title="Find and Replace…" keyEquivalent="f" id="1Gu-Ep-ZWZ"/>
                            </items>
                        </menu>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static let german = """

        /* Class = "NSMenuItem"; title = "Update"; ObjectID = "00n-xr-jcQ"; */
        "00n-xr-jcQ.title" = "Aktualisieren";

        """

    func project() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.storyboard, to: "Latest/Interface/Base.lproj/Main.storyboard")
        _ = try dir.write(Self.german, to: "Latest/Interface/de.lproj/Main.strings")
        _ = try dir.write(#"{"version": 1, "languages": ["en", "de"]}"#, to: ".l10n.json")
        return dir
    }

    @Test func translatorsRoundTripThroughTheTables() throws {
        let dir = try project()
        let check = try L10nProcess.run(["check"], in: dir.url)
        #expect(check.status == 1)
        // The menu's own title is never shown (a menu out of the menu bar shows its items' titles): no finding, but
        // counted and exported, as Xcode counts and exports it.
        #expect(check.stdout == """
            Latest/Interface/de.lproj/Main.strings:1:1: error: missing 'de' translation for '1Gu-Ep-ZWZ.title' [missing-translation]

            """)
        #expect(check.stderr.contains("Latest/Interface/Base.lproj/Main.storyboard\n  en  3/3 (100%)\n  de  1/3 (33%)"))

        let export = try L10nProcess.run(["extract", "--language", "de", "--output", "de.xliff"], in: dir.url)
        #expect(export.status == 0)
        var xliff = try String(contentsOf: dir.url.appendingPathComponent("de.xliff"), encoding: .utf8)
        #expect(xliff.contains(#"<file original="Latest/Interface/Base.lproj/Main.storyboard" source-language="en" target-language="de" datatype="plaintext">"#))
        #expect(xliff.contains(#"<note>Class = "NSMenuItem"; title = "Find and Replace…"; ObjectID = "1Gu-Ep-ZWZ";</note>"#))
        #expect(xliff.contains(#"<trans-unit id="uQy-DD-JDr.title" xml:space="preserve">"#))
        xliff = xliff.replacingOccurrences(
            of: "<source>Find and Replace…</source>", with: "<source>Find and Replace…</source>\n        <target>Suchen und Ersetzen…</target>")
        try xliff.write(to: dir.url.appendingPathComponent("de.xliff"), atomically: true, encoding: .utf8)

        let merge = try L10nProcess.run(
            ["merge", "--catalog", "Latest/Interface/Base.lproj/Main.storyboard", "de.xliff"], in: dir.url)
        #expect(merge.status == 0)
        #expect(merge.stderr.contains("1 added"))
        let table = try String(contentsOf: dir.url.appendingPathComponent("Latest/Interface/de.lproj/Main.strings"), encoding: .utf8)
        #expect(table == Self.german + """

            /* Class = "NSMenuItem"; title = "Find and Replace…"; ObjectID = "1Gu-Ep-ZWZ"; */
            "1Gu-Ep-ZWZ.title" = "Suchen und Ersetzen…";

            """)
        let after = try L10nProcess.run(["check"], in: dir.url)
        #expect(after.status == 0 && after.stdout.isEmpty)
    }

    @Test func explainsALineOfTheStoryboard() throws {
        let dir = try project()
        let explained = try L10nProcess.run(
            ["check", "--explain", "Latest/Interface/Base.lproj/Main.storyboard:9"], in: dir.url)
        #expect(explained.status == 0)
        #expect(explained.stdout == """
            Latest/Interface/Base.lproj/Main.storyboard:9:35: "Find and Replace…"
              site: the title of 'NSMenuItem' '1Gu-Ep-ZWZ' (ibtool's key '1Gu-Ep-ZWZ.title')
              api: Interface Builder: Class = "NSMenuItem"; title = "Find and Replace…"; ObjectID = "1Gu-Ep-ZWZ";
              reported: error: missing 'de' translation for '1Gu-Ep-ZWZ.title' [missing-translation]
              because: the document is localized with ibtool tables in 1 language; 1 lack its key (de)
            Latest/Interface/Base.lproj/Main.storyboard:9:63: "f"
              site: none: no user-facing API takes this literal
              not reported
              because: 'keyEquivalent' of 'menuItem' is a keyboard shortcut; ibtool does not export it

            """)
    }

    @Test func migrateWritesTheDocumentsCatalogAndExtractKeepsItInStep() throws {
        let dir = try project()
        let dryRun = try L10nProcess.run(["migrate", "--dry-run"], in: dir.url)
        #expect(dryRun.status == 0)
        #expect(dryRun.stderr.hasPrefix(
            "Latest/Interface/mul.lproj/Main.xcstrings: 3 keys, 2 languages (en, de), 0 plurals, 3 from 'Main.storyboard', 0 manual, from 1 file\n"))
        #expect(try L10nProcess.run(["migrate", "--remove-originals"], in: dir.url).status == 0)
        // The storyboard changes: a new item. extract --from-sources brings the catalog in step, as Xcode's build.
        let changed = Self.storyboard.replacingOccurrences(
            of: #"<menuItem title="Update" id="00n-xr-jcQ"/>"#,
            with: #"<menuItem title="Update" id="00n-xr-jcQ"/>"# + "\n" + #"<menuItem title="Hide" id="Olw-nP-bQN"/>"#)
        _ = try dir.write(changed, to: "Latest/Interface/Base.lproj/Main.storyboard")
        let sync = try L10nProcess.run(["extract", "--from-sources", "Latest", "--check"], in: dir.url)
        #expect(sync.status == 1)
        #expect(sync.stdout == "added 'Olw-nP-bQN.title' = \"Hide\" (Latest/Interface/Base.lproj/Main.storyboard:9:11)\n")
        #expect(try L10nProcess.run(["extract", "--from-sources", "Latest"], in: dir.url).status == 0)
        let catalog = try JSONSerialization.jsonObject(
            with: Data(contentsOf: dir.url.appendingPathComponent("Latest/Interface/mul.lproj/Main.xcstrings"))) as? [String: Any]
        let strings = catalog?["strings"] as? [String: [String: Any]]
        #expect(strings?["Olw-nP-bQN.title"]?["comment"] as? String == #"Class = "NSMenuItem"; title = "Hide"; ObjectID = "Olw-nP-bQN";"#)
        #expect(strings?["Olw-nP-bQN.title"]?["extractionState"] as? String == "extracted_with_value")
        #expect(try L10nProcess.run(["extract", "--from-sources", "Latest", "--check"], in: dir.url).status == 0)
    }
}
