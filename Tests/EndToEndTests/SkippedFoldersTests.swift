import Foundation
import Testing

/// `check` and `format` search folders the same way (README, "Which files are searched"): the same skipped folders
/// for catalogs and Swift files, and links to folders not followed. Each skipped folder, and the folder a link
/// leads to, holds a malformed catalog (which would stop the run with status 2) and a Swift file with a hardcoded
/// string (which would add a finding): only the project's own files may be seen.
@Suite struct SkippedFoldersTests {
    static let skipped = [
        ".build", ".build-linux", ".git", ".swiftpm", "Carthage", "DerivedData", "Pods", "node_modules", "Sparkle.framework",
        "Vendor.xcframework",
    ]

    /// `Project/App` (one finding, one clean catalog whose key the Swift file uses), the skipped folders under `Project` and `Project/App`, and
    /// `Project/App/Shared`, a link to `Elsewhere`, a folder outside the project with the same bad files.
    static func project() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        _ = try folder.write(
            "let heading = Text(\"cart.checkout.title\")\nlet title = Text(\"Hello world\")\n", to: "Project/App/View.swift")
        _ = try folder.write(CheckCommandFixtures.clean, to: "Project/App/Localizable.xcstrings")
        let bad = ["Elsewhere"] + skipped.flatMap { ["Project/\($0)", "Project/App/\($0)"] }
        for place in bad {
            _ = try folder.write("{\n", to: "\(place)/Broken.xcstrings")
            _ = try folder.write("let other = Text(\"Not mine\")\n", to: "\(place)/Other.swift")
        }
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("Project/App/Shared").path, withDestinationPath: "../../Elsewhere")
        return folder
    }

    @Test func checkSkipsTheSameFoldersForCatalogsAndSwiftFiles() throws {
        let folder = try Self.project()
        let project = folder.url.appendingPathComponent("Project")
        let result = try L10nProcess.run(["check", "--quiet", "."], in: project)
        #expect(result.status == 1, "\(result.stderr)")
        // `let title = Text(` is 17 bytes: the string starts at column 18 of line 2.
        #expect(result.stdout.split(separator: "\n").map { $0.prefix(while: { $0 != " " }) } == ["App/View.swift:2:18:"])
        #expect(result.stdout.contains("'Hello world'"))
        #expect(result.stderr == "")
    }

    @Test func formatSkipsThemToo() throws {
        let folder = try Self.project()
        let project = folder.url.appendingPathComponent("Project")
        let result = try L10nProcess.run(["format", "--check", "."], in: project)
        // The one catalog searched is canonical: nothing listed, exit 0 (a broken one seen would exit 2).
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "")
        #expect(result.stderr == "")
    }

    /// A folder named on the command line is searched even when it is a link.
    @Test func aLinkNamedOnTheCommandLineIsFollowed() throws {
        let folder = try Self.project()
        let project = folder.url.appendingPathComponent("Project")
        let result = try L10nProcess.run(["format", "--check", "App/Shared"], in: project)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("App/Shared/Broken.xcstrings:2:1: error: "), "\(result.stderr)")
    }

    @Test func helpNamesTheList() throws {
        let list = ".build, .build-*, .git, .swiftpm, Carthage, DerivedData, Pods, node_modules, *.xcloc, *.framework, *.xcframework and *.xcassets"
        for command in ["check", "format"] {
            let help = try L10nProcess.run([command, "--help"]).stdout
            let flat = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(flat.contains(list), "\(command) --help")
            #expect(flat.contains("links to folders inside it are not followed"), "\(command) --help")
        }
    }
}
