import L10nDiagnostics
import Testing

@testable import L10nSourceIndex
@testable import L10nSourceParsing
@testable import L10nSourceRules

/// The app's own practice decides (issue 46): units left in English reported once, comments that say text is not
/// translated on purpose, text the APIs never show, names, and templates.
@Suite struct AppPracticeTests {
    static func lint(_ text: String, path: String = "Sources/App/View.swift") -> [Diagnostic] {
        SourceLinter(options: LintOptions()).lint(path: path, bytes: Array(text.utf8)).diagnostics
    }

    static func summary(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.location.line):\($0.location.column) \($0.ruleID)" }
    }

    // MARK: Units left in English

    /// A release-notes view of the shape MeetingBar has (bullets in `Text`, one localized button), in an app whose
    /// other files localize: one finding at the type, standing for every literal.
    @Test func aViewLeftInEnglishIsOneFindingAtItsDeclaration() throws {
        let folder = try ScratchFolder()
        let notes = (1...12).map { "            Text(\"• Fixed issue number \($0) in the menu\")" }.joined(separator: "\n")
        let files = [
            try folder.write("""
                struct PreferencesView: View {
                    var body: some View { Text("preferences_title".loco()) }
                }
                """, to: "App/PreferencesView.swift"),
            try folder.write("""
                import SwiftUI

                struct ChangelogView: View {
                    var body: some View {
                        List {
                \(notes)
                        }
                        Button("general_close".loco(), action: close)
                    }
                }
                """, to: "App/Changelog.swift"),
        ]
        let diagnostics = SourceLintRunner.run(files: files, options: LintOptions()).diagnostics
        #expect(diagnostics.count == 1, "\(diagnostics.map(\.message))")
        let unit = try #require(diagnostics.first)
        #expect(unit.ruleID == "hardcoded-string")
        #expect("\(unit.location.line):\(unit.location.column)" == "3:8")
        #expect(unit.message.hasPrefix("12 user-facing strings in 'ChangelogView', only 1 localized, while the app localizes its other views: one decision for the whole unit"))
        #expect(unit.related.map(\.line) == Array(6...17))
        #expect(unit.text == "unit 'ChangelogView'")
        // The JSON report carries the places it stands for.
        let json = JSONReporter().report([unit], summary: ReportSummary()).output
        #expect(json.contains("\"related\" : [") || json.contains("\"related\": ["), "\(json)")
    }

    /// A cell's label made with a placeholder (YayOrNay's `label.text = "FRIEND"`) that a controller in another file
    /// fills from a value (`cell.friendUsername.text = friend.username`): the placeholder never shows. A label
    /// another file gives localized words (a view reused elsewhere with its own), and a private one, keep their
    /// findings.
    @Test func aPlaceholderAnotherFileReplacesIsNotReported() throws {
        let folder = try ScratchFolder()
        let cell = try folder.write("""
            import UIKit

            final class FriendCell: UITableViewCell {
                let friendUsername: UILabel = {
                    let label = UILabel()
                    label.text = "Friend name"
                    return label
                }()
                let statusLabel: UILabel = {
                    let label = UILabel()
                    label.text = "Waiting for an answer"
                    return label
                }()
                private let badgeLabel: UILabel = {
                    let label = UILabel()
                    label.text = "New friend"
                    return label
                }()
            }
            """, to: "App/FriendCell.swift")
        let controller = try folder.write("""
            import UIKit

            final class FriendsController: UITableViewController {
                var friends: [Friend] = []
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "friend") as! FriendCell
                    cell.friendUsername.text = friends[indexPath.row].username
                    cell.badgeLabel.text = friends[indexPath.row].badge
                    cell.statusLabel.text = NSLocalizedString("friends.status.pending", comment: "")
                    return cell
                }
            }
            """, to: "App/FriendsController.swift")
        let diagnostics = SourceLintRunner.run(files: [cell, controller], options: LintOptions()).diagnostics
        let texts = diagnostics.filter { $0.ruleID == "hardcoded-string" }.map(\.message)
        #expect(!texts.contains { $0.contains("'Friend name'") }, "\(texts)")
        #expect(texts.contains { $0.contains("'Waiting for an answer'") }, "\(texts)")
        #expect(texts.contains { $0.contains("'New friend'") }, "\(texts)")
    }

    /// A single forgotten string in a view that localizes the rest, and four hardcoded strings (below the unit's
    /// five), stay findings of their own; so does a unit in an app that localizes nothing else.
    @Test func aForgottenStringStaysAFindingOfItsOwn() throws {
        let localized = (1...6).map { "        Text(String(localized: \"profile.row.\\(\($0))\"))" }.joined(separator: "\n")
        let mixed = """
            struct ProfileView: View {
                var body: some View {
            \(localized)
                    Text("Member since")
                }
            }
            """
        #expect(Self.summary(Self.lint(mixed)) == ["9:14 hardcoded-string"])
        let small = """
            struct HomeView: View { var body: some View { Text(String(localized: "home.title")) } }
            struct AboutView: View {
                var body: some View { Text("Version"); Text("Build"); Text("License terms"); Text("Credits") }
            }
            """
        #expect(Self.lint(small).count == 4)
        let nowhere = (1...6).map { "        Text(\"Plain text number \($0)\")" }.joined(separator: "\n")
        #expect(Self.lint("struct AboutView: View {\n    var body: some View {\n\(nowhere)\n    }\n}").count == 6)
    }

    /// UTM's `Intents/UTMActionIntent.swift`: six intents, each with five strings nobody localized, and a parameter
    /// titled 'Virtual Machine', which the app's English-key table happens to hold. One text said six times is one
    /// localized text: the file is one unit (a fifth localized at most), not thirty findings.
    @Test func oneKeySaidAgainIsOneLocalizedText() throws {
        let intents = (1...6).map { number in
            """
            struct Action\(number)Intent: AppIntent {
                static let title: LocalizedStringResource = "Run action number \(number)"
                static let description = IntentDescription("Runs action number \(number) on a machine.")
                static var parameterSummary: some ParameterSummary { Summary("Run \\(\\.$vm) now \(number)") }
                @Parameter(title: "Virtual Machine", requestValueDialog: "Select a machine for action \(number)")
                var vm: MachineEntity
                @Parameter(title: "Fast start \(number)")
                var fast: Bool
            }
            """
        }.joined(separator: "\n")
        var options = LintOptions()
        options.catalogKeys = ["Virtual Machine", "home.title"]
        options.englishKeys = true
        let folder = try ScratchFolder()
        let files = [
            try folder.write("struct HomeView: View { var body: some View { Text(String(localized: \"home.title\")) } }\n",
                to: "Platform/HomeView.swift"),
            try folder.write(intents, to: "Intents/ActionIntent.swift"),
        ]
        let diagnostics = SourceLintRunner.run(files: files, options: options).diagnostics
        #expect(diagnostics.count == 1, "\(diagnostics.map(\.message))")
        #expect(diagnostics.first?.message.hasPrefix("30 user-facing strings in 'ActionIntent.swift', only 1 localized") == true,
            "\(diagnostics.map(\.message))")
    }

    /// noop's `private var connectionModeBadge: LocalizedStringKey { … return "CONNECTING" … }`: with English keys,
    /// a literal a `LocalizedStringKey` property returns is a key, looked up; missing from the tables, it is said to
    /// be that, not hardcoded text. The same text returned from a `String` property is still hardcoded.
    @Test func aKeyReturnedFromALocalizedStringKeyPropertyIsAKeyNoTableHolds() throws {
        let text = """
            struct LiveView: View {
                var live: Live
                private var connectionModeBadge: LocalizedStringKey {
                    if live.connected { return "CONNECTING" }
                    return "Offline"
                }
                private var connectionModeDetail: String {
                    if live.connected { return "Heart rate stream is active." }
                    return "Offline"
                }
                var body: some View {
                    Text(connectionModeBadge)
                    Text(connectionModeDetail)
                }
            }
            """
        var options = LintOptions()
        options.catalogKeys = ["Offline"]
        options.englishKeys = true
        let folder = try ScratchFolder()
        let files = [try folder.write(text, to: "Strand/Screens/LiveView.swift")]
        let found = SourceLintRunner.run(files: files, options: options).diagnostics.filter { $0.ruleID == "hardcoded-string" }
            .map { "\($0.location.line): \($0.message)" }
        #expect(found.count == 2, "\(found)")
        #expect(found.first?.hasPrefix("4: user-facing string 'CONNECTING' in 'connectionModeBadge' (LiveView.swift:3), a localized text position is a key no table holds") == true, "\(found)")
        #expect(found.last?.hasPrefix("8: hardcoded user-facing string 'Heart rate stream is active.'") == true, "\(found)")
    }

    /// `--explain` on the declaration's line lists the unit's strings; on a string's line it says where the one
    /// finding is.
    @Test func explainListsTheUnitsStrings() {
        let notes = (1...5).map { "        Text(\"Fixed crash number \($0)\")" }.joined(separator: "\n")
        let text = """
            struct HomeView: View { var body: some View { Text(String(localized: "home.title")) } }
            struct NotesView: View {
                var body: some View {
            \(notes)
                }
            }
            """
        let linter = SourceLinter(options: LintOptions())
        let declaration = linter.explain(path: "Notes.swift", bytes: Array(text.utf8), line: 2).rendered
        #expect(declaration.contains("5 user-facing strings in 'NotesView', none localized"), "\(declaration)")
        #expect(declaration.contains("its strings:\n    Notes.swift:4:14\n    Notes.swift:5:14"), "\(declaration)")
        let member = linter.explain(path: "Notes.swift", bytes: Array(text.utf8), line: 4).rendered
        #expect(member.contains("one of the 5 strings of a unit left in English, reported once at its declaration (line 2)"), "\(member)")
    }

    // MARK: Stated intent

    @Test func commentsThatSayTextIsKeptInEnglish() {
        for comment in [
            "// not translated on purpose", "// Strings in this view are intentionally left unlocalized",
            "/// Messages are developer-facing diagnostics and stay English-only.", "// Don't translate these strings",
            "// No translation needed below, this is not a discoverable intent", "// do not localize",
            "/// Entity name sent to the server. Not localized, matching the other sensors.",
            "// should not i18n this string", "// no i18n: protocol name", "// We don't need to localize this now.",
            // A clause of its own says the rest is kept (mail-notifier's and listkomat's theme names).
            "/// Only `system` is a real word that needs localization; the other ten are sci-fi proper names that stay in English across every locale.",
            "/// The rest are proper nouns / family nicknames and deliberately stay the same in every language",
        ] {
            #expect(StatedIntent.says(comment), "\(comment)")
        }
        for comment in [
            "// TODO: localize", "// not localized yet", "// FIXME: untranslated", "// localized in the catalog",
            "// translate the coordinates", "// This string should be localized", "// TODO: i18n",
            "// l10n:disable:next hardcoded-string - brand name", "// We need to localize this before the release",
            "// Not localized. TODO: localize before the release", "// This needs localization; the other screens are done.",
        ] {
            #expect(!StatedIntent.says(comment), "\(comment)")
        }
    }

    @Test func statedIntentCoversItsDeclarationTheFileOrWhatFollows() {
        let text = """
            import SwiftUI
            struct HomeView: View { var body: some View { Text("Home screen") } }
            /// Kept in English on purpose: reports arrive in English.
            struct ReportView: View {
                var body: some View { Text("Calendar access granted") }
            }
            struct Intent {
                @Parameter(title: "Visible title") var a: String
                // No translation needed below
                @Parameter(title: "Server") var server: String
                @Parameter(title: "Entity ID") var entity: String
            }
            let label = Text("Trailing comment")  // English only
            """
        let found = Self.lint(text)
        #expect(Self.summary(found) == ["2:52 hardcoded-string", "8:23 hardcoded-string"], "\(found.map(\.message))")
        let explained = SourceLinter(options: LintOptions()).explain(path: "V.swift", bytes: Array(text.utf8), line: 5).rendered
        #expect(explained.contains("a comment says the text is not translated on purpose (line 3): 'Kept in English on purpose: reports arrive in English.'"), "\(explained)")
        let fileWide = "// Strings here are intentionally left unlocalized.\nimport SwiftUI\nstruct DebugView: View { var body: some View { Text(\"Reset cache\") } }"
        #expect(Self.lint(fileWide).isEmpty)
    }

    /// eightLttrs' legal notice says on screen that it is German only: the text it shows states the intent.
    @Test func aTextThatSaysItsViewIsInOneLanguageStatesTheIntent() {
        let text = """
            import SwiftUI
            struct LegalNoticeView: View {
                var body: some View {
                    Text("Haftung für Links")
                    Text("Because this is only required by German law, this is only available in German.")
                }
            }
            struct SettingsView: View { var body: some View { Text("Rate this app") } }
            """
        #expect(Self.summary(Self.lint(text)) == ["8:56 hardcoded-string"])
        #expect(StatedIntent.saysOnlyIn("Dieser Bereich ist nur auf Deutsch. Only available in German."))
        #expect(!StatedIntent.saysOnlyIn("Only available in the Pro version"))
        #expect(!StatedIntent.saysOnlyIn("Available in 30 languages"))
    }

    /// jyutping's keyboard test screen writes its options `Text(verbatim: "Number Pad")`: the file's text is kept as
    /// written on purpose, its other labels too.
    @Test func wordsWrittenVerbatimStateTheFilesIntent() {
        let text = """
            import SwiftUI
            struct InputTestView: View {
                private let pickerTitle: String = "Keyboard Type"
                var body: some View {
                    Picker(pickerTitle, selection: $type) {
                        Text(verbatim: "Number Pad").tag(1)
                        Text(verbatim: "Email Address").tag(2)
                        Text(verbatim: "Phone Pad").tag(3)
                    }
                    Text("Return Key")
                }
            }
            """
        #expect(Self.lint(text).isEmpty, "\(Self.lint(text).map(\.message))")
        // Two, or symbols and numbers, say nothing of the file.
        let two = text.replacingOccurrences(of: "Text(verbatim: \"Phone Pad\")", with: "Text(verbatim: \"•\")")
        #expect(Self.summary(Self.lint(two)) == ["3:39 hardcoded-string", "10:14 hardcoded-string"], "\(Self.lint(two).map(\.message))")
    }

    /// jyutping teaches Cantonese: `Term(name: "十二生肖", romanization: "sap6 ji6 sang1 ciu3", …)` is the lesson's
    /// content, the same in every language; the English comment beside it is not.
    @Test func termsTaughtWithTheirRomanizationAreLessonContent() {
        #expect(SiteContext.isTaughtTerm("十二生肖", through: "Term(name:romanization:emoji:comment:)"))
        #expect(SiteContext.isTaughtTerm("sap6 ji6 sang1 ciu3", through: "Term(name:romanization:emoji:comment:)"))
        #expect(!SiteContext.isTaughtTerm("The Chinese zodiac", through: "Term(name:romanization:emoji:comment:)"))
        #expect(!SiteContext.isTaughtTerm("十二生肖", through: "Card(title:subtitle:)"))
    }

    /// A comment on a property's declaration in one file keeps the text given to it in another file in English.
    @Test func statedIntentOnADeclarationReachesTextGivenToIt() throws {
        let folder = try ScratchFolder()
        let files = [
            try folder.write("""
                struct Metric {
                    /// Entity name sent to the server. Not localized, matching the other sensors.
                    let name: String
                    let title: String
                }
                struct MetricRow: View { let metric: Metric; var body: some View { Text(metric.name); Text(metric.title) } }
                """, to: "Sources/Metric.swift"),
            try folder.write("""
                let steps = Metric(name: "Step Count", title: "Steps walked today")
                """, to: "Sources/Metric+Activity.swift"),
        ]
        let diagnostics = SourceLintRunner.run(files: files, options: LintOptions()).diagnostics
        #expect(diagnostics.map(\.message).allSatisfy { $0.contains("'Steps walked today'") } && diagnostics.count == 1, "\(diagnostics.map(\.message))")
    }

    // MARK: Text never shown

    /// A menu's own title shows only as a top-level menu of the main menu: in the type some file makes the main
    /// menu of, it is reported; a status item's menu elsewhere is not.
    @Test func menuTitlesShowOnlyInTheMainMenu() throws {
        let folder = try ScratchFolder()
        let files = [
            try folder.write("""
                final class AppDelegate: NSObject, NSApplicationDelegate {
                    func applicationDidFinishLaunching(_ notification: Notification) { NSApp.mainMenu = MainMenu() }
                }
                """, to: "Sources/AppDelegate.swift"),
            try folder.write("""
                final class MainMenu: NSMenu {
                    func addFileMenu() { let menu = NSMenu(title: "File") }
                }
                """, to: "Sources/MainMenu.swift"),
            try folder.write("""
                final class StatusBarController {
                    func install() { statusItem.menu = NSMenu(title: "Status Bar Menu") }
                }
                """, to: "Sources/StatusBarController.swift"),
        ]
        let diagnostics = SourceLintRunner.run(files: files, options: LintOptions()).diagnostics
        #expect(diagnostics.map { "\($0.location.file.split(separator: "/").last!):\($0.location.line)" } == ["MainMenu.swift:2"])
    }

    /// A cell's setup text that its configuration sets again from a value is a placeholder (ExpenseHunter's
    /// `titleLabel.text = "날짜"` beside `func configure(title:)`); a view controller's status, replaced when data
    /// arrives, is shown until then and stays a finding.
    @Test func aCellsSetupTextItsConfigurationReplacesIsAPlaceholder() {
        let code = """
            final class AddCustomCell: UITableViewCell {
                private let titleLabel = UILabel()
                private let detailLabel = UILabel()
                func configureUI() {
                    titleLabel.text = "Date of purchase"
                    detailLabel.text = "Tap to choose"
                }
                func configure(title: String) {
                    titleLabel.text = title
                }
            }
            final class ListViewController: UIViewController {
                private let statusLabel = UILabel()
                override func viewDidLoad() {
                    statusLabel.text = "Loading entries"
                }
                func show(_ summary: String) {
                    statusLabel.text = summary
                }
            }
            """
        #expect(Self.summary(Self.lint(code)) == ["6:28 hardcoded-string", "15:28 hardcoded-string"])
    }

    /// Registering a cell shows nothing; dequeuing it does. kuStudy registers a weather cell whose every dequeue is
    /// commented out: its text reaches nobody, while a cell it registers and dequeues keeps its finding.
    @Test func aCellOnlyRegisteredIsNeverShown() throws {
        let folder = try ScratchFolder()
        let files = [
            try folder.write("""
                final class HeaderView: UIView {
                    func setUp() {
                        collectionView.register(WeatherConditionCell.self, forCellWithReuseIdentifier: WeatherConditionCell.reuseIdentifier)
                        collectionView.register(SeatCell.self, forCellWithReuseIdentifier: SeatCell.reuseIdentifier)
                    }
                    func cell(at indexPath: IndexPath) -> UICollectionViewCell {
                        // let cell = collectionView.dequeueReusableCell(withReuseIdentifier: WeatherConditionCell.reuseIdentifier, for: indexPath) as! WeatherConditionCell
                        return collectionView.dequeueReusableCell(withReuseIdentifier: SeatCell.reuseIdentifier, for: indexPath) as! SeatCell
                    }
                }
                """, to: "Sources/HeaderView.swift"),
            try folder.write("""
                final class WeatherConditionCell: UICollectionViewCell {
                    func update() { conditionLabel.text = "Fine dust is bad today" }
                }
                """, to: "Sources/WeatherConditionCell.swift"),
            try folder.write("""
                final class SeatCell: UICollectionViewCell {
                    func update() { seatLabel.text = "Seats left in the library" }
                }
                """, to: "Sources/SeatCell.swift"),
            // A whole app (its entry point, which makes the header), so that what no code names is known.
            try folder.write(
                "@main final class AppDelegate: UIResponder, UIApplicationDelegate { let header = HeaderView() }",
                to: "Sources/AppDelegate.swift"),
        ]
        // No storyboard, XIB or Objective-C file names either cell.
        var options = LintOptions()
        options.namedElsewhere = { _, _ in [] }
        let diagnostics = SourceLintRunner.run(files: files, options: options).diagnostics
        #expect(diagnostics.map { "\($0.location.file.split(separator: "/").last!):\($0.location.line)" } == ["SeatCell.swift:2"])
    }

    /// The lines of `code`'s `hardcoded-string` findings when the project builds for `targets` (platform: version).
    static func hardcodedLines(_ code: String, path: String, targets: [String: [Int]]) -> [Int] {
        var options = LintOptions()
        options.deploymentTargets = targets
        return SourceLinter(options: options).lint(path: path, bytes: Array(code.utf8))
            .diagnostics.filter { $0.ruleID == "hardcoded-string" }.map(\.location.line)
    }

    /// iOS hides a confirmation dialog's title unless the call asks for `titleVisibility: .visible`
    /// (mytalktools' sharing dialog): in an app built for iOS alone, that title is no finding; its buttons, the
    /// title it asks to show, and any title where the projects build for macOS too (which shows it) are.
    @Test func confirmationDialogTitlesShowOnIOSOnlyWhenAsked() {
        let code = """
            struct SharingView: View {
                @State var sharing = false
                var body: some View {
                    Text(verbatim: "")
                        .confirmationDialog("Import or export", isPresented: $sharing) {
                            Button("Import board") {}
                        }
                        .confirmationDialog("Delete board?", isPresented: $sharing, titleVisibility: .visible) {
                            Button("Delete") {}
                        }
                }
            }
            """
        func lines(_ targets: [String: [Int]]) -> [Int] { Self.hardcodedLines(code, path: "Sources/App/SharingView.swift", targets: targets) }
        #expect(lines(["iOS": [16, 0]]) == [6, 8, 9])
        #expect(lines(["iOS": [16, 0], "macOS": [13, 0]]) == [5, 6, 8, 9])
        #expect(lines([:]) == [5, 6, 8, 9])
    }

    /// iOS shows a picker inside a menu inline, its options and no title (TimePiece's summary menu): in an app built
    /// for iOS alone that title is no finding, nor with `.pickerStyle(.inline)`; the menu's own label, a picker given `.pickerStyle(.menu)` (a submenu
    /// titled so) and a picker outside a menu are, and so is any title where the projects build for macOS too.
    @Test func pickerTitlesInsideMenusShowOnIOSOnlyAsSubmenus() {
        let code = """
            struct SummaryMenu: View {
                @Binding var setting: String
                var body: some View {
                    Menu {
                        Picker("Notification Setting", selection: $setting) {
                            Text(verbatim: "a").tag("a")
                        }
                        Picker("Precision", selection: $setting) {
                            Text(verbatim: "b").tag("b")
                        }.pickerStyle(.menu)
                        Picker("Type", selection: $setting) {
                            Text(verbatim: "d").tag("d")
                        }
                        .pickerStyle(.inline)
                    } label: {
                        Text("Notifications")
                    }
                    Picker("Sound", selection: $setting) { Text(verbatim: "c").tag("c") }
                }
            }
            """
        func lines(_ targets: [String: [Int]]) -> [Int] { Self.hardcodedLines(code, path: "Sources/App/SummaryMenu.swift", targets: targets) }
        // `.pickerStyle(.inline)` (wherewego's map type picker) is what the menu does anyway: no title either.
        #expect(lines(["iOS": [16, 0]]) == [8, 16, 18])
        #expect(lines(["iOS": [16, 0], "macOS": [13, 0]]) == [5, 8, 11, 16, 18])
    }

    // MARK: Names

    @Test func standardNames() {
        for licence in ["GPLv3", "MIT", "Apache-2.0", "BSD-3-Clause", "GPL-3.0-or-later", "GNU GPL v3", "LGPLv2.1", "MPL-2.0", "GNU AGPLv3 License", "MIT License", "Apache License 2.0", "Apache License, Version 2.0", "GNU General Public License v3.0 or later", "Mozilla Public License 2.0"] {
            #expect(StandardNames.isLicence(licence), "\(licence)")
        }
        for text in ["Apache License", "MIT Press", "License", "GPL is great", "Apache License terms apply", "Mozilla Public License"] { #expect(!StandardNames.isLicence(text), "\(text)") }
        for currency in ["$ USD", "€ EUR", "USD ($)", "JPY", "€", "USD / EUR"] { #expect(StandardNames.isCurrency(currency), "\(currency)") }
        for text in ["ALL", "TOP", "USD dollars", "Pay $5"] { #expect(!StandardNames.isCurrency(text), "\(text)") }
        for code in ["SHA-256", "AES-GCM", "UTF-8", "RSA-2048", "P-256"] { #expect(StandardNames.isCodeWithNumber(code), "\(code)") }
        for text in ["Wi-Fi", "OK", "Set-Up", "A-B"] { #expect(!StandardNames.isCodeWithNumber(text) || text == "A-B", "\(text)") }
        for endonym in ["Deutsch", "עברית\u{200E}", "Norsk bokmål", "español (México)", "Español (México)", "中文（简体）", "Українська"] {
            #expect(TechnicalNames.isEndonym(endonym), "\(endonym)")
        }
        for text in ["Settings", "Ewe", "German", "Cancel"] { #expect(!TechnicalNames.isEndonym(text), "\(text)") }
        // A picker's regional entries (ChatMLX): a language's own name with a region or variant beside it.
        for regional in ["Australian English", "Français Canadien", "Português Brasileiro", "Español Latinoamericano", "中文（香港）"] {
            #expect(StandardNames.isRegionalEndonym(regional), "\(regional)")
        }
        for text in ["Open in Safari", "English", "Add to English list now please", "中文"] {
            #expect(!StandardNames.isRegionalEndonym(text), "\(text)")
        }
    }

    // MARK: Templates

    @Test func templatesAreLayoutAroundWholePieces() {
        #expect(TextTemplate.isTemplate([.literal("["), .localized, .literal("] "), .value]))
        #expect(TextTemplate.isTemplate([.value, .literal(" – "), .value]))
        #expect(TextTemplate.isTemplate([.value, .literal("\t"), .localized]))
        #expect(TextTemplate.isTemplate([.value, .literal(" "), .value]))
        #expect(TextTemplate.isTemplate([.localized, .literal(": "), .value]))
        #expect(TextTemplate.isTemplate([.localized, .literal(": "), .localized]))
        // avert's family answers: who answered, a colon, and the localized answer ('Papa : Fiable'); a number
        // before a colon labels nothing.
        #expect(TextTemplate.isTemplate([.value, .literal(" : "), .localized]))
        #expect(!TextTemplate.isTemplate([.number, .literal(": "), .localized]))
        #expect(!TextTemplate.isTemplate([.value, .literal(" "), .value, .literal(": "), .localized]))
        #expect(!TextTemplate.isTemplate([.localized, .literal(", "), .value]))
        #expect(!TextTemplate.isTemplate([.value, .literal(" "), .localized]))
        #expect(!TextTemplate.isTemplate([.number, .localized]))
        #expect(!TextTemplate.isTemplate([.localized, .literal(" ("), .localized, .literal(")")]))
        #expect(!TextTemplate.isTemplate([.literal("← "), .localized]))
        #expect(TextTemplate.isTemplate([.label, .literal(" "), .value]))
        #expect(!TextTemplate.isTemplate([.value, .literal(" "), .label]))
        // hax's recovery suggestion: a label, and on the lines below an example link with its id glued on.
        #expect(TextTemplate.isTemplate([.literal(""), .label, .literal("\n\n"), .value, .literal("1")]))
        #expect(!TextTemplate.isTemplate([.literal(""), .label, .literal("\n\n"), .value, .literal("1 more")]))
        // Chiff's 'Admin @ Acme' and 'Word 3': an at sign sets pieces apart; a localized noun and its item's number.
        #expect(TextTemplate.isTemplate([.localized, .literal(" @ "), .value]))
        #expect(TextTemplate.isTemplate([.localized, .literal(" "), .number]))
        #expect(!TextTemplate.isTemplate([.number, .literal(" "), .localized]))
        #expect(!TextTemplate.isTemplate([.localized, .literal(" "), .number, .literal(" "), .localized]))
        // A list's number and its mark first; the same mark later, or a number with only a space, is no list.
        #expect(TextTemplate.isTemplate([.number, .literal(". "), .localized]))
        #expect(TextTemplate.isTemplate([.number, .literal(") "), .localized]))
        #expect(!TextTemplate.isTemplate([.number, .literal(" "), .localized]))
        #expect(!TextTemplate.isTemplate([.localized, .literal(" "), .number, .literal(". "), .localized]))
        // A value in doubt, its '?' closing the bracket (MoePeek's detected language); a question is no template.
        #expect(TextTemplate.isTemplate([.localized, .literal(" ("), .value, .literal(" ?)")]))
        #expect(!TextTemplate.isTemplate([.localized, .literal(" "), .value, .literal("?")]))
        #expect(TextTemplate.isTemplate([.localized, .literal(" ("), .value, .literal("?)")]))
        // open-rmbt's failed test: a localized sentence, its full stop, and the system's error in brackets. Two
        // localized sentences in a row are still an order the code fixes, and a full stop after a value ends nothing.
        #expect(TextTemplate.isTemplate([.localized, .literal(". ("), .value, .literal(")")]))
        #expect(!TextTemplate.isTemplate([.localized, .literal(". "), .localized]))
        #expect(!TextTemplate.isTemplate([.value, .literal(" "), .localized, .literal(". "), .value]))
    }

    // MARK: OK

    /// An alert's 'OK' in a project whose tables never translate 'OK' into another word: no 'OK' entry (ParkenDD's
    /// de/cs/pl tables), or 'OK' in every language (RIA DigiDoc's `"action-ok" = "OK"` in English, Estonian and
    /// Russian): users read what a translation would show. Where a translation writes another word (phyphox's
    /// Turkish 'Tamam'), a hardcoded 'OK' is reported; 'Cancel' is reported either way.
    @Test func okIsReportedOnlyWhereTheTablesTranslateIt() {
        let source = """
            func warn() {
                let alert = UIAlertController(title: String(localized: "forecast.info.title"), message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Ok", style: .default))
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            }
            """
        func lint(okTranslations: [String]) -> [String] {
            var options = LintOptions()
            let texts = ["forecast.info.title": "Forecast", "forecast.info.cancel": "Dismiss"]
            options.catalogKeys = Set(texts.keys)
            options.catalogTexts = texts
            for translation in okTranslations { options.unitPractice.recordOK(translation: translation) }
            return Self.summary(SourceLinter(options: options).lint(path: "Sources/App/Forecast.swift", bytes: Array(source.utf8)).diagnostics)
        }
        #expect(lint(okTranslations: []) == ["4:42 hardcoded-string"])
        #expect(lint(okTranslations: ["OK", "Ok", ""]) == ["4:42 hardcoded-string"])
        #expect(lint(okTranslations: ["OK", "Tamam"]) == ["3:42 hardcoded-string", "4:42 hardcoded-string"])
        // With no table at all there is no practice to read: reported, as the rule's examples show.
        #expect(Self.summary(Self.lint(source)) == ["3:42 hardcoded-string", "4:42 hardcoded-string"])
        #expect(UnitPractice.isOK(" OK ") && UnitPractice.isOK("Okay.") && !UnitPractice.isOK("OK, got it") && !UnitPractice.isOK("Book"))
    }

    /// phoenix: a localized label whose catalog text ends with a colon ('Unable to get file: '), then the error: a label
    /// and its value, in that order in every language; the same join after a text without a colon is pieces.
    @Test func aLabelTheCatalogEndsWithAColonAndItsValueAreNoSentence() {
        let source = """
            import SwiftUI
            struct ImportButton: View {
                @State var toast = ""
                var body: some View { Text(toast) }
                func failed(_ error: Error) {
                    toast = "\\(String(localized: "toast.file_error")) \\(error)"
                }
            }
            """
        func lint(_ text: String) -> [String] {
            var options = LintOptions()
            options.catalogKeys = ["toast.file_error"]
            options.catalogTexts = ["toast.file_error": text]
            return Self.summary(SourceLinter(options: options).lint(path: "Sources/App/ImportButton.swift", bytes: Array(source.utf8)).diagnostics)
        }
        #expect(lint("Unable to get file: ") == [])
        #expect(lint("Unable to get file") == ["6:17 string-concatenation"])
    }
}


/// A literal a logger writes to the log names no key (AppPorts' `AppLogger.shared.logContext("应用由 root 安装", …)`),
/// but one a logger of the project's that takes a localized value does (MaaMacGui's `logTrace(_ key:
/// String.LocalizationValue)`, writing to a log panel users read).
@Suite struct LogLineKeysTests {
    @Test func aLoggerThatTakesALocalizedValueNamesKeys() throws {
        let folder = try ScratchFolder()
        let files = [
            try folder.write(
                """
                final class AppLogger { func logContext(_ title: String, details: [(String, String?)]) { print(title) } }
                final class Panel { func logTrace(_ key: String.LocalizationValue) { lines.append(String(localized: key)) } }
                func run(logger: AppLogger, panel: Panel) {
                    logger.logContext("应用由 root 安装", details: [])
                    panel.logTrace("TotalDrop")
                }
                """, to: "App/Run.swift"),
        ]
        var options = LintOptions()
        options.catalogKeys = ["应用由 root 安装", "TotalDrop"]
        options.englishKeys = true
        let references = SourceLintRunner.run(files: files, options: options).references
        #expect(references.map(\.key) == ["TotalDrop"])
    }
}
