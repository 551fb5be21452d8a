import Foundation
import L10nWorkflow
import Testing

/// beam builds each settings row's title key from the row's raw value and a fixed tail,
/// `AWKLocalizedString("\(self.key.rawValue)-setting-title")`, through its own wrapper over `NSLocalizedString`: every
/// key ending '-setting-title' is in use; a key nothing spells or builds is not.
@Suite struct BuiltKeyTailTests {
    @Test func keysBuiltFromAValueAndATailAreUsed() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("""
            import Foundation

            func AWKLocalizedString(_ key: String) -> String {
                return NSLocalizedString(key, comment: "")
            }
            """, "App/Strings.swift")
        _ = try folder.write("""
            enum SettingsRowKey: String {
                case about
                case theme
            }

            struct SettingsRow {
                let key: SettingsRowKey
                var title: String { AWKLocalizedString("\\(self.key.rawValue)-setting-title") }
                var logout: String { AWKLocalizedString("logout-setting-title") }
            }
            """, "App/Settings.swift")
        let table = """
            "about-setting-title" = "About";
            "theme-setting-title" = "Theme";
            "logout-setting-title" = "Log out";
            "dead-key" = "Dead";

            """
        _ = try folder.write(table, "App/en.lproj/Localizable.strings")
        _ = try folder.write(table, "App/fr.lproj/Localizable.strings")
        _ = try folder.write(#"{"version":1,"languages":["en","fr"],"catalogs":["App"],"sources":["App"]}"#, ".l10n.json")
        let unused = CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "unused-key" }.compactMap(\.key)
        #expect(unused == ["dead-key"])
    }
}
