import Foundation
import Testing

/// `l10n extract --all` held against Xcode's own export of the same catalogs, byte for byte:
/// `../shared/xcloc/geteduroam` holds a real app's 12 catalogs and Xcode 16.0's `<lang>.xliff` for 18 languages
/// (`en`, the development language, among them). Skipped when the folder is absent.
///
/// Compared: every `<file>` made from a catalog (`original` ending in `.xcstrings`), with everything around them;
/// left out: the `<tool>` line (it names the tool) and the `<file>`s of a legacy `.strings` file, which is no
/// catalog. Then each of Xcode's files is imported back into a copy of the catalogs with `l10n merge`.
@Suite struct ExtractXcodeExportTests {
    static var folder: URL? {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let folder = root.deletingLastPathComponent().appendingPathComponent("shared/xcloc/geteduroam")
        return FileManager.default.fileExists(atPath: folder.appendingPathComponent("xliff").path) ? folder : nil
    }

    static var languages: [String] {
        guard let folder else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("xliff").path)) ?? []
        return names.filter { $0.hasSuffix(".xliff") }.map { String($0.dropLast(6)) }.sorted()
    }

    /// The document without its `<tool>` lines and without the `<file>`s of files that are not catalogs.
    static func catalogFiles(_ text: String) -> String {
        var kept: [Substring] = []
        var skipping = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("  <file original=\""), !line.contains(".xcstrings\" ") { skipping = true }
            if !skipping && !line.hasPrefix("      <tool ") { kept.append(line) }
            if skipping && line == "  </file>" { skipping = false }
        }
        return kept.joined(separator: "\n")
    }

    @Test(.enabled(if: folder != nil, "../shared/xcloc is absent"))
    func everyLanguageIsXcodesExportByteForByte() throws {
        let folder = try #require(Self.folder)
        let languages = Self.languages
        #expect(languages.count == 18)
        var identical: [String] = []
        for language in languages {
            let xcode = try String(
                contentsOf: folder.appendingPathComponent("xliff/\(language).xliff"), encoding: .utf8)
            let result = try L10nProcess.run(
                ["extract", "--language", language, "--all", "."], in: folder.appendingPathComponent("catalogs"))
            #expect(result.status == 0, "\(language): \(result.stderr)")
            let ours = Self.catalogFiles(result.stdout)
            let theirs = Self.catalogFiles(xcode)
            if ours == theirs {
                identical.append(language)
            } else {
                let oursLines = ours.split(separator: "\n", omittingEmptySubsequences: false)
                let theirsLines = theirs.split(separator: "\n", omittingEmptySubsequences: false)
                let first = Array(zip(oursLines, theirsLines)).firstIndex { $0.0 != $0.1 }
                    ?? min(oursLines.count, theirsLines.count)
                let mine = oursLines.dropFirst(first).first.map(String.init) ?? "(end)"
                let xcodes = theirsLines.dropFirst(first).first.map(String.init) ?? "(end)"
                Issue.record("\(language): line \(first + 1) differs: l10n '\(mine)', Xcode '\(xcodes)'")
            }
            // The comparison is not vacuous: Xcode's catalog files hold every unit l10n wrote.
            #expect(theirs.components(separatedBy: "<trans-unit ").count > 100, "\(language)")
        }
        #expect(identical == languages)
    }

    /// Without `--all`, the units of Xcode's export that need work — no target, or a state other than
    /// `translated` — and only those, in Xcode's order.
    @Test(.enabled(if: folder != nil, "../shared/xcloc is absent"))
    func withoutAllTheUnitsOfXcodesExportThatNeedWork() throws {
        let folder = try #require(Self.folder)
        func units(_ text: String) -> [(id: String, body: String)] {
            Self.catalogFiles(text).components(separatedBy: "<trans-unit id=\"").dropFirst().map { piece in
                (String(piece.prefix { $0 != "\"" }), piece.components(separatedBy: "</trans-unit>")[0])
            }
        }
        // Xcode counts a translation that is its source unchanged as done; l10n exports it again unless the team
        // turns 'untranslated-copy' off, which makes the two agree exactly.
        let settings = try TemporaryDirectory()
        let copiesOff = try settings.write(#"{"rules": {"untranslated-copy": "off"}}"#, to: "l10n.json")
        var total = 0
        var copies = 0
        for language in Self.languages {
            let xcode = try String(
                contentsOf: folder.appendingPathComponent("xliff/\(language).xliff"), encoding: .utf8)
            let needing = units(xcode).filter { !$0.body.contains("<target state=\"translated\"") }.map(\.id)
            let result = try L10nProcess.run(
                ["extract", "--language", language, "--config", copiesOff.path, "."],
                in: folder.appendingPathComponent("catalogs"))
            #expect(result.status == 0)
            #expect(units(result.stdout).map(\.id) == needing, "\(language)")
            total += needing.count
            let withCopies = try L10nProcess.run(
                ["extract", "--language", language, "."], in: folder.appendingPathComponent("catalogs"))
            let exported = units(withCopies.stdout)
            #expect(Set(exported.map(\.id)).isSuperset(of: needing), "\(language)")
            copies += exported.count - needing.count
        }
        #expect(total > 500)
        #expect(copies > 0)
    }

    @Test(.enabled(if: folder != nil, "../shared/xcloc is absent"))
    func xcodesFilesImportBackChangingNothing() throws {
        let folder = try #require(Self.folder)
        let copy = try TemporaryDirectory()
        let catalogs = copy.url.appendingPathComponent("catalogs")
        try FileManager.default.copyItem(at: folder.appendingPathComponent("catalogs"), to: catalogs)
        let translation = folder.appendingPathComponent("xliff/nl.xliff").path
        let catalog = "geteduroam/GeteduroamPackage/Sources/Connect/Resources/Localizable.xcstrings"
        let before = try Data(contentsOf: catalogs.appendingPathComponent(catalog))
        let nl = try L10nProcess.run(["merge", "--catalog", catalog, translation], in: catalogs)
        #expect(nl.status == 0, "\(nl.stderr)")
        #expect(nl.stderr.hasSuffix("\(catalog): 0 added, 0 updated, 53 unchanged, 0 rejected, 77 skipped\n"))
        #expect(try Data(contentsOf: catalogs.appendingPathComponent(catalog)) == before)

        // The development language's file: nothing is imported into the source language; each unit says why.
        let en = try L10nProcess.run(
            ["merge", "--catalog", catalog, folder.appendingPathComponent("xliff/en.xliff").path], in: catalogs)
        #expect(en.status == 1)
        let errors = en.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 35)
        #expect(errors.allSatisfy {
            $0.hasSuffix("unit is for the source language 'en'; only translations are imported [language-mismatch]")
        })
        #expect(en.stderr.hasSuffix("0 added, 0 updated, 0 unchanged, 35 rejected, 77 skipped, 18 untranslated\n"))
        #expect(try Data(contentsOf: catalogs.appendingPathComponent(catalog)) == before)
    }
}
