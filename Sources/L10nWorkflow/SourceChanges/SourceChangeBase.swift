import L10nDiagnostics
import XCStrings

/// The catalogs as the git base has them, for `source-changed`: the base is the merge base of the request's
/// ``CheckRequest/sourceBase`` (`--new-since REF`, else `"base"` in `.l10n.json`) and `HEAD`.
///
///     let bases = SourceChangeBase.catalogs(of: ["App/Localizable.xcstrings"], request: request)
///     bases["App/Localizable.xcstrings"]   // the catalog at the merge base, if it changed since
///
/// Only catalogs that differ from the base (committed since, staged, unstaged) are read, from git's object store
/// (nothing is checked out); a renamed one from its old name. An unchanged catalog has no source change, and an
/// added one nothing to compare with: neither is in the answer. Without a base, git, a repository or the
/// revision, or with a base version that does not read as a catalog, the answer is empty: the rule is silent.
public enum SourceChangeBase {
    /// The base version of each file of `files` (as the run shows them) that changed since the base.
    public static func catalogs(of files: [String], request: CheckRequest) -> [String: StringCatalog] {
        guard let ref = request.sourceBase, !files.isEmpty else { return [:] }
        do {
            let repository = try GitRepository(directory: request.currentDirectory)
            let commit = try repository.mergeBase(ref, "HEAD")
            return try catalogs(of: files, repository: repository, commit: commit, currentDirectory: request.currentDirectory)
        } catch {
            return [:]
        }
    }

    /// The base version at `commit` of each of `files` that changed since.
    static func catalogs(
        of files: [String], repository: GitRepository, commit: String, currentDirectory: String
    ) throws(GitError) -> [String: StringCatalog] {
        let map = BaseFindings.FileMap(repository: repository, currentDirectory: currentDirectory)
        var byPath: [String: GitChange] = [:]
        for change in try repository.changes(since: commit) where change.kind == .modified || change.kind == .renamed {
            byPath[change.path] = change
        }
        var oldPaths: [String: String] = [:]  // old repository path by shown file
        for file in files {
            guard let path = map.repositoryPath(of: file), let old = byPath[path]?.oldPath else { continue }
            oldPaths[file] = old
        }
        guard !oldPaths.isEmpty else { return [:] }
        let contents = try repository.contents(of: Array(Set(oldPaths.values)), at: commit)
        var catalogs: [String: StringCatalog] = [:]
        for (file, old) in oldPaths {
            guard let bytes = contents[old], let catalog = try? StringCatalog(bytes: bytes, path: file) else { continue }
            catalogs[file] = catalog
        }
        return catalogs
    }
}
