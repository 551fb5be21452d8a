import Foundation
import L10nCatalogChecks
import L10nWorkflow
import Testing

/// `locale-format` reads the languages the app ships: a fixed format each of them writes that way shows no user
/// anything wrong (PrayerTracker's `MMMM yyyy` in German, English and Turkish; a rating's `%.1f` in English and
/// Japanese); one language that writes it otherwise (Japanese's `2026年11月`, German's `4,5`) keeps the finding.
@Suite struct ShippedLanguageFormatTests {
    func findings(_ line: String, shipping languages: [String]) throws -> [String] {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("""
            import UIKit
            final class MonthHeader: UITableViewHeaderFooterView {
                let titleLabel = UILabel()
                func show(_ date: Date, rating: Double) {
                    let formatter = DateFormatter()
                    \(line)
                }
            }
            """, "App/MonthHeader.swift")
        _ = try folder.write("\"month.title\" = \"Month\";\n", "App/en.lproj/Localizable.strings")
        for language in languages {
            _ = try folder.write("\"month.title\" = \"Monat\";\n", "App/\(language).lproj/Localizable.strings")
        }
        // The languages the tables ship, as 'l10n init' writes them (the built-in convention also requires Spanish).
        let configuration = L10nConfiguration(
            languages: ["en"] + languages, file: folder.path + "/.l10n.json", baseDirectory: folder.path)
        return CheckRun.run(CheckRequest(paths: ["App"], configuration: configuration, currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "locale-format" }.map(\.message)
    }

    static let month = "formatter.dateFormat = \"MMMM yyyy\"; titleLabel.text = formatter.string(from: date)"
    static let rating = "titleLabel.text = String(format: \"%.1f\", rating)"

    @Test func aMonthAndYearEveryShippedLanguageWritesSo() throws {
        #expect(try findings(Self.month, shipping: ["de", "tr"]) == [])
        let japanese = try findings(Self.month, shipping: ["de", "ja"])
        #expect(japanese.count == 1 && japanese[0].hasPrefix("date format 'MMMM yyyy'"), "\(japanese)")
    }

    @Test func aDecimalNumberEveryShippedLanguageWritesWithAPoint() throws {
        #expect(try findings(Self.rating, shipping: ["ja", "zh-Hans"]) == [])
        let german = try findings(Self.rating, shipping: ["ja", "de"])
        #expect(german.count == 1 && german[0].hasPrefix("number format '%.1f'"), "\(german)")
        #expect(try findings(Self.rating, shipping: ["ar"]).count == 1)
    }
}
