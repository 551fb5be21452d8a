import Foundation
import L10nCatalogChecks
import L10nFiles
import L10nWorkflow
import Testing

/// `exclude` globs see catalog and Swift paths alike: relative to the configuration's folder, whatever folder is
/// searched and whatever the current folder is.
@Suite struct CheckRunExcludeTests {
    static let files = [
        "App/Sources/HomeView.swift", "App/Sources/Legacy/OldView.swift", "App/Sources/Feature/Generated/Strings.swift",
        "App/Resources/Localizable.xcstrings", "App/Resources/Legacy/Old.xcstrings",
        "App/Resources/Feature/Generated/Generated.xcstrings", "Tools/Script.swift",
    ]

    func folder() throws -> CheckRunTests.Folder {
        let folder = try CheckRunTests.Folder()
        for file in Self.files {
            _ = try folder.write(file.hasSuffix(".swift") ? "let x = 1\n" : CheckFixtures.restaurants, file)
        }
        return folder
    }

    func configuration(_ folder: CheckRunTests.Folder, sources: [String] = [], catalogs: [String] = []) -> L10nConfiguration {
        L10nConfiguration(
            catalogs: catalogs, sources: sources,
            exclude: ["App/Sources/Legacy/**", "App/Resources/Legacy/**", "**/Generated/**"],
            file: folder.path + "/.l10n.json", baseDirectory: folder.path)
    }

    func names(_ paths: [String], _ folder: CheckRunTests.Folder) -> [String] {
        paths.map { $0.replacingOccurrences(of: folder.path + "/", with: "") }.sorted()
    }

    @Test func globsAreRelativeToTheConfigurationFolderForBothKinds() throws {
        let folder = try folder()
        let cases: [(name: String, request: CheckRequest, swift: [String], catalogs: [String])] = [
            (
                "configured sources and catalogs",
                CheckRequest(
                    configuration: configuration(folder, sources: ["App/Sources"], catalogs: ["App/Resources"]),
                    currentDirectory: folder.path),
                ["App/Sources/HomeView.swift"], ["App/Resources/Localizable.xcstrings"]
            ),
            (
                "a path typed from the configuration's folder",
                CheckRequest(paths: ["App"], configuration: configuration(folder), currentDirectory: folder.path),
                ["App/Sources/HomeView.swift"], ["App/Resources/Localizable.xcstrings"]
            ),
            (
                "run from a subfolder",
                CheckRequest(paths: ["."], configuration: configuration(folder), currentDirectory: folder.path + "/App/Sources"),
                ["App/Sources/HomeView.swift"], []
            ),
            (
                "the whole tree",
                CheckRequest(paths: [folder.path], configuration: configuration(folder), currentDirectory: folder.path),
                ["App/Sources/HomeView.swift", "Tools/Script.swift"], ["App/Resources/Localizable.xcstrings"]
            ),
            (
                "an excluded folder typed explicitly",
                CheckRequest(paths: ["App/Sources/Legacy"], configuration: configuration(folder), currentDirectory: folder.path),
                [], []
            ),
        ]
        cases: for (name, request, swift, catalogs) in cases {
            let sources = CheckRun.sourceFiles(for: request).map { PathDisplay.absolute($0, from: request.currentDirectory) }
            #expect(names(sources, folder) == swift, "\(name)")
            let found = try CheckRun.catalogFiles(for: request).map { PathDisplay.absolute($0, from: request.currentDirectory) }
            #expect(names(found, folder) == catalogs, "\(name)")
            continue cases
        }
    }

    @Test func excludedFilesGiveNoFindings() throws {
        let folder = try folder()
        _ = try folder.write("Text(\"Welcome back\")\n", "App/Sources/Legacy/Welcome.swift")
        _ = try folder.write("Text(\"Generated\")\n", "App/Sources/Feature/Generated/Text.swift")
        let request = CheckRequest(
            configuration: configuration(folder, sources: ["App/Sources"], catalogs: ["App/Resources"]),
            currentDirectory: folder.path)
        let outcome = CheckRun.run(request)
        #expect(outcome.failures.isEmpty)
        #expect(!outcome.diagnostics.contains { $0.location.file.contains("Legacy") || $0.location.file.contains("Generated") })
        #expect(outcome.summary.filesScanned == 2, "Localizable.xcstrings and HomeView.swift")
    }
}
