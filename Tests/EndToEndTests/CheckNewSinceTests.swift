import Foundation
import Testing

/// `l10n check --new-since REF` in real repositories: a branch off `main`, checked against it.
@Suite(.enabled(if: gitIsInstalled, "needs git on PATH"))
struct CheckNewSinceTests {
    /// A SwiftUI view with ten hardcoded strings, one per line; `extra` lines go after the fifth.
    static func homeView(extra: [String] = [], order: [Int] = Array(1...10)) -> String {
        let words = [
            "Welcome home", "Your orders", "Track a parcel", "Sign out", "Open settings", "Call support",
            "Rate the app", "Share with friends", "Privacy policy", "Terms of use",
        ]
        var lines = order.map { "            Text(\"\(words[$0 - 1])\")" }
        lines.insert(contentsOf: extra.map { "            Text(\"\($0)\")" }, at: 5)
        return """
            import SwiftUI

            struct HomeView: View {
                var body: some View {
                    VStack {
            \(lines.joined(separator: "\n"))
                    }
                }
            }

            """
    }

    /// A catalog in Xcode's form with each key's English value and, where given, its Spanish one.
    static func catalog(_ entries: [(key: String, en: String, es: String?)]) -> String {
        func unit(_ language: String, _ value: String) -> String {
            """
                    "\(language)" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "\(value)"
                      }
                    }
            """
        }
        let strings = entries.map { entry in
            let localizations = [unit("en", entry.en)] + (entry.es.map { [unit("es", $0)] } ?? [])
            return """
                    "\(entry.key)" : {
                      "localizations" : {
                \(localizations.joined(separator: ",\n"))
                      }
                    }
                """
        }
        return """
            {
              "sourceLanguage" : "en",
              "strings" : {
            \(strings.joined(separator: ",\n"))
              },
              "version" : "1.0"
            }
            """
    }

    /// A repository whose `main` has `files`, with `feature` checked out from it.
    static func repository(_ files: [String: String]) throws -> TemporaryRepository {
        let repository = try TemporaryRepository()
        for (name, text) in files { try repository.write(text, to: name) }
        try repository.git("add", ".")
        try repository.git("commit", "-q", "-m", "base")
        try repository.git("checkout", "-q", "-b", "feature")
        return repository
    }

    static func check(_ repository: TemporaryRepository, _ arguments: [String] = [], in folder: String? = nil) throws
        -> L10nProcess.Result
    {
        let directory = folder.map { repository.url.appendingPathComponent($0) } ?? repository.url
        return try L10nProcess.run(["check", "--new-since", "main"] + arguments, in: directory)
    }

    /// The stdout lines.
    static func lines(_ result: L10nProcess.Result) -> [String] {
        result.stdout.split(separator: "\n").map(String.init)
    }

    @Test func oneHardcodedStringAddedToAFileWithTenIsTheOneReported() throws {
        let repository = try Self.repository(["App/HomeView.swift": Self.homeView()])
        try repository.write(Self.homeView(extra: ["Order again"]), to: "App/HomeView.swift")
        try repository.git("commit", "-q", "-am", "Order again")

        let all = try L10nProcess.run(["check"], in: repository.url)
        #expect(Self.lines(all).count == 11)

        let new = try Self.check(repository)
        #expect(new.status == 1)
        #expect(Self.lines(new) == [
            "App/HomeView.swift:11:18: error: hardcoded user-facing string 'Order again' in 'Text'; "
                + "use String(localized: \"home.label.order_again\") [hardcoded-string]"
        ])
        #expect(new.stderr.contains("1 error, 0 warnings, 0 notes in 1 file\n"))
        #expect(new.stderr.contains("10 findings predate 'main' (merge base "))

        // From a subfolder, paths as shown there; the same one finding.
        let fromApp = try Self.check(repository, in: "App")
        #expect(fromApp.status == 1)
        #expect(Self.lines(fromApp).count == 1)
        #expect(fromApp.stdout.hasPrefix("HomeView.swift:11:18: error: hardcoded user-facing string 'Order again'"))

        // JSON has the one finding too.
        let json = try Self.check(repository, ["--format", "json"])
        #expect(json.stdout.components(separatedBy: "\"rule\"").count == 2)
    }

    @Test func codeThatOnlyMovedIsNotNew() throws {
        let repository = try Self.repository(["App/HomeView.swift": Self.homeView()])
        // Lines reordered and shifted down by a new comment: every finding has another line.
        let moved = Self.homeView(order: [10, 9, 8, 7, 6, 5, 4, 3, 2, 1])
            .replacingOccurrences(of: "import SwiftUI\n", with: "import SwiftUI\n\n// The home screen.\n")
        try repository.write(moved, to: "App/HomeView.swift")
        try repository.git("commit", "-q", "-am", "Reorder")

        #expect(try L10nProcess.run(["check"], in: repository.url).status == 1)
        let new = try Self.check(repository)
        #expect(new.status == 0)
        #expect(new.stdout.isEmpty)
        #expect(new.stderr.contains("0 errors, 0 warnings, 0 notes in 1 file\n"))
        #expect(new.stderr.contains("10 findings predate 'main'"))
    }

    @Test func aCatalogEditDroppingASpanishTranslationReportsThatOne() throws {
        let view = """
            import SwiftUI

            struct SettingsView: View {
                var body: some View {
                    Text(String(localized: "settings.title.text"))
                    Text(String(localized: "settings.sync.label"))
                    Text(String(localized: "settings.help.label"))
                }
            }

            """
        let before = Self.catalog([
            ("settings.help.label", "Help", nil),  // already missing: not new
            ("settings.sync.label", "Sync", "Sincronizar"),
            ("settings.title.text", "Settings", "Ajustes"),
        ])
        let after = Self.catalog([
            ("settings.help.label", "Help", nil),
            ("settings.sync.label", "Sync", nil),
            ("settings.title.text", "Settings", "Ajustes"),
        ])
        let repository = try Self.repository([
            "App/SettingsView.swift": view, "App/Localizable.xcstrings": before, ".l10n.json": #"{"version": 1}"#,
        ])
        try repository.write(after, to: "App/Localizable.xcstrings")  // not committed: the work tree counts

        let all = try L10nProcess.run(["check"], in: repository.url)
        #expect(Self.lines(all).count == 2)
        let new = try Self.check(repository)
        #expect(new.status == 1)
        #expect(Self.lines(new) == [
            "App/Localizable.xcstrings:14:5: error: missing 'es' translation for 'settings.sync.label' [missing-translation]"
        ])
        #expect(new.stderr.contains("1 finding predates 'main'"))
    }

    /// Renamed into a folder with a space in its name (git's paths are read NUL-separated).
    @Test func aRenamedFileIsComparedWithItsOldVersion() throws {
        let repository = try Self.repository(["App/HomeView.swift": Self.homeView()])
        try FileManager.default.createDirectory(
            at: repository.url.appendingPathComponent("App/Home Screen"), withIntermediateDirectories: true)
        #expect(try repository.git("mv", "App/HomeView.swift", "App/Home Screen/HomeScreen.swift").status == 0)
        try repository.git("commit", "-q", "-m", "Move")
        #expect(try repository.git("ls-files", "-z").output == "App/Home Screen/HomeScreen.swift\0")

        let renamed = try Self.check(repository)
        #expect(renamed.status == 0)
        #expect(renamed.stdout.isEmpty)
        #expect(renamed.stderr.contains("10 findings predate 'main'"))

        // Renamed and edited (not committed): only the edit is new.
        try repository.write(Self.homeView(extra: ["Order again"]), to: "App/Home Screen/HomeScreen.swift")
        let edited = try Self.check(repository)
        #expect(edited.status == 1)
        #expect(Self.lines(edited).count == 1)
        #expect(
            edited.stdout.hasPrefix(
                "App/Home Screen/HomeScreen.swift:11:18: error: hardcoded user-facing string 'Order again'"))
    }

    @Test func untrackedFilesAreNew() throws {
        let repository = try Self.repository(["App/HomeView.swift": Self.homeView()])
        try repository.write("import SwiftUI\nlet banner = Text(\"Free delivery today\")\n", to: "App/Banner.swift")
        let new = try Self.check(repository)
        #expect(new.status == 1)
        #expect(Self.lines(new) == [
            "App/Banner.swift:2:19: error: hardcoded user-facing string 'Free delivery today' in 'Text'; "
                + "use String(localized: \"banner.label.free_delivery_today\") [hardcoded-string]"
        ])
    }

    /// Findings in files the change did not touch, caused by a file it did: a key removed from the catalog is now
    /// unknown where the (unchanged) code uses it; a deleted view leaves its key unused.
    @Test func findingsThatOtherFilesCauseAreNew() throws {
        let home = "import SwiftUI\nlet title = Text(String(localized: \"home.title.text\"))\n"
        let about = "import SwiftUI\nlet about = Text(String(localized: \"about.title.text\"))\n"
        let both = Self.catalog([("about.title.text", "About", "Acerca de"), ("home.title.text", "Home", "Inicio")])
        let repository = try Self.repository([
            "App/Home.swift": home, "App/About.swift": about, "App/Localizable.xcstrings": both,
        ])
        #expect(try Self.check(repository).stdout.isEmpty)

        try repository.write(Self.catalog([("about.title.text", "About", "Acerca de")]), to: "App/Localizable.xcstrings")
        let unknown = try Self.check(repository)
        #expect(unknown.status == 1)
        #expect(Self.lines(unknown).count == 1)
        #expect(unknown.stdout == "App/Home.swift:2:36: error: key 'home.title.text' is not in any scanned catalog [unknown-key]\n")

        try repository.git("checkout", "-q", "--", "App/Localizable.xcstrings")
        try repository.git("rm", "-q", "App/About.swift")
        let unused = try Self.check(repository)
        #expect(unused.status == 0)
        #expect(Self.lines(unused) == [
            "App/Localizable.xcstrings:4:5: warning: key 'about.title.text' is not used in any scanned Swift source [unused-key]"
        ])
    }

    /// A branch that repairs a catalog the merge base could not read: its findings are new, and a note says why.
    @Test func aCatalogTheMergeBaseCouldNotReadHasOnlyNewFindings() throws {
        let repository = try Self.repository([
            "App/Localizable.xcstrings": "{ \"sourceLanguage\" : ", ".l10n.json": #"{"version": 1}"#,
        ])
        try repository.write(Self.catalog([("home.title.text", "Home", nil)]), to: "App/Localizable.xcstrings")
        let new = try Self.check(repository)
        #expect(new.status == 1)
        #expect(Self.lines(new) == [
            "App/Localizable.xcstrings:4:5: error: missing 'es' translation for 'home.title.text' [missing-translation]"
        ])
        #expect(new.stderr.hasPrefix("note: 'App/Localizable.xcstrings' at "))
        #expect(new.stderr.contains("is not a readable catalog ("))
        #expect(new.stderr.contains("0 findings predate 'main'"))
    }

    @Test func badRefsAndMisuseFailTheRun() throws {
        let repository = try Self.repository(["App/HomeView.swift": Self.homeView()])
        let badRef = try L10nProcess.run(["check", "--new-since", "no-such-branch"], in: repository.url)
        #expect(badRef.status == 2)
        #expect(badRef.stdout.isEmpty)
        #expect(badRef.stderr == "error: --new-since: 'no-such-branch' is not a commit\n")

        let withBaseline = try L10nProcess.run(
            ["check", "--new-since", "main", "--write-baseline", "b.json"], in: repository.url)
        #expect(withBaseline.status == 2)
        #expect(withBaseline.stderr.hasPrefix("error: '--new-since' cannot be used with '--write-baseline'"))

        let outside = try TemporaryDirectory()
        _ = try outside.write(Self.homeView(), to: "HomeView.swift")
        let noRepository = try L10nProcess.run(["check", "--new-since", "main"], in: outside.url)
        #expect(noRepository.status == 2)
        #expect(noRepository.stderr.hasPrefix("error: --new-since: '"))
        #expect(noRepository.stderr.contains("is not in a git work tree"))
    }
}
