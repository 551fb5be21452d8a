import Foundation
import L10nCatalogChecks
import L10nWorkflow
import Testing

/// A family of English keys a catalog keeps is its style: `key-convention` leaves it alone in the catalog, and a
/// SwiftUI literal naming one of them is localized in that style, no `hardcoded-string` (iTorrent's tvOS screens,
/// `Text("Add Torrent")` beside sixty more English keys). A lone English key stays a finding on both sides.
@Suite struct KeptKeyFamilyTests {
    static func catalog(_ keys: [String]) -> String {
        let entries = (keys + ["torrent.details.title", "torrent.details.delete"]).map { key in
            """
                "\(key)" : {
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "\(key)" } },
                    "es" : { "stringUnit" : { "state" : "translated", "value" : "es \(key)" } }
                  }
                }
            """
        }
        return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + entries.joined(separator: ",\n")
            + "\n  },\n  \"version\" : \"1.0\"\n}\n"
    }

    static let view = """
        import SwiftUI
        struct DetailsView: View {
            var body: some View {
                Button("Add Torrent") {}
            }
        }
        """

    func findings(_ keys: [String]) throws -> [String] {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write(Self.catalog(keys), "App/Localizable.xcstrings")
        _ = try folder.write(Self.view, "App/DetailsView.swift")
        let configuration = L10nConfiguration(
            languages: ["en", "es"], catalogs: ["App"], file: folder.path + "/.l10n.json", baseDirectory: folder.path)
        return CheckRun.run(CheckRequest(paths: ["."], configuration: configuration, currentDirectory: folder.path))
            .diagnostics.filter { ["hardcoded-string", "key-convention"].contains($0.ruleID) }
            .map { "\($0.ruleID) \($0.key ?? "")" }.sorted()
    }

    @Test func aFamilyOfEnglishKeysIsTheCatalogsStyleOnBothSides() throws {
        #expect(try findings(["Add Torrent", "Search Files", "Delete With Files"]).isEmpty)
    }

    @Test func aLoneEnglishKeyStaysAFindingOnBothSides() throws {
        #expect(try findings(["Add Torrent"]) == ["hardcoded-string ", "key-convention Add Torrent"])
    }

    @Test func keptFamiliesAreThreeOrMoreOfOneShapeNotDotted() {
        #expect(CatalogPractice.keptFamilies(["Add Torrent", "Search files", "Delete With Files", "HomeTitle"])
            == ["Add Torrent", "Search files", "Delete With Files"])
        #expect(CatalogPractice.keptFamilies(["Home.Title", "Home.Close", "Home.Open"]).isEmpty)
    }
}
