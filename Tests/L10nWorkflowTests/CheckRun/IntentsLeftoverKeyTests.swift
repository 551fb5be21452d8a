import Foundation
import L10nCatalogChecks
import L10nWorkflow
import Testing

/// An Intents table's key that the `.intentdefinition` no longer holds is a leftover Siri never shows (OctoPod's
/// `9L8C08`, still in its English table): no translation is missing for it. A key the definition holds keeps its
/// finding.
@Suite struct IntentsLeftoverKeyTests {
    @Test func aKeyTheDefinitionNoLongerHoldsNeedsNoTranslation() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>INIntents</key><array><dict>
            <key>INIntentTitle</key><string>Print status</string><key>INIntentTitleID</key><string>tnE43G</string>
            </dict></array></dict></plist>
            """, "Widget/Base.lproj/Widget.intentdefinition")
        _ = try folder.write("\"tnE43G\" = \"Print status\";\n\"9L8C08\" = \"Printer\";\n", "Widget/en.lproj/Widget.strings")
        _ = try folder.write("\"other\" = \"Andere\";\n", "Widget/de.lproj/Widget.strings")
        let configuration = L10nConfiguration(
            languages: ["en", "de"], file: folder.path + "/.l10n.json", baseDirectory: folder.path)
        let outcome = CheckRun.run(CheckRequest(paths: ["."], configuration: configuration, currentDirectory: folder.path))
        let missing = outcome.diagnostics.filter { $0.ruleID == "missing-translation" }.compactMap(\.key)
        #expect(missing == ["tnE43G"])
    }

    /// Ruuvi's widget intent: prompts keyed `<parameter>-<value>` for a parameter the definition replaced are kept in
    /// its German table as English; Siri never shows them, so they are no copies either. A prompt of a parameter
    /// the definition holds stays a finding.
    @Test func aPromptOfAReplacedParameterIsNoCopy() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>INIntents</key><array><dict>
            <key>INIntentParameters</key><array><dict><key>INIntentParameterPromptDialogs</key><array><dict>
            <key>INIntentParameterPromptDialogFormatString</key><string>Just to confirm, you wanted ‘Humidity’?</string>
            <key>INIntentParameterPromptDialogFormatStringID</key><string>h3Z713-Nm8fuJ</string>
            </dict></array></dict></array>
            <key>INIntentTitle</key><string>Sensor value</string><key>INIntentTitleID</key><string>Nm8fuJ</string>
            </dict></array></dict></plist>
            """, "Widget/Base.lproj/Widget.intentdefinition")
        let english = """
            "7nvJwW-Nm8fuJ" = "Just to confirm, you wanted ‘Humidity’?";
            "h3Z713-Nm8fuJ" = "Just to confirm, you wanted ‘Humidity’?";
            "Nm8fuJ" = "Sensor value";

            """
        _ = try folder.write(english, "Widget/en.lproj/Widget.strings")
        _ = try folder.write(english.replacingOccurrences(of: "\"Sensor value\"", with: "\"Sensorwert\""), "Widget/de.lproj/Widget.strings")
        let configuration = L10nConfiguration(
            languages: ["en", "de"], file: folder.path + "/.l10n.json", baseDirectory: folder.path)
        let outcome = CheckRun.run(CheckRequest(paths: ["."], configuration: configuration, currentDirectory: folder.path))
        let copies = outcome.diagnostics.filter { $0.ruleID == "untranslated-copy" }.compactMap(\.key)
        #expect(copies == ["h3Z713-Nm8fuJ"])
    }
}
