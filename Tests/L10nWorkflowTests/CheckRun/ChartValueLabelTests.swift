import Foundation
import L10nWorkflow
import Testing

/// A Swift Charts plottable value's label (`.value("Weekday", day.name)`) is a `LocalizedStringKey` that Xcode
/// extracts, but the chart draws no text from it: a key read only there asks no translation (StudyPulse's
/// 'Weekday', 'Metric'). The same key also read by `Text` is shown and checked; `.value(` of another receiver
/// (`row.value("Hours", …)`), or in a file that does not import Charts, is any call.
@Suite struct ChartValueLabelTests {
    static let german = """
        "Weekday" = "Weekday";
        "Hours" = "Hours";
        "Mood" = "Mood";
        "Average" = "Average";
        "Totals" = "Totals";

        """

    func missingGerman(_ source: String, translated: String = "/* not yet */\n") throws -> [String] {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write(source, "App/StatsView.swift")
        _ = try folder.write(Self.german, "App/en.lproj/Localizable.strings")
        _ = try folder.write(translated, "App/de.lproj/Localizable.strings")
        return CheckRun.run(CheckRequest(paths: ["."], languages: ["en", "de"], currentDirectory: folder.path))
            .diagnostics.filter { $0.ruleID == "missing-translation" }.compactMap(\.key).sorted()
    }

    static let chart = """
        import SwiftUI
        import Charts
        struct StatsView: View {
            let days: [Day]
            let summary: Summary
            var body: some View {
                VStack {
                    Text("Average")
                    Chart(days) { day in
                        BarMark(x: .value("Weekday", day.name), y: .value("Hours", day.hours))
                            .foregroundStyle(by: .value("Mood", day.mood))
                    }
                    Text("Mood")
                    Text(summary.value("Totals", days.count))
                }
            }
        }
        """

    @Test func aLabelOnlyAChartReadsAsksNoTranslation() throws {
        // 'Mood' is also a Text's title, shown; 'Totals' goes to another receiver's `value(_:_:)`.
        #expect(try missingGerman(Self.chart) == ["Average", "Mood", "Totals"])
    }

    @Test func withoutChartsAValueCallIsAnyCall() throws {
        let missing = try missingGerman(Self.chart.replacingOccurrences(of: "import Charts\n", with: ""))
        #expect(missing == ["Average", "Hours", "Mood", "Totals", "Weekday"])
    }

    /// Beszel translates its chart labels into Polish, 'Date' and 'Usage' among them: there a label left out is a
    /// gap VoiceOver users hear, and it stays a finding.
    @Test func aLanguageThatTranslatesSomeChartLabelsMissesTheOthers() throws {
        let missing = try missingGerman(Self.chart, translated: "\"Hours\" = \"Stunden\";\n")
        #expect(missing == ["Average", "Mood", "Totals", "Weekday"])
    }
}
