import Foundation
import Testing
import XCStrings

/// `StringCatalog(bytes:path:languages:)` keeps exactly the chosen languages and the source language, and rejects
/// what the whole read rejects, at the same position, even inside a language it skips.
@Suite struct PartialReadTests {
    /// The full read's entries with only `languages` (and the source language) left in each.
    static func filtered(_ catalog: StringCatalog, keeping languages: Set<String>) -> [CatalogEntry] {
        let kept = languages.union([catalog.sourceLanguage])
        return catalog.entries.map { item in
            var entry = item.value
            entry.localizations = KeyedList(entry.localizations.filter { kept.contains($0.key) }.map { ($0.key, $0.value) })
            return entry
        }
    }

    @Test(.enabled(if: CorpusRoundTripTests.corpusFolder != nil, "../shared/corpus is absent"))
    func everyLanguageOfEveryCorpusCatalogReadsAsTheFullReadFiltered() throws {
        var checked = 0
        for file in CorpusRoundTripTests.corpusFiles {
            let bytes = [UInt8](try Data(contentsOf: file))
            guard let full = try? StringCatalog(bytes: bytes, path: file.lastPathComponent) else { continue }
            var languages = Set<String>()
            for item in full.entries { languages.formUnion(item.value.localizations.map(\.key)) }
            for language in languages.sorted() + ["xx"] {
                let partial = try StringCatalog(bytes: bytes, path: file.lastPathComponent, languages: [language])
                #expect(partial.sourceLanguage == full.sourceLanguage)
                #expect(partial.entries.map(\.key) == full.entries.map(\.key), "\(file.lastPathComponent)")
                #expect(partial.entries.map(\.value) == Self.filtered(full, keeping: [language]),
                    "\(file.lastPathComponent) in '\(language)'")
                checked += 1
            }
        }
        #expect(checked >= 20)
    }

    static let catalog = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "home.title" : {
          "extractionState" : "manual",
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Start" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Home" } },
            "ja" : { "stringUnit" : { "state" : "translated", "value" : "ホーム" } }
          }
        },
        "only.japanese" : {
          "localizations" : {
            "ja" : { "stringUnit" : { "state" : "translated", "value" : "\u30db\n" } }
          }
        }
      },
      "version" : "1.0"
    }
    """#

    @Test func keepsTheChosenLanguageAndTheSourceLanguageOnly() throws {
        let partial = try StringCatalog(bytes: Array(Self.catalog.utf8), path: "L.xcstrings", languages: ["de"])
        #expect(partial.entries["home.title"]?.localizations.map(\.key) == ["de", "en"])
        #expect(partial.entries["home.title"]?.localizations["de"]?.stringUnit?.value == "Start")
        // An entry whose only language was skipped is not an entry that had an empty `localizations` object.
        #expect(partial.entries["only.japanese"]?.localizations.isEmpty == true)
        #expect(partial.entries["only.japanese"]?.keepsEmptyLocalizations == false)
    }

    /// Each broken catalog fails the partial read (German kept, Japanese skipped) with the full read's error, at the same position.
    @Test func errorsInASkippedLanguageAreTheFullReadsErrors() {
        let broken: [(label: String, from: String, to: String)] = [
            ("unterminated string", #""value" : "ホーム" }"#, #""value" : "ホーム }"#),
            ("control character", #""\u30db\n""#, "\"\u{30db}\u{01}\""),
            ("bad escape", #""\u30db\n""#, #""\q""#),
            ("lone surrogate", #""\u30db\n""#, #""\uD800""#),
            ("duplicate key", #""state" : "translated", "value" : "ホーム""#, #""state" : "translated", "state" : "new""#),
            ("duplicate language", #""ja" : { "stringUnit" : { "state" : "translated", "value" : "ホーム" } }"#,
                #""ja" : {}, "ja" : {}"#),
            ("missing comma", #""translated", "value" : "ホーム""#, #""translated" "value" : "ホーム""#),
        ]
        cases: for (label, from, to) in broken {
            let text = Self.catalog.replacingOccurrences(of: from, with: to)
            guard text != Self.catalog else {
                Issue.record("\(label): the replacement did not apply")
                continue cases
            }
            let bytes = Array(text.utf8)
            var fullError: CatalogError?
            do { _ = try StringCatalog(bytes: bytes, path: "L.xcstrings") } catch { fullError = error }
            var partialError: CatalogError?
            do { _ = try StringCatalog(bytes: bytes, path: "L.xcstrings", languages: ["de"]) } catch { partialError = error }
            #expect(fullError != nil, "\(label)")
            // The same place and the same problem (a duplicate's "first at" may name the key or its value).
            #expect(partialError?.position == fullError?.position, "\(label)")
            #expect(partialError?.message.prefix(20) == fullError?.message.prefix(20), "\(label)")
        }
    }

    @Test func invalidUTF8InASkippedLanguageIsAnError() {
        var bytes = Array(Self.catalog.utf8)
        let target = Array("ホーム".utf8)
        let at = (0...(bytes.count - target.count)).first { Array(bytes[$0..<$0 + target.count]) == target }!
        bytes[at + 1] = 0x41  // a continuation byte replaced by 'A'
        #expect(throws: CatalogError.self) {
            _ = try StringCatalog(bytes: bytes, path: "L.xcstrings", languages: ["de"])
        }
    }
}
