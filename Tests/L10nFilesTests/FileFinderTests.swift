import Foundation
import Testing

@testable import L10nFiles

/// The one walk behind `check`, `format` and `extract`: the same skip list and the same link policy for catalogs
/// and Swift files. Every expected list below is written out by hand from the tree the test builds.
@Suite struct FileFinderTests {
    static let swift = FileFinder(fileExtension: "swift")
    static let catalogs = FileFinder(fileExtension: "xcstrings")

    /// `found` relative to the scratch folder.
    static func relative(_ found: [String], _ folder: ScratchFolder) -> [String] {
        found.map { String($0.dropFirst(folder.path.count + 1)) }
    }

    @Test func findsSwiftFilesSkippingBuildFoldersExcludesAndLinkLoops() throws {
        let folder = try ScratchFolder()
        try folder.write("Text(\"Home\")", to: "App/Sources/HomeView.swift")
        try folder.write("Text(\"x\")", to: "App/Sources/Generated/Strings.swift")
        try folder.write("let a = 1", to: "App/Sources/Legacy/Old.swift")
        try folder.write("let a = 1", to: "App/Sources/Mock+Data.swift")
        try folder.write("not swift", to: "App/Sources/README.md")
        for skipped in [".build", ".build-linux", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules"] {
            try folder.write("Text(\"Skip\")", to: "App/\(skipped)/Skipped.swift")
        }
        try folder.link("App/Sources/Loop", to: folder.path + "/App")
        try folder.link("App/Dangling.swift", to: folder.path + "/nowhere")
        let found = Self.swift.find(
            in: [folder.path + "/App", folder.path + "/Missing"],
            exclude: ["Generated", "Sources/Legacy/**", "**/*+Data.swift"])
        #expect(Self.relative(found.files, folder) == ["App/Sources/HomeView.swift"])
        #expect(found.missing == [folder.path + "/Missing"])
    }

    /// One list for both kinds of file: a catalog and a Swift file in each skipped folder, at the top and deeper
    /// down, and in folders whose names only look alike (kept).
    @Test func catalogsAndSwiftFilesSkipTheSameFolders() throws {
        let folder = try ScratchFolder()
        let skipped = [".build", ".build-linux", ".build-release", ".git", ".swiftpm", "Carthage", "DerivedData", "Pods", "node_modules"]
        // No name differs from a skipped one only in case, so the tree is the same on a case-insensitive disk.
        let kept = ["build", ".builds", "PodsKit", "Sources", "git"]
        for name in skipped + kept {
            for parent in ["", "Deep/"] {
                try folder.write("{}", to: "\(parent)\(name)/Localizable.xcstrings")
                try folder.write("let a = 1", to: "\(parent)\(name)/View.swift")
            }
        }
        let expectedFolders = [
            ".builds", "Deep/.builds", "Deep/PodsKit", "Deep/Sources", "Deep/build", "Deep/git", "PodsKit", "Sources",
            "build", "git",
        ]
        let catalogs = Self.relative(Self.catalogs.find(in: [folder.path]).files, folder)
        let swift = Self.relative(Self.swift.find(in: [folder.path]).files, folder)
        #expect(catalogs == expectedFolders.map { $0 + "/Localizable.xcstrings" })
        #expect(swift == expectedFolders.map { $0 + "/View.swift" })
        #expect(skipped.allSatisfy(SkippedFolders.contains))
        #expect(!kept.contains(where: SkippedFolders.contains))
    }

    /// Links to folders inside the tree are not followed (no loop, no second path to a file, nothing outside the
    /// tree); links to files are files; a dangling or self-referencing link is nothing; a root given as a link to
    /// a folder is searched.
    @Test func linksToFoldersAreNotFollowedLinksToFilesAre() throws {
        let folder = try ScratchFolder()
        try folder.write("{}", to: "App/Localizable.xcstrings")
        try folder.write("let a = 1", to: "App/View.swift")
        try folder.write("{}", to: "Outside/Other.xcstrings")
        try folder.write("let b = 2", to: "Outside/Other.swift")
        for (name, target) in [("self", "."), ("parent", ".."), ("outside", "../Outside"), ("loop-a", "loop-b"), ("loop-b", "loop-a")] {
            try folder.link("App/\(name)", to: target)
        }
        try folder.link("App/Shared.xcstrings", to: "../Outside/Other.xcstrings")
        try folder.link("App/Shared.swift", to: "../Outside/Other.swift")
        try folder.link("App/Loop.swift", to: "Loop.swift")
        try folder.link("App/Gone.xcstrings", to: "nowhere")
        try folder.link("Linked", to: "App")
        let app = folder.path + "/App"
        #expect(Self.catalogs.find(in: [app]).files == [app + "/Localizable.xcstrings", app + "/Shared.xcstrings"])
        #expect(Self.swift.find(in: [app]).files == [app + "/Shared.swift", app + "/View.swift"])
        let linked = folder.path + "/Linked"
        #expect(Self.swift.find(in: [linked]).files == [linked + "/Shared.swift", linked + "/View.swift"])
        // Under the scratch folder, `Linked` is a link to a folder: not followed, so App's files are listed once.
        #expect(Self.relative(Self.swift.find(in: [folder.path]).files, folder) == [
            "App/Shared.swift", "App/View.swift", "Outside/Other.swift",
        ])
    }

    /// Paths start with the root as given, without a lone `.` and without repeated trailing slashes.
    @Test func pathsStartWithTheRootAsGiven() throws {
        let folder = try ScratchFolder()
        let file = try folder.write("let a = 1", to: "App/View.swift")
        let app = folder.path + "/App"
        #expect(Self.swift.find(in: [app]).files == [file])
        #expect(Self.swift.find(in: [app + "/"]).files == [file])
        #expect(Self.swift.find(in: [app + "//"]).files == [file])
        #expect(Self.swift.find(in: [folder.path + "/./App"]).files == [folder.path + "/./App/View.swift"])
        #expect(Self.swift.find(in: [file, app]).files == [file])
        #expect(FileFinder.prefix(of: ".") == "")
        #expect(FileFinder.prefix(of: "./") == "")
        #expect(FileFinder.prefix(of: "App") == "App/")
        #expect(FileFinder.prefix(of: "App//") == "App/")
        #expect(FileFinder.prefix(of: "./App") == "./App/")
        #expect(FileFinder.prefix(of: "/") == "/")
    }

    @Test(.enabled(if: geteuid() != 0, "root lists folders whatever their permissions"))
    func unlistableFoldersAreReported() throws {
        let folder = try ScratchFolder()
        try folder.write("let a = 1", to: "App/Locked/View.swift")
        try folder.write("let a = 1", to: "App/Open/View.swift")
        let locked = folder.path + "/App/Locked"
        chmod(locked, 0o000)
        defer { chmod(locked, 0o755) }
        var found: [String] = []
        let problems = Self.swift.walk([folder.path + "/App"]) { found.append($0) }
        #expect(found == [folder.path + "/App/Open/View.swift"])
        #expect(problems == FileFinder.Problems(missing: [], unlistable: [locked]))
    }

    @Test func theSkipListAsHelpShowsIt() {
        #expect(SkippedFolders.listed == ".build, .build-*, .git, .swiftpm, Carthage, DerivedData, Pods, node_modules, *.xcloc, *.framework, *.xcframework and *.xcassets")
    }

    @Test func globs() {
        let cases: [(pattern: String, path: String, matches: Bool)] = [
            ("Generated", "App/Generated/Strings.swift", true),
            ("Generated", "App/GeneratedStrings.swift", false),
            ("*.generated.swift", "App/L10n.generated.swift", true),
            ("**/Generated/**", "App/Generated/Strings.swift", true),
            ("**/Generated/**", "Generated/Strings.swift", true),
            ("Sources/Legacy", "Sources/Legacy", true),
            ("Sources/Legacy", "Other/Sources/Legacy", false),
            ("Sources/*/Old?.swift", "Sources/Legacy/Old1.swift", true),
            ("./Sources/", "Sources", true),
        ]
        for (pattern, path, matches) in cases {
            #expect(Glob(pattern).matches(path) == matches, "\(pattern) ~ \(path)")
        }
    }

    /// The globs filed by their leading literal components answer as the globs tried one by one do, on paths
    /// under and beside each prefix, shorter and longer than it (written out: which of them match).
    @Test func globSetAnswersAsItsGlobs() {
        let set = GlobSet(["tree/app/Generated/A.graphql.swift", "tree/app/Vendor", "Demo", "tree/*/Mocks/**", "**/*.pb.swift"].map(Glob.init))
        let cases: [(path: String, matches: Bool)] = [
            ("tree/app/Generated/A.graphql.swift", true), ("tree/app/Generated/B.graphql.swift", false),
            ("tree/app/Vendor", true), ("tree/app/Vendors", false), ("tree/app", false), ("tree", false),
            ("tree/other/Demo", true), ("tree/x/Mocks/M.swift", true), ("tree/x/y/Mocks/M.swift", false),
            ("lib/Model.pb.swift", true), ("tree/app/Sources/View.swift", false), ("app/Vendor", false),
        ]
        for (path, matches) in cases {
            let parts = path.split(separator: "/").map { Array($0.utf8) }
            #expect(set.matches(componentsUnderUnmatchedFolders: parts) == matches, "\(path)")
        }
        #expect(GlobSet([]).isEmpty)
    }

    @Test func sortedAndUnique() {
        #expect(FileFinder.sortedUniqueOrder(["A.swift", "B.swift"]) == nil)
        #expect(FileFinder.sortedUniqueOrder(["B.swift", "A.swift", "B.swift"]) == [1, 0])
        #expect(FileFinder.sortedAndUnique(["b/x.swift", "a/y.swift", "b/x.swift", "a-b.swift"]) == [
            "a-b.swift", "a/y.swift", "b/x.swift",
        ])
    }
}
