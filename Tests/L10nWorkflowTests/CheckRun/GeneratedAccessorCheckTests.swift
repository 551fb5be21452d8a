import Foundation
import L10nDiagnostics
import L10nSourceRules
import L10nWorkflow
import Testing

/// `unused-key` on projects whose string accessors are generated at build time and not committed (issue 46): the
/// keys their members name are used, the others reported, and a table read through generated code none of whose
/// keys is reported gets one note — never a finding for most of the table.
@Suite struct GeneratedAccessorCheckTests {
    /// `check` on the files (path → text) of a project written here: its `unused-key` lines, notes included.
    static func unusedKeyLines(_ files: [String: String]) throws -> [String] {
        let folder = try CheckRunTests.Folder()
        for (path, text) in files { _ = try folder.write(text, path) }
        let outcome = CheckRun.run(CheckRequest(paths: [folder.path], languages: ["en"], currentDirectory: folder.path))
        #expect(outcome.failures.isEmpty, "\(outcome.failures)")
        return outcome.diagnostics.filter { $0.ruleID == UnusedKeyRule.id }.map {
            let file = $0.location.file.replacingOccurrences(of: folder.path + "/", with: "")
            return "\(file):\($0.location.line): \($0.severity.rawValue): \($0.message)"
        }
    }

    /// AlphaWallet's shape: R.swift generates `R.generated.swift` at build time (`*.generated.swift` is in its
    /// `.gitignore`); dotted keys and English ones.
    static let alphaWalletTable = """
        "Done" = "Done";
        "Cancel" = "Cancel";
        "OK" = "OK";
        "a.claim.token.title" = "Importing %@";
        "a.claim.token.prompt" = "Import Link?";
        "a.wallet.token.transfer" = "Transfer";
        "browser.home.button.title" = "Home";

        """

    @Test func rSwiftMembersUseTheirKeysAndTheUnnamedOnesAreReported() throws {
        let lines = try Self.unusedKeyLines([
            "AlphaWallet/Localization/en.lproj/Localizable.strings": Self.alphaWalletTable,
            "AlphaWallet/Claim/ClaimViewController.swift": """
                final class ClaimViewController: UIViewController {
                    func configure(name: String) {
                        titleLabel.text = R.string.localizable.aClaimTokenTitle(name)
                        cancelButton.setTitle(R.string.localizable.cancel(), for: .normal)
                        doneButton.setTitle(R.string.localizable.done(), for: .normal)
                        transferButton.setTitle(R.string.localizable.aWalletTokenTransfer(), for: .normal)
                        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                        alert.addAction(UIAlertAction(title: R.string.localizable.oK(), style: .default))
                        iconView.image = R.image.browserHome()
                    }
                }
                """,
        ])
        // The two keys no member names are reported; no note beside them (it said the same again).
        #expect(lines == [
            "AlphaWallet/Localization/en.lproj/Localizable.strings:5: warning: key 'a.claim.token.prompt' is not used in any scanned Swift source",
            "AlphaWallet/Localization/en.lproj/Localizable.strings:7: warning: key 'browser.home.button.title' is not used in any scanned Swift source",
        ])
    }

    /// Serey's shape: one R.swift accessor per table (`R.string.account.…`, `R.string.home.home`). A table whose
    /// accessor names one key is read so too; a table no accessor and no call names (`GoogleOTP.strings`, no
    /// `R.string.googleOTP` anywhere) is read by no code: its keys are unused.
    @Test func aTableNoAccessorNamesBesideTablesReadThroughTheirAccessorsIsUnused() throws {
        let lines = try Self.unusedKeyLines([
            "Serey/en.lproj/Account.strings": "\"signIn\" = \"Sign In\";\n\"signOut\" = \"Sign Out\";\n\"profile\" = \"Profile\";\n",
            "Serey/en.lproj/Wallet.strings": "\"balance\" = \"Balance\";\n\"transfer\" = \"Transfer\";\n",
            "Serey/en.lproj/Home.strings": "\"home\" = \"Home\";\n",
            "Serey/en.lproj/GoogleOTP.strings": "\"manualKey\" = \"Manual Key\";\n\"scanCode\" = \"Scan this QR code\";\n",
            "Serey/ProfileViewController.swift": """
                final class ProfileViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        signInButton.setTitle(R.string.account.signIn.localized(), for: .normal)
                        signOutButton.setTitle(R.string.account.signOut.localized(), for: .normal)
                        title = R.string.account.profile.localized()
                        balanceLabel.text = R.string.wallet.balance.localized()
                        transferButton.setTitle(R.string.wallet.transfer.localized(), for: .normal)
                        tabBarItem = UITabBarItem(title: R.string.home.home.localized(), image: nil, selectedImage: nil)
                    }
                }
                """,
        ])
        #expect(lines.filter { $0.contains("warning") } == [
            "Serey/en.lproj/GoogleOTP.strings:1: warning: key 'manualKey' is not used in any scanned Swift source",
            "Serey/en.lproj/GoogleOTP.strings:2: warning: key 'scanCode' is not used in any scanned Swift source",
        ])
    }

    /// Nova Wallet's shape: R.swift's strings for the user's languages, `R.string(preferredLanguages:).localizable`.
    @Test func rSwiftStringsForChosenLanguagesUseTheirKeys() throws {
        let lines = try Self.unusedKeyLines([
            "AlphaWallet/Localization/en.lproj/Localizable.strings": Self.alphaWalletTable,
            "AlphaWallet/Claim/ClaimViewController.swift": """
                final class ClaimViewController: UIViewController {
                    func configure(name: String, locale: Locale) {
                        let strings = R.string(preferredLanguages: locale.rLanguages).localizable
                        titleLabel.text = R.string(preferredLanguages: locale.rLanguages).localizable.aClaimTokenTitle(name)
                        cancelButton.setTitle(R.string(preferredLanguages: locale.rLanguages).localizable.cancel(), for: .normal)
                        doneButton.setTitle(R.string(preferredLanguages: locale.rLanguages).localizable.done(), for: .normal)
                        transferButton.setTitle(R.string.localizable.aWalletTokenTransfer(), for: .normal)
                        okButton.setTitle(R.string(preferredLanguages: locale.rLanguages).localizable.oK(), for: .normal)
                        _ = strings
                    }
                }
                """,
        ])
        #expect(lines == [
            "AlphaWallet/Localization/en.lproj/Localizable.strings:5: warning: key 'a.claim.token.prompt' is not used in any scanned Swift source",
            "AlphaWallet/Localization/en.lproj/Localizable.strings:7: warning: key 'browser.home.button.title' is not used in any scanned Swift source",
        ])
    }

    /// Whoppah's shape: a `typealias l = R.string.localizable` in the function, and every string read through `l`
    /// (a key R.swift names without its leading digits: `48-hours-valid-title` is `hoursValidTitle()`).
    @Test func anAliasOfAnAccessorUsesTheKeysItsMembersName() throws {
        let lines = try Self.unusedKeyLines([
            "AlphaWallet/Localization/en.lproj/Localizable.strings": Self.alphaWalletTable
                + "\"48-hours-valid-title\" = \"A bid is valid for 48 hours\";\n",
            "AlphaWallet/Claim/ClaimViewController.swift": """
                final class ClaimViewController: UIViewController {
                    func configure(name: String) {
                        typealias l = R.string.localizable
                        titleLabel.text = l.aClaimTokenTitle(name)
                        cancelButton.setTitle(l.cancel(), for: .normal)
                        doneButton.setTitle(R.string.localizable.done(), for: .normal)
                        transferButton.setTitle(l.aWalletTokenTransfer(), for: .normal)
                        okButton.setTitle(l.oK(), for: .normal)
                        validLabel.text = l.hoursValidTitle()
                    }
                }
                """,
        ])
        #expect(lines == [
            "AlphaWallet/Localization/en.lproj/Localizable.strings:5: warning: key 'a.claim.token.prompt' is not used in any scanned Swift source",
            "AlphaWallet/Localization/en.lproj/Localizable.strings:7: warning: key 'browser.home.button.title' is not used in any scanned Swift source",
        ])
    }

    /// The same project with the generated file committed: its literals name every key, and no note is needed.
    @Test func aCommittedAccessorIsReadAsCode() throws {
        let lines = try Self.unusedKeyLines([
            "App/en.lproj/Localizable.strings": "\"library.title\" = \"Library\";\n\"library.unused\" = \"Unused\";\n",
            "App/Generated/Strings.swift": """
                // Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen
                internal enum L10n {
                  internal enum Library {
                    internal static let title = L10n.tr("Localizable", "library.title", fallback: "Library")
                  }
                }
                """,
            "App/LibraryView.swift": "struct LibraryView: View { var body: some View { Text(L10n.Library.title) } }",
        ])
        #expect(lines == [
            "App/en.lproj/Localizable.strings:2: warning: key 'library.unused' is not used in any scanned Swift source"
        ])
    }

    /// A script whose names the generators' rule does not give (it drops the keys' common `app.` prefix): code
    /// shows five members of `Strings`, none names a key; one note instead of a finding per key.
    @Test func anAccessorWhoseMembersNameNoKeyGivesOneNoteInsteadOfAFlood() throws {
        let keys = ["library.title", "library.refresh_error.title", "library.empty", "settings.title", "settings.about"]
        let table = keys.map { "\"app.\($0)\" = \"\($0)\";\n" }.joined()
        let lines = try Self.unusedKeyLines([
            "App/en.lproj/Localizable.strings": table,
            "App/LibraryViewController.swift": """
                final class LibraryViewController: UIViewController {
                    override func viewDidLoad() {
                        title = Strings.Library.title
                        errorLabel.text = Strings.Library.refresh_error_title
                        emptyLabel.text = Strings.Library.empty
                        settingsLabel.text = Strings.Settings.title
                        aboutLabel.text = Strings.Settings.about
                    }
                }
                """,
        ])
        #expect(lines == [
            "App/en.lproj/Localizable.strings:1: note: table 'Localizable' seems read through generated code: 'Strings' (declared in no scanned source) is shown as text, but no member names one of its 5 keys by the generators' naming rule; its keys are not reported unused (scan the generated file, or list the keys in ignoreKeys)"
        ])
    }

    /// home-assistant's `Core.strings` shape: an accessor names a few keys of a table imported whole and looked up by
    /// keys built at run time (`"common::state::\(state)"`); most of the table is no finding.
    @Test func mostOfATableUnnamedIsOneNote() throws {
        var table = ""
        for state in ["on", "off", "open", "closed", "locked", "unlocked", "idle", "paused"] {
            table += "\"common::state::\(state)\" = \"\(state)\";\n"
        }
        let lines = try Self.unusedKeyLines([
            "Sources/App/Resources/en.lproj/Core.strings": table,
            "Sources/Shared/Domain/LockState.swift": """
                enum LockState {
                    case locked, unlocked
                    var title: String {
                        switch self {
                        case .locked: CoreStrings.commonStateLocked
                        case .unlocked: CoreStrings.commonStateUnlocked
                        }
                    }
                }
                struct LockRow: View {
                    let state: LockState
                    var body: some View { Text(state == .locked ? CoreStrings.commonStateLocked : CoreStrings.commonStateOpen) }
                }
                """,
        ])
        #expect(lines == [
            "Sources/App/Resources/en.lproj/Core.strings:1: note: table 'Core' is read through generated code: 'CoreStrings' (declared in no scanned source) names 3 of its 8 keys, matched by the generators' naming rule; the other 5 are not reported unused: more than half the table, named by no code the scan reads (keys built at run time, or a table other apps share)"
        ])
    }

    /// sora's shape: R.swift names under half of a table's keys, and nothing builds the others at run time. They are
    /// not reported unused (most of the table), but their translations' quality reaches nobody: no copy finding on
    /// them. Where code builds keys of their shape, their translations are read, and their copies stay findings.
    @Test func translationsOfKeysNoCodeNamesInATableReadThroughGeneratedCodeAreNotJudged() throws {
        func copiedKeys(buildsKeys: Bool) throws -> [String] {
            let folder = try CheckRunTests.Folder()
            let keys = (1...8).map { "wallet.notice.\($0)" }
            var english = ""
            var german = ""
            for (index, key) in keys.enumerated() {
                english += "\"\(key)\" = \"Your wallet notice number \(index + 1) is ready\";\n"
                // Copies of the English at keys 1, 3 and 4; German elsewhere.
                german += [0, 2, 3].contains(index)
                    ? "\"\(key)\" = \"Your wallet notice number \(index + 1) is ready\";\n"
                    : "\"\(key)\" = \"Deine Mitteilung Nummer \(index + 1) ist bereit\";\n"
            }
            _ = try folder.write(english, "App/en.lproj/Localizable.strings")
            _ = try folder.write(german, "App/de.lproj/Localizable.strings")
            let built = buildsKeys ? "\n    func notice(_ n: Int) -> String { NSLocalizedString(\"wallet.notice.\\(n)\", comment: \"\") }" : ""
            _ = try folder.write("""
                final class NoticeView: UIView {
                    func configure() {
                        titleLabel.text = R.string.localizable.walletNotice1()
                        subtitleLabel.text = R.string.localizable.walletNotice2()
                    }\(built)
                }
                """, "App/NoticeView.swift")
            let outcome = CheckRun.run(CheckRequest(paths: [folder.path], languages: ["en", "de"], currentDirectory: folder.path))
            return Set(outcome.diagnostics.filter { $0.ruleID == "untranslated-copy" }.compactMap(\.key)).sorted()
        }
        #expect(try copiedKeys(buildsKeys: false) == ["wallet.notice.1"])
        #expect(try copiedKeys(buildsKeys: true) == ["wallet.notice.1", "wallet.notice.3", "wallet.notice.4"])
    }
}
