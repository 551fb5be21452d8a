import L10nDiagnostics
import L10nSourceParsing
import Testing

@testable import L10nWorkflow

/// Blockchain's `blockchain.swift`: thousands of keys no table holds, in a file that names no catalog key, are one
/// finding; a file of typos beside real keys keeps each.
@Suite struct UnknownKeyFilesTests {
    func unknown(_ file: String, _ line: Int, _ key: String) -> Diagnostic {
        Diagnostic(
            location: SourceLocation(file: file, line: line, column: 9), severity: .error, ruleID: "unknown-key",
            message: "key '\(key)' is not in any scanned catalog", key: key)
    }

    func reference(_ file: String, _ line: Int, _ key: String) -> KeyReference {
        KeyReference(key: key, location: SourceLocation(file: file, line: line, column: 9), kind: .nsLocalizedString)
    }

    @Test func aFileOfKeysNoCatalogHoldsIsOneFinding() {
        let namespace = "Modules/Namespace/blockchain.swift"
        let keys = (0..<12).map { "blockchain.api.item\($0)" }
        var diagnostics = keys.enumerated().map { unknown(namespace, 10 + $0.offset, $0.element) }
        diagnostics.append(unknown("App/Settings.swift", 4, "settings.titel"))
        let references = keys.enumerated().map { reference(namespace, 10 + $0.offset, $0.element) }
            + [reference("App/Settings.swift", 4, "settings.titel"), reference("App/Settings.swift", 5, "settings.title")]
        let grouped = UnknownKeyFiles.grouped(diagnostics, references: references, catalogKeys: ["settings.title"])
        #expect(grouped.count == 2)
        #expect(grouped[0].location.line == 10)
        #expect(grouped[0].related.map(\.line) == Array(11...21))
        #expect(grouped[0].message.hasPrefix("12 keys 'blockchain.swift' looks up are in no scanned catalog"), "\(grouped[0].message)")
        #expect(grouped[1].message == "key 'settings.titel' is not in any scanned catalog")
    }

    @Test func aFileThatNamesACatalogKeyKeepsEachFinding() {
        let file = "App/Strings.swift"
        let keys = (0..<12).map { "home.row\($0)" }
        let diagnostics = keys.enumerated().map { unknown(file, 10 + $0.offset, $0.element) }
        let references = keys.enumerated().map { reference(file, 10 + $0.offset, $0.element) } + [reference(file, 40, "home.title")]
        #expect(UnknownKeyFiles.grouped(diagnostics, references: references, catalogKeys: ["home.title"]) == diagnostics)
        // Nine are not yet a table of their own.
        let nine = Array(diagnostics.prefix(9))
        #expect(UnknownKeyFiles.grouped(nine, references: [], catalogKeys: []) == nine)
    }
}
