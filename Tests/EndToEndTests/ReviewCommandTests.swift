import Foundation
import Testing

/// `l10n review` as a reviewer runs it: the queue listed, a string approved, and an empty queue said in words (a
/// command that prints nothing leaves the user unsure it ran).
@Suite struct ReviewCommandTests {
    /// `settings.title` translated to Spanish and waiting for review; `settings.done` translated and reviewed.
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "settings.done" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Done" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Listo" } }
              }
            },
            "settings.title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Settings" } },
                "es" : { "stringUnit" : { "state" : "needs_review", "value" : "Ajustes" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    @Test func listsTheQueueApprovesAndSaysWhenNothingWaits() throws {
        let folder = try TemporaryDirectory()
        let file = try folder.write(Self.catalog, to: "App/Localizable.xcstrings")

        let listed = try L10nProcess.run(["review", "--language", "es"], in: folder.url)
        #expect(listed.status == 0)
        #expect(listed.stdout == "App/Localizable.xcstrings: settings.title\n  source: Settings\n  es: Ajustes\n")

        let approved = try L10nProcess.run(["review", "--language", "es", "--approve", "settings.title"], in: folder.url)
        #expect(approved.status == 0)
        #expect(approved.stdout == "App/Localizable.xcstrings: approved 'settings.title'\n")
        let written = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        let strings = written?["strings"] as? [String: [String: Any]]
        let spanish = (strings?["settings.title"]?["localizations"] as? [String: [String: [String: String]]])?["es"]
        #expect(spanish?["stringUnit"] == ["state": "translated", "value": "Ajustes"])

        let empty = try L10nProcess.run(["review", "--language", "es"], in: folder.url)
        #expect(empty.status == 0)
        #expect(empty.stdout == "nothing waiting for review in 'es' ('App/Localizable.xcstrings')\n")
        let french = try L10nProcess.run(["review", "--language", "fr"], in: folder.url)
        #expect(french.stdout == "nothing waiting for review in 'fr' ('App/Localizable.xcstrings')\n")
    }
}
