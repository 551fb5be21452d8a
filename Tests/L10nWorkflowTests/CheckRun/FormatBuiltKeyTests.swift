import Foundation
import L10nWorkflow
import Testing

/// XIV on Mac names a value by a key it builds with a format: `String(format: "APPEARANCE_GENDER_%d", rawValue)`
/// given to `String.LocalizationValue(stringLiteral:)`, and `LocalizedStringKey(String(format: "BENCHMARK_COSTUME_%d",
/// rawValue))`. The keys the format's head starts are in use; a key no format builds and no code names stays unused,
/// and a format whose head starts no key (`"%d%%"`, a file name's `"log_%d.txt"`) names none.
@Suite struct FormatBuiltKeyTests {
    @Test func keysAFormatBuildsAreInUse() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("""
            import SwiftUI
            @main struct MainApp: App {
              var body: some Scene { WindowGroup { AppearanceView(gender: .feminine) } }
            }
            enum Gender: UInt8 {
                case masculine = 0, feminine = 1
                var localizedName: String.LocalizationValue {
                    String.LocalizationValue(stringLiteral: String(format: "APPEARANCE_GENDER_%d", rawValue))
                }
            }
            struct AppearanceView: View {
                let gender: Gender
                var body: some View {
                    Text(String(localized: gender.localizedName))
                    Text(LocalizedStringKey(String(format: "BENCHMARK_COSTUME_%d", gender.rawValue)))
                    Text("BUTTON_OK")
                    Text(String(format: "%d%%", 40))
                    Text(String(format: "log_%d.txt", 2))
                }
            }
            """, "App/AppearanceView.swift")
        for language in ["en", "de"] {
            _ = try folder.write("""
                "APPEARANCE_GENDER_0" = "Masculine";
                "APPEARANCE_GENDER_1" = "Feminine";
                "BENCHMARK_COSTUME_1" = "Costume 1";
                "BUTTON_OK" = "OK";
                "BUTTON_CLOSE" = "Close";
                """, "App/\(language).lproj/Localizable.strings")
        }
        let outcome = CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path))
        let unused = outcome.diagnostics.filter { $0.ruleID == "unused-key" }.compactMap(\.key)
        #expect(unused == ["BUTTON_CLOSE"])
    }

    /// TMBuddy: `static let value = "com.apple.backupd"`, an extended attribute's value, in a type of its own, while a
    /// view declares `let value: LocalizedStringKey`. A string literal makes the declaration a `String`: no key, and no
    /// `unknown-key`. The same literal given to the view's `value` is a key.
    @Test func anInferredDeclarationIsNoOtherTypesLocalizationContext() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("""
            import SwiftUI
            @main struct MainApp: App {
              var body: some Scene { WindowGroup { CheckpointView(value: "checkpoint.ready") } }
            }
            struct CheckpointView: View {
                let value: LocalizedStringKey
                var body: some View { Text(value) }
            }
            enum ExtendedAttributeForExcludingFromBackup {
                static let name = "com.apple.metadata:com_apple_backup_excludeItem"
                static let value = "com.apple.backupd"
            }
            func isExcluded(_ attribute: String) -> Bool { attribute == ExtendedAttributeForExcludingFromBackup.value }
            """, "App/CheckpointView.swift")
        for language in ["en", "de"] {
            _ = try folder.write("""
                "checkpoint.done" = "Done";
                """, "App/\(language).lproj/Localizable.strings")
        }
        let outcome = CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path))
        let unknown = outcome.diagnostics.filter { $0.ruleID == "unknown-key" }.map(\.message)
        #expect(unknown == ["key 'checkpoint.ready' is not in any scanned catalog"])
    }
}
