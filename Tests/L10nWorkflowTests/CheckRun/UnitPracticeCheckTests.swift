import Foundation
import L10nWorkflow
import Testing

/// A hardcoded unit is a finding where the app's translators write that unit their own way, not where every
/// translation keeps it (nightguard's snooze labels, '1h' = '1h' in German).
@Suite struct UnitPracticeCheckTests {
    static let snooze = """
        import UIKit
        final class SnoozeCell: UITableViewCell {
            func show(seconds: Int) {
                textLabel?.text = "6h"
                detailTextLabel?.text = "\\(seconds)s"
            }
        }
        """

    func units(_ tables: [String: String], languages: [String]? = nil) throws -> [String] {
        let folder = try CheckRunTests.Folder()
        for (path, text) in tables { _ = try folder.write(text, path) }
        _ = try folder.write(Self.snooze, "App/SnoozeView.swift")
        let request = languages.map { CheckRequest(paths: ["."], languages: $0, currentDirectory: folder.path) }
            ?? CheckRequest(paths: ["."], currentDirectory: folder.path)
        return CheckRun.run(request).diagnostics
            .filter { $0.ruleID == "hardcoded-string" && $0.message.hasPrefix("hardcoded unit") }
            .map { String($0.message.split(separator: "'")[1]) }
    }

    @Test func unitsTheTranslatorsKeepAreNotReportedAndOthersAre() throws {
        let found = try units([
            "App/en.lproj/Localizable.strings": "\"Last 24h\" = \"Last 24h\";\n\"%llds left\" = \"%llds left\";\n",
            "App/de.lproj/Localizable.strings": "\"Last 24h\" = \"Letzte 24h\";\n\"%llds left\" = \"Noch %lld Sek.\";\n",
        ])
        #expect(found == ["s"])
    }

    /// Without tables nothing says how the translators write a unit: time units are reported. Where the app has
    /// translations, none of a unit, the second's `s` is kept when every language it ships writes it so (Spanish,
    /// unlike Russian's 'с').
    @Test func withoutTablesTimeUnitsAreReported() throws {
        #expect(try units([:], languages: ["en", "es"]) == ["h", "s"])
        let greeting = "\"greeting\" = \"Hello\";\n"
        #expect(try units([
            "App/en.lproj/Localizable.strings": greeting,
            "App/es.lproj/Localizable.strings": "\"greeting\" = \"Hola\";\n",
        ], languages: ["en", "es"]) == ["h"])
        #expect(try units([
            "App/en.lproj/Localizable.strings": greeting,
            "App/ru.lproj/Localizable.strings": "\"greeting\" = \"Привет\";\n",
        ], languages: ["en", "ru"]) == ["h", "s"])
    }

    /// A unit literal SwiftUI looks up as a key that a catalog holds is translated there (Nostur's `Text("4h")`,
    /// Dutch `"4u"`): no finding.
    @Test func aUnitTheCatalogHoldsAsAKeyIsLocalized() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("""
            import SwiftUI
            struct FeedFilter: View {
                var body: some View { HStack { Text("4h"); Text("8h") } }
            }
            """, "App/FeedFilter.swift")
        _ = try folder.write("""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "4h" : { "localizations" : { "nl" : { "stringUnit" : { "state" : "translated", "value" : "4u" } } } }
              },
              "version" : "1.0"
            }
            """, "App/Localizable.xcstrings")
        let found = CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "hardcoded-string" }.map(\.message)
        #expect(found.count == 1)
        #expect(found.first?.contains("'8h'") == true)
    }

    /// A key looked up with its value and unit, whose source text is written otherwise (ScreenNote's `%lfs`, English
    /// '%3.1lf s', Japanese '%3.1lf 秒', read by `Text("\(duration)s", bundle: .module)`): translated where it is
    /// looked up. The same text set on a label, not looked up, is still a hardcoded unit.
    @Test func aUnitKeyWhoseSourceTextIsWrittenOtherwiseIsLocalized() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("""
            import SwiftUI
            struct GeneralSettings: View {
                var duration: Double
                var body: some View { Text("\\(duration)s", bundle: .module) }
            }
            final class DurationCell: UITableViewCell {
                func show(duration: Double) { durationLabel.text = "\\(duration)s" }
            }
            """, "App/GeneralSettings.swift")
        _ = try folder.write("""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lfs" : { "localizations" : {
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "%3.1lf s" } },
                  "ja" : { "stringUnit" : { "state" : "translated", "value" : "%3.1lf 秒" } } } }
              },
              "version" : "1.0"
            }
            """, "App/Localizable.xcstrings")
        let found = CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "hardcoded-string" }.map(\.location.line)
        #expect(found == [7])
    }

    /// A hardcoded 'OK' follows how the tables treat 'OK' (RIA DigiDoc's `"action-ok" = "OK"` in every language: no
    /// finding; phyphox's Turkish 'Tamam': a finding), read from the `.strings` tables `check` reads.
    @Test func okFollowsTheTablesTranslationsOfOK() throws {
        func hardcoded(turkishOK: String) throws -> [String] {
            let folder = try CheckRunTests.Folder()
            _ = try folder.write("""
                import UIKit
                final class Alerts {
                    func warn() -> UIAlertController {
                        let alert = UIAlertController(title: NSLocalizedString("alert.title", comment: ""), message: nil, preferredStyle: .alert)
                        alert.addAction(UIAlertAction(title: "OK", style: .default))
                        return alert
                    }
                }
                """, "App/Alerts.swift")
            _ = try folder.write("\"alert.title\" = \"Warning\";\n\"action-ok\" = \"OK\";\n", "App/en.lproj/Localizable.strings")
            _ = try folder.write("\"alert.title\" = \"Uyarı\";\n\"action-ok\" = \"\(turkishOK)\";\n", "App/tr.lproj/Localizable.strings")
            return CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path)).diagnostics
                .filter { $0.ruleID == "hardcoded-string" }.map(\.message)
        }
        #expect(try hardcoded(turkishOK: "OK").isEmpty)
        let translated = try hardcoded(turkishOK: "Tamam")
        #expect(translated.count == 1 && translated[0].hasPrefix("hardcoded user-facing string 'OK'"), "\(translated)")
    }
}
