import Foundation
import Testing

/// The glossary of `.l10n.json` rides with each string `extract` exports whose source holds a term.
@Suite struct ExtractGlossaryTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "about.footer.made_by" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Made by Acme" } }
              }
            },
            "settings.sync.title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Sync" } }
              }
            },
            "wallet.home.title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Your Acme wallet" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    static func project() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        _ = try folder.write(catalog, to: "App/Localizable.xcstrings")
        _ = try folder.write(#"{"glossary": {"Wallet": {"es": "cartera"}, "Acme": {"*": "keep"}}}"#, to: ".l10n.json")
        return folder
    }

    @Test func csvHasAGlossaryColumnWithEachUnitsTerms() throws {
        let folder = try Self.project()
        let result = try L10nProcess.run(["extract", "--language", "es", "--format", "csv", "App"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "\u{FEFF}key,variant,source,target,comment,state,glossary\r\n"
            + "about.footer.made_by,,Made by Acme,,,,'Acme': keep as is\r\n"
            + "settings.sync.title,,Sync,,,,\r\n"
            + "wallet.home.title,,Your Acme wallet,,,,'Wallet' → 'cartera'; 'Acme': keep as is\r\n")
        // French: Wallet lists no 'fr'; only the keep term.
        let french = try L10nProcess.run(["extract", "--language", "fr", "--format", "csv", "App"], in: folder.url)
        #expect(french.stdout.contains("wallet.home.title,,Your Acme wallet,,,,'Acme': keep as is\r\n"))
    }

    @Test func xliffHasAGlossaryNoteAndJSONAGlossaryMember() throws {
        let folder = try Self.project()
        let xliff = try L10nProcess.run(["extract", "--language", "es", "App"], in: folder.url)
        #expect(xliff.status == 0, "\(xliff.stderr)")
        #expect(xliff.stdout.contains("""
                    <source>Your Acme wallet</source>
                    <note/>
                    <note from="glossary">Glossary: 'Wallet' → 'cartera'; 'Acme': keep as is</note>
                  </trans-unit>
            """))
        // A unit without terms has no glossary note.
        #expect(xliff.stdout.contains("<source>Sync</source>\n        <note/>\n      </trans-unit>"))
        let json = try L10nProcess.run(["extract", "--language", "es", "--format", "json", "App"], in: folder.url)
        #expect(json.stdout.contains(#""source" : "Made by Acme",\#n    "glossary" : "'Acme': keep as is","#))

        // Translated and merged back: the glossary note is no comment, and the translation lands.
        let translated = xliff.stdout.replacingOccurrences(
            of: "<source>Your Acme wallet</source>",
            with: "<source>Your Acme wallet</source>\n        <target>Tu cartera de Acme</target>")
        _ = try folder.write(translated, to: "es.xliff")
        let merge = try L10nProcess.run(["merge", "--catalog", "App/Localizable.xcstrings", "es.xliff"], in: folder.url)
        #expect(merge.status == 0, "\(merge.stderr)")
        let catalog = try String(contentsOf: folder.url.appendingPathComponent("App/Localizable.xcstrings"), encoding: .utf8)
        #expect(catalog.contains("Tu cartera de Acme"))
        #expect(!catalog.contains("Glossary"))
    }
}
