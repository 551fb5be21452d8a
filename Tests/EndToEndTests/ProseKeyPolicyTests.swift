import Foundation
import Testing

/// One policy for prose given as the key to a localizing API (issue 38, point 4): in the house style it is one
/// `key-convention` finding at the call, suggesting a key with the English kept as the default value — through the
/// project's own wrapper too, wherever it is called (`"Sync failed".localized` returned from a function); plain
/// `Text("…")` stays `hardcoded-string`; with `englishKeys` none is reported; a `keyPattern` the text matches is a key.
@Suite struct ProseKeyPolicyTests {
    static let view = """
        import SwiftUI

        extension String {
            var localized: String { NSLocalizedString(self, comment: "") }
        }

        struct MutedView: View {
            var body: some View {
                VStack {
                    Text("Note you've muted", comment: "Shown above the muted list")
                    Text("Restaurants")
                    Button("Cancel".localized) { }
                }
            }

            func titles() -> [String] {
                [NSLocalizedString("Reactions", comment: "Tab title"), String(localized: "Open the settings")]
            }

            let action = LocalizedStringResource("Sync now")

            func failureMessage() -> String {
                return "Sync failed".localized
            }
        }
        """

    static func findings(config: String) throws -> [String] {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.view, to: "App/MutedView.swift")
        _ = try dir.write(config, to: ".l10n.json")
        let result = try L10nProcess.run(["check", "--quiet", "App"], in: dir.url)
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test func houseStyleReportsEachProseKeyOnceAsKeyConvention() throws {
        let lines = try Self.findings(config: #"{"languages": ["en"]}"#)
        let ids = lines.map { line in
            "\(line.split(separator: ":")[1]):\(line.split(separator: ":")[2]) \(line.split(separator: "[").last?.dropLast() ?? "")"
        }
        #expect(ids == [
            "10:18 key-convention", "11:18 hardcoded-string", "12:20 key-convention", "17:28 key-convention",
            "17:82 key-convention", "20:42 key-convention", "23:16 key-convention",
        ])
        #expect(lines[0] == "App/MutedView.swift:10:18: error: 'Note you've muted' is localized but keyed by its English "
            + "text; use a key and keep the English as its default value: String(localized: \"muted.label.note_youve_muted\", "
            + "defaultValue: \"Note you've muted\", comment: \"Shown above the muted list\") [key-convention]")
        #expect(lines[1].contains("hardcoded user-facing string 'Restaurants' in 'Text'"))
        // The call's own comment rides along (the translator's context), from a labelled first argument too; a call
        // without one suggests none.
        #expect(lines[3].hasSuffix("defaultValue: \"Reactions\", comment: \"Tab title\") [key-convention]"))
        #expect(lines[4].hasSuffix("defaultValue: \"Open the settings\") [key-convention]"))
    }

    @Test func englishKeysReportsNone() throws {
        let lines = try Self.findings(config: #"{"languages": ["en"], "englishKeys": true}"#)
        #expect(!lines.contains { $0.hasSuffix("[key-convention]") })
        #expect(lines.count == 1 && lines[0].contains("'Restaurants'"))
    }

    @Test func aKeyPatternTheTextMatchesIsAKey() throws {
        let lines = try Self.findings(config: #"{"languages": ["en"], "keyPattern": "^[A-Z][a-z]+$"}"#)
        // 'Reactions' and 'Cancel' are keys of this pattern; the sentences are not.
        #expect(lines.filter { $0.hasSuffix("[key-convention]") }.map { $0.split(separator: ":")[1] } == ["10", "17", "20", "23"])
    }

    @Test func theRuleCanBeTurnedOffAndSuppressed() throws {
        let off = try Self.findings(config: #"{"languages": ["en"], "rules": {"key-convention": "off"}}"#)
        #expect(!off.contains { $0.hasSuffix("[key-convention]") })
        #expect(off.count == 1)
    }
}
