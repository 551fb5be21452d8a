import Foundation
import L10nCatalogChecks
import Testing
import XCStrings

@Suite struct CatalogFinderTests {
    @Test func findsCatalogsRecursivelySkippingBuildAndDependencyFolders() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("finder-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = [
            "App/Localizable.xcstrings", "App/Resources/InfoPlist.xcstrings", "App/notes.txt", "Widget/W.xcstrings",
            ".build/x.xcstrings", ".build-linux/y.xcstrings", ".git/z.xcstrings", "DerivedData/d.xcstrings",
            "Pods/p.xcstrings", "Carthage/c.xcstrings", "node_modules/n.xcstrings", ".swiftpm/s.xcstrings",
            "App/Deep/a/b/Z.xcstrings",
        ]
        for file in files {
            let path = root + "/" + file
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: path, contents: Data("{}".utf8))
        }
        // A link to a folder is not followed (it would list App twice, or loop).
        try FileManager.default.createSymbolicLink(atPath: root + "/Loop", withDestinationPath: root)

        #expect(try CatalogFinder.find([root]) == [
            root + "/App/Deep/a/b/Z.xcstrings", root + "/App/Localizable.xcstrings",
            root + "/App/Resources/InfoPlist.xcstrings", root + "/Widget/W.xcstrings",
        ])
        // Explicit files are kept whatever their extension; duplicates collapse; trailing slashes are tidied.
        #expect(try CatalogFinder.find([root + "/App/notes.txt", root + "/Widget/", root + "/Widget/W.xcstrings"]) == [
            root + "/App/notes.txt", root + "/Widget/W.xcstrings",
        ])
    }

    @Test func missingPathIsAnError() {
        #expect(throws: CatalogError(file: "/no/such/place", line: 0, column: 0, message: "no such file or folder")) {
            try CatalogFinder.find(["/no/such/place"])
        }
    }
}
