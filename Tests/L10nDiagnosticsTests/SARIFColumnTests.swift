import Foundation
import Testing

@testable import L10nDiagnostics

/// SARIF columns are UTF-16 code units (declared as `columnKind`); diagnostics carry UTF-8 byte columns, so the
/// reporter converts them from the file's line. Expected columns are counted by hand (and checked with Python:
/// `len(prefix.encode('utf-16-le')) // 2 + 1`).
@Suite struct SARIFColumnTests {
    /// Line 1 ASCII; line 2 has "🍽️" (4 + 3 bytes, 2 + 1 units) and "ú" (2 bytes, 1 unit) before the second literal;
    /// line 3 is ASCII after non-ASCII lines; line 4 has "ñ" after the finding only.
    static let swift = """
        import SwiftUI
        let title = Text("🍽️ Menú") + Text("Añadir")
        let subtitle = Text("Cart")
        let footer = Text("Mañana")

        """

    static func diagnostic(_ file: String, _ line: Int, _ column: Int) -> Diagnostic {
        Diagnostic(
            location: SourceLocation(file: file, line: line, column: column), severity: .warning,
            ruleID: "hardcoded-string", message: "hardcoded string")
    }

    /// `(line, startColumn)` of every result, in report order, and the run's `columnKind`.
    static func columns(_ output: String) throws -> (kind: String?, columns: [[Int]]) {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        let columns = results.map { result -> [Int] in
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            let region = location?["region"] as? [String: Any]
            return [region?["startLine"] as? Int ?? -1, region?["startColumn"] as? Int ?? -1]
        }
        return (run["columnKind"] as? String, columns)
    }

    @Test func byteColumnsBecomeUTF16ColumnsFromTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sarif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.swift.utf8).write(to: folder.appendingPathComponent("App/MenuView.swift"))

        let cases: [(name: String, line: Int, byteColumn: Int, utf16Column: Int)] = [
            ("ASCII line", 1, 8, 8),
            ("first literal, after ASCII only", 2, 18, 18),
            ("second literal, after the emoji and 'ú'", 2, 42, 37),
            ("ASCII line after non-ASCII ones", 3, 21, 21),
            ("non-ASCII only after the finding", 4, 19, 19),
            ("column 1", 2, 1, 1),
        ]
        // Relative (from the base directory) and absolute spellings of the same file.
        let spellings = ["App/MenuView.swift", folder.path + "/App/MenuView.swift"]
        spellings: for file in spellings {
            let diagnostics = cases.map { Self.diagnostic(file, $0.line, $0.byteColumn) }
            let output = SARIFReporter(toolVersion: "1.0", baseDirectory: folder.path)
                .report(diagnostics, summary: ReportSummary()).output
            let (kind, columns) = try Self.columns(output)
            #expect(kind == "utf16CodeUnits")
            let expected = cases.map { [$0.line, $0.utf16Column] }.sorted { ($0[0], $0[1]) < ($1[0], $1[1]) }
            #expect(columns == expected, "\(file)")
            continue spellings
        }
    }

    @Test func unreadableFilesAndOutOfRangeLinesKeepTheirColumns() throws {
        let reader: @Sendable (String) -> [UInt8]? = { path in
            path == "/repo/Menu.swift" ? Array("Text(\"Menú\") + Text(\"Añadir\")\n".utf8) : nil
        }
        let diagnostics = [
            Self.diagnostic("Menu.swift", 1, 22),  // 'ú' before it: 21
            Self.diagnostic("Menu.swift", 9, 22),  // no line 9
            Self.diagnostic("Missing.swift", 1, 22),  // cannot be read
            Self.diagnostic("Menu.swift", 0, 0),  // no position
        ]
        let output = SARIFReporter(toolVersion: "1.0", baseDirectory: "/repo", readFile: reader)
            .report(diagnostics, summary: ReportSummary()).output
        let (_, columns) = try Self.columns(output)
        #expect(columns == [[-1, -1], [1, 21], [9, 22], [1, 22]])
    }
}
