import XCStrings

/// Small catalogs built in code for the merge tests: `catalog(entry("home.title", ["es": "Inicio"]))`.
enum MergeFixtures {
    static func unit(_ value: String, _ state: TranslationState = .translated) -> StringUnit {
        StringUnit(state: state, value: value)
    }

    /// A plain localization.
    static func plain(_ value: String, _ state: TranslationState = .translated) -> Localization {
        Localization(stringUnit: unit(value, state))
    }

    /// A localization varying by plural: `plural(["one": "%lld archivo", "other": "%lld archivos"])`.
    static func plural(_ cases: KeyValuePairs<String, String>) -> Localization {
        Localization(variations: Variations(plural: KeyedList(cases.map { ($0.key, Variation(stringUnit: unit($0.value))) })))
    }

    static func entry(
        _ key: String, _ localizations: KeyValuePairs<String, Localization> = [:], comment: String? = nil
    ) -> CatalogEntry {
        CatalogEntry(key: key, comment: comment, localizations: KeyedList(localizations.map { ($0.key, $0.value) }))
    }

    static func entry(_ key: String, _ values: KeyValuePairs<String, String>, comment: String? = nil) -> CatalogEntry {
        CatalogEntry(key: key, comment: comment, localizations: KeyedList(values.map { ($0.key, plain($0.value)) }))
    }

    static func catalog(_ entries: CatalogEntry..., version: String = "1.0") -> StringCatalog {
        StringCatalog(sourceLanguage: "en", version: version, entries: KeyedList(entries.map { ($0.key, $0) }))
    }

    /// Reads a catalog written as JSON text (positions recorded, as from a file).
    static func parse(_ text: String, path: String = "test.xcstrings") throws -> StringCatalog {
        try StringCatalog(bytes: Array(text.utf8), path: path)
    }

    static func text(_ catalog: StringCatalog) -> String {
        String(decoding: catalog.canonicalBytes(), as: UTF8.self)
    }
}
