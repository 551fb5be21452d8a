import Foundation
import Testing
import L10nCatalogChecks

@testable import L10nTables
@testable import L10nWorkflow

/// zashi-ios's shape: a build phase copies `modules/Sources/Generated/Resources/<lang>.lproj/Localizable.strings` to
/// `secant/Resources/<lang>.lproj/`, byte for byte. It is one table: each finding and each count once, at the copy
/// first by path. A copy that differs in one language is a table of its own.
@Suite struct BuildCopyTableTests {
    static let english = """
        /* Hidden balance: the least significant digits are shown as nothing. */
        "wallet.balance.least" = "";
        "wallet.balance.most" = "-----";
        "settings.screen.title" = "Settings";
        "send.confirm.button" = "Send now";

        """
    static let spanish = """
        "wallet.balance.least" = "";
        "wallet.balance.most" = "-----";
        "settings.screen.title" = "";
        "send.confirm.button" = "Send now";

        """

    func check(_ files: [String: String]) throws -> (lines: [String], coverage: [String]) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("copies-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try InterfaceBuilderCheckTests.write(root, files)
        let configuration = L10nConfiguration(languages: ["en", "es"], file: root + "/.l10n.json", baseDirectory: root)
        let outcome = CheckRun.run(CheckRequest(paths: ["."], configuration: configuration, currentDirectory: root))
        #expect(outcome.failures.isEmpty)
        let lines = outcome.diagnostics.map {
            "\($0.location.file.replacingOccurrences(of: root + "/", with: "")):\($0.location.line) \($0.ruleID)"
        }
        return (lines, outcome.coverage.map { $0.file.replacingOccurrences(of: root + "/", with: "") }.sorted())
    }

    static let modules = "modules/Sources/Generated/Resources/"
    static let secant = "secant/Resources/"

    @Test func aTableTheBuildCopiesIsReportedOnce() throws {
        let (lines, coverage) = try check([
            Self.modules + "en.lproj/Localizable.strings": Self.english,
            Self.modules + "es.lproj/Localizable.strings": Self.spanish,
            Self.secant + "en.lproj/Localizable.strings": Self.english,
            Self.secant + "es.lproj/Localizable.strings": Self.spanish,
        ])
        // Spanish's empty 'settings.screen.title' and its copy of 'Send now', in the first copy only; the English table's
        // own empty value is its source text, no finding.
        #expect(lines == [
            Self.modules + "es.lproj/Localizable.strings:3 empty-translation",
            Self.modules + "es.lproj/Localizable.strings:4 untranslated-copy",
        ])
        #expect(coverage == [Self.modules + "en.lproj/Localizable.strings"])
    }

    @Test func aCopyThatDiffersInOneLanguageIsATableOfItsOwn() throws {
        let (lines, coverage) = try check([
            Self.modules + "en.lproj/Localizable.strings": Self.english,
            Self.modules + "es.lproj/Localizable.strings": Self.spanish,
            Self.secant + "en.lproj/Localizable.strings": Self.english,
            Self.secant + "es.lproj/Localizable.strings": Self.spanish.replacingOccurrences(of: "Send now", with: "Enviar ahora"),
        ])
        #expect(lines == [
            Self.modules + "es.lproj/Localizable.strings:3 empty-translation",
            Self.modules + "es.lproj/Localizable.strings:4 untranslated-copy",
            Self.secant + "es.lproj/Localizable.strings:3 empty-translation",
        ])
        #expect(coverage.count == 2)
    }

    /// The same English table, but one copy ships a language the other lacks: two tables.
    @Test func aCopyWithAnotherLanguageIsATableOfItsOwn() {
        let tables = [
            LegacyTable(name: "Localizable", folder: "b", sourceLanguage: "en", files: [
                .init(path: "b/en.lproj/Localizable.strings", language: "en", kind: .strings),
                .init(path: "b/es.lproj/Localizable.strings", language: "es", kind: .strings),
            ]),
            LegacyTable(name: "Localizable", folder: "a", sourceLanguage: "en", files: [
                .init(path: "a/en.lproj/Localizable.strings", language: "en", kind: .strings),
                .init(path: "a/es.lproj/Localizable.strings", language: "es", kind: .strings),
            ]),
            LegacyTable(name: "Localizable", folder: "c", sourceLanguage: "en", files: [
                .init(path: "c/en.lproj/Localizable.strings", language: "en", kind: .strings),
            ]),
        ]
        let bytes: (String) -> [UInt8]? = { Array(($0.hasSuffix("es.lproj/Localizable.strings") ? "es" : "en").utf8) }
        // 'b' is the copy of 'a' (first by path, kept in its place); 'c' lacks Spanish.
        #expect(LegacyTable.withoutBuildCopies(tables, read: bytes).map(\.folder) == ["a", "c"])
        // An unreadable file is never a copy.
        #expect(LegacyTable.withoutBuildCopies(tables) { $0.hasPrefix("b/") ? nil : bytes($0) }.map(\.folder) == ["b", "a", "c"])
    }
}
