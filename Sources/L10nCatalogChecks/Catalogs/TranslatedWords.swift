import XCStrings

/// One language's translations that differ from their source text, in the catalog's order, and which of them have
/// a word among their words (``UntranslatedCopyRule/words(in:)``, lowercased), for ``KeptTermsInLanguage``. A
/// translation is read into words only when a word is asked about that it may hold: for a word in ASCII, when its
/// lowercased bytes hold the word's (a word is a run of the text's scalars, and lowercasing maps each scalar on its
/// own, so a lowercased word is a run of the lowercased text's bytes; no letter outside ASCII is canonically a
/// word in ASCII). Reading every translation of a language into words cost 11 M instructions a language.
///
///     var words = TranslatedWords(catalog, language: "de")
///     words.texts(holding: "quick")   // [("DetailView.QuickAdd.Header", "Quick Add Actions", "Quick Add Aktionen")]
struct TranslatedWords: Sendable {
    typealias Text = (key: String, source: String, translation: String)
    private var texts: [Text] = []
    /// Each translation lowercased, with which bytes it holds.
    private var lowered: [FoldedBytes] = []
    /// Each translation's lowercased words, once read.
    private var words: [Set<Substring>?] = []
    /// The texts holding each word asked about, in order.
    private var holding: [Substring: [Int]] = [:]

    init(_ catalog: StringCatalog, language: String) {
        let sourceLanguage = catalog.sourceLanguage
        for entry in catalog.entries.values {
            guard let translation = entry.localizations[language]?.stringUnit?.value, !translation.isEmpty else { continue }
            let source = entry.sourceText(entry.key, in: sourceLanguage)
            guard translation != source else { continue }
            texts.append((entry.key, source, translation))
            lowered.append(FoldedBytes(translation.lowercased()))
        }
        words = Array(repeating: nil, count: texts.count)
    }

    /// The texts whose translation has `word` (lowercased) among its lowercased words, in order.
    mutating func texts(holding word: Substring) -> [Text] {
        if let known = holding[word] { return known.map { texts[$0] } }
        let bytes = Array(word.utf8)
        let ascii = bytes.allSatisfy { $0 < 0x80 }
        var found: [Int] = []
        for position in texts.indices {
            if ascii, !lowered[position].holds(bytes) { continue }
            if words[position] == nil {
                words[position] = Set(UntranslatedCopyRule.words(in: texts[position].translation).map { Substring($0.lowercased()) })
            }
            if words[position]!.contains(word) { found.append(position) }
        }
        holding[word] = found
        return found.map { texts[$0] }
    }
}
