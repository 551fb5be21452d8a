import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// One folder's entries: names and their type (`lstat`'s), read once per process while the folder does not change.
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

    /// The names of `folder`'s entries other than `.` and `..`: a listing read before, when the folder has not
    /// changed since, or the names read now without typing each entry (nothing kept: a folder above the project,
    /// `~/Developer` or `/tmp`, may hold thousands that no walk lists); nil when the folder cannot be opened.
    ///
    ///     DirectoryListing.names(of: "App")?.contains("App.xcodeproj")
    public static func names(of folder: String) -> [String]? {
        if let known = ListedFolders.identity(of: folder), let kept = ListedFolders.shared.listing(of: known) {
            return kept.map(\.name)
        }
        return try? FileManager.default.contentsOfDirectory(atPath: folder)
    }

    /// An entry as read: its name's bytes beside the name.
    struct ReadEntry: Sendable {
        var name: String
        var bytes: [UInt8]
        var type: EntryType
    }

    /// Every entry of `folder` but `.` and `..`, each typed by `lstat` (a link stays a link). `readdir`'s own type
    /// needs its C name array read through a pointer, and buys nothing measurable: listing the bench tree's 12,899
    /// entries takes 22 ms that way and 50 ms this way, and `check --format json` on the tree ran 2.24 s before and
    /// 2.26 s after (2.61 and 2.61 s with its catalogs; five rounds each, alternating): each folder is listed once
    /// per process (``ListedFolders``).
    private static func read(_ folder: String) -> [ReadEntry]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        return names.map { name in
            var status = stat()
            let type: EntryType
            if lstat(base + name, &status) != 0 {
                type = .unknown
            } else {
                switch status.st_mode & S_IFMT {
                case S_IFDIR: type = .folder
                case S_IFREG: type = .file
                case S_IFLNK: type = .link
                default: type = .unknown
                }
            }
            return ReadEntry(name: name, bytes: Array(name.utf8), type: type)
        }
    }

    /// A name's bytes.
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
    }
}
