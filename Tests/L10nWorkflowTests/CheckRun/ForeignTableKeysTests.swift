import Foundation
import L10nCatalogChecks
import L10nDiagnostics
import L10nWorkflow
import Testing

@testable import L10nWorkflow

/// Chiff's shape: the app's text in `<lang>.lproj/Localized.yml` (nested groups, each with a `value`), read through
/// its own `.localized` on dotted keys. A key the YAML holds is in the app's tables; a key it does not hold (Chiff's
/// `errors.account.no_web_authn` beside the YAML's `no_webauthn`) stays an `unknown-key` finding.
@Suite struct ForeignTableKeysTests {
    static let yaml = """
        # Translations, merged into Localized.plist by a build phase.
        popups:
          responses:
            cancel:
              value: Cancel
            restore:
              value: >-
                Restore your
                accounts: all of them.
        errors:
          account:
            no_webauthn:
              value: WebAuthn is not enabled for this account.
        """

    @Test func yamlKeysAreTheNestedMappingsPaths() {
        let keys = ForeignTableKeys.yamlKeys(Self.yaml)
        #expect(keys.contains("popups.responses.cancel"))
        #expect(keys.contains("popups.responses.restore.value"))
        #expect(keys.contains("errors.account.no_webauthn"))
        // A block scalar's lines are text, not keys ("accounts: all of them.").
        #expect(!keys.contains("popups.responses.restore.accounts"))
        #expect(!keys.contains(where: { $0.hasSuffix("accounts") }))
    }

    @Test func jsonKeysAreTheNestedObjectsPaths() {
        let keys = ForeignTableKeys.jsonKeys(Array(#"{"common": {"controls": {"done": "Done"}}, "title": "App"}"#.utf8))
        #expect(keys == ["common", "common.controls", "common.controls.done", "title"])
        #expect(ForeignTableKeys.jsonKeys(Array("not json".utf8)).isEmpty)
    }

    @Test func keysInTheAppsYamlTablesAreNotUnknown() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("\"CFBundleDisplayName\" = \"Chiff\";\n", "chiff/SupportFiles/en.lproj/InfoPlist.strings")
        _ = try folder.write(Self.yaml, "chiff/SupportFiles/en.lproj/Localized.yml")
        _ = try folder.write(Self.yaml, "chiff/SupportFiles/nl.lproj/Localized.yml")
        _ = try folder.write("""
            extension String {
                var localized: String { Localizer.shared.localize(string: self) }
            }
            final class LoginViewController: UIViewController {
                func show() {
                    cancelButton.setTitle("popups.responses.cancel".localized, for: .normal)
                    restoreLabel.text = "popups.responses.restore".localized
                    errorLabel.text = "errors.account.no_web_authn".localized
                }
            }
            """, "chiff/Controllers/LoginViewController.swift")
        _ = try folder.write(Self.yaml, "ChiffCore/Resources/en.lproj/Localized.yml")
        _ = try folder.write("""
            final class Authorizer {
                func fail() -> String { "errors.account.no_webauthn".localized }
            }
            """, "ChiffCore/Authorizer.swift")
        let outcome = CheckRun.run(CheckRequest(paths: [folder.path], languages: ["en"], currentDirectory: folder.path))
        let unknown = outcome.diagnostics.filter { $0.ruleID == "unknown-key" }.map(\.message)
        #expect(unknown == ["key 'errors.account.no_web_authn' is not in any scanned catalog"])
        // As `init` configures it: the catalogs in one folder, the framework's YAML under one of the sources.
        let configuration = L10nConfiguration(
            languages: ["en"], catalogs: ["chiff/SupportFiles"], sources: ["ChiffCore", "chiff"],
            file: folder.path + "/.l10n.json", baseDirectory: folder.path)
        let configured = CheckRun.run(CheckRequest(configuration: configuration, currentDirectory: folder.path))
        #expect(configured.diagnostics.filter { $0.ruleID == "unknown-key" }.map(\.message) == unknown)
    }
}
