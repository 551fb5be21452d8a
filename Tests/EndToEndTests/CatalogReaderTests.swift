import Foundation
import Testing

/// `unused-key` speaks only of catalogs code reads: not of `InfoPlist.xcstrings` (the system reads Info.plist
/// keys), not of a catalog Xcode made from a storyboard, and an exported `.xcloc` is not searched at all.
@Suite struct CatalogReaderTests {
    static func catalog(_ key: String) -> String {
        """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "\(key)" : {
              "extractionState" : "manual",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Text" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Texto" } }
              }
            }
          },
          "version" : "1.0"
        }

        """
    }

    @Test func unusedKeyOnlyInCatalogsCodeReads() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write("import SwiftUI\nlet title = String(localized: \"home.screen.title\")\n", to: "App/Home.swift")
        _ = try dir.write(Self.catalog("home.screen.unused"), to: "App/Localizable.xcstrings")
        _ = try dir.write(Self.catalog("NSCameraUsageDescription"), to: "App/InfoPlist.xcstrings")
        _ = try dir.write(Self.catalog("abc-12-xyz.title"), to: "App/Main.xcstrings")
        _ = try dir.write("<document/>\n", to: "App/Base.lproj/Main.storyboard")
        _ = try dir.write(Self.catalog("exported.copy.key"), to: "Export/de.xcloc/Localized Contents/Localizable.xcstrings")
        let result = try L10nProcess.run(["check", "--languages", "en,es", "."], in: dir.url)
        let unused = result.stdout.split(separator: "\n").filter { $0.hasSuffix("[unused-key]") }
        #expect(unused.count == 1, "\(result.stdout)")
        #expect(unused.first?.hasPrefix("App/Localizable.xcstrings:") == true)
        #expect(unused.first?.contains("'home.screen.unused'") == true)
        // The exported copy is not a project catalog: nothing in it is checked or counted.
        #expect(!result.stdout.contains("xcloc"))
        #expect(!result.stderr.contains("xcloc"))
    }

    /// A catalog is read by code when its table is the default one, App Intents' shortcuts, or a table some call
    /// names; the keys of a table nothing names are not reported unused.
    @Test func unusedKeyOnlyInTablesCodeNames() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(
            """
            import SwiftUI
            let title = String(localized: "home.screen.title")
            let privacy = String(localized: "settings.privacy.title", table: "Settings")
            let legal = NSLocalizedString("legal.terms.title", tableName: "Legal", comment: "")
            let row = Text("profile.header.title", tableName: "Profile")
            let hint = LocalizedStringResource("intents.hint.text", table: "Intents")

            """, to: "App/Home.swift")
        _ = try dir.write(Self.catalog("home.screen.unused"), to: "App/Localizable.xcstrings")
        _ = try dir.write(Self.catalog("shortcuts.phrase.unused"), to: "App/AppShortcuts.xcstrings")
        for table in ["Settings", "Legal", "Profile", "Intents"] {
            _ = try dir.write(Self.catalog("\(table.lowercased()).table.unused"), to: "App/\(table).xcstrings")
        }
        _ = try dir.write(Self.catalog("web.page.unused"), to: "App/WebContent.xcstrings")
        let result = try L10nProcess.run(["check", "--languages", "en,es", "."], in: dir.url)
        let unused = result.stdout.split(separator: "\n").filter { $0.hasSuffix("[unused-key]") }.map {
            String($0.prefix { $0 != ":" })
        }
        #expect(
            unused.sorted() == [
                "App/AppShortcuts.xcstrings", "App/Intents.xcstrings", "App/Legal.xcstrings", "App/Localizable.xcstrings",
                "App/Profile.xcstrings", "App/Settings.xcstrings",
            ], "\(result.stdout)")
        #expect(!result.stdout.contains("web.page.unused"))
    }
}

/// Keys Xcode extracts stay live for `extract --from-sources`: a `TableColumn` title and an App Intents enum's
/// `caseDisplayRepresentations` written as `.init(title:)`.
@Suite struct ExtractedShapesTests {
    @Test func tableColumnsAndDisplayRepresentationInitializersKeepTheirKeys() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(
            """
            import SwiftUI
            import AppIntents

            struct People: View {
                var body: some View {
                    Table(people) { TableColumn("people.column.name", value: \\.name) }
                }
            }

            enum SyncMode: String, AppEnum {
                case fast
                static var caseDisplayRepresentations: [SyncMode: DisplayRepresentation] = [
                    .fast: .init(title: "sync.mode.fast")
                ]
            }

            """, to: "App/People.swift")
        _ = try dir.write(
            """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "people.column.name" : {

                },
                "sync.mode.fast" : {

                }
              },
              "version" : "1.0"
            }

            """, to: "App/Localizable.xcstrings")
        let result = try L10nProcess.run(
            ["extract", "--from-sources", "App", "--catalog", "App/Localizable.xcstrings", "--check"], in: dir.url)
        #expect(!result.stdout.contains("marked-stale"), "\(result.stdout)")
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    /// Keys given through `String.LocalizationValue` (a literal, or the raw values of the enum around the call), a
    /// `LocalizedStringResource` with a default value (also as an inferred `.init`), and `.init(localized:)` with the
    /// type inferred stay live; a key nothing names is marked stale.
    @Test func wrappedKeysAndRawValueKeysStayLive() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(
            """
            import SwiftUI

            enum Tab: String, CaseIterable {
                case home = "tab.home.title"
                case settings = "tab.settings.title"
                var title: String { String(localized: String.LocalizationValue(rawValue)) }
            }

            struct Titles {
                let inferred: String = .init(localized: "titles.inferred.text")
                let wrapped = String(localized: String.LocalizationValue("titles.wrapped.text"))
                let resource: String = .init(localized: .init("titles.resource.text", defaultValue: "Screen Recording"))
                let named = String(localized: LocalizedStringResource("titles.named.text", defaultValue: "Named"))
            }

            """, to: "App/Tab.swift")
        let keys = [
            "tab.home.title", "tab.settings.title", "titles.inferred.text", "titles.wrapped.text", "titles.resource.text",
            "titles.named.text", "titles.gone.text",
        ]
        _ = try dir.write(
            """
            {
              "sourceLanguage" : "en",
              "strings" : {
            \(keys.map { "    \"\($0)\" : {\n\n    }" }.joined(separator: ",\n"))
              },
              "version" : "1.0"
            }

            """, to: "App/Localizable.xcstrings")
        let result = try L10nProcess.run(
            ["extract", "--from-sources", "App", "--catalog", "App/Localizable.xcstrings", "--dry-run"], in: dir.url)
        #expect(result.stdout == "marked-stale 'titles.gone.text'\n", "\(result.stdout)")
        #expect(result.stderr.contains("1 marked stale (6 keys in 1 Swift file)"), "\(result.stderr)")
    }
}
