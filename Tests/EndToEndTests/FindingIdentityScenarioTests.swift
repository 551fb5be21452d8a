import Foundation
import Testing

/// The gates under everyday edits, in real repositories with the real binary: `check --new-since HEAD` (the edit
/// not committed) and `check --baseline` (recorded before the edit) must both recognise every finding the edit
/// did not touch, whatever suggested key the message now shows.
@Suite(.enabled(if: gitIsInstalled, "needs git on PATH"))
struct FindingIdentityScenarioTests {
    /// Ten strings that differ only by punctuation or case: each one's suggested key is `settings.label.try_again`
    /// with a `_2` … `_10` given in file order, so inserting one above shifts every other suggestion.
    static let similar = [
        "Try again", "Try again.", "Try again!", "Try again?", "Try again…", "Try again:", "Try again!!",
        "Try again...", "TRY AGAIN", "Try Again",
    ]

    /// A view whose `body` shows `texts`, with a second function `footer` holding `footer` texts; `footerFirst`
    /// puts the function above `body`.
    static func view(_ texts: [String], footer: [String] = ["Try again later", "Try again tomorrow."], footerFirst: Bool = false) -> String {
        let body = """
                var body: some View {
                    VStack {
            \(texts.map { "                Text(\"\($0)\")" }.joined(separator: "\n"))
                        footerView()
                    }
                }
            """
        let function = """
                func footerView() -> some View {
                    VStack {
            \(footer.map { "                Text(\"\($0)\")" }.joined(separator: "\n"))
                    }
                }
            """
        return """
            import SwiftUI

            struct SettingsView: View {
            \(footerFirst ? function + "\n\n" + body : body + "\n\n" + function)
            }

            """
    }

    /// A repository with `files` committed on `main` and a baseline of today's findings recorded beside them
    /// (not committed).
    static func repository(_ files: [String: String]) throws -> TemporaryRepository {
        let repository = try TemporaryRepository()
        for (name, text) in files { try repository.write(text, to: name) }
        try repository.git("add", ".")
        try repository.git("commit", "-q", "-m", "base")
        let recorded = try L10nProcess.run(["check", "App", "--write-baseline", "baseline.json"], in: repository.url)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        return repository
    }

    /// The findings each gate reports after the edit: `--new-since HEAD`, then `--baseline`.
    static func newFindings(_ repository: TemporaryRepository) throws -> (newSince: [String], baseline: [String]) {
        let newSince = try L10nProcess.run(["check", "App", "--new-since", "HEAD"], in: repository.url)
        let baseline = try L10nProcess.run(["check", "App", "--baseline", "baseline.json"], in: repository.url)
        #expect(newSince.status != 2, "\(newSince.stderr)")
        #expect(baseline.status != 2, "\(baseline.stderr)")
        func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }
        return (lines(newSince.stdout), lines(baseline.stdout))
    }

    @Test func oneStringInsertedAmongTenSimilarIsTheOneNewFinding() throws {
        let repository = try Self.repository(["App/SettingsView.swift": Self.view(Self.similar)])
        // Above the ten: every one of them now has another line and another suggested key (`_2` became `_3` …).
        try repository.write(Self.view(["Try again ?"] + Self.similar), to: "App/SettingsView.swift")
        let all = try L10nProcess.run(["check", "App"], in: repository.url)
        #expect(all.stdout.contains("'Try again' in 'Text'; use String(localized: \"settings.label.try_again_2\")"))

        let (newSince, baseline) = try Self.newFindings(repository)
        let expected = [
            "App/SettingsView.swift:6:22: error: hardcoded user-facing string 'Try again ?' in 'Text'; "
                + "use String(localized: \"settings.label.try_again\") [hardcoded-string]"
        ]
        #expect(newSince == expected)
        #expect(baseline == expected)
    }

    @Test func aFunctionMovedWithinItsFileIsNothingNew() throws {
        let repository = try Self.repository(["App/SettingsView.swift": Self.view(Self.similar)])
        // `footerView` above `body`: its "Try again later" now comes first and takes other keys' places.
        try repository.write(Self.view(Self.similar, footerFirst: true), to: "App/SettingsView.swift")
        let all = try L10nProcess.run(["check", "App"], in: repository.url)
        #expect(all.stdout.split(separator: "\n").count == 12)

        let (newSince, baseline) = try Self.newFindings(repository)
        #expect(newSince == [])
        #expect(baseline == [])
    }

    @Test func aFileRenamedAsGitSeesItIsNothingNew() throws {
        let repository = try Self.repository(["App/SettingsView.swift": Self.view(Self.similar)])
        try FileManager.default.createDirectory(
            at: repository.url.appendingPathComponent("App/Settings"), withIntermediateDirectories: true)
        #expect(try repository.git("mv", "App/SettingsView.swift", "App/Settings/SettingsScreen.swift").status == 0)
        let status = try repository.git("diff", "--find-renames", "--name-status", "HEAD").output
        #expect(status.hasPrefix("R100\tApp/SettingsView.swift\tApp/Settings/SettingsScreen.swift"))

        let newSince = try L10nProcess.run(["check", "App", "--new-since", "HEAD"], in: repository.url)
        #expect(newSince.status == 0)
        #expect(newSince.stdout.isEmpty)
        #expect(newSince.stderr.contains("12 findings predate 'HEAD'"))

        // The baseline's entries name the old file, which no longer exists: the same findings in the new file
        // match them.
        let baseline = try L10nProcess.run(["check", "App", "--baseline", "baseline.json"], in: repository.url)
        #expect(baseline.status == 0)
        #expect(baseline.stdout.isEmpty)
        #expect(baseline.stderr.contains("12 findings hidden by the baseline"))
    }

    @Test func aStringWhoseTextWasEditedIsThatOneNewFinding() throws {
        let repository = try Self.repository(["App/SettingsView.swift": Self.view(Self.similar)])
        var edited = Self.similar
        edited[3] = "Try once more?"
        try repository.write(Self.view(edited), to: "App/SettingsView.swift")

        let (newSince, baseline) = try Self.newFindings(repository)
        let expected = [
            "App/SettingsView.swift:9:22: error: hardcoded user-facing string 'Try once more?' in 'Text'; "
                + "use String(localized: \"settings.label.try_once_more\") [hardcoded-string]"
        ]
        #expect(newSince == expected)
        #expect(baseline == expected)
    }

    /// The same literal in two declarations is two findings: moved from one to the other, it is new.
    @Test func theSameTextInAnotherDeclarationIsAnotherFinding() throws {
        let repository = try Self.repository(["App/SettingsView.swift": Self.view(Self.similar)])
        try repository.write(
            Self.view(Self.similar, footer: ["Try again later", "Try again tomorrow.", "Try again"]),
            to: "App/SettingsView.swift")
        let (newSince, baseline) = try Self.newFindings(repository)
        #expect(newSince.count == 1)
        #expect(newSince.first?.hasPrefix("App/SettingsView.swift:24:22: error: hardcoded user-facing string 'Try again' ") == true)
        #expect(baseline == newSince)
    }

    /// A version 1 baseline (matched by message) is still read and matched as written, with a note to rewrite it.
    @Test func aVersionOneBaselineStillMatchesByMessageWithANote() throws {
        let repository = try Self.repository(["App/SettingsView.swift": Self.view(["Try again"])])
        let line = try L10nProcess.run(["check", "App"], in: repository.url).stdout
        let message = try #require(line.split(separator: " error: ").last.map { String($0.dropLast()) })
        let text = message.replacingOccurrences(of: " [hardcoded-string]", with: "")
        try repository.write(
            """
            {
              "findings" : [
                {
                  "file" : "App/SettingsView.swift",
                  "message" : "\(text.replacingOccurrences(of: "\"", with: "\\\""))",
                  "rule" : "hardcoded-string"
                }
              ],
              "version" : 1
            }

            """, to: "old.json")
        let result = try L10nProcess.run(["check", "App", "--baseline", "old.json"], in: repository.url)
        #expect(result.stderr.contains("note: 'old.json' is a version 1 baseline"))
        // The footer's two findings are not in it; the body's one is.
        #expect(result.stdout.split(separator: "\n").count == 2)
        #expect(result.stderr.contains("1 finding hidden by the baseline"))
    }
}
