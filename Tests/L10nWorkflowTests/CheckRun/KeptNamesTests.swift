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

    /// GithubClient's Chinese keeps 'Access Token' in English inside its translations ("输入 Access Token" for "Input
    /// Access Token"): the token field's placeholder written alone in code is that term. A term the Chinese
    /// translates ("登录" for 'Sign In' in "Sign In with GitHub"), or one word kept inside a sentence, is still
    /// reported where code writes it.
    @Test func aTermEveryNonLatinTranslationKeepsIsANameWhereCodeWritesIt() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("""
            import UIKit
            final class TokenView: UIView {
                let field = UITextField()
                let button = UIButton()
                func setUp() {
                    field.placeholder = "Access Token"
                    button.setTitle("Sign In", for: .normal)
                    button.setTitle("Account", for: .selected)
                    button.accessibilityHint = NSLocalizedString("login.token.input", comment: "")
                }
            }
            """, "App/TokenView.swift")
        _ = try folder.write("""
            "login.token.input" = "Input Access Token";
            "login.github" = "Sign In with GitHub";
            "account.register" = "Register Account";

            """, "App/en.lproj/Localizable.strings")
        _ = try folder.write("""
            "login.token.input" = "输入 Access Token";
            "login.github" = "使用 GitHub 登录";
            "account.register" = "注册 Account";

            """, "App/zh-Hans.lproj/Localizable.strings")
        let hardcoded = CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "hardcoded-string" }.map(\.message)
        // One word kept inside a sentence ('注册 Account') is no term: 'Account' is still reported.
        #expect(hardcoded.count == 2 && hardcoded.contains { $0.contains("'Sign In'") } && hardcoded.contains { $0.contains("'Account'") },
            "\(hardcoded)")
    }

    /// DJDX's catalog marks `"LEVEL 4" : { "shouldTranslate" : false }`: the widget's level names, written in code as
    /// App Intents display titles, are the team's decided text. 'LEVEL ALL', which the catalog translates nowhere and
    /// does not mark, is still reported.
    @Test func aKeyTheCatalogMarksNotToBeTranslatedIsKeptWhereCodeWritesIt() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("""
            import AppIntents
            enum WidgetLevel: String, AppEnum {
                case level4, all
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "widget.level.type"
                static let caseDisplayRepresentations: [WidgetLevel: DisplayRepresentation] = [
                    .level4: DisplayRepresentation(title: "LEVEL 4"),
                    .all: DisplayRepresentation(title: "Every level"),
                ]
            }
            """, "App/WidgetLevel.swift")
        _ = try folder.write("""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "LEVEL 4" : { "shouldTranslate" : false },
                "Every level" : { },
                "widget.level.type" : { "localizations" : {
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "Level" } },
                  "ja" : { "stringUnit" : { "state" : "translated", "value" : "レベル" } } } }
              },
              "version" : "1.0"
            }
            """, "App/Localizable.xcstrings")
        let hardcoded = CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "hardcoded-string" }.map(\.message)
        #expect(hardcoded.count == 1 && hardcoded[0].contains("'Every level'"), "\(hardcoded)")
    }
}
