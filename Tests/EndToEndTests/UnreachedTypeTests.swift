import Testing

/// Text in a type no code makes (a view controller left behind after a redesign) reaches nobody: not reported, and
/// `--explain` says why. A type a storyboard, an Objective-C file or a property list names, or one the system finds
/// by itself (an App Intent), is made without Swift naming it: its text is reported.
@Suite struct UnreachedTypeTests {
    static let appDelegate = """
        import UIKit

        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window?.rootViewController = HomeController()
                return true
            }
        }
        """

    static let controllers = """
        import UIKit

        final class HomeController: UIViewController {
            override func viewDidLoad() { title = "Today's Specials" }
        }

        final class LegacyPromoController: UIViewController {
            override func viewDidLoad() { title = "Spring Promotion" }
        }

        final class OnboardingController: UIViewController {
            override func viewDidLoad() { title = "Welcome Aboard" }
        }

        final class ReportController: UIViewController {
            override func viewDidLoad() { title = "Weekly Report" }
        }
        """

    static let intent = """
        import AppIntents

        struct ReorderIntent: AppIntent {
            static var title: LocalizedStringResource = "Reorder"
            func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Your order is on its way") }
        }
        """

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="a1">
                    <objects>
                        <viewController id="b2" customClass="OnboardingController" customModule="Kitchen" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func aTypeNoCodeMakesIsNotReported() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.appDelegate, to: "App/AppDelegate.swift")
        _ = try dir.write(Self.controllers, to: "App/Controllers.swift")
        _ = try dir.write(Self.storyboard, to: "App/Base.lproj/Main.storyboard")
        _ = try dir.write("#import \"Kitchen-Swift.h\"\nvoid showReport(void) { [[ReportController alloc] init]; }\n", to: "App/Report.m")
        let result = try L10nProcess.run(["check", "App"], in: dir.url)
        #expect(result.stdout.contains("App/Controllers.swift:4:43: error: hardcoded user-facing string 'Today's Specials'"), "\(result.stdout)")
        #expect(!result.stdout.contains("Spring Promotion"), "\(result.stdout)")
        // Made by the storyboard and by Objective-C, which name them.
        #expect(result.stdout.contains("'Welcome Aboard'"), "\(result.stdout)")
        #expect(result.stdout.contains("'Weekly Report'"), "\(result.stdout)")

        let explained = try L10nProcess.run(["check", "--explain", "App/Controllers.swift:8", "App"], in: dir.url)
        #expect(explained.stdout.contains("  not reported\n"), "\(explained.stdout)")
        #expect(explained.stdout.contains("because: inside 'LegacyPromoController', a type no code makes (no Swift file names it outside previews, #if DEBUG and types no code makes, and no storyboard, XIB, Objective-C file or property list does): its text reaches nobody; skipped\n"), "\(explained.stdout)")

        // Once some code makes it, it is reported.
        _ = try dir.write(Self.appDelegate.replacingOccurrences(of: "HomeController()", with: "LegacyPromoController()"), to: "App/AppDelegate.swift")
        let made = try L10nProcess.run(["check", "App"], in: dir.url)
        #expect(made.stdout.contains("App/Controllers.swift:8:43: error: hardcoded user-facing string 'Spring Promotion'"), "\(made.stdout)")
    }

    /// The system finds an App Intent by itself (Shortcuts reads the app's metadata): no code names it, and its text
    /// is shown.
    @Test func anAppIntentNoCodeNamesIsReported() throws {
        let result = try Self.check(adding: Self.intent, at: "App/ReorderIntent.swift")
        #expect(result.stdout.contains("'Your order is on its way'"), "\(result.stdout)")
    }

    /// `check App` on the app delegate and the controllers, with one more file.
    static func check(adding text: String, at path: String) throws -> L10nProcess.Result {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.appDelegate, to: "App/AppDelegate.swift")
        _ = try dir.write(Self.controllers, to: "App/Controllers.swift")
        _ = try dir.write(text, to: path)
        return try L10nProcess.run(["check", "App"], in: dir.url)
    }

    /// A type named in the app's `Info.plist` (a scene delegate, an extension's principal class) is made by the
    /// system.
    @Test func aTypeAPropertyListNamesIsReported() throws {
        let result = try Self.check(
            adding: "<plist><dict><key>NSExtensionPrincipalClass</key><string>$(PRODUCT_MODULE_NAME).LegacyPromoController</string></dict></plist>\n",
            at: "App/Info.plist")
        #expect(result.stdout.contains("'Spring Promotion'"), "\(result.stdout)")
    }

    /// UIKit's older entry points make the files a whole app as `@main` does: `@UIApplicationMain` on the delegate,
    /// or a `main.swift` that calls `UIApplicationMain(…)`. Without one, a part of an app keeps every finding.
    @Test func olderEntryPointsMakeAWholeApp() throws {
        let error = """
            import Foundation

            enum SyncError: LocalizedError {
                case failed, conflict
                var errorDescription: String? {
                    switch self {
                    case .failed: return "Sync failed"
                    case .conflict: return String(localized: "sync.error.conflict")
                    }
                }
            }
            """
        let entryPoints = [
            ("App/AppDelegate.swift", "import UIKit\n\n@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n"),
            ("App/main.swift", "import UIKit\n\n_ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))\n"),
        ]
        for (path, entryPoint) in entryPoints {
            let dir = try TemporaryDirectory()
            _ = try dir.write(error, to: "App/SyncError.swift")
            // Errors reach the user here (an error presented is shown by its description).
            _ = try dir.write("import AppKit\n\nfunc load(_ work: () throws -> Void) { do { try work() } catch { NSApp.presentError(error) } }\n", to: "App/Load.swift")
            _ = try dir.write("import UIKit\n\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n", to: "App/AppDelegate.swift")
            let part = try L10nProcess.run(["check", "App"], in: dir.url)
            #expect(part.stdout.contains("App/SyncError.swift:7:30: error: hardcoded user-facing string 'Sync failed'"), "\(part.stdout)")
            _ = try dir.write(entryPoint, to: path)
            let whole = try L10nProcess.run(["check", "App"], in: dir.url)
            #expect(!whole.stdout.contains("Sync failed"), "\(path): \(whole.stdout)")
        }
    }
}
