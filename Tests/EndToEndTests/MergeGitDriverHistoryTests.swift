import Foundation
import Testing

/// The git merge driver on what real histories hold: a side that is not a valid catalog (git's own line merge,
/// with markers, in the working file), a base that is not (the sides merged without it), languages only
/// reordered, text only respelled (`é` → `e` + U+0301).
@Suite(.enabled(if: gitIsInstalled, "needs git on PATH"))
struct MergeGitDriverHistoryTests {
    typealias Repository = MergeGitDriverTests.Repository
    static let path = "App/Localizable.xcstrings"

    static func catalog(es: String? = nil, fr: String? = nil, settings: String = "Settings") -> String {
        MergeGitDriverTests.catalog(es: es, fr: fr, settings: settings)
    }

    /// A repository whose base commit is `base`; `main` commits `ours`, `feature` commits `theirs`; the driver
    /// is enabled and `main` checked out.
    static func repository(base: String, ours: String, theirs: String) throws -> Repository {
        let repository = try Repository()
        try repository.write(base, to: path)
        try repository.git("add", ".")
        try repository.git("commit", "-q", "-m", "base")
        try repository.git("checkout", "-q", "-b", "feature")
        try repository.write(theirs, to: path)
        try repository.git("commit", "-q", "-am", "theirs")
        try repository.git("checkout", "-q", "main")
        try repository.write(ours, to: path)
        try repository.git("commit", "-q", "-am", "ours")
        try MergeGitDriverTests.enableDriver(in: repository)
        return repository
    }

    static func bytes(_ repository: Repository, _ name: String = path) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: repository.url.appendingPathComponent(name)))
    }

    /// What `git merge-file` gives for the three versions git recorded in the index (stages 1, 2, 3), with the
    /// driver's labels: git's own line merge, the oracle for the driver's fallback.
    static func gitLineMerge(in repository: Repository) throws -> String {
        for (stage, name) in [(1, "base"), (2, "ours"), (3, "theirs")] {
            let blob = try repository.git("show", ":\(stage):\(path)")
            #expect(blob.status == 0, "\(blob.output)")
            try repository.write(blob.output, to: ".git/stage-\(name)")
        }
        return try repository.git(
            "merge-file", "-p", "-L", "ours", "-L", "base", "-L", "theirs",
            ".git/stage-ours", ".git/stage-base", ".git/stage-theirs"
        ).output
    }

    /// Found in real histories; `position` is where the reader stops in the malformed version.
    static let malformations: [(name: String, apply: @Sendable (String) -> String, position: String, message: String)] = [
        ("trailing comma", { $0.replacingOccurrences(of: "\"value\" : \"Preferences\"\n", with: "\"value\" : \"Preferences\",\n") },
         "25:36", "trailing comma before '}'"),
        ("raw line break", { $0.replacingOccurrences(of: "\"Accueil\"", with: "\"Accu\neil\"") },
         "15:28", "unescaped control character U+000A in a string; write it as an escape sequence"),
        ("duplicate key", {
            $0.replacingOccurrences(of: "    \"settings.title\" : {", with: "    \"home.title\" : {\n    },\n    \"settings.title\" : {")
         }, "20:5", "duplicate key 'home.title' (first at 4:5); Xcode would silently keep only one"),
    ]

    /// Theirs is not a valid catalog: the working file is git's line merge, conflict markers and all, the file is
    /// left conflicted, and the message names the file in the repository, not git's temporary file.
    @Test func malformedTheirsGivesGitsLineMergeWithMarkers() throws {
        for bad in Self.malformations {
            let theirs = bad.apply(Self.catalog(fr: "Accueil", settings: "Preferences"))
            #expect(theirs != Self.catalog(fr: "Accueil", settings: "Preferences"), "\(bad.name): not applied")
            let repository = try Self.repository(base: Self.catalog(), ours: Self.catalog(es: "Inicio"), theirs: theirs)
            let merge = try repository.git("merge", "--no-edit", "feature")
            #expect(merge.status != 0, "\(bad.name)")
            #expect(merge.output.contains(
                "\(Self.path): error: theirs is not a valid catalog (\(bad.position): \(bad.message)); merged line by line "
                    + "as git does: 1 conflict marked\n"), "\(bad.name): \(merge.output)")
            #expect(merge.output.contains("CONFLICT (content): Merge conflict in \(Self.path)"), "\(bad.name)")
            #expect(!merge.output.contains(".merge_file_"), "\(bad.name): \(merge.output)")
            let file = try repository.read(Self.path)
            #expect(file.contains("<<<<<<< ours\n") && file.contains("\n=======\n") && file.contains(">>>>>>> theirs\n"),
                "\(bad.name): \(file)")
            #expect(file.contains("Inicio") && file.contains("Accu"), "\(bad.name): both sides are in the file")
            #expect(file == (try Self.gitLineMerge(in: repository)), "\(bad.name)")
            #expect(try repository.git("status", "--porcelain", "--", Self.path).output == "UU \(Self.path)\n")
            #expect(try repository.git("status", "--porcelain").output.split(separator: "\n").count == 1,
                "\(bad.name): no stray files")

            // The driver itself, run on the same three versions, exits 1.
            let driver = try L10nProcess.run(
                ["merge", "--git", ".git/stage-base", ".git/stage-ours", ".git/stage-theirs", Self.path],
                in: repository.url)
            #expect(driver.status == 1, "\(bad.name): \(driver.stderr)")
            #expect(try repository.read(".git/stage-ours") == file, "\(bad.name)")
        }
    }

    @Test func malformedOursGivesGitsLineMergeWithMarkers() throws {
        let ours = Self.malformations[0].apply(Self.catalog(es: "Inicio", settings: "Preferences"))
        let repository = try Self.repository(base: Self.catalog(), ours: ours, theirs: Self.catalog(fr: "Accueil"))
        let merge = try repository.git("merge", "--no-edit", "feature")
        #expect(merge.status != 0)
        #expect(merge.output.contains(
            "\(Self.path): error: ours is not a valid catalog (25:36: trailing comma before '}'); merged line by line "
                + "as git does: 1 conflict marked\n"), "\(merge.output)")
        let file = try repository.read(Self.path)
        #expect(file.contains("<<<<<<< ours\n") && file.contains("Inicio") && file.contains("Accueil"))
        #expect(file == (try Self.gitLineMerge(in: repository)))
    }

    /// A base that is not a valid catalog (a hand edit committed, fixed on both branches): the sides are merged
    /// without it, with a warning. Theirs added French: nothing tells an addition from ours' removal, so it is kept
    /// (a note names it) and the merge is clean; before, it was a conflict and French was lost.
    @Test func malformedBaseMergesTheSidesWithoutIt() throws {
        let base = Self.malformations[0].apply(Self.catalog(settings: "Preferences"))
        let ours = Self.catalog(es: "Inicio", settings: "Ajustes")
        let theirs = Self.catalog(es: "Inicio", fr: "Accueil", settings: "Ajustes")
        let repository = try Self.repository(base: base, ours: ours, theirs: theirs)
        let merge = try repository.git("merge", "--no-edit", "feature")
        #expect(merge.status == 0, "\(merge.output)")
        #expect(merge.output.contains(
            "\(Self.path): warning: the merge base is not a valid catalog (19:36: trailing comma before '}'); merged "
                + "the two sides without it: what only one side has is kept; where they hold different values, ours "
                + "is kept as a conflict\n"), "\(merge.output)")
        #expect(merge.output.contains(
            "\(Self.path):19:11: note: 'home.title' ['fr']: only in theirs (no readable base), kept\n"),
            "\(merge.output)")
        #expect(!merge.output.contains("conflict:"), "\(merge.output)")
        #expect(!merge.output.contains(".merge_file_"))
        // Both sides' text is in the file: Spanish, the settings title and theirs' French, no markers.
        #expect(try repository.read(Self.path) == theirs)
    }

    /// Both sides change the same string differently over a malformed base: a conflict, ours kept.
    @Test func malformedBaseWithDifferentValuesIsAConflict() throws {
        let base = Self.malformations[0].apply(Self.catalog(settings: "Preferences"))
        let ours = Self.catalog(es: "Inicio", settings: "Ajustes")
        let repository = try Self.repository(
            base: base, ours: ours, theirs: Self.catalog(es: "Portada", settings: "Ajustes"))
        let merge = try repository.git("merge", "--no-edit", "feature")
        #expect(merge.status != 0)
        #expect(merge.output.contains("conflict: 'home.title' ['es']: different on both sides (no readable base)"),
            "\(merge.output)")
        #expect(merge.output.contains("\(Self.path): 1 conflict; kept ours\n"), "\(merge.output)")
        #expect(try repository.read(Self.path) == ours)
    }

    /// Languages only reordered on one side (a hand edit or another tool) while the other side deletes the key:
    /// the key is deleted, no conflict.
    @Test func reorderedLanguagesAgainstADeletedKeyMergeCleanly() throws {
        let base = Self.catalog(es: "Inicio", fr: "Accueil")
        let french = "        \"fr\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n"
            + "            \"value\" : \"Accueil\"\n          }\n        }"
        let english = "        \"en\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n"
            + "            \"value\" : \"Home\"\n          }\n        }"
        let reordered = base.replacingOccurrences(of: english, with: "ENGLISH").replacingOccurrences(of: french, with: english)
            .replacingOccurrences(of: "ENGLISH", with: french)
        #expect(reordered != base && reordered.contains(french + ",\n") , "the edit applies")
        var deleted = base
        let start = deleted.range(of: "    \"home.title\" : {")!.lowerBound
        let end = deleted.range(of: "    \"settings.title\" : {")!.lowerBound
        deleted.removeSubrange(start..<end)
        for (ours, theirs) in [(reordered, deleted), (deleted, reordered)] {
            let repository = try Self.repository(base: base, ours: ours, theirs: theirs)
            let merge = try repository.git("merge", "--no-edit", "feature")
            #expect(merge.status == 0, "\(merge.output)")
            #expect(try repository.read(Self.path) == deleted)
        }
    }

    /// A value respelled on one side (`Café` with `é` → with `e` + U+0301) is a change, kept byte for byte, and a
    /// key that differs from another only in spelling is a key of its own.
    @Test func respelledTextIsAChangeAndRespelledKeysAreTwoKeys() throws {
        func with(_ keys: String, _ catalog: String) -> String {
            catalog.replacingOccurrences(of: "  \"strings\" : {\n", with: "  \"strings\" : {\n" + keys)
        }
        let composedKey = "    \"Caf\u{E9}\" : {\n      \"comment\" : \"Composed\"\n    },\n"
        let decomposedKey = "    \"Cafe\u{301}\" : {\n      \"comment\" : \"Decomposed\"\n    },\n"
        let base = with(composedKey, Self.catalog(es: "Caf\u{E9}"))
        let ours = with(decomposedKey + composedKey, Self.catalog(es: "Caf\u{E9}", settings: "Preferences"))
        let theirs = with(composedKey, Self.catalog(es: "Cafe\u{301}"))
        let repository = try Self.repository(base: base, ours: ours, theirs: theirs)
        let merge = try repository.git("merge", "--no-edit", "feature")
        #expect(merge.status == 0, "\(merge.output)")
        let expected = with(decomposedKey + composedKey, Self.catalog(es: "Cafe\u{301}", settings: "Preferences"))
        #expect(try Self.bytes(repository) == Array(expected.utf8))
        // Swift's `==` would have seen no change in theirs.
        #expect(theirs == base && Array(theirs.utf8) != Array(base.utf8))
    }
}
