import Foundation
import L10nExchange
import L10nFiles
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct ExportOutputTests {
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("output-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func isFIFO(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO
    }

    /// `--output /dev/null` once replaced /dev/null with a regular file (rename over a device). A FIFO stands in
    /// for the device here: it must still be a FIFO afterwards, and the reader must get the bytes.
    @Test func writesDevicesAndPipesInPlace() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fifo = root + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        let received = Received()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let descriptor = open(fifo, O_RDONLY)
            var buffer = [UInt8](repeating: 0, count: 4096)
            while descriptor >= 0 {
                let count = read(descriptor, &buffer, buffer.count)
                if count <= 0 { break }
                received.data.append(contentsOf: buffer[..<count])
            }
            if descriptor >= 0 { close(descriptor) }
            done.signal()
        }
        try ExportOutput.write(Array("<xliff/>\n".utf8), to: fifo)
        // A write that replaced the FIFO never opens it: the reader would wait forever.
        #expect(done.wait(timeout: .now() + 10) == .success, "nothing was written into the pipe")
        #expect(String(decoding: received.data, as: UTF8.self) == "<xliff/>\n")
        #expect(Self.isFIFO(fifo))
    }

    @Test func writesRegularFilesAtomicallyAndRefusesFolders() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try ExportOutput.write(Array("one".utf8), to: root + "/es.xliff")
        try ExportOutput.write(Array("two".utf8), to: root + "/es.xliff")
        #expect(try String(contentsOfFile: root + "/es.xliff", encoding: .utf8) == "two")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["es.xliff"])
        #expect(throws: FileError(path: root, message: "is a folder")) {
            try ExportOutput.write(Array("x".utf8), to: root)
        }
    }

    final class Received: @unchecked Sendable {
        var data = Data()
    }
}
