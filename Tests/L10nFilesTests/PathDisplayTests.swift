import L10nFiles
import Testing

@Suite struct PathDisplayTests {
    @Test func pathsInsideStayRelativeOutsideBecomeAbsolute() {
        let cases: [(path: String, cwd: String, display: String)] = [
            ("App/L.xcstrings", "/repo", "App/L.xcstrings"),
            ("./App/L.xcstrings", "/repo", "./App/L.xcstrings"),
            ("../repo/App/L.xcstrings", "/repo", "../repo/App/L.xcstrings"),
            ("../Shared/L.xcstrings", "/repo", "/Shared/L.xcstrings"),
            ("../../work/shared/corpus/A.xcstrings", "/home/me", "/work/shared/corpus/A.xcstrings"),
            ("../repository/L.xcstrings", "/repo", "/repository/L.xcstrings"),
            ("/elsewhere/L.xcstrings", "/repo", "/elsewhere/L.xcstrings"),
            ("/repo/App/L.xcstrings", "/repo", "/repo/App/L.xcstrings"),
            ("L.xcstrings", "/", "L.xcstrings"),
        ]
        cases: for (path, cwd, display) in cases {
            #expect(PathDisplay.display(path, currentDirectory: cwd) == display, "\(path) from \(cwd)")
            continue cases
        }
    }

    @Test func shownIsRelativeInsideAbsoluteOutside() {
        let cases: [(absolute: String, cwd: String, shown: String)] = [
            ("/repo/App/L.xcstrings", "/repo", "App/L.xcstrings"),
            ("/repo", "/repo", "."),
            ("/repo/App/L.xcstrings", "/repo/", "App/L.xcstrings"),
            ("/shared/L.xcstrings", "/repo", "/shared/L.xcstrings"),
            ("/repo2/L.xcstrings", "/repo", "/repo2/L.xcstrings"),
            ("/repo/L.xcstrings", "/", "repo/L.xcstrings"),
        ]
        cases: for (absolute, cwd, shown) in cases {
            #expect(PathDisplay.shown(absolute, from: cwd) == shown, "\(absolute) from \(cwd)")
            continue cases
        }
    }
}
