import Foundation
import Testing

/// `l10n check` never suggests a key a catalog already holds for another text, keeps a key the catalog holds for
/// the same text (using it is the fix), and writes text in other scripts in Latin letters.
@Suite struct SuggestedKeysCatalogTests {
    static let view = """
        import SwiftUI

        struct HomeView: View {
            var body: some View {
                VStack {
                    Text("Sources")
                    Text("Invalid URL")
                    Text("保存")
                    Text("Настройки")
                }
            }
        }

        """

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "home.label.invalid_url" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Invalid URL" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "URL no válida" } }
              }
            },
            "home.label.sources" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "News sources" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Fuentes de noticias" } }
              }
            }
          },
          "version" : "1.0"
        }

        """

    @Test func suggestionsAvoidCatalogKeysOfOtherTexts() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.view, to: "App/HomeView.swift")
        _ = try dir.write(Self.catalog, to: "App/Localizable.xcstrings")
        let result = try L10nProcess.run(["check", "App"], in: dir.url)
        let suggested = result.stdout.split(separator: "\n").compactMap { line -> String? in
            guard line.contains("[hardcoded-string]"), let open = line.range(of: "String(localized: \"") else { return nil }
            let rest = line[open.upperBound...]
            return String(rest[..<rest.firstIndex(of: "\"")!])
        }
        #expect(suggested == [
            "home.label.sources_2",  // the catalog's 'home.label.sources' is "News sources"
            "home.label.invalid_url",  // the catalog holds this text under this key
            "home.label.bao_cun",  // 保存, in Latin letters
            "home.label.nastrojki",  // Настройки
        ], "\(result.stdout)")
    }
}
