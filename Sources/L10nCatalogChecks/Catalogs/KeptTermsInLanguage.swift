import L10nFiles
import XCStrings

/// The terms a language's translators keep as the source writes them inside their own sentences: Persistent's
/// German keeps 'Quick Add' in "Quick Add Aktionen" (for 'Quick Add Actions'), so its 'Quick Add' left as written
/// is the feature's name in German, no copy to fix. Built once per language and catalog, when a copy first asks:
/// each translation that differs from its source, indexed by its words; shared, like ``SourceFilledLanguages``, by
/// the checker's slices of the catalog (each asks from its own thread) and by the check that takes a catalog's
/// ``CountedCoverage`` (the same catalog: on three apps' catalogs, 20 indexes were built where 2 are needed).
///
///     let kept = KeptTermsInLanguage(catalog)
///     kept.keeps("Quick Add", in: "de", besides: "DetailView.QuickAdd.Button")   // true: "Quick Add Aktionen"
final class KeptTermsInLanguage: Sendable {
    let catalog: StringCatalog
    /// One language's index: each translated entry's key, source and translation, and the lowercased words of its
    /// translation.
    private struct Index: Sendable {
        var texts: [(key: String, source: String, translation: String)] = []
        var words: [Substring: [Int]] = [:]
    }
    /// By language, built under the lock: a slice that asks while another builds waits for it instead of building
    /// it again.
    private let indexes = Locked<[String: Index]>([:])

    init(_ catalog: StringCatalog) { self.catalog = catalog }

    /// Whether another entry's translation into `language`, different from its source, writes `term` as a whole
    /// phrase, and its source does too: the translator kept the term on purpose.
    func keeps(_ term: String, in language: String, besides key: String) -> Bool {
        let termWords = UntranslatedCopyRule.words(in: term)
        guard let first = termWords.first, termWords.count <= 4 else { return false }
        let index = indexes.withLock { built in
            if let index = built[language] { return index }
            let index = build(language)
            built[language] = index
            return index
        }
        for position in index.words[Substring(first.lowercased())] ?? [] {
            let text = index.texts[position]
            guard text.key != key else { continue }
            if Self.containsPhrase(term, in: text.translation), Self.containsPhrase(term, in: text.source) { return true }
        }
        return false
    }

    private func build(_ language: String) -> Index {
        var texts: [(key: String, source: String, translation: String)] = []
        var words: [Substring: [Int]] = [:]
        let sourceLanguage = catalog.sourceLanguage
        for entry in catalog.entries.values {
            guard let translation = entry.localizations[language]?.stringUnit?.value, !translation.isEmpty else { continue }
            let source = entry.sourceText(entry.key, in: sourceLanguage)
            guard translation != source else { continue }
            let position = texts.count
            texts.append((entry.key, source, translation))
            for word in Set(UntranslatedCopyRule.words(in: translation).map { Substring($0.lowercased()) }) {
                words[word, default: []].append(position)
            }
        }
        return Index(texts: texts, words: words)
    }

    /// Whether `text` holds `phrase` with no letter or digit right before or after it.
    static func containsPhrase(_ phrase: String, in text: String) -> Bool {
        var rest = text[...]
        while let range = rest.range(of: phrase) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            if !(before?.isLetter ?? false || before?.isNumber ?? false), !(after?.isLetter ?? false || after?.isNumber ?? false) {
                return true
            }
            rest = text[range.upperBound...]
        }
        return false
    }
}
