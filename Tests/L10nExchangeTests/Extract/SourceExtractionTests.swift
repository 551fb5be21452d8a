import Foundation
import L10nExchange
import Testing
import XCStrings

@Suite struct SourceExtractionTests {
    static let homeView = """
        import SwiftUI

        struct HomeView: View {
            var count: Int
            var body: some View {
                VStack {
                    Text("home.title")
                    Text("\\(count) items")
                    Button("Cancel") {}
                    Text(String(localized: "settings.title", defaultValue: "Settings", comment: "Title of the Settings screen"))
                }
                .navigationTitle(Text("home.title"))
            }
        }

        """

    static let legacy = """
        import UIKit

        final class LegacyController: UIViewController {
            override func viewDidLoad() {
                title = NSLocalizedString("legacy.title", comment: "Legacy screen title")
                let resource = LocalizedStringResource("onboarding.skip", defaultValue: "Skip for now")
                let other = String(localized: "prefs.reset", table: "Settings")
                let banner = Text("\\(count) new \\(kind)")
                _ = (resource, other, banner)
            }
        }

        """

    static let test = """
        import Testing
        @Test func title() { #expect(String(localized: "test.only") == "x") }

        """

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld items" : {

            },
            "home.title" : {
              "comment" : "Home tab"
            },
            "legacy.banner" : {

            },
            "manual.key" : {
              "extractionState" : "manual"
            }
          },
          "version" : "1.0"
        }
        """

    /// A project folder with sources, a test file and the catalog; returns (root, catalog path).
    static func project() throws -> (root: String, catalog: String) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("extract-\(UUID().uuidString)").path
        let files = [
            "App/HomeView.swift": homeView, "App/Legacy/LegacyController.swift": legacy,
            "AppTests/HomeViewTests.swift": test, "App/Resources/Localizable.xcstrings": catalog,
        ]
        for (name, text) in files {
            let path = root + "/" + name
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        return (root, root + "/App/Resources/Localizable.xcstrings")
    }

    @Test func englishKeysAddsSwiftUIEnglishLiterals() throws {
        let (root, catalogPath) = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let plan = try SourceExtraction.plan(folders: [root], catalogPath: catalogPath, englishKeys: true)
        #expect(plan.changes.map(\.description).first == "added 'Cancel' (\(root)/App/HomeView.swift:9:20)")
    }

    @Test func findsReferencesAddsMissingKeysAndMarksUnusedOnesStale() throws {
        let (root, catalogPath) = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let plan = try SourceExtraction.plan(folders: [root], catalogPath: catalogPath)
        let home = root + "/App/HomeView.swift"
        let legacy = root + "/App/Legacy/LegacyController.swift"
        // `Button("Cancel")` is English text only a SwiftUI position uses: a hardcoded-string finding in the
        // default style, not a key to add (with `englishKeys` it is added: see below).
        #expect(plan.changes.map(\.description) == [
            "added 'legacy.title' (\(legacy):5:35)",
            "added 'onboarding.skip' = \"Skip for now\" (\(legacy):6:48)",
            "added 'settings.title' = \"Settings\" (\(home):10:36)",
            "marked-stale 'legacy.banner'",
        ])
        // `%@ new %@` matches nothing in the catalog: listed, not added. `%@ items` matches `%lld items`.
        #expect(plan.notes == [
            "\(legacy):8:27: note: key with interpolation '%@ new %@' not added: Xcode writes its format "
                + "specifiers from the interpolated types; build in Xcode or use String(localized:) with a format"
        ])
        #expect(plan.swiftFileCount == 2)  // the test file is not read
        // 7 keys: home.title, %@ items, Cancel, settings.title, legacy.title, onboarding.skip, %@ new %@
        // (prefs.reset belongs to the Settings table).
        #expect(plan.keyCount == 7)
        #expect(plan.summary(.dryRun) == "\(catalogPath): 3 added, 1 marked stale (7 keys in 2 Swift files); dry run: nothing written\n")

        // Planning wrote nothing; applying writes the canonical catalog once.
        #expect(try String(contentsOfFile: catalogPath, encoding: .utf8) == Self.catalog)
        try SourceExtraction.apply(plan)
        let written = try StringCatalog(contentsOfFile: catalogPath)
        #expect(written["legacy.title"]?.comment == "Legacy screen title")
        #expect(written["legacy.title"]?.extractionState == nil)
        #expect(written["onboarding.skip"]?.extractionState == .extractedWithValue)
        let skip = try #require(written["onboarding.skip"]?.localizations["en"]?.stringUnit)
        #expect(skip.state == .new && skip.value == "Skip for now")
        #expect(written["prefs.reset"] == nil && written["test.only"] == nil)
        #expect(written["manual.key"]?.extractionState == .manual)
        #expect(written.canonicalBytes() == plan.updatedBytes)

        let again = try SourceExtraction.plan(folders: [root], catalogPath: catalogPath)
        #expect(again.changes.isEmpty && !again.changesFile)
        #expect(again.summary(.write) == "\(catalogPath): up to date (7 keys in 2 Swift files)\n")
    }

    @Test func missingFolderOrCatalogIsAnError() throws {
        let (root, catalogPath) = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(throws: CatalogError(file: root + "/Nope", line: 0, column: 0, message: "no such file or folder")) {
            try SourceExtraction.plan(folders: [root + "/Nope"], catalogPath: catalogPath)
        }
        #expect(throws: CatalogError.self) {
            try SourceExtraction.plan(folders: [root], catalogPath: root + "/Missing.xcstrings")
        }
    }
}
