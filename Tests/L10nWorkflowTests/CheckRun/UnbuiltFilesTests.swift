import Foundation
import L10nDiagnostics
import Testing

@testable import L10nWorkflow

/// PlutoPe's `PersonalInfoViewController.xib` and AuroraEditor's acknowledgements window: files left in the folder
/// that no Xcode project above them names are not built, and their findings go; a project's name inside a longer
/// one is no mention, a package's folder and a synchronized project build every file.
@Suite struct UnbuiltFilesTests {
    static let project = """
        // !$*UTF8*$!
        {
            objects = {
                A1 /* AdditionalPersonalInfoViewController.xib in Resources */ = {isa = PBXBuildFile; fileRef = A2 /* AdditionalPersonalInfoViewController.xib */; };
                A3 /* HomeView.swift in Sources */ = {isa = PBXBuildFile; fileRef = A4 /* HomeView.swift */; };
            };
        }
        """

    func finding(_ file: String) -> Diagnostic {
        Diagnostic(
            location: SourceLocation(file: file, line: 1, column: 1), severity: .error, ruleID: "hardcoded-string",
            message: "hardcoded user-facing string")
    }

    @Test func filesNoProjectNamesAreNotBuilt() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write(Self.project, "App.xcodeproj/project.pbxproj")
        let files = [
            "App/Home/HomeView.swift", "App/Cards/AdditionalPersonalInfoViewController.xib",
            "App/Cards/PersonalInfoViewController.xib", "App/Old/AcknowledgementsView.swift",
            "App/Strings/en.lproj/Localizable.strings",
        ]
        for file in files { _ = try folder.write("", file) }
        let kept = UnbuiltFiles.filtered(files.map(finding), currentDirectory: folder.path).map(\.location.file)
        #expect(kept == [
            "App/Home/HomeView.swift", "App/Cards/AdditionalPersonalInfoViewController.xib",
            "App/Strings/en.lproj/Localizable.strings",
        ])
    }

    @Test func packagesAndSynchronizedProjectsBuildEveryFile() throws {
        let folder = try CheckRunTests.Folder()
        // kaset: a UI-test project beside the app's Package.swift.
        _ = try folder.write(Self.project, "Kaset/KasetUITests.xcodeproj/project.pbxproj")
        _ = try folder.write("// swift-tools-version:5.9\n", "Kaset/Package.swift")
        _ = try folder.write("", "Kaset/Sources/Kaset/PlayerView.swift")
        _ = try folder.write(
            Self.project.replacingOccurrences(of: "objects = {", with: "objects = {\n A9 /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; };"),
            "Modern/Modern.xcodeproj/project.pbxproj")
        _ = try folder.write("", "Modern/App/SettingsView.swift")
        _ = try folder.write("", "Loose/NoProjectView.swift")
        let files = ["Kaset/Sources/Kaset/PlayerView.swift", "Modern/App/SettingsView.swift", "Loose/NoProjectView.swift"]
        let kept = UnbuiltFiles.filtered(files.map(finding), currentDirectory: folder.path).map(\.location.file)
        #expect(kept == files)
    }
}
