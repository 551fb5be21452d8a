import Foundation
import L10nFiles
import Testing

/// `FileReader` reads a file of known size with one `read`, and anything else until `read` returns 0: whatever
/// the path, the bytes are the file's, exactly (checked against what was written, or against Foundation's read).
@Suite struct FileReaderTests {
    @Test func readsEveryByteOfFilesOfManySizes() throws {
        let folder = try ScratchFolder()
        let reader = FileReader()
        // Around the scratch buffer's first size (64 KiB) and its doublings, and tiny files.
        let sizes = [1, 2, 7, 4095, 4096, 4097, 65_535, 65_536, 65_537, 131_073, 300_000]
        for size in sizes {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
            let path = folder.path + "/file\(size).swift"
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            #expect(try reader.read(path) == bytes, "size \(size)")
            #expect(try FileReader.read(path) == bytes, "size \(size), one-off")
        }
    }

    @Test func emptyFiles() throws {
        let folder = try ScratchFolder()
        let empty = try folder.write("", to: "Empty.swift")
        #expect(try FileReader().read(empty) == [])
        #expect(try FileReader.read(empty) == [])
    }

    /// `/proc` files report size 0 but have content: read until the end, not trusted to be empty.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status")))
    func filesWithoutASizeAreReadToTheirEnd() throws {
        let status = try FileReader().read("/proc/self/status")
        #expect(status.count > 100)
        #expect(String(decoding: status, as: UTF8.self).hasPrefix("Name:"))
        #expect(String(decoding: try FileReader.read("/proc/self/status"), as: UTF8.self).hasPrefix("Name:"))
    }

    @Test func aPipeIsReadUntilItsWriterCloses() throws {
        let folder = try ScratchFolder()
        let path = folder.path + "/Pipe.swift"
        try #require(mkfifo(path, 0o600) == 0)
        let text = Array(String(repeating: "Text(\"Hello\")\n", count: 10_000).utf8)  // more than a pipe holds
        let writer = Thread {
            guard let handle = FileHandle(forWritingAtPath: path) else { return }
            handle.write(Data(text))
            try? handle.close()
        }
        writer.start()
        #expect(try FileReader().read(path) == text)
    }

    /// Files opened relative to the kept folder: folder after folder and back, through a linked folder and a `..`,
    /// and after a folder that does not exist.
    @Test func filesInManyFoldersInAnyOrder() throws {
        let folder = try ScratchFolder()
        let reader = FileReader()
        var files: [(path: String, text: String)] = []
        for (index, name) in ["A/One.swift", "A/Two.swift", "B/One.swift", "A/B/One.swift", "B/Two.swift"].enumerated() {
            files.append((try folder.write("let value = \(index)\n", to: name), "let value = \(index)\n"))
        }
        try folder.link("Link", to: folder.path + "/A")
        files.append((folder.path + "/Link/Two.swift", "let value = 1\n"))
        files.append((folder.path + "/A/../B/One.swift", "let value = 2\n"))
        let order = [0, 1, 2, 0, 3, 3, 4, 5, 1, 6, 2, 0]
        for index in order {
            #expect(try reader.read(files[index].path) == Array(files[index].text.utf8), "\(files[index].path)")
        }
        let missing = FileError(path: folder.path + "/Missing/One.swift", message: "cannot open file: No such file or directory")
        #expect(throws: missing) { try reader.read(missing.path) }
        #expect(throws: FileError.self) { try reader.read(folder.path + "/Missing/Two.swift") }
        #expect(try reader.read(files[4].path) == Array(files[4].text.utf8))
    }

    @Test func failuresNameTheProblemAndTheReaderGoesOn() throws {
        let folder = try ScratchFolder()
        let reader = FileReader()
        let missing = folder.path + "/Missing.swift"
        #expect(throws: FileError(path: missing, message: "cannot open file: No such file or directory")) {
            try reader.read(missing)
        }
        #expect(throws: FileError(path: folder.path, message: "is a folder, not a file")) { try reader.read(folder.path) }
        #expect(throws: FileError(path: "/nonexistent.xcstrings", message: "cannot open file: No such file or directory")) {
            try FileReader.read("/nonexistent.xcstrings")
        }
        #expect(throws: FileError(path: "/tmp", message: "is a folder, not a file")) { try FileReader.read("/tmp") }
        // The reader still works after a failure.
        let file = try folder.write("let a = 1\n", to: "After.swift")
        #expect(try reader.read(file) == Array("let a = 1\n".utf8))
    }

    @Test func errorsPrintAsInputErrors() {
        let error = FileError(path: "A.xcstrings", message: "cannot open file: No such file or directory")
        #expect("\(error)" == "A.xcstrings: error: cannot open file: No such file or directory")
    }
}
