import L10nFiles
import XCStrings

/// Which languages of one catalog a tool filled with the source text: half or more of their string units, ten at
/// least, are their entry's source text unchanged (Zap's `af`, `ka` and `zh-Hant`: all 294 strings English). Their
/// copies say nothing of what translators keep (``UntranslatedCopyRule``). Counted once per language and catalog,
/// shared by the checker's slices (each asks from its own thread), on the bytes of the values: no word is read.
///
///     let filled = SourceFilledLanguages(catalog)
///     filled.contains("af")   // true: every string is the English
final class SourceFilledLanguages: Sendable {
    private let catalog: StringCatalog
    private let decided = Locked<[String: Bool]>([:])

    /// ``CatalogEntry/isTranslatable`` of each entry, by index, read once for every language asked about (reading
    /// an entry's comment for a 'do not translate' each time was half a language's count).
    private let translatable = Locked<[Bool]?>(nil)

    init(_ catalog: StringCatalog) { self.catalog = catalog }

    /// ``CatalogEntry/isTranslatable`` of each entry, by index.
    private func translatableFlags() -> [Bool] {
        translatable.withLock { flags in
            if let flags { return flags }
            let read = catalog.entries.values.map(\.isTranslatable)
            flags = read
            return read
        }
    }

    /// Whether `language` is filled with the source text.
    func contains(_ language: String) -> Bool {
        if let known = decided.withLock({ $0[language] }) { return known }
        let source = catalog.sourceLanguage
        var total = 0
        var copies = 0
        let translatable = translatableFlags()
        for (index, entry) in catalog.entries.values.enumerated() where translatable[index] {
            guard let localization = entry.localizations[language] else { continue }
            if let unit = localization.stringUnit, localization.variations == nil, localization.substitutions == nil {
                // Most entries: one value each side.
                total += 1
                let original = entry.localizations[source]?.stringUnit?.value ?? entry.key
                if unit.value == original { copies += 1 }
                continue
            }
            var originals: [VariantPath: String] = [:]
            entry.localizations[source]?.forEachStringUnit { path, unit in originals[path] = unit.value }
            localization.forEachStringUnit { path, unit in
                total += 1
                if unit.value == (originals[path] ?? entry.key) { copies += 1 }
            }
        }
        let filled = total >= 10 && copies * 2 >= total
        decided.withLock { $0[language] = filled }
        return filled
    }

    private let keepingShortTerms = Locked<[String: Bool]>([:])

    /// Whether `language`'s translators keep short interface terms as the source writes them while they translate
    /// the sentences: twenty or more of its texts of three words or fewer, a third of them or more, are their source
    /// unchanged, and one in twenty of its longer texts at most (Co-ML's Hindi: 54 of 123 short texts, 1 of 51 longer
    /// ones — 'Back', 'Reset', 'Settings' kept in English on purpose). A tool that fills a language with the source
    /// copies long texts too. Asked of String Catalogs alone, whose states say a copy was marked translated: a
    /// `.strings` table's copies say nothing of a decision (phyphox's German 'arb. unit', which 19 other languages
    /// translate, beside its many unit symbols).
    ///
    ///     filled.keepsShortTerms("hi")   // true for Co-ML's catalog
    func keepsShortTerms(_ language: String) -> Bool {
        if let known = keepingShortTerms.withLock({ $0[language] }) { return known }
        let source = catalog.sourceLanguage
        var short = 0, shortCopies = 0, long = 0, longCopies = 0
        let translatable = translatableFlags()
        for (index, entry) in catalog.entries.values.enumerated() where translatable[index] {
            guard let localization = entry.localizations[language], let unit = localization.stringUnit,
                localization.variations == nil, localization.substitutions == nil, unit.state != .new
            else { continue }
            let original = entry.localizations[source]?.stringUnit?.value ?? entry.key
            guard original.contains(where: \.isLetter) else { continue }
            let isCopy = unit.value == original
            if original.split(separator: " ").count <= 3 {
                short += 1
                if isCopy { shortCopies += 1 }
            } else {
                long += 1
                if isCopy { longCopies += 1 }
            }
        }
        let keeps = shortCopies >= 20 && shortCopies * 3 >= short && long >= 10 && longCopies * 20 <= long
        keepingShortTerms.withLock { $0[language] = keeps }
        return keeps
    }
}
