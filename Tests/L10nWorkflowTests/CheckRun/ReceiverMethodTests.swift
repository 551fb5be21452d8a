import Foundation
import L10nWorkflow
import Testing

/// Impressia has two `handle` methods: `ErrorService.handle(_:message:showToastr:)` shows its message in a toast,
/// `CoreDataError.handle(_:message:)` only logs it. A call on `CoreDataError.shared` is the logging one: its text
/// reaches nobody. A call on `ErrorService.shared`, or on a value whose type nothing tells, keeps its finding.
@Suite struct ReceiverMethodTests {
    @Test func aCallOnAnotherTypeOfTheSameMethodNameIsThatTypesMethod() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("""
            import SwiftUI
            import OSLog

            @main
            struct GalleryApp: App {
                var body: some Scene {
                    WindowGroup { Text(NSLocalizedString("gallery.title", comment: "")).task { Loader().load() } }
                }
            }

            final class ErrorService {
                static let shared = ErrorService()
                func handle(_ error: Error, message: String, showToastr: Bool = true) {
                    let alert = UIAlertController(title: message, message: nil, preferredStyle: .alert)
                    _ = alert
                }
            }

            final class CoreDataError {
                static let shared = CoreDataError()
                func handle(_ error: Error, message: String) {
                    Logger().error("Error ['\\(message)']: \\(error.localizedDescription)")
                }
            }

            struct Loader {
                func load() {
                    do { try fetch() } catch {
                        CoreDataError.shared.handle(error, message: "Accounts cannot be retrieved.")
                        ErrorService.shared.handle(error, message: "Your accounts could not be loaded.")
                    }
                }
                func fetch() throws {}
            }
            """, "App/GalleryApp.swift")
        _ = try folder.write("\"gallery.title\" = \"Gallery\";\n", "App/en.lproj/Localizable.strings")
        _ = try folder.write("\"gallery.title\" = \"Galerie\";\n", "App/de.lproj/Localizable.strings")
        let hardcoded = CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "hardcoded-string" }.map(\.message)
        #expect(hardcoded.count == 1 && hardcoded[0].contains("'Your accounts could not be loaded.'"), "\(hardcoded)")
    }
}
