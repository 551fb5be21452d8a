import Foundation
import Testing

/// `l10n check` and `extract --from-sources` following text through a small app: its own views (a struct's
/// memberwise `String` parameter, a `LocalizedStringKey` parameter), a helper function, an enum's computed label,
/// App Intents and a generated symbol. Every expected position and message below was read off the fixture's text.
@Suite struct ProjectFollowingTests {
    static let files: [String: String] = [
        "App/Views/SectionRow.swift": """
            import SwiftUI

            struct SectionRow: View {
                let title: String
                let subtitle: String?

                var body: some View {
                    VStack {
                        Text(title)
                        if let subtitle { Text(subtitle) }
                    }
                }
            }

            struct ProfileLink: View {
                let caption: LocalizedStringKey

                var body: some View { Text(caption) }
            }

            func badge(caption: String) -> some View {
                Text(caption).padding()
            }

            """,
        "App/Views/HomeView.swift": """
            import SwiftUI

            enum SortOrder {
                case newest, oldest

                var label: String {
                    switch self {
                    case .newest: return "Newest first"
                    case .oldest: "Oldest first"
                    }
                }
            }

            struct HomeView: View {
                let sort: SortOrder
                let version: String

                var body: some View {
                    List {
                        SectionRow(title: "Recent Orders", subtitle: nil)
                        ProfileLink(caption: "profile.links.website")
                        ProfileLink(caption: "Website")
                        Text(sort.label)
                        badge(caption: "New")
                        Text(.commonBack)
                    }
                    .toolbar { versionLabel }
                }

                var versionLabel: some View {
                    let text = "Version \\(version)"
                    return Text(verbatim: text)
                }
            }

            """,
        "App/Intents/OpenOrderIntent.swift": """
            import AppIntents

            struct OpenOrderIntent: AppIntent {
                static var title: LocalizedStringResource = "intent.open_order.title"

                @Parameter(title: "intent.open_order.order")
                var order: String

                static var parameterSummary: some ParameterSummary {
                    Summary("Open \\(\\.$order)")
                }

                func perform() async throws -> some IntentResult & ProvidesDialog {
                    .result(dialog: "Order opened")
                }
            }

            """,
    ]

    /// The catalog: keys the code uses only through the project (a `LocalizedStringKey` parameter, a generated
    /// symbol, App Intents) and one key nothing uses.
    static let catalog = #"""
{
  "sourceLanguage" : "en",
  "strings" : {
    "common.back" : {
      "extractionState" : "manual",
      "localizations" : {
        "en" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Back"
          }
        }
      }
    },
    "intent.open_order.order" : {
      "localizations" : {
        "en" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Order"
          }
        }
      }
    },
    "intent.open_order.title" : {
      "localizations" : {
        "en" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Open Order"
          }
        }
      }
    },
    "old.unused.key" : {
      "localizations" : {
        "en" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Old"
          }
        }
      }
    },
    "Open ${order}" : {
      "localizations" : {
        "en" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Open ${order}"
          }
        }
      }
    },
    "profile.links.website" : {
      "localizations" : {
        "en" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Website"
          }
        }
      }
    }
  },
  "version" : "1.0"
}
"""#

    static func app() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        for (path, text) in files { _ = try dir.write(text, to: path) }
        _ = try dir.write(catalog, to: "App/Resources/Localizable.xcstrings")
        _ = try dir.write(#"{"languages": ["en"], "rules": {"key-convention": "off"}}"#, to: ".l10n.json")
        return dir
    }

    @Test func checkFollowsTextThroughTheProject() throws {
        let dir = try Self.app()
        let result = try L10nProcess.run(["check"], in: dir.url)
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                App/Intents/OpenOrderIntent.swift:10:17: error: hardcoded user-facing string 'Open \\(\\.$order)' in 'Summary' is used as its own catalog key; use a key: "open.order.intent.summary.open \\(\\.$order)" [hardcoded-string]
                App/Intents/OpenOrderIntent.swift:14:25: error: hardcoded user-facing string 'Order opened' in 'result'; use a key: "open.order.intent.dialog.order_opened" [hardcoded-string]
                App/Resources/Localizable.xcstrings:35:5: warning: key 'old.unused.key' is not used in any scanned Swift source [unused-key]
                App/Views/HomeView.swift:8:30: error: hardcoded user-facing string 'Newest first' reaches 'Text' through 'label' (HomeView.swift:6); use String(localized: "sort.order.newest_first") [hardcoded-string]
                App/Views/HomeView.swift:9:23: error: hardcoded user-facing string 'Oldest first' reaches 'Text' through 'label' (HomeView.swift:6); use String(localized: "sort.order.oldest_first") [hardcoded-string]
                App/Views/HomeView.swift:20:31: error: hardcoded user-facing string 'Recent Orders' reaches 'Text' through 'SectionRow(title:subtitle:)' (SectionRow.swift:3); use String(localized: "home.label.recent_orders") [hardcoded-string]
                App/Views/HomeView.swift:22:34: error: hardcoded user-facing string 'Website' reaches 'Text' through 'ProfileLink(caption:)' (SectionRow.swift:15); use a key: "home.label.website" [hardcoded-string]
                App/Views/HomeView.swift:24:28: error: hardcoded user-facing string 'New' reaches 'Text' through 'badge(caption:)' (SectionRow.swift:21); use String(localized: "home.label.new") [hardcoded-string]

                """)
    }

    /// Every key the code uses through the project stays live; the App Intents keys are what Xcode extracts.
    @Test func extractFromSourcesKeepsKeysUsedThroughTheProject() throws {
        let dir = try Self.app()
        let result = try L10nProcess.run(
            ["extract", "--from-sources", "App", "--catalog", "App/Resources/Localizable.xcstrings", "--dry-run"],
            in: dir.url)
        #expect(result.status == 0)
        let lines = (result.stdout + result.stderr).split(separator: "\n").map(String.init)
        // Only the key nothing uses is marked stale (common.back is manual: Xcode never marks those stale).
        #expect(lines.filter { $0.hasPrefix("marked-stale ") } == ["marked-stale 'old.unused.key'"])
        // Xcode would extract the LocalizedStringKey argument and the dialog, but in the default (dotted-key) style
        // English text is a hardcoded-string finding, not a key: nothing is added (with englishKeys both are).
        #expect(lines.filter { $0.hasPrefix("added ") } == [])
        _ = try dir.write(#"{"languages": ["en"], "rules": {"key-convention": "off"}, "englishKeys": true}"#, to: ".l10n.json")
        let english = try L10nProcess.run(
            ["extract", "--from-sources", "App", "--catalog", "App/Resources/Localizable.xcstrings", "--dry-run"],
            in: dir.url)
        #expect(
            (english.stdout + english.stderr).split(separator: "\n").map(String.init).filter { $0.hasPrefix("added ") } == [
                "added 'Order opened' (App/Intents/OpenOrderIntent.swift:14:25)",
                "added 'Website' (App/Views/HomeView.swift:22:34)",
            ])
    }
}
