import Foundation
import Testing

@testable import L10nLint

/// `FileReader` reads a file of known size with one `read`, and anything else until `read` returns 0: whatever
/// the path, the bytes are the file's, exactly.
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
            #expect(reader.contents(of: path) == bytes, "size \(size)")
        }
    }

    @Test func emptyFilesAndFilesWithoutASize() throws {
        let folder = try ScratchFolder()
        let reader = FileReader()
        let empty = try folder.write("", to: "Empty.swift")
        #expect(reader.contents(of: empty) == [])
        // `/proc` files report size 0 but have content: read until the end, not trusted to be empty.
        if FileManager.default.fileExists(atPath: "/proc/self/status") {
            let status = reader.contents(of: "/proc/self/status")
            #expect(status.map { String(decoding: $0, as: UTF8.self).hasPrefix("Name:") } == true)
        }
    }

    @Test func aPipeIsReadUntilItsWriterCloses() throws {
        let folder = try ScratchFolder()
        let path = folder.path + "/Pipe.swift"
        guard mkfifo(path, 0o600) == 0 else { return }
        let text = Array(String(repeating: "Text(\"Hello\")\n", count: 10_000).utf8)  // more than a pipe holds
        let writer = Thread {
            guard let handle = FileHandle(forWritingAtPath: path) else { return }
            handle.write(Data(text))
            try? handle.close()
        }
        writer.start()
        #expect(FileReader().contents(of: path) == text)
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
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Link", withDestinationPath: folder.path + "/A")
        files.append((folder.path + "/Link/Two.swift", "let value = 1\n"))
        files.append((folder.path + "/A/../B/One.swift", "let value = 2\n"))
        let order = [0, 1, 2, 0, 3, 3, 4, 5, 1, 6, 2, 0]
        for index in order {
            #expect(reader.contents(of: files[index].path) == Array(files[index].text.utf8), "\(files[index].path)")
        }
        #expect(reader.contents(of: folder.path + "/Missing/One.swift") == nil)
        #expect(reader.contents(of: folder.path + "/Missing/Two.swift") == nil)
        #expect(reader.contents(of: files[4].path) == Array(files[4].text.utf8))
    }

    @Test func unreadablePathsGiveNil() throws {
        let folder = try ScratchFolder()
        let reader = FileReader()
        #expect(reader.contents(of: folder.path + "/Missing.swift") == nil)
        #expect(reader.contents(of: folder.path) == nil)
        // The reader still works after a failure.
        let file = try folder.write("let a = 1\n", to: "After.swift")
        #expect(reader.contents(of: file) == Array("let a = 1\n".utf8))
    }
}
