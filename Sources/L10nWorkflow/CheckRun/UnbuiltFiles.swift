import Foundation
import L10nDiagnostics
import L10nFiles
import L10nSourceRules

/// Swift files, Interface Builder documents and strings tables an app's Xcode projects do not build: left in the
/// folder after a rewrite (PlutoPe's `PersonalInfoViewController.xib`, which no project names, beside the
/// `AdditionalPersonalInfoViewController.xib` it builds; AuroraEditor's acknowledgements window; facesofnaija's stale
/// `News_Feed` copies of the controllers it builds from `WoWonderiOS`; Skin's English copy in a top-level `ar.lproj`
/// beside the `sourcecode/ar.lproj` it builds), their text shown to nobody. Told by the `.xcodeproj` folders above
/// the file (at most eight folders up), when they list files of its kind and none lists its path
/// (``ProjectPaths``; by name when a project's paths cannot be placed, and then a strings table counts as built): a
/// project builds every file in the folders Xcode 16 synchronizes (all of them, when its paths cannot be placed), a folder with a `Package.swift` is a
/// package's, and a folder without a project (an XcodeGen or Tuist project generated at build time) says nothing.
///
///     let unbuilt = UnbuiltFiles(currentDirectory: "/repo")
///     unbuilt.isUnbuilt("Plutope/Scenes/Card/PersonalInfoViewController.xib")   // true: no project names it
///     unbuilt.isUnbuilt("ar.lproj/Localizable.strings")   // true: the project builds sourcecode/ar.lproj's
final class UnbuiltFiles {
    let currentDirectory: String
    /// What each folder's projects say, by absolute folder.
    private var projectOf: [String: Projects] = [:]
    /// Each project's files, by the `.xcodeproj` folder's absolute path; nil when every file counts.
    private var projectFiles: [String: ProjectFiles?] = [:]
    /// What ``isUnbuilt(_:)`` answered, by the path asked (a file's findings ask for it once each).
    private var answers: [String: Bool] = [:]

    init(currentDirectory: String) { self.currentDirectory = currentDirectory }

    /// The kinds of file decided: Swift files and Interface Builder documents by path or, when a project's paths cannot
    /// be placed, by name; strings tables by path alone.
    static let codeKinds: Set<String> = ["swift", "xib", "storyboard"]
    static let tableKinds: Set<String> = ["strings", "stringsdict", "xcstrings"]

    /// `diagnostics` without the findings in Swift files, Interface Builder documents and strings tables no project
    /// builds.
    static func filtered(_ diagnostics: [Diagnostic], currentDirectory: String) -> [Diagnostic] {
        filtered(diagnostics, unbuilt: UnbuiltFiles(currentDirectory: currentDirectory))
    }

    /// ``filtered(_:currentDirectory:)`` with `unbuilt`'s answers (some given already: ``UnbuiltFilesPrefetch``).
    static func filtered(_ diagnostics: [Diagnostic], unbuilt: UnbuiltFiles) -> [Diagnostic] {
        // A file's findings stand together: its kind and answer are worked out once for the run of them.
        var last: (file: String, kind: String, isUnbuilt: Bool)?
        return diagnostics.filter { diagnostic in
            let file = diagnostic.location.file
            let kind: String
            let isUnbuilt: Bool
            if let last, last.file == file {
                (kind, isUnbuilt) = (last.kind, last.isUnbuilt)
            } else {
                kind = (file as NSString).pathExtension
                isUnbuilt = (codeKinds.contains(kind) || tableKinds.contains(kind)) && unbuilt.isUnbuilt(file)
                last = (file, kind, isUnbuilt)
            }
            guard isUnbuilt else { return true }
            // An unused key is the key's in every language's copy of the table: the finding stands for the copies the
            // project builds (Beat's `MainMenu.strings`, built in Swedish and Finnish, not from `en.lproj`).
            return diagnostic.ruleID == UnusedKeyRule.description.id && tableKinds.contains(kind)
                && unbuilt.buildsACopy(of: file)
        }
    }

    /// Whether the project builds the table of this name in another language's folder beside `path`'s
    /// (`Beat/sv.lproj/MainMenu.strings` for `Beat/en.lproj/MainMenu.strings`).
    func buildsACopy(of path: String) -> Bool {
        let folder = (path as NSString).deletingLastPathComponent
        guard folder.hasSuffix(".lproj") else { return false }
        let parent = (folder as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let absolute = PathDisplay.absolute(parent.isEmpty ? "." : parent, from: currentDirectory)
        let folders = DirectoryListing.names(of: absolute) ?? []
        return folders.contains { other in
            guard other.hasSuffix(".lproj"), other != (folder as NSString).lastPathComponent else { return false }
            let copy = parent.isEmpty ? other + "/" + name : parent + "/" + other + "/" + name
            return FileManager.default.fileExists(atPath: PathDisplay.absolute(copy, from: currentDirectory)) && !isUnbuilt(copy)
        }
    }

    /// Whether ``filtered(_:unbuilt:)`` asks ``isUnbuilt(_:)`` of a file: a Swift file, an Interface Builder document
    /// or a strings table.
    static func isDecided(_ file: String) -> Bool {
        let kind = (file as NSString).pathExtension
        return codeKinds.contains(kind) || tableKinds.contains(kind)
    }

    /// Whether the projects above `path` list files of its kind and none builds it: none lists its path (or, for a
    /// project whose paths cannot be placed, its name; such a project keeps every strings table).
    func isUnbuilt(_ path: String) -> Bool {
        if let known = answers[path] { return known }
        let answer = decide(path)
        answers[path] = answer
        return answer
    }

    private func decide(_ path: String) -> Bool {
        let absolute = PathDisplay.absolute(path, from: currentDirectory)
        var found = projects(from: (absolute as NSString).deletingLastPathComponent, depth: 0)
        // A package builds the files in its targets' folders; a file beside them (Mastodon's
        // `Localization/StringsConvertor/input/*.lproj`, the Crowdin download a converter package reads) is the
        // projects' above it to build, or no one's.
        while case .package(let root, let targetFolders, let above) = found {
            if targetFolders.contains(where: { absolute.hasPrefix(root + "/" + $0 + "/") }) { return false }
            found = above
        }
        guard case .listed(let projects) = found else {
            return false
        }
        // Only projects that list files of its kind tell (one that names no Swift file builds its code elsewhere).
        let kind = (absolute as NSString).pathExtension
        var listed = false
        for project in projects {
            switch project.says(absolute, kind: kind) {
            case .builds: return false
            case .buildsNot: listed = true
            case .nothing: continue
            }
        }
        return listed
    }

    /// What the folders from `folder` up (eight at most) say of the files below them.
    enum Projects {
        /// Nothing: no project lists files there.
        case none
        /// A folder holds a `Package.swift` (a package builds its folders, whatever a UI-test project beside it
        /// lists: kaset's `KasetUITests.xcodeproj`), or a project synchronizes its folders: every file counts.
        case everyFile
        /// The projects found: a file any of them lists is built (Windscribe's root project builds what
        /// `Windscribe/Windscribe.xcodeproj` does not list).
        case listed([ProjectFiles])
        /// A package at the absolute `root` whose `Package.swift` names no folder of its own: it builds the files
        /// under its conventional target folders (`Sources`, `Tests`, `Plugins`); of any other file, `above` (the
        /// projects beside and above it) says.
        indirect case package(root: String, targetFolders: [String], above: Projects)
    }

    /// The folders a package builds, from its manifest's bytes: nil when the manifest names folders of its own
    /// (`path:`) or cannot be read, and then every file below it counts.
    static func conventionalTargetFolders(manifest: [UInt8]?) -> [String]? {
        guard let manifest, FoundationSearch.firstOffset(of: Array("path:".utf8), in: manifest, from: 0) == nil else { return nil }
        return ["Sources", "Tests", "Plugins"]
    }

    private func projects(from folder: String, depth: Int) -> Projects {
        if let known = projectOf[folder] { return known }
        let result = readProjects(in: folder, depth: depth)
        projectOf[folder] = result
        return result
    }

    private func readProjects(in folder: String, depth: Int) -> Projects {
        let names = DirectoryListing.names(of: folder) ?? []
        var packageFolders: [String]?
        if names.contains("Package.swift") {
            packageFolders = Self.conventionalTargetFolders(
                manifest: try? FileReader.read((folder as NSString).appendingPathComponent("Package.swift")))
            guard packageFolders != nil else { return .everyFile }
        }
        let rest = projectsBesideAndAbove(folder, names: names, depth: depth)
        if let packageFolders { return .package(root: folder, targetFolders: packageFolders, above: rest) }
        return rest
    }

    /// What the projects in `folder` (whose entries are `names`) and the folders above it say.
    private func projectsBesideAndAbove(_ folder: String, names: [String], depth: Int) -> Projects {
        var found: [ProjectFiles] = []
        for project in names.filter({ $0.hasSuffix(".xcodeproj") }).sorted() {
            guard let listed = files(of: project, in: folder) else { return .everyFile }
            found.append(listed)
        }
        let parent = (folder as NSString).deletingLastPathComponent
        guard depth < 8, parent != folder, !parent.isEmpty else { return found.isEmpty ? .none : .listed(found) }
        let above = projects(from: parent, depth: depth + 1)
        switch above {
        // A package's, as every file is: what it builds is decided by the file's place in it.
        case .everyFile, .package: return above
        case .listed(let above): return .listed(found + above)
        case .none: return found.isEmpty ? .none : .listed(found)
        }
    }

    /// A project's files (from the old-style property list Xcode writes, or the XML one some tools convert it to), or
    /// nil when it cannot be read, or synchronizes folders and its paths cannot be placed. Read once, when a finding
    /// lies below it.
    private func files(of project: String, in folder: String) -> ProjectFiles? {
        let path = (folder as NSString).appendingPathComponent(project)
        if let known = projectFiles[path] { return known }
        var result: ProjectFiles?
        if let bytes = try? FileReader.read((path as NSString).appendingPathComponent("project.pbxproj")) {
            result = ProjectFiles(bytes, in: folder)
            // Folders Xcode 16 synchronizes are placed with the project's paths; named alone, they are not there.
            if case .names? = result,
                FoundationSearch.firstOffset(of: Array(ProjectPaths.synchronizedFolder.utf8), in: bytes, from: 0) != nil
            {
                result = nil
            }
        }
        projectFiles[path] = result
        return result
    }

    /// What a project says of a file: its paths when they can be placed (``ProjectPaths``), else its names.
    enum ProjectFiles {
        case paths(ProjectPaths)
        case names(ProjectNames)

        /// The project in `bytes`, its `.xcodeproj` in `folder`.
        init(_ bytes: [UInt8], in folder: String) {
            if let list = ProjectPropertyList.parse(bytes), let paths = ProjectPaths(list, in: folder) {
                self = .paths(paths)
            } else {
                self = .names(ProjectNames(bytes))
            }
        }

        enum Verdict { case builds, buildsNot, nothing }

        /// Whether the project builds the file at the absolute `path` of this `kind`; nothing when it lists no file of
        /// the kind. By name, a strings table counts as built (a stray `ar.lproj` copy shares its table's name).
        func says(_ path: String, kind: String) -> Verdict {
            switch self {
            case .paths(let paths):
                guard paths.kinds.contains(kind.lowercased()) else { return .nothing }
                return paths.lists(path) ? .builds : .buildsNot
            case .names(let names):
                guard !UnbuiltFiles.tableKinds.contains(kind) else { return .builds }
                guard names.kinds.contains(kind) else { return .nothing }
                return names.names.contains((path as NSString).lastPathComponent) ? .builds : .buildsNot
            }
        }
    }

    /// The names of the Swift files and Interface Builder documents a project's text holds, read once: each name
    /// that ends in `.swift`, `.xib` or `.storyboard`, whole (`AdditionalPersonalInfoViewController.xib` does not
    /// name `PersonalInfoViewController.xib`), spaces and all (`/* Open Package Detail.swift in Sources */`).
    ///
    ///     ProjectNames(Array("A1 /* Info.xib in Resources */".utf8)).names   // ["Info.xib"]
    struct ProjectNames {
        /// The names, and for a name with spaces each of its ends after a space too (the safe side: named).
        private(set) var names: Set<String> = []
        /// The extensions of the names: the kinds of file the project lists.
        private(set) var kinds: Set<String> = []

        static let extensions = ["swift", "xib", "storyboard"].map { Array($0.utf8) }

        init(_ bytes: [UInt8]) {
            func isNameByte(_ byte: UInt8) -> Bool {
                (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F || byte == 0x2D
                    || byte == 0x2B || byte >= 0x80
            }
            let count = bytes.count
            var index = 0
            while let dot = bytes[index...].firstIndex(of: UInt8(ascii: ".")) {
                index = dot + 1
                guard let ext = Self.extensions.first(where: { ext in
                    let end = dot + 1 + ext.count
                    return bytes[(dot + 1)...].starts(with: ext) && (end == count || !isNameByte(bytes[end]))
                }) else { continue }
                // The name runs back over name bytes, dots and the spaces inside a quoted or commented name.
                var start = dot
                while start > 0, isNameByte(bytes[start - 1]) || bytes[start - 1] == UInt8(ascii: ".") || bytes[start - 1] == UInt8(ascii: " ") {
                    start -= 1
                }
                while start < dot, bytes[start] == UInt8(ascii: " ") { start += 1 }
                guard start < dot else { continue }
                let end = dot + 1 + ext.count
                kinds.insert(String(decoding: ext, as: UTF8.self))
                names.insert(String(decoding: bytes[start..<end], as: UTF8.self))
                for space in start..<dot where bytes[space] == UInt8(ascii: " ") {
                    names.insert(String(decoding: bytes[(space + 1)..<end], as: UTF8.self))
                }
            }
        }
    }
}
