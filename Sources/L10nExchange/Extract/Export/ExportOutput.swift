import L10nFiles

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
/// ``AtomicFile`` writes a regular (or new) file atomically and a device, pipe or socket in place; an export
/// over a folder is refused here with its own message.
public enum ExportOutput {
    public static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            throw FileError(path: path, message: "is a folder")
        }
        try AtomicFile.write(bytes, to: path)
    }
}
