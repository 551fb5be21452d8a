import L10nFiles
import XCStrings

/// The terms a language's translators keep as the source writes them inside their own sentences: Persistent's
/// German keeps 'Quick Add' in "Quick Add Aktionen" (for 'Quick Add Actions'), so its 'Quick Add' left as written
/// is the feature's name in German, no copy to fix. Each language's translations that differ from their source are
/// listed once per catalog, when a copy first asks, and the texts holding a word found once per word; shared, like
/// ``SourceFilledLanguages``, by the checker's slices of the catalog (each asks from its own thread) and by the
/// check that takes a catalog's ``CountedCoverage`` (the same catalog: on three apps' catalogs, 20 lists were made
/// where 2 are needed).
///
///     let kept = KeptTermsInLanguage(catalog)
///     kept.keeps("Quick Add", in: "de", besides: "DetailView.QuickAdd.Button")   // true: "Quick Add Aktionen"
final class KeptTermsInLanguage: Sendable {
    let catalog: StringCatalog
    /// By language, made under the lock: a slice that asks while another makes it waits for it instead of making
    /// it again.
    private let indexes = Locked<[String: TranslatedWords]>([:])

    init(_ catalog: StringCatalog) { self.catalog = catalog }

    /// Whether another entry's translation into `language`, different from its source, writes `term` as a whole
    /// phrase, and its source does too: the translator kept the term on purpose.
    func keeps(_ term: String, in language: String, besides key: String) -> Bool {
        let termWords = UntranslatedCopyRule.words(in: term)
        guard let first = termWords.first, termWords.count <= 4 else { return false }
        let texts = indexes.withLock { made in
            if made[language] == nil { made[language] = TranslatedWords(catalog, language: language) }
            return made[language]!.texts(holding: Substring(first.lowercased()))
        }
        for text in texts where text.key != key {
            if Self.containsPhrase(term, in: text.translation), Self.containsPhrase(term, in: text.source) { return true }
        }
        return false
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
