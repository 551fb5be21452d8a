import Foundation
import L10nDiagnostics
import L10nFiles
import L10nSourceParsing

/// Keys of one app's table that only another app of the same repository reads: a monorepo of several Xcode
/// projects, each with its own tables (goma's `BetssonCameroonApp`, `BetssonFranceLegacy` and `Showcase`). The
/// table's app never shows such a key, so its translation findings reach nobody (`featured_tips`, left empty in
/// the Cameroon app's French, is read only by `Showcase`'s tips screen).
///
/// A file's app is the folder of the nearest `.xcodeproj` above it; a folder with a `Package.swift` on the way is
/// a package every app may link, and code there (or in no app's folder) may read any app's table: a key it reads
/// keeps its findings. Only where the tables stand in two apps or more.
enum OtherProjectsKeys {
    /// `diagnostics` without the translation findings (``CheckRun/needlessForUnusedKeys``) of a table's keys that
    /// code of other apps reads, and no code of the table's app nor shared code does, where the table's app reads
    /// some key.
    static func filtered(_ diagnostics: [Diagnostic], references: [KeyReference], currentDirectory: String) -> [Diagnostic] {
        var apps = AppFolders()
        var tableApps: [String: String?] = [:]
        for diagnostic in diagnostics where diagnostic.key != nil && CheckRun.needlessForUnusedKeys.contains(diagnostic.ruleID) {
            let file = diagnostic.location.file
            if tableApps[file] == nil { tableApps[file] = apps.app(of: PathDisplay.absolute(file, from: currentDirectory)) }
        }
        let distinct = Set(tableApps.values.compactMap { $0 })
        guard distinct.count >= 2 else { return diagnostics }
        // Each key's readers' apps; nil for shared code.
        var readers: [String: Set<String?>] = [:]
        var readingApps: Set<String> = []
        var fileApps: [String: String?] = [:]
        for reference in references {
            let file = reference.location.file
            if fileApps[file] == nil { fileApps[file] = apps.app(of: PathDisplay.absolute(file, from: currentDirectory)) }
            let app = fileApps[file] ?? nil
            readers[reference.key, default: []].insert(app)
            if let app { readingApps.insert(app) }
        }
        return diagnostics.filter { diagnostic in
            guard let key = diagnostic.key, CheckRun.needlessForUnusedKeys.contains(diagnostic.ruleID),
                let app = tableApps[diagnostic.location.file] ?? nil, readingApps.contains(app),
                let read = readers[key], !read.isEmpty
            else { return true }
            return read.contains(nil) || read.contains(app)
        }
    }

    /// The nearest Xcode project's folder above a path, each folder looked at once.
    struct AppFolders {
        private var known: [String: String?] = [:]

        /// The folder of the nearest `.xcodeproj` above `path` (absolute), or nil: none, or a `Package.swift`
        /// before it.
        mutating func app(of path: String) -> String? {
            var folder = (path as NSString).deletingLastPathComponent
            var visited: [String] = []
            var found: String?? = nil
            while folder.count > 1 {
                if let answer = known[folder] {
                    found = answer
                    break
                }
                visited.append(folder)
                let names = DirectoryListing.names(of: folder) ?? []
                if names.contains("Package.swift") {
                    found = .some(nil)
                    break
                }
                if names.contains(where: { $0.hasSuffix(".xcodeproj") }) {
                    found = .some(folder)
                    break
                }
                folder = (folder as NSString).deletingLastPathComponent
            }
            let answer = found ?? nil
            for folder in visited { known[folder] = answer }
            return answer
        }
    }
}
