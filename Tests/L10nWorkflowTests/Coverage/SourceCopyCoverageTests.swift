import Foundation
import L10nCatalogChecks
import L10nDiagnostics
import L10nExchange
import L10nWorkflow
import Testing
import XCStrings

/// Issue 46 §4: a translation `untranslated-copy` reports is a source copy, not a translation, wherever coverage is
/// counted, and many copies in one language and file are one finding that `check --explain FILE` expands.
@Suite struct SourceCopyCoverageTests {
    /// A catalog in the shape a sync script leaves: Korean holds the English text for `copied` of its keys (and a
    /// deliberate 'OK' and a name), German is translated.
    static func catalog(keys: Int, copied: Int) -> String {
        var entries: [String] = [
            #""alert.button.ok" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "OK" } }, "de" : { "stringUnit" : { "state" : "translated", "value" : "OK" } }, "ko" : { "stringUnit" : { "state" : "translated", "value" : "OK" } } } }"#,
            #""about.app.name" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "WireGuard" } }, "de" : { "stringUnit" : { "state" : "translated", "value" : "WireGuard" } }, "ko" : { "stringUnit" : { "state" : "translated", "value" : "WireGuard" } } } }"#,
        ]
        for index in 0..<keys {
            let english = "Delete the tunnel number \(index) now"
            let korean = index < copied ? english : "터널 \(index) 삭제"
            entries.append(
                #""tunnel.delete.item\#(index)" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "\#(english)" } }, "de" : { "stringUnit" : { "state" : "translated", "value" : "Tunnel \#(index) jetzt löschen" } }, "ko" : { "stringUnit" : { "state" : "translated", "value" : "\#(korean)" } } } }"#)
        }
        return #"{ "sourceLanguage" : "en", "strings" : { \#(entries.joined(separator: ",\n")) }, "version" : "1.0" }"#
    }

    func read(_ text: String) throws -> StringCatalog { try StringCatalog(bytes: Array(text.utf8), path: "Localizable.xcstrings") }

    @Test func aCopyIsNotTranslatedInTheSummaryReportAndExtract() throws {
        let catalog = try read(Self.catalog(keys: 6, copied: 4))
        let checked = CatalogChecker(languages: ["en", "ko"], detail: .report).run(catalog, file: "Localizable.xcstrings")
        let korean = try #require(checked.coverage["ko"])
        // OK and the name are shared, not copies; four sentences are.
        #expect((korean.translated, korean.copies, korean.total) == (4, 4, 8))
        #expect(korean.percent == 50)
        #expect(korean.samples.map(\.state) == Array(repeating: .copy, count: 4))
        #expect(korean.samples.first?.value == "Delete the tunnel number 0 now")
        #expect(checked.coverage["de"]?.copies == 0)
        // extract exports exactly the copies (and the checker without the rule counts them as translated).
        var selector = ExportSelector(language: "ko")
        selector.copies = SourceCopies()
        #expect(selector.units(in: catalog).map(\.reason) == Array(repeating: .copy, count: 4))
        let withoutRule = CatalogChecker(rules: [], languages: ["en", "ko"]).run(catalog, file: "Localizable.xcstrings")
        #expect(withoutRule.coverage["ko"]?.translated == 8)
        #expect(ExportSelector(language: "ko").units(in: catalog).isEmpty)
        // A configuration that turns the rule off makes copies translations again.
        #expect(SourceCopies(configuration: L10nConfiguration(rules: ["untranslated-copy": .off])) == nil)
        #expect(SourceCopies(configuration: L10nConfiguration()) != nil)
    }

    @Test func tenCopiesOrMoreInALanguageAreOneFindingAtTheStartOfTheFile() throws {
        let many = try read(Self.catalog(keys: 12, copied: 11))
        let checker = CatalogChecker(languages: ["en", "ko"])
        let findings = SourceCopyGroups.grouped(checker.run(many, file: "App/Localizable.xcstrings").diagnostics)
        let copies = findings.filter { $0.ruleID == "untranslated-copy" }
        #expect(copies.count == 1)
        let group = try #require(copies.first)
        #expect((group.location.line, group.location.column, group.language, group.key) == (1, 1, "ko", nil))
        #expect(group.message == "11 translations in 'ko' are the source text unchanged, e.g. 'Delete the tunnel number 0 now', 'Delete the tunnel number 1 now'; 'l10n check --explain App/Localizable.xcstrings' lists them")
        // The identity does not hold the count: translating one copy keeps a baseline matching.
        let fewer = try read(Self.catalog(keys: 12, copied: 10))
        let regrouped = SourceCopyGroups.grouped(checker.run(fewer, file: "App/Localizable.xcstrings").diagnostics)
            .filter { $0.ruleID == "untranslated-copy" }
        #expect(regrouped.map(FindingIdentity.init) == [FindingIdentity(group)])
        // A handful stays one finding each, at each value.
        let few = try read(Self.catalog(keys: 12, copied: 9))
        let single = SourceCopyGroups.grouped(checker.run(few, file: "App/Localizable.xcstrings").diagnostics)
            .filter { $0.ruleID == "untranslated-copy" }
        #expect(single.count == 9)
        #expect(single.allSatisfy { $0.key != nil && $0.location.line > 1 })
    }

    @Test func checkReportsTheGroupAndExplainListsItsCopies() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copies-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.catalog(keys: 12, copied: 11).utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
        let request = CheckRequest(
            configuration: L10nConfiguration(languages: ["en", "ko"], keyPattern: ".*"), currentDirectory: folder.path)
        let outcome = CheckRun.run(request)
        let copies = outcome.diagnostics.filter { $0.ruleID == "untranslated-copy" }
        #expect(copies.map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.line)" } == ["Localizable.xcstrings:1"])
        // The summary counts the copies as not translated: 3 of 14 Korean keys.
        #expect(outcome.summary.catalogs.first?.languages.map { "\($0.language) \($0.translated)/\($0.total)" } == [
            "en 14/14", "ko 3/14", "de 14/14",
        ])
        let explained = try CheckRun.explainCopies(request, file: "Localizable.xcstrings")
        let lines = explained.split(separator: "\n")
        #expect(lines.first == "Localizable.xcstrings: 11 translations in 'ko' are the source text unchanged (one finding in 'l10n check'):")
        #expect(lines.count == 12)
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("Localizable.xcstrings:") && $0.hasSuffix("[untranslated-copy]") })
        #expect(lines[1].contains("'tunnel.delete.item0' in 'ko': the translation is the source text unchanged ('Delete the tunnel number 0 now')"))
    }
}
