import Foundation
import Testing

/// `l10n check --explain FILE:LINE` end to end: the built binary on a small SwiftUI project in a temporary folder.
/// Each expected line was read against the fixture: the hops are the fixture's declarations at the lines shown.
@Suite struct CheckExplainTests {
    static let views = """
        import SwiftUI

        struct HoursRow: View {
            let title: String
            var body: some View { Text(title) }
        }

        func hoursRow(titled text: String) -> some View {
            HoursRow(title: text)
        }

        struct HomeView: View {
            var body: some View {
                hoursRow(titled: "Holiday Hours")
                Text("home.title.text")
                // l10n:disable:next hardcoded-string - brand name
                Text("Acme Kitchen")
                Text(isOpen ? "Open now" : "Closed")
            }
        }

        #Preview {
            Text("Preview only")
        }
        """

    func explain(_ line: Int) throws -> L10nProcess.Result {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.views, to: "App/Views.swift")
        return try L10nProcess.run(["check", "--explain", "App/Views.swift:\(line)", "App"], in: dir.url)
    }

    @Test func findingThroughCustomViewNamesEachHop() throws {
        let result = try explain(14)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(
            result.stdout == """
                App/Views.swift:14:26: "Holiday Hours"
                  site: argument 'titled:' of 'hoursRow'
                  api: 'hoursRow(titled:)' (found by the project index; a String: shown as it is)
                  through: 'hoursRow(titled:)' (App/Views.swift:8) → 'HoursRow(title:)' (App/Views.swift:3) → 'HoursRow.title' (App/Views.swift:4) → 'Text'
                  reported: error: hardcoded user-facing string 'Holiday Hours' reaches 'Text' through 'hoursRow(titled:)' (Views.swift:8); use String(localized: "home.label.holiday_hours") [hardcoded-string]
                  because: prose: words a translator would translate

                """)
    }

    @Test func keyLiteralIsNotReported() throws {
        let result = try explain(15)
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                App/Views.swift:15:14: "home.title.text"
                  site: argument of 'Text'
                  api: 'Text' (built-in API; a LocalizedStringKey or LocalizedStringResource: a literal is looked up in the catalog)
                  not reported
                  because: looked up in the catalog as the key 'home.title.text' (a SwiftUI LocalizedStringKey position: Xcode extracts it)
                  because: a dotted key (three or more segments): looked up in the catalog

                """)
    }

    @Test func suppressedLiteralSaysWhichComment() throws {
        let result = try explain(17)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("App/Views.swift:17:14: \"Acme Kitchen\"\n  site: argument of 'Text'\n"))
        #expect(result.stdout.contains("  not reported\n"))
        #expect(result.stdout.contains("because: 'hardcoded-string' would report it, but a suppression comment suppresses it (l10n:disable, or the team's SwiftLint disable of a hardcoded-text rule)\n"))
    }

    @Test func ternaryExplainsEachBranch() throws {
        let result = try explain(18)
        #expect(result.status == 0)
        let blocks = result.stdout.components(separatedBy: "App/Views.swift:18:").dropFirst()
        #expect(blocks.count == 2)
        #expect(blocks.allSatisfy { $0.contains("reported: error: hardcoded user-facing string") })
    }

    @Test func previewIsSkipped() throws {
        let result = try explain(23)
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                App/Views.swift:23:10: "Preview only"
                  site: none: no user-facing API takes this literal
                  not reported
                  because: inside a #Preview body: skipped
                  because: looked up in the catalog as the key 'Preview only' (a SwiftUI LocalizedStringKey position: Xcode extracts it)

                """)
    }

    @Test func lineWithoutLiteralAndBadTargets() throws {
        let empty = try explain(13)
        #expect(empty.status == 0)
        #expect(empty.stdout == "App/Views.swift:13: no string literal on this line\n")
        let dir = try TemporaryDirectory()
        let missing = try L10nProcess.run(["check", "--explain", "Missing.swift:3"], in: dir.url)
        #expect(missing.status == 2)
        #expect(missing.stdout == "")
        #expect(missing.stderr == "Missing.swift: error: cannot read the file to explain\n")
        let malformed = try L10nProcess.run(["check", "--explain", "Views.swift"], in: dir.url)
        #expect(malformed.status == 2)
        #expect(malformed.stderr.hasPrefix("error: '--explain' takes FILE:LINE (a Swift file, storyboard or xib and a line number), not 'Views.swift'\n"))
    }
}

/// Text given to a dependency's views: with the dependency's checkout in `.build/checkouts`, the index reads its
/// declarations (never reporting them) and follows the text exactly; without it, a view named like a SwiftUI
/// control is assumed to show its title, and the message says so.
@Suite struct DependencyViewTests {
    static let dependency = """
        import SwiftUI

        public struct FancyToggle: View {
            let title: LocalizedStringKey
            @Binding var isOn: Bool
            public init(_ title: LocalizedStringKey, isOn: Binding<Bool>) {
                self.title = title
                self._isOn = isOn
            }
            public var body: some View { Toggle(title, isOn: $isOn) }
        }

        public struct FancyRow: View {
            let identifier: String
            public init(_ identifier: String) { self.identifier = identifier }
            public var body: some View { EmptyView().accessibilityIdentifier(identifier) }
        }

        struct InternalPreview: View {
            var body: some View { Text("Dependency text") }
        }
        """

    static let app = """
        import SwiftUI
        import FancyKit

        struct GeneralPane: View {
            @State private var launches = false
            var body: some View {
                FancyToggle("Launch at login", isOn: $launches)
                FancyRow("Launch Item Row")
            }
        }
        """

    func project(withCheckout: Bool) throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.app, to: "App/GeneralPane.swift")
        if withCheckout {
            _ = try dir.write(Self.dependency, to: ".build/checkouts/FancyKit/Sources/FancyKit/FancyKit.swift")
            _ = try dir.write("import SwiftUI\nlet probe = Text(\"Test probe\")\n", to: ".build/checkouts/FancyKit/Tests/FancyKitTests/ProbeTests.swift")
        }
        return dir
    }

    @Test func withTheCheckoutTheIndexFollowsTheDependencyExactly() throws {
        let dir = try project(withCheckout: true)
        let result = try L10nProcess.run(["check", "App"], in: dir.url)
        #expect(result.status == 1)
        // FancyToggle shows its title through Toggle; FancyRow uses its argument as an identifier only; nothing in
        // the dependency itself is reported.
        #expect(
            result.stdout == """
                App/GeneralPane.swift:7:21: error: hardcoded user-facing string 'Launch at login' reaches 'title' through 'FancyToggle(_:isOn:)' (FancyKit.swift:6); use a key: "general.pane.launch_at_login" [hardcoded-string]

                """)
        let config = try L10nProcess.run(["check", "--print-config", "App"], in: dir.url)
        #expect(config.stdout.contains("\"dependencyFoldersRead\" : [\n    \".build/checkouts/FancyKit\"\n  ]"))
        let explained = try L10nProcess.run(["check", "--explain", "App/GeneralPane.swift:7", "App"], in: dir.url)
        #expect(explained.stdout.contains("  through: 'FancyToggle(_:isOn:)' (.build/checkouts/FancyKit/Sources/FancyKit/FancyKit.swift:6) → 'title'"))
        #expect(explained.stdout.hasSuffix("dependencies read for declarations: .build/checkouts/FancyKit\n"))
    }

    @Test func withoutTheCheckoutAControlLikeNameIsAssumedAndSaysSo() throws {
        let dir = try project(withCheckout: false)
        let result = try L10nProcess.run(["check", "App"], in: dir.url)
        #expect(result.status == 1)
        // Both are assumed: FancyRow's argument looks like prose, and without the checkout nothing says otherwise.
        #expect(
            result.stdout == """
                App/GeneralPane.swift:7:21: error: hardcoded user-facing string 'Launch at login' in 'FancyToggle' (assumed shown as by 'Toggle': the project does not declare it and no checkout of its dependency was read; check the dependency out or name its folder in 'dependencies' to make this exact); use String(localized: "general.pane.toggle.launch_at_login") [hardcoded-string]
                App/GeneralPane.swift:8:18: error: hardcoded user-facing string 'Launch Item Row' in 'FancyRow' (assumed shown as by 'Row': the project does not declare it and no checkout of its dependency was read; check the dependency out or name its folder in 'dependencies' to make this exact); use String(localized: "general.pane.row.launch_item_row") [hardcoded-string]

                """)
    }

    /// Controls qualified by a dependency's namespace (no checkout): reported as that dependency's views, and their
    /// titles, which Xcode extracts, stay live keys for `extract --from-sources`.
    @Test func qualifiedDependencyControlsAreAssumedAndTheirKeysStayLive() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write("""
            import SwiftUI
            import KeyboardShortcuts
            import Settings

            struct ShortcutsPane: View {
                var body: some View {
                    Settings.Section(title: "Startup") {
                        KeyboardShortcuts.Recorder("Toggle history:", name: .toggleHistory)
                    }
                }
            }
            """, to: "App/ShortcutsPane.swift")
        let result = try L10nProcess.run(["check", "App"], in: dir.url)
        #expect(
            result.stdout == """
                App/ShortcutsPane.swift:7:33: error: hardcoded user-facing string 'Startup' in 'Settings.Section' (assumed shown as by 'Section': the project does not declare it and no checkout of its dependency was read; check the dependency out or name its folder in 'dependencies' to make this exact); use String(localized: "shortcuts.pane.section.startup") [hardcoded-string]
                App/ShortcutsPane.swift:8:40: error: hardcoded user-facing string 'Toggle history:' in 'KeyboardShortcuts.Recorder' (assumed shown as its title: the project does not declare it and no checkout of its dependency was read; check the dependency out or name its folder in 'dependencies' to make this exact); use String(localized: "shortcuts.pane.recorder.toggle_history") [hardcoded-string]

                """)
        // Xcode put the recorder's title into the catalog; extraction keeps it, and marks only the dead key stale.
        _ = try dir.write("""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Gone" : {
                },
                "Toggle history:" : {
                }
              },
              "version" : "1.0"
            }
            """, to: "App/Localizable.xcstrings")
        let extract = try L10nProcess.run(
            ["extract", "--from-sources", "App", "--catalog", "App/Localizable.xcstrings", "--dry-run"], in: dir.url)
        #expect(extract.stdout.contains("marked-stale 'Gone'"), "\(extract.stdout)")
        #expect(!extract.stdout.contains("marked-stale 'Toggle history:'"), "\(extract.stdout)")
    }

    @Test func aConfiguredFolderOfCheckoutsIsRead() throws {
        let dir = try project(withCheckout: false)
        _ = try dir.write(Self.dependency, to: "Derived/SourcePackages/checkouts/FancyKit/Sources/FancyKit/FancyKit.swift")
        _ = try dir.write(#"{"dependencies": ["Derived/SourcePackages"]}"#, to: ".l10n.json")
        let result = try L10nProcess.run(["check", "App"], in: dir.url)
        #expect(result.stdout.contains("reaches 'title' through 'FancyToggle(_:isOn:)'"))
        #expect(!result.stdout.contains("FancyRow"))
    }
}

/// Text in a SwiftUI view that no code creates (a template left behind, a screen only a `#Preview` shows) reaches
/// nobody: not reported, and `--explain` says why; the same view created anywhere is reported.
@Suite struct UnreachedViewTests {
    static let app = """
        import SwiftUI

        @main
        struct KitchenApp: App {
            var body: some Scene { WindowGroup { HomeView() } }
        }
        """

    static let views = """
        import SwiftUI

        struct HomeView: View {
            var body: some View { Text("Today's Specials") }
        }

        struct WhatsNewView: View {
            var body: some View { Text("What's New") }
        }

        #Preview {
            WhatsNewView()
        }
        """

    @Test func aViewOnlyAPreviewCreatesIsNotReported() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.app, to: "App/KitchenApp.swift")
        _ = try dir.write(Self.views, to: "App/Views.swift")
        let result = try L10nProcess.run(["check", "App"], in: dir.url)
        #expect(
            result.stdout == """
                App/Views.swift:4:32: error: hardcoded user-facing string 'Today's Specials' in 'Text'; use String(localized: "home.label.todays_specials") [hardcoded-string]

                """)
        let explained = try L10nProcess.run(["check", "--explain", "App/Views.swift:8", "App"], in: dir.url)
        #expect(explained.stdout.contains("  not reported\n"))
        #expect(explained.stdout.contains("because: inside 'WhatsNewView', a view no code creates (no file names it outside previews, #if DEBUG and types no code makes): its text reaches nobody; skipped\n"))

        // Once some code creates it, it is reported.
        _ = try dir.write(Self.app.replacingOccurrences(of: "HomeView()", with: "HomeView(); WhatsNewView()"), to: "App/KitchenApp.swift")
        let created = try L10nProcess.run(["check", "App"], in: dir.url)
        #expect(created.stdout.contains("App/Views.swift:8:32: error: hardcoded user-facing string 'What's New' in 'Text'"))
    }

    /// A function whose text only a view no code creates shows (mi-parada's `formatArrivalTime`, called by the
    /// `StopDetailNextBus` nothing builds) reaches nobody; once a live view shows it, it is reported.
    @Test func aFunctionOnlyAnUnreachedViewShowsIsNotReported() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.app, to: "App/KitchenApp.swift")
        _ = try dir.write("""
            import SwiftUI

            struct HomeView: View {
                var body: some View { Text("Today's Specials") }
            }

            struct NextBusView: View {
                let seconds: Int
                var body: some View { Text(arrivalText(seconds)) }
            }
            """, to: "App/Views.swift")
        _ = try dir.write("""
            func arrivalText(_ seconds: Int) -> String {
                if seconds < 60 { return "Arriving now" }
                return "Arriving soon"
            }
            """, to: "App/ArrivalText.swift")
        let result = try L10nProcess.run(["check", "App"], in: dir.url)
        #expect(!result.stdout.contains("ArrivalText.swift"), "\(result.stdout)")
        _ = try dir.write(Self.app.replacingOccurrences(of: "HomeView()", with: "HomeView(); NextBusView(seconds: 30)"), to: "App/KitchenApp.swift")
        let created = try L10nProcess.run(["check", "App"], in: dir.url)
        #expect(created.stdout.contains("App/ArrivalText.swift:2:30: error: hardcoded user-facing string 'Arriving now' reaches 'Text' through 'arrivalText'"), "\(created.stdout)")
    }

    /// TiTi's own translation tables: one type per language (`TLRen`, `TLRko`), picked by the app's language. Their
    /// literals are each language's text; a type named for no language beside the others is reported.
    @Test func aTypePerLanguageIsTheTeamsTranslationTable() throws {
        let dir = try TemporaryDirectory()
        let texts = """
            import UIKit
            enum TextKey { case ok, deleteTask }
            struct TextsEn {
                static func value(_ key: TextKey) -> String {
                    switch key {
                    case .ok: return "Ok"
                    case .deleteTask: return "Delete this task"
                    }
                }
            }
            struct TextsKo {
                static func value(_ key: TextKey) -> String {
                    switch key {
                    case .ok: return "확인"
                    case .deleteTask: return "이 작업을 삭제할까요"
                    }
                }
            }
            final class TaskViewController: UIViewController {
                let titleLabel = UILabel()
                func confirm() { titleLabel.text = TextsEn.value(.deleteTask) }
            }
            """
        _ = try dir.write(texts, to: "App/Texts.swift")
        let tables = try L10nProcess.run(["check", "App"], in: dir.url)
        #expect(!tables.stdout.contains("hardcoded-string"), "\(tables.stdout)")
        _ = try dir.write(texts.replacingOccurrences(of: "struct TextsKo", with: "struct KoreanTexts"), to: "App/Texts.swift")
        let named = try L10nProcess.run(["check", "App"], in: dir.url)
        #expect(named.stdout.contains("App/Texts.swift:7:34: error: hardcoded user-facing string 'Delete this task'"), "\(named.stdout)")
    }

    /// A view only an unreached view names is unreached too (VoiceMemo's detail tabs, named by a host view only its
    /// own `#Preview` creates), and so is a representable no code creates; the chain is followed from what is created.
    @Test func aViewOnlyUnreachedViewsCreateIsNotReported() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.app, to: "App/KitchenApp.swift")
        _ = try dir.write(
            """
            import SwiftUI

            struct HomeView: View {
                var body: some View { Text("Today's Specials") }
            }

            struct RecipeHost: View {
                var body: some View { TabView { RecipeSummaryTab() } }
            }

            struct RecipeSummaryTab: View {
                var body: some View { Text("Ingredients") }
            }

            struct NoteField: UIViewRepresentable {
                func makeUIView(context: Context) -> UITextField {
                    let field = UITextField()
                    field.placeholder = "Add a note"
                    return field
                }
                func updateUIView(_ view: UITextField, context: Context) {}
            }

            #Preview {
                RecipeHost()
            }
            """, to: "App/Views.swift")
        let result = try L10nProcess.run(["check", "App"], in: dir.url)
        #expect(
            result.stdout == """
                App/Views.swift:4:32: error: hardcoded user-facing string 'Today's Specials' in 'Text'; use String(localized: "home.label.todays_specials") [hardcoded-string]

                """)
        let explained = try L10nProcess.run(["check", "--explain", "App/Views.swift:12", "App"], in: dir.url)
        #expect(explained.stdout.contains("because: inside 'RecipeSummaryTab', a view no code creates"))

        // The home view creates the host: the host's tab is reached, and reported; the representable still is not.
        _ = try dir.write(
            Self.app.replacingOccurrences(of: "HomeView()", with: "HomeView(); RecipeHost()"), to: "App/KitchenApp.swift")
        let created = try L10nProcess.run(["check", "App"], in: dir.url)
        #expect(created.stdout.contains("App/Views.swift:12:32: error: hardcoded user-facing string 'Ingredients' in 'Text'"))
        #expect(!created.stdout.contains("Add a note"))
        _ = try dir.write(
            Self.app.replacingOccurrences(of: "HomeView()", with: "HomeView(); RecipeHost(); NoteField()"), to: "App/KitchenApp.swift")
        let representable = try L10nProcess.run(["check", "App"], in: dir.url)
        #expect(representable.stdout.contains("hardcoded user-facing string 'Add a note'"))
    }

    /// A type only an unreached view names is unreached too, and what it names (Riptide's rule editor, replaced:
    /// its rule's type names Clash keywords nothing shows). Once a live view creates the editor, both are reported;
    /// a type a storyboard makes reaches what it names.
    @Test func aTypeOnlyUnreachedTypesNameIsNotReported() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.app, to: "App/KitchenApp.swift")
        _ = try dir.write(
            """
            import SwiftUI

            struct HomeView: View {
                var body: some View { Text("Today's Specials") }
            }

            struct RuleEditorView: View {
                @State private var rule = EditableRule()
                var body: some View { Text(rule.kind.displayName) }
            }

            struct EditableRule {
                var kind = RuleKind.everything
            }

            enum RuleKind {
                case everything
                var displayName: String {
                    switch self {
                    case .everything: return "Every request"
                    }
                }
            }
            """, to: "App/Rules.swift")
        let result = try L10nProcess.run(["check", "App"], in: dir.url)
        #expect(!result.stdout.contains("Every request"), "\(result.stdout)")
        let explained = try L10nProcess.run(["check", "--explain", "App/Rules.swift:20", "App"], in: dir.url)
        #expect(explained.stdout.contains("because: inside 'RuleKind', a type no code makes"), "\(explained.stdout)")

        _ = try dir.write(
            Self.app.replacingOccurrences(of: "HomeView()", with: "HomeView(); RuleEditorView()"), to: "App/KitchenApp.swift")
        let created = try L10nProcess.run(["check", "App"], in: dir.url)
        #expect(created.stdout.contains("App/Rules.swift:20:34: error: hardcoded user-facing string 'Every request' reaches 'Text' through 'displayName'"), "\(created.stdout)")

        // A controller only a storyboard makes names the rule: reached.
        _ = try dir.write(Self.app, to: "App/KitchenApp.swift")
        _ = try dir.write(
            """
            import UIKit
            final class RulesController: UIViewController {
                let rule = EditableRule()
                let label = UILabel()
                override func viewDidLoad() { label.text = rule.kind.displayName }
            }
            """, to: "App/RulesController.swift")
        _ = try dir.write(
            #"<document><scenes><scene><viewController customClass="RulesController" customModule="App"/></scene></scenes></document>"#,
            to: "App/Main.storyboard")
        let storyboard = try L10nProcess.run(["check", "App"], in: dir.url)
        #expect(storyboard.stdout.contains("App/Rules.swift:20:34: error: hardcoded user-facing string 'Every request'"), "\(storyboard.stdout)")
    }

    /// A class only its own code names is made by the system where the project's build settings name it as a
    /// bundle's principal class (HomeConMenu's macOS bridge, loaded by its iOS app through `bundle.principalClass`).
    @Test func aPrincipalClassTheBuildSettingsNameIsReached() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.app, to: "App/KitchenApp.swift")
        _ = try dir.write(
            """
            import AppKit

            final class MacOSController: NSObject {
                static let shared = MacOSController()
                let selected = NSMenuItem()
                func build() { selected.title = "Unknown home" }
            }
            """, to: "App/MacOSController.swift")
        let alone = try L10nProcess.run(["check", "App"], in: dir.url)
        #expect(!alone.stdout.contains("Unknown home"), "\(alone.stdout)")
        _ = try dir.write(
            "buildSettings = {\n\t\t\t\tINFOPLIST_KEY_NSPrincipalClass = macOSBridge.MacOSController;\n\t\t\t};\n",
            to: "Kitchen.xcodeproj/project.pbxproj")
        let named = try L10nProcess.run(["check", "App"], in: dir.url)
        #expect(named.stdout.contains("App/MacOSController.swift:6:37: error: hardcoded user-facing string 'Unknown home'"), "\(named.stdout)")
    }

    /// A network extension has no screen: its text is not reported (Anywhere's packet tunnel, whose errors go to its
    /// log); the same code in an extension that shows a widget is.
    @Test func aNetworkExtensionsTextIsNotReported() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.app, to: "App/KitchenApp.swift")
        _ = try dir.write(
            """
            import UIKit
            final class TunnelStatus { let label = UILabel(); func fail() { label.text = "The tunnel stopped" } }
            """, to: "Tunnel/TunnelStatus.swift")
        func plist(_ point: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>NSExtension</key><dict>
            <key>NSExtensionPointIdentifier</key><string>\(point)</string>
            <key>NSExtensionPrincipalClass</key><string>$(PRODUCT_MODULE_NAME).TunnelStatus</string>
            </dict></dict></plist>
            """
        }
        _ = try dir.write(plist("com.apple.networkextension.packet-tunnel"), to: "Tunnel/Info.plist")
        let tunnel = try L10nProcess.run(["check", "."], in: dir.url)
        #expect(!tunnel.stdout.contains("The tunnel stopped"), "\(tunnel.stdout)")
        let explained = try L10nProcess.run(["check", "--explain", "Tunnel/TunnelStatus.swift:2", "."], in: dir.url)
        #expect(explained.stdout.contains("a network extension's text"), "\(explained.stdout)")
        _ = try dir.write(plist("com.apple.widgetkit-extension"), to: "Tunnel/Info.plist")
        let widget = try L10nProcess.run(["check", "."], in: dir.url)
        #expect(widget.stdout.contains("Tunnel/TunnelStatus.swift:2:78: error: hardcoded user-facing string 'The tunnel stopped'"), "\(widget.stdout)")
    }

    /// A text the app shows as it is in one place (`Text(String("Gecko"))`, Anywhere's obfuscation schemes) is the
    /// team's decision wherever else code shows it; another text beside it is still reported.
    @Test func aTextShownVerbatimElsewhereIsTheTeamsDecision() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.app, to: "App/KitchenApp.swift")
        _ = try dir.write(
            """
            import SwiftUI
            import UIKit

            struct HomeView: View {
                var body: some View {
                    Text(String("Slow Roast Mode"))
                    SchemeRow()
                }
            }

            struct SchemeRow: UIViewRepresentable {
                func makeUIView(context: Context) -> UILabel {
                    let label = UILabel()
                    label.text = "Slow Roast Mode"
                    label.accessibilityHint = "Cooks for longer"
                    return label
                }
                func updateUIView(_ view: UILabel, context: Context) {}
            }
            """, to: "App/Views.swift")
        let result = try L10nProcess.run(["check", "App"], in: dir.url)
        #expect(!result.stdout.contains("'Slow Roast Mode'"), "\(result.stdout)")
        #expect(result.stdout.contains("App/Views.swift:15:35: error: hardcoded user-facing string 'Cooks for longer'"), "\(result.stdout)")
        let explained = try L10nProcess.run(["check", "--explain", "App/Views.swift:14", "App"], in: dir.url)
        #expect(explained.stdout.contains("the app shows this same text as it is elsewhere"), "\(explained.stdout)")
        // Shown through a lookup there, it is reported here.
        let views = try String(contentsOf: dir.url.appendingPathComponent("App/Views.swift"), encoding: .utf8)
        _ = try dir.write(views.replacingOccurrences(of: "Text(String(\"Slow Roast Mode\"))", with: "Text(\"Slow Roast Mode\")"), to: "App/Views.swift")
        let looked = try L10nProcess.run(["check", "App"], in: dir.url)
        #expect(looked.stdout.contains("App/Views.swift:14:22: error: hardcoded user-facing string 'Slow Roast Mode'"), "\(looked.stdout)")
    }

    /// Without the entry point (a folder or a package target checked alone), the code creating a view may be
    /// elsewhere: every finding stays.
    @Test func partOfAnAppKeepsItsFindings() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.views, to: "App/Views.swift")
        _ = try dir.write("import SwiftUI\nstruct Footer: View { var body: some View { HomeView() } }\n", to: "App/Footer.swift")
        let result = try L10nProcess.run(["check", "App"], in: dir.url)
        #expect(result.stdout.contains("'What's New'"))
        #expect(result.stdout.contains("'Today's Specials'"))
    }
}
