import Foundation
import L10nCatalogChecks
import L10nDiagnostics
import L10nWorkflow
import Testing

/// `CheckRun` over the real catalogs in `../shared/corpus` (skipped when the folder is absent): every catalog
/// reads, and every finding points at a JSON string in the file (a key, a state, a value) or at the `%` of a
/// directive inside a value, with every language of the catalog required.
@Suite struct CorpusCheckTests {
    static var corpus: String? {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let path = root.appendingPathComponent("shared/corpus").path
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    @Test(.enabled(if: corpus != nil, "../shared/corpus is not present"))
    func everyFindingPointsAtAString() throws {
        let corpus = try #require(Self.corpus)
        let files = try FileManager.default.contentsOfDirectory(atPath: corpus).filter { $0.hasSuffix(".xcstrings") }.sorted()
        #expect(!files.isEmpty)
        var total = 0
        let translationRuleIDs = Set(TranslationChecks.rules.map { $0.description.id })
        #expect(translationRuleIDs.contains("whitespace-mismatch"))
        catalogs: for name in files {
            let path = corpus + "/" + name
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            var languages = Set<String>()
            for case let entry as [String: Any] in (json["strings"] as? [String: Any] ?? [:]).values {
                languages.formUnion((entry["localizations"] as? [String: Any] ?? [:]).keys)
            }
            let outcome = CheckRun.run(
                CheckRequest(paths: [path], languages: languages.sorted() + ["es"], currentDirectory: corpus))
            #expect(outcome.failures.isEmpty, "\(name): \(outcome.failures)")
            let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            for diagnostic in outcome.diagnostics {
                let location = diagnostic.location
                guard location.line >= 1, location.line <= lines.count else {
                    Issue.record("\(name): line out of range: \(location) \(diagnostic.message)")
                    continue
                }
                let line = Array(lines[location.line - 1].utf8)
                guard location.column >= 1, location.column <= line.count else {
                    Issue.record("\(name): column out of range: \(location) \(diagnostic.message)")
                    continue
                }
                let byte = line[location.column - 1]
                // The translation rules point at what differs inside the value (a stray space, a lost '.'): a
                // column inside the line's string value, after its opening quote.
                // Ten or more copies in a language are one finding at the start of the catalog (SourceCopyGroups).
                if diagnostic.ruleID == "untranslated-copy", diagnostic.key == nil {
                    #expect(location.line == 1 && location.column == 1)
                    #expect(diagnostic.message.contains("are the source text unchanged"))
                    continue
                }
                // Languages with none of a catalog's strings are one finding there too (UntranslatedTableGroups).
                if diagnostic.ruleID == "missing-translation", diagnostic.key == nil {
                    #expect(location.line == 1 && location.column == 1)
                    #expect(diagnostic.message.contains("of this table; their users read"))
                    continue
                }
                if translationRuleIDs.contains(diagnostic.ruleID) {
                    let text = String(decoding: line, as: UTF8.self)
                    let valueStart = text.range(of: "\"value\" : \"").map { text.utf8.distance(from: text.startIndex, to: $0.upperBound) }
                    #expect(
                        valueStart.map { location.column >= $0 } == true,
                        "\(name):\(location.line):\(location.column) is not inside a value: \(diagnostic.message)")
                    #expect(diagnostic.key != nil)
                    continue
                }
                #expect(
                    byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "%"),
                    "\(name):\(location.line):\(location.column) points at '\(UnicodeScalar(byte))': \(diagnostic.message)")
                #expect(diagnostic.key != nil)
            }
            total += outcome.diagnostics.count
            continue catalogs
        }
        #expect(total > 0)
    }
}
