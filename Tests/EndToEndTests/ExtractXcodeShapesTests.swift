import Foundation
import Testing

/// `l10n extract` on catalogs with every shape the geteduroam export lacks, held against Xcode's export of them
/// (``XcodeShapesFixtures``, written by hand from real Xcode exports).
@Suite struct ExtractXcodeShapesTests {
    static func withoutTool(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("      <tool ") }
            .joined(separator: "\n")
    }

    static func ids(_ text: String) -> [String] {
        text.components(separatedBy: "<trans-unit id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test func allIsXcodesExportLineForLine() throws {
        let folder = try XcodeShapesFixtures.project()
        let polish = try L10nProcess.run(["extract", "--language", "pl", "--all", "App"], in: folder.url)
        #expect(polish.status == 0)
        #expect(Self.withoutTool(polish.stdout) == XcodeShapesFixtures.polish)
        #expect(polish.stderr.hasSuffix("pl: 35 units exported, 16 to translate (26 words) in 3 catalogs\n"))

        let english = try L10nProcess.run(["extract", "--language", "en", "--all", "App"], in: folder.url)
        #expect(english.status == 0)
        #expect(Self.withoutTool(english.stdout) == XcodeShapesFixtures.english)
    }

    @Test func withoutAllTheSameUnitsThatNeedWork() throws {
        let folder = try XcodeShapesFixtures.project()
        let polish = try L10nProcess.run(["extract", "--language", "pl", "App"], in: folder.url)
        #expect(polish.status == 0)
        // Missing, empty, new or needs_review; never a string not to translate (nor the empty key, which has
        // nothing to translate); in Xcode's order.
        #expect(Self.ids(polish.stdout) == [
            "NSHumanReadableCopyright",
            "files.summary|==|substitutions.folders.plural.few", "files.summary|==|substitutions.folders.plural.many",
            "files.summary|==|substitutions.folders.plural.other",
            "inbox.count|==|plural.few", "inbox.count|==|plural.many", "inbox.count|==|plural.other",
            "photos.count|==|device.iphone.plural.few", "photos.count|==|device.iphone.plural.many",
            "photos.count|==|device.iphone.plural.one", "photos.count|==|device.iphone.plural.other",
            "photos.count|==|device.other", "status.review",
            "total.count|==|substitutions.count.plural.few", "total.count|==|substitutions.count.plural.many",
        ])
        let expected = Self.ids(XcodeShapesFixtures.polish)
        #expect(Self.ids(polish.stdout).allSatisfy(expected.contains))

        // The development language: what is not yet reviewed (state new, or no source string).
        let english = try L10nProcess.run(["extract", "--language", "en", "App"], in: folder.url)
        #expect(Self.ids(english.stdout) == [
            "Search on ${applicationName}", "Battery at 100% now", "NSHumanReadableCopyright", "welcome.title",
        ])
    }

    /// CSV and JSON have no form for a string set or a `translate="no"` unit: they leave them out, and say so for
    /// the sets.
    @Test func csvLeavesOutWhatOnlyXLIFFCarries() throws {
        let folder = try XcodeShapesFixtures.project()
        let csv = try L10nProcess.run(["extract", "--language", "pl", "--all", "--format", "csv", "App"], in: folder.url)
        #expect(csv.status == 0)
        #expect(!csv.stdout.contains("applicationName") && !csv.stdout.contains("Developer Options"))
        #expect(!csv.stdout.contains("\r\nAccount,") && !csv.stdout.contains("\r\nAdaptation,"))
        #expect(csv.stdout.contains("\r\ninbox.count,plural.few,%lld messages,,Unread messages,\r\n"))
        #expect(csv.stderr.contains(
            "App/AppShortcuts.xcstrings: note: 1 string set (App Shortcuts phrases) not exported\n"))
    }
}
