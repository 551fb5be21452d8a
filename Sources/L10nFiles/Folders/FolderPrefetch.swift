import Foundation

/// Lists a tree's folders ahead of a walk that is about to start, on a thread of its own: the listings go where
/// every walk finds them (``ListedFolders``), so a walk that lists folders on one core while the other waits (`init`'s
/// survey, the first thing a check without a configuration does) finds about half of them listed already. It goes
/// through the folders from the last name back, and the walk from the first name on: they meet in the middle. What
/// the walk reads is the same either way (the same listing, or the folder listed again if it changed).
///
///     FolderPrefetch.start(under: root) { name in name.hasSuffix(".xcassets") }
///     let survey = ProjectSurvey(root: root)
public enum FolderPrefetch {
    /// Starts listing the folders under `root` (itself included) on a new thread, not entering the folders every
    /// walk skips (``SkippedFolders``) nor those `skipping` names (bundles the walk does not enter).
    public static func start(under root: String, skipping: @escaping @Sendable (String) -> Bool) {
        Thread { list(root, skipping: skipping) }.start()
    }

    private static func list(_ folder: String, skipping: (String) -> Bool) {
        guard let entries = DirectoryListing.entries(of: folder) else { return }
        for entry in entries.sorted(by: { $0.name > $1.name })
        where entry.type == .folder && !SkippedFolders.contains(entry.name) && !skipping(entry.name) {
            list(folder + "/" + entry.name, skipping: skipping)
        }
    }
}
