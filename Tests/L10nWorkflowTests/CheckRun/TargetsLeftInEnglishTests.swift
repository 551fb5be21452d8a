import Foundation
import L10nCatalogChecks
import L10nDiagnostics
import L10nWorkflow
import Testing

/// A build target left in English as a whole (BookPlayer's widget extension: every name, description and label in
/// English over ten files, none reaching a unit of its own) is one `hardcoded-string` finding, in an app whose other
/// targets localize; a target with one localized call, or the only target, keeps a finding per string.
@Suite struct TargetsLeftInEnglishTests {
    /// A widget target (`Widget/Info.plist`) of three files, two English literals each.
    func widget(in folder: CheckRunTests.Folder, localizedCall: Bool = false) throws {
        _ = try folder.write("", "Widget/Info.plist")
        for index in 1...3 {
            let subtitle = localizedCall && index == 2
                ? #"String(localized: "widget.subtitle")"# : #""Shows how long you listened today \#(index)""#
            _ = try folder.write("""
                import SwiftUI
                import WidgetKit
                struct Widget\(index): Widget {
                    var body: some WidgetConfiguration {
                        StaticConfiguration(kind: "w\(index)", provider: Provider()) { entry in EntryView(entry: entry) }
                            .configurationDisplayName("Listening time number \(index)")
                            .description(\(subtitle))
                    }
                }
                """, "Widget/Widget\(index).swift")
        }
    }

    /// The app's target (`App/Info.plist`), which localizes.
    func app(in folder: CheckRunTests.Folder) throws {
        _ = try folder.write("", "App/Info.plist")
        _ = try folder.write("""
            import SwiftUI
            struct ContentView: View {
                var body: some View { Text(String(localized: "home.title")) }
            }
            """, "App/ContentView.swift")
    }

    func hardcoded(_ folder: CheckRunTests.Folder) -> [Diagnostic] {
        CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path)).diagnostics.filter {
            $0.ruleID == "hardcoded-string"
        }
    }

    @Test func aWidgetTargetLeftInEnglishIsOneFinding() throws {
        let folder = try CheckRunTests.Folder()
        try app(in: folder)
        try widget(in: folder)
        let findings = hardcoded(folder)
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.location.file.hasSuffix("Widget/Widget1.swift"))
        #expect(finding.location.line == 6)
        #expect(finding.message.hasPrefix(
            "6 user-facing strings in target 'Widget', none localized, while the app localizes its other targets: one decision for the whole target;"))
        #expect(finding.related.count == 5)
        #expect(finding.related.map { ($0.file as NSString).lastPathComponent } == [
            "Widget1.swift", "Widget2.swift", "Widget2.swift", "Widget3.swift", "Widget3.swift",
        ])
        #expect(finding.text == "target 'Widget'")
    }

    /// OpenFind's new app, with no translations: a count glued to English words in a target left in English is the
    /// same decision as its hardcoded text, folded into the target's finding; in a target that localizes it stays.
    @Test func gluedTextInATargetLeftInEnglishJoinsItsFinding() throws {
        let folder = try CheckRunTests.Folder()
        try app(in: folder)
        try widget(in: folder)
        let status = """
            import UIKit
            final class StatusView: UIView {
                let label = UILabel()
                func update(count: Int) { label.text = "\\(count) results found" }
            }
            """
        _ = try folder.write(status, "Widget/StatusView.swift")
        _ = try folder.write(status.replacingOccurrences(of: "StatusView", with: "AppStatusView"), "App/AppStatusView.swift")
        let findings = CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path)).diagnostics.filter {
            $0.ruleID == "hardcoded-string" || $0.ruleID == "string-concatenation"
        }
        #expect(findings.map { "\(($0.location.file as NSString).lastPathComponent) \($0.ruleID)" } == [
            "AppStatusView.swift hardcoded-string", "AppStatusView.swift string-concatenation", "StatusView.swift hardcoded-string",
        ])
        let target = try #require(findings.last)
        #expect(target.message.hasPrefix("7 user-facing strings in target 'Widget', none localized"))
        #expect(target.related.contains { $0.file.hasSuffix("Widget/Widget1.swift") })
    }

    @Test func aTargetWithOneLocalizedCallKeepsAFindingPerString() throws {
        let folder = try CheckRunTests.Folder()
        try app(in: folder)
        try widget(in: folder, localizedCall: true)
        let findings = hardcoded(folder)
        #expect(findings.count == 5)
        #expect(findings.allSatisfy { $0.related.isEmpty })
    }

    @Test func theOnlyTargetIsNeverGrouped() throws {
        let folder = try CheckRunTests.Folder()
        try widget(in: folder)
        #expect(hardcoded(folder).count == 6)
        // A file outside every target that localizes is the app localizing elsewhere: the target is one finding.
        _ = try folder.write(#"let title = String(localized: "home.title")"#, "Shared/Titles.swift")
        #expect(hardcoded(folder).count == 1)
    }

    @Test func fewerThanFiveStringsStayFindingsOfTheirOwn() throws {
        let folder = try CheckRunTests.Folder()
        try app(in: folder)
        try widget(in: folder)
        try FileManager.default.removeItem(atPath: folder.path + "/Widget/Widget3.swift")
        #expect(hardcoded(folder).count == 4)
    }

    /// BookPlayer's control widget names a key of the app's table (`Label("intent_lastbook_play_title", …)`) beside
    /// English strings: translators have one text, the rest is one decision.
    @Test func aKeyACatalogHoldsIsSaid() throws {
        let folder = try CheckRunTests.Folder()
        try app(in: folder)
        try widget(in: folder)
        _ = try folder.write(#"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "home.title" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Start" } } } },
                "widget_play_title" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Abspielen" } } } }
              },
              "version" : "1.0"
            }
            """#, "App/Localizable.xcstrings")
        _ = try folder.write("""
            import SwiftUI
            struct PlayControl: View {
                var body: some View { Label("widget_play_title", systemImage: "play") }
            }
            """, "Widget/PlayControl.swift")
        let findings = hardcoded(folder)
        #expect(findings.count == 1)
        #expect(findings.first?.message.hasPrefix("6 user-facing strings in target 'Widget', only 1 localized, while") == true)
    }

    /// swiftDialog: a folder of views inside the app's target (`dialog/Views/Inspect`) whose files localize nothing,
    /// while the app's other views do, is one finding; a file beside files that localize keeps its own.
    @Test func aFolderLeftInEnglishIsOneFinding() throws {
        let folder = try CheckRunTests.Folder()
        try app(in: folder)
        for index in 1...2 {
            _ = try folder.write("""
                import SwiftUI
                struct Preset\(index)View: View {
                    var body: some View {
                        VStack {
                            Text("Installing the required apps \(index)")
                            Text("Checking the compliance of this Mac")
                            Button("Continue with the next step") {}
                        }
                    }
                }
                """, "App/Inspect/Preset\(index).swift")
        }
        let findings = hardcoded(folder)
        #expect(findings.count == 1)
        #expect(findings.first?.message.hasPrefix(
            "6 user-facing strings in folder 'Inspect', none localized, while the app localizes its other code: one decision for the whole folder;") == true)
        #expect(findings.first?.related.count == 5)
        #expect(findings.first?.text == "folder 'Inspect'")
        // A file that localizes in the folder: each string is a finding of its own again.
        _ = try folder.write(#"let title = String(localized: "inspect.title")"#, "App/Inspect/Titles.swift")
        #expect(hardcoded(folder).count == 6)
    }

    /// TimePiece keeps its keys as typed constants (`static let makeReusable: LocalizedStringKey = "makeReusable"`)
    /// and its sheets pass them to its own views (`RegularButton(title: Strings.makeReusable)`): a folder of such
    /// files localizes, so its literals are findings each, not a folder "none localized". A view's parameter of the
    /// type (`let message: LocalizedStringKey`, no value) says nothing of its file.
    @Test func aFolderThatUsesKeyConstantsIsNoFolderLeftInEnglish() throws {
        let folder = try CheckRunTests.Folder()
        try app(in: folder)
        _ = try folder.write("""
            import SwiftUI
            public class Strings {
                static let makeReusable: LocalizedStringKey = "makeReusable"
            }
            struct RegularButton: View {
                let title: LocalizedStringKey
                var body: some View { Text(title) }
            }
            """, "App/Data/Strings.swift")
        for index in 1...2 {
            _ = try folder.write("""
                import SwiftUI
                struct Detail\(index)View: View {
                    var body: some View {
                        VStack {
                            RegularButton(title: Strings.makeReusable)
                            Text("Installing the required apps \(index)")
                            Text("Checking the compliance of this Mac")
                            Button("Continue with the next step") {}
                        }
                    }
                }
                """, "App/Sheets/Detail\(index).swift")
        }
        let findings = hardcoded(folder)
        #expect(findings.count == 6)
        #expect(!findings.contains { $0.message.contains("folder 'Sheets'") })
        // Prose as the value (an App Intent's title, MoeMemos' intents) is English written in place, not a key.
        for index in 1...2 {
            _ = try folder.write("""
                import AppIntents
                struct Save\(index)Intent: AppIntent {
                    static var title: LocalizedStringResource = "Save a memo \(index)"
                    static var description = IntentDescription("Saves a memo to the account you pick")
                    func perform() async throws -> some IntentResult & ProvidesDialog {
                        .result(dialog: "The memo is saved to your account")
                    }
                }
                """, "App/Intents/Save\(index)Intent.swift")
        }
        #expect(hardcoded(folder).contains { $0.message.contains("in folder 'Intents', none localized") })
    }

    @Test func streamedFindingsAreGroupedTheSame() throws {
        let folder = try CheckRunTests.Folder()
        try app(in: folder)
        try widget(in: folder)
        let configuration = L10nConfiguration(file: folder.path + "/.l10n.json", baseDirectory: folder.path)
        var request = CheckRequest(
            paths: [folder.path], configuration: configuration, currentDirectory: FileManager.default.currentDirectoryPath)
        let plain = CheckRun.run(request)
        let received = CheckStreamTests.Received()
        request.stream = { received.add($0) }
        let streamed = CheckRun.run(request)
        #expect(streamed.streamed)
        #expect(plain.diagnostics.filter { $0.ruleID == "hardcoded-string" }.count == 1)
        #expect(received.all == plain.diagnostics)
        #expect(streamed.summary == plain.summary)
    }

    @Test func explainListsTheTargetsStrings() throws {
        let folder = try CheckRunTests.Folder()
        try app(in: folder)
        try widget(in: folder)
        // A view left in English: a unit of its own, folded into the target's finding.
        _ = try folder.write("""
            import SwiftUI
            struct PanelView: View {
                var body: some View {
                    VStack {
                        Text("Time listened today")
                        Text("Your last played book")
                        Text("Tap to resume playback")
                        Text("Nothing played yet")
                        Text("Open the app to start")
                    }
                }
            }
            """, "Widget/Panel.swift")
        let request = CheckRequest(paths: ["."], currentDirectory: folder.path)
        let findings = CheckRun.run(request).diagnostics.filter { $0.ruleID == "hardcoded-string" }
        #expect(findings.count == 1)
        #expect(findings.first?.message.hasPrefix("11 user-facing strings in target 'Widget'") == true)
        #expect(findings.first?.location.file.hasSuffix("/Widget/Panel.swift") == true)
        let first = try CheckRun.explain(request, file: "Widget/Panel.swift", line: 2).rendered
        #expect(first.contains("error: 11 user-facing strings in target 'Widget'"))
        #expect(first.contains("its strings:\n    Widget/Panel.swift:5:18\n    Widget/Panel.swift:6:18"))
        #expect(first.contains("    Widget/Widget1.swift:6:39\n    Widget/Widget1.swift:7:26\n    Widget/Widget2.swift:6:39"))
        #expect(!first.contains(folder.path))
        let other = try CheckRun.explain(request, file: "Widget/Widget3.swift", line: 7).rendered
        #expect(other.contains("because: one of the strings of target 'Widget' left in English, reported once at the first (Widget/Panel.swift:2): 11 user-facing strings"))
        #expect(!other.contains("reported: error"))
    }
}
