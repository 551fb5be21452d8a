import L10nDiagnostics
import L10nSourceRules
import Testing

/// Each finding at a literal carries the literal's text and its enclosing declaration: what `--baseline` and
/// `--new-since` identify it by (`FindingIdentity`).
@Suite struct FindingScopeTests {
    @Test func findingsNameTheirTextAndEnclosingDeclaration() {
        let code = """
            import SwiftUI

            struct SettingsView: View {
                let heading = Text("Account settings")
                var body: some View {
                    VStack {
                        let note = Text("Changes apply at once")
                        Text("Sign out")
                        note
                    }
                }
                func footer() -> some View { Text("Delete account") }
            }

            func banner() -> some View { Text("Free delivery today") }
            let promo = Text("Spring sale")

            """
        let result = SourceLinter(options: LintOptions()).lint(path: "App/SettingsView.swift", bytes: Array(code.utf8))
        let found = result.diagnostics.filter { $0.ruleID == "hardcoded-string" }.map { "\($0.text ?? "-") @ \($0.scope ?? "-")" }
        #expect(found == [
            "Account settings @ SettingsView.heading",
            "Changes apply at once @ SettingsView.body",
            "Sign out @ SettingsView.body",
            "Delete account @ SettingsView.footer",
            "Free delivery today @ banner",
            "Spring sale @ promo",
        ])
    }
}
