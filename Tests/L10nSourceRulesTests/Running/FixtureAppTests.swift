import Foundation
import L10nDiagnostics
import L10nFiles
import L10nSourceRules
import Testing

/// A small app tree in the shapes real projects have (SwiftUI and UIKit, keyed and English-as-key, previews,
/// `#if DEBUG`, a custom row, a generated folder, tests), linted end to end through the finder and the runner.
/// Every expected position below was counted by hand from the text.
@Suite struct FixtureAppTests {
    static let files: [String: String] = [
        "Sources/Restaurants/RestaurantDetailView.swift": """
            import SwiftUI

            struct RestaurantDetailView: View {
                let restaurant: Restaurant
                @State private var isFavorite = false

                var body: some View {
                    ScrollView {
                        Text("restaurant.detail.title")
                        Text("see-more")
                        Text("Show")
                        Button(isFavorite ? "restaurant.detail.unfavorite" : "Favorite") {
                            isFavorite.toggle()
                        }
                        Text(restaurant.subtitle ?? "No description yet")
                        Text("\\(restaurant.reviewCount) reviews")
                        Text("restaurant.detail.hours") + Text(restaurant.hours).bold()
                        // l10n:disable:next hardcoded-string - brand name
                        Text("Golden Fork")
                    }
                    .navigationTitle(restaurant.name)
                }
            }

            #Preview {
                RestaurantDetailView(restaurant: .sample)
                    .navigationTitle("Preview")
            }

            """,
        "Sources/Settings/SettingsViewController.swift": """
            import UIKit

            final class SettingsViewController: UIViewController {
                private let titleLabel = UILabel()
                private let saveButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Settings"
                    titleLabel.text = NSLocalizedString("settings.headr", comment: "Header")
                    saveButton.setTitle("Save", for: .normal)
                    titleLabel.accessibilityLabel = NSLocalizedString("Settings header", comment: "")
                    navigationItem.rightBarButtonItem = UIBarButtonItem(
                        title: "Done",
                        style: .done,
                        target: self,
                        action: #selector(done))
                    print("Settings loaded for user " + userID)
                    let url = URL(string: "https://example.com/settings/" + userID)
                    titleLabel.text = String(localized: "settings.greeting") + ", " + userName
                }

                func showError() {
                    let alert = UIAlertController(title: "Error", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: String(localized: "common.ok"), style: .default))
                    present(alert, animated: true)
                }
            }

            """,
        "Sources/Onboarding/OnboardingView.swift": """
            import SwiftUI

            struct OnboardingView: View {
                let step: Int
                let total: Int

                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Welcome to ") + Text("Restaurant Finder").bold()
                        Row(title: "Find tables nearby", systemImage: "map")
                        Text(verbatim: "© 2026 Example Inc.")
                        Text(String(localized: "onboarding.progress \\(step) \\(total)"))
                        Label(
                            "Get started",
                            systemImage: "arrow.right"
                        )
                        #if DEBUG
                        Button("Skip onboarding (debug)") { skip() }
                        #endif
                    }
                }
            }

            struct OnboardingView_Previews: PreviewProvider {
                static var previews: some View {
                    OnboardingView(step: 1, total: 3).navigationTitle("Onboarding")
                }
            }

            """,
        "Tests/AppTests/RestaurantTests.swift": "Text(\"Hello from a test\")\nText(\"old.test.key\")\n",
        "Sources/Generated/Strings.swift": "Text(\"Generated text\")\n",
        ".build/checkouts/Dependency/Sources/Dep.swift": "Text(\"Dependency text\")\n",
    ]

    static let catalogKeys: Set<String> = [
        "restaurant.detail.title", "restaurant.detail.unfavorite", "see-more", "restaurant.detail.hours",
        "settings.header", "settings.greeting", "common.ok", "Settings header", "onboarding.progress %lld %lld",
        "old.unused.key", "old.test.key",
    ]

    @Test func lintsTheFixtureApp() throws {
        let folder = try ScratchFolder()
        for (path, text) in Self.files { try folder.write(text, to: path) }
        var options = LintOptions(catalogKeys: Self.catalogKeys)
        options.uiFunctions = ["Row(title:)"]
        let files = FileFinder(fileExtension: "swift").find(in: [folder.path], exclude: ["Generated"]).files
        #expect(files.count == 4)
        let result = SourceLintRunner.run(files: files, options: options)
        let found = result.diagnostics.map {
            "\($0.location.file.dropFirst(folder.path.count + 1)):\($0.location.line):\($0.location.column) \($0.ruleID)"
        }
        #expect(found == [
            "Sources/Onboarding/OnboardingView.swift:9:18 hardcoded-string",
            "Sources/Onboarding/OnboardingView.swift:9:33 string-concatenation",
            "Sources/Onboarding/OnboardingView.swift:9:40 hardcoded-string",
            "Sources/Onboarding/OnboardingView.swift:10:24 hardcoded-string",
            "Sources/Onboarding/OnboardingView.swift:14:17 hardcoded-string",
            "Sources/Onboarding/OnboardingView.swift:15:30 layout-direction",
            "Sources/Restaurants/RestaurantDetailView.swift:11:18 hardcoded-string",
            "Sources/Restaurants/RestaurantDetailView.swift:12:66 hardcoded-string",
            "Sources/Restaurants/RestaurantDetailView.swift:15:41 hardcoded-string",
            "Sources/Restaurants/RestaurantDetailView.swift:16:18 hardcoded-string",
            // Text("\\(restaurant.reviewCount) reviews") is one key with a placeholder: its plural, not its order.
            "Sources/Restaurants/RestaurantDetailView.swift:16:18 plural-candidate-source",
            "Sources/Restaurants/RestaurantDetailView.swift:17:45 string-concatenation",
            "Sources/Settings/SettingsViewController.swift:9:17 hardcoded-string",
            "Sources/Settings/SettingsViewController.swift:10:45 unknown-key",
            "Sources/Settings/SettingsViewController.swift:11:29 hardcoded-string",
            // NSLocalizedString("Settings header", comment: ""): localized, keyed by its English.
            "Sources/Settings/SettingsViewController.swift:12:59 key-convention",
            "Sources/Settings/SettingsViewController.swift:14:20 hardcoded-string",
            "Sources/Settings/SettingsViewController.swift:20:66 string-concatenation",
            "Sources/Settings/SettingsViewController.swift:24:46 hardcoded-string",
        ])
        let unknown = result.diagnostics.first { $0.ruleID == "unknown-key" }
        #expect(unknown?.message == "key 'settings.headr' is not in any scanned catalog; did you mean 'settings.header'?")
        let settingsTitle = result.diagnostics.first { $0.location.line == 9 && $0.location.file.hasSuffix("SettingsViewController.swift") }
        #expect(settingsTitle?.message == "hardcoded user-facing string 'Settings' in 'title'; use String(localized: \"settings.title.settings\")")
        #expect(result.errors.isEmpty)
        let unused = UnusedKeyRule.unusedKeys(
            catalogKeys: Self.catalogKeys, references: result.references, ignoreKeys: [])
        #expect(unused == ["old.unused.key", "settings.header"])
    }
}
