import Foundation
import L10nWorkflow
import Testing

/// BrightIntosh's settings window: five taps on the logo open test settings that no user is told of. Their keys ask
/// no translation; the same view's other keys do, and a key behind an ordinary count (`items.count >= 5`) does too.
@Suite struct TapCountGateTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Help" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Help" } } } },
            "Show All" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Show All" } } } },
            "Test Settings" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Test Settings" } } } }
          },
          "version" : "1.0"
        }
        """

    static let view = """
        import SwiftUI
        struct SettingsHeader: View {
            @State var clicks = 0
            let items: [String]
            var body: some View {
                VStack {
                    Image("Logo").onTapGesture { clicks += 1 }
                    Button("Help") { openHelp() }
                    if items.count >= 5 { Text("Show All") }
                    if clicks >= 5 {
                        VStack { Text("Test Settings").font(.title2) }
                    }
                }
            }
        }
        """

    @Test func keysBehindATapCountAskNoTranslation() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write(Self.catalog, "App/Localizable.xcstrings")
        _ = try folder.write(Self.view, "App/SettingsHeader.swift")
        _ = try folder.write(#"{"version":1,"languages":["en","de"],"catalogs":["App"],"sources":["App"]}"#, ".l10n.json")
        let found = CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "missing-translation" }.compactMap(\.key).sorted()
        #expect(found == ["Help", "Show All"])
    }
}
