import Foundation
import L10nWorkflow
import Testing

/// gem wallet's SwiftGen accessors: `public static let `continue` = Localized.tr(…, "common.continue", …)`, read as
/// `Localized.Common.continue` (a keyword after a dot, without backticks), and `Localized.Errors.required(field)`.
/// Their keys are in use; a key whose member no code names stays unused. A static member the system reads (App
/// Intents' `static let deprecation`) uses its key though no code names it.
@Suite struct KeywordMemberUseTests {
    @Test func membersNamedByKeywordsUseTheirKeys() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("""
            import Foundation
            public enum Localized {
              public enum Common {
                public static let `continue` = Localized.tr("Localizable", "common.continue", fallback: "Continue")
                public static let cancel = Localized.tr("Localizable", "common.cancel", fallback: "Cancel")
              }
              public enum Errors {
                public static func required(_ p1: Any) -> String {
                  return Localized.tr("Localizable", "errors.required", String(describing: p1), fallback: "%@ is required")
                }
              }
            }
            extension Localized {
              private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
                let format = Bundle.main.localizedString(forKey: key, value: value, table: table)
                return String(format: format, locale: Locale.current, arguments: args)
              }
            }
            """, "App/Localized.swift")
        _ = try folder.write("""
            import SwiftUI
            @main struct MainApp: App {
              var body: some Scene { WindowGroup { FormView() } }
            }
            struct FormView: View {
              var actionTitle: String { Localized.Common.continue }
              var body: some View {
                Button(actionTitle) {}
                Text(Localized.Errors.required("Name"))
              }
            }
            """, "App/MainApp.swift")
        // A static member the system reads (Zavala's App Intents deprecation), not a generated accessor: in use.
        _ = try folder.write("""
            import AppIntents
            struct GetOutlinesAppIntent: AppIntent {
                static let deprecation: IntentDeprecation = .init(message: "intent.message.get.outlines.deprecated")
                func perform() async throws -> some IntentResult { .result() }
            }
            """, "App/GetOutlinesAppIntent.swift")
        for language in ["en", "de"] {
            _ = try folder.write("""
                "common.continue" = "Continue";
                "common.cancel" = "Cancel";
                "errors.required" = "%@ is required";
                "intent.message.get.outlines.deprecated" = "Use Get Outlines instead";
                """, "App/\(language).lproj/Localizable.strings")
        }
        let outcome = CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path))
        let unused = outcome.diagnostics.filter { $0.ruleID == "unused-key" }.compactMap(\.key)
        #expect(unused == ["common.cancel"])
    }
}
