import Foundation
import L10nWorkflow
import Testing

/// VeraSnap's tables keep `paywall.title` = "VeraSnap Pro" in every language: the paywall's title written in code is
/// a name. "Sign In", kept alike too, is English words: still reported where code writes it.
@Suite struct KeptNamesTests {
    @Test func aNameEveryLanguageKeepsIsABrandWhereCodeWritesIt() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("""
            import SwiftUI
            struct PaywallView: View {
                var body: some View {
                    VStack {
                        Text("VeraSnap Pro")
                        Text("Sign In")
                        Text("paywall.subtitle")
                    }
                }
            }
            """, "App/PaywallView.swift")
        let tables = [
            ("en", "Unlock everything"), ("de", "Alles freischalten"), ("fr", "Tout débloquer"),
        ]
        for (language, subtitle) in tables {
            _ = try folder.write("""
                "paywall.title" = "VeraSnap Pro";
                "auth.sign_in" = "Sign In";
                "paywall.subtitle" = "\(subtitle)";

                """, "App/\(language).lproj/Localizable.strings")
        }
        let hardcoded = CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "hardcoded-string" }.map(\.message)
        #expect(hardcoded.count == 1 && hardcoded[0].contains("'Sign In'"), "\(hardcoded)")
    }
}
