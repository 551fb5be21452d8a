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
}
