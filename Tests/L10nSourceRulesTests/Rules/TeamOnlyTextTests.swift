import L10nDiagnostics
import L10nSourceParsing
import L10nSourceRules
import Testing

/// Text the app's users never get: builds made for the team (Science Journal's `SCIENCEJOURNAL_DEV_BUILD`, Play
/// SRG's `NIGHTLY || BETA`), sample data for previews and screenshots (WooCommerce's `Model/Mocks/…`), and text
/// that says what it is (a `"Placeholder"`, a `"[Debug] …"` item). Found on round 13's worked-on apps.
@Suite struct TeamOnlyTextTests {
    func lint(_ text: String, path: String = "Sources/App/SettingsView.swift") -> [String] {
        SourceLinter(options: LintOptions()).lint(path: path, bytes: Array(text.utf8)).diagnostics
            .map { "\($0.location.line):\($0.location.column) \($0.ruleID)" }
    }

    @Test func branchesOfTeamBuildsAreSkipped() {
        let text = """
            import SwiftUI
            struct SettingsView: View {
                var body: some View {
                    #if SCIENCEJOURNAL_DEV_BUILD
                    Text("Generate root user data")
                    #endif
                    #if NIGHTLY || BETA
                    Button("Switch version") {}
                    #else
                    Button("Become a beta tester") {}
                    #endif
                    #if DEVICE_FAMILY_PAD
                    Text("Split view")
                    #endif
                    #if STAGE || STAGE_SCREENCAST
                    Text("Review the app on the App Store")
                    #endif
                    #if STAGED_ROLLOUT_SCREEN
                    Text("Update available")
                    #endif
                }
            }
            """
        // The release branch and a flag that only has 'DEV' or 'STAGE' inside a word are the app's.
        #expect(lint(text) == ["10:16 hardcoded-string", "13:14 hardcoded-string", "19:14 hardcoded-string"])
    }

    @Test func sampleDataFilesAreSkipped() {
        let text = "let product = Product(name: \"Black Coral Shades\")\nTextField(\"Name\", text: $name)"
        #expect(lint(text, path: "Yosemite/Model/Mocks/Graphs/ScreenshotsObjectGraph.swift").isEmpty)
        #expect(lint(text, path: "App/Preview Content/SampleProducts.swift").isEmpty)
        #expect(lint(text, path: "App/Checkout/ProductMock.swift").isEmpty)
        #expect(lint(text, path: "Fakes/Fakes/Products/ProductFactory.swift").isEmpty)
        #expect(lint(text, path: "App/Checkout/CheckoutView.swift") == ["2:11 hardcoded-string"])
        #expect(lint(text, path: "App/Mockingbird/BirdView.swift") == ["2:11 hardcoded-string"])
        #expect(lint(text, path: "App/Fakeout/Game.swift") == ["2:11 hardcoded-string"])
        #expect(lint(text, path: "App/MockData/Products.swift").isEmpty)
        // An extension of a type of mocks, in a file named for both (ArrBarr's demo mode).
        #expect(lint(text, path: "ArrCore/Services/DemoMocks+History.swift").isEmpty)
        #expect(lint(text, path: "ArrCore/Services/History+Mockingbird.swift") == ["2:11 hardcoded-string"])
        // Overhead's journey simulated for demo mode from the feed's own names; not a view that shows a demo.
        #expect(lint(text, path: "Overhead/Classes/DemoDataProvider.swift").isEmpty)
        #expect(lint(text, path: "App/Onboarding/DemoView.swift") == ["2:11 hardcoded-string"])
        // What the app runs only when UI tests launch it (ListAll's, Psiphon's, godtools').
        #expect(lint(text, path: "ListAll/Watch App/Services/WatchUITestDataService.swift").isEmpty)
        #expect(lint(text, path: "Psiphon/UITestAppState.swift").isEmpty)
        #expect(lint(text, path: "godtools/App/Share/Data/UITestsInitialData/Loader.swift").isEmpty)
        #expect(lint(text, path: "App/Views/GUITestPanel.swift") == ["2:11 hardcoded-string"])
        // edX's analytics events (`event.displayName = "Viewed a profile"`): named for analytics, never shown.
        #expect(lint(text, path: "Source/OEXAnalytics+Profiles.swift").isEmpty)
        #expect(lint(text, path: "Source/AnalyticsEvents.swift").isEmpty)
        #expect(lint(text, path: "Source/AnalyticalChartView.swift") == ["2:11 hardcoded-string"])
        // Planetary's preview data: a folder of previews, an extension that gives a type its preview values.
        #expect(lint(text, path: "Source/SwiftUI Previews/PeerConnectionInfo+Preview.swift").isEmpty)
        #expect(lint(text, path: "Source/Profile/PeerConnectionInfo+Preview.swift").isEmpty)
        #expect(lint(text, path: "App/Previews/Samples.swift").isEmpty)
        #expect(lint(text, path: "App/LinkPreviews/LinkPreviewView.swift") == ["2:11 hardcoded-string"])
        // goma's snapshot-test hosts: a component's sample states, rendered for the tests' images.
        #expect(lint(text, path: "GomaUI/Components/CashoutAmountView/CashoutAmountViewSnapshotViewController.swift").isEmpty)
        #expect(lint(text, path: "App/Backups/SnapshotListViewController.swift") == ["2:11 hardcoded-string"])
        // A folder named with a singular alone is no sign (the plugin check's package sits in `…/Fixture/`).
        #expect(lint(text, path: "/tmp/l10n-plugins.0EY5AX/Fixture/Sources/Greeter/Greeter.swift") == ["2:11 hardcoded-string"])
    }

    @Test func textThatSaysItIsNoUsersIsSkipped() {
        let text = """
            titleLabel.text = "Placeholder"
            menuItem.title = "[Debug] IAP"
            bodyLabel.text = "Lorem ipsum dolor sit amet"
            statusLabel.text = "Debug mode is on"
            hintLabel.text = "Placeholder text goes here until the user has typed a name"
            detailLabel.text = "This is a placeholder description"
            planLabel.text = "A skeleton plan to show (redacted) while loading"
            """
        #expect(lint(text) == ["4:20 hardcoded-string", "5:18 hardcoded-string"])
    }

    /// WooCommerce's `static func samplePaymentMethods()`, made for a SwiftUI preview: made-up data.
    @Test func functionsThatMakeSampleDataAreSkipped() {
        let text = """
            import SwiftUI
            extension PaymentRow {
                static func sampleRows() -> [Text] { [Text("Marie Claire")] }
                static func skeletonRow() -> Text { Text("Skeleton plan") }
                func title() -> some View { Text("Payment method") }
            }
            """
        #expect(lint(text) == ["5:38 hardcoded-string"])
    }

    /// AITranslator's `populateSnapshotData()` fills the screen for its Fastlane screenshots: made-up records,
    /// whatever the function returns; `reloadData()` is no such function.
    @Test func functionsThatFillInSampleDataAreSkipped() {
        let text = """
            import SwiftUI
            final class HomeModel {
                private func populateSnapshotData() { title = "Check grammar" }
                func reloadData() { title = "Loading translations" }
                @Published var title = ""
            }
            struct HomeView: View { let model: HomeModel; var body: some View { Text(model.title) } }
            """
        #expect(lint(text) == ["4:33 hardcoded-string"])
    }
}
