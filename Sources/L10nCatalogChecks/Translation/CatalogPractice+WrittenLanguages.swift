import XCStrings

extension CatalogPractice {
    /// The languages the project's tables are written in, each language once (`en-GB` is `en`): in each catalog, the
    /// languages with values of their own, where a language whose values copy another's (weg-li's `en.lproj`, a copy
    /// of the German source table) is that one, and a source language with no values of its own is written by its
    /// keys when they are text (`"Cancel" = "Abbrechen";`) and by none when they are identifiers
    /// (`"report.alert.title"`). Catalogs with fewer than ten values say nothing.
    ///
    ///     CatalogPractice.writtenLanguages(in: [wegliTables])   // ["de"]: the app ships German alone
    ///
    /// With `limit`, the catalogs are read only until more than `limit` languages are found: then some of them
    /// (more than `limit`), not all (``OneLanguageTables`` asks whether there is one, and most projects show two in
    /// their first catalog: the rest, each catalog's values by language, is not read).
    public static func writtenLanguages(in catalogs: [StringCatalog], limit: Int = .max) -> Set<String> {
        var written = Set<String>()
        for catalog in catalogs where written.count <= limit {
            var values: [String: [String: String]] = [:]
            var count = 0
            for (key, entry) in catalog.entries where entry.isTranslatable {
                for (language, localization) in entry.localizations {
                    guard let value = localization.stringUnit?.value, !value.isEmpty else { continue }
                    values[language, default: [:]][key] = value
                    count += 1
                }
            }
            guard count >= 10 else { continue }
            let source = catalog.sourceLanguage
            if values[source] == nil {
                let keys = catalog.entries.keys
                let textKeys = keys.lazy.filter { $0.contains(" ") }.count
                if textKeys * 2 >= keys.count {
                    values[source] = Dictionary(uniqueKeysWithValues: keys.map { ($0, $0) })
                }
            }
            // The source first, then the others by name: a copy is counted as the language it copies.
            let languages = [source].filter { values[$0] != nil } + values.keys.filter { $0 != source }.sorted()
            var kept: [String] = []
            for language in languages {
                let own = values[language] ?? [:]
                let copies = kept.contains { other in Self.copies(own, values[other] ?? [:]) }
                if !copies { kept.append(language) }
            }
            for language in kept { written.insert(TranslationText.language(language)) }
        }
        return written
    }

    /// Whether the values `own` (by key) copy `theirs`: at least ten keys in both, nine in ten of them with the same
    /// value. A table that holds more keys than the other (3dollar's `ko.lproj`, its `en.lproj` and forty more) still
    /// copies it.
    ///
    ///     CatalogPractice.copies(wegliEnglish, wegliGerman)   // true: the English table is the German one
    public static func copies(_ own: [String: String], _ theirs: [String: String]) -> Bool {
        var shared = 0
        var same = 0
        for (key, value) in own {
            guard let their = theirs[key] else { continue }
            shared += 1
            if their == value { same += 1 }
        }
        return shared >= 10 && same * 10 >= shared * 9
    }
}
