import L10nDiagnostics
import L10nSourceParsing
import XCStrings

extension CatalogPractice {
    /// `diagnostics` (a whole project's) without the `missing-translation` findings of a name or term the language
    /// keeps as the source writes it: the fallback shows what the language shows anyway.
    ///
    /// - the same text is kept, unchanged, in the language's translation of another entry (FSNotes's 'Host',
    ///   missing in German where the Mac table keeps 'Host:' as 'Host:');
    /// - or the table's other names are all kept unchanged by the language, two or more of them, and none is
    ///   translated (Shifty's 'Edge' and 'Brave', missing in French where 'Chrome', 'Opera' and 'Vivaldi' are kept);
    /// - or the text is a name of no English word (``isBrand(_:)``) and the language keeps two or more of the table's
    ///   others unchanged, twice as many as it changes (VVTerm's 'Cloudflare', where all twelve languages keep
    ///   'Bonjour' and 'GitHub'; Thai and Chinese write 'Ethernet' their way).
    ///
    /// A finding of one key several languages lack (``UntranslatedKeyGroups``) goes when every language it names keeps it.
    ///
    /// A name is one or two capitalised words, none of them an interface word languages translate (``UntranslatedCopyRule``'s
    /// common words: 'Settings' missing is a gap, whatever else the language keeps).
    ///
    ///     CatalogPractice.withoutKeptNames(diagnostics, catalogs: catalogs)
    public static func withoutKeptNames(_ diagnostics: [Diagnostic], catalogs: [StringCatalog]) -> [Diagnostic] {
        let missing = MissingTranslationRule.description.id
        var wanted: [String: Set<String>] = [:]
        for diagnostic in diagnostics where diagnostic.ruleID == missing {
            guard let key = diagnostic.key else { continue }
            for language in Self.languages(of: diagnostic) { wanted[key, default: []].insert(language) }
        }
        guard !wanted.isEmpty else { return diagnostics }
        var kept = Set<String>()  // keptCopy(language, key)
        let languages = Set(wanted.values.joined())
        // Per language: the normalized source texts it keeps unchanged anywhere.
        var keptTexts: [String: Set<String>] = [:]
        for catalog in catalogs {
            let source = catalog.sourceLanguage
            // Per language, in this table: names kept unchanged and names translated; and of those, the names of no
            // English word (``EnglishWords/isNameOnly(_:)``: 'Discord', 'GitHub', 'Bonjour').
            var keptNames: [String: Int] = [:]
            var translatedNames = Set<String>()
            var keptBrands: [String: Int] = [:]
            var changedBrands: [String: Int] = [:]
            for (key, entry) in catalog.entries {
                let text = entry.localizations[source]?.stringUnit?.value ?? key
                let normalized = Self.normalizedName(text)
                for (language, localization) in entry.localizations where language != source && languages.contains(language) {
                    guard let value = localization.stringUnit?.value, !value.isEmpty else { continue }
                    if value == text {
                        keptTexts[language, default: []].insert(normalized)
                        if Self.isName(text) {
                            keptNames[language, default: 0] += 1
                            if Self.isBrand(text) { keptBrands[language, default: 0] += 1 }
                        }
                    } else if Self.isName(text) {
                        translatedNames.insert(language)
                        if Self.isBrand(text) { changedBrands[language, default: 0] += 1 }
                    }
                }
            }
            for (key, entry) in catalog.entries {
                guard let languagesMissing = wanted[key] else { continue }
                let text = entry.localizations[source]?.stringUnit?.value ?? key
                guard Self.isName(text) else { continue }
                for language in languagesMissing where entry.localizations[language]?.hasContent != true {
                    // A name of no English word where the language keeps the table's others as written (VVTerm's
                    // 'Cloudflare', missing in twelve languages that all keep 'Discord', 'GitHub' and 'Bonjour').
                    let keepsBrands = Self.isBrand(text) && (keptBrands[language] ?? 0) >= 2
                        && (changedBrands[language] ?? 0) * 2 <= (keptBrands[language] ?? 0)
                    if keptTexts[language]?.contains(Self.normalizedName(text)) == true
                        || ((keptNames[language] ?? 0) >= 2 && !translatedNames.contains(language)) || keepsBrands
                    {
                        kept.insert(keptCopy(language, key))
                    }
                }
            }
        }
        // A text kept in a table read after this one's counts too.
        for (key, languagesMissing) in wanted {
            for language in languagesMissing where keptTexts[language]?.contains(Self.normalizedName(key)) == true {
                kept.insert(keptCopy(language, key))
            }
        }
        guard !kept.isEmpty else { return diagnostics }
        return diagnostics.filter { diagnostic in
            guard diagnostic.ruleID == missing, let key = diagnostic.key else { return true }
            let languages = Self.languages(of: diagnostic)
            return languages.isEmpty || !languages.allSatisfy { kept.contains(keptCopy($0, key)) }
        }
    }

    /// The languages a `missing-translation` finding names: its own, or those of one key several languages lack
    /// (``UntranslatedKeyGroups``, whose text lists them: `untranslated in de, fr, ja`).
    static func languages(of diagnostic: Diagnostic) -> [String] {
        if let language = diagnostic.language { return [language] }
        return UntranslatedKeyGroups.languages(of: diagnostic)
    }

    /// A ``isName(_:)`` name none of whose words is English, in letters that have a lower case (`Cloudflare`,
    /// `GitHub`; not the acronym `SYS`, nor `Ctrl`, which German writes `Strg`: a key's name).
    static func isBrand(_ text: String) -> Bool {
        let name = normalizedName(text)
        guard isName(name), name.contains(where: \.isLowercase), name.count >= 5 else { return false }
        return EnglishWords.isNameOnly(name)
    }

    /// The text without a label's colon and the spaces around it: 'Host:' and 'Host' are one term.
    static func normalizedName(_ text: String) -> String {
        var trimmed = Substring(text).drop { $0 == " " }
        while let last = trimmed.last, last == " " || last == ":" || last == "：" { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }

    /// One or two words, each capitalised (letters, digits, '-', '.'), none an interface word languages translate.
    static func isName(_ text: String) -> Bool {
        let words = normalizedName(text).split(separator: " ")
        guard (1...2).contains(words.count) else { return false }
        return words.allSatisfy { word in
            guard let first = word.first, first.isUppercase else { return false }
            guard word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." }) else { return false }
            return !UntranslatedCopyRule.commonWords.contains(word.lowercased())
        }
    }
}
