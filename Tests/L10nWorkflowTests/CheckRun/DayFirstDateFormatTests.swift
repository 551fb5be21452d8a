import Foundation
import L10nWorkflow
import Testing

/// dimeApp writes its dates `d MMM` in English, French and Russian: the formatter names the month in the user's
/// language, and French and Russian write the day first. An app shipping Japanese, which writes the month first
/// (`1月3日`), has a finding there.
@Suite struct DayFirstDateFormatTests {
    func dateFindings(shipping language: String) throws -> [String] {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("""
            import UIKit
            final class EntryCell: UITableViewCell {
                let dateLabel = UILabel()
                func show(_ date: Date) {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "d MMM"
                    dateLabel.text = formatter.string(from: date)
                }
            }
            """, "App/EntryCell.swift")
        _ = try folder.write("\"entry.title\" = \"Entry\";\n", "App/en.lproj/Localizable.strings")
        _ = try folder.write("\"entry.title\" = \"Entrée\";\n", "App/\(language).lproj/Localizable.strings")
        return CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "locale-format" }.map(\.message)
    }

    @Test func aDayBeforeAMonthByNameSuitsLanguagesThatWriteTheDayFirst() throws {
        #expect(try dateFindings(shipping: "fr") == [])
        let japanese = try dateFindings(shipping: "ja")
        #expect(japanese.count == 1 && japanese[0].hasPrefix("date format 'd MMM'"), "\(japanese)")
    }
}
