import Foundation
import L10nDiagnostics
import L10nSourceParsing
import L10nSourceRules
import Testing

/// A fresh folder under the system temporary folder, removed when released.
final class ScratchFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-lint-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    @discardableResult
    func write(_ text: String, to relative: String) throws -> String {
        let file = path + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

@Suite struct SourceLintRunnerTests {
    /// A value two APIs show (`Label` in the first file, `Text` in the others): the message names the API of the
    /// first file in the run's order, whichever worker thread read which file, in every one of twenty runs.
    @Test func theIndexIsTheSameWhicheverWorkerReadsWhichFile() throws {
        let folder = try ScratchFolder()
        var files = [
            try folder.write("""
                struct Preset { var error: String { "Cannot delete built-in presets" } }
                struct First: View { let preset: Preset; var body: some View { Label(preset.error, systemImage: "x") } }
                """, to: "Sources/A/First.swift")
        ]
        for index in 0..<30 {
            files.append(try folder.write("""
                struct Screen\(index): View { let preset: Preset; var body: some View { Text(preset.error) } }
                """, to: "Sources/B/Screen\(index).swift"))
        }
        let expected = "hardcoded user-facing string 'Cannot delete built-in presets' reaches 'Label' through 'error' (First.swift:1); use String(localized: \"preset.label.cannot_delete_built_in\")"
        for run in 0..<20 {
            let messages = SourceLintRunner.run(files: files, options: LintOptions()).diagnostics.map(\.message)
            #expect(messages == [expected], "run \(run)")
        }
    }

    /// Two types declare a text member of one name: a finding names the declaration its text is in (the getter
    /// that returns it), not the first of that name in the run.
    @Test func aFindingNamesTheDeclarationItsTextIsIn() throws {
        let folder = try ScratchFolder()
        let files = [
            try folder.write("""
                struct TabButton: View { let label: String; var body: some View { Text(label) } }
                """, to: "Sources/A/TabButton.swift"),
            try folder.write("""
                enum SortOrder {
                    case newest
                    var label: String { "Newest first" }
                }
                struct SortMenu: View { let order: SortOrder; var body: some View { Text(order.label) } }
                """, to: "Sources/B/SortOrder.swift"),
        ]
        let messages = SourceLintRunner.run(files: files, options: LintOptions()).diagnostics.map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("'Newest first' reaches 'Text' through 'label' (SortOrder.swift:3);") == true, "\(messages)")
    }

    /// A parameter shown twice in its view, by `Label` and then by `Text`: the message names the first API in the
    /// source, the same rule as for values shown in several files.
    @Test func aValueShownByTwoAPIsIsNamedByTheFirst() throws {
        let folder = try ScratchFolder()
        let files = [
            try folder.write("""
                struct Row: View {
                    let title: String
                    var body: some View {
                        VStack {
                            Label(title, systemImage: "star")
                            Text(title).font(.caption)
                        }
                    }
                }
                """, to: "Sources/A/Row.swift"),
            try folder.write("""
                struct Home: View { var body: some View { Row(title: "Recent Orders") } }
                """, to: "Sources/A/Home.swift"),
        ]
        let messages = SourceLintRunner.run(files: files, options: LintOptions()).diagnostics.map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("'Recent Orders' reaches 'Label' through 'Row(title:)'") == true, "\(messages)")
    }

    /// A helper whose parameters go to two different properties: each finding names the property its argument
    /// reaches (`title:` → `messageText`, `message:` → `informativeText`), not the first one for both.
    @Test func eachParameterNamesTheAPIThatShowsIt() throws {
        let folder = try ScratchFolder()
        let files = [
            try folder.write("""
                extension NSAlert {
                    convenience init(title: String, message: String) {
                        self.init()
                        self.messageText = title
                        self.informativeText = message
                    }
                }
                """, to: "Sources/A/Alert.swift"),
            try folder.write("""
                func welcome() { NSAlert(title: "Welcome aboard", message: "Your table is booked.").runModal() }
                """, to: "Sources/A/Welcome.swift"),
        ]
        let messages = SourceLintRunner.run(files: files, options: LintOptions()).diagnostics.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.first?.contains("'Welcome aboard' reaches 'messageText' through 'NSAlert(title:message:)'") == true, "\(messages)")
        #expect(messages.last?.contains("'Your table is booked.' reaches 'informativeText' through 'NSAlert(title:message:)'") == true, "\(messages)")
    }

    /// One member name, two declarations: `title` is a `LocalizedStringKey` in a row view (read first) and a
    /// `String` computed from prose in an enum that `Text` shows. Each declaration is judged by its own type: the
    /// enum's literals are hardcoded text (IceCubesApp's metrics titles were missed when the first declaration of
    /// the name decided for all).
    @Test func aMemberNameDeclaredWithTwoTypesIsJudgedByEachDeclarationsType() throws {
        let folder = try ScratchFolder()
        let files = [
            try folder.write("""
                struct Row: View {
                    let title: LocalizedStringKey
                    var body: some View { Text(title) }
                }
                """, to: "Sources/A/Row.swift"),
            try folder.write("""
                enum Metric {
                    case follow, boost
                    var title: String {
                        switch self {
                        case .follow: "Follows"
                        case .boost: "Boosts"
                        }
                    }
                }
                """, to: "Sources/B/Metric.swift"),
            try folder.write("""
                struct MetricView: View {
                    let metric: Metric
                    var body: some View { Row(title: "metrics.row.title"); Text(metric.title) }
                }
                """, to: "Sources/C/MetricView.swift"),
        ]
        let found = SourceLintRunner.run(files: files, options: LintOptions()).diagnostics.map {
            "\($0.location.line):\($0.location.column) \($0.message)"
        }
        #expect(found == [
            "5:23 hardcoded user-facing string 'Follows' reaches 'Text' through 'title' (Metric.swift:3); use String(localized: \"metric.label.follows\")",
            "6:22 hardcoded user-facing string 'Boosts' reaches 'Text' through 'title' (Metric.swift:3); use String(localized: \"metric.label.boosts\")",
        ])
    }

    /// A local that shadows a project member whose value is shown (`@Bindable var preferences = preferences` in
    /// IceCubesApp, while another app's generated `L10n.Application.preferences` is shown as a window title): its
    /// initializer is no use of the local. Following it as one recursed until the stack overflowed (the
    /// 1.2M-line bench tree of issue 48 crashed).
    @Test func aLocalShadowingAShownMemberIsNotItsOwnUse() throws {
        let folder = try ScratchFolder()
        let files = [
            try folder.write("""
                public enum L10n {
                  public enum Application {
                    public static var preferences: String { return L10n.tr("Localizable", "menu.application.preferences") }
                  }
                }
                """, to: "Sources/A/Strings.swift"),
            try folder.write("""
                final class Coordinator {
                    func open() {
                        let window = NSWindow()
                        window.title = WindowTitles.preferences
                    }
                }
                """, to: "Sources/B/Coordinator.swift"),
            try folder.write("""
                struct Settings: View {
                    var body: some View {
                        @Bindable var preferences = preferences
                        Toggle("settings.toggle", isOn: $preferences.isOn)
                    }
                }
                """, to: "Sources/C/Settings.swift"),
        ]
        let result = SourceLintRunner.run(files: files, options: LintOptions())
        #expect(result.diagnostics.filter { $0.location.file.hasSuffix("Settings.swift") }.isEmpty)
    }

    /// btlb: a view's getter keeps `let title = bookmarked ? "bookmark.fill" : "bookmark"` to itself (an SF Symbol's
    /// name for `Image(systemName:)`), whatever another type's `title: LocalizedStringKey` looks up. The same local
    /// handed on as `Button(title)`'s label is that label's text.
    @Test func aGettersLocalKeptToItselfIsNotAShownMembersValue() throws {
        let folder = try ScratchFolder()
        let files = [
            try folder.write("""
                enum Error {
                    static var title: LocalizedStringKey = "error.title"
                }
                """, to: "Sources/A/Error.swift"),
            try folder.write("""
                struct DetailView: View {
                    @ViewBuilder private var bookmarkButton: some View {
                        Group {
                            let title = bookmarked ? "bookmark.fill" : "bookmark"
                            Button(action: toggle) {
                                Image(systemName: title)
                            }
                        }
                    }
                }
                """, to: "Sources/B/DetailView.swift"),
        ]
        var options = LintOptions()
        options.catalogKeys = ["error.title", "bookmark"]
        let result = SourceLintRunner.run(files: files, options: options)
        #expect(result.diagnostics.filter { $0.location.file.hasSuffix("DetailView.swift") }.isEmpty, "\(result.diagnostics)")
    }

    @Test func parallelRunEqualsFileByFileAndReportsUnreadableFiles() throws {
        let folder = try ScratchFolder()
        var files: [String] = []
        for index in 0..<40 {
            files.append(try folder.write("""
                struct Screen\(index)View: View {
                    var body: some View {
                        Text("screen\(index).title")
                        Button("Tap \(index)") {}
                        Text("Total: " + total)
                    }
                }
                """, to: "Sources/Screen\(index)View.swift"))
        }
        let missing = folder.path + "/Sources/Gone.swift"
        let options = LintOptions(catalogKeys: ["screen1.title"])
        let result = SourceLintRunner.run(files: files + [missing], options: options)
        var expected: [Diagnostic] = []
        var references: [KeyReference] = []
        let linter = SourceLinter(options: options)
        for file in files {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
            let single = linter.lint(path: file, bytes: bytes)
            expected += single.diagnostics
            references += single.references
        }
        #expect(result.diagnostics == expected.sorted(by: Diagnostic.reportOrder))
        #expect(result.references == references)
        #expect(result.diagnostics.count == 40 * 3 - 1)  // hardcoded + concatenation each, unknown-key but one
        #expect(result.errors.map(\.location.file) == [missing])
        #expect(result.errors.first?.ruleID == "read-error")
    }

    /// Linting while the files are still being found gives the files sorted and once each, and the same result as
    /// linting that list, however the finder orders or repeats them (and a slow finder only makes workers wait).
    @Test func lintingWhileDiscoveringEqualsLintingTheSortedList() throws {
        let folder = try ScratchFolder()
        var files: [String] = []
        for index in 0..<30 {
            files.append(try folder.write("""
                struct Row\(index): View {
                    var body: some View { Text("Row \(index)") + Text("row\(index).detail.title") }
                }
                """, to: "Sources/Row\(index).swift"))
        }
        let missing = folder.path + "/Sources/Gone.swift"
        let options = LintOptions(catalogKeys: ["row1.detail.title"], references: .keys)
        let expected = SourceLintRunner.run(files: (files + [missing]).sorted(), options: options)
        let orders: [[String]] = [
            (files + [missing]).sorted(),  // as a walk finds them: joined as they come, no reordering
            files + [missing],
            (files + [missing]).reversed(),
            files + [missing] + files.prefix(5),  // duplicates
            [],
        ]
        cases: for (caseIndex, order) in orders.enumerated() {
            let discovery = SourceLintRunner.Discovery { found in
                for (position, path) in order.enumerated() {
                    if position % 7 == 0 { usleep(200) }  // a finder slower than the workers now and then
                    found(path)
                }
            }
            let (linted, result) = SourceLintRunner.run(discovery, options: options)
            let wanted = order.isEmpty ? [] : (files + [missing]).sorted()
            #expect(linted == wanted, "case \(caseIndex)")
            #expect(result.diagnostics == (order.isEmpty ? [] : expected.diagnostics), "case \(caseIndex)")
            #expect(result.references == (order.isEmpty ? [] : expected.references), "case \(caseIndex)")
            #expect(result.errors.map(\.location.file) == (order.isEmpty ? [] : [missing]), "case \(caseIndex)")
            if linted != wanted { break cases }
        }
    }

    /// With a stream, files found in sorted order have their diagnostics streamed (each file's batch, in report
    /// order, together exactly the diagnostics a run without a stream returns); files found out of order are
    /// linted as without a stream and nothing is streamed.
    @Test func sortedFilesStreamTheirDiagnostics() throws {
        let folder = try ScratchFolder()
        var files: [String] = []
        for index in 0..<25 {
            files.append(try folder.write("""
                struct Card\(index): View {
                    var body: some View { Text("Card \(index)") + Text("card\(index).detail.title") }
                }
                """, to: "Sources/Card\(index).swift"))
        }
        let sorted = files.sorted()
        let options = LintOptions()
        let expected = SourceLintRunner.run(files: sorted, options: options)
        #expect(expected.diagnostics.count == 50)
        final class Batches: @unchecked Sendable {
            let lock = NSLock()
            var all: [[Diagnostic]] = []
            func add(_ batch: [Diagnostic]) {
                lock.lock()
                all.append(batch)
                lock.unlock()
            }
        }
        cases: for (caseIndex, order) in [sorted, sorted.reversed()].enumerated() {
            let batches = Batches()
            let (linted, result) = SourceLintRunner.run(
                SourceLintRunner.Discovery { found in
                    for (position, path) in order.enumerated() {
                        if position % 6 == 0 { usleep(300) }  // the walk is still going while files are joined
                        found(path)
                    }
                }, options: options, stream: { batches.add($0) })
            #expect(linted == sorted, "case \(caseIndex)")
            let isSorted = caseIndex == 0
            #expect(result.streamed == isSorted, "case \(caseIndex)")
            #expect(result.diagnostics == (isSorted ? [] : expected.diagnostics), "case \(caseIndex)")
            #expect(batches.all.joined().elementsEqual(isSorted ? expected.diagnostics : []), "case \(caseIndex)")
            #expect(!batches.all.contains { $0.isEmpty }, "case \(caseIndex)")
            if result.streamed != isSorted { break cases }
        }
    }
}
