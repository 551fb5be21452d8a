import Foundation
import L10nDiagnostics
import L10nWorkflow
import Testing
import XCStrings

@Suite struct BaselineTests {
    func finding(_ line: Int, _ rule: String, _ key: String, _ language: String?, _ message: String, file: String = "App/L.xcstrings")
        -> Diagnostic
    {
        Diagnostic(
            location: SourceLocation(file: file, line: line, column: 5), severity: .error, ruleID: rule, message: message,
            key: key, language: language)
    }

    @Test func hidesExactlyTheRecordedFindingsAsAMultiset() {
        let missing = finding(10, "missing-translation", "home.title", "es", "missing 'es' translation for 'home.title'")
        let stale = finding(20, "stale-key", "old.key.title", nil, "'old.key.title' is stale: no longer found in the code")
        let baseline = Baseline(recording: [missing, stale, stale])
        // Lines moved: still hidden. A third identical finding is new; a different language is new.
        let later = [
            finding(14, "missing-translation", "home.title", "es", "missing 'es' translation for 'home.title'"),
            finding(30, "stale-key", "old.key.title", nil, "'old.key.title' is stale: no longer found in the code"),
            finding(31, "stale-key", "old.key.title", nil, "'old.key.title' is stale: no longer found in the code"),
            finding(32, "stale-key", "old.key.title", nil, "'old.key.title' is stale: no longer found in the code"),
            finding(15, "missing-translation", "home.title", "fr", "missing 'fr' translation for 'home.title'"),
        ]
        let (kept, hidden) = baseline.filter(later)
        #expect(hidden == 3)
        #expect(kept.map(\.location.line) == [15, 32])
        // Another file is another finding; `./` does not matter.
        let moved = finding(10, "missing-translation", "home.title", "es", "missing 'es' translation for 'home.title'", file: "./App/L.xcstrings")
        #expect(baseline.filter([moved]).hidden == 1)
        let elsewhere = finding(10, "missing-translation", "home.title", "es", "missing 'es' translation for 'home.title'", file: "B.xcstrings")
        #expect(baseline.filter([elsewhere]).hidden == 0)
    }

    @Test func applyNamesUnmatchedEntriesOfTheScannedFiles() {
        let missing = finding(10, "missing-translation", "home.title", "es", "missing 'es' translation for 'home.title'")
        let stale = finding(20, "stale-key", "old.key.title", nil, "'old.key.title' is stale: no longer found in the code")
        let elsewhere = finding(
            5, "missing-translation", "b.key.title", "es", "missing 'es' translation for 'b.key.title'", file: "B.xcstrings")
        let baseline = Baseline(recording: [missing, stale, stale, elsewhere])
        let cases: [(name: String, findings: [Diagnostic], scanned: [String]?, hidden: Int, unmatched: [String])] = [
            ("all still there", [missing, stale, stale, elsewhere], nil, 4, []),
            ("one of two identical fixed", [missing, stale, elsewhere], nil, 3, ["old.key.title"]),
            ("all fixed (sorted by file, rule, key)", [], nil, 0, ["home.title", "old.key.title", "old.key.title", "b.key.title"]),
            ("only App/L.xcstrings checked", [], ["./App/L.xcstrings"], 0, ["home.title", "old.key.title", "old.key.title"]),
            ("only B.xcstrings checked", [elsewhere], ["B.xcstrings"], 1, []),
        ]
        cases: for (name, findings, scanned, hidden, unmatched) in cases {
            let applied = baseline.apply(to: findings, scannedFiles: scanned)
            #expect(applied.hidden == hidden, "\(name)")
            #expect(applied.kept.isEmpty, "\(name)")
            #expect(applied.unmatched.map { $0.key ?? "" } == unmatched, "\(name)")
            continue cases
        }
    }

    @Test func unmatchedEntriesRespectTheBaselineFolder() {
        // Recorded from /repo into /repo/config: the entry reads ../App/L.xcstrings; checked from /repo/App.
        let missing = finding(10, "missing-translation", "home.title", "es", "missing 'es' translation for 'home.title'")
        let baseline = Baseline(recording: [missing], currentDirectory: "/repo", directory: "/repo/config")
        #expect(baseline.entries.map(\.file) == ["../App/L.xcstrings"])
        #expect(baseline.apply(to: [], currentDirectory: "/repo/App", scannedFiles: ["L.xcstrings"]).unmatched.count == 1)
        #expect(baseline.apply(to: [], currentDirectory: "/repo/App", scannedFiles: ["Other.xcstrings"]).unmatched.isEmpty)
    }

    @Test func fileIsSortedStableAndReadsBack() throws {
        let a = finding(30, "stale-key", "b.key.title", nil, "'b.key.title' is stale: no longer found in the code")
        let b = finding(10, "missing-translation", "a.key.title", "es", "missing 'es' translation for 'a.key.title'")
        let first = Baseline(recording: [a, b]).fileBytes()
        let second = Baseline(recording: [b, a]).fileBytes()
        #expect(first == second)
        let text = String(decoding: first, as: UTF8.self)
        #expect(
            text == """
                {
                  "findings" : [
                    {
                      "file" : "App/L.xcstrings",
                      "key" : "a.key.title",
                      "language" : "es",
                      "message" : "missing 'es' translation for 'a.key.title'",
                      "rule" : "missing-translation"
                    },
                    {
                      "file" : "App/L.xcstrings",
                      "key" : "b.key.title",
                      "message" : "'b.key.title' is stale: no longer found in the code",
                      "rule" : "stale-key"
                    }
                  ],
                  "version" : 2
                }

                """)
        #expect(!text.contains("\"line\""))
        let reread = try Baseline(bytes: first, path: "baseline.json")
        #expect(reread == Baseline(recording: [a, b]))
    }

    @Test func malformedBaselinesAreErrorsWithPositions() {
        let table: [(String, String)] = [
            ("[]", "b.json:1:1: error: expected a baseline (a JSON object), found an array"),
            ("{\"version\": 1}", "b.json:1:1: error: missing 'findings' in the baseline"),
            ("{\"version\": 9, \"findings\": []}", "b.json:1:2: error: unsupported baseline version; this tool reads versions 1 to 2"),
            ("{\"findings\": [{\"file\": \"a\", \"rule\": \"r\"}]}", "b.json:1:16: error: a finding needs 'file', 'rule' and 'message'"),
            ("{\"findings\": [{\"file\": 1}]}", "b.json:1:16: error: 'file' of a finding must be a string"),
            ("{\"findings\": [", "b.json:1:15: error: "),
        ]
        cases: for (text, expected) in table {
            do {
                _ = try Baseline(bytes: Array(text.utf8), path: "b.json")
                Issue.record("no error for \(text)")
            } catch {
                #expect(error.description.hasPrefix(expected), "\(text): \(error.description)")
            }
            continue cases
        }
    }
}

/// Findings in Swift are matched by ``FindingIdentity``: text and enclosing declaration, not the message (whose
/// suggested key may gain a `_2` when another finding appears).
@Suite struct FindingIdentityBaselineTests {
    func hardcoded(_ line: Int, _ text: String, key: String, scope: String?) -> Diagnostic {
        var diagnostic = Diagnostic(
            location: SourceLocation(file: "App/HomeView.swift", line: line, column: 18), severity: .error,
            ruleID: "hardcoded-string",
            message: "hardcoded user-facing string '\(text)' in 'Text'; use String(localized: \"\(key)\")")
        diagnostic.text = text
        diagnostic.scope = scope
        return diagnostic
    }

    @Test func aChangedSuggestionIsTheSameFindingAnotherDeclarationIsNot() throws {
        let recorded = Baseline(recording: [hardcoded(6, "Try again.", key: "home.label.try_again_2", scope: "HomeView.body")])
        let reread = try Baseline(bytes: recorded.fileBytes(), path: "b.json")
        #expect(reread == recorded)
        #expect(String(decoding: recorded.fileBytes(), as: UTF8.self).contains("\"scope\" : \"HomeView.body\""))
        // Another line and another suggested key: the same finding.
        #expect(reread.filter([hardcoded(9, "Try again.", key: "home.label.try_again_3", scope: "HomeView.body")]).hidden == 1)
        // The same text in another declaration, or other text: new.
        #expect(reread.filter([hardcoded(6, "Try again.", key: "home.label.try_again_2", scope: "HomeView.footer")]).hidden == 0)
        #expect(reread.filter([hardcoded(6, "Try again!", key: "home.label.try_again_2", scope: "HomeView.body")]).hidden == 0)
    }

    /// An entry whose file no longer exists matches the same finding in another file (a rename); an entry whose
    /// file is still there does not.
    @Test func entriesOfAVanishedFileMatchTheSameFindingElsewhere() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-rename-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("struct Kept {}\n".utf8).write(to: folder.appendingPathComponent("Kept.swift"))
        func at(_ file: String, _ text: String) -> Diagnostic {
            var diagnostic = hardcoded(3, text, key: "home.label.x", scope: "HomeView.body")
            diagnostic.location.file = file
            return diagnostic
        }
        let baseline = Baseline(
            recording: [at("Old.swift", "Sign out"), at("Kept.swift", "Share")], currentDirectory: folder.path,
            directory: folder.path)
        let applied = baseline.apply(
            to: [at("New.swift", "Sign out"), at("New.swift", "Share"), at("New.swift", "Sign out")],
            currentDirectory: folder.path)
        #expect(applied.hidden == 1)
        #expect(applied.kept.map { $0.text ?? "" } == ["Share", "Sign out"])
        #expect(applied.unmatched.map(\.file) == ["Kept.swift"])
    }

    @Test func versionOneFilesMatchByMessage() throws {
        let old = """
            {"findings": [{"file": "App/HomeView.swift", "rule": "hardcoded-string", "text": "ignored",
              "message": "hardcoded user-facing string 'Try again.' in 'Text'; use String(localized: \\"home.label.try_again_2\\")"}],
             "version": 1}
            """
        let baseline = try Baseline(bytes: Array(old.utf8), path: "b.json")
        #expect(baseline.version == 1)
        #expect(baseline.entries.first?.text == nil)
        #expect(baseline.filter([hardcoded(9, "Try again.", key: "home.label.try_again_2", scope: "HomeView.body")]).hidden == 1)
        #expect(baseline.filter([hardcoded(9, "Try again.", key: "home.label.try_again_3", scope: "HomeView.body")]).hidden == 0)
    }
}
