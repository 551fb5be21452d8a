import Foundation
import L10nCatalogChecks
import L10nDiagnostics
import L10nWorkflow
import Testing
import XCStrings

/// Issue 46 §3: one malformed entry is a finding at its position and the rest of the project is checked. Mlem's
/// catalog holds 'Toggle Notifications' twice (Xcode keeps one): `check` reports the second and goes on; a write
/// (`format`, `merge`) still refuses the file, which it could not write back without dropping one.
@Suite struct DuplicateEntryCheckTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Toggle Notifications" : {
              "localizations" : {
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Activer les notifications" } }
              }
            },
            "Toggle Notifications" : {

            },
            "settings.title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Settings" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    @Test func aDuplicateEntryIsOneFindingAndTheRestIsChecked() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Localizable.xcstrings")
        try Data(Self.catalog.utf8).write(to: path)
        let outcome = CheckRun.run(
            CheckRequest(
                paths: [folder.path], configuration: L10nConfiguration(languages: ["en", "fr"]),
                currentDirectory: folder.path))
        let found = outcome.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.key ?? "")" }
        #expect(found.contains("9:5 duplicate-key Toggle Notifications"), "\(found)")
        // The rest is checked: the French gap of the entry after it is reported.
        #expect(found.contains { $0.hasSuffix("missing-translation settings.title") }, "\(found)")
        #expect(outcome.diagnostics.first { $0.ruleID == "duplicate-key" }?.severity == .error)
        // Read for writing, the file is refused, with the same place.
        #expect(throws: CatalogError.self) { try StringCatalog(bytes: Array(Self.catalog.utf8), path: "Localizable.xcstrings") }
    }
}
