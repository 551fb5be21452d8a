import Foundation
import L10nWorkflow
import Testing

/// `init` leaves generated code out, except string accessors (SwiftGen's `L10n`, R.swift's): the code names the
/// tables' keys only through them, so leaving them out would make every key look unused (issue 40: Swiftfin's
/// and Mastodon's 1,092 and 1,093 `unused-key` warnings on the first run).
@Suite struct ProjectSurveyGeneratedTests {
    static let swiftGenStrings = """
        // swiftlint:disable all
        // Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen
        import Foundation
        internal enum L10n {
          internal static let about = L10n.tr("Localizable", "about", fallback: "About")
        }
        extension L10n {
          private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
            let format = Bundle.main.localizedString(forKey: key, value: value, table: table)
            return String(format: format, locale: Locale.current, arguments: args)
          }
        }
        """
    static let swiftGenAssets = """
        // Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen
        import UIKit
        internal enum Asset { internal static let logo = ImageAsset(name: "logo") }
        """

    func survey(_ files: [String: String]) throws -> ProjectSurvey {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("survey-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (path, text) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
        return ProjectSurvey(root: root)
    }

    @Test func aGeneratedStringsFileStaysASourceAndOtherGeneratedFilesAreLeftOut() throws {
        let survey = try survey([
            "App/Strings/Strings.swift": Self.swiftGenStrings,
            "App/Assets/Assets.swift": Self.swiftGenAssets,
            "App/HomeView.swift": "struct HomeView {}\n",
        ])
        #expect(survey.exclude == ["App/Assets/Assets.swift"])
        #expect(survey.swiftFiles == 2)
    }

    /// TelegramSwift: SwiftGen's accessors whose `tr` asks the app's own language packs, 1.4 MB below them.
    @Test func accessorsCallingTheirOwnLookupStayASource() throws {
        let accessors = """
            // Generated using SwiftGen, by O.Halligon — https://github.com/SwiftGen/SwiftGen
            import Foundation
            public final class L10n {
              public static var messagesUnreadMark: String  { return L10n.tr("Localizable", "Messages.UnreadMark") }
            \(String(repeating: "  /// padding of the thousands of accessors before the lookup\n", count: 4_000))
              private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
                return translate(key: key, args)
              }
            }
            """
        let survey = try survey([
            "packages/Localization/Sources/Localization/Localizable.swift": accessors,
            "App/Assets/Assets.swift": Self.swiftGenAssets,
            "App/ChatUnreadRowItem.swift": "let title = strings().messagesUnreadMark\n",
        ])
        #expect(survey.exclude == ["App/Assets/Assets.swift"])
    }

    @Test func aGeneratedFolderWithStringAccessorsIsLeftOutFileByFile() throws {
        let survey = try survey([
            "Kit/Localization/Generated/Strings.swift": Self.swiftGenStrings,
            "Kit/Localization/Generated/Assets.swift": Self.swiftGenAssets,
            "App/Generated/Delegates.generated.swift": "protocol Relay {}\n",
            "App/HomeView.swift": "struct HomeView {}\n",
        ])
        #expect(survey.exclude == ["App/Generated", "Kit/Localization/Generated/Assets.swift"])
        #expect(survey.sourceRoots == ["App", "Kit"])
    }

    /// Zavala's `tools/VerifyNoBS.swift`, a build phase's script: its messages go to the build log. An app's own
    /// `Tools` folder of Swift code (Koronavilkku's `Koronavilkku/Tools/Translation.swift`) stays.
    @Test func buildScriptFoldersAreLeftOut() throws {
        let survey = try survey([
            "Zavala/AppDelegate.swift": "final class AppDelegate {}\n",
            "Zavala/Tools/Translation.swift": "enum Translation {}\n",
            "tools/VerifyNoBS.swift": "print(\"error: found a forbidden import\")\n",
        ])
        #expect(survey.sourceRoots == ["Zavala"])
        #expect(survey.leftOut.contains { $0.path == "tools" && $0.reason == .tooling })
    }

    /// Daily Dozen's `Localization_Calendar/UICalendarMyOwnTest`: a test project of its own (its `.xcodeproj`
    /// named for the folder) with a copy of the app's tables; no user runs it. A folder that only ends in `Test`
    /// without such a project stays (`SpeedTest`, an app's name).
    @Test func aTestProjectOfItsOwnIsLeftOut() throws {
        let survey = try survey([
            "DailyDozen/DailyDozen/AppDelegate.swift": "final class AppDelegate {}\n",
            "Localization_Calendar/UICalendarMyOwnTest/UICalendarMyOwnTest.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n",
            "Localization_Calendar/UICalendarMyOwnTest/UICalendarMyOwnTest/ContentView.swift": "struct ContentView {}\n",
            "Localization_Calendar/UICalendarMyOwnTest/UICalendarMyOwnTest/LocalStrings/en.lproj/Localizable.strings": "\"a\" = \"b\";\n",
            "SpeedTest/SpeedTest/MeterView.swift": "struct MeterView {}\n",
        ])
        #expect(survey.sourceRoots == ["DailyDozen", "SpeedTest"])
        #expect(survey.leftOut.contains { $0.path == "Localization_Calendar/UICalendarMyOwnTest" && $0.reason == .tests })
    }

    /// Clocker's `ShortcutRecorder-master/`: a library unpacked from its repository's download, its tables the
    /// library's translators' work.
    @Test func aLibraryUnpackedFromItsDownloadIsVendored() throws {
        let survey = try survey([
            "Clocker/Panel/PanelController.swift": "final class PanelController {}\n",
            "Clocker/ShortcutRecorder-master/Library/SRRecorderControl.swift": "final class SRRecorderControl {}\n",
            "Clocker/ShortcutRecorder-master/Resources/fr.lproj/ShortcutRecorder.strings": "\"Option-\" = \"Option-\";\n",
        ])
        #expect(survey.exclude == ["ShortcutRecorder-master"])
        #expect(survey.leftOut.contains { $0.path.hasSuffix("ShortcutRecorder-master") && $0.reason == .vendored })
        #expect(survey.swiftFiles == 1)
    }

    /// XcodePaI's `ThirdPartyTool/`: a folder named for others' code holds theirs; a folder that only contains the
    /// word (`NoThirdParty`) is the app's.
    @Test func aFolderNamedForThirdPartyCodeIsVendored() throws {
        let survey = try survey([
            "XcodePAI/App.swift": "final class App {}\n",
            "ThirdPartyTool/Sources/Workspace/Workspace.swift": "final class Workspace {}\n",
            "NoThirdParty/Sources/Own.swift": "final class Own {}\n",
            "submodules/Zip/Sources/Zip/Zip.swift": "public enum ZipError: Error {}\n",
        ])
        #expect(survey.exclude == ["ThirdPartyTool", "submodules"])
        #expect(survey.leftOut.contains { $0.path == "ThirdPartyTool" && $0.reason == .vendored })
        #expect(survey.sourceRoots == ["NoThirdParty", "XcodePAI"])
    }

    /// Commun's `Commun/Vendor`: the team's own views and controllers, calling `.localized()` as the app does, with
    /// no licence or manifest of another author: kept. A `Vendor` folder with a library's licence is vendored, and so
    /// is one whose code localizes nothing.
    @Test func aVendorFolderOfTheTeamsOwnLocalizedCodeIsKept() throws {
        var files = ["Commun/AppDelegate.swift": "final class AppDelegate {}\n"]
        for index in 1...6 {
            files["Commun/Vendor/UIViews/PostStatsView\(index).swift"] = "let title = \"Be the first donater ever!\".localized()\n"
        }
        files["Commun/Vendor/UIViews/Layout.swift"] = "func inset() -> Int { 8 }\n"
        let own = try survey(files)
        #expect(own.exclude.isEmpty)
        #expect(own.swiftFiles == 8)
        // A library's copy with its own table (Mammoth's TOCropViewController) is vendored.
        files["Commun/Vendor/UIViews/en.lproj/Localizable.strings"] = "\"Done\" = \"Done\";\n"
        #expect(try survey(files).exclude == ["Vendor"])
        let library = try survey([
            "App/AppDelegate.swift": "final class AppDelegate {}\n",
            "App/Vendor/SwipeCellKit/SwipeCell.swift": "let title = NSLocalizedString(\"Delete\", comment: \"\")\n",
            "App/Vendor/SwipeCellKit/LICENSE": "MIT License\n\nCopyright (c) 2017 Jeremy Koch\n",
        ])
        #expect(library.exclude == ["Vendor"])
        #expect(library.swiftFiles == 1)
        let unlocalized = try survey([
            "App/AppDelegate.swift": "final class AppDelegate {}\n",
            "App/Vendor/Helpers/Math.swift": "func clamp(_ x: Int) -> Int { x }\n",
        ])
        #expect(unlocalized.exclude == ["Vendor"])
        #expect(unlocalized.swiftFiles == 1)
    }

    @Test func objectiveCFoldersOfASwiftAppAreSources() throws {
        // Onion Browser: the app's Objective-C in Endless/ names keys the Swift in OnionBrowser/ does not.
        let mixed = try survey([
            "OnionBrowser/AppDelegate.swift": "final class AppDelegate {}\n",
            "Endless/RuleEditorController.m": "NSString *title = NSLocalizedString(@\"Enable\", nil);\n",
            "Pods/Vendor/Vendor.m": "int x;\n",
        ])
        #expect(mixed.sourceRoots == ["Endless", "OnionBrowser"])
        #expect(mixed.swiftFiles == 1)
        let objectiveCOnly = try survey(["Legacy/Main.m": "int main(void) { return 0; }\n"])
        #expect(objectiveCOnly.sourceRoots.isEmpty)
    }

    @Test func generatedFoldersWithoutStringAccessorsAreLeftOutByName() throws {
        let survey = try survey([
            "App/Generated/Assets.swift": Self.swiftGenAssets,
            "App/HomeView.swift": "struct HomeView {}\n",
        ])
        #expect(survey.exclude == ["**/Generated/**"])
    }

    /// UTM's `Configuration/QEMUConstantGenerated.swift` (2,224 CPU and machine names): the generator's note sits
    /// below a 15-line licence header. A comment after the first line of code says nothing about the file.
    @Test func aGeneratorNoteBelowALicenceHeaderCounts() throws {
        let licence = (1...14).map { _ in "// Licensed under the Apache License, Version 2.0 (the \"License\");" }
        let generated = (licence + ["", "// !! THIS FILE IS GENERATED FROM const-gen.py, DO NOT MODIFY MANUALLY !!", "",
            "import Foundation", "enum QEMUArchitecture: String { case alpha }"]).joined(separator: "\n")
        let mentions = (["// Copyright", "", "import SwiftUI", "// Do not modify this view's layout by hand.",
            "struct HomeView {}"]).joined(separator: "\n")
        let survey = try survey([
            "Configuration/QEMUConstantGenerated.swift": generated,
            "Platform/HomeView.swift": mentions,
        ])
        #expect(survey.exclude == ["Configuration/QEMUConstantGenerated.swift"])
        #expect(survey.swiftFiles == 1)
    }

    /// ProtonVPN's `sampleapps/` (developer demos of the modals and the bug report, in English): shipped to nobody,
    /// left out by name, as a library's `Example/` app is.
    @Test func sampleAndDemoAppsAreLeftOut() throws {
        let survey = try survey([
            "sampleapps/ModalsSampleApp/ViewController.swift": "let title = \"Fullscreen presentation\"\n",
            "Example/Sources/DemoView.swift": "struct DemoView {}\n",
            "App/HomeView.swift": "struct HomeView {}\n",
        ])
        #expect(survey.exclude == ["Example", "sampleapps"])
        #expect(survey.leftOut.map(\.reason) == [.samples, .samples])
        #expect(survey.sourceRoots == ["App"])
    }

    /// JSTColorPicker's vendored `Packages/Down/Down-Example`: a library's example app, named for the library.
    @Test func examplesNamedForTheirLibraryAreLeftOut() throws {
        let survey = try survey([
            "Packages/Down/Down-Example/ViewController.swift": "let title = \"Render Markdown\"\n",
            "Packages/Down/Sources/Down.swift": "struct Down {}\n",
            "App/Counterexample.swift": "struct Counterexample {}\n",
        ])
        #expect(survey.exclude == ["Down-Example"])
        #expect(survey.leftOut.map(\.reason) == [.samples])
        #expect(ProjectSurvey.isNamedSample("KeeperExample"))
        #expect(!ProjectSurvey.isNamedSample("Example"))
        #expect(!ProjectSurvey.isNamedSample("Counterexample"))
    }

    /// hidden's and Rectangle's login-item launchers: `LSBackgroundOnly` in their `Info.plist`, a storyboard and a
    /// table nobody ever sees. An agent app (`LSUIElement`, a menu-bar app with windows) stays.
    @Test func backgroundOnlyLaunchersAreLeftOut() throws {
        func plist(_ key: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>\(key)</key><true/><key>CFBundleName</key><string>Launcher</string></dict></plist>
            """
        }
        let survey = try survey([
            "LauncherApplication/Info.plist": plist("LSBackgroundOnly"),
            "LauncherApplication/AppDelegate.swift": "let launcher = \"Launcher\"\n",
            "LauncherApplication/ja.lproj/Main.xcstrings": "{}",
            "hidden/Info.plist": plist("LSUIElement"),
            "hidden/AppDelegate.swift": "struct AppDelegate {}\n",
            "hidden/Localizable.xcstrings": "{}",
        ])
        #expect(survey.leftOut.map(\.path) == ["LauncherApplication"])
        #expect(survey.leftOut.map(\.reason) == [.backgroundOnly])
        #expect(survey.exclude == ["LauncherApplication"])
        #expect(survey.sourceRoots == ["hidden"])
        #expect(survey.catalogs == ["hidden/Localizable.xcstrings"])
    }

    /// FlowDown's `Playgrounds/Scrubber`: a developer's test app beside the shipped one.
    @Test func playgroundAppsAreLeftOut() throws {
        let survey = try survey([
            "Playgrounds/Scrubber/ContentView.swift": "let title = \"Search progress\"\n",
            "FlowDown/App.swift": "struct App {}\n",
        ])
        #expect(survey.leftOut.map(\.reason) == [.samples])
        #expect(survey.sourceRoots == ["FlowDown"])
    }
}
