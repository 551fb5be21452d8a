#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Whole-file reads and atomic writes.
///
/// A write goes to a temporary file in the same folder, which is then renamed over the destination: readers see
/// the old file or the new one, never a half-written one, and if anything fails the original is untouched.
///
///     try AtomicFile.write(bytes, to: "Localizable.xcstrings")
public enum AtomicFile {
    /// Why a read or write failed: `message` is lowercase and names the file's problem, e.g.
    /// `cannot open file: No such file or directory`.
    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        public var path: String
        public var message: String
        public init(path: String, message: String) {
            self.path = path
            self.message = message
        }
        public var description: String { "\(path): error: \(message)" }
    }

    /// Reads the whole file.
    public static func read(_ path: String) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(path, "cannot open file") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw failure(path, "cannot read file") }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw Failure(path: path, message: "is a folder, not a file") }
        // Read into uninitialized storage sized from `fstat` (no zero-fill of a large buffer), growing if the
        // file grew meanwhile.
        var bytes: [UInt8] = []
        var capacity = max(Int(info.st_size), 0) + 1
        while true {
            var failed = false
            let previous = bytes
            bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
                var length = previous.count
                if length > 0 {
                    _ = previous.withUnsafeBufferPointer { memcpy(buffer.baseAddress!, $0.baseAddress!, length) }
                }
                while length < capacity {
                    let got = systemRead(descriptor, buffer.baseAddress! + length, capacity - length)
                    if got < 0 {
                        if errno == EINTR { continue }
                        failed = true
                        break
                    }
                    if got == 0 { break }
                    length += got
                }
                initialized = length
            }
            if failed { throw failure(path, "cannot read file") }
            if bytes.count < capacity { break }
            capacity *= 2
        }
        return bytes
    }

    /// Reads the whole file for a parser. A failure is a ``CatalogError`` without a position
    /// (`path: error: cannot open file: …`), so it prints like every other input error; `name` is the path the
    /// error shows, when it differs from the one opened.
    ///
    ///     let bytes = try AtomicFile.readInput("Localizable.xcstrings")
    public static func readInput(_ path: String, shownAs name: String? = nil) throws(CatalogError) -> [UInt8] {
        do {
            return try read(path)
        } catch {
            throw CatalogError(file: name ?? path, line: 0, column: 0, message: error.message)
        }
    }

    /// Writes `bytes` to `path` atomically (temporary file in the same folder, then rename). An existing file's
    /// permissions are kept.
    public static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        try write(bytes, to: path, beforeRename: {})
    }

    /// The write, with a hook run after the temporary file is complete and before the rename (tests make it
    /// fail to check that the original is untouched and no temporary file is left).
    static func write(
        _ bytes: [UInt8], to requestedPath: String, beforeRename: () throws(Failure) -> Void
    ) throws(Failure) {
        // Write through a symbolic link to its target rather than replacing the link with a file.
        let path = resolvedLinkTarget(requestedPath) ?? requestedPath
        var target = stat()
        if stat(path, &target) == 0 {
            switch target.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFDIR: throw Failure(path: path, message: "is a folder, not a file")
            // A device or a pipe (`/dev/stdout`, `/dev/null`, a FIFO) is written in place: renaming a file over it
            // would replace the device with a regular file.
            default: return try writeInPlace(bytes, to: path)
            }
        }
        let folder: String
        if let slash = path.lastIndex(of: "/") {
            folder = slash == path.startIndex ? "/" : String(path[..<slash])
        } else {
            folder = "."
        }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        var template = Array("\(folder)/.\(name).tmp-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw failure(path, "cannot create a temporary file in '\(folder)'") }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var succeeded = false
        defer {
            if !succeeded { unlink(temporary) }
        }
        var existing = stat()
        let mode: mode_t = stat(path, &existing) == 0 ? existing.st_mode & 0o7777 : 0o644
        fchmod(descriptor, mode)
        let ok = writeAll(bytes, to: descriptor)
        guard ok else {
            let error = failure(path, "cannot write file")
            close(descriptor)
            throw error
        }
        // On disk before the rename, so that a crash leaves the old bytes or the new bytes, never an empty file.
        guard fsync(descriptor) == 0 || errno == EINVAL || errno == EROFS else {
            let error = failure(path, "cannot write file")
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw failure(path, "cannot write file") }
        try beforeRename()
        guard rename(temporary, path) == 0 else { throw failure(path, "cannot replace file") }
        succeeded = true
    }

    /// Writes to a device or pipe as it is (no temporary file can stand in for it).
    static func writeInPlace(_ bytes: [UInt8], to path: String) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(path, "cannot open file") }
        defer { close(descriptor) }
        let ok = writeAll(bytes, to: descriptor)
        guard ok else { throw failure(path, "cannot write file") }
    }

    /// Writes every byte, retrying short writes and interruptions; false on an error (errno says which).
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var written = 0
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
    }

    /// The final target of `path` when it is a symbolic link, else nil.
    static func resolvedLinkTarget(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK,
            let resolved = realpath(path, nil)
        else { return nil }
        defer { free(resolved) }
        return String(validatingCString: resolved)
    }

    static func failure(_ path: String, _ what: String) -> Failure {
        let reason = String(cString: strerror(errno))
        return Failure(path: path, message: "\(what): \(reason)")
    }
}

@inline(__always)
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

@inline(__always)
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
