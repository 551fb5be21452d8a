import Foundation
import Testing

/// `l10n init` on a project shaped like a real app that already ships translations: kebab dotted keys (a few
/// camelCase ones deviate), German complete, French begun, Spanish absent, tests, dependencies, vendored and
/// generated code beside the app's own sources.
@Suite struct InitCommandTests {
    static let kebabKeys = [
        "home.toolbar.add-item", "home.toolbar.share", "home.empty.title", "home.empty.call-to-action",
        "settings.account.sign-out", "settings.account.display-name", "settings.about.privacy-policy",
        "timeline.filter.local-only", "timeline.latest.fetch-more", "status.action.copy-link",
        "status.action.translate", "account.blocked", "action.cancel", "explore.navigation-title",
        "conversations.empty.title", "notifications.filter.mentions", "editor.button.attach-photo",
        "editor.button.ai-prompt", "tab.notifications", "filter.contexts.public-timeline",
    ]
    static let deviatingKeys = ["enum.durations.fiveMinutes", "accessibility.tabs.inputLabel"]

    /// The catalog: every key translated into German, the first five into French.
    static var catalog: String {
        let entries = (kebabKeys + deviatingKeys).enumerated().map { index, key in
            var localizations = [
                #""de" : { "stringUnit" : { "state" : "translated", "value" : "Wert \#(index)" } }"#,
                #""en" : { "stringUnit" : { "state" : "translated", "value" : "Value \#(index)" } }"#,
            ]
            if index < 5 {
                localizations.append(#""fr" : { "stringUnit" : { "state" : "translated", "value" : "Valeur \#(index)" } }"#)
            }
            return #""\#(key)" : { "localizations" : { \#(localizations.joined(separator: ", ")) } }"#
        }
        return #"{ "sourceLanguage" : "en", "strings" : { \#(entries.joined(separator: ",\n")) }, "version" : "1.0" }"#
    }

    static let view = """
        import SwiftUI

        struct HomeView: View {
            var body: some View {
                Text(String(localized: "home.empty.title"))
                Button(String(localized: "home.toolbar.add-item")) {}
            }
        }

        """

    func project() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.catalog, to: "App/Resources/Localizable.xcstrings")
        _ = try dir.write(Self.view, to: "App/HomeView.swift")
        _ = try dir.write("// Generated using SwiftGen\nenum L10n { static let title = \"Add to Favorites\" }\n", to: "App/Strings.swift")
        // A doc comment that mentions generated captions is not a generator's header.
        _ = try dir.write("/// A caption track (\"English (auto-generated)\").\nstruct Caption { let label: String }\n", to: "App/Caption.swift")
        _ = try dir.write("struct Widget { let title = \"Widget\" }\n", to: "Widget/Widget.swift")
        _ = try dir.write("import XCTest\nfinal class HomeTests: XCTestCase { let label = \"Hello there\" }\n", to: "AppTests/HomeTests.swift")
        _ = try dir.write("public struct Pod { let text = \"Hello there\" }\n", to: "Pods/Lib/Pod.swift")
        _ = try dir.write("public struct Dep { let text = \"Hello there\" }\n", to: "SourcePackages/checkouts/dep/Dep.swift")
        _ = try dir.write("public struct Lib { let text = \"Hello there\" }\n", to: "Vendor/Lib/Lib.swift")
        _ = try dir.write("// swift-tools-version:5.9\nimport PackageDescription\n", to: "Package.swift")
        return dir
    }

    static func configuration(_ dir: TemporaryDirectory) throws -> [String: Any] {
        let data = try Data(contentsOf: dir.url.appendingPathComponent(".l10n.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func infersLanguagesKeyStyleAndFoldersAndSaysWhy() throws {
        let dir = try project()
        let result = try L10nProcess.run(["init"], in: dir.url)
        #expect(result.status == 0, "\(result.stderr)")
        let out = result.stdout
        #expect(out.contains("catalogs: App/Resources (1 catalog, 22 keys)"), "\(out)")
        #expect(out.contains("sources: App, Widget (3 Swift files)"), "\(out)")
        #expect(out.contains("left out: App/Strings.swift (generated code), AppTests (tests), Pods (dependencies and build products), SourcePackages (dependencies and build products), Vendor (vendored code)"), "\(out)")
        #expect(out.contains("required languages: en, de: at least 90 % of their keys translated (de 22/22)"), "\(out)")
        #expect(out.contains("in progress, not required: fr 5/22 (22 %)"), "\(out)")
        #expect(out.contains("key style: dotted kebab-case keys (2 or more segments), 20 of 22 keys"), "\(out)")
        #expect(out.contains("2 keys follow another style, e.g. 'enum.durations.fiveMinutes', 'accessibility.tabs.inputLabel'"), "\(out)")
        #expect(out.contains("wrote .l10n.json"))

        let configuration = try Self.configuration(dir)
        #expect(configuration["languages"] as? [String] == ["en", "de"])
        #expect(configuration["catalogs"] as? [String] == ["App/Resources"])
        #expect(configuration["sources"] as? [String] == ["App", "Widget"])
        #expect(configuration["exclude"] as? [String] == ["App/Strings.swift", "SourcePackages", "Vendor"])
        #expect(configuration["englishKeys"] == nil)
        let pattern = try #require(configuration["keyPattern"] as? String)
        #expect(pattern == #"^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*){1,}$"#)

        // The first check's counts are printed: the two deviating keys (and the keys no code uses), nothing for
        // French or Spanish, nothing from tests, dependencies or generated code. The deviating keys are keys the
        // table ships: init records them as the project's practice, and `check` reports the keys no code uses.
        #expect(out.contains("first check: 2 errors, 20 warnings, 0 notes\n  unused-key      20\n  key-convention  2\n"), "\(out)")
        #expect(
            out.contains("recorded as the project's practice in '.l10n-baseline.json': 2 keys the tables hold in another style than the one inferred"),
            "\(out)")
        let check = try L10nProcess.run(["check"], in: dir.url)
        #expect(check.status == 0, "\(check.stdout)")
        let rules = Set(check.stdout.split(separator: "\n").compactMap { $0.split(separator: "[").last })
        #expect(rules == ["unused-key]"], "\(check.stdout)")
        #expect(check.stderr.contains("2 findings hidden by the baseline"), "\(check.stderr)")
        #expect(!check.stderr.contains("hint:"))
        // Shown again, they are both keys of the table.
        let all = try L10nProcess.run(["check", "--no-baseline"], in: dir.url)
        #expect(all.status == 1)
        #expect(all.stdout.split(separator: "\n").filter { $0.hasSuffix("[key-convention]") }.count == 2, "\(all.stdout)")
    }

    /// An app still on .strings tables: its tables are read as catalogs, so the languages and the key style come
    /// from them, and the configuration names their folder.
    @Test func readsStringsTablesAsCatalogs() throws {
        let dir = try TemporaryDirectory()
        let english = Self.kebabKeys.enumerated().map { "\"\($1)\" = \"Value \($0)\";" }.joined(separator: "\n")
        let german = Self.kebabKeys.enumerated().map { "\"\($1)\" = \"Wert \($0)\";" }.joined(separator: "\n")
        _ = try dir.write(english + "\n", to: "App/Resources/en.lproj/Localizable.strings")
        _ = try dir.write(german + "\n", to: "App/Resources/de.lproj/Localizable.strings")
        _ = try dir.write("import SwiftUI\nstruct V: View { var body: some View { Text(\"home.empty.title\") } }\n", to: "App/V.swift")
        let result = try L10nProcess.run(["init"], in: dir.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix(
            "catalogs: none (.xcstrings); 1 .strings table read as catalogs: App/Resources/Localizable (20 keys); "
                + "'l10n migrate' moves them to catalogs\n"))
        #expect(result.stdout.contains("required languages: en, de: at least 90 % of their keys translated"))
        #expect(result.stdout.contains("key style: dotted kebab-case keys"))
        let written = try String(contentsOf: dir.url.appendingPathComponent(".l10n.json"), encoding: .utf8)
        #expect(written.contains(#""languages" : ["en", "de"]"#))
        #expect(written.contains(#""catalogs" : ["App/Resources"]"#))
    }

    @Test func neverOverwritesWithoutForce() throws {
        let dir = try project()
        let existing = #"{"languages": ["en", "es"], "rules": {"stale-key": "off"}}"# + "\n"
        let file = try dir.write(existing, to: ".l10n.json")
        let refused = try L10nProcess.run(["init"], in: dir.url)
        #expect(refused.status == 2)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr == ".l10n.json: error: a configuration already exists; l10n init leaves it as it is (use --force to replace it)\n")
        #expect(try String(contentsOf: file, encoding: .utf8) == existing)

        let forced = try L10nProcess.run(["init", "--force"], in: dir.url)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try Self.configuration(dir)["languages"] as? [String] == ["en", "de"])
    }

    @Test func initOfAnotherFolderWritesThere() throws {
        let dir = try project()
        let result = try L10nProcess.run(["init", "."], in: dir.url.appendingPathComponent("App"))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.url.appendingPathComponent("App/.l10n.json").path))
        #expect(!FileManager.default.fileExists(atPath: dir.url.appendingPathComponent(".l10n.json").path))
    }

    @Test func baselineMakesTheFirstCheckGreen() throws {
        let dir = try project()
        let result = try L10nProcess.run(["init", "--baseline", "l10n-baseline.json"], in: dir.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("recorded 22 findings in 'l10n-baseline.json'"), "\(result.stdout)")
        // .l10n.json names the baseline: the plain `l10n check` is the gate, green from the start.
        #expect(try String(contentsOf: dir.url.appendingPathComponent(".l10n.json"), encoding: .utf8).contains(#""baseline" : "l10n-baseline.json""#))
        let check = try L10nProcess.run(["check"], in: dir.url)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.isEmpty)
        #expect(check.stderr.contains("22 findings hidden by the baseline"), "\(check.stderr)")
        // A new deviating key is new.
        var catalog = Self.catalog
        catalog = catalog.replacingOccurrences(of: #""home.toolbar.share""#, with: #""home.toolbar.shareButton""#)
        _ = try dir.write(catalog, to: "App/Resources/Localizable.xcstrings")
        let after = try L10nProcess.run(["check"], in: dir.url)
        #expect(after.status == 1)
        #expect(after.stdout.contains("'home.toolbar.shareButton'"), "\(after.stdout)")
        // The configured file can be written again (accepting today's findings), even after it was removed.
        try FileManager.default.removeItem(at: dir.url.appendingPathComponent("l10n-baseline.json"))
        let rewrite = try L10nProcess.run(["check", "--write-baseline", "l10n-baseline.json"], in: dir.url)
        #expect(rewrite.status == 0, "\(rewrite.stderr)")
        #expect(try L10nProcess.run(["check"], in: dir.url).status == 0)
    }

    /// A project that localizes its interface (120 keys, each used) and hardcodes two strings, a brand and a debug
    /// menu: init records them as the project's practice in .l10n-baseline.json, so the plain check reports only
    /// text hardcoded after it; `--no-baseline` records nothing.
    @Test func aLocalizedProjectsFewHardcodedStringsAreRecordedAsItsPractice() throws {
        let dir = try TemporaryDirectory()
        let keys = (0..<120).map { "settings.row.item-\($0)" }
        let entries = keys.enumerated().map { index, key in
            #""\#(key)" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Zeile \#(index)" } }, "#
                + #""en" : { "stringUnit" : { "state" : "translated", "value" : "Row \#(index)" } } } }"#
        }
        _ = try dir.write(
            #"{ "sourceLanguage" : "en", "strings" : { \#(entries.joined(separator: ",\n")) }, "version" : "1.0" }"#,
            to: "App/Localizable.xcstrings")
        let rows = keys.map { "            Text(String(localized: \"\($0)\"))" }.joined(separator: "\n")
        func settingsView(_ more: String = "") -> String {
            "import SwiftUI\n\n@main\nstruct SettingsApp: App {\n    var body: some Scene { WindowGroup { SettingsView() } }\n}\n\n"
                + "struct SettingsView: View {\n    var body: some View {\n        List {\n\(more)\(rows)\n"
                + "            Text(\"Acme Cloud Sync\")\n            Button(\"Show the debug menu\") {}\n        }\n    }\n}\n"
        }
        _ = try dir.write(settingsView(), to: "App/SettingsView.swift")
        let result = try L10nProcess.run(["init"], in: dir.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                "recorded as the project's practice in '.l10n-baseline.json': 2 findings of hardcoded text (2 strings against 120 the project localizes, under 2 %"),
            "\(result.stdout)")
        #expect(try Self.configuration(dir)["baseline"] as? String == ".l10n-baseline.json")
        let check = try L10nProcess.run(["check"], in: dir.url)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(!check.stdout.contains("hardcoded-string"), "\(check.stdout)")
        // Both are still there to see, and text hardcoded later is reported.
        let all = try L10nProcess.run(["check", "--no-baseline"], in: dir.url)
        #expect(all.stdout.components(separatedBy: "[hardcoded-string]").count == 3, "\(all.stdout)")
        _ = try dir.write(
            "import SwiftUI\n\nstruct AboutView: View {\n    var body: some View { Text(\"Thanks for using the app\") }\n}\n",
            to: "App/AboutView.swift")
        // Shown from the settings, a line above the recorded ones: they are still recognised.
        _ = try dir.write(settingsView("            AboutView()\n"), to: "App/SettingsView.swift")
        let after = try L10nProcess.run(["check"], in: dir.url)
        #expect(after.status == 1)
        #expect(after.stdout.contains("AboutView.swift:4:"), "\(after.stdout)")
        #expect(after.stdout.components(separatedBy: "[hardcoded-string]").count == 2, "\(after.stdout)")
        // Asked not to, init records nothing.
        try FileManager.default.removeItem(at: dir.url.appendingPathComponent(".l10n-baseline.json"))
        let unrecorded = try L10nProcess.run(["init", "--force", "--no-baseline"], in: dir.url)
        #expect(unrecorded.status == 0, "\(unrecorded.stderr)")
        #expect(!unrecorded.stdout.contains("recorded"), "\(unrecorded.stdout)")
        #expect(try Self.configuration(dir)["baseline"] == nil)
        #expect(!FileManager.default.fileExists(atPath: dir.url.appendingPathComponent(".l10n-baseline.json").path))
    }

    /// A baseline init cannot write (its folder does not exist): nothing is written, not even .l10n.json.
    @Test func aBaselineThatCannotBeWrittenLeavesNoConfiguration() throws {
        let dir = try project()
        let result = try L10nProcess.run(["init", "--baseline", "missing/l10n-baseline.json"], in: dir.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("nothing written"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.url.appendingPathComponent(".l10n.json").path))
    }

    @Test func englishKeysFromTheCatalogAndTheCode() throws {
        let dir = try TemporaryDirectory()
        let keys = [
            ("Schedules", "Zeitpläne"), ("Add to Favorites", "Zu Favoriten hinzufügen"), ("Delete %@?", "%@ löschen?"),
            ("Open...", "Öffnen..."), ("Share with friends", "Mit Freunden teilen"), ("About this app", "Über diese App"),
        ]
        let entries = keys.map { key, german in
            #""\#(key)" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "\#(german)" } } } }"#
        }
        _ = try dir.write(
            #"{ "sourceLanguage" : "en", "strings" : { \#(entries.joined(separator: ",\n")) }, "version" : "1.0" }"#,
            to: "App/Localizable.xcstrings")
        _ = try dir.write(
            "import SwiftUI\nstruct V: View {\n    var body: some View {\n        Text(\"Schedules\")\n        Button(\"Share with friends\") {}\n        Text(\"About this app\")\n    }\n}\n",
            to: "App/V.swift")
        let result = try L10nProcess.run(["init"], in: dir.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("key style: English text as keys, 6 of 6 keys"), "\(result.stdout)")
        #expect(result.stdout.contains("→ englishKeys: true"))
        #expect(try Self.configuration(dir)["englishKeys"] as? Bool == true)
        // The SwiftUI literals the catalog holds are localized: nothing but the keys no code uses.
        #expect(result.stdout.contains("first check: 0 errors, 3 warnings, 0 notes\n  unused-key  3\n"), "\(result.stdout)")
    }

    /// One bad file never stops init (issue 46): it is named, left out of what is inferred, and the project is
    /// described; the first check then stops on it, as `check` does on a catalog it cannot read.
    @Test func anUnreadableCatalogIsNamedAndTheProjectDescribed() throws {
        let dir = try project()
        _ = try dir.write("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    oops\n  }\n}\n", to: "Widget/Widget.xcstrings")
        let result = try L10nProcess.run(["init"], in: dir.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("unreadable, left out of what init infers: Widget/Widget.xcstrings:4:5: error: "), "\(result.stdout)")
        #expect(result.stdout.contains("catalogs: App/Resources, Widget (2 catalogs, 22 keys)"), "\(result.stdout)")
        #expect(result.stdout.contains("first check failed:\n  Widget/Widget.xcstrings:4:5: error: "), "\(result.stdout)")
        #expect(FileManager.default.fileExists(atPath: dir.url.appendingPathComponent(".l10n.json").path))
    }

    @Test func aFolderWithoutCatalogsOrUsageErrors() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write("let title = \"Hello there\"\n", to: "App/A.swift")
        let result = try L10nProcess.run(["init"], in: dir.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("catalogs: none found (.xcstrings)"))
        #expect(result.stdout.contains("languages: no catalog to infer them from; 'languages' is set to 'en'"))
        #expect(try Self.configuration(dir)["languages"] as? [String] == ["en"])

        let twoPaths = try L10nProcess.run(["init", "App", "Other"], in: dir.url)
        #expect(twoPaths.status == 2)
        let missing = try L10nProcess.run(["init", "--force", "NoSuchFolder"], in: dir.url)
        #expect(missing.status == 2)
        #expect(missing.stderr == "NoSuchFolder: error: no such folder\n")
    }
}
