import Foundation
import L10nCatalogChecks
import L10nDiagnostics
import L10nWorkflow
import Testing

/// A check run again with `englishKeys` set (`l10n check` without a configuration, when the code says the team keys
/// by English) takes from the first what the setting cannot change (``CheckReuse``): both outcomes are those of
/// checks made afresh.
@Suite struct CheckReuseTests {
    /// English text keys (three of them also shown as SwiftUI literals), a key on no convention and a dotted one; a
    /// view whose literals the catalog holds, one with prose keys and hardcoded text, and files with nothing of it.
    func project() throws -> CheckRunTests.Folder {
        let folder = try CheckRunTests.Folder()
        let keys = ["Schedules", "Share with friends", "About this app", "serverList", "home.screen.title", "Done"]
        let entries = keys.map {
            #""\#($0)" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Wert" } } } }"#
        }
        _ = try folder.write(
            #"{ "sourceLanguage" : "en", "strings" : { \#(entries.joined(separator: ",\n")) }, "version" : "1.0" }"#,
            "App/Localizable.xcstrings")
        _ = try folder.write("""
            import SwiftUI
            struct ScheduleView: View {
                var body: some View {
                    Text("Schedules")
                    Button("Share with friends") {}
                    Text("About this app")
                    Text("Not in any catalog")
                }
            }
            """, "App/ScheduleView.swift")
        _ = try folder.write("""
            import SwiftUI
            struct DoneView: View {
                let title = String(localized: "Tap to finish the list")
                var body: some View { Text("Done") + Text(verbatim: title) }
            }
            """, "App/DoneView.swift")
        // Objective-C that names a key (`unused-key` reads it: the second check takes the first's search).
        _ = try folder.write(#"NSString *title = NSLocalizedString(@"serverList", nil);"#, "App/Legacy.m")
        for index in 0..<6 {
            _ = try folder.write("""
                import SwiftUI
                struct Offer\(index)View: View {
                    var body: some View { Text("Offer \(index) of the day") + Text("home.screen.title") }
                }
                """, "App/Offer\(index)View.swift")
        }
        return folder
    }

    func request(_ folder: CheckRunTests.Folder, englishKeys: Bool, reuse: CheckReuse?) -> CheckRequest {
        var configuration = L10nConfiguration()
        configuration.englishKeys = englishKeys
        var request = CheckRequest(
            paths: [folder.path], configuration: configuration, currentDirectory: FileManager.default.currentDirectoryPath)
        request.reuse = reuse
        return request
    }

    @Test func theSecondCheckIsTheCheckWithEnglishKeysMadeAfresh() throws {
        let folder = try project()
        let reuse = CheckReuse()
        let first = CheckRun.run(request(folder, englishKeys: false, reuse: reuse))
        reuse.replay()
        let second = CheckRun.run(request(folder, englishKeys: true, reuse: reuse))
        let without = CheckRun.run(request(folder, englishKeys: false, reuse: nil))
        let with = CheckRun.run(request(folder, englishKeys: true, reuse: nil))
        // The setting changes the findings here (else the test would prove nothing), and each check is the fresh one.
        #expect(without.diagnostics != with.diagnostics)
        #expect(first.diagnostics == without.diagnostics)
        #expect(first.summary == without.summary)
        #expect(second.diagnostics == with.diagnostics)
        #expect(second.summary == with.summary)
        #expect(second.keyReferences == with.keyReferences)
        #expect(second.sourceFiles == with.sourceFiles)
        #expect(second.catalogFiles == with.catalogFiles)
        // `unused-key` read the Objective-C file (no Swift names `serverList`), the second check through the first.
        #expect(!second.diagnostics.contains { $0.ruleID == "unused-key" && $0.key == "serverList" })
    }

    /// The inference hands the catalogs it read to its first check (``ReadCatalogs``): the check is the one made
    /// afresh with the inferred configuration.
    @Test func theInferencesCheckTakesItsCatalogsAsReadFromTheFiles() throws {
        let folder = try project()
        let cwd = FileManager.default.currentDirectoryPath
        let inferred = try ProjectInit.infer(root: folder.path, currentDirectory: cwd, checked: false)
        let checked = inferred.checked { CheckRequest(configuration: $0, currentDirectory: cwd) }
        let afresh = CheckRun.run(CheckRequest(configuration: checked.configuration, currentDirectory: cwd))
        #expect(!afresh.diagnostics.isEmpty)
        #expect(checked.outcome.diagnostics == afresh.diagnostics)
        #expect(checked.outcome.summary == afresh.summary)
        #expect(checked.outcome.catalogFiles == afresh.catalogFiles)
    }

    @Test func keyConventionOnTextKeysIsWhatEnglishKeysChangesInACatalog() {
        let text = Diagnostic(
            location: SourceLocation(file: "L.xcstrings", line: 1, column: 1), severity: .error, ruleID: "key-convention",
            message: "m", key: "Share with friends")
        let dotted = Diagnostic(
            location: SourceLocation(file: "L.xcstrings", line: 2, column: 1), severity: .error, ruleID: "key-convention",
            message: "m", key: "Home.Screen.Title")
        let other = Diagnostic(
            location: SourceLocation(file: "L.xcstrings", line: 3, column: 1), severity: .error,
            ruleID: "missing-translation", message: "m", key: "Share with friends")
        #expect(CatalogChecker.settingEnglishKeys([text, dotted, other]) == [dotted, other])
    }
}
