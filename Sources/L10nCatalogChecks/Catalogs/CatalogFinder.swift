import L10nFiles
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
/// Folders are searched as ``FileFinder`` searches them (the Swift files' search, too): ``SkippedFolders`` (build
/// products, version control, dependencies) are skipped and symbolic links to folders are not followed. The result
/// is sorted by path and has no duplicates.
public enum CatalogFinder {
    static let finder = FileFinder(fileExtension: "xcstrings")

    /// The catalogs under `paths`, sorted. A path that is a file is returned as given, whatever its extension.
    ///
    /// - Throws: ``CatalogError`` (without a line) for a path that does not exist, is neither a file nor a folder,
    ///   or is a folder (or holds one) that cannot be listed.
    public static func find(_ paths: [String]) throws(CatalogError) -> [String] {
        var found: [String] = []
        var folders: [String] = []
        for path in paths {
            switch kind(of: path) {
            case .file:
                found.append(path)
            case .folder:
                folders.append(path)
            case .other:
                throw CatalogError(file: path, line: 0, column: 0, message: "not a file or folder")
            case .missing:
                throw CatalogError(file: path, line: 0, column: 0, message: "no such file or folder")
            }
        }
        let problems = finder.walk(folders) { found.append($0) }
        if let folder = problems.unlistable.first {
            throw CatalogError(file: folder, line: 0, column: 0, message: "cannot list folder")
        }
        return FileFinder.sortedAndUnique(found)
    }

    enum Kind { case file, folder, other, missing }

    /// What is at `path`, following a symbolic link.
    static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        default: return .other
        }
    }
}
