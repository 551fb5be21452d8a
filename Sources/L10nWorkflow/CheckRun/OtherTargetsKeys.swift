import Foundation
import L10nDiagnostics
import L10nFiles
import L10nSourceParsing

/// Keys of an extension's copy of a table that only the app's code reads: a widget, a watch complication or an
/// intent extension keeps its own `Localizable.strings` (its bundle reads no other), often a copy of the app's,
/// while only the app's code names most of its keys (ProProthese's watch complication table holds the app's
/// maintenance reminders, which only the iPhone app shows from its own table). Such a key reaches no one through
/// the extension's copy, so that copy's translation findings are noise.
///
/// A `.strings` table's folder (the one holding its `.lproj` folders) is an extension's when another table of the
/// same name stands in a folder above it (the app's). Its code is what lies under the nearest folder, from the
/// table's up to (not including) the app's table's, that holds a Swift file naming some key. A key that code names
/// nowhere, while other code does, keeps no translation finding in that copy. (A key no code names at all is
/// `unused-key`'s.)
enum OtherTargetsKeys {
    /// `diagnostics` without the translation findings (``CheckRun/needlessForUnusedKeys``) of an extension's table
    /// copy whose keys only code outside the extension reads.
    static func filtered(_ diagnostics: [Diagnostic], references: [KeyReference], currentDirectory: String) -> [Diagnostic] {
        // Each table file with such findings, and the extension's code folder when it is an extension's copy.
        var scopes: [String: String?] = [:]
        var referenceFolders: Set<String>?
        for diagnostic in diagnostics where diagnostic.key != nil && CheckRun.needlessForUnusedKeys.contains(diagnostic.ruleID) {
            let file = diagnostic.location.file
            guard scopes[file] == nil, file.hasSuffix(".strings") else { continue }
            if referenceFolders == nil { referenceFolders = folders(holding: references, currentDirectory: currentDirectory) }
            scopes[file] = extensionScope(of: PathDisplay.absolute(file, from: currentDirectory), referenceFolders: referenceFolders!)
        }
        guard scopes.values.contains(where: { $0 != nil }) else { return diagnostics }
        // Each key's readers' files, absolute.
        var readers: [String: [String]] = [:]
        for reference in references {
            readers[reference.key, default: []].append(PathDisplay.absolute(reference.location.file, from: currentDirectory))
        }
        return diagnostics.filter { diagnostic in
            guard let key = diagnostic.key, CheckRun.needlessForUnusedKeys.contains(diagnostic.ruleID),
                let scope = scopes[diagnostic.location.file] ?? nil, let read = readers[key], !read.isEmpty
            else { return true }
            return read.contains { $0.hasPrefix(scope + "/") }
        }
    }

    /// Every folder above a file that names a key, absolute.
    static func folders(holding references: [KeyReference], currentDirectory: String) -> Set<String> {
        var files: Set<String> = []
        for reference in references { files.insert(reference.location.file) }
        var folders: Set<String> = []
        for file in files {
            var folder = (PathDisplay.absolute(file, from: currentDirectory) as NSString).deletingLastPathComponent
            while folder.count > 1, folders.insert(folder).inserted { folder = (folder as NSString).deletingLastPathComponent }
        }
        return folders
    }

    /// The extension's code folder of the table at `path` (absolute, `…/<folder>/xx.lproj/Name.strings`): nil unless
    /// a folder above the table's holds a table of that name (`…/yy.lproj/Name.strings`), and some folder between
    /// them (the table's included) holds code that names a key.
    static func extensionScope(of path: String, referenceFolders: Set<String>) -> String? {
        let lproj = (path as NSString).deletingLastPathComponent
        guard lproj.hasSuffix(".lproj") else { return nil }
        let tableFolder = (lproj as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        // The folders above the table's, nearest first, up to the app's copy.
        var between = [tableFolder]
        var folder = (tableFolder as NSString).deletingLastPathComponent
        var appFolder: String?
        while folder.count > 1 {
            if holdsTable(named: name, in: folder) {
                appFolder = folder
                break
            }
            between.append(folder)
            folder = (folder as NSString).deletingLastPathComponent
        }
        guard appFolder != nil else { return nil }
        return between.first(where: referenceFolders.contains)
    }

    /// Whether some `.lproj` folder right inside `folder` holds a table file named `name`.
    private static func holdsTable(named name: String, in folder: String) -> Bool {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return false }
        return entries.contains { entry in
            entry.hasSuffix(".lproj") && FileManager.default.fileExists(atPath: folder + "/" + entry + "/" + name)
        }
    }
}
