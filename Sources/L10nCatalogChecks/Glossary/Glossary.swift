import Foundation

/// The team's words: `"glossary"` in `.l10n.json`, a term and per language the translation it must have, or
/// `"*": "keep"` for a name that stays as it is in every language.
///
///     "glossary": {"Wallet": {"es": "cartera", "de": "Wallet"}, "Acme": {"*": "keep"}}
///
///     let glossary = configuration.glossary
///     glossary.terms(in: "Open your wallet")                       // [Wallet]
///     glossary.violations(source: "Open your wallet", translation: "Abre tu billetera", language: "es")
///     // [Violation(term: "Wallet", required: .translation("cartera"))]
///
/// Matching, one decision for every caller (`glossary-term`, `extract`, MCP):
/// - a term is in a source text as a whole word (or words), case-insensitively: 'Wallet' is in "Your wallet's
///   balance", not in "Wallets" nor "eWallet";
/// - a translation has a required translation when it contains it at the start of a word, case-insensitively:
///   'cartera' is in "Carteras" (a plural ending still matches), not in "subcartera";
/// - a "keep" term must appear in the translation spelled exactly as the glossary spells it (case too), or as
///   the source itself spells it, at the start of a word ('Acme' in "Acmes", not "ACME"; a source
///   "acme.com" kept as "acme.com");
/// - a language the term does not list is not checked, unless the term is "keep"; a regional language (`es-MX`)
///   takes its own entry if the term lists one, else its language's (`es`); a listed language wins over `"*"`.
public struct Glossary: Sendable, Hashable {
    /// What a term must be in one language.
    public enum Requirement: Sendable, Hashable {
        /// This translation (compared case-insensitively, at the start of a word).
        case translation(String)
        /// The term itself, unchanged.
        case keep
    }

    /// One entry of the glossary.
    public struct Term: Sendable, Hashable {
        /// The term as the source language writes it: `Wallet`.
        public var term: String
        /// The required translation per language, as the configuration lists them.
        public var translations: [(language: String, translation: String)] {
            get { storedTranslations.map { ($0.language, $0.translation) } }
            set { storedTranslations = newValue.map { LanguageTranslation(language: $0.language, translation: $0.translation) } }
        }
        /// `"*": "keep"`: the term stays as it is in every language not listed.
        public var keep: Bool
        private var storedTranslations: [LanguageTranslation]

        public init(term: String, translations: [(language: String, translation: String)] = [], keep: Bool = false) {
            self.term = term
            self.keep = keep
            storedTranslations = translations.map { LanguageTranslation(language: $0.language, translation: $0.translation) }
        }

        /// What the term must be in `language`, or nil when the glossary does not say (the language is not listed
        /// and the term is not "keep"): its own entry, else its base language's (`es` for `es-MX`), else keep.
        public func requirement(for language: String) -> Requirement? {
            if let own = storedTranslations.first(where: { $0.language.caseInsensitiveCompare(language) == .orderedSame }) {
                return .translation(own.translation)
            }
            let base = TranslationText.language(language)
            if base != language,
                let inherited = storedTranslations.first(where: { $0.language.caseInsensitiveCompare(base) == .orderedSame })
            {
                return .translation(inherited.translation)
            }
            return keep ? .keep : nil
        }

        /// The text a translation must contain for this requirement.
        public func required(_ requirement: Requirement) -> String {
            switch requirement {
            case .translation(let text): text
            case .keep: term
            }
        }

        /// For people and agents: `Wallet → cartera`, `Acme: keep as is`.
        public func guidance(for language: String) -> String? {
            switch requirement(for: language) {
            case .translation(let text)?: "'\(term)' → '\(text)'"
            case .keep?: "'\(term)': keep as is"
            case nil: nil
            }
        }
    }

    private struct LanguageTranslation: Sendable, Hashable {
        var language: String
        var translation: String
    }

    /// A term a translation does not honour.
    public struct Violation: Sendable, Hashable {
        public var term: String
        public var requirement: Requirement

        /// `the glossary wants 'cartera' for 'Wallet'` / `the glossary keeps 'Acme' as it is`.
        public var explanation: String {
            switch requirement {
            case .translation(let text): "the glossary wants '\(text)' for '\(term)'"
            case .keep: "the glossary keeps '\(term)' as it is"
            }
        }
    }

    /// The terms, in the configuration's order.
    public var terms: [Term]

    public init(terms: [Term] = []) {
        self.terms = terms
    }

    public var isEmpty: Bool { terms.isEmpty }

    /// The terms `source` contains (whole words, case-insensitive), in glossary order.
    public func terms(in source: String) -> [Term] {
        guard !terms.isEmpty else { return [] }
        return terms.filter { Self.contains($0.term, in: source, caseInsensitive: true, wholeWord: true) }
    }

    /// The terms of `source` that have a requirement in `language`, in glossary order.
    public func terms(in source: String, language: String) -> [(term: Term, requirement: Requirement)] {
        terms(in: source).compactMap { term in term.requirement(for: language).map { (term, $0) } }
    }

    /// What a translator of `source` into `language` must know, one line: `'Wallet' → 'cartera'; 'Acme': keep as
    /// is`; nil when the source holds no term with a requirement in the language.
    public func guidance(source: String, language: String) -> String? {
        let lines = terms(in: source, language: language).compactMap { $0.term.guidance(for: language) }
        return lines.isEmpty ? nil : lines.joined(separator: "; ")
    }

    /// The terms of `source` whose requirement in `language` the translation does not meet.
    public func violations(source: String, translation: String, language: String) -> [Violation] {
        terms(in: source, language: language).compactMap { term, requirement in
            let met: Bool
            switch requirement {
            case .translation(let text): met = Self.contains(text, in: translation, caseInsensitive: true, wholeWord: false)
            case .keep:
                // As the glossary spells it, or exactly as this source spells it ('boring.notch' kept as is).
                let spellings = [term.term] + Self.spellings(of: term.term, in: source)
                met = spellings.contains { Self.contains($0, in: translation, caseInsensitive: false, wholeWord: false) }
            }
            return met ? nil : Violation(term: term.term, requirement: requirement)
        }
    }

    /// Whether `word` is in `text` at the start of a word (and, with `wholeWord`, ending where a word ends).
    static func contains(_ word: String, in text: String, caseInsensitive: Bool, wholeWord: Bool) -> Bool {
        matches(of: word, in: text, caseInsensitive: caseInsensitive, wholeWord: wholeWord, all: false).first != nil
    }

    /// How `text` spells `word` where it holds it as a whole word (case-insensitively), each spelling once.
    static func spellings(of word: String, in text: String) -> [String] {
        var found: [String] = []
        for range in matches(of: word, in: text, caseInsensitive: true, wholeWord: true, all: true) {
            let spelling = String(text[range])
            if spelling != word && !found.contains(spelling) { found.append(spelling) }
        }
        return found
    }

    /// The places `word` stands in `text` at the start of a word (and, with `wholeWord`, ending where a word
    /// ends): the first only, or with `all` every one.
    private static func matches(
        of word: String, in text: String, caseInsensitive: Bool, wholeWord: Bool, all: Bool
    ) -> [Range<String.Index>] {
        guard !word.isEmpty else { return [] }
        var matches: [Range<String.Index>] = []
        let options: String.CompareOptions = caseInsensitive ? [.caseInsensitive] : [.literal]
        var searchStart = text.startIndex
        while searchStart < text.endIndex,
            let found = text.range(of: word, options: options, range: searchStart..<text.endIndex)
        {
            let startsWord = found.lowerBound == text.startIndex || !isWordCharacter(text[text.index(before: found.lowerBound)])
                || !isWordCharacter(word[word.startIndex])
            let endsWord = !wholeWord || found.upperBound == text.endIndex || !isWordCharacter(text[found.upperBound])
                || !isWordCharacter(word[word.index(before: word.endIndex)])
            if startsWord && endsWord {
                matches.append(found)
                if !all { break }
            }
            searchStart = text.index(after: found.lowerBound)
        }
        return matches
    }

    /// Letters, digits and marks make words; spaces, punctuation and symbols part them.
    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
            || character.unicodeScalars.first.map { $0.properties.generalCategory == .nonspacingMark } == true
    }
}
