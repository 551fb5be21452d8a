import Foundation
import Testing

@Suite struct ExtractFromSourcesCommandTests {
    static let view = """
        import SwiftUI

        struct SettingsView: View {
            var body: some View {
                Form {
                    Text("settings.title")
                    Toggle(String(localized: "settings.sync", defaultValue: "Sync with iCloud", comment: "Toggle label"), isOn: .constant(true))
                }
            }
        }

        """

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "settings.old" : {
              "localizations" : {
                "es" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Antiguo"
                  }
                }
              }
            },
            "settings.title" : {
              "comment" : "Title of the Settings screen"
            }
          },
          "version" : "1.0"
        }
        """

    /// By hand from ../shared/corpus/FORMAT.md and the corpus' extracted_with_value entries.
    static let updated = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "settings.old" : {
              "extractionState" : "stale",
              "localizations" : {
                "es" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Antiguo"
                  }
                }
              }
            },
            "settings.sync" : {
              "comment" : "Toggle label",
              "extractionState" : "extracted_with_value",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "new",
                    "value" : "Sync with iCloud"
                  }
                }
              }
            },
            "settings.title" : {
              "comment" : "Title of the Settings screen"
            }
          },
          "version" : "1.0"
        }
        """

    static func contents(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    @Test func addsKeysMarksStaleAndIsIdempotent() throws {
        let folder = try TemporaryDirectory()
        _ = try folder.write(Self.view, to: "Sources/SettingsView.swift")
        let catalog = try folder.write(Self.catalog, to: "Resources/Localizable.xcstrings")
        let arguments = ["extract", "--from-sources", "Sources", "--catalog", "Resources/Localizable.xcstrings"]

        let dryRun = try L10nProcess.run(arguments + ["--dry-run"], in: folder.url)
        #expect(dryRun.status == 0)
        #expect(dryRun.stdout == """
            added 'settings.sync' = "Sync with iCloud" (Sources/SettingsView.swift:7:38)
            marked-stale 'settings.old'

            """)
        #expect(dryRun.stderr == "Resources/Localizable.xcstrings: 1 added, 1 marked stale (2 keys in 1 Swift file); dry run: nothing written\n")
        #expect(try Self.contents(catalog) == Self.catalog)

        let first = try L10nProcess.run(arguments, in: folder.url)
        #expect(first.status == 0)
        #expect(first.stdout == dryRun.stdout)
        #expect(first.stderr == "Resources/Localizable.xcstrings: 1 added, 1 marked stale (2 keys in 1 Swift file)\n")
        #expect(try Self.contents(catalog) == Self.updated)

        let second = try L10nProcess.run(arguments, in: folder.url)
        #expect(second.status == 0)
        #expect(second.stdout.isEmpty)
        #expect(second.stderr == "Resources/Localizable.xcstrings: up to date (2 keys in 1 Swift file)\n")
        #expect(try Self.contents(catalog) == Self.updated)
    }

    /// `--check`, the CI gate: nothing written, status 1 while keys are to be added or marked stale, 0 once the
    /// catalog is in sync; `--dry-run` keeps exiting 0.
    @Test func checkFailsWhileTheCatalogWouldChange() throws {
        let folder = try TemporaryDirectory()
        let view = try folder.write(Self.view, to: "Sources/SettingsView.swift")
        let catalog = try folder.write(Self.catalog, to: "Resources/Localizable.xcstrings")
        let arguments = ["extract", "--from-sources", "Sources", "--catalog", "Resources/Localizable.xcstrings"]

        let outOfSync = try L10nProcess.run(arguments + ["--check"], in: folder.url)
        #expect(outOfSync.status == 1)
        #expect(outOfSync.stdout == """
            added 'settings.sync' = "Sync with iCloud" (Sources/SettingsView.swift:7:38)
            marked-stale 'settings.old'

            """)
        #expect(outOfSync.stderr == """
            Resources/Localizable.xcstrings: not in sync with the Swift sources: 1 key to add, 1 to mark stale (2 keys \
            in 1 Swift file); run 'l10n extract --from-sources' without --check to update it

            """)
        #expect(try Self.contents(catalog) == Self.catalog)
        #expect(try L10nProcess.run(arguments + ["--dry-run"], in: folder.url).status == 0)

        #expect(try L10nProcess.run(arguments, in: folder.url).status == 0)
        let inSync = try L10nProcess.run(arguments + ["--check"], in: folder.url)
        #expect(inSync.status == 0)
        #expect(inSync.stdout.isEmpty)
        #expect(inSync.stderr == "Resources/Localizable.xcstrings: in sync with the Swift sources (2 keys in 1 Swift file)\n")

        // The toggle goes: its key would be marked stale, and nothing else.
        try Data(Self.view.replacingOccurrences(of: "Toggle(", with: "// Toggle(").utf8).write(to: view)
        let stale = try L10nProcess.run(arguments + ["--check"], in: folder.url)
        #expect(stale.status == 1)
        #expect(stale.stdout == "marked-stale 'settings.sync'\n")
        #expect(try Self.contents(catalog) == Self.updated)

        let misused = try L10nProcess.run(["extract", "--language", "es", "--check"], in: folder.url)
        #expect(misused.status == 2)
        #expect(misused.stderr.hasPrefix("error: '--check' needs '--from-sources'"))
    }

    @Test func badInputExitsTwoAndLeavesTheCatalogAlone() throws {
        let folder = try TemporaryDirectory()
        _ = try folder.write(Self.view, to: "Sources/SettingsView.swift")
        let broken = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : [ ]\n  }\n}"
        let catalog = try folder.write(broken, to: "Localizable.xcstrings")
        let cases: [(arguments: [String], stderrPrefix: String)] = [
            (["--from-sources", "Sources", "--catalog", "Localizable.xcstrings"], "Localizable.xcstrings:4:"),
            (["--from-sources", "Nope", "--catalog", "Localizable.xcstrings"], "Nope: error: no such file or folder"),
            (["--from-sources", "Sources"], "error: '--from-sources' needs '--catalog <catalog>'"),
            (["--from-sources", "Sources", "--catalog", "Missing.xcstrings"], "Missing.xcstrings"),
            (["--from-sources", "Sources", "--catalog", "Localizable.xcstrings", "--language", "es"],
             "error: '--language' cannot be used with '--from-sources'"),
        ]
        for (arguments, prefix) in cases {
            let result = try L10nProcess.run(["extract"] + arguments, in: folder.url)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.hasPrefix(prefix), "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty, "\(arguments)")
        }
        #expect(try Self.contents(catalog) == broken)
    }

    @Test func sourcesAndExcludeComeFromTheConfiguration() throws {
        let folder = try TemporaryDirectory()
        _ = try folder.write("{\n  \"sources\" : [\"Sources\"],\n  \"exclude\" : [\"**/Generated/**\"]\n}\n", to: ".l10n.json")
        _ = try folder.write(Self.view, to: "Sources/SettingsView.swift")
        _ = try folder.write("let x = String(localized: \"generated.key\")\n", to: "Sources/Generated/Strings.swift")
        _ = try folder.write("let y = String(localized: \"elsewhere.key\")\n", to: "Other/Other.swift")
        _ = try folder.write(Self.catalog, to: "Resources/Localizable.xcstrings")
        let result = try L10nProcess.run(
            ["extract", "--from-sources", "--catalog", "Resources/Localizable.xcstrings", "--dry-run"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stdout == """
            added 'settings.sync' = "Sync with iCloud" (Sources/SettingsView.swift:7:38)
            marked-stale 'settings.old'

            """)
    }
}
