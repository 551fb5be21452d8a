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
}
