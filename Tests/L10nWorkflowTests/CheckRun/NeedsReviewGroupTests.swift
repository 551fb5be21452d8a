import Foundation
import L10nDiagnostics
import L10nWorkflow
import Testing

/// A language whose translations were flagged for review in bulk (kaset's Indonesian, machine translated) is one
/// review to run: one `needs-review` finding at the first, the others listed; a few stay one each, and another
/// language's are its own.
@Suite struct NeedsReviewGroupTests {
    func catalog(unreviewed: Int) -> String {
        var entries: [String] = []
        for index in 1...12 {
            let state = index <= unreviewed ? "needs_review" : "translated"
            entries.append(#""settings.item\#(index)" : { "localizations" : { "es" : { "stringUnit" : { "state" : "\#(state)", "value" : "Ajuste \#(index)" } }, "fr" : { "stringUnit" : { "state" : "\#(index == 3 ? "needs_review" : "translated")", "value" : "Réglage \#(index)" } } } }"#)
        }
        return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    " + entries.joined(separator: ",\n    ")
            + "\n  },\n  \"version\" : \"1.0\"\n}\n"
    }

    func unreviewed(_ folder: CheckRunTests.Folder) -> [Diagnostic] {
        CheckRun.run(CheckRequest(paths: ["."], languages: ["en", "es", "fr"], currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "needs-review" }
    }

    @Test func tenOrMoreUnreviewedTranslationsOfALanguageAreOneFinding() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write(catalog(unreviewed: 11), "Settings/Localizable.xcstrings")
        let findings = unreviewed(folder)
        #expect(Set(findings.map(\.message)) == [
            "'fr' translation of 'settings.item3' needs review (state 'needs_review')",
            "11 translations in 'es' need review, e.g. 'settings.item1', 'settings.item2'; 'l10n review --language es' shows them one by one",
        ])
        #expect(findings.count == 2)
        #expect(findings.first { $0.language == "es" }?.related.count == 10)
        _ = try folder.write(catalog(unreviewed: 9), "Settings/Localizable.xcstrings")
        #expect(unreviewed(folder).filter { $0.language == "es" }.count == 9)
    }

    /// Flare: one key whose source text changed ("…" became "...") was marked for review in every language; one
    /// finding names them, while a key marked in two languages keeps a finding each.
    @Test func oneKeyMarkedInThreeLanguagesOrMoreIsOneFinding() throws {
        func unit(_ state: String, _ value: String) -> String { #"{ "stringUnit" : { "state" : "\#(state)", "value" : "\#(value)" } }"# }
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "profile.insight.analyzing" : { "localizations" : {
                  "de" : \(unit("needs_review", "Profil wird analysiert…")), "es" : \(unit("needs_review", "Analizando el perfil…")),
                  "fr" : \(unit("needs_review", "Analyse du profil…")), "it" : \(unit("translated", "Analisi del profilo…")) } },
                "profile.insight.done" : { "localizations" : {
                  "de" : \(unit("needs_review", "Fertig")), "es" : \(unit("needs_review", "Listo")),
                  "fr" : \(unit("translated", "Terminé")), "it" : \(unit("translated", "Fatto")) } }
              },
              "version" : "1.0"
            }
            """
        let folder = try CheckRunTests.Folder()
        _ = try folder.write(catalog, "Profile/Localizable.xcstrings")
        let findings = CheckRun.run(CheckRequest(paths: ["."], languages: ["en", "de", "es", "fr", "it"], currentDirectory: folder.path))
            .diagnostics.filter { $0.ruleID == "needs-review" }
        #expect(findings.map(\.message).sorted() == [
            "'de' translation of 'profile.insight.done' needs review (state 'needs_review')",
            "'de', 'es', 'fr' translations of 'profile.insight.analyzing' need review (state 'needs_review')",
            "'es' translation of 'profile.insight.done' needs review (state 'needs_review')",
        ])
    }
}
