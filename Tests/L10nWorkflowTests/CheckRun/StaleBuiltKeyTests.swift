import Foundation
import L10nWorkflow
import Testing

/// Xcode marks a key stale when its extraction no longer finds it; it never finds a key the code builds
/// (Unstoppable's `NSLocalizedString("wallet_name.\(index)", …)` names every `wallet_name.N`, all stale in its
/// catalog). Such keys are in use: no `stale-key`; a stale key the code builds from no prefix stays one.
@Suite struct StaleBuiltKeyTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "wallet_name.1" : {
              "extractionState" : "stale",
              "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Wallet 1" } } }
            },
            "wallet_name.2" : {
              "extractionState" : "stale",
              "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Wallet 2" } } }
            },
            "wallet_old_title" : {
              "extractionState" : "stale",
              "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Wallets" } } }
            }
          },
          "version" : "1.0"
        }
        """

    @Test func keysTheCodeBuildsFromAPrefixAreNotStale() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write(Self.catalog, "Wallet/Localizable.xcstrings")
        _ = try folder.write("""
            import Foundation
            func walletName(_ index: Int) -> String {
                NSLocalizedString("wallet_name.\\(index)", comment: "")
            }
            """, "Wallet/AccountFactory.swift")
        let outcome = CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path))
        let stale = outcome.diagnostics.filter { $0.ruleID == "stale-key" }.compactMap(\.key)
        #expect(stale == ["wallet_old_title"])
    }

    /// VoiceInk's onboarding keeps each step's placeholder in a model (`fieldPlaceholder: "Your dictated text will
    /// appear here."`) and shows it through `Text(LocalizedStringKey(step.fieldPlaceholder))`, which Xcode's
    /// extraction cannot follow: the key is stale in the catalog and in use. A stale key no literal spells stays one.
    @Test func aStaleKeyTheCodeStillSpellsIsInUse() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Your dictated text will appear here." : {
                  "extractionState" : "stale",
                  "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Dein diktierter Text erscheint hier." } } }
                },
                "Re-enhancement failed" : {
                  "extractionState" : "stale",
                  "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Erneute Verbesserung fehlgeschlagen" } } }
                }
              },
              "version" : "1.0"
            }
            """, "App/Localizable.xcstrings")
        _ = try folder.write("""
            import SwiftUI
            struct Step { let fieldPlaceholder: String }
            let dictation = Step(fieldPlaceholder: "Your dictated text will appear here.")
            struct StepCard: View {
                let step: Step
                var body: some View { Text(LocalizedStringKey(step.fieldPlaceholder)) }
            }
            """, "App/Onboarding.swift")
        let outcome = CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path))
        let stale = outcome.diagnostics.filter { $0.ruleID == "stale-key" }.compactMap(\.key)
        #expect(stale == ["Re-enhancement failed"])
    }
}
