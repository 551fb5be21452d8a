import Foundation
import Testing

@testable import XCStrings

/// Real catalogs Xcode wrote (`../shared/corpus`, outside the repository): every translation's arguments
/// must agree with its source. An independent regex count of conversions per string (Python, by hand)
/// found no translation in the corpus whose conversions differ from its source's, so any finding here is a
/// false positive. Skips when the corpus is absent.
@Suite struct FormatSpecifierCorpusTests {
    static var corpus: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shared/corpus")
    }

    /// The corpus' catalog names, sorted; empty when the corpus is absent (the test then skips).
    static let catalogs: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
        return files.filter { $0.hasSuffix(".xcstrings") }.sorted()
    }()

    @Test(.enabled(if: !catalogs.isEmpty, "../shared/corpus is absent"))
    func realTranslationsHaveNoFalsePositives() throws {
        let catalogs = Self.catalogs
        var checked = 0
        var findings: [String] = []
        for name in catalogs {
            let data = try Data(contentsOf: Self.corpus.appendingPathComponent(name))
            let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let sourceLanguage = try #require(root["sourceLanguage"] as? String)
            let strings = root["strings"] as? [String: Any] ?? [:]
            for (key, entry) in strings {
                let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
                let source = Self.value(localizations[sourceLanguage]) ?? key
                let sourceSignature = FormatSignature(
                    source, substitutions: Self.substitutions(localizations[sourceLanguage]))
                for (language, localization) in localizations where language != sourceLanguage {
                    guard let value = Self.value(localization) else { continue }
                    checked += 1
                    let signature = FormatSignature(value, substitutions: Self.substitutions(localization))
                    for mismatch in signature.mismatches(against: sourceSignature, language: language) {
                        findings.append("\(name) '\(key)': \(mismatch.message)")
                    }
                }
            }
        }
        #expect(checked > 0)
        #expect(findings == [])
    }

    static func value(_ localization: Any?) -> String? {
        ((localization as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String
    }

    static func substitutions(_ localization: Any?) -> [String: FormatSubstitution] {
        let raw = (localization as? [String: Any])?["substitutions"] as? [String: Any] ?? [:]
        return raw.mapValues { value in
            let substitution = value as? [String: Any] ?? [:]
            return FormatSubstitution(
                argumentNumber: substitution["argNum"] as? Int,
                formatSpecifier: substitution["formatSpecifier"] as? String)
        }
    }
}
