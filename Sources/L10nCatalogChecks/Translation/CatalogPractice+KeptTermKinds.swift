import L10nDiagnostics
import XCStrings

extension CatalogPractice {
    /// The most words of a comment that names a kind of term ('Genre', 'Manga type', 'Font weight').
    static let termKindWords = 3
    /// The most words of a term of such a kind ('Slice of Life').
    static let termWords = 3

    /// The indices of `untranslated-copy` findings of a term that a language keeps in the source language as it
    /// keeps most terms of the same kind: entries of one table whose developer comment names their kind in a few
    /// words ('Genre', 'Manga type'), of which the language keeps three or more unchanged and translates no more
    /// than it keeps. Shiori's German keeps ten of its eighteen genres as anime fans write them ('Comedy', 'Horror',
    /// 'Boys Love') and translates the others ('Abenteuer', 'Romantik'): its 'Slice of Life' is the same decision,
    /// not a gap.
    ///
    /// Only short terms count (at most ``termWords`` words, no sentence punctuation, no placeholder), and never the
    /// comment Xcode writes for an entry nobody commented ('No comment provided by engineer.').
    ///
    ///     // "Comedy" (comment "Genre") = "Comedy"; "Drama" = "Drama"; "Horror" = "Horror";
    ///     // "Adventure" = "Abenteuer"; "Slice of Life" = "Slice of Life"   → the copy is the language's practice
    static func keptTermKinds(_ diagnostics: [Diagnostic], catalogs: [StringCatalog]) -> Set<Int> {
        let copy = UntranslatedCopyRule.description.id
        var wanted: [String: Set<String>] = [:]  // language → keys with a copy finding
        for diagnostic in diagnostics where diagnostic.ruleID == copy {
            if let key = diagnostic.key, let language = diagnostic.language { wanted[language, default: []].insert(key) }
        }
        guard !wanted.isEmpty else { return [] }
        var kept: Set<String> = []  // keptCopy(language, key)
        for catalog in catalogs {
            let source = catalog.sourceLanguage
            // The table's terms by the kind their comment names.
            var kinds: [String: [(key: String, entry: CatalogEntry, text: String)]] = [:]
            for (key, entry) in catalog.entries {
                guard let comment = entry.comment, let kind = termKind(comment) else { continue }
                let text = entry.localizations[source]?.stringUnit?.value ?? key
                guard isTerm(text) else { continue }
                kinds[kind, default: []].append((key, entry, text))
            }
            for (_, terms) in kinds where terms.count >= 3 {
                for (language, keys) in wanted where terms.contains(where: { keys.contains($0.key) }) {
                    var keptKeys: [String] = []
                    var translated = 0
                    for (key, entry, text) in terms {
                        guard let value = entry.localizations[language]?.stringUnit?.value, !value.isEmpty else { continue }
                        if value == text { keptKeys.append(key) } else { translated += 1 }
                    }
                    guard keptKeys.count >= 3, keptKeys.count >= translated else { continue }
                    for key in keptKeys where keys.contains(key) { kept.insert(keptCopy(language, key)) }
                }
            }
        }
        return copyIndices(diagnostics, kept: kept)
    }

    /// The kind of term a developer comment names, folded to lower case ('Genre' → 'genre'); nil for a comment of
    /// more than ``termKindWords`` words, a sentence, or Xcode's own for an entry nobody commented.
    package static func termKind(_ comment: String) -> String? {
        let words = comment.split(whereSeparator: { $0 == " " })
        guard !words.isEmpty, words.count <= termKindWords, comment.utf8.count <= 32,
            !comment.contains(where: { $0.isNewline || ".:;?!=\"".contains($0) })
        else { return nil }
        return comment.lowercased()
    }

    /// Whether `text` reads as a term: one to ``termWords`` words, no sentence punctuation and no placeholder.
    package static func isTerm(_ text: String) -> Bool {
        let words = text.split(whereSeparator: { $0 == " " })
        return !words.isEmpty && words.count <= termWords
            && !text.contains(where: { $0.isNewline || ".:;?!%{}".contains($0) })
    }
}
