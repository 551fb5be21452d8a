import Foundation
import L10nCatalogChecks
import L10nWorkflow
import Testing

/// Delta Chat's English table ends with `// iOS specific untranslated strings` and six entries no translator is
/// asked for: their missing translations are the team's stated intent. A note on one word is no such heading.
@Suite struct UntranslatedSectionTests {
    static let english = """
        // Shown on the chat list
        "chat_list_title" = "Chats";
        // the word "Relay" might be left untranslated unless the language has a well-known term
        "relay_settings" = "Relay";
        // iOS specific untranslated strings
        "location_denied" = "Location access denied";
        "backup_successful" = "Backup successful";

        """
    static let german = """
        "chat_list_title" = "Chats";

        """

    @Test func aSectionHeadedUntranslatedNeedsNoTranslation() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write(Self.english, "App/en.lproj/Localizable.strings")
        _ = try folder.write(Self.german, "App/de.lproj/Localizable.strings")
        let configuration = L10nConfiguration(
            languages: ["en", "de"], file: folder.path + "/.l10n.json", baseDirectory: folder.path)
        let outcome = CheckRun.run(CheckRequest(paths: ["."], configuration: configuration, currentDirectory: folder.path))
        let missing = outcome.diagnostics.filter { $0.ruleID == "missing-translation" }.compactMap(\.key)
        // ('Proxy', a word most languages write as English does, would read right in German through the fallback.)
        #expect(missing == ["relay_settings"])
    }

    /// RIA DigiDoc's `// Voice Commands (English only)`: the voice-control phrases stay English in every table, so
    /// their Estonian copies are the team's stated intent, not untranslated text.
    @Test func aSectionHeadedEnglishOnlyKeepsItsCopies() throws {
        let folder = try CheckRunTests.Folder()
        let commands = ["Choose file", "Share file", "Sign document", "Open settings"]
        func table(_ first: String) -> String {
            "\"menu_title\" = \"\(first)\";\n// Voice Commands (English only)\n"
                + commands.enumerated().map { "\"voice_\($0.offset)\" = \"\($0.element)\";" }.joined(separator: "\n") + "\n"
        }
        _ = try folder.write(table("Open the settings"), "App/en.lproj/Localizable.strings")
        _ = try folder.write(table("Open the settings"), "App/et.lproj/Localizable.strings")
        let configuration = L10nConfiguration(
            languages: ["en", "et"], file: folder.path + "/.l10n.json", baseDirectory: folder.path)
        let outcome = CheckRun.run(CheckRequest(paths: ["."], configuration: configuration, currentDirectory: folder.path))
        let copies = outcome.diagnostics.filter { $0.ruleID == "untranslated-copy" }
        #expect(copies.map(\.key) == ["menu_title"], "\(copies.map(\.message))")
    }
}
