import L10nDiagnostics
import Testing

@testable import L10nSourceRules

/// Findings leave the runner in report order, whatever order the files came in.
@Suite struct ReportOrderTests {
    @Test func reportOrderCheck() {
        func diagnostic(_ file: String, _ line: Int, _ column: Int, _ rule: String, _ message: String = "m") -> Diagnostic {
            Diagnostic(
                location: SourceLocation(file: file, line: line, column: column), severity: .error, ruleID: rule,
                message: message)
        }
        let table: [(name: String, list: [Diagnostic], sorted: Bool)] = [
            ("empty", [], true),
            ("one", [diagnostic("A.swift", 3, 1, "hardcoded-string")], true),
            (
                "by line then column",
                [
                    diagnostic("A.swift", 3, 1, "hardcoded-string"), diagnostic("A.swift", 3, 9, "hardcoded-string"),
                    diagnostic("A.swift", 10, 2, "hardcoded-string"),
                ], true
            ),
            (
                "line 10 before line 9",
                [diagnostic("A.swift", 10, 1, "hardcoded-string"), diagnostic("A.swift", 9, 1, "hardcoded-string")], false
            ),
            (
                "same place, rules in order",
                [diagnostic("A.swift", 4, 5, "hardcoded-string"), diagnostic("A.swift", 4, 5, "string-concatenation")], true
            ),
            (
                "same place, rules reversed",
                [diagnostic("A.swift", 4, 5, "string-concatenation"), diagnostic("A.swift", 4, 5, "hardcoded-string")], false
            ),
            (
                "walk order is not path order: 'a/b/…' after 'a/b-c/…'",
                [diagnostic("a/b/X.swift", 1, 1, "hardcoded-string"), diagnostic("a/b-c/Y.swift", 1, 1, "hardcoded-string")],
                false
            ),
            ("equal diagnostics", [diagnostic("A.swift", 1, 1, "r"), diagnostic("A.swift", 1, 1, "r")], true),
        ]
        cases: for entry in table {
            let answer = Diagnostic.isInReportOrder(entry.list)
            #expect(answer == entry.sorted, "\(entry.name)")
            #expect(answer == (entry.list == entry.list.sorted(by: Diagnostic.reportOrder)), "\(entry.name)")
            if answer != entry.sorted { break cases }
        }
    }

    /// A caller may pass files in any order (here `a/b/…` before `a/b-c/…`, which is not path order): the runner
    /// still returns findings in report order, and references by file as passed, then by position.
    @Test func runnerSortsWhenFilesAreNotInReportOrder() throws {
        let folder = try ScratchFolder()
        let home = try folder.write(
            "Text(\"Welcome home\")\nText(String(localized: \"home.title\"))\n", to: "App/b/HomeView.swift")
        let save = try folder.write("Button(\"Save changes\") {}\n", to: "App/b-c/SaveView.swift")
        let result = SourceLintRunner.run(files: [home, save], options: LintOptions())
        #expect(result.diagnostics.map(\.location.file) == [save, home])
        #expect(result.diagnostics.map(\.location.line) == [1, 1])
        #expect(Diagnostic.isInReportOrder(result.diagnostics))
        #expect(result.references.map(\.key) == ["Welcome home", "home.title", "Save changes"])
        #expect(result.references.map(\.location.line) == [1, 2, 1])
    }
}
