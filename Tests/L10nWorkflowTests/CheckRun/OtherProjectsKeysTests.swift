import Foundation
import L10nCatalogChecks
import Testing

@testable import L10nWorkflow

/// goma's monorepo: each Xcode project has its own tables, and a key only another project's code reads is never
/// shown by this one's, so its empty French translation is no finding there; read by its own code, it is.
@Suite struct OtherProjectsKeysTests {
    func emptyTranslations(cameroonReadsTips: Bool) throws -> [String] {
        let folder = try CheckRunTests.Folder()
        // Each app's table in its own folder, the second with a key of its own (tables alike are one table's copies).
        for (app, tables, extra) in [("Cameroon", "Resources", ""), ("Showcase", "Resources/Localization", "\"profile_title\" = \"Profil\";\n")] {
            _ = try folder.write("// !$*UTF8*$!\n{}\n", "\(app)/\(app).xcodeproj/project.pbxproj")
            _ = try folder.write("""
                "featured_tips" = "Featured tips";
                "login_title" = "Log in";
                \(extra)
                """, "\(app)/\(tables)/en.lproj/Localizable.strings")
            _ = try folder.write("""
                "featured_tips" = "";
                "login_title" = "";
                \(extra)
                """, "\(app)/\(tables)/fr.lproj/Localizable.strings")
        }
        _ = try folder.write("""
            import UIKit
            final class LoginController: UIViewController {
                override func viewDidLoad() {
                    title = NSLocalizedString("login_title", comment: "")
                    \(cameroonReadsTips ? "navigationItem.prompt = NSLocalizedString(\"featured_tips\", comment: \"\")" : "")
                }
            }
            """, "Cameroon/App/LoginController.swift")
        _ = try folder.write("""
            import UIKit
            final class TipsController: UIViewController {
                override func viewDidLoad() {
                    title = NSLocalizedString("featured_tips", comment: "")
                    navigationItem.prompt = NSLocalizedString("login_title", comment: "")
                    navigationItem.backButtonTitle = NSLocalizedString("profile_title", comment: "")
                }
            }
            """, "Showcase/App/TipsController.swift")
        let configuration = L10nConfiguration(
            languages: ["en", "fr"], catalogs: ["Cameroon/Resources", "Showcase/Resources/Localization"], sources: ["Cameroon", "Showcase"],
            exclude: [], file: folder.path + "/.l10n.json", baseDirectory: folder.path)
        return CheckRun.run(CheckRequest(configuration: configuration, currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "empty-translation" }
            .map { diagnostic in
                let app = diagnostic.location.file.replacingOccurrences(of: folder.path + "/", with: "").split(separator: "/").first ?? ""
                return "\(app):\(diagnostic.key ?? "")"
            }.sorted()
    }

    @Test func aKeyOnlyAnotherProjectReadsHasNoTranslationFindingsHere() throws {
        let elsewhere = try emptyTranslations(cameroonReadsTips: false)
        #expect(elsewhere == [
            "Cameroon:login_title", "Showcase:featured_tips", "Showcase:login_title",
        ])
        let both = try emptyTranslations(cameroonReadsTips: true)
        #expect(both == [
            "Cameroon:featured_tips", "Cameroon:login_title", "Showcase:featured_tips", "Showcase:login_title",
        ])
    }
}
