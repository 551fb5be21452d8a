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
    /// Each project's text, by the `.xcodeproj` folder's absolute path.
    private var projectTexts: [String: [UInt8]?] = [:]

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

    /// Whether the project above `path` lists its files and names none of this file's name.
    func isUnbuilt(_ path: String) -> Bool {
        let absolute = PathDisplay.absolute(path, from: currentDirectory)
        let name = Array((absolute as NSString).lastPathComponent.utf8)
        guard let projects = project(above: (absolute as NSString).deletingLastPathComponent, depth: 0) else { return false }
        // Only projects that list files of its kind tell (one that names no Swift file builds its code elsewhere).
        let kind = Array(("." + (absolute as NSString).pathExtension).utf8)
        let listing = projects.filter { $0.firstRange(of: kind) != nil }
        return !listing.isEmpty && !listing.contains { Self.names(name, in: $0) }
    }

    /// What the folders from `folder` up (eight at most) say of the files below them.
    enum Projects {
        /// Nothing: no project lists files there.
        case none
        /// A folder holds a `Package.swift` (a package builds its folders, whatever a UI-test project beside it
        /// lists: kaset's `KasetUITests.xcodeproj`), or a project synchronizes its folders: every file counts.
        case everyFile
        /// The texts of the projects found: a file any of them names is built (Windscribe's root project builds
        /// what `Windscribe/Windscribe.xcodeproj` does not list).
        case listed([[UInt8]])
    }

    /// The texts of the projects in `folder` and above, or nil when every file counts or none lists files.
    private func project(above folder: String, depth: Int) -> [[UInt8]]? {
        if case .listed(let texts) = projects(from: folder, depth: depth) { return texts }
        return nil
    }

    private func projects(from folder: String, depth: Int) -> Projects {
        if let known = projectOf[folder] { return known }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var result = Projects.none
        if names.contains("Package.swift") {
            result = .everyFile
        } else {
            var texts: [[UInt8]] = []
            var everyFile = false
            for project in names.filter({ $0.hasSuffix(".xcodeproj") }).sorted() {
                guard let text = projectText(of: (folder as NSString).appendingPathComponent(project)) else {
                    everyFile = true
                    break
                }
                texts.append(text)
            }
            let parent = (folder as NSString).deletingLastPathComponent
            let above = depth < 8 && parent != folder && !parent.isEmpty ? projects(from: parent, depth: depth + 1) : .none
            switch above {
            case _ where everyFile: result = .everyFile
            case .everyFile: result = .everyFile
            case .listed(let more): result = .listed(texts + more)
            case .none: result = texts.isEmpty ? .none : .listed(texts)
            }
        }
        projectOf[folder] = result
        return result
    }

    /// A project file's bytes (the old-style property list Xcode writes, or the XML one some tools convert it to),
    /// or nil when it cannot be read or synchronizes its folders.
    private func projectText(of project: String) -> [UInt8]? {
        if let known = projectTexts[project] { return known }
        var result: [UInt8]?
        if let bytes = try? FileReader.read((project as NSString).appendingPathComponent("project.pbxproj")),
            bytes.firstRange(of: Array("PBXFileSystemSynchronizedRootGroup".utf8)) == nil
        {
            result = bytes
        }
        projectTexts[project] = result
        return result
    }

    /// Whether `text` holds `name` as a whole name: not inside a longer one (`AdditionalPersonalInfoViewController.xib`
    /// does not name `PersonalInfoViewController.xib`).
    ///
    ///     UnbuiltFiles.names(Array("Info.xib".utf8), in: Array("/* Info.xib in Resources */".utf8))   // true
    ///     UnbuiltFiles.names(Array("Info.xib".utf8), in: Array("<string>MyInfo.xib</string>".utf8))   // false
    static func names(_ name: [UInt8], in text: [UInt8]) -> Bool {
        func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F || byte == 0x2D
                || byte == 0x2B || byte >= 0x80
        }
        var from = text.startIndex
        while let found = text[from...].firstRange(of: name) {
            let before = found.lowerBound > text.startIndex ? text[found.lowerBound - 1] : 0x20
            let after = found.upperBound < text.endIndex ? text[found.upperBound] : 0x20
            if !isNameByte(before), before != UInt8(ascii: "."), !isNameByte(after) { return true }
            from = found.lowerBound + 1
        }
        return false
    }
}
