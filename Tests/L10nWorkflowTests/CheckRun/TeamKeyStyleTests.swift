import Foundation
import L10nCatalogChecks
import L10nWorkflow
import Testing

/// Keys of the team's own style (`DetailView.GoalString`, a `keyPattern` its configuration states), read as the
/// team reads them.
@Suite struct TeamKeyStyleTests {
    static func check(_ swift: String, english: String, german: String) throws -> [String: [String]] {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write(swift, "App/DetailView.swift")
        _ = try folder.write(english, "App/en.lproj/Localizable.strings")
        _ = try folder.write(german, "App/de.lproj/Localizable.strings")
        let configuration = L10nConfiguration(
            languages: ["en", "de"], catalogs: ["App"], sources: ["App"],
            keyPattern: #"^[a-zA-Z][a-zA-Z0-9-]*(\.[a-zA-Z][a-zA-Z0-9-]*)*( %[^ ]+)*$"#,
            file: folder.path + "/.l10n.json", baseDirectory: folder.path)
        let diagnostics = CheckRun.run(CheckRequest(paths: ["App"], configuration: configuration, currentDirectory: folder.path))
            .diagnostics
        return Dictionary(grouping: diagnostics, by: \.ruleID).mapValues { $0.map(\.message) }
    }

    /// Persistent's `Text("DetailView.GoalString \(goal) \(NSLocalizedString(noun, …))")`: one key the tables hold
    /// with its arguments (`"DetailView.GoalString %@ %@"`, German `"Ziel von %1$@ pro %2$@"`), whose order the
    /// translators choose. The same pieces in a sentence written in code are still put together there.
    @Test func aKeyWithItsArgumentsIsOneTextTheTranslatorsOrder() throws {
        let found = try Self.check("""
            import SwiftUI
            struct DetailView: View {
                let goal: String
                let noun: String
                var body: some View {
                    VStack {
                        Text("DetailView.GoalString \\(goal) \\(NSLocalizedString(noun, comment: ""))")
                        Text("Goal: \\(goal) per \\(NSLocalizedString(noun, comment: ""))")
                    }
                }
            }
            """,
            english: "\"DetailView.GoalString %@ %@\" = \"Goal of %@ per %@\";\n\"Day\" = \"day\";\n",
            german: "\"DetailView.GoalString %@ %@\" = \"Ziel von %1$@ pro %2$@\";\n\"Day\" = \"Tag\";\n")
        let concatenation = found["string-concatenation"] ?? []
        #expect(concatenation.count == 1 && concatenation[0].contains("Goal:"),
            "\(concatenation)")
        #expect(!concatenation.contains { $0.contains("DetailView.GoalString") }, "\(concatenation)")
    }

    /// DJDX's `AppIconChoice("Default", imageName: nil, isNameLocalized: true)`, shown as `LocalizedStringKey(name)`:
    /// a key the tables translate, localized where it is shown. 'Sparkle Shower', which no table holds, is reported.
    @Test func aTranslatedKeyShownThroughADeclarationIsLocalized() throws {
        let found = try Self.check("""
            import SwiftUI
            struct AppIconChoice {
                let name: String
                init(_ name: String) { self.name = name }
            }
            struct DetailView: View {
                let icons = [AppIconChoice("Default"), AppIconChoice("Sparkle Shower")]
                var body: some View {
                    ForEach(icons, id: \\.name) { icon in Text(LocalizedStringKey(icon.name)) }
                }
            }
            """,
            english: "\"Default\" = \"Default\";\n\"Shared.Title\" = \"Icons\";\n",
            german: "\"Default\" = \"Standard\";\n\"Shared.Title\" = \"Symbole\";\n")
        let hardcoded = found["hardcoded-string"] ?? []
        #expect(hardcoded.count == 1 && hardcoded[0].contains("'Sparkle Shower'"), "\(hardcoded)")
    }
}
