import Foundation
import L10nDiagnostics
import L10nFiles
import L10nSourceRules

/// Apps of an Xcode project that bundle no strings table and no String Catalog, beside a target that does: a second
/// app built from the same project (Planet's `Croptop`, a lighter app beside the localized `Planet`), whose text
/// shows as written in every language because no table ships with it — the team ships that app in English. Its Swift
/// files' `hardcoded-string` and `string-concatenation` findings are no gap in the localized app: they go.
///
/// Read from the `.xcodeproj` folders beside and above each finding's file: each target's Sources
/// and Resources build phases, and the targets it depends on. A file a target with tables compiles (the code both
/// apps share) keeps its findings, and so does a file only extensions or frameworks compile (a widget nobody
/// localized is ``TargetsLeftInEnglish``'s decision). The safe side: a target whose folders Xcode 16 synchronizes
/// (its resources are not listed), that bundles a folder reference, or that depends on a target with tables counts
/// as bundling tables; `InfoPlist.strings` alone localizes no screen.
///
///     // Planet.xcodeproj: target 'Planet' (application) bundles Localizable.strings and compiles Planet/…;
///     // target 'Croptop' (application) bundles none and compiles PlanetLite/…
///     UnlocalizedApps.filtered(findings, currentDirectory: "/repo")
///     // PlanetLite/AppSidebarItemView.swift's hardcoded 'Open Template in Terminal' goes; Planet/…'s stay
enum UnlocalizedApps {
    /// The rules whose findings say a text is not localized: moot in an app that ships no table.
    static let rules: Set<String> = [HardcodedStringRule.description.id, StringConcatenationRule.description.id]
    static let tableExtensions: Set<String> = ["strings", "stringsdict", "xcstrings"]
    static let applicationType = "com.apple.product-type.application"

    /// `diagnostics` without the findings of ``rules`` in Swift files only application targets without tables compile.
    static func filtered(_ diagnostics: [Diagnostic], currentDirectory: String) -> [Diagnostic] {
        split(diagnostics, currentDirectory: currentDirectory).kept
    }

    /// ``filtered(_:currentDirectory:)``'s findings, and the number of hardcoded strings that went (a unit's counted
    /// one by one, as ``HardcodedTextPractice`` counts them).
    static func split(_ diagnostics: [Diagnostic], currentDirectory: String) -> (kept: [Diagnostic], goneStrings: Int) {
        guard diagnostics.contains(where: { rules.contains($0.ruleID) && $0.location.file.hasSuffix(".swift") }) else {
            return (diagnostics, 0)
        }
        var reader = Reader()
        var answers: [String: Bool] = [:]
        var gone = 0
        let kept = diagnostics.filter { diagnostic in
            let file = diagnostic.location.file
            guard rules.contains(diagnostic.ruleID), file.hasSuffix(".swift") else { return true }
            let answer: Bool
            if let known = answers[file] {
                answer = known
            } else {
                answer = reader.isInUnlocalizedApp(PathDisplay.absolute(file, from: currentDirectory))
                answers[file] = answer
            }
            if answer, diagnostic.ruleID == HardcodedStringRule.description.id { gone += max(1, diagnostic.related.count) }
            return !answer
        }
        return (kept, gone)
    }

    /// The projects above the files asked, each read once, and each folder's projects and those above it.
    struct Reader {
        private var projectsOf: [String: [String]] = [:]
        private var read: [String: Project?] = [:]
        private var above: [String: [Project]] = [:]

        /// Whether some project in `path`'s folder or above it (absolute) compiles it only in application targets
        /// without tables, and none compiles it in a target with tables.
        mutating func isInUnlocalizedApp(_ path: String) -> Bool {
            guard let folder = Self.parent(path) else { return false }
            let key = ProjectPaths.key(path)
            var unlocalized = false
            for project in projects(from: folder) {
                if project.localizedFiles.contains(key) { return false }
                if project.unlocalizedFiles.contains(key) { unlocalized = true }
            }
            return unlocalized
        }

        /// The projects readable in `folder` and in every folder above it, the nearest first.
        private mutating func projects(from folder: String) -> [Project] {
            if let known = above[folder] { return known }
            var found = projects(in: folder).compactMap { project($0, in: folder) }
            if let parent = Self.parent(folder) { found += projects(from: parent) }
            above[folder] = found
            return found
        }

        /// The folder of `path`, on its bytes (no Foundation path handling for every folder of every file asked); nil
        /// for the root.
        static func parent(_ path: String) -> String? {
            guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return nil }
            if slash == path.utf8.startIndex { return path.utf8.count > 1 ? "/" : nil }
            return String(path[..<slash])
        }

        private mutating func projects(in folder: String) -> [String] {
            if let known = projectsOf[folder] { return known }
            let found = (DirectoryListing.names(of: folder) ?? []).filter { $0.hasSuffix(".xcodeproj") }.sorted()
            projectsOf[folder] = found
            return found
        }

        private mutating func project(_ name: String, in folder: String) -> Project? {
            let path = folder == "/" ? "/" + name : folder + "/" + name
            if let known = read[path] { return known }
            let bytes = try? FileReader.read(path + "/project.pbxproj")
            let project = bytes.flatMap { Project($0, in: folder) }
            read[path] = project
            return project
        }
    }

    /// What one project says: the Swift files (as ``ProjectPaths/key(_:)`` spells them) targets with tables compile,
    /// and those application targets without tables compile.
    struct Project {
        var localizedFiles: Set<String> = []
        var unlocalizedFiles: Set<String> = []

        /// nil when the project cannot be read, its paths cannot be placed, or no target of it bundles tables (an
        /// app in English alone is no second app beside a localized one).
        init?(_ bytes: [UInt8], in folder: String) {
            guard let list = ProjectPropertyList.parse(bytes), let paths = ProjectPaths(list, in: folder),
                let objects = list["objects"]?.dictionary
            else { return nil }
            struct Target {
                var isApplication: Bool
                var bundlesTables: Bool
                var sources: [String]
                var dependencies: [String]
            }
            var targets: [String: Target] = [:]
            for (id, value) in objects {
                guard let object = value.dictionary, object["isa"]?.string == "PBXNativeTarget" else { continue }
                var target = Target(
                    isApplication: object["productType"]?.string == UnlocalizedApps.applicationType,
                    // Folders Xcode 16 synchronizes list no resource: the safe side.
                    bundlesTables: !(object["fileSystemSynchronizedGroups"]?.array?.isEmpty ?? true),
                    sources: [], dependencies: [])
                for phaseID in object["buildPhases"]?.array ?? [] {
                    guard let phase = phaseID.string.flatMap({ objects[$0]?.dictionary }) else { continue }
                    let kind = phase["isa"]?.string
                    guard kind == "PBXSourcesBuildPhase" || kind == "PBXResourcesBuildPhase" else { continue }
                    for fileID in phase["files"]?.array ?? [] {
                        guard let buildFile = fileID.string.flatMap({ objects[$0]?.dictionary }),
                            let reference = buildFile["fileRef"]?.string
                        else { continue }
                        if kind == "PBXSourcesBuildPhase" {
                            target.sources += paths.pathsOfReference[reference] ?? []
                        } else if let referenced = objects[reference]?.dictionary, Self.isTable(referenced, in: objects) {
                            target.bundlesTables = true
                        }
                    }
                }
                for dependencyID in object["dependencies"]?.array ?? [] {
                    if let dependency = dependencyID.string.flatMap({ objects[$0]?.dictionary }),
                        let dependedOn = dependency["target"]?.string
                    {
                        target.dependencies.append(dependedOn)
                    }
                }
                targets[id] = target
            }
            guard targets.values.contains(where: \.bundlesTables) else { return nil }
            for target in targets.values {
                let localized = target.bundlesTables || target.dependencies.contains { targets[$0]?.bundlesTables == true }
                if localized || !target.isApplication {
                    localizedFiles.formUnion(target.sources)
                } else {
                    unlocalizedFiles.formUnion(target.sources)
                }
            }
            unlocalizedFiles.subtract(localizedFiles)
        }

        /// Whether a resource is a strings table or a String Catalog that localizes screens (not `InfoPlist.strings`,
        /// which names the app alone): a file reference, or the variant group of a table's or an Interface Builder
        /// document's languages (`Main.storyboard` with `de.lproj/Main.strings`).
        static func isTable(_ object: [String: ProjectPropertyList], in objects: [String: ProjectPropertyList]) -> Bool {
            // A folder reference may hold `.lproj` folders: the safe side.
            if object["lastKnownFileType"]?.string == "folder" { return true }
            if object["isa"]?.string == "PBXVariantGroup" {
                return (object["children"]?.array ?? []).contains { child in
                    child.string.flatMap { objects[$0]?.dictionary }.map { isTableFile($0) } ?? false
                }
            }
            return isTableFile(object)
        }

        /// Whether a file reference's path or name is a table's other than `InfoPlist`'s.
        private static func isTableFile(_ object: [String: ProjectPropertyList]) -> Bool {
            [object["path"]?.string, object["name"]?.string].contains { written in
                guard let written else { return false }
                let name = (written as NSString).lastPathComponent
                return UnlocalizedApps.tableExtensions.contains((name as NSString).pathExtension.lowercased())
                    && (name as NSString).deletingPathExtension.lowercased() != "infoplist"
            }
        }
    }
}
