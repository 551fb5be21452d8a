import Foundation
import L10nFiles

/// Which legacy files the Xcode project builds: Xcode's migration takes only the files of the table's variant
/// group, so a `zh-TW.lproj/Localizable.strings` left on disk but not in the project is not migrated (as in
/// Meshtastic's migration, docs/migrate.md).
///
///     let membership = XcodeProjectMembership(near: "/repo/App")   // reads /repo/App.xcodeproj/project.pbxproj
///     membership.contains("/repo/App/de.lproj/Localizable.strings")   // true when the project names it
///
/// Without a project above the table (eight levels at most), or with a project whose folders Xcode 16
/// synchronizes (`PBXFileSystemSynchronizedRootGroup`: every file on disk is built), every file counts.
package struct XcodeProjectMembership {
    /// The project files' text, or nil when every file counts.
    private var projects: [FoundationSearch]?

    package init(near folder: String) {
        var current = folder
        for _ in 0..<9 {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []).sorted()
            let found = names.filter { $0.hasSuffix(".xcodeproj") }.compactMap { name -> String? in
                let path = ((current as NSString).appendingPathComponent(name) as NSString).appendingPathComponent("project.pbxproj")
                return try? String(contentsOfFile: path, encoding: .utf8)
            }
            if !found.isEmpty {
                let texts = found.map(FoundationSearch.init)
                projects = texts.contains { $0.contains("PBXFileSystemSynchronizedRootGroup") } ? nil : texts
                return
            }
            if names.contains("Package.swift") { return }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { return }
            current = parent
        }
    }

    /// Whether a project was read whose files are listed (not every file counts).
    package var listsFiles: Bool { projects != nil }

    /// Whether the project names a file of this name (`InfoPlist.xcstrings`); true when every file counts.
    package func names(fileNamed name: String) -> Bool {
        guard let projects else { return true }
        return projects.contains { $0.contains(name) }
    }

    /// Whether the project names the file (`de.lproj/Localizable.strings` in a file reference).
    package func contains(_ path: String) -> Bool {
        guard let projects else { return true }
        let components = path.split(separator: "/")
        guard components.count >= 2 else { return true }
        let name = components.suffix(2).joined(separator: "/")
        return projects.contains { $0.contains(name) }
    }
}
