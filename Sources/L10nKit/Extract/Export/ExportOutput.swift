import XCStrings

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Writes an export to `--output`.
///
///     try ExportOutput.write(document.bytes, to: "es.xliff")     // temporary file + rename
///     try ExportOutput.write(document.bytes, to: "/dev/null")    // written in place
///
/// A regular file (or a new one) is written atomically with ``AtomicFile``. A device, pipe or socket
/// (`/dev/null`, `/dev/stdout`, a FIFO) is written in place: renaming a temporary file over it would replace
/// the device with a regular file. A folder is an error.
public enum ExportOutput {
    public static func write(_ bytes: [UInt8], to path: String) throws(AtomicFile.Failure) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            try AtomicFile.write(bytes, to: path)
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            try AtomicFile.write(bytes, to: path)
        case S_IFDIR:
            throw AtomicFile.Failure(path: path, message: "is a folder")
        default:
            try writeInPlace(bytes, to: path)
        }
    }

    private static func writeInPlace(_ bytes: [UInt8], to path: String) throws(AtomicFile.Failure) {
        let descriptor = open(path, O_WRONLY)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            throw AtomicFile.Failure(path: path, message: "cannot open for writing: \(reason)")
        }
        defer { close(descriptor) }
        var written = 0
        let ok: Bool = bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let result = systemWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += result
            }
            return true
        }
        guard ok else {
            throw AtomicFile.Failure(path: path, message: "cannot write: \(String(cString: strerror(errno)))")
        }
    }
}

/// `write(2)`, named apart from the enum's `write`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
