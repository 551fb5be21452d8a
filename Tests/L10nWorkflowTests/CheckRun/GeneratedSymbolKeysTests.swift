import Foundation
import L10nWorkflow
import Testing

/// Xcode generates a symbol for each key of a String Catalog (`"System"` → `.system`), never for a `.strings`
/// table's: Swiftfin's `self = .system`, a case of its own enum, names no key of its tables, so their stray
/// 'System' (left in three translations) is unused, and its translations' gaps go with it.
@Suite struct GeneratedSymbolKeysTests {
    func unused(table: String) throws -> [String] {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("""
            enum LogType { case system, other
                init(name: String) { self = name.hasPrefix("log_") ? .system : .other }
            }
            let title = NSLocalizedString("settings.title", comment: "")
            """, "App/LogType.swift")
        if table == "strings" {
            _ = try folder.write("\"settings.title\" = \"Settings\";\n", "App/en.lproj/Localizable.strings")
            _ = try folder.write("\"settings.title\" = \"Nastavení\";\n\"System\" = \"Systém\";\n", "App/cs.lproj/Localizable.strings")
        } else {
            _ = try folder.write("""
                { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
                  "settings.title" : { "localizations" : { "cs" : { "stringUnit" : { "state" : "translated", "value" : "Nastavení" } } } },
                  "System" : { "localizations" : { "cs" : { "stringUnit" : { "state" : "translated", "value" : "Systém" } } } }
                } }
                """, "App/Localizable.xcstrings")
        }
        return CheckRun.run(CheckRequest(paths: ["."], languages: ["en", "cs"], currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "unused-key" }.map(\.message)
    }

    @Test func aTablesKeyHasNoGeneratedSymbol() throws {
        #expect(try unused(table: "strings") == ["key 'System' is not used in any scanned Swift source"])
    }

    @Test func aCatalogsKeyIsUsedByItsSymbol() throws {
        #expect(try unused(table: "xcstrings") == [])
    }

    /// SwiftGen's `L10n.tr("Localizable", "nextUp", fallback: "Next Up")` names the key `nextUp`; its fallback is
    /// the English text, no use of a stray 'Next Up' the Czech table keeps.
    @Test func aLookupsFallbackTextNamesNoKey() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("""
            enum L10n {
              static let nextUp = L10n.tr("Localizable", "nextUp", fallback: "Next Up")
              private static func tr(_ table: String, _ key: String, fallback value: String) -> String {
                Bundle.main.localizedString(forKey: key, value: value, table: table)
              }
            }
            let label = L10n.nextUp
            """, "App/Strings.swift")
        _ = try folder.write("\"nextUp\" = \"Next Up\";\n", "App/en.lproj/Localizable.strings")
        _ = try folder.write("\"nextUp\" = \"Další\";\n\"Next Up\" = \"Další\";\n", "App/cs.lproj/Localizable.strings")
        let unused = CheckRun.run(CheckRequest(paths: ["."], languages: ["en", "cs"], currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "unused-key" }.map(\.message)
        #expect(unused == ["key 'Next Up' is not used in any scanned Swift source"])
    }
}
