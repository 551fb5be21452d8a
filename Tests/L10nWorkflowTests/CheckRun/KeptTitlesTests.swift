import Foundation
import L10nCatalogChecks
import L10nWorkflow
import Testing

/// github-contributions' Japanese keeps each settings row's English headline over a translated subtitle: a design, no
/// gap. Two such rows beside one in English whole are too few to be a design: reported.
@Suite struct KeptTitlesTests {
    static let english = """
        "settings-row-rate-title" = "Rate the App";
        "settings-row-rate-subtitle" = "Do you like the app?";
        "settings-row-share-title" = "Share with friends";
        "settings-row-share-subtitle" = "Tell your friends about it!";
        "settings-row-source-title" = "Read the code";
        "settings-row-source-subtitle" = "Help build the app!";
        "settings-title" = "Settings";

        """

    static func copies(japanese: String) throws -> [String] {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write(Self.english, "App/en.lproj/Localizable.strings")
        _ = try folder.write(japanese, "App/ja.lproj/Localizable.strings")
        _ = try folder.write(#"{"version":1,"languages":["en","ja"],"catalogs":["App"]}"#, ".l10n.json")
        return CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "untranslated-copy" }.map(\.message)
    }

    @Test func titlesKeptOverTranslatedSubtitlesAreADesign() throws {
        #expect(try Self.copies(japanese: """
            "settings-row-rate-title" = "Rate the App";
            "settings-row-rate-subtitle" = "アプリは使いやすいですか？";
            "settings-row-share-title" = "Share with friends";
            "settings-row-share-subtitle" = "友達と共有しましょう！";
            "settings-row-source-title" = "Read the code";
            "settings-row-source-subtitle" = "自由に開発に参加しましょう！";
            "settings-title" = "設定";

            """) == [])
        // Two titles kept over translated subtitles, the third row in English whole: too few to be a design.
        #expect(try Self.copies(japanese: """
            "settings-row-rate-title" = "Rate the App";
            "settings-row-rate-subtitle" = "アプリは使いやすいですか？";
            "settings-row-share-title" = "Share with friends";
            "settings-row-share-subtitle" = "友達と共有しましょう！";
            "settings-row-source-title" = "Read the code";
            "settings-row-source-subtitle" = "Help build the app!";
            "settings-title" = "設定";

            """).map { $0.prefix(37) } == ["4 translations in 'ja' are the source"])
    }

    @Test func aSubtitlesKeyIsTheTitlesWithSubtitle() {
        #expect(CatalogPractice.subtitleKey(of: "settings-row-share-title") == "settings-row-share-subtitle")
        #expect(CatalogPractice.subtitleKey(of: "emptyStateTitle") == "emptyStateSubtitle")
        #expect(CatalogPractice.subtitleKey(of: "settings-row-share-subtitle") == nil)
        #expect(CatalogPractice.subtitleKey(of: "settings.done") == nil)
    }
}
