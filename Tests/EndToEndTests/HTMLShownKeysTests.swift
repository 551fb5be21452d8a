import Testing

/// A key the code reads only where it builds HTML (Psiphon's privacy policy: `<p> \(para_1) </p>`) is shown as HTML,
/// where a run of spaces is one space: its translations' doubled spaces are no finding. The same doubled space in a
/// key a label shows is one.
@Suite struct HTMLShownKeysTests {
    static let english = """
        "privacy.para-1" = "We collect no personal data.";
        "alert.offline" = "You are offline.";

        """
    static let german = """
        "privacy.para-1" = "Wir erheben keine  personenbezogenen Daten.";
        "alert.offline" = "Sie sind  offline.";

        """
    static let code = """
        import UIKit

        enum Texts {
            static func privacyPolicyHTML() -> String {
                let para1 = NSLocalizedString("privacy.para-1", comment: "")
                return "<html><body><p> \\(para1) </p></body></html>"
            }

            static func offline() -> String {
                NSLocalizedString("alert.offline", comment: "")
            }
        }
        """

    @Test func doubledSpacesInTextShownAsHTMLAreNoFinding() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.english, to: "App/en.lproj/Localizable.strings")
        _ = try dir.write(Self.german, to: "App/de.lproj/Localizable.strings")
        _ = try dir.write(Self.code, to: "App/Texts.swift")
        let result = try L10nProcess.run(["check", "--languages", "en,de", "App"], in: dir.url)
        #expect(result.stdout.contains("'alert.offline' in 'de': 2 spaces in a row"), "\(result.stdout)")
        #expect(!result.stdout.contains("'privacy.para-1' in 'de'"), "\(result.stdout)")
    }
}
