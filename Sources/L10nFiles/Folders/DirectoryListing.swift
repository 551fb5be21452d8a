#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// One folder's entries as `readdir(3)` gives them: names and, where the file system says so, their type, so a
/// walk over thousands of files needs no `stat` per file.
///
///     for entry in DirectoryListing.entries(of: "Sources") ?? [] where entry.type == .folder { … }
public enum DirectoryListing {
    public enum EntryType: Sendable, Equatable {
        case folder
        case file
        case link
        /// Something else (a socket, a device) or a type the file system did not report: `stat` to know.
        case unknown
    }

    public struct Entry: Sendable {
        public var name: String
        public var type: EntryType
    }

    /// The entries of `folder` other than `.` and `..`, in the order the file system lists them; nil when the
    /// folder cannot be opened.
    public static func entries(of folder: String) -> [Entry]? {
        entries(of: folder) { _, _ in true }
    }

    /// The entries of `folder` (other than `.` and `..`) that `keep` accepts, given the name's bytes and the type,
    /// so a walk looking for a few kinds of file keeps no `Entry` for the others; nil when the folder cannot be
    /// opened.
    ///
    ///     DirectoryListing.entries(of: "Sources") { name, type in type != .file || name.hasSuffix(Array(".swift".utf8)) }
    ///
    /// A folder is read once per process while it does not change: `check` walks a tree for its sources, tables,
    /// documents, projects and packages, a dozen walks that list the same folders (``ListedFolders``).
    public static func entries(of folder: String, where keep: (EntryName, EntryType) -> Bool) -> [Entry]? {
        let known = ListedFolders.identity(of: folder)
        let listed: [ReadEntry]
        if let known, let kept = ListedFolders.shared.listing(of: known) {
            listed = kept
        } else {
            guard let read = read(folder) else { return nil }
            if let known { ListedFolders.shared.keep(read, of: known) }
            listed = read
        }
        return listed.compactMap { keep(EntryName(bytes: $0.bytes), $0.type) ? Entry(name: $0.name, type: $0.type) : nil }
    }

    /// An entry as read: its name's bytes beside the name.
    struct ReadEntry: Sendable {
        var name: String
        var bytes: [UInt8]
        var type: EntryType
    }

    /// Every entry of `folder` `readdir` lists but `.` and `..`.
    private static func read(_ folder: String) -> [ReadEntry]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var result: [ReadEntry] = []
        while let entry = readdir(directory) {
            let type: EntryType
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): type = .folder
            case Int32(DT_REG): type = .file
            case Int32(DT_LNK): type = .link
            default: type = .unknown
            }
            // `d_name` is a fixed C array, its name ended by a NUL: read up to it.
            let bytes: [UInt8] = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                let capacity = MemoryLayout.size(ofValue: pointer.pointee)
                return pointer.withMemoryRebound(to: UInt8.self, capacity: capacity) { start in
                    Array(UnsafeBufferPointer(start: start, count: strnlen(start, capacity)))
                }
            }
            guard !EntryName(bytes: bytes).isDotOrDotDot else { continue }
            result.append(ReadEntry(name: String(decoding: bytes, as: UTF8.self), bytes: bytes, type: type))
        }
        return result
    }

    /// A name's bytes as `readdir` gives them.
    public struct EntryName {
        public let bytes: [UInt8]

        /// True when the name ends with `suffix` (compared byte for byte).
        ///
        ///     name.hasSuffix(Array(".swift".utf8))
        public func hasSuffix(_ suffix: [UInt8]) -> Bool {
            bytes.count >= suffix.count && bytes[(bytes.count - suffix.count)...].elementsEqual(suffix)
        }

        /// True when the name starts with `prefix` (compared byte for byte).
        public func hasPrefix(_ prefix: [UInt8]) -> Bool {
            bytes.count >= prefix.count && bytes[..<prefix.count].elementsEqual(prefix)
        }

        /// True when the name is `name`, byte for byte.
        public func isEqual(to name: [UInt8]) -> Bool {
            bytes.count == name.count && bytes.elementsEqual(name)
        }

        var isDotOrDotDot: Bool {
            (bytes.count == 1 && bytes[0] == UInt8(ascii: "."))
                || (bytes.count == 2 && bytes[0] == UInt8(ascii: ".") && bytes[1] == UInt8(ascii: "."))
        }
    }
}
