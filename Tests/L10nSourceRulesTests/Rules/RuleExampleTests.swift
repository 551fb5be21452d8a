import L10nDiagnostics
import Testing

@testable import L10nSourceRules

/// Runs every example of every rule, SwiftLint style: a triggering example reports its rule exactly at each `↓`,
/// a non-triggering one reports nothing, and a triggering example hidden in a comment or a string reports nothing.
@Suite struct RuleExampleTests {
    /// The catalog the `unknown-key` examples assume (see its rationale).
    static let catalogKeys: Set<String> = ["home.title", "restaurant.detail.title", "settings.title"]
    static let path = "Sources/Restaurants/RestaurantDetailView.swift"

    static func lint(_ text: String) -> [Diagnostic] {
        SourceLinter(options: LintOptions(catalogKeys: catalogKeys)).lint(path: path, bytes: Array(text.utf8))
            .diagnostics
    }

    /// Removes the `↓` markers and returns the text and each marker's 1-based line and UTF-8 column.
    static func markers(in example: String) -> (text: String, positions: [Position]) {
        var text: [UInt8] = []
        var positions: [Position] = []
        var line = 1
        var column = 1
        let marker = Array("↓".utf8)
        let bytes = Array(example.utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index...].starts(with: marker) {
                positions.append(Position(line: line, column: column))
                index += marker.count
                continue
            }
            text.append(bytes[index])
            if bytes[index] == 0x0A {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
        return (String(decoding: text, as: UTF8.self), positions)
    }

    struct Position: Hashable, CustomStringConvertible {
        var line: Int
        var column: Int
        var description: String { "\(line):\(column)" }
    }

    /// Every registered rule whose examples are Swift source: all but the project rules, whose examples are a
    /// catalog and a Swift file (`UnusedKeyExampleTests`, L10nWorkflowTests, runs them).
    static let sourceRules = SourceRules.all.filter { !($0 is any ProjectRule.Type) }.map { $0.description }

    @Test func everyRuleHasExamplesAndAStableID() {
        for rule in SourceRules.descriptions {
            #expect(!rule.triggeringExamples.isEmpty, "\(rule.id)")
            #expect(!rule.nonTriggeringExamples.isEmpty, "\(rule.id)")
            #expect(rule.summary.hasSuffix("."), "\(rule.id)")
            #expect(rule.id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(rule.id) is kebab-case")
        }
        #expect(Set(SourceRules.descriptions.map(\.id)).count == SourceRules.all.count, "ids are unique")
    }

    @Test(arguments: sourceRules.map(\.id)) func triggeringExamplesReportAtMarkers(_ id: String) {
        let rule = SourceRules.description(for: id)!
        examples: for example in rule.triggeringExamples {
            let (text, expected) = Self.markers(in: example)
            let found = Self.lint(text).filter { $0.ruleID == id }
            let positions = found.map { Position(line: $0.location.line, column: $0.location.column) }
            #expect(
                positions == expected, "\(id) example:\n\(example)\nfound: \(found.map { "\($0.location.line):\($0.location.column) \($0.message)" })")
            for diagnostic in found {
                #expect(diagnostic.severity == rule.defaultSeverity)
                guard let first = diagnostic.message.unicodeScalars.first, !first.properties.isUppercase else {
                    Issue.record("\(id): message must start lower-case: \(diagnostic.message)")
                    continue examples
                }
            }
        }
    }

    @Test(arguments: sourceRules.map(\.id)) func nonTriggeringExamplesReportNothing(_ id: String) {
        let rule = SourceRules.description(for: id)!
        for example in rule.nonTriggeringExamples {
            let found = Self.lint(example).filter { $0.ruleID == id }
            #expect(found.isEmpty, "\(id) example:\n\(example)\nfound: \(found.map(\.message))")
        }
    }

    @Test(arguments: sourceRules.map(\.id)) func triggeringExamplesInCommentsAndStringsReportNothing(_ id: String) {
        let rule = SourceRules.description(for: id)!
        for example in rule.triggeringExamples {
            let (text, _) = Self.markers(in: example)
            let wrappings = [
                "/*\n\(text)\n*/",
                "let example = ##\"\"\"\n\(text)\n\"\"\"##",
            ]
            for wrapped in wrappings {
                let found = Self.lint(wrapped).filter { $0.ruleID == id }
                #expect(found.isEmpty, "\(id) wrapped:\n\(wrapped)\nfound: \(found.map(\.message))")
            }
        }
    }
}
