import Foundation
import L10nFiles
import L10nSourceRules

extension CheckRun {
    /// The folders whose Swift files the project index reads as the project's dependencies (declarations only:
    /// never linted, never reported), as shown to the user:
    ///
    /// - each folder of the configuration's `dependencies`: a package's checkout, or a folder holding a
    ///   `checkouts` folder (Xcode's `SourcePackages`), whose every checkout is read;
    /// - found without configuration: every checkout in `.build/checkouts` (SwiftPM) and `SourcePackages/checkouts`
    ///   (`xcodebuild -clonedSourcePackagesDirPath SourcePackages`) in the configuration's folder (else the current
    ///   folder) and in each folder given as a path.
    ///
    ///     CheckRun.dependencyFolders(for: request)
    ///     // [".build/checkouts/FancyKit", ".build/checkouts/LaunchAtLogin"]
    public static func dependencyFolders(for request: CheckRequest) -> [String] {
        let cwd = request.currentDirectory
        var bases = [request.configuration.baseDirectory ?? cwd]
        for path in request.paths where isFolder(PathDisplay.absolute(path, from: cwd)) {
            bases.append(PathDisplay.absolute(path, from: cwd))
        }
        var folders: [String] = []
        for folder in resolved(request.configuration.dependencies, request) {
            let absolute = PathDisplay.absolute(folder, from: cwd)
            let checkouts = absolute + "/checkouts"
            folders += isFolder(checkouts) ? subfolders(of: checkouts) : [absolute]
        }
        for base in bases {
            for checkouts in [base + "/.build/checkouts", base + "/SourcePackages/checkouts"] where isFolder(checkouts) {
                folders += subfolders(of: checkouts)
            }
        }
        var seen = Set<String>()
        return folders.filter { seen.insert($0).inserted }.map { PathDisplay.shown($0, from: cwd) }
    }

    /// The Swift files of ``dependencyFolders(for:)``, opened from the current folder: not tests (`Tests/`,
    /// `*Tests.swift`) and not examples, demos or benchmarks, which no app sees.
    static func dependencyFiles(for request: CheckRequest) -> [String] {
        let folders = dependencyFolders(for: request).map { PathDisplay.absolute($0, from: request.currentDirectory) }
        guard !folders.isEmpty else { return [] }
        var files: [String] = []
        FileFinder(fileExtension: "swift").walk(folders) { path in
            if !SourceLinter.isTestFile(path), !isExampleFile(path) { files.append(path) }
        }
        return FileFinder.sortedAndUnique(files)
    }

    /// Whether a dependency's file sits in a folder of examples, demos or benchmarks.
    static func isExampleFile(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { component in
            ["Example", "Examples", "Demo", "Demos", "Benchmarks", "Samples", "Playgrounds"].contains(String(component))
        }
    }

    /// Whether `path` is a folder.
    static func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }

    /// The folders directly in `path`, sorted (hidden ones left out).
    private static func subfolders(of path: String) -> [String] {
        let names = DirectoryListing.names(of: path) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { path + "/" + $0 }.filter(isFolder)
    }
}
