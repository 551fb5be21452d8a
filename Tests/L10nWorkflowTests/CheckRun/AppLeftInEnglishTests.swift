import Foundation
import L10nWorkflow
import Testing

/// redis-pro: a SwiftUI app that localizes its tooltips (`.help("HELP_TTL")`) and builds its info tips' keys
/// (`NSLocalizedString("REDIS_INFO_\(section)_\(key)".uppercased(), …)`), beside English labels, buttons and alerts no
/// table holds. Its English interface is one finding; the built keys are in use.
@Suite struct AppLeftInEnglishTests {
    static func app(labels: Int, tooltips: Int) -> (files: [(String, String)], table: String) {
        var views: [(String, String)] = [(
            """
            import SwiftUI
            @main struct RedisProApp: App {
                var body: some Scene { WindowGroup { HomeView() } }
            }
            public class RedisInfoItemModel: NSObject {
                @objc var section: String = ""
                @objc var key: String = ""
                @objc var desc: String {
                    NSLocalizedString("REDIS_INFO_\\(section)_\\(key)".uppercased(), tableName: nil, bundle: Bundle.main, value: "", comment: "")
                }
            }
            struct HomeView: View {
                var body: some View {
                    Text(RedisInfoItemModel().desc)
                    \((0..<labels).map { "Panel\($0)View()" }.joined(separator: "\n        "))
                }
            }
            """, "App/RedisProApp.swift")]
        // Each view in a file of its own: labels in English, and a tooltip localized by key in some.
        for index in 0..<labels {
            let help = index < tooltips ? ".help(\"HELP_\(index)\")" : ""
            views.append((
                """
                import SwiftUI
                struct Panel\(index)View: View {
                    var body: some View {
                        Button("Refresh the panel number \(index)") {}\(help)
                    }
                }
                """, "App/Views/Panel\(index)View.swift"))
        }
        var table = (0..<tooltips).map { "\"HELP_\($0)\" = \"Help text \($0)\";" }.joined(separator: "\n")
        table += "\n\"REDIS_INFO_SERVER_UPTIME\" = \"Uptime of the server\";\n\"UNIT_MICROSECOND\" = \"µs\";"
        return (views, table)
    }

    static func check(labels: Int, tooltips: Int) throws -> CheckOutcome {
        try check(labels: labels, tooltips: tooltips, in: CheckRunTests.Folder())
    }

    static func check(labels: Int, tooltips: Int, in folder: CheckRunTests.Folder) throws -> CheckOutcome {
        let made = app(labels: labels, tooltips: tooltips)
        for (text, path) in made.files { _ = try folder.write(text, path) }
        for language in ["en", "zh-Hans"] { _ = try folder.write(made.table, "App/\(language).lproj/Localizable.strings") }
        _ = try folder.write("""
            { "version": 1, "languages": ["en", "zh-Hans"], "catalogs": ["App"], "sources": ["App"] }
            """, ".l10n.json")
        return CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path))
    }

    @Test func anAppThatLocalizesASliverIsOneFinding() throws {
        let outcome = try Self.check(labels: 24, tooltips: 3)
        let hardcoded = outcome.diagnostics.filter { $0.ruleID == "hardcoded-string" }
        #expect(hardcoded.count == 1)
        #expect(hardcoded.first?.message.hasPrefix("24 user-facing strings in this app, only 3 localized: most of its interface is in English") == true)
        #expect(hardcoded.first?.related.count == 23)
    }

    /// `check --explain` tells it as `check` does: the first string's line shows the app's finding and lists the
    /// others; another string's line says where its finding went.
    @Test func explainShowsTheAppsFinding() throws {
        let folder = try CheckRunTests.Folder()
        let outcome = try Self.check(labels: 24, tooltips: 3, in: folder)
        let finding = try #require(outcome.diagnostics.first { $0.ruleID == "hardcoded-string" })
        let request = CheckRequest(paths: ["."], currentDirectory: folder.path)
        let first = try CheckRun.explain(request, file: finding.location.file, line: finding.location.line).rendered
        #expect(first.contains("24 user-facing strings in this app, only 3 localized"))
        #expect(first.contains("its strings:"))
        let other = try #require(finding.related.first)
        let second = try CheckRun.explain(request, file: other.file, line: other.line).rendered
        #expect(second.contains("one of the strings of the app left in English, reported once at the first"))
    }

    @Test func anAppThatLocalizesMoreKeepsAFindingPerString() throws {
        // Twelve of 24 views localize their tooltip: half the files localize.
        let outcome = try Self.check(labels: 24, tooltips: 12)
        let hardcoded = outcome.diagnostics.filter { $0.ruleID == "hardcoded-string" }
        #expect(hardcoded.count == 24)
        #expect(!hardcoded.contains { $0.message.contains("in this app") })
    }

    @Test func aKeyLiteralInTheCaseTheCodeGivesIsInUse() throws {
        let outcome = try Self.check(labels: 3, tooltips: 3)
        let unused = outcome.diagnostics.filter { $0.ruleID == "unused-key" }.compactMap(\.key)
        #expect(unused == ["UNIT_MICROSECOND"])
    }
}
