import Foundation
import L10nCatalogChecks
import L10nWorkflow
import Testing

/// Meshtastic keeps English text as its keys in a String Catalog: a new `Text("Geofence Notifications")` is a key
/// Xcode adds to the catalog on its next build, where translators get it. openHAB's `.strings` tables get no such
/// entry from Xcode: there the same literal shows English to everyone and is reported.
@Suite struct ExtractedKeysTests {
    func hardcoded(catalog: Bool) throws -> [String] {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("""
            import SwiftUI
            struct WaypointForm: View {
                var body: some View {
                    Form {
                        Text("Notify on Enter")
                        Text("Geofence Notifications")
                        Text(verbatim: "Debug build")
                    }
                }
            }
            """, "App/WaypointForm.swift")
        if catalog {
            _ = try folder.write("""
                { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
                  "Notify on Enter" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Beim Betreten benachrichtigen" } } } } } }
                """, "App/Localizable.xcstrings")
        } else {
            _ = try folder.write("\"Notify on Enter\" = \"Notify on Enter\";\n", "App/en.lproj/Localizable.strings")
            _ = try folder.write("\"Notify on Enter\" = \"Beim Betreten benachrichtigen\";\n", "App/de.lproj/Localizable.strings")
        }
        let configuration = L10nConfiguration(
            languages: ["en", "de"], englishKeys: true, file: folder.path + "/.l10n.json", baseDirectory: folder.path)
        return CheckRun.run(CheckRequest(configuration: configuration, currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "hardcoded-string" }.map(\.message)
    }

    @Test func aKeyXcodeAddsToTheCatalogIsNoHardcodedText() throws {
        #expect(try hardcoded(catalog: true) == [])
    }

    @Test func aKeyNoTableHoldsIsHardcodedText() throws {
        let found = try hardcoded(catalog: false)
        #expect(found.count == 1 && found[0].contains("'Geofence Notifications'"), "\(found)")
    }
}
