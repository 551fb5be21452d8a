import Foundation
import L10nWorkflow
import Testing

/// Cliqz's Arabic tables sit in extension folders (copied with Firefox's), while its Xcode project localizes the app
/// in `en, Base, de, fr, it`: no right-to-left language reaches a user, and `layout-direction` is the one note it is
/// where an app ships none. A project that lists Arabic ships it: an error per label.
@Suite struct LayoutDirectionProjectTests {
    func layoutFindings(knownRegions: String) throws -> (findings: [String], note: Bool) {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("""
            // !$*UTF8*$!
            { objects = { 1 = { isa = PBXProject; knownRegions = (\(knownRegions)); }; }; }
            """, "Browser.xcodeproj/project.pbxproj")
        _ = try folder.write("\"browser.done\" = \"Done\";\n\"browser.url\" = \"Address\";\n", "Client/en.lproj/Localizable.strings")
        _ = try folder.write("\"browser.done\" = \"Fertig\";\n\"browser.url\" = \"Adresse\";\n", "Client/de.lproj/Localizable.strings")
        _ = try folder.write("\"share.title\" = \"مشاركة\";\n", "Extensions/ShareTo/ar.lproj/ShareTo.strings")
        _ = try folder.write("\"share.title\" = \"Share\";\n", "Extensions/ShareTo/en.lproj/ShareTo.strings")
        _ = try folder.write("""
            import UIKit
            final class URLBarView: UIView {
                let label = UILabel()
                func setUp() {
                    label.textAlignment = .left
                    label.text = NSLocalizedString("browser.url", comment: "")
                }
            }
            """, "Client/URLBarView.swift")
        let outcome = CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path))
        let findings = outcome.diagnostics.filter { $0.ruleID == "layout-direction" }.map { "\($0.location.line) \($0.severity.rawValue)" }
        return (findings, outcome.layoutNote != nil)
    }

    @Test func rightToLeftTablesTheProjectDoesNotLocalizeInShipNothing() throws {
        let unlisted = try layoutFindings(knownRegions: "en, Base, de")
        #expect(unlisted.findings.isEmpty && unlisted.note, "\(unlisted)")
        let listed = try layoutFindings(knownRegions: "en, Base, de, ar")
        #expect(listed.findings == ["5 error"] && !listed.note, "\(listed)")
    }

    /// MeshCoreOne: a settings bundle's Arabic acknowledgements (`Settings.bundle/ar.lproj`) are the Settings app's
    /// text; the app itself has no Arabic, so its layout is never seen right to left. The same table in the app's own
    /// folder ships Arabic.
    @Test func aSettingsBundlesLanguagesAreNotTheAppsOwn() throws {
        func findings(arabicTable: String) throws -> (findings: [String], note: Bool) {
            let folder = try CheckRunTests.Folder()
            _ = try folder.write("\"radio.title\" = \"Radio\";\n", "MC1/Resources/en.lproj/Localizable.strings")
            _ = try folder.write("\"radio.title\" = \"Funk\";\n", "MC1/Resources/de.lproj/Localizable.strings")
            _ = try folder.write("\"Acknowledgements\" = \"Acknowledgements\";\n", "MC1/Settings.bundle/en.lproj/Root.strings")
            _ = try folder.write("\"Acknowledgements\" = \"شكر وتقدير\";\n", arabicTable)
            _ = try folder.write("""
                import UIKit
                final class RadioView: UIView {
                    let label = UILabel()
                    func setUp() {
                        label.textAlignment = .left
                        label.text = NSLocalizedString("radio.title", comment: "")
                    }
                }
                """, "MC1/RadioView.swift")
            let outcome = CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path))
            let found = outcome.diagnostics.filter { $0.ruleID == "layout-direction" }.map { "\($0.location.line) \($0.severity.rawValue)" }
            return (found, outcome.layoutNote != nil)
        }
        let settingsOnly = try findings(arabicTable: "MC1/Settings.bundle/ar.lproj/Root.strings")
        #expect(settingsOnly.findings.isEmpty && settingsOnly.note, "\(settingsOnly)")
        let appsOwn = try findings(arabicTable: "MC1/Resources/ar.lproj/Localizable.strings")
        #expect(appsOwn.findings == ["5 error"] && !appsOwn.note, "\(appsOwn)")
    }
}
