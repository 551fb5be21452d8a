import Foundation
import Testing

/// Text nothing shows, in a whole app (one file declares `@main`): an error type no code names, an error's case
/// no code makes, a text property no code reads. `check` end to end on a small app in a temporary folder.
@Suite struct UnreachedTextTests {
    static let app = """
        import SwiftUI

        @main
        struct KitchenApp: App {
            var body: some Scene { WindowGroup { HomeView() } }
        }
        """

    static let home = """
        import SwiftUI

        struct HomeView: View {
            let banner: LocalizedStringKey = "Welcome to the kitchen"
            var body: some View { Text("home.title") }
            func load() { do { try upload() } catch { presentError(error) } }
        }

        enum UploadError: LocalizedError {
            case tooLarge, offline, quota, server
            var errorDescription: String? {
                switch self {
                case .tooLarge: return "The file is too large"
                case .offline: return "You are offline"
                case .quota: return String(localized: "upload.error.quota")
                case .server: return String(localized: "upload.error.server")
                }
            }
        }

        enum SyncError: LocalizedError {
            case failed, conflict
            var errorDescription: String? {
                switch self {
                case .failed: return "Sync failed"
                case .conflict: return String(localized: "sync.error.conflict")
                }
            }
        }

        func upload() throws { throw UploadError.offline }
        """

    @Test func textNothingShowsIsNotReported() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.app, to: "App/KitchenApp.swift")
        _ = try dir.write(Self.home, to: "App/Home.swift")
        let result = try L10nProcess.run(["check", "App"], in: dir.url)
        // Only the case some code makes ('throw UploadError.offline').
        #expect(
            result.stdout.hasPrefix("""
                App/Home.swift:14:31: error: hardcoded user-facing string 'You are offline' in 'errorDescription'; use String(localized: "upload.error.you_are_offline") [hardcoded-string]

                """))
        #expect(!result.stdout.contains("too large"))
        #expect(!result.stdout.contains("Sync failed"))
        #expect(!result.stdout.contains("Welcome"))

        let tooLarge = try L10nProcess.run(["check", "--explain", "App/Home.swift:13", "App"], in: dir.url)
        #expect(tooLarge.stdout.contains("because: in the branch for '.tooLarge' of 'UploadError', an error no code makes (no file names the case outside previews and #if DEBUG): its text reaches nobody; skipped\n"))
        let sync = try L10nProcess.run(["check", "--explain", "App/Home.swift:25", "App"], in: dir.url)
        #expect(sync.stdout.contains("because: inside 'SyncError', an error type no code names (no file uses it outside previews and #if DEBUG): its text reaches nobody; skipped\n"))
        let banner = try L10nProcess.run(["check", "--explain", "App/Home.swift:4", "App"], in: dir.url)
        #expect(banner.stdout.contains("  not reported\n"))
        #expect(banner.stdout.contains("because: the value of 'banner', a property no code reads (no file uses the name outside its declaration, previews and #if DEBUG): its text reaches nobody; skipped\n"))
    }

    /// Once code makes the case, names the type and reads the property, each is reported; a `case` pattern
    /// elsewhere (`catch`-side matching) makes nothing.
    @Test func textSomeCodeReachesIsReported() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.app, to: "App/KitchenApp.swift")
        _ = try dir.write(Self.home, to: "App/Home.swift")
        _ = try dir.write(
            """
            import SwiftUI

            func describe(_ error: UploadError) -> Bool {
                switch error {
                case .tooLarge: return true
                default: return false
                }
            }
            """, to: "App/Describe.swift")
        let matched = try L10nProcess.run(["check", "App"], in: dir.url)
        #expect(!matched.stdout.contains("too large"))
        _ = try dir.write(
            """
            import SwiftUI

            func failures() -> [Error] { [UploadError.tooLarge, SyncError.failed] }
            struct Banner: View {
                let home: HomeView
                var body: some View { Text(home.banner) }
            }
            """, to: "App/Failures.swift")
        let result = try L10nProcess.run(["check", "App"], in: dir.url)
        #expect(result.stdout.contains("App/Home.swift:13:32: error: hardcoded user-facing string 'The file is too large'"))
        #expect(result.stdout.contains("App/Home.swift:25:30: error: hardcoded user-facing string 'Sync failed'"))
        #expect(result.stdout.contains("App/Home.swift:4:38: error: hardcoded user-facing string 'Welcome to the kitchen'"))
    }

    /// A private computed property that only `#if` code for the team's own builds reads (Proton Drive's QA section
    /// under `HAS_QA_FEATURES`), of a view type or of the app's own type in a private extension: its text reaches
    /// nobody. The same property read by the release build is reported.
    @Test func privatePropertyReadOnlyInTeamBuildsIsNotReported() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.app, to: "App/KitchenApp.swift")
        let settings = """
            import UIKit

            struct Notice { let title: String }

            final class SettingsController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    #if HAS_QA_FEATURES
                    view.addSubview(qaSectionTitleRow)
                    show(.uploadFinished)
                    #endif
                    view.addSubview(footer)
                }
                private var qaSectionTitleRow: UILabel {
                    let label = UILabel()
                    label.text = "QA section"
                    return label
                }
                private var footer: UILabel {
                    let label = UILabel()
                    label.text = "Made with care"
                    return label
                }
                func show(_ notice: Notice) { title = notice.title }
            }

            private extension Notice {
                static var uploadFinished: Notice { Notice(title: "Background upload ended") }
            }
            """
        _ = try dir.write(settings, to: "App/Settings.swift")
        _ = try dir.write(
            "import SwiftUI\nstruct HomeView: UIViewControllerRepresentable {\n    func makeUIViewController(context: Context) -> SettingsController { SettingsController() }\n    func updateUIViewController(_ controller: SettingsController, context: Context) {}\n}\n",
            to: "App/Home.swift")
        let result = try L10nProcess.run(["check", "App"], in: dir.url)
        #expect(result.stdout.contains("'Made with care'"))
        #expect(!result.stdout.contains("QA section"))
        #expect(!result.stdout.contains("Background upload ended"))
        let explained = try L10nProcess.run(["check", "--explain", "App/Settings.swift:16", "App"], in: dir.url)
        #expect(explained.stdout.contains("because: inside 'qaSectionTitleRow', a private property no code reads outside previews and #if DEBUG: its text reaches nobody; skipped\n"))
    }

    /// Without the entry point (a folder checked alone), other code may make the errors: every finding stays.
    @Test func partOfAnAppKeepsItsFindings() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.home, to: "App/Home.swift")
        let result = try L10nProcess.run(["check", "App"], in: dir.url)
        #expect(result.stdout.contains("'The file is too large'"))
        #expect(result.stdout.contains("'Sync failed'"))
        #expect(result.stdout.contains("'Welcome to the kitchen'"))
    }
}
