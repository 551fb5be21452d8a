import Foundation
import Testing

/// The git merge driver in a real repository: git's own merge conflicts on two translators' edits of one key,
/// the driver merges them cleanly.
@Suite(.enabled(if: gitIsInstalled, "needs git on PATH"))
struct MergeGitDriverTests {
    typealias Repository = TemporaryRepository

    /// `home.title` with English and any of Spanish and French, and `settings.title`, in Xcode's form.
    static func catalog(es: String? = nil, fr: String? = nil, settings: String = "Settings") -> String {
        func language(_ code: String, _ value: String) -> String {
            """
                    "\(code)" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "\(value)"
                      }
                    }
            """
        }
        var languages = [language("en", "Home")]
        if let es { languages.append(language("es", es)) }
        if let fr { languages.append(language("fr", fr)) }
        return """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "home.title" : {
                  "localizations" : {
            \(languages.joined(separator: ",\n"))
                  }
                },
                "settings.title" : {
                  "localizations" : {
            \(language("en", settings))
                  }
                }
              },
              "version" : "1.0"
            }
            """
    }

    /// Base: English only. `main` adds Spanish, `feature` adds French: both insert at the same line, so git's
    /// text merge conflicts.
    static func prepare() throws -> Repository {
        let repository = try Repository()
        try repository.write(catalog(), to: "App/Localizable.xcstrings")
        try repository.git("add", ".")
        try repository.git("commit", "-q", "-m", "base")
        try repository.git("checkout", "-q", "-b", "feature")
        try repository.write(catalog(fr: "Accueil", settings: "Preferences"), to: "App/Localizable.xcstrings")
        try repository.git("commit", "-q", "-am", "French")
        try repository.git("checkout", "-q", "main")
        try repository.write(catalog(es: "Inicio"), to: "App/Localizable.xcstrings")
        try repository.git("commit", "-q", "-am", "Spanish")
        return repository
    }

    static func enableDriver(in repository: Repository) throws {
        try repository.write("*.xcstrings merge=xcstrings\n", to: ".git/info/attributes")
        let binary = L10nProcess.executableURL.path
        try repository.git("config", "merge.xcstrings.name", "String Catalog merge")
        try repository.git("config", "merge.xcstrings.driver", "'\(binary)' merge --git %O %A %B %P")
    }

    @Test func gitsTextMergeConflictsWithoutTheDriver() throws {
        let repository = try Self.prepare()
        let merge = try repository.git("merge", "--no-edit", "feature")
        #expect(merge.status != 0)
        #expect(merge.output.contains("CONFLICT (content): Merge conflict in App/Localizable.xcstrings"))
        #expect(try repository.read("App/Localizable.xcstrings").contains("<<<<<<<"))
    }

    @Test func driverMergesBothLanguagesCleanly() throws {
        let repository = try Self.prepare()
        try Self.enableDriver(in: repository)
        let merge = try repository.git("merge", "--no-edit", "feature")
        #expect(merge.status == 0, "\(merge.output)")
        #expect(try repository.read("App/Localizable.xcstrings")
            == Self.catalog(es: "Inicio", fr: "Accueil", settings: "Preferences"))
        #expect(try repository.git("status", "--porcelain").output.isEmpty)
    }

    @Test func driverReportsRealConflictsAndLeavesAValidCatalog() throws {
        let repository = try Self.prepare()
        try Self.enableDriver(in: repository)
        try repository.write(Self.catalog(es: "Inicio", settings: "Ajustes"), to: "App/Localizable.xcstrings")
        try repository.git("commit", "-q", "-am", "Settings on main too")
        let merge = try repository.git("merge", "--no-edit", "feature")
        #expect(merge.status != 0)
        #expect(merge.output.contains(
            "App/Localizable.xcstrings:29:11: conflict: 'settings.title' ['en']: changed on both sides\n"))
        #expect(merge.output.contains("App/Localizable.xcstrings: 1 conflict; kept ours\n"))
        // No conflict markers: ours' side of the conflict, everything else merged.
        #expect(try repository.read("App/Localizable.xcstrings")
            == Self.catalog(es: "Inicio", fr: "Accueil", settings: "Ajustes"))
    }

    /// Both branches add the catalog (git passes an empty base): the keys of both are kept.
    @Test func catalogAddedOnBothBranchesMergesAsAUnion() throws {
        func catalog(_ key: String, _ comment: String) -> String {
            "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"\(key)\" : {\n      \"comment\" : \"\(comment)\"\n"
                + "    }\n  },\n  \"version\" : \"1.0\"\n}"
        }
        let repository = try Repository()
        try repository.git("commit", "-q", "--allow-empty", "-m", "start")
        try repository.git("checkout", "-q", "-b", "feature")
        try repository.write(catalog("settings.screen.title", "Settings title"), to: "Localizable.xcstrings")
        try repository.git("add", ".")
        try repository.git("commit", "-q", "-m", "settings")
        try repository.git("checkout", "-q", "main")
        try repository.write(catalog("home.screen.title", "Home title"), to: "Localizable.xcstrings")
        try repository.git("add", ".")
        try repository.git("commit", "-q", "-m", "home")
        try Self.enableDriver(in: repository)
        let merge = try repository.git("merge", "--no-edit", "feature")
        #expect(merge.status == 0, "\(merge.output)")
        #expect(try repository.read("Localizable.xcstrings") == """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "home.screen.title" : {
                  "comment" : "Home title"
                },
                "settings.screen.title" : {
                  "comment" : "Settings title"
                }
              },
              "version" : "1.0"
            }
            """)
    }
}
