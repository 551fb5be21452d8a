import Foundation
import Testing
@testable import L10nFiles

/// Atomic writes, read back through Foundation (not through the file layer under test).
@Suite struct AtomicFileTests {
    /// A fresh folder under the system temporary folder, removed by `cleanUp`.
    static func makeFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xcstrings-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    static func cleanUp(_ folder: String) {
        chmod(folder, 0o755)
        try? FileManager.default.removeItem(atPath: folder)
    }

    static func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test func writesReplacesAndKeepsPermissions() throws {
        let folder = try Self.makeFolder()
        defer { Self.cleanUp(folder) }
        let path = folder + "/Localizable.xcstrings"
        try AtomicFile.write(Array("first".utf8), to: path)
        #expect(try Self.bytes(path) == Array("first".utf8))
        chmod(path, 0o600)
        try AtomicFile.write(Array("second".utf8), to: path)
        #expect(try Self.bytes(path) == Array("second".utf8))
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["Localizable.xcstrings"])
    }

    @Test func failureBeforeRenameLeavesOriginalAndNoTemporaryFile() throws {
        let folder = try Self.makeFolder()
        defer { Self.cleanUp(folder) }
        let path = folder + "/Localizable.xcstrings"
        try AtomicFile.write(Array("original".utf8), to: path)
        let injected = FileError(path: path, message: "injected failure")
        #expect(throws: injected) {
            try AtomicFile.write(Array("replacement".utf8), to: path) { () throws(FileError) in throw injected }
        }
        #expect(try Self.bytes(path) == Array("original".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["Localizable.xcstrings"])
    }

    @Test(.enabled(if: geteuid() != 0, "root can write into a read-only folder"))
    func readOnlyFolderLeavesOriginalUntouched() throws {
        let folder = try Self.makeFolder()
        defer { Self.cleanUp(folder) }
        let path = folder + "/Localizable.xcstrings"
        try AtomicFile.write(Array("original".utf8), to: path)
        chmod(folder, 0o555)
        #expect(throws: FileError.self) { try AtomicFile.write(Array("replacement".utf8), to: path) }
        #expect(try Self.bytes(path) == Array("original".utf8))
    }

    @Test func aFIFOIsWrittenInPlaceNotReplacedByAFile() throws {
        let folder = try Self.makeFolder()
        defer { Self.cleanUp(folder) }
        let fifo = folder + "/out.pipe"
        try #require(mkfifo(fifo, 0o644) == 0)
        // Open the read end first (non-blocking), so the writer's open does not wait for a reader.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }
        try AtomicFile.write(Array("{}".utf8), to: fifo)
        var buffer = [UInt8](repeating: 0, count: 16)
        let count = read(reader, &buffer, buffer.count)
        let received = Data(buffer.prefix(max(count, 0)))
        var info = stat()
        #expect(lstat(fifo, &info) == 0)
        #expect(info.st_mode & S_IFMT == S_IFIFO, "the pipe is still a pipe")
        #expect(received == Data("{}".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["out.pipe"], "no temporary file left")
    }

    @Test func aFolderIsNotReplaced() throws {
        let folder = try Self.makeFolder()
        defer { Self.cleanUp(folder) }
        let target = folder + "/Localizable.xcstrings"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
        #expect(throws: FileError(path: target, message: "is a folder, not a file")) {
            try AtomicFile.write(Array("{}".utf8), to: target)
        }
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: target, isDirectory: &isFolder) && isFolder.boolValue)
    }

    @Test func missingFolderIsAnError() {
        let folder = "/nonexistent-\(UUID().uuidString)"
        let message = "cannot create a temporary file in '\(folder)': No such file or directory"
        #expect(throws: FileError(path: folder + "/a.xcstrings", message: message)) {
            try AtomicFile.write([1, 2, 3], to: folder + "/a.xcstrings")
        }
    }

    @Test func writingThroughASymbolicLinkUpdatesTheTarget() throws {
        let folder = try Self.makeFolder()
        defer { Self.cleanUp(folder) }
        let target = folder + "/real.xcstrings"
        let link = folder + "/link.xcstrings"
        try AtomicFile.write(Array("old".utf8), to: target)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        try AtomicFile.write(Array("new".utf8), to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(try Self.bytes(target) == Array("new".utf8))
    }
}
