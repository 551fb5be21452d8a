import Foundation

/// The files an Xcode project lists, by path: its groups walked from the project's main group, each file
/// reference's `path` joined to the folder its `sourceTree` names. A name alone misses a stale copy: facesofnaija
/// builds `WoWonderiOS/.../ViewController.swift`, not the `News_Feed/.../ViewController.swift` beside it; Skin builds
/// `sourcecode/ar.lproj/Localizable.strings`, not the English copy in a top-level `ar.lproj`.
///
///     // mainGroup = G1; G1 = {isa = PBXGroup; children = (G2, V1); sourceTree = "<group>"; };
///     // G2 = {isa = PBXGroup; children = (F1); path = App; sourceTree = "<group>"; };
///     // F1 = {isa = PBXFileReference; path = Home.swift; sourceTree = "<group>"; };
///     // V1 = {isa = PBXVariantGroup; children = (F2); name = Localizable.strings; sourceTree = "<group>"; };
///     // F2 = {isa = PBXFileReference; name = ar; path = ar.lproj/Localizable.strings; sourceTree = "<group>"; };
///     let paths = ProjectPaths(project, in: "/repo")!
///     paths.lists("/repo/App/Home.swift")                 // true
///     paths.lists("/repo/Old/Home.swift")                 // false: a stale copy
///     paths.lists("/repo/ar.lproj/Localizable.strings")   // true
///
/// Where the paths go: `<group>` is below the parent group's folder (a group without `path`, such as a variant
/// group or one with a `name` alone, is its parent's folder), `SOURCE_ROOT` below the project's folder (the one
/// holding the `.xcodeproj`, moved by `projectDirPath`), `<absolute>` from the root. The safe side, where the project
/// is unsure: a file reference whose path cannot be placed (another tree: `BUILT_PRODUCTS_DIR`, `SDKROOT`; a
/// reference in no group) leaves its name listed, and so does one whose path names no file here (a project gone
/// stale, an absolute path on the author's disk): a file of that name counts as listed. A file reference's path
/// covers every file below it: a folder reference (`lastKnownFileType = folder`), a `Settings.bundle`, a folder Xcode 16
/// synchronizes (`PBXFileSystemSynchronizedRootGroup`, beside groups listed file by file: dashwallet's `ScrollViews`);
/// not a local package's folder, whose own manifest says what it builds.
struct ProjectPaths {
    /// Each file reference's path, as ``key(_:)`` spells it.
    private(set) var paths: Set<String> = []
    /// The paths by file name (as ``key(_:)`` spells it), as found: for the files the project names but cannot find.
    private(set) var pathsByName: [String: [String]] = [:]
    /// The names of the file references whose path could not be placed (as ``key(_:)`` spells them).
    private(set) var unplacedNames: Set<String> = []
    /// The extensions of every file reference (`swift`, `strings`): the kinds of file the project lists.
    private(set) var kinds: Set<String> = []
    /// Each placed file reference's paths (as ``key(_:)`` spells them), by its object id: what a build phase's
    /// files are (``UnlocalizedApps``).
    private(set) var pathsOfReference: [String: [String]] = [:]

    static let groupKinds: Set<String> = ["PBXGroup", "PBXVariantGroup", "XCVersionGroup"]
    /// The kind of a folder Xcode 16 synchronizes: the project builds every file in it, listed or not.
    static let synchronizedFolder = "PBXFileSystemSynchronizedRootGroup"
    /// The source trees that mean the project's folder (Xcode writes `SOURCE_ROOT`; generators may write the others).
    static let projectTrees: Set<String> = ["SOURCE_ROOT", "SRCROOT", "PROJECT_DIR"]

    /// The paths of the project whose property list is `list`, its `.xcodeproj` in `folder`; nil when they cannot be
    /// placed (no root object or main group, a `projectDirPath` on the author's disk).
    init?(_ list: ProjectPropertyList, in folder: String) {
        guard let objects = list["objects"]?.dictionary else { return nil }
        let project: [String: ProjectPropertyList]?
        if let root = list["rootObject"]?.string {
            project = objects[root]?.dictionary
        } else {
            let projects = objects.values.compactMap(\.dictionary).filter { $0["isa"]?.string == "PBXProject" }
            project = projects.count == 1 ? projects[0] : nil
        }
        guard let project, project["isa"]?.string == "PBXProject", let mainGroup = project["mainGroup"]?.string,
            objects[mainGroup]?.dictionary != nil
        else { return nil }
        var roots = [folder]
        if let directory = project["projectDirPath"]?.string, !directory.isEmpty {
            guard !directory.hasPrefix("/") else { return nil }
            // Xcode's project folder moves with `projectDirPath`; the folder holding the `.xcodeproj` is kept too (the
            // safe side: more paths listed).
            roots.insert(Self.joined(folder, directory), at: 0)
        }

        var placed: Set<String> = []
        var walked: Set<String> = []
        func walk(_ id: String, parent: [String]?) {
            guard let object = objects[id]?.dictionary, let isa = object["isa"]?.string else { return }
            let isGroup = Self.groupKinds.contains(isa)
            // A folder Xcode 16 synchronizes is listed as a folder reference is: every file below it is built.
            guard isGroup || isa == "PBXFileReference" || isa == Self.synchronizedFolder else { return }
            // A file reference without a path is found at its name.
            let path = object["path"]?.string ?? (isGroup ? nil : object["name"]?.string)
            let folders: [String]?
            switch object["sourceTree"]?.string ?? "<group>" {
            case "<group>": folders = parent
            case let tree where Self.projectTrees.contains(tree): folders = roots
            case "<absolute>": folders = path?.hasPrefix("/") == true ? ["/"] : nil
            default: folders = nil
            }
            let here = folders.map { $0.map { base in path.map { Self.joined(base, $0) } ?? base } }
            if isGroup {
                // Each group once: a group among its own children is no tree.
                guard walked.insert(id).inserted else { return }
                for child in object["children"]?.array ?? [] {
                    if let child = child.string { walk(child, parent: here) }
                }
            } else {
                placed.insert(id)
                // A local package the project shows (`lastKnownFileType = wrapper`, a folder with a `Package.swift`):
                // the package says which of its files it builds (``UnbuiltFiles``), not the reference.
                if object["lastKnownFileType"]?.string == "wrapper", let here, !here.isEmpty,
                    here.allSatisfy({ FileManager.default.fileExists(atPath: Self.joined($0, "Package.swift")) })
                {
                    return
                }
                add(name: object["name"]?.string, path: path, at: here)
                if let here, path?.isEmpty == false { pathsOfReference[id] = here.map(Self.key) }
            }
        }
        walk(mainGroup, parent: roots)
        // A file reference in no group: where Xcode would look for it is unknown.
        for (id, object) in objects where !placed.contains(id) {
            guard let object = object.dictionary, object["isa"]?.string == "PBXFileReference" else { continue }
            add(name: object["name"]?.string, path: object["path"]?.string, at: nil)
        }
    }

    /// Lists a file reference: at its paths when placed, else by its name and the last part of its path.
    private mutating func add(name: String?, path: String?, at placedPaths: [String]?) {
        let fileName = path.map { ($0 as NSString).lastPathComponent }
        let names = [fileName, name].compactMap { $0 }.filter { !$0.isEmpty }
        for ext in names.map({ ($0 as NSString).pathExtension }) where !ext.isEmpty { kinds.insert(ext.lowercased()) }
        guard let placedPaths, !placedPaths.isEmpty, path?.isEmpty == false else {
            unplacedNames.formUnion(names.map(Self.key))
            return
        }
        for placed in placedPaths {
            paths.insert(Self.key(placed))
            pathsByName[Self.key((placed as NSString).lastPathComponent), default: []].append(placed)
        }
    }

    /// Whether the project lists the file at the absolute `path`: at that path or a folder above it, or
    /// by a name it could not place or a path where no file is.
    func lists(_ path: String) -> Bool {
        var current = Self.key(Self.joined("/", path))
        while !current.isEmpty {
            if paths.contains(current) { return true }
            guard let slash = current.lastIndex(of: "/") else { break }
            current = String(current[..<slash])
        }
        let name = Self.key((path as NSString).lastPathComponent)
        if unplacedNames.contains(name) { return true }
        return (pathsByName[name] ?? []).contains { !FileManager.default.fileExists(atPath: $0) }
    }

    /// `path` as paths are compared: lowercased and composed (the Mac's disks ignore case and normalization), no
    /// trailing slash.
    static func key(_ path: String) -> String {
        var text = path.lowercased()
        if text.utf8.contains(where: { $0 >= 0x80 }) { text = text.precomposedStringWithCanonicalMapping }
        while text.count > 1, text.hasSuffix("/") { text.removeLast() }
        return text
    }

    /// `path` below `folder`, standardized: `.` and empty parts dropped, `..` taking the part before it away.
    ///
    ///     ProjectPaths.joined("/repo/App", "../Shared/./L.strings")   // "/repo/Shared/L.strings"
    static func joined(_ folder: String, _ path: String) -> String {
        var parts: [Substring] = []
        let whole = path.hasPrefix("/") ? path : folder + "/" + path
        for part in whole.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
