import Foundation

/// Finds the `.swift` files to lint under the given folders.
///
/// Skips `.build`, `.git`, `.swiftpm`, `DerivedData`, `Pods`, `Carthage` and `node_modules`, anything matching an
/// `exclude` glob, and follows symbolic links without looping (each real folder is visited once).
///
///     let files = SwiftFileFinder.find(in: ["App"], exclude: ["**/Generated/**"])
///     // ["App/Sources/HomeView.swift", …], sorted
///
/// Globs see paths relative to each root, unless `rootNames` gives each root's path relative to another folder
/// (the configuration's): then globs see paths from that folder, and a root that a glob matches (or lies in a
/// folder one matches) is skipped whole, file or folder.
///
///     SwiftFileFinder.find(in: ["/repo/App"], exclude: ["App/Legacy/**"], rootNames: ["App"])
public enum SwiftFileFinder {
    public static let skippedFolders = Set(skippedFolderNames.map(\.description))

    /// ``skippedFolders`` as bytes, compared against names straight from `readdir`.
    static let skippedFolderNames: [StaticString] = [
        ".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules",
    ]

    /// The Swift files under `roots` (folders or files), sorted, without duplicates. A root that does not exist
    /// is reported in `missing`.
    ///
    /// - Parameter rootNames: nil, or one path per root: the root as `exclude` globs see it.
    public static func find(in roots: [String], exclude: [String] = [], rootNames: [String]? = nil)
        -> (files: [String], missing: [String])
    {
        var files: [String] = []
        let missing = walk(roots, exclude: exclude, rootNames: rootNames) { files.append($0) }
        return (sortedAndUnique(files), missing)
    }

    /// Hands each Swift file under `roots` to `found` as the walk meets it, so work can start on the first files
    /// while later folders are still listed. Within a folder names come in sorted order, so the files usually come
    /// sorted and once each (several roots, or a name sorting before `/`, can break that: see
    /// ``sortedAndUnique(_:)``). Returns the roots that do not exist.
    ///
    ///     let missing = SwiftFileFinder.walk(["App"]) { path in queue.add(path) }
    @discardableResult
    public static func walk(
        _ roots: [String], exclude: [String] = [], rootNames: [String]? = nil, found: (String) -> Void
    ) -> [String] {
        precondition(rootNames == nil || rootNames?.count == roots.count, "one name per root")
        let globs = exclude.map(Glob.init)
        var missing: [String] = []
        var visited = Set<FolderID>()
        for (index, root) in roots.enumerated() {
            var info = stat()
            guard stat(root, &info) == 0 else {
                missing.append(root)
                continue
            }
            let name = rootNames.map { normalized($0[index]) } ?? ""
            if !name.isEmpty && matchesItselfOrAFolder(name, globs) { continue }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                walk(root, relative: name, globs: globs, visited: &visited, found: found)
            } else if root.hasSuffix(".swift") {
                found(root)
            }
        }
        return missing
    }

    /// The paths sorted, without duplicates; checked in one pass first, since a walk's list usually is already.
    public static func sortedAndUnique(_ files: [String]) -> [String] {
        sortedUniqueOrder(files).map { order in order.map { files[$0] } } ?? files
    }

    /// Indices of `paths` in sorted order, each path once (its first index); nil when the paths are sorted and
    /// unique already, as a walk's usually are.
    static func sortedUniqueOrder(_ paths: [String]) -> [Int]? {
        var index = 1
        while index < paths.count, paths[index - 1] < paths[index] { index += 1 }
        if index >= paths.count { return nil }
        var order: [Int] = []
        for candidate in paths.indices.sorted(by: { paths[$0] < paths[$1] || (paths[$0] == paths[$1] && $0 < $1) }) {
            if let last = order.last, paths[last] == paths[candidate] { continue }
            order.append(candidate)
        }
        return order
    }

    /// Convenience: just the files.
    public static func files(in roots: [String], exclude: [String] = [], rootNames: [String]? = nil) -> [String] {
        find(in: roots, exclude: exclude, rootNames: rootNames).files
    }

    /// Whether a glob matches the relative path or one of its folders (`App/Generated/X.swift`, `App/Generated`,
    /// `App`).
    public static func matchesItselfOrAFolder(_ path: String, _ globs: [Glob]) -> Bool {
        var parts = normalized(path).split(separator: "/")
        while !parts.isEmpty {
            let candidate = parts.joined(separator: "/")
            if globs.contains(where: { $0.matches(candidate) }) { return true }
            parts.removeLast()
        }
        return false
    }

    /// Without leading `./` and a lone `.` (the folder itself has the empty name).
    private static func normalized(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        return trimmed == "." ? "" : String(trimmed)
    }

    private struct FolderID: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    private static func walk(
        _ folder: String, relative: String, globs: [Glob], visited: inout Set<FolderID>, found: (String) -> Void
    ) {
        var info = stat()
        guard stat(folder, &info) == 0 else { return }
        guard visited.insert(FolderID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))).inserted else { return }
        // A regular file that is not Swift needs nothing more: no name, no path, no glob, no stat.
        let listed = DirectoryListing.entries(of: folder) { name, type in
            !(type == .file && !name.hasSuffix(".swift")) && !name.isOne(of: skippedFolderNames)
        }
        guard let entries = listed else { return }
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        for entry in entries.sorted(by: { $0.name < $1.name }) {
            let name = entry.name
            let path = base + name
            // Relative paths matter only to globs: without any, none is built.
            let relativePath = globs.isEmpty ? "" : (relative.isEmpty ? name : relative + "/" + name)
            if !globs.isEmpty, globs.contains(where: { $0.matches(relativePath) }) { continue }
            var isFolder = entry.type == .folder
            var isFile = entry.type == .file
            if entry.type == .link || entry.type == .unknown {
                // Links are followed; a dangling one is skipped.
                var info = stat()
                guard stat(path, &info) == 0 else { continue }
                isFolder = (info.st_mode & S_IFMT) == S_IFDIR
                isFile = (info.st_mode & S_IFMT) == S_IFREG
            }
            if isFolder {
                walk(path, relative: relativePath, globs: globs, visited: &visited, found: found)
            } else if isFile, entry.type == .file || name.hasSuffix(".swift") {  // listed files are Swift already
                found(path)
            }
        }
    }
}
