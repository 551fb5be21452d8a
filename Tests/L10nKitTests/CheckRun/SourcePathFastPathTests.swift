import Testing

@testable import L10nKit

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

    /// The shown path is the path without its leading `./` pairs, put through `PathDisplay.display` unless it is
    /// absolute or (with a plain current folder) has no `..`: the byte-level shortcuts give the same answer.
    @Test func shownSourcePathAgreesWithDisplay() {
        let paths = [
            "/abs/App/A.swift", "./App/A.swift", "././App/A.swift", "App/A.swift", "../Other/A.swift",
            "./../Other/A.swift", "App/../B.swift", ".//abs.swift", "./", "Ünïcode/Ä.swift",
        ]
        cases: for path in paths {
            for (cwd, plain) in [("/repo/app", true), ("/repo/./app", false)] {
                let trimmed = String(path.dropFirst(CheckRun.leadingDotSlashes(path.utf8)))
                let expected =
                    trimmed.hasPrefix("/") || (plain && !CheckRun.hasParentComponent(trimmed.utf8))
                    ? trimmed : PathDisplay.display(trimmed, currentDirectory: cwd)
                let shown = CheckRun.shownSourcePath(path, cwd: cwd, plainCwd: plain)
                #expect(shown == expected, "\(path) from \(cwd)")
                if shown != expected { break cases }
            }
        }
    }
}
