import Foundation
import L10nDiagnostics
import L10nFiles

/// A Swift file left behind when its code moved: two files of one name in one build target. The Swift compiler
/// refuses a module with two files of the same name (`filename "AddMemoViewController.swift" used twice`), so a
/// project that builds compiles one of them; the copy that localizes nothing, beside a twin that localizes, is the
/// one left behind (ExpenseHunter's `ViewController/Core/Add/AddMemoViewController.swift`, whose twin in
/// `ViewController/Add` says `NSLocalizedString("done", …)` where it says `"완료"`). Its text reaches nobody.
///
///     LeftoverCopies.filtered(diagnostics, localizingPaths: project.localizingPaths,
///                             targetFolders: options.targetFolders, currentDirectory: cwd)
///
/// A target is the nearest folder above both that holds an `Info.plist` (``AppBundles/targetFolders``); files in no
/// target, or in two targets (an app's and its extension's), are separate modules and may share a name. When both
/// copies localize, or neither, nothing tells which is built, and both keep their findings.
enum LeftoverCopies {
    /// `diagnostics` without the findings in Swift files that are leftover copies.
    static func filtered(
        _ diagnostics: [Diagnostic], localizingPaths: [String], targetFolders: [String], currentDirectory: String
    ) -> [Diagnostic] {
        let leftovers = leftoverFiles(
            findingFiles: Set(diagnostics.lazy.map(\.location.file).filter { $0.hasSuffix(".swift") }),
            localizingPaths: localizingPaths, targetFolders: targetFolders, currentDirectory: currentDirectory)
        guard !leftovers.isEmpty else { return diagnostics }
        return diagnostics.filter { !leftovers.contains($0.location.file) }
    }

    /// The files among `findingFiles` (as findings show them) that share their name with a file of
    /// `localizingPaths` in the same target, and do not localize themselves.
    static func leftoverFiles(
        findingFiles: Set<String>, localizingPaths: [String], targetFolders: [String], currentDirectory: String
    ) -> Set<String> {
        guard !findingFiles.isEmpty, !localizingPaths.isEmpty, !targetFolders.isEmpty else { return [] }
        let localizing = Set(localizingPaths.map { PathDisplay.absolute($0, from: currentDirectory) })
        var localizingByName: [String: [String]] = [:]
        for path in localizing { localizingByName[(path as NSString).lastPathComponent, default: []].append(path) }
        // The deepest target first: a file's target is the first that holds it.
        let targets = Set(targetFolders).sorted { $0.count > $1.count }
        func target(of path: String) -> String? { targets.first { path.hasPrefix($0 + "/") } }
        var leftovers: Set<String> = []
        for file in findingFiles {
            let absolute = PathDisplay.absolute(file, from: currentDirectory)
            guard !localizing.contains(absolute), let twins = localizingByName[(absolute as NSString).lastPathComponent],
                let own = target(of: absolute)
            else { continue }
            if twins.contains(where: { $0 != absolute && target(of: $0) == own }) { leftovers.insert(file) }
        }
        return leftovers
    }
}
