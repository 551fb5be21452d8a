import Foundation
import L10nDiagnostics
import L10nFiles

/// Swift files and Interface Builder documents an app's Xcode projects do not build: left in the folder after a
/// rewrite (PlutoPe's `PersonalInfoViewController.xib`, which no project names, beside the
/// `AdditionalPersonalInfoViewController.xib` it builds; AuroraEditor's acknowledgements window), their text shown
/// to nobody. Told by the `.xcodeproj` folders above the file (at most eight folders up), when they list their
/// files and none names it: a project whose folders Xcode 16 synchronizes builds every file in them, a folder with
/// a `Package.swift` is a package's, and a folder without a project (an XcodeGen or Tuist project generated at
/// build time) says nothing.
///
///     let unbuilt = UnbuiltFiles(currentDirectory: "/repo")
///     unbuilt.isUnbuilt("Plutope/Scenes/Card/PersonalInfoViewController.xib")   // true: no project names it
final class UnbuiltFiles {
    let currentDirectory: String
    /// What each folder's projects say, by absolute folder.
    private var projectOf: [String: Projects] = [:]
    /// Each project's file names, by the `.xcodeproj` folder's absolute path; nil when every file counts.
    private var projectNames: [String: ProjectNames?] = [:]

    init(currentDirectory: String) { self.currentDirectory = currentDirectory }

    /// `diagnostics` without the findings in Swift files and Interface Builder documents no project builds.
    static func filtered(_ diagnostics: [Diagnostic], currentDirectory: String) -> [Diagnostic] {
        let unbuilt = UnbuiltFiles(currentDirectory: currentDirectory)
        var known: [String: Bool] = [:]
        return diagnostics.filter { diagnostic in
            let file = diagnostic.location.file
            guard file.hasSuffix(".swift") || file.hasSuffix(".xib") || file.hasSuffix(".storyboard") else { return true }
            if let decided = known[file] { return !decided }
            let isUnbuilt = unbuilt.isUnbuilt(file)
            known[file] = isUnbuilt
            return !isUnbuilt
        }
    }

    /// Whether the projects above `path` list files of its kind and none names it.
    func isUnbuilt(_ path: String) -> Bool {
        let absolute = PathDisplay.absolute(path, from: currentDirectory)
        guard case .listed(let projects) = projects(from: (absolute as NSString).deletingLastPathComponent, depth: 0) else {
            return false
        }
        // Only projects that list files of its kind tell (one that names no Swift file builds its code elsewhere).
        let kind = (absolute as NSString).pathExtension
        let listing = projects.filter { $0.kinds.contains(kind) }
        let name = (absolute as NSString).lastPathComponent
        return !listing.isEmpty && !listing.contains { $0.names.contains(name) }
    }

    /// What the folders from `folder` up (eight at most) say of the files below them.
    enum Projects {
        /// Nothing: no project lists files there.
        case none
        /// A folder holds a `Package.swift` (a package builds its folders, whatever a UI-test project beside it
        /// lists: kaset's `KasetUITests.xcodeproj`), or a project synchronizes its folders: every file counts.
        case everyFile
        /// The projects found: a file any of them names is built (Windscribe's root project builds what
        /// `Windscribe/Windscribe.xcodeproj` does not list).
        case listed([ProjectNames])
    }

    private func projects(from folder: String, depth: Int) -> Projects {
        if let known = projectOf[folder] { return known }
        let result = readProjects(in: folder, depth: depth)
        projectOf[folder] = result
        return result
    }

    private func readProjects(in folder: String, depth: Int) -> Projects {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        if names.contains("Package.swift") { return .everyFile }
        var found: [ProjectNames] = []
        for project in names.filter({ $0.hasSuffix(".xcodeproj") }).sorted() {
            guard let listed = self.names(of: (folder as NSString).appendingPathComponent(project)) else { return .everyFile }
            found.append(listed)
        }
        let parent = (folder as NSString).deletingLastPathComponent
        guard depth < 8, parent != folder, !parent.isEmpty else { return found.isEmpty ? .none : .listed(found) }
        switch projects(from: parent, depth: depth + 1) {
        case .everyFile: return .everyFile
        case .listed(let above): return .listed(found + above)
        case .none: return found.isEmpty ? .none : .listed(found)
        }
    }

    /// A project's file names (from the old-style property list Xcode writes, or the XML one some tools convert it
    /// to), or nil when it cannot be read or synchronizes its folders.
    private func names(of project: String) -> ProjectNames? {
        if let known = projectNames[project] { return known }
        var result: ProjectNames?
        if let bytes = try? FileReader.read((project as NSString).appendingPathComponent("project.pbxproj")),
            bytes.firstRange(of: Array("PBXFileSystemSynchronizedRootGroup".utf8)) == nil
        {
            result = ProjectNames(bytes)
        }
        projectNames[project] = result
        return result
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
