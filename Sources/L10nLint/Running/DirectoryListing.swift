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
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var result: [Entry] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: pointer.pointee)) {
                    String(cString: $0)
                }
            }
            if name == "." || name == ".." { continue }
            let type: EntryType
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): type = .folder
            case Int32(DT_REG): type = .file
            case Int32(DT_LNK): type = .link
            default: type = .unknown
            }
            result.append(Entry(name: name, type: type))
        }
        return result
    }
}
