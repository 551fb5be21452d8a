import L10nFormats
import Testing
import XCStrings

@Suite struct XLIFFWriterTests {
    let writer = XLIFFWriter(tool: .l10n(version: "0.1.0"))

    @Test func writesXcodeShapedDocument() {
        let units = FormatsFixtures.units + [
            FormatsFixtures.unit("about.title", source: "About", target: "Acerca de", state: "translated", file: "Settings.xcstrings")
        ]
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
            version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 \
            http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
              <file original="App/Localizable.xcstrings" source-language="en" target-language="es" datatype="plaintext">
                <header>
                  <tool tool-id="l10n" tool-name="l10n" tool-version="0.1.0" build-num="0.1.0"/>
                </header>
                <body>
                  <trans-unit id="home.title" xml:space="preserve">
                    <source>Home</source>
                    <target state="translated">Inicio</target>
                    <note>Title of the home tab.</note>
                  </trans-unit>
                  <trans-unit id="inbox.count|==|plural.one" xml:space="preserve">
                    <source>%lld message</source>
                    <target state="translated">%lld mensaje</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="inbox.count|==|plural.other" xml:space="preserve">
                    <source>%lld messages</source>
                    <note/>
                  </trans-unit>
                  <trans-unit id="settings.tap|==|device.iphone" xml:space="preserve">
                    <source>Tap to open</source>
                    <target state="needs-review-l10n">Toca para abrir</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="upload.status|==|substitutions.files.plural.few" xml:space="preserve">
                    <source>%2$lld files</source>
                    <target state="new">%2$lld archivos</target>
                    <note>Upload progress; %2$lld is the file count.</note>
                  </trans-unit>
                  <trans-unit id="legal.terms" xml:space="preserve">
                    <source>Terms &amp; "Conditions" &lt;b&gt;'s&lt;/b&gt;</source>
                    <target state="translated">Términos &amp; «Condiciones» &lt;b&gt;'s&lt;/b&gt;</target>
                    <note>Shown
            in the footer.</note>
                  </trans-unit>
                </body>
              </file>
              <file original="Settings.xcstrings" source-language="en" target-language="es" datatype="plaintext">
                <header>
                  <tool tool-id="l10n" tool-name="l10n" tool-version="0.1.0" build-num="0.1.0"/>
                </header>
                <body>
                  <trans-unit id="about.title" xml:space="preserve">
                    <source>About</source>
                    <target state="translated">Acerca de</target>
                    <note/>
                  </trans-unit>
                </body>
              </file>
            </xliff>

            """
        let output = writer.write(XLIFFFile.grouping(units))
        #expect(output.text == expected)
        #expect(output.dropped.isEmpty)
    }

    @Test func escapesAttributesAndDropsCharactersXMLCannotCarry() {
        let unit = FormatsFixtures.unit(
            "alert\n\"quoted\" & <tag>\tx", source: "Ding\u{7} dong\r\n", target: "Din\u{FFFF}g", state: "machine_translated",
            comment: "bell\u{1B}")
        let output = writer.write(XLIFFFile.grouping([unit]))
        #expect(output.text.contains(
            "      <trans-unit id=\"alert&#10;&quot;quoted&quot; &amp; &lt;tag&gt;&#9;x\" xml:space=\"preserve\">\n"
                + "        <source>Ding dong&#13;\n</source>\n"
                + "        <target state=\"translated\" state-qualifier=\"leveraged-mt\">Ding</target>\n"
                + "        <note>bell</note>\n"))
        #expect(output.dropped.map(\.scalar) == ["\u{7}", "\u{FFFF}", "\u{1B}"])
        #expect(
            output.dropped.first?.description
                == "dropped character U+0007 from 'alert\n\"quoted\" & <tag>\tx' (xml 1.0 cannot carry it)")
    }

    /// The unit shapes of Xcode's own exports, line for line: `translate="no"` with its target (Kitsune's export
    /// by Xcode 26.5, `Widget/Localizable.xcstrings`), an empty source and target (its `NSHumanReadableCopyright`),
    /// an auto-generated comment, and a string set (its `AppShortcuts.xcstrings`; a second phrase takes the next
    /// `mid`).
    @Test func writesEveryUnitShapeAsXcodeDoes() {
        func unit(_ key: String, source: String, target: String?, state: String?) -> TranslationUnit {
            TranslationUnit(
                file: "Widget/Localizable.xcstrings", key: key, source: source, target: target, state: state,
                sourceLanguage: "en", targetLanguage: "pl")
        }
        var locked = unit("Adaptation", source: "Adaptation", target: "Adaptation", state: "translated")
        locked.translatable = false
        locked.comment = "Type of relation between two MAL entries that are adaptations of each other."
        locked.commentIsAutoGenerated = true
        var lockedUntranslated = unit("Account", source: "Account", target: nil, state: nil)
        lockedUntranslated.translatable = false
        var copyright = unit("NSHumanReadableCopyright", source: "", target: "", state: "translated")
        copyright.comment = "Copyright (human-readable)"
        var shortcut = unit(
            "Search on ${applicationName}", source: "Search on ${applicationName}\nFind on ${applicationName}",
            target: "Szukaj w ${applicationName}", state: "translated")
        shortcut.sourceSet = ["Search on ${applicationName}", "Find on ${applicationName}"]
        shortcut.targetSet = ["Szukaj w ${applicationName}"]
        let text = writer.write(XLIFFFile.grouping([lockedUntranslated, locked, copyright, shortcut])).text
        #expect(text.contains("""
                  <trans-unit id="Account" translate="no" xml:space="preserve">
                    <source>Account</source>
                    <note/>
                  </trans-unit>
                  <trans-unit id="Adaptation" translate="no" xml:space="preserve">
                    <source>Adaptation</source>
                    <target state="translated">Adaptation</target>
                    <note from="auto-generated">Type of relation between two MAL entries that are adaptations of each other.</note>
                  </trans-unit>
                  <trans-unit id="NSHumanReadableCopyright" xml:space="preserve">
                    <source/>
                    <target state="translated"/>
                    <note>Copyright (human-readable)</note>
                  </trans-unit>
                  <trans-unit id="Search on ${applicationName}" xml:space="preserve">
                    <source>
                      <mrk mtype="x-set" mid="0">Search on ${applicationName}</mrk>
                      <mrk mtype="x-set" mid="1">Find on ${applicationName}</mrk>
                    </source>
                    <target state="translated">
                      <mrk mtype="x-set" mid="0">Szukaj w ${applicationName}</mrk>
                    </target>
                    <note/>
                  </trans-unit>

            """))
    }

    @Test func escaperHandlesTextAndAttributes() {
        var escaper = XMLEscaper()
        #expect(escaper.text("Fish & Chips <b> \"'") == "Fish &amp; Chips &lt;b&gt; \"'")
        #expect(escaper.attribute("say \"hi\"\nnow\t'") == "say &quot;hi&quot;&#10;now&#9;'")
        #expect(escaper.text("plain ñ 😀") == "plain ñ 😀")
        #expect(escaper.text("a\u{0}b\u{FFFE}c\u{FFFD}") == "abc\u{FFFD}")
        #expect(escaper.dropped == ["\u{0}", "\u{FFFE}"])
    }

    @Test func mapsStatesBothWays() {
        let catalogStates = ["new", "needs_review", "translated", "machine_translated", "custom"]
        for state in catalogStates {
            let xliff = XLIFFState.xliff(forCatalogState: state)
            #expect(XLIFFState.catalogState(xliff: xliff.state, qualifier: xliff.qualifier) == state, "state '\(state)'")
        }
        let readings: [(xliff: String, qualifier: String?, catalog: String?)] = [
            ("needs-translation", nil, "new"), ("needs-adaptation", nil, "new"), ("needs-l10n", nil, "new"),
            ("needs-review-adaptation", nil, "needs_review"), ("needs-review-l10n", nil, "needs_review"),
            ("final", nil, "translated"), ("signed-off", nil, "translated"),
            ("translated", "mt-suggestion", "translated"), ("needs-review-l10n", "mt-suggestion", "machine_translated"),
            ("translated", "leveraged-mt", "machine_translated"), ("needs-review-translation", nil, "needs_review"),
            ("needs-review-translation", "leveraged-mt", "machine_translated"),
            ("new", "mt-suggestion", "new"),
            ("bogus", nil, nil), ("x-", nil, nil),
        ]
        for reading in readings {
            #expect(
                XLIFFState.catalogState(xliff: reading.xliff, qualifier: reading.qualifier) == reading.catalog,
                "xliff state '\(reading.xliff)'")
        }
    }
}

@Suite struct TranslationUnitTests {
    @Test func splitsIdsAtTheLastSeparator() {
        let cases: [(id: String, key: String, variant: String)] = [
            ("home.title", "home.title", ""),
            ("count|==|plural.one", "count", "plural.one"),
            ("a|==|b|==|device.iphone.plural.few", "a|==|b", "device.iphone.plural.few"),
            ("ñ «x»|==|substitutions.N.plural.other", "ñ «x»", "substitutions.N.plural.other"),
            ("|==|", "", ""),
            ("|==", "|==", ""),
            ("", "", ""),
        ]
        for testCase in cases {
            let split = TranslationUnit.split(id: testCase.id)
            #expect(split.key == testCase.key && split.variant == testCase.variant, "id '\(testCase.id)'")
        }
        let unit = TranslationUnit(file: "L", key: "k", variant: "plural.one", source: "s", sourceLanguage: "en", targetLanguage: "es")
        #expect(unit.id == "k|==|plural.one")
    }

    /// A substitution name with a dot is wrapped in `@` in the id, as Xcode 27.0 writes it, and read back whole.
    @Test func variantPathsSpellSubstitutionNamesWithDotsAsXcodeDoes() {
        let cases: [(path: [String], text: String)] = [
            ([], ""),
            (["plural", "one"], "plural.one"),
            (["device", "iphone", "plural", "few"], "device.iphone.plural.few"),
            (["substitutions", "count", "plural", "one"], "substitutions.count.plural.one"),
            (["substitutions", "é", "plural", "other"], "substitutions.é.plural.other"),
            (["substitutions", "DOT.NAME", "plural", "one"], "substitutions.@DOT.NAME@.plural.one"),
            (["substitutions", "A..B", "device", "mac"], "substitutions.@A..B@.device.mac"),
        ]
        for testCase in cases {
            #expect(VariantPath(testCase.path).xliffVariant == testCase.text)
            #expect(VariantPath(xliffVariant: testCase.text) == VariantPath(testCase.path), "'\(testCase.text)'")
        }
    }

    @Test func readsQualifiedNamesStrictly() throws {
        #expect(throws: XMLReadError(line: 1, column: 1, message: "invalid qualified name 'a:b:c'")) {
            try XMLReader.parse(Array("<a:b:c xmlns:a='u'/>".utf8))
        }
        #expect(throws: XMLReadError(line: 1, column: 4, message: "invalid qualified name ':x'")) {
            try XMLReader.parse(Array("<a :x='1'/>".utf8))
        }
    }
}
