import Foundation
import L10nDiagnostics
import L10nFormats
import Testing

@Suite struct XLIFFReaderTests {
    func read(_ text: String, path: String = "es.xliff") throws -> [XLIFFFile] {
        try XLIFFReader.read(bytes: Array(text.utf8), path: path)
    }

    func readError(_ text: String) -> TranslationFileError? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return error as? TranslationFileError
        }
    }

    func withoutLocations(_ units: [TranslationUnit]) -> [TranslationUnit] {
        units.map {
            var unit = $0
            unit.location = nil
            return unit
        }
    }

    @Test func roundTripsOwnOutput() throws {
        let units = FormatsFixtures.units + [
            FormatsFixtures.unit("k", source: "  spaced\n\ttext  ", target: "", state: "new", file: "Other.xcstrings"),
            FormatsFixtures.unit("mt", source: "Hi", target: "Hola", state: "machine_translated", file: "Other.xcstrings"),
            FormatsFixtures.unit("cr", "plural.one", source: "a\r\nb\rc", target: "x", file: "Other.xcstrings"),
        ]
        let text = XLIFFWriter(tool: .l10n(version: "0.1.0")).write(XLIFFFile.grouping(units)).text
        let files = try read(text)
        #expect(files.map(\.original) == ["App/Localizable.xcstrings", "Other.xcstrings"])
        #expect(withoutLocations(files.flatMap(\.units)) == units)
        #expect(files[0].units[0].location == SourceLocation(file: "es.xliff", line: 8, column: 7))
        #expect(files[1].line == 40 && files[1].column == 3)
    }

    /// `extract`'s note of check findings (`<note from="l10n">`) goes to the translator and is not read back as
    /// the developer's comment; the comment beside it is.
    @Test func findingsNoteIsNotReadBackAsTheComment() throws {
        var unit = FormatsFixtures.unit("alert.delete", source: "Delete it?", target: "¿Eliminar", state: "needs_review")
        unit.comment = "Asks before deleting"
        var written = unit
        written.findings = ["warning: 'alert.delete' in 'es': the source ends with '?', the translation with nothing [punctuation-mismatch]"]
        let text = XLIFFWriter(tool: .l10n(version: "0.1.0")).write(XLIFFFile.grouping([written])).text
        #expect(text.contains("<note from=\"l10n\">l10n check: warning: 'alert.delete' in 'es'"))
        let read = try read(text).flatMap(\.units)
        #expect(read.count == 1)
        #expect(read.first?.comment == "Asks before deleting")
        #expect(read.first?.findings == [])
        #expect(read.first?.target == "¿Eliminar")
    }

    /// Hand-written in the shape `xcodebuild -exportLocalizations` writes (Xcode 15+, String Catalogs): tool
    /// header, `&#10;` in ids, source-only units, plural and substitution ids, notes, review states.
    static let xcodeExport = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
        version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 \
        http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
          <file original="MyApp/Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
            <header>
              <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="16.1" build-num="16B40"/>
            </header>
            <body>
              <trans-unit id="Delete file?&#10;This cannot be undone." xml:space="preserve">
                <source>Delete file?
        This cannot be undone.</source>
                <target state="translated">Datei löschen?
        Dies kann nicht rückgängig gemacht werden.</target>
                <note>Confirmation alert.</note>
              </trans-unit>
              <trans-unit id="files.count" xml:space="preserve">
                <source>%1$#@files@ in %2$@</source>
                <target state="needs-review-translation">%1$#@files@ in %2$@</target>
                <note/>
              </trans-unit>
              <trans-unit id="files.count|==|substitutions.files.plural.one" xml:space="preserve">
                <source>%1$lld file</source>
                <target state="new">%1$lld file</target>
              </trans-unit>
              <trans-unit id="files.count|==|substitutions.files.plural.other" xml:space="preserve">
                <source>%1$lld files</source>
              </trans-unit>
              <trans-unit id="welcome|==|device.iphone.plural.one" xml:space="preserve">
                <source>Tap &lt;here&gt; &amp; go</source>
                <target state="signed-off">Tippe &lt;hier&gt; &amp; los</target>
              </trans-unit>
              <trans-unit id="internal.flag" xml:space="preserve" translate="no">
                <source>DEBUG</source>
              </trans-unit>
            </body>
          </file>
          <file original="MyApp/InfoPlist.xcstrings" source-language="en" target-language="de" datatype="plaintext">
            <header>
              <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="16.1" build-num="16B40"/>
            </header>
            <body>
              <trans-unit id="CFBundleDisplayName" xml:space="preserve">
                <source>My App</source>
                <target>Meine App</target>
                <note>Bundle display name</note>
              </trans-unit>
            </body>
          </file>
        </xliff>

        """

    @Test func readsXcodeShapedExport() throws {
        let files = try read(Self.xcodeExport, path: "de.xliff")
        #expect(files.map(\.original) == ["MyApp/Localizable.xcstrings", "MyApp/InfoPlist.xcstrings"])
        #expect(files.allSatisfy { $0.sourceLanguage == "en" && $0.targetLanguage == "de" })
        let units = files[0].units
        #expect(units.map(\.id) == [
            "Delete file?\nThis cannot be undone.", "files.count", "files.count|==|substitutions.files.plural.one",
            "files.count|==|substitutions.files.plural.other", "welcome|==|device.iphone.plural.one", "internal.flag",
        ])
        #expect(units.map(\.translatable) == [true, true, true, true, true, false])
        #expect(units[5].source == "DEBUG" && units[5].target == nil)
        #expect(units[0].target == "Datei löschen?\nDies kann nicht rückgängig gemacht werden.")
        #expect(units[0].comment == "Confirmation alert.")
        #expect(units[0].location == SourceLocation(file: "de.xliff", line: 8, column: 7))
        #expect(units[1].state == "needs_review" && units[1].comment == nil)
        #expect(units[2].key == "files.count" && units[2].variant == "substitutions.files.plural.one")
        #expect(units[2].state == "new")
        #expect(units[3].target == nil && units[3].state == nil)
        #expect(units[4].variant == "device.iphone.plural.one")
        #expect(units[4].source == "Tap <here> & go" && units[4].state == "translated")
        #expect(files[1].units == [
            TranslationUnit(
                file: "MyApp/InfoPlist.xcstrings", key: "CFBundleDisplayName", source: "My App", target: "Meine App",
                comment: "Bundle display name", sourceLanguage: "en", targetLanguage: "de",
                location: SourceLocation(file: "de.xliff", line: 41, column: 7))
        ])
    }

    @Test func readsUnprefixedXLIFFAndGroupsInDocumentOrder() throws {
        let files = try read(
            """
            <xliff version="1.2"><file original="L.xcstrings" source-language="en" target-language="fr"><body>
            <trans-unit id="a"><source>A</source></trans-unit>
            <group id="g"><trans-unit id="b"><source>B</source></trans-unit>
              <group><trans-unit id="c"><source>C</source></trans-unit></group></group>
            <trans-unit id="d"><target>D</target><alt-trans><target>ignored</target></alt-trans></trans-unit>
            </body></file></xliff>
            """)
        #expect(files[0].units.map(\.key) == ["a", "b", "c", "d"])
        #expect(files[0].units[3].source == "" && files[0].units[3].target == "D")
    }

    @Test func readsEveryXLIFFInAnXclocFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-formats-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let contents = root.appendingPathComponent("de.xcloc/Localized Contents")
        try FileManager.default.createDirectory(at: contents, withIntermediateDirectories: true)
        try Data(Self.xcodeExport.utf8).write(to: contents.appendingPathComponent("de.xliff"))
        try Data("{}".utf8).write(to: root.appendingPathComponent("de.xcloc/contents.json"))
        let files = try XLIFFReader.read(path: root.appendingPathComponent("de.xcloc").path)
        #expect(files.count == 2)
        #expect(files[0].units.first?.location?.file == contents.appendingPathComponent("de.xliff").path)

        let notXcloc = root.appendingPathComponent("plain")
        try FileManager.default.createDirectory(at: notXcloc, withIntermediateDirectories: true)
        #expect(throws: TranslationFileError(
            path: notXcloc.path, line: 0, column: 0,
            message: "folder is not an '.xcloc' localization catalog (no 'Localized Contents' folder)")) {
            try XLIFFReader.read(path: notXcloc.path)
        }
        #expect(throws: TranslationFileError(path: "/nonexistent/x.xliff", line: 0, column: 0, message: "no such file or folder")) {
            try XLIFFReader.read(path: "/nonexistent/x.xliff")
        }
    }

    @Test func rejectsBadDocumentsWithPositions() {
        let head = "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" version=\"1.2\">\n"
        let cases: [(name: String, text: String, error: String)] = [
            ("not xliff", "<html/>", "es.xliff:1:1: error: expected an xliff document, found root element 'html'"),
            ("xliff 2", "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" version=\"2.0\"/>",
             "es.xliff:1:1: error: unsupported xliff version '2.0'; l10n reads xliff 1.2"),
            ("missing target-language", head + "  <file original=\"L.xcstrings\" source-language=\"en\"/></xliff>",
             "es.xliff:2:3: error: 'file' has no 'target-language' attribute"),
            ("missing id",
             head + "<file original=\"L\" source-language=\"en\" target-language=\"es\"><body>\n <trans-unit><source>x</source></trans-unit></body></file></xliff>",
             "es.xliff:3:2: error: 'trans-unit' has no 'id' attribute"),
            ("inline markup",
             head + "<file original=\"L\" source-language=\"en\" target-language=\"es\"><body><trans-unit id=\"k\">\n<source>x</source><target>a <g id=\"1\">b</g></target></trans-unit></body></file></xliff>",
             "es.xliff:3:29: error: inline element 'g' inside 'target' is not supported"),
            ("string set beside other markup",
             head + "<file original=\"L\" source-language=\"en\" target-language=\"es\"><body><trans-unit id=\"k\">\n<source><mrk mtype=\"x-set\" mid=\"0\">a</mrk><x id=\"1\"/></source></trans-unit></body></file></xliff>",
             "es.xliff:3:43: error: inline element 'x' inside 'source' is not supported"),
            ("string set beside text",
             head + "<file original=\"L\" source-language=\"en\" target-language=\"es\"><body><trans-unit id=\"k\">\n<source>a <mrk mtype=\"x-set\" mid=\"0\">b</mrk></source></trans-unit></body></file></xliff>",
             "es.xliff:3:1: error: text beside 'mrk' elements inside 'source' is not supported"),
            ("other mrk",
             head + "<file original=\"L\" source-language=\"en\" target-language=\"es\"><body><trans-unit id=\"k\">\n<source><mrk mtype=\"term\">a</mrk></source></trans-unit></body></file></xliff>",
             "es.xliff:3:9: error: inline element 'mrk' inside 'source' is not supported"),
            ("two targets",
             head + "<file original=\"L\" source-language=\"en\" target-language=\"es\"><body><trans-unit id=\"k\">\n<target>a</target><target>b</target></trans-unit></body></file></xliff>",
             "es.xliff:3:19: error: 'trans-unit' 'k' has more than one 'target'"),
            ("malformed xml", head + "<file>\n</xliff>",
             "es.xliff:3:1: error: mismatched end tag: expected '</file>' (opened at 2:1), found '</xliff>'"),
            ("entity attack", "<!DOCTYPE x [<!ENTITY a \"b\">]>\n<xliff/>",
             "es.xliff:1:14: error: entity declarations are not allowed: the document type declares 'a' (this reader never processes dtds)"),
        ]
        for testCase in cases {
            #expect(readError(testCase.text)?.description == testCase.error, "case '\(testCase.name)'")
        }
    }

    /// The shapes Xcode writes that a translator's file brings back: a string set (Kitsune's export by Xcode 26.5,
    /// `AppShortcuts.xcstrings`), `translate="no"` units with and without a target (the same export), an empty id
    /// and empty source and target (To-Do-List's export by Xcode 15.4; Kitsune's `NSHumanReadableCopyright`), an
    /// auto-generated note, and the states Xcode 27.0 writes (`needs-review-l10n`, `translated` +
    /// `leveraged-mt`).
    @Test func readsEveryUnitShapeXcodeWrites() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="App/AppShortcuts.xcstrings" source-language="en" target-language="pl" datatype="plaintext">
                <body>
                  <trans-unit id="Search on ${applicationName}" xml:space="preserve">
                    <source>
                      <mrk mtype="x-set" mid="0">Search on ${applicationName}</mrk>
                      <mrk mtype="x-set" mid="1">Find in ${applicationName}</mrk>
                    </source>
                    <target state="translated">
                      <mrk mtype="x-set" mid="0">Szukaj w ${applicationName}</mrk>
                    </target>
                    <note/>
                  </trans-unit>
                </body>
              </file>
              <file original="App/Localizable.xcstrings" source-language="en" target-language="pl" datatype="plaintext">
                <body>
                  <trans-unit id="" xml:space="preserve">
                    <source/>
                    <target state="translated"/>
                    <note>vide</note>
                  </trans-unit>
                  <trans-unit id="Account" translate="no" xml:space="preserve">
                    <source>Account</source>
                    <note/>
                  </trans-unit>
                  <trans-unit id="Adaptation" translate="no" xml:space="preserve">
                    <source>Adaptation</source>
                    <target state="translated">Adaptation</target>
                    <note from="auto-generated">Type of relation between two entries.</note>
                  </trans-unit>
                  <trans-unit id="machine" xml:space="preserve">
                    <source>Machine</source>
                    <target state="translated" state-qualifier="leveraged-mt">Maszyna</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="review" xml:space="preserve">
                    <source>Review</source>
                    <target state="needs-review-l10n">Przegląd</target>
                    <note/>
                  </trans-unit>
                </body>
              </file>
            </xliff>
            """
        let files = try read(text, path: "pl.xliff")
        let set = try #require(files[0].units.first)
        #expect(set.key == "Search on ${applicationName}" && set.variant == "")
        #expect(set.sourceSet == ["Search on ${applicationName}", "Find in ${applicationName}"])
        #expect(set.targetSet == ["Szukaj w ${applicationName}"] && set.state == "translated")
        #expect(set.source == "Search on ${applicationName}\nFind in ${applicationName}")
        let units = files[1].units
        #expect(units.map(\.key) == ["", "Account", "Adaptation", "machine", "review"])
        #expect(units[0].source == "" && units[0].target == "" && units[0].state == "translated")
        #expect(units[0].comment == "vide" && !units[0].commentIsAutoGenerated)
        #expect(units.map(\.translatable) == [true, false, false, true, true])
        #expect(units[1].target == nil && units[1].comment == nil)
        #expect(units[2].commentIsAutoGenerated && units[2].comment == "Type of relation between two entries.")
        #expect(units[3].state == "machine_translated")
        #expect(units[4].state == "needs_review")
        #expect(units.allSatisfy { $0.sourceSet == nil && $0.targetSet == nil })
    }
}
