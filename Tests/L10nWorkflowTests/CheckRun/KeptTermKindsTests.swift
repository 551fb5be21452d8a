import Foundation
import L10nCatalogChecks
import L10nWorkflow
import Testing

/// Shiori's German keeps most anime genres as fans write them ('Comedy', 'Horror', 'Boys Love') and translates the
/// others ('Abenteuer'): its 'Slice of Life' is that decision. Where the language translates most genres, or where
/// the comment is Xcode's own for an entry nobody commented, a copy is still reported.
@Suite struct KeptTermKindsTests {
    /// A catalog of `terms` (source, German, comment), English source.
    static func catalog(_ terms: [(String, String, String)]) -> String {
        let entries = terms.map { source, german, comment in
            """
                "\(source)" : {
                  "comment" : "\(comment)",
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "\(german)" } }
                  }
                }
            """
        }
        return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + entries.joined(separator: ",\n")
            + "\n  },\n  \"version\" : \"1.0\"\n}\n"
    }

    static func copies(_ terms: [(String, String, String)]) throws -> [String] {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write(Self.catalog(terms), "App/Localizable.xcstrings")
        _ = try folder.write(#"{"version":1,"languages":["en","de"],"catalogs":["App"]}"#, ".l10n.json")
        return CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "untranslated-copy" }.compactMap(\.key).sorted()
    }

    static let genres: [(String, String, String)] = [
        ("Adventure", "Abenteuer", "Genre"), ("Comedy", "Comedy", "Genre"), ("Drama", "Drama", "Genre"),
        ("Horror", "Horror", "Genre"), ("Boys Love", "Boys Love", "Genre"), ("Romance", "Romantik", "Genre"),
        ("Slice of Life", "Slice of Life", "Genre"), ("Supernatural", "Übernatürlich", "Genre"),
        ("Settings", "Einstellungen", "Tab title"), ("Sort anime", "Anime sortieren", "Toolbar menu"),
    ]

    @Test func aKindTheLanguageMostlyKeepsIsItsPractice() throws {
        #expect(try Self.copies(Self.genres) == [])
    }

    @Test func aKindTheLanguageMostlyTranslatesLeavesItsCopiesReported() throws {
        // Two genres kept, six translated: 'Slice of Life' is a gap ('Boys Love', a capitalised name of two words,
        // is no `untranslated-copy` finding in any case).
        let translated = Self.genres.map { source, german, comment in
            ["Comedy", "Drama", "Horror"].contains(source) ? (source, source + "-de", comment) : (source, german, comment)
        }
        #expect(try Self.copies(translated) == ["Slice of Life"])
    }

    @Test func xcodesCommentForUncommentedEntriesNamesNoKind() throws {
        let uncommented = Self.genres.map { ($0.0, $0.1, "No comment provided by engineer.") }
        #expect(try Self.copies(uncommented) == ["Slice of Life"])
    }

    @Test func aKindIsAShortCommentAndATermAShortText() {
        #expect(CatalogPractice.termKind("Manga type") == "manga type")
        #expect(CatalogPractice.termKind("No comment provided by engineer.") == nil)
        #expect(CatalogPractice.termKind("Title of the button that opens the settings") == nil)
        #expect(CatalogPractice.isTerm("Slice of Life"))
        #expect(!CatalogPractice.isTerm("Track your anime and manga."))
        #expect(!CatalogPractice.isTerm("%lld episodes"))
    }
}
