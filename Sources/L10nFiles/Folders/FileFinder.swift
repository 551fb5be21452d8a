#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Finds the files with one extension under folders: the one walk `check`, `format`, `extract` and `merge` use,
/// for catalogs and Swift files alike.
///
/// - It skips ``SkippedFolders`` (`.build`, `.build-*`, `.git`, `.swiftpm`, `Carthage`, `DerivedData`, `Pods`,
///   `node_modules`) and anything an `exclude` glob matches.
/// - It does not follow symbolic links to folders (so it cannot loop, never leaves the tree it was given, and
///   lists each file under its real path); links to files are files. A root given as a link is followed.
/// - Paths are the root's followed by the names inside it: `App` gives `App/Sources/HomeView.swift`, `App/` the
///   same, `.` gives `Sources/HomeView.swift`.
///
///     let swift = FileFinder(fileExtension: "swift")
///     swift.find(in: ["App"], exclude: ["**/Generated/**"]).files
///     // ["App/Sources/HomeView.swift", …], sorted
///
/// Globs see paths relative to each root, unless `rootNames` gives each root's path relative to another folder
/// (the configuration's): then globs see paths from that folder, and a root that a glob matches (or lies in a
/// folder one matches) is skipped whole, file or folder.
///
///     swift.find(in: ["/repo/App"], exclude: ["App/Legacy/**"], rootNames: ["App"])
public struct FileFinder: Sendable {
    /// The names the files end with, as bytes: `.swift`.
    private let suffixes: [[UInt8]]

    /// A finder of the files named `*.fileExtension` (`swift`, `xcstrings`).
    public init(fileExtension: String) {
        suffixes = [Array(".\(fileExtension)".utf8)]
    }

    /// A finder of the files named with any of `fileExtensions` (`["m", "mm", "h"]`).
    public init(fileExtensions: [String]) {
        suffixes = fileExtensions.map { Array(".\($0)".utf8) }
    }

    /// What a walk could not look into.
    public struct Problems: Sendable, Equatable {
        /// Roots that do not exist.
        public var missing: [String] = []
        /// Folders that exist but could not be listed (no permission), as their paths.
        public var unlistable: [String] = []
    }

    /// The files under `roots` (folders or files), sorted, without duplicates. A root that does not exist is
    /// reported in `missing`.
    ///
    /// - Parameter rootNames: nil, or one path per root: the root as `exclude` globs see it.
    public func find(in roots: [String], exclude: [String] = [], rootNames: [String]? = nil)
        -> (files: [String], missing: [String])
    {
        var files: [String] = []
        let problems = walk(roots, exclude: exclude, rootNames: rootNames) { files.append($0) }
        return (Self.sortedAndUnique(files), problems.missing)
    }

    /// Hands each file under `roots` to `found` as the walk meets it, so work can start on the first files while
    /// later folders are still listed. Within a folder names come in sorted order, so the files usually come
    /// sorted and once each (several roots, or a name sorting before `/`, can break that: see
    /// ``sortedAndUnique(_:)``). A root that is a file is found when it has the extension.
    ///
    ///     let problems = swift.walk(["App"]) { path in queue.add(path) }
    @discardableResult
    public func walk(
        _ roots: [String], exclude: [String] = [], rootNames: [String]? = nil, found: (String) -> Void
    ) -> Problems {
        precondition(rootNames == nil || rootNames?.count == roots.count, "one name per root")
        let globs = exclude.map(Glob.init)
        let globSet = GlobSet(globs)
        var problems = Problems()
        for (index, root) in roots.enumerated() {
            var info = stat()
            guard stat(root, &info) == 0 else {
                problems.missing.append(root)
                continue
            }
            let name = rootNames.map { Self.normalized($0[index]) } ?? ""
            if !name.isEmpty && Self.matchesItselfOrAFolder(name, globs) { continue }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                let parts = name.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).map(Array.init)
                walk(root, prefix: Self.prefix(of: root), relative: parts, globs: globSet, found: found, problems: &problems)
            } else if hasExtension(root) {
                found(root)
            }
        }
        return problems
    }

    /// Whether the name ends with the extension.
    private func hasExtension(_ name: String) -> Bool {
        suffixes.contains { suffix in
            name.utf8.count >= suffix.count && name.utf8.suffix(suffix.count).elementsEqual(suffix)
        }
    }

    /// The paths sorted, without duplicates; checked in one pass first, since a walk's list usually is already.
    public static func sortedAndUnique(_ files: [String]) -> [String] {
        sortedUniqueOrder(files).map { order in order.map { files[$0] } } ?? files
    }

    /// Indices of `paths` in sorted order, each path once (its first index); nil when the paths are sorted and
    /// unique already, as a walk's usually are.
    public static func sortedUniqueOrder(_ paths: [String]) -> [Int]? {
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

    /// Whether a glob matches the relative path or one of its folders (`App/Generated/X.swift`, `App/Generated`,
    /// `App`). Each candidate is cut into its components once for all the globs (``Glob/matches(_:)`` cuts it for
    /// each: with the 200 globs `init` infers for a tree of many apps, 11 million instructions a catalog).
    public static func matchesItselfOrAFolder(_ path: String, _ globs: [Glob]) -> Bool {
        var parts = normalized(path).split(separator: "/")
        while !parts.isEmpty {
            let candidate = parts.joined(separator: "/")
            let components = candidate.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).map(Array.init)
            if globs.contains(where: { $0.matches(components: components) }) { return true }
            parts.removeLast()
        }
        return false
    }

    /// What paths under `folder` start with: `Sources/` for `Sources` or `Sources/`, nothing for `.` (so they
    /// read `App/Localizable.xcstrings`), `/` for `/`.
    ///
    ///     FileFinder.prefix(of: ".")         // ""
    ///     FileFinder.prefix(of: "App//")     // "App/"
    public static func prefix(of folder: String) -> String {
        var trimmed = Substring(folder)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        if trimmed == "." { return "" }
        return trimmed == "/" ? "/" : trimmed + "/"
    }

    /// Without leading `./` and a lone `.` (the folder itself has the empty name).
    private static func normalized(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        return trimmed == "." ? "" : String(trimmed)
    }

    /// Walks `folder`, whose entries' paths start with `prefix` and whose path relative to the globs' folder has
    /// the components `relative` (UTF-8).
    private func walk(
        _ folder: String, prefix: String, relative: [[UInt8]], globs: GlobSet, found: (String) -> Void,
        problems: inout Problems
    ) {
        // A regular file without the extension, or a skipped folder, needs nothing more: no name, no path, no
        // glob, no stat.
        let listed = DirectoryListing.entries(of: folder) { name, type in
            type == .file ? suffixes.contains { name.hasSuffix($0) } : !SkippedFolders.contains(name)
        }
        guard let entries = listed else {
            problems.unlistable.append(folder)
            return
        }
        for entry in entries.sorted(by: { $0.name < $1.name }) {
            let name = entry.name
            let path = prefix + name
            // Relative paths matter only to globs: without any, none is built.
            let relativePath = globs.isEmpty ? [] : relative + [Array(name.utf8)]
            // The root's folders were matched before the walk, and each folder below before it was entered.
            if !globs.isEmpty, globs.matches(componentsUnderUnmatchedFolders: relativePath) { continue }
            switch entry.type {
            case .file:
                found(path)  // listed files have the extension already
            case .folder:
                walk(path, prefix: path + "/", relative: relativePath, globs: globs, found: found, problems: &problems)
            case .link, .unknown:
                switch Self.kind(of: path) {
                case .file where hasExtension(name): found(path)
                case .folder:
                    walk(path, prefix: path + "/", relative: relativePath, globs: globs, found: found, problems: &problems)
                default: continue
                }
            }
        }
    }

    private enum Kind { case file, folder, other }

    /// What an entry the listing did not type is: a regular file, or a link to one, is a file; a folder is a
    /// folder, but a link to a folder is not followed; anything else (a dangling or looping link, a pipe) is other.
    private static func kind(of path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .other }
        if info.st_mode & S_IFMT == S_IFLNK {
            guard stat(path, &info) == 0 else { return .other }
            return info.st_mode & S_IFMT == S_IFREG ? .file : .other
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        default: return .other
        }
    }
}
