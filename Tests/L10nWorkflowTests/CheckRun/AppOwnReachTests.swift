import Foundation
import L10nWorkflow
import Testing

/// Text the app's own code never reaches, and values its code tells apart by their letters, seen as round 58's apps
/// showed them: LifeBeats' `AppDelegate.requestNotification()`, whose only call is commented out; MakeDumbSmart's
/// `exampleDevice…` fixtures, which only its unit tests read, and its `@State var deviceType = "Switch"`, compared
/// with `"Switch"` and `"Slider"`; Omega's splash title `OMEGA PRO`, the app's name and its edition.
@Suite struct AppOwnReachTests {
    /// The `hardcoded-string` messages of an app of these files, with a German table beside the English one.
    func hardcoded(_ files: [String: String]) throws -> [String] {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("""
            import SwiftUI

            @main
            struct OmegaApp: App {
                var body: some Scene { WindowGroup { ContentView() } }
            }
            """, "App/OmegaApp.swift")
        for (path, text) in files { _ = try folder.write(text, path) }
        _ = try folder.write("""
            <plist><dict><key>CFBundleDisplayName</key><string>Omega</string></dict></plist>
            """, "App/Info.plist")
        _ = try folder.write("\"Settings\" = \"Settings\";\n", "App/en.lproj/Localizable.strings")
        _ = try folder.write("\"Settings\" = \"Einstellungen\";\n", "App/de.lproj/Localizable.strings")
        return CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "hardcoded-string" }.map(\.message)
    }

    static func contentView(_ body: String, members: String = "") -> String {
        """
        import SwiftUI
        import UserNotifications

        struct ContentView: View {
            \(members)
            var body: some View {
                VStack {
                    Text("Settings")
                    \(body)
                }
            }
        }
        """
    }

    static let notifier = """
        import UserNotifications

        final class Notifier {
            func requestNotification() {
                let content = UNMutableNotificationContent()
                content.body = "Grab a quick breather to recharge yourself now"
            }
        }
        """

    @Test func aMethodWithoutParametersNothingCallsShowsNothing() throws {
        let found = try hardcoded(["App/ContentView.swift": Self.contentView(""), "App/Notifier.swift": Self.notifier])
        #expect(!found.contains { $0.contains("Grab a quick breather") }, "\(found)")
    }

    @Test func aMethodCodeCallsKeepsItsText() throws {
        let found = try hardcoded([
            "App/ContentView.swift": Self.contentView(#"Button("Remind") { Notifier().requestNotification() }"#),
            "App/Notifier.swift": Self.notifier,
        ])
        #expect(found.contains { $0.contains("Grab a quick breather") }, "\(found)")
    }

    static let fixtures = """
        struct Device: Codable, Identifiable {
            let id: Int
            var device_name: String
        }

        var exampleDevice: Device = Device(id: 1, device_name: "Living Room Light")
        """

    @Test func aFixtureOnlyTestsReadShowsNothing() throws {
        let found = try hardcoded([
            "App/ContentView.swift": Self.contentView("Text(device.device_name)", members: "var device: Device"),
            "App/Helpers.swift": Self.fixtures,
            "AppTests/DeviceTests.swift": """
                import XCTest
                @testable import App

                final class DeviceTests: XCTestCase {
                    func testName() { XCTAssertEqual(exampleDevice.device_name, "Living Room Light") }
                }
                """,
        ])
        #expect(!found.contains { $0.contains("Living Room Light") }, "\(found)")
    }

    @Test func aGlobalTheAppReadsKeepsItsText() throws {
        let found = try hardcoded([
            "App/ContentView.swift": Self.contentView(
                "Text(device.device_name)", members: "var device: Device = exampleDevice"),
            "App/Helpers.swift": Self.fixtures,
        ])
        #expect(found.contains { $0.contains("Living Room Light") }, "\(found)")
    }

    @Test func aValueTheCodeComparesWithWordsIsAnIdentifier() throws {
        let compared = try hardcoded([
            "App/ContentView.swift": Self.contentView(
                #"Text(deviceType); if deviceType != "Switch" { Text("Levels") }"#,
                members: #"@State var deviceType: String = "Switch""#)
        ])
        #expect(!compared.contains { $0.contains("'Switch'") }, "\(compared)")
        let shown = try hardcoded([
            "App/ContentView.swift": Self.contentView(
                "Text(deviceType)", members: #"@State var deviceType: String = "Switch""#)
        ])
        #expect(shown.contains { $0.contains("'Switch'") }, "\(shown)")
        // A phrase the code compares is a status shown as it is (barik's `ssid = "Not connected"`).
        let status = try hardcoded([
            "App/ContentView.swift": Self.contentView(
                #"Text(ssid); if ssid == "Not connected" { Text("Settings") }"#,
                members: #"@State var ssid: String = "Not connected""#)
        ])
        #expect(status.contains { $0.contains("'Not connected'") }, "\(status)")
    }

    @Test func theAppsNameWithItsEditionIsAName() throws {
        let found = try hardcoded([
            "App/ContentView.swift": Self.contentView(#"Text("OMEGA PRO"); Text("Pro Features")"#)
        ])
        #expect(!found.contains { $0.contains("OMEGA PRO") }, "\(found)")
        #expect(found.contains { $0.contains("Pro Features") }, "\(found)")
    }
}
