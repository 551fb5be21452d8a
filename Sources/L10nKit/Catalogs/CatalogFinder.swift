import Foundation
import L10nLint
import XCStrings

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Finds String Catalogs: each path is a catalog, or a folder searched recursively for `.xcstrings` files.
///
///     let files = try CatalogFinder.find(["App", "Widget/Localizable.xcstrings"])
///     // ["App/Resources/Localizable.xcstrings", "App/Settings.xcstrings", "Widget/Localizable.xcstrings"]
///
/// Build products, version control and dependency folders are skipped (``skippedFolderNames`` and `.build-*`);
/// symbolic links to folders are not followed. The result is sorted by path and has no duplicates.
public enum CatalogFinder {
    /// Folders never searched.
    public static let skippedFolderNames: Set<String> = [
        ".build", ".git", "DerivedData", "Pods", "Carthage", "node_modules",
    ]

    /// Whether a folder with this name is skipped.
    public static func skips(folderNamed name: String) -> Bool {
        skippedFolderNames.contains(name) || name.hasPrefix(".build-")
    }

    /// The catalogs under `paths`, sorted. A path that is a file is returned as given, whatever its extension.
    ///
    /// - Throws: ``CatalogError`` (without a line) for a path that does not exist or cannot be listed.
    public static func find(_ paths: [String]) throws(CatalogError) -> [String] {
        var found = Set<String>()
        for path in paths {
            switch kind(of: path, followingLinks: true) {
            case .file:
                found.insert(path)
            case .folder:
                try search(folder: path, display: displayPrefix(for: path), into: &found)
            case .other:
                throw CatalogError(file: path, line: 0, column: 0, message: "not a file or folder")
            case .missing:
                throw CatalogError(file: path, line: 0, column: 0, message: "no such file or folder")
            }
        }
        return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// `Sources` for `Sources/`, nothing for `.` so results read `App/Localizable.xcstrings`.
    static func displayPrefix(for folder: String) -> String {
        var trimmed = folder
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        if trimmed == "." || trimmed == "./" { return "" }
        return trimmed == "/" ? "/" : trimmed + "/"
    }

    static func search(folder: String, display: String, into found: inout Set<String>) throws(CatalogError) {
        // Regular files other than catalogs are passed over on their bytes: no name, no path.
        let listed = DirectoryListing.entries(of: folder) { name, type in type != .file || name.hasSuffix(".xcstrings") }
        guard let entries = listed else {
            throw CatalogError(file: folder, line: 0, column: 0, message: "cannot list folder")
        }
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        for entry in entries.sorted(by: { $0.name < $1.name }) {
            let name = entry.name
            // The file system's type spares a `stat` per entry; links and unknown types are looked at.
            let kind: Kind
            switch entry.type {
            case .folder: kind = .folder
            case .file:
                guard name.hasSuffix(".xcstrings") else { continue }
                kind = .file
            case .link, .unknown: kind = Self.kind(of: base + name, followingLinks: false)
            }
            switch kind {
            case .folder:
                if !skips(folderNamed: name) { try search(folder: base + name, display: display + name + "/", into: &found) }
            case .file where name.hasSuffix(".xcstrings"):
                found.insert(display + name)
            default:
                continue
            }
        }
    }

    enum Kind { case file, folder, other, missing }

    /// What is at `path`; a link to a file counts as a file, a link to a folder as `other` unless followed.
    static func kind(of path: String, followingLinks: Bool) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        var type = info.st_mode & S_IFMT
        if type == S_IFLNK {
            guard stat(path, &info) == 0 else { return .missing }
            type = info.st_mode & S_IFMT
            if type == S_IFDIR && !followingLinks { return .other }
        }
        if type == S_IFREG { return .file }
        if type == S_IFDIR { return .folder }
        return .other
    }
}
