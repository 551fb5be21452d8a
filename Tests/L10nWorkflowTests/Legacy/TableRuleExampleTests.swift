import Foundation
import L10nDiagnostics
import Testing
import XCStrings

@testable import L10nCatalogChecks
@testable import L10nTables
@testable import L10nWorkflow

/// The examples of the table rules (`malformed-table`, `flattened-plurals`) are tables: each file is a line
/// `PATH:` followed by its text. Each example is written to disk and checked; a finding of the rule must stand
/// at each `↓`, and nowhere else, and no other rule may report a flattened key.
@Suite struct TableRuleExampleTests {
    struct Example {
        var files: [(path: String, text: String)] = []
        /// `path:line:column` of each `↓`.
        var marked: [String] = []

        init(_ example: String) {
            for line in example.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasSuffix(":"), line.contains(".lproj/"), !line.contains("\"") {
                    files.append((String(line.dropLast()), ""))
                    continue
                }
                var text = ""
                for character in line {
                    if character == "↓" {
                        let number = files[files.count - 1].text.split(separator: "\n", omittingEmptySubsequences: false).count
                        marked.append("\(files[files.count - 1].path):\(number):\(text.utf8.count + 1)")
                    } else {
                        text.append(character)
                    }
                }
                files[files.count - 1].text += text + "\n"
            }
        }
    }

    func findings(_ example: String, rule: String) throws -> (example: Example, found: [String], all: [String]) {
        let parsed = Example(example)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("table-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (path, text) in parsed.files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
        let configuration = L10nConfiguration(languages: ["en", "de", "fr", "hi"], file: root + "/.l10n.json", baseDirectory: root)
        let outcome = CheckRun.run(CheckRequest(paths: ["."], configuration: configuration, currentDirectory: root))
        #expect(outcome.failures.isEmpty, "\(outcome.failures)")
        let all = outcome.diagnostics.map { diagnostic in
            "\(diagnostic.location.file.replacingOccurrences(of: root + "/", with: "")):\(diagnostic.location.line):"
                + "\(diagnostic.location.column) \(diagnostic.ruleID) \(diagnostic.key ?? "") \(diagnostic.language ?? "")"
        }
        let found = all.filter { $0.contains(" \(rule) ") }.map { String($0[..<$0.firstIndex(of: " ")!]) }
        return (parsed, found, all)
    }

    static let rules = [MalformedTableRule.description, FlattenedPluralsRule.description]

    @Test(arguments: rules.map(\.id))
    func triggeringExamples(_ id: String) throws {
        let rule = try #require(Self.rules.first { $0.id == id })
        for text in rule.triggeringExamples {
            let (example, found, all) = try findings(text, rule: rule.id)
            #expect(!example.marked.isEmpty)
            #expect(found == example.marked, "\(text)\n\(all)")
            // The keys read back from flattened plurals are judged by no other rule.
            #expect(!all.contains { $0.contains(":dict/") || ($0.contains("%lld file(s) selected") && $0.hasSuffix(" de")) }, "\(all)")
        }
    }

    @Test(arguments: rules.map(\.id))
    func nonTriggeringExamples(_ id: String) throws {
        let rule = try #require(Self.rules.first { $0.id == id })
        for text in rule.nonTriggeringExamples {
            let (_, found, all) = try findings(text, rule: rule.id)
            #expect(found.isEmpty, "\(text)\n\(all)")
            #expect(!all.contains { $0.hasPrefix("qqq.lproj/") }, "\(all)")
        }
    }
}
