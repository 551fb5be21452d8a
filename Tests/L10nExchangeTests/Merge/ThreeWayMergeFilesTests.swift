import Foundation
import L10nExchange
import Testing
import XCStrings

/// The file side of the merge: a malformed base is merged without, a malformed side stops the merge with its
/// version named; git's line merge for the driver's fallback.
@Suite struct ThreeWayMergeFilesTests {
    typealias F = MergeFixtures

    /// A folder of files that is removed afterwards.
    final class Folder {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("merge-files-\(UUID().uuidString)").path
        init() throws { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(atPath: path) }

        func write(_ text: String, to name: String) throws -> String {
            try Data(text.utf8).write(to: URL(fileURLWithPath: "\(path)/\(name)"))
            return "\(path)/\(name)"
        }
    }

    static let base = F.catalog(
        F.entry("home.title", ["es": "Inicio", "fr": "Accueil"]), F.entry("settings.title", ["es": "Ajustes"]))
    static let ours = F.catalog(
        F.entry("home.title", ["es": "Portada", "fr": "Accueil"]), F.entry("settings.title", ["es": "Ajustes"]))
    static let theirs = F.catalog(
        F.entry("home.title", ["es": "Inicio", "fr": "Maison"]), F.entry("settings.title", ["es": "Configuración"]))

    /// What real histories hold: a trailing comma, a raw line break inside a string, a duplicate key.
    static let malformed: [(name: String, text: String, position: SourcePosition, message: String)] = [
        ("trailing comma", F.text(base).replacingOccurrences(of: "\"Ajustes\"\n", with: "\"Ajustes\",\n"),
         SourcePosition(line: 25, column: 32), "trailing comma before '}'"),
        ("raw line break", F.text(base).replacingOccurrences(of: "\"Inicio\"", with: "\"Ini\ncio\""),
         SourcePosition(line: 9, column: 27), "unescaped control character U+000A in a string; write it as an escape sequence"),
        ("duplicate key", F.text(base).replacingOccurrences(
            of: "\"settings.title\" : {", with: "\"home.title\" : {\n    },\n    \"settings.title\" : {"),
         SourcePosition(line: 20, column: 5), "duplicate key 'home.title' (first at 4:5); Xcode would silently keep only one"),
    ]

    @Test func aMalformedBaseIsMergedWithout() throws {
        for bad in Self.malformed {
            let folder = try Folder()
            let result = try ThreeWayMergeFiles.merge(
                base: try folder.write(bad.text, to: "base.xcstrings"), ours: try folder.write(F.text(Self.ours), to: "o"),
                theirs: try folder.write(F.text(Self.theirs), to: "t"))
            #expect(result.malformedBase == CatalogError(
                file: "\(folder.path)/base.xcstrings", position: bad.position, message: bad.message), "\(bad.name)")
            // Without a base, what both sides agree on is kept; every difference is a conflict, ours kept.
            #expect(result.result.conflicts.map(\.description) == [
                "conflict: 'home.title' ['es']: different on both sides (no readable base)",
                "conflict: 'home.title' ['fr']: different on both sides (no readable base)",
                "conflict: 'settings.title' ['es']: different on both sides (no readable base)",
            ], "\(bad.name)")
            #expect(result.bytes == Self.ours.canonicalBytes(), "\(bad.name)")
        }
        // Sides that agree merge cleanly without the base.
        let folder = try Folder()
        let agreeing = try ThreeWayMergeFiles.merge(
            base: try folder.write(Self.malformed[0].text, to: "b"), ours: try folder.write(F.text(Self.ours), to: "o"),
            theirs: try folder.write(F.text(Self.ours), to: "t"))
        #expect(agreeing.result.isClean && agreeing.malformedBase != nil)
        #expect(agreeing.bytes == Self.ours.canonicalBytes())
    }

    /// Without a base nothing tells an addition from a removal, so a place only one side has is kept (keeping it
    /// loses nothing) and named in a note; only a place both sides hold with different values is a conflict.
    @Test func withoutABaseEachSidesAdditionsAreKeptAndOnlyDifferentValuesConflict() {
        let ours = F.catalog(
            F.entry("home.title", ["es": "Inicio", "de": "Start"], comment: "Home"),
            F.entry("ours.only", ["es": "Solo"]), F.entry("same", ["es": "Igual"]))
        let theirs = F.catalog(
            F.entry("home.title", ["es": "Inicio", "fr": "Accueil"], comment: "Home screen"),
            F.entry("same", ["es": "Igual"]), F.entry("theirs.only", ["es": "Otro"]))
        let result = ThreeWayMerge.mergeWithoutBase(ours: ours, theirs: theirs)
        #expect(result.conflicts.map(\.description) == [
            "conflict: 'home.title' 'comment': different on both sides (no readable base)",
        ])
        #expect(result.keptFromOneSide.map(\.note) == [
            "note: 'home.title' ['de']: only in ours (no readable base), kept",
            "note: 'home.title' ['fr']: only in theirs (no readable base), kept",
            "note: 'ours.only': only in ours (no readable base), kept",
            "note: 'theirs.only': only in theirs (no readable base), kept",
        ])
        // Every key and language either side has is in the result; the conflicting comment is ours'.
        let expected = F.catalog(
            F.entry("home.title", ["es": "Inicio", "de": "Start", "fr": "Accueil"], comment: "Home"),
            F.entry("ours.only", ["es": "Solo"]), F.entry("same", ["es": "Igual"]), F.entry("theirs.only", ["es": "Otro"]))
        #expect(F.text(result.catalog) == F.text(expected))
        let swapped = ThreeWayMerge.mergeWithoutBase(ours: theirs, theirs: ours)
        #expect(Set(swapped.keptFromOneSide.map { "\($0.place) \($0.kind.swapped)" })
            == Set(result.keptFromOneSide.map { "\($0.place) \($0.kind)" }))
        #expect(swapped.catalog.entries.map(\.key).sorted() == result.catalog.entries.map(\.key).sorted())
        #expect(ThreeWayMerge.mergeWithoutBase(ours: ours, theirs: ours).isClean)
        #expect(ThreeWayMerge.mergeWithoutBase(ours: ours, theirs: ours).keptFromOneSide.isEmpty)
    }

    @Test func aMalformedSideStopsTheMergeNamingItsVersion() throws {
        for bad in Self.malformed {
            for version in [ThreeWayMergeFiles.Version.ours, .theirs] {
                let folder = try Folder()
                let base = try folder.write(F.text(Self.base), to: "base")
                let ours = try folder.write(version == .ours ? bad.text : F.text(Self.ours), to: "ours")
                let theirs = try folder.write(version == .theirs ? bad.text : F.text(Self.theirs), to: "theirs")
                #expect(throws: ThreeWayMergeFiles.Failure(
                    version: version, error: CatalogError(
                        file: version == .ours ? ours : theirs, position: bad.position,
                        message: bad.message),
                    isMalformed: true), "\(bad.name), \(version)"
                ) {
                    try ThreeWayMergeFiles.merge(base: base, ours: ours, theirs: theirs)
                }
            }
        }
        let folder = try Folder()
        let missing = "\(folder.path)/missing"
        #expect(throws: ThreeWayMergeFiles.Failure(
            version: .base, error: CatalogError(
                file: missing, line: 0, column: 0, message: "cannot open file: No such file or directory"),
            isMalformed: false)
        ) {
            try ThreeWayMergeFiles.merge(
                base: missing, ours: try folder.write(F.text(Self.ours), to: "o"),
                theirs: try folder.write(F.text(Self.theirs), to: "t"))
        }
    }

    @Test(.enabled(if: GitLineMerge.isAvailable, "needs git on PATH"))
    func gitLineMergeMarksConflictsWithTheLabels() throws {
        let folder = try Folder()
        let base = try folder.write("a\nb\nc\nd\n", to: "base")
        let ours = try folder.write("a\nB1\nc\nd\n", to: "ours")
        let theirs = try folder.write("a\nB2\nc\nD\n", to: "theirs")
        let merged = try GitLineMerge.merge(
            base: base, ours: ours, theirs: theirs, labels: .init(base: "1a2b3c4", ours: "HEAD", theirs: "feature"))
        #expect(merged.conflictCount == 1)
        #expect(String(decoding: merged.bytes, as: UTF8.self)
            == "a\n<<<<<<< HEAD\nB1\n=======\nB2\n>>>>>>> feature\nc\nD\n")
        // Nothing written: the caller writes.
        #expect(try String(contentsOfFile: ours, encoding: .utf8) == "a\nB1\nc\nd\n")

        let clean = try GitLineMerge.merge(base: base, ours: ours, theirs: base, labels: .init())
        #expect(clean.conflictCount == 0 && clean.bytes == Array("a\nB1\nc\nd\n".utf8))

        let binary = try folder.write("a\0b\n", to: "binary")
        #expect(throws: GitLineMerge.Failure(message: "git cannot merge binary files", isBinary: true)) {
            try GitLineMerge.merge(base: base, ours: ours, theirs: binary, labels: .init())
        }
    }
}
