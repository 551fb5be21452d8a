/// One file that differs between a commit and the work tree (see ``GitRepository/changes(since:)``).
///
///     GitChange(kind: .renamed, path: "App/Home/HomeView.swift", oldPath: "App/HomeView.swift")
public struct GitChange: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// New since the commit (a copy, an untracked file): no earlier version.
        case added
        case modified
        case deleted
        /// Moved, perhaps edited too: the earlier version is at ``GitChange/oldPath``.
        case renamed
    }

    public var kind: Kind
    /// Where the file is now (for a deleted file, where it was); relative to the repository's top.
    public var path: String
    /// Where the commit has it; nil when it has none (added).
    public var oldPath: String?

    public init(kind: Kind, path: String, oldPath: String? = nil) {
        self.kind = kind
        self.path = path
        self.oldPath = oldPath
    }
}
