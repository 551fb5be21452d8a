import Foundation
import Testing

/// `extract --from-sources` reads `exclude` globs relative to the configuration's folder, as `check` does.
@Suite struct ExtractExcludeTests {
    @Test func excludeGlobsAreRelativeToTheConfigurationFolder() throws {
        let folder = try TemporaryDirectory()
        _ = try folder.write(#"{"version":1,"exclude":["App/Legacy/**"]}"#, to: ".l10n.json")
        _ = try folder.write(#"let a = String(localized: "legacy.screen.title")"# + "\n", to: "App/Legacy/Old.swift")
        _ = try folder.write(#"let b = String(localized: "main.screen.title")"# + "\n", to: "App/Main/New.swift")
        _ = try folder.write(
            "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}",
            to: "Localizable.xcstrings")
        let result = try L10nProcess.run(
            ["extract", "--from-sources", "App", "--catalog", "Localizable.xcstrings", "--dry-run"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stdout == "added 'main.screen.title' (App/Main/New.swift:1:27)\n")
        #expect(result.stderr.hasPrefix("Localizable.xcstrings: 1 added (1 key in 1 Swift file)"))
    }
}
