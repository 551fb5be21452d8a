import Foundation
import L10nDiagnostics
import L10nWorkflow
import Testing

/// Many strings of one catalog that Xcode no longer finds in the code (GitOK's settings plugin keeps 17) are one
/// clean-up for the team: one `stale-key` finding at the first, the others listed; a few stay one each.
@Suite struct StaleKeyGroupTests {
    func catalog(stale: Int) -> String {
        var entries = [#""settings.title" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Einstellungen" } } } }"#]
        for index in 1...stale {
            entries.append(#""settings.old\#(index)" : { "extractionState" : "stale", "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Alt \#(index)" } } } }"#)
        }
        return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    " + entries.joined(separator: ",\n    ")
            + "\n  },\n  \"version\" : \"1.0\"\n}\n"
    }

    func stale(_ folder: CheckRunTests.Folder) -> [Diagnostic] {
        CheckRun.run(CheckRequest(paths: ["."], languages: ["en", "de"], currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "stale-key" }
    }

    @Test func fiveOrMoreStaleStringsOfACatalogAreOneFinding() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write(catalog(stale: 6), "Settings/Localizable.xcstrings")
        let findings = stale(folder)
        #expect(findings.count == 1)
        #expect(findings.first?.message == "6 strings of this catalog are stale: no longer found in the code, e.g. 'settings.old1', 'settings.old2'; remove them, or keep them on purpose")
        #expect(findings.first?.related.count == 5)
        _ = try folder.write(catalog(stale: 4), "Settings/Localizable.xcstrings")
        #expect(stale(folder).count == 4)
    }

    /// Xcode marks a key stale where its extraction does not see the lookup; Alertivity reads its keys through its
    /// own `L10n.string(_:)`: those are in use, not stale. The ones no code reads stay findings, and a catalog's
    /// stale strings are counted after that (four left: one finding each).
    @Test func aStaleKeyTheCodeReadsThroughItsWrapperIsNotStale() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write(catalog(stale: 6), "Settings/Localizable.xcstrings")
        _ = try folder.write("""
            import Foundation
            enum L10n {
                static func string(_ key: String) -> String { NSLocalizedString(key, comment: "") }
            }
            final class SettingsModel {
                var title: String { L10n.string("settings.title") }
                var first: String { L10n.string("settings.old1") }
                var second: String { L10n.string("settings.old2") }
            }
            """, "Settings/SettingsModel.swift")
        let findings = stale(folder)
        #expect(findings.map(\.key) == ["settings.old3", "settings.old4", "settings.old5", "settings.old6"], "\(findings.map(\.message))")
    }
}
