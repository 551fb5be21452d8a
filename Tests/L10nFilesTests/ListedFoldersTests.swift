import Foundation
import Testing

@testable import L10nFiles

/// A folder is listed once while it does not change: a walk after the first asks only for its modification time,
/// and any entry added or removed since is seen, because it changes that time.
@Suite struct ListedFoldersTests {
    static func names(_ folder: String) -> [String] {
        (DirectoryListing.entries(of: folder) ?? []).map(\.name).sorted()
    }

    static func setModified(_ folder: String, secondsAgo: TimeInterval) throws {
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -secondsAgo)], ofItemAtPath: folder)
    }

    @Test func anEntryAddedOrRemovedIsSeenOnTheNextWalk() throws {
        let scratch = try ScratchFolder()
        try scratch.write("struct A {}", to: "App/A.swift")
        let folder = scratch.path + "/App"
        try Self.setModified(folder, secondsAgo: 60)  // settled: its listing is kept
        #expect(Self.names(folder) == ["A.swift"])
        try scratch.write("struct B {}", to: "App/B.swift")
        #expect(Self.names(folder) == ["A.swift", "B.swift"])
        try Self.setModified(folder, secondsAgo: 60)
        #expect(Self.names(folder) == ["A.swift", "B.swift"])
        try FileManager.default.removeItem(atPath: folder + "/A.swift")
        #expect(Self.names(folder) == ["B.swift"])
    }

    @Test func aSettledFolderIsNotReadAgain() throws {
        let scratch = try ScratchFolder()
        try scratch.write("struct A {}", to: "App/A.swift")
        let folder = scratch.path + "/App"
        let settled = Date(timeIntervalSinceNow: -60)
        try FileManager.default.setAttributes([.modificationDate: settled], ofItemAtPath: folder)
        #expect(Self.names(folder) == ["A.swift"])
        // A change whose time is then set back to the time it was read at (no editor does this) is not seen:
        // the listing kept is what the walk answers.
        try scratch.write("struct B {}", to: "App/B.swift")
        try FileManager.default.setAttributes([.modificationDate: settled], ofItemAtPath: folder)
        #expect(Self.names(folder) == ["A.swift"])
        // Through another spelling of the same folder too.
        #expect(Self.names(scratch.path + "/./App") == ["A.swift"])
    }

    @Test func aFolderThatChangedJustBeforeItWasReadIsNotKept() throws {
        let scratch = try ScratchFolder()
        try scratch.write("struct A {}", to: "App/A.swift")
        let folder = scratch.path + "/App"
        let now = Date()
        try FileManager.default.setAttributes([.modificationDate: now], ofItemAtPath: folder)
        #expect(Self.names(folder) == ["A.swift"])
        // Where times are counted in seconds, a change in the same second keeps the time: it must still be seen.
        try scratch.write("struct B {}", to: "App/B.swift")
        try FileManager.default.setAttributes([.modificationDate: now], ofItemAtPath: folder)
        #expect(Self.names(folder) == ["A.swift", "B.swift"])
    }

    @Test func settledMeansTwoWholeSecondsWithoutAChange() {
        let identity = ListedFolders.Identity(device: 1, inode: 2, modifiedSeconds: 1_000, modifiedNanoseconds: 5)
        #expect(!ListedFolders.hasSettled(identity, now: 1_000))
        #expect(!ListedFolders.hasSettled(identity, now: 1_001))
        #expect(ListedFolders.hasSettled(identity, now: 1_002))
    }
}
