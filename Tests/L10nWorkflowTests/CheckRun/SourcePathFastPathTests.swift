import L10nFiles
import Testing

@testable import L10nWorkflow

/// `sourceFiles` skips `PathDisplay.display` for paths that cannot leave the current folder; the shortcut
/// must agree with it.
@Suite struct SourcePathFastPathTests {
    @Test func parentComponents() {
        let table: [(path: String, hasParent: Bool)] = [
            ("App/A.swift", false), ("../App/A.swift", true), ("App/../B.swift", true), ("..", true),
            ("App/..", true), ("...", false), ("App/..hidden/A.swift", false), ("App/x../A.swift", false),
            ("./App/A.swift", false), ("", false), ("a/./b.swift", false), ("/abs/../x.swift", true),
        ]
        cases: for entry in table {
            let answer = CheckRun.hasParentComponent(entry.path.utf8)
            #expect(answer == entry.hasParent, "\(entry.path)")
            if answer != entry.hasParent { break cases }
        }
    }

    /// Where the shortcut applies (no `..`, plain absolute current folder), display gives the path back unchanged.
    @Test func shortcutAgreesWithDisplay() {
        cases: for path in ["App/A.swift", "App/Sources/Feature/A+Ext.swift", "a/./b.swift", "~x/y.swift", "A b/c.swift"] {
            for cwd in ["/repo", "/", "/work/main/"] {
                #expect(!CheckRun.hasParentComponent(path.utf8), "\(path)")
                let shown = PathDisplay.display(path, currentDirectory: cwd)
                #expect(shown == path, "\(path) from \(cwd)")
                if shown != path { break cases }
            }
        }
    }

    @Test func leadingDotSlashesAreCountedInBytes() {
        let table: [(path: String, count: Int)] = [
            ("./App/A.swift", 2), ("././App/A.swift", 4), ("App/A.swift", 0), (".hidden/A.swift", 0),
            ("../A.swift", 0), ("./", 2), (".", 0), ("", 0), ("/abs/A.swift", 0), ("./.././A.swift", 2),
        ]
        cases: for entry in table {
            let count = CheckRun.leadingDotSlashes(entry.path.utf8)
            #expect(count == entry.count, "\(entry.path)")
            if count != entry.count { break cases }
        }
    }

    /// The shown path is the path without its leading `./` pairs; absolute when it leads outside the current folder,
    /// else as written. Expected by hand: `/repo/app` and `/repo/./app` are the same folder, and
    /// `PathDisplay.display` keeps a path inside the current folder as written (`App/../B.swift` included).
    @Test func shownSourcePaths() {
        let table: [(path: String, shown: String)] = [
            ("/abs/App/A.swift", "/abs/App/A.swift"), ("./App/A.swift", "App/A.swift"),
            ("././App/A.swift", "App/A.swift"), ("App/A.swift", "App/A.swift"),
            ("../Other/A.swift", "/repo/Other/A.swift"), ("./../Other/A.swift", "/repo/Other/A.swift"),
            ("App/../B.swift", "App/../B.swift"), (".//abs.swift", "/abs.swift"), ("./", ""),
            ("Ünïcode/Ä.swift", "Ünïcode/Ä.swift"), ("App/../../x.swift", "/repo/x.swift"),
        ]
        cases: for entry in table {
            for (cwd, plain) in [("/repo/app", true), ("/repo/./app", false)] {
                let shown = CheckRun.shownSourcePath(entry.path, cwd: cwd, plainCwd: plain)
                #expect(shown == entry.shown, "\(entry.path) from \(cwd)")
                if shown != entry.shown { break cases }
            }
        }
    }
}
