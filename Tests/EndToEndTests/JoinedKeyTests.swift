import Testing

/// A long English key written as literals joined by `+` over lines (munki's alerts), in parentheses or not, is one
/// key reference: the key is used, not reported by `unused-key`; a key no code names still is.
@Suite struct JoinedKeyTests {
    static let table = """
        /* Logout warning */
        "A logout will be forced in less than a minute.\\nAll pending updates will be installed." = "Eine Abmeldung wird in weniger als einer Minute erzwungen.\\nAlle Updates werden installiert.";

        /* Mandatory updates */
        "One or more mandatory updates are overdue for installation. A logout will be forced soon." = "Ein oder mehrere Pflicht-Updates sind überfällig. Eine Abmeldung wird bald erzwungen.";

        /* Never used */
        "Your session has expired." = "Ihre Sitzung ist abgelaufen.";

        """

    static let code = """
        import Foundation

        func logoutWarning(overdue: Bool) -> String {
            if overdue {
                return NSLocalizedString(
                    ("One or more mandatory updates are overdue for " +
                     "installation. A logout will be forced soon."),
                    comment: "Mandatory updates")
            }
            return NSLocalizedString(
                "A logout will be forced in less than a minute.\\n" +
                "All pending updates will be installed.",
                comment: "Logout warning")
        }
        """

    @Test func literalsJoinedByPlusAreOneKey() throws {
        let dir = try TemporaryDirectory()
        let english = Self.table.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            // The English value is the key itself.
            guard let equals = line.range(of: " = ") else { return String(line) }
            return line[..<equals.lowerBound] + " = " + line[..<equals.lowerBound] + ";"
        }.joined(separator: "\n")
        _ = try dir.write(english, to: "App/en.lproj/Localizable.strings")
        _ = try dir.write(Self.table, to: "App/de.lproj/Localizable.strings")
        _ = try dir.write(Self.code, to: "App/Logout.swift")
        let result = try L10nProcess.run(["check", "--languages", "en,de", "App"], in: dir.url)
        #expect(result.stdout.contains("key 'Your session has expired.' is not used in any scanned Swift source"), "\(result.stdout)")
        #expect(!result.stdout.contains("key 'A logout will be forced"), "\(result.stdout)")
        #expect(!result.stdout.contains("key 'One or more mandatory"), "\(result.stdout)")
    }

    /// LifeLog's onboarding pages: `LocalizedStringKey([...].joined())`, the key's pieces in an array joined with
    /// nothing between them, is one key; a key no code names is still unused.
    @Test func literalsOfAnArrayJoinedAreOneKey() throws {
        let dir = try TemporaryDirectory()
        let table = """
            "LifeLog is an app that helps you live a fulfilling life." = "LifeLog is an app that helps you live a fulfilling life.";
            "Your session has expired." = "Your session has expired.";

            """
        _ = try dir.write(table, to: "App/en.lproj/Localizable.strings")
        _ = try dir.write(table.replacingOccurrences(of: "= \"LifeLog is", with: "= \"LifeLog ist").replacingOccurrences(of: "= \"Your", with: "= \"Ihre"), to: "App/de.lproj/Localizable.strings")
        _ = try dir.write("""
            import SwiftUI

            struct Page { let text: LocalizedStringKey }

            let pages = [
                Page(text: LocalizedStringKey(["LifeLog is an app that helps you ",
                                               "live a fulfilling life."].joined())),
            ]
            """, to: "App/Pages.swift")
        let result = try L10nProcess.run(["check", "--languages", "en,de", "App"], in: dir.url)
        #expect(result.stdout.contains("key 'Your session has expired.' is not used in any scanned Swift source"), "\(result.stdout)")
        #expect(!result.stdout.contains("key 'LifeLog is an app"), "\(result.stdout)")
    }
}
