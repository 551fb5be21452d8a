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
    public static let skippedFolders: Set<String> = [
        ".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules",
    ]

    /// The Swift files under `roots` (folders or files), sorted, without duplicates. A root that does not exist
    /// is reported in `missing`.
    ///
    /// - Parameter rootNames: nil, or one path per root: the root as `exclude` globs see it.
    public static func find(in roots: [String], exclude: [String] = [], rootNames: [String]? = nil)
        -> (files: [String], missing: [String])
    {
        precondition(rootNames == nil || rootNames?.count == roots.count, "one name per root")
        let globs = exclude.map(Glob.init)
        var files: [String] = []
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
                walk(root, relative: name, globs: globs, visited: &visited, into: &files)
            } else if root.hasSuffix(".swift") {
                files.append(root)
            }
        }
        var seen = Set<String>()
        return (files.filter { seen.insert($0).inserted }.sorted(), missing)
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
        _ folder: String, relative: String, globs: [Glob], visited: inout Set<FolderID>, into files: inout [String]
    ) {
        var info = stat()
        guard stat(folder, &info) == 0 else { return }
        guard visited.insert(FolderID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))).inserted else { return }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() {
            if skippedFolders.contains(name) { continue }
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            if globs.contains(where: { $0.matches(relativePath) }) { continue }
            var entry = stat()
            guard stat(path, &entry) == 0 else { continue }  // a dangling link
            if (entry.st_mode & S_IFMT) == S_IFDIR {
                walk(path, relative: relativePath, globs: globs, visited: &visited, into: &files)
            } else if name.hasSuffix(".swift"), (entry.st_mode & S_IFMT) == S_IFREG {
                files.append(path)
            }
        }
    }
}
