import Foundation
import Testing

@testable import L10nTables
@testable import L10nWorkflow

/// The examples of `half-migrated-table` are file layouts: each is written to disk and checked; a finding must
/// stand at 1:1 of each file marked `↓`, and nowhere else. A project file names the layout's catalogs.
@Suite struct HalfMigratedTableRuleTests {
    func findings(for layout: String) throws -> (marked: [String], found: [String]) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("half-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        var marked: [String] = []
        for line in layout.split(separator: "\n") {
            var path = String(line)
            if path.hasPrefix("↓") {
                path.removeFirst()
                marked.append(path)
            }
            let full = root + "/" + path
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            // A project file names the layout's catalogs, as Xcode's after a migration.
            let catalogs = layout.split(separator: "\n").filter { $0.hasSuffix(".xcstrings") }
                .map { "/* \(($0 as NSString).lastPathComponent) */ path = \(($0 as NSString).lastPathComponent);" }
            let text = path.hasSuffix(".pbxproj") ? catalogs.joined(separator: "\n")
                : path.hasSuffix(".xcstrings")
                ? #"{"sourceLanguage":"en","strings":{"a":{}},"version":"1.0"}"# : "\"a\" = \"b\";\n"
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
        let outcome = CheckRun.run(CheckRequest(paths: ["."], currentDirectory: root))
        let found = outcome.diagnostics.filter { $0.ruleID == HalfMigratedTableRule.description.id }.map { diagnostic in
            #expect(diagnostic.location.line == 1 && diagnostic.location.column == 1)
            return diagnostic.location.file.replacingOccurrences(of: root + "/", with: "")
        }
        return (marked, found)
    }

    @Test func triggeringExamples() throws {
        for example in HalfMigratedTableRule.description.triggeringExamples {
            let (marked, found) = try findings(for: example)
            #expect(!marked.isEmpty)
            #expect(found == marked, "\(example)")
        }
    }

    @Test func nonTriggeringExamples() throws {
        for example in HalfMigratedTableRule.description.nonTriggeringExamples {
            #expect(try findings(for: example).found.isEmpty, "\(example)")
        }
    }
}
