import Foundation
import Testing

/// What the code says of a table's keys: the English text given as `value:` where the tables have none
/// (KeePassium's `[Database/Entry/Location/title]` keys), and keys read through symbols Xcode 26 generates, given
/// to the app's own views (Secretive's `AgentStatusView(title: .agentDetailsLocationTitle)`).
@Suite struct SourceTextInCodeTests {
    /// KeePassium's shape: no English table, the English text in `NSLocalizedString(key, value:, comment:)`, and
    /// translations that (rightly) have no brackets: compared with the key, every one would be a `bracket-mismatch`.
    @Test func aKeyWithItsTextInCodeIsNotComparedAsText() throws {
        let folder = try TemporaryDirectory()
        _ = try folder.write(
            """
            import Foundation
            enum LString {
                static let titleEntryLocation = NSLocalizedString(
                    "[Database/Entry/Location/title]",
                    value: "Location",
                    comment: "Field title: name of the group that contains the entry"
                )
                static let actionSearch = NSLocalizedString("[Generic/Search/action]", comment: "Button")
            }

            """, to: "App/LString.swift")
        _ = try folder.write(
            """
            "[Database/Entry/Location/title]" = "Ubicación";
            "[Generic/Search/action]" = "Buscar";

            """, to: "App/es.lproj/Localizable.strings")
        _ = try folder.write(#"{ "version" : 1, "languages" : ["en", "es"], "englishKeys" : true }"#, to: ".l10n.json")
        let result = try L10nProcess.run(["check", "--format", "json", "."], in: folder.url)
        let findings = try Self.findings(result.stdout)
        // The key with no text in code is its own source text, and is compared; the one with `value:` is not.
        #expect(findings.filter { $0.rule == "bracket-mismatch" }.map(\.key) == ["[Generic/Search/action]"], "\(result.stdout)")
    }

    /// Secretive's shape: a view of the app's own takes a `LocalizedStringResource`, given as a generated symbol;
    /// a property of the same name read off a value (`model.oldBanner`) is no use of a key.
    @Test func aGeneratedSymbolGivenToTheAppsOwnViewUsesItsKey() throws {
        let folder = try TemporaryDirectory()
        _ = try folder.write(
            """
            import SwiftUI
            struct StatusRow: View {
                let title: LocalizedStringResource
                var body: some View { Text(title) }
            }
            struct AgentView: View {
                let model: Model
                var body: some View {
                    StatusRow(title: .agentDetailsLocationTitle)
                    Text(model.oldBanner)
                }
            }

            """, to: "App/AgentView.swift")
        let entry = { (key: String, text: String) in
            """
                "\(key)" : {
                  "extractionState" : "manual",
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "\(text)" } },
                    "es" : { "stringUnit" : { "state" : "translated", "value" : "\(text) (es)" } }
                  }
                }
            """
        }
        _ = try folder.write(
            """
            {
              "sourceLanguage" : "en",
              "strings" : {
            \(entry("agent_details_location_title", "Location")),
            \(entry("old_banner", "Old banner"))
              },
              "version" : "1.0"
            }

            """, to: "App/Localizable.xcstrings")
        _ = try folder.write(#"{ "version" : 1, "languages" : ["en", "es"] }"#, to: ".l10n.json")
        let result = try L10nProcess.run(["check", "--format", "json", "."], in: folder.url)
        let unused = try Self.findings(result.stdout).filter { $0.rule == "unused-key" }
        #expect(unused.map(\.key) == ["old_banner"], "\(result.stdout)")
    }

    /// 2FAS's shape: SwiftGen's accessors (`static let updateAppMsg = T.tr("Localizable", "update_app_msg", …)`)
    /// name every key of tables shared with the Android app; in a whole app, a key whose member no code names is
    /// unused.
    @Test func aKeyOnlyAnUnusedAccessorMemberNamesIsUnused() throws {
        let folder = try TemporaryDirectory()
        _ = try folder.write(
            """
            // Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen
            import Foundation
            internal enum T {
              internal static let commonDone = T.tr("Localizable", "common_done", fallback: "Done")
              internal static let updateAppMsg = T.tr("Localizable", "update_app_msg", fallback: "Please update")
              private static func tr(_ table: String, _ key: String, fallback value: String) -> String {
                Bundle.main.localizedString(forKey: key, value: value, table: table)
              }
            }

            """, to: "App/Generated/T.generated.swift")
        _ = try folder.write(
            """
            import SwiftUI
            @main struct TwoApp: App {
                var body: some Scene { WindowGroup { Text(T.commonDone) } }
            }

            """, to: "App/TwoApp.swift")
        _ = try folder.write(
            """
            "common_done" = "Done";
            "update_app_msg" = "Please update";

            """, to: "App/en.lproj/Localizable.strings")
        _ = try folder.write(
            """
            "common_done" = "Listo";
            "update_app_msg" = "Actualiza";

            """, to: "App/es.lproj/Localizable.strings")
        _ = try folder.write(#"{ "version" : 1, "languages" : ["en", "es"] }"#, to: ".l10n.json")
        let result = try L10nProcess.run(["check", "--format", "json", "."], in: folder.url)
        let unused = try Self.findings(result.stdout).filter { $0.rule == "unused-key" }
        #expect(unused.map(\.key) == ["update_app_msg"], "\(result.stdout)")
    }

    /// arcbit's `TLDisplayStrings`: a hand-written class with one `class func` per key; a key whose function only a
    /// commented-out line calls is unused, and its translations' punctuation reaches nobody.
    @Test func aKeyOnlyAnUncalledClassFunctionReturnsIsUnused() throws {
        let folder = try TemporaryDirectory()
        _ = try folder.write(
            """
            import Foundation
            extension String {
                var localized: String { NSLocalizedString(self, comment: "") }
            }
            class TLDisplayStrings {
                class func SEND_STRING() -> String { return "Send".localized }
                class func BACKUP_EXPLANATION_STRING() -> String { return "Write down the passphrase and keep it safe. It alone restores your wallet (excluding imports).".localized }
            }

            """, to: "App/TLDisplayStrings.swift")
        _ = try folder.write(
            """
            import UIKit
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {}
            final class PassPhraseViewController: UIViewController {
                @IBOutlet var explanation: UILabel!
                @IBOutlet var send: UIButton!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    send.setTitle(TLDisplayStrings.SEND_STRING(), for: .normal)
            //        explanation.text = TLDisplayStrings.BACKUP_EXPLANATION_STRING()
                }
            }

            """, to: "App/PassPhraseViewController.swift")
        _ = try folder.write(
            """
            "Send" = "Send";
            "Write down the passphrase and keep it safe. It alone restores your wallet (excluding imports)." = "Write down the passphrase and keep it safe. It alone restores your wallet (excluding imports).";

            """, to: "App/en.lproj/Localizable.strings")
        _ = try folder.write(
            """
            "Send" = "Senden";
            "Write down the passphrase and keep it safe. It alone restores your wallet (excluding imports)." = "Notieren Sie die Passphrase und bewahren Sie sie sicher auf. Sie allein stellt Ihr Wallet wieder her (ohne Importe)";

            """, to: "App/de.lproj/Localizable.strings")
        _ = try folder.write(#"{ "version" : 1, "languages" : ["en", "de"], "englishKeys" : true }"#, to: ".l10n.json")
        let result = try L10nProcess.run(["check", "--format", "json", "."], in: folder.url)
        let findings = try Self.findings(result.stdout)
        #expect(findings.filter { $0.rule == "unused-key" }.map(\.key) == ["Write down the passphrase and keep it safe. It alone restores your wallet (excluding imports)."], "\(result.stdout)")
        #expect(!findings.contains { $0.rule == "punctuation-mismatch" }, "\(result.stdout)")
    }

    /// NextStats' `LocalizedKeys`: the app's own enum of keys, read as `.localized(.addScreenTitle)`; a key whose case no
    /// code names is unused, and its missing translation reaches nobody. An enum of keys code can make without naming a
    /// case (`CaseIterable`) keeps its keys.
    @Test func aKeyOnlyAnUnnamedCaseOfTheAppsKeysEnumHoldsIsUnused() throws {
        let folder = try TemporaryDirectory()
        _ = try folder.write(
            """
            import Foundation
            enum LocalizedKeys: String {
                case addScreenTitle = "add.screen.title"
                case unableToParseData = "error.unableToParseData"
                case updateDateLabel = "update-date"
            }
            extension String {
                static func localized(_ key: LocalizedKeys) -> String { NSLocalizedString(key.rawValue, comment: "") }
            }

            """, to: "App/String+Keys.swift")
        _ = try folder.write(
            """
            import UIKit
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {}
            final class AddServerViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = .localized(.addScreenTitle)
                }
            }

            """, to: "App/AddServerViewController.swift")
        // MOPP's diagnostics screen: a debug file's uses reach nothing, but the key its case names is in use.
        _ = try folder.write(
            """
            import UIKit
            final class DiagnosticsViewController: UIViewController {
                @IBOutlet weak var updateDateLabel: UILabel!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    updateDateLabel.text = .localized(.updateDateLabel)
                }
            }

            """, to: "App/DiagnosticsViewController.swift")
        _ = try folder.write(
            """
            "add.screen.title" = "Add Server";
            "error.unableToParseData" = "Unable to parse data";
            "update-date" = "UPDATE DATE:";

            """, to: "App/en.lproj/Localizable.strings")
        _ = try folder.write(
            """
            "add.screen.title" = "Server hinzufügen";
            "update-date" = "AKTUALISIERT:";

            """, to: "App/de.lproj/Localizable.strings")
        _ = try folder.write(#"{ "version" : 1, "languages" : ["en", "de"] }"#, to: ".l10n.json")
        let result = try L10nProcess.run(["check", "--format", "json", "."], in: folder.url)
        let findings = try Self.findings(result.stdout)
        #expect(findings.filter { $0.rule == "unused-key" }.map(\.key) == ["error.unableToParseData"], "\(result.stdout)")
        #expect(!findings.contains { $0.rule == "missing-translation" }, "\(result.stdout)")
    }

    /// ParkenDD's `Loc.swift`, SwiftGen's old enum: each key is returned in its case of `var string`'s switch; a key
    /// whose case no code names is unused.
    @Test func aKeyOnlyAnUnusedCaseOfOldSwiftGensEnumNamesIsUnused() throws {
        let folder = try TemporaryDirectory()
        _ = try folder.write(
            """
            // Generated using SwiftGen, by O.Halligon — https://github.com/AliSoftware/SwiftGen
            import Foundation
            enum L10n {
              case cancel
              case forecastTitle(String)
            }
            extension L10n: CustomStringConvertible {
              var description: String { return self.string }
              var string: String {
                switch self {
                  case .cancel:
                    return L10n.tr(key: "CANCEL")
                  case .forecastTitle(let p0):
                    return L10n.tr(key: "FORECAST_TITLE", p0)
                }
              }
              private static func tr(key: String, _ args: CVarArg...) -> String {
                let format = NSLocalizedString(key, comment: "")
                return String(format: format, locale: Locale.current, arguments: args)
              }
            }

            """, to: "App/Loc.swift")
        _ = try folder.write(
            """
            import UIKit
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                func cancelTitle() -> String { L10n.cancel.string }
            }

            """, to: "App/AppDelegate.swift")
        _ = try folder.write("\"CANCEL\" = \"Cancel\";\n\"FORECAST_TITLE\" = \"Forecast for %@\";\n", to: "App/en.lproj/Localizable.strings")
        _ = try folder.write("\"CANCEL\" = \"Abbrechen\";\n\"FORECAST_TITLE\" = \"Prognose für %@\";\n", to: "App/de.lproj/Localizable.strings")
        _ = try folder.write(#"{ "version" : 1, "languages" : ["en", "de"] }"#, to: ".l10n.json")
        let result = try L10nProcess.run(["check", "--format", "json", "."], in: folder.url)
        let unused = try Self.findings(result.stdout).filter { $0.rule == "unused-key" }
        #expect(unused.map(\.key) == ["FORECAST_TITLE"], "\(result.stdout)")
    }

    /// criticalmaps: SwiftGen nests its members in enums named for the keys' segments; a removed feature's
    /// `L10n.Settings.Friends.settings` is named nowhere, though 'settings' is a name code uses everywhere.
    @Test func aKeyOfANamespaceNoCodeNamesIsUnused() throws {
        let folder = try TemporaryDirectory()
        _ = try folder.write(
            """
            // Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen
            import Foundation
            public enum L10n {
              public enum Settings {
                public static let title = L10n.tr("Localizable", "settings.title", fallback: "Settings")
                public enum Friends {
                  public static let settings = L10n.tr("Localizable", "settings.friends.settings", fallback: "Settings")
                }
              }
              private static func tr(_ table: String, _ key: String, fallback value: String) -> String {
                Bundle.main.localizedString(forKey: key, value: value, table: table)
              }
            }

            """, to: "App/Generated/L10n.swift")
        _ = try folder.write(
            """
            import SwiftUI
            @main struct MapsApp: App {
                let settings = UserDefaults.standard
                var body: some Scene { WindowGroup { Text(L10n.Settings.title) } }
            }

            """, to: "App/MapsApp.swift")
        _ = try folder.write(
            "\"settings.title\" = \"Settings\";\n\"settings.friends.settings\" = \"Settings\";\n",
            to: "App/en.lproj/Localizable.strings")
        _ = try folder.write(
            "\"settings.title\" = \"Einstellungen\";\n\"settings.friends.settings\" = \"Einstellungen\";\n",
            to: "App/de.lproj/Localizable.strings")
        _ = try folder.write(#"{ "version" : 1, "languages" : ["en", "de"] }"#, to: ".l10n.json")
        let result = try L10nProcess.run(["check", "--format", "json", "."], in: folder.url)
        let unused = try Self.findings(result.stdout).filter { $0.rule == "unused-key" }
        #expect(unused.map(\.key) == ["settings.friends.settings"], "\(result.stdout)")
    }

    struct Finding: Decodable {
        var rule: String
        var key: String?
    }

    static func findings(_ json: String) throws -> [Finding] {
        struct Output: Decodable { var diagnostics: [Finding] }
        return try JSONDecoder().decode(Output.self, from: Data(json.utf8)).diagnostics
    }
}
