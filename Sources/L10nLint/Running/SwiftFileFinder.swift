import Foundation

/// Finds the `.swift` files to lint under the given folders.
///
/// Skips `.build`, `.git`, `.swiftpm`, `DerivedData`, `Pods`, `Carthage` and `node_modules`, anything matching an
/// `exclude` glob, and follows symbolic links without looping (each real folder is visited once).
///
///     let files = SwiftFileFinder.find(in: ["App"], exclude: ["**/Generated/**"])
///     // ["App/Sources/HomeView.swift", …], sorted
public enum SwiftFileFinder {
    public static let skippedFolders: Set<String> = [
        ".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules",
    ]

    /// The Swift files under `roots` (folders or files), sorted, without duplicates. A root that does not exist
    /// is reported in `missing`.
    public static func find(in roots: [String], exclude: [String] = []) -> (files: [String], missing: [String]) {
        let globs = exclude.map(Glob.init)
        var files: [String] = []
        var missing: [String] = []
        var visited = Set<FolderID>()
        for root in roots {
            var info = stat()
            guard stat(root, &info) == 0 else {
                missing.append(root)
                continue
            }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                walk(root, relative: "", globs: globs, visited: &visited, into: &files)
            } else if root.hasSuffix(".swift") {
                files.append(root)
            }
        }
        var seen = Set<String>()
        return (files.filter { seen.insert($0).inserted }.sorted(), missing)
    }

    /// Convenience: just the files.
    public static func files(in roots: [String], exclude: [String] = []) -> [String] {
        find(in: roots, exclude: exclude).files
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
