import Foundation
import Testing

/// Where `l10n check` reports a file outside the current folder, every format names it by its absolute path
/// (`/tmp/…/Shared/Shop.xcstrings`, never `../../Shared/Shop.xcstrings`); inside, paths stay relative.
@Suite struct CheckPathDisplayTests {
    /// `Shared/Shop.xcstrings` next to `Project/App`, the folder the checks run in.
    static func layout() throws -> (dir: TemporaryDirectory, project: URL, catalog: String) {
        let dir = try TemporaryDirectory()
        _ = try dir.write(CheckCommandFixtures.shop, to: "Shared/Shop.xcstrings")
        // The built-in defaults (en and es required) the shop's findings were written for.
        _ = try dir.write(#"{"version": 1}"#, to: ".l10n.json")
        let project = dir.url.appendingPathComponent("Project/App")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        return (dir, project, dir.url.standardizedFileURL.path + "/Shared/Shop.xcstrings")
    }

    @Test func everyFormatShowsAFileOutsideTheCurrentFolderAbsolute() throws {
        let (dir, project, catalog) = try Self.layout()
        let xcode = try L10nProcess.run(["check", "../../Shared"], in: project)
        #expect(xcode.status == 1)
        #expect(xcode.stdout == CheckCommandFixtures.shopFindings.replacingOccurrences(of: "Shop.xcstrings:", with: catalog + ":"))
        #expect(xcode.stderr.hasPrefix(catalog + "\n  en  3/3 (100%)\n"), "\(xcode.stderr)")

        let json = try L10nProcess.run(["check", "--format", "json", "../../Shared/Shop.xcstrings"], in: project)
        #expect(json.status == 1)
        #expect(json.stdout.components(separatedBy: "\"file\": \"\(catalog)\"").count == 4, "2 findings and the summary:\n\(json.stdout)")
        #expect(!json.stdout.contains("../"))

        let github = try L10nProcess.run(["check", "--format", "github", "../../Shared"], in: project)
        #expect(github.stdout.split(separator: "\n").map { $0.hasPrefix("::") && $0.contains(" file=\(catalog),line=") } == [true, true], "\(github.stdout)")

        let sarif = try L10nProcess.run(["check", "--format", "sarif", "../../Shared"], in: project)
        #expect(sarif.stdout.components(separatedBy: "\"uri\": \"file://\(catalog)\"\n").count == 3, "\(sarif.stdout)")
        #expect(!sarif.stdout.contains("\"uri\": \"../"))
        _ = dir
    }

    @Test func configuredCatalogsOutsideTheCurrentFolderAreAbsolute() throws {
        let (dir, project, catalog) = try Self.layout()
        // The configuration sits in Project/ and names ../Shared: from Project/App that is ../../Shared.
        _ = try dir.write(#"{"catalogs": ["../Shared"]}"#, to: "Project/.l10n.json")
        let result = try L10nProcess.run(["check"], in: project)
        #expect(result.status == 1)
        #expect(result.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix(catalog + ":") }, "\(result.stdout)")
        #expect(result.stdout.split(separator: "\n").count == 2)
    }

    @Test func filesInsideTheCurrentFolderStayRelative() throws {
        let (dir, _, _) = try Self.layout()
        let result = try L10nProcess.run(["check", "Shared"], in: dir.url)
        #expect(result.stdout == CheckCommandFixtures.shopFindings.replacingOccurrences(of: "Shop.xcstrings:", with: "Shared/Shop.xcstrings:"))
        let dotted = try L10nProcess.run(["check", "../Shared"], in: dir.url.appendingPathComponent("Shared"))
        #expect(dotted.stdout == CheckCommandFixtures.shopFindings.replacingOccurrences(of: "Shop.xcstrings:", with: "../Shared/Shop.xcstrings:"))
    }
}
