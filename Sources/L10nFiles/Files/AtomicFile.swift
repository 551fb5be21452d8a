#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Atomic writes.
///
/// A write goes to a temporary file in the same folder, which is then renamed over the destination: readers see
/// the old file or the new one, never a half-written one, and if anything fails the original is untouched.
/// (Reading is ``FileReader``'s.)
///
///     try AtomicFile.write(bytes, to: "Localizable.xcstrings")
public enum AtomicFile {
    /// Writes `bytes` to `path` atomically (temporary file in the same folder, then rename). An existing file's
    /// permissions are kept.
    public static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        try write(bytes, to: path, beforeRename: {})
    }

    /// The write, with a hook run after the temporary file is complete and before the rename (tests make it
    /// fail to check that the original is untouched and no temporary file is left).
    /// Writes what `contents` hands its `write` function, piece by piece, as ``write(_:to:)`` writes bytes (a
    /// temporary file in the same folder, flushed to disk, renamed over `path`): the whole is never held in memory.
    ///
    ///     try AtomicFile.write(to: path) { write in for chunk in chunks { write(chunk) } }
    public static func write(
        to path: String, streaming contents: (_ write: (UnsafeBufferPointer<UInt8>) -> Void) -> Void
    ) throws(FileError) {
        try write(to: path, contents: { descriptor in
            var ok = true
            contents { chunk in
                if ok { ok = writeAll(UnsafeRawBufferPointer(chunk), to: descriptor) }
            }
            return ok
        }, beforeRename: {})
    }

    static func write(
        _ bytes: [UInt8], to requestedPath: String, beforeRename: () throws(FileError) -> Void
    ) throws(FileError) {
        try write(to: requestedPath, contents: { writeAll(bytes, to: $0) }, beforeRename: beforeRename)
    }

    /// The one atomic write: `contents` writes the file's bytes to a descriptor and says whether it could.
    private static func write(
        to requestedPath: String, contents: (Int32) -> Bool, beforeRename: () throws(FileError) -> Void
    ) throws(FileError) {
        // Write through a symbolic link to its target rather than replacing the link with a file.
        let path = resolvedLinkTarget(requestedPath) ?? requestedPath
        var target = stat()
        if stat(path, &target) == 0 {
            switch target.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFDIR: throw FileError(path: path, message: "is a folder, not a file")
            // A device or a pipe (`/dev/stdout`, `/dev/null`, a FIFO) is written in place: renaming a file over it
            // would replace the device with a regular file.
            default: return try writeInPlace(to: path, contents: contents)
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
        guard descriptor >= 0 else { throw .system(path, "cannot create a temporary file in '\(folder)'") }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var succeeded = false
        defer {
            if !succeeded { unlink(temporary) }
        }
        var existing = stat()
        let mode: mode_t = stat(path, &existing) == 0 ? existing.st_mode & 0o7777 : 0o644
        fchmod(descriptor, mode)
        let ok = contents(descriptor)
        guard ok else {
            let error = FileError.system(path, "cannot write file")
            close(descriptor)
            throw error
        }
        // On disk before the rename, so that a crash leaves the old bytes or the new bytes, never an empty file.
        guard fsync(descriptor) == 0 || errno == EINVAL || errno == EROFS else {
            let error = FileError.system(path, "cannot write file")
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw .system(path, "cannot write file") }
        try beforeRename()
        guard rename(temporary, path) == 0 else { throw .system(path, "cannot replace file") }
        succeeded = true
    }

    /// Writes to a device or pipe as it is (no temporary file can stand in for it).
    static func writeInPlace(_ bytes: [UInt8], to path: String) throws(FileError) {
        try writeInPlace(to: path) { writeAll(bytes, to: $0) }
    }

    private static func writeInPlace(to path: String, contents: (Int32) -> Bool) throws(FileError) {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .system(path, "cannot open file") }
        defer { close(descriptor) }
        let ok = contents(descriptor)
        guard ok else { throw .system(path, "cannot write file") }
    }

    /// Writes every byte, retrying short writes and interruptions; false on an error (errno says which).
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    private static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
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

    /// The final target of `path` when it is a symbolic link, else nil.
    static func resolvedLinkTarget(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK,
            let resolved = realpath(path, nil)
        else { return nil }
        defer { free(resolved) }
        return String(validatingCString: resolved)
    }
}

/// `write(2)`, under a name ``AtomicFile``'s own `write` methods do not hide.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
