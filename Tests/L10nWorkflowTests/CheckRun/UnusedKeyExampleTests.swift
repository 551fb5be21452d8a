import Foundation
import L10nCatalogChecksTests
import L10nDiagnostics
import L10nSourceRules
import L10nWorkflow
import Testing
import XCStrings

/// `unused-key` needs a catalog and Swift sources, so the generic source-rule example runner skips it: each of
/// its examples (catalog members, then `// File.swift` and the source) runs here through `CheckRun`.
@Suite struct UnusedKeyExampleTests {
    static let rule = SourceRules.description(for: UnusedKeyRule.id)!

    /// The catalog part (as a ``RuleExample``), the Swift file's name and its text.
    static func split(_ example: String) throws -> (catalog: RuleExample, file: String, swift: String) {
        let range = try #require(example.range(of: "\n//"), "no '// File.swift' line in:\n\(example)")
        let catalog = RuleExample(String(example[..<range.lowerBound]))
        let rest = example[example.index(after: range.lowerBound)...]
        let header = rest.prefix { $0 != "\n" }
        let file = header.dropFirst(2).trimmingCharacters(in: .whitespaces)
        return (catalog, file, String(rest))
    }

    static func findings(_ example: String) throws -> (markers: [SourcePosition], found: [Diagnostic]) {
        let (catalog, file, swift) = try split(example)
        #expect(file.hasSuffix(".swift"), "example's file line names '\(file)'")
        let folder = try CheckRunTests.Folder()
        _ = try folder.write(catalog.text, "Localizable.xcstrings")
        _ = try folder.write(swift, file)
        let outcome = CheckRun.run(CheckRequest(paths: [folder.path], currentDirectory: folder.path))
        #expect(outcome.failures.isEmpty, "\(outcome.failures)")
        // A note about a table read through generated code is no finding about a key.
        let found = outcome.diagnostics.filter { $0.ruleID == UnusedKeyRule.id && $0.severity != .note }
        for diagnostic in found {
            #expect(diagnostic.location.file == folder.path + "/Localizable.xcstrings")
        }
        return (catalog.markers, found)
    }

    @Test func hasExamples() {
        #expect(Self.rule.triggeringExamples.count >= 2)
        #expect(Self.rule.nonTriggeringExamples.count >= 2)
    }

    @Test func triggeringExamplesReportAtMarkers() throws {
        examples: for (index, example) in Self.rule.triggeringExamples.enumerated() {
            let (markers, found) = try Self.findings(example)
            #expect(!markers.isEmpty, "triggering example \(index) has no ↓")
            #expect(
                found.map(SourcePosition.init).sorted() == markers.sorted(),
                "triggering example \(index): \(found.map { "\($0.location): \($0.message)" })")
            for diagnostic in found {
                #expect(diagnostic.severity == Self.rule.defaultSeverity, "triggering example \(index)")
                #expect(diagnostic.message.hasPrefix("key '"), "triggering example \(index): \(diagnostic.message)")
            }
            continue examples
        }
    }

    @Test func nonTriggeringExamplesReportNothing() throws {
        examples: for (index, example) in Self.rule.nonTriggeringExamples.enumerated() {
            let (markers, found) = try Self.findings(example)
            #expect(markers.isEmpty, "non-triggering example \(index) has a ↓")
            #expect(found.isEmpty, "non-triggering example \(index): \(found.map(\.message))")
            continue examples
        }
    }

    /// With no Swift file to scan, no key can be called unused (the rule runs only when sources were scanned).
    @Test func catalogsWithoutSourcesReportNoUnusedKeys() throws {
        let (catalog, _, _) = try Self.split(Self.rule.triggeringExamples[0])
        let folder = try CheckRunTests.Folder()
        _ = try folder.write(catalog.text, "Localizable.xcstrings")
        let outcome = CheckRun.run(CheckRequest(paths: [folder.path], currentDirectory: folder.path))
        #expect(outcome.failures.isEmpty, "\(outcome.failures)")
        #expect(outcome.summary.filesScanned == 1)
        #expect(!outcome.diagnostics.contains { $0.ruleID == UnusedKeyRule.id }, "\(outcome.diagnostics)")
        // The same catalog next to a Swift file that uses one key: the other is reported.
        _ = try folder.write("Text(\"home.title\")", "HomeView.swift")
        let scanned = CheckRun.run(CheckRequest(paths: [folder.path], currentDirectory: folder.path))
        #expect(scanned.summary.filesScanned == 2)
        #expect(scanned.diagnostics.filter { $0.ruleID == UnusedKeyRule.id }.map(\.key) == ["home.promo.banner"])
        #expect(scanned.keyReferences.map(\.key) == ["home.title"])
        #expect(scanned.keyReferences.first?.location.line == 1)
        #expect(outcome.keyReferences.isEmpty)
    }

    @Test func rulesCommandShowsTheExamples() {
        let text = RuleDocumentation.describe(Self.rule)
        #expect(text.contains("Triggers (↓ marks where the finding is reported):\n    ↓\"home.promo.banner\" : {"), "\(text)")
        #expect(text.contains("Does not trigger:\n    \"home.title\" : {"), "\(text)")
        #expect(text.contains("    // HomeView.swift\n    Text(\"home.title\")"), "\(text)")
    }
}
