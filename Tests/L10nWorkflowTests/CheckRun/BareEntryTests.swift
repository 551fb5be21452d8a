import Foundation
import L10nCatalogChecks
import L10nWorkflow
import Testing

/// hyuabot's `Localizable.xcstrings` holds bare entries (`"app.contact" : { }`) for keys its code reads from other
/// tables (`String(localized: resourceID, table: "Settings")`), where they have their text: the bare entries are
/// leftovers, no `missing-translation`. A bare entry no other table gives a text is one, and so is a gap in the
/// table that holds the text.
@Suite struct BareEntryTests {
    static func catalog(_ entries: String) -> String {
        """
        {
          "sourceLanguage" : "ko",
          "strings" : {
        \(entries)
          },
          "version" : "1.0"
        }
        """
    }

    @Test func aBareEntryAnotherTableGivesATextIsNoGap() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write(
            Self.catalog(
                """
                    "app.contact" : {

                    },
                    "app.orphan" : {

                    }
                """), "App/Localization/Localizable.xcstrings")
        _ = try folder.write(
            Self.catalog(
                """
                    "app.contact" : {
                      "localizations" : {
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "Developer email" } },
                        "ko" : { "stringUnit" : { "state" : "translated", "value" : "개발자 이메일" } }
                      }
                    },
                    "app.version" : {
                      "localizations" : {
                        "ko" : { "stringUnit" : { "state" : "translated", "value" : "앱 버전" } }
                      }
                    }
                """), "App/Localization/Settings.xcstrings")
        let configuration = L10nConfiguration(languages: ["ko", "en"], file: folder.path + "/.l10n.json", baseDirectory: folder.path)
        let found = CheckRun.run(CheckRequest(paths: ["App"], configuration: configuration, currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "missing-translation" }
            .map { "\(($0.location.file as NSString).lastPathComponent) \($0.key ?? "") \($0.language ?? "")" }
        #expect(found.sorted() == [
            "Localizable.xcstrings app.orphan en", "Localizable.xcstrings app.orphan ko", "Settings.xcstrings app.version en",
        ])
    }
}
