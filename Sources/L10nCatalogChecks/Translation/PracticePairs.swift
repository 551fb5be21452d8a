import XCStrings

/// The root translations ``CatalogPractice/filtered(_:catalogs:keyPattern:)`` reads a project's languages from:
/// every translation of the languages it asks about, as texts by language (for the languages' habits), and the
/// pairs of the keys its findings name, by key (a key may stand in several tables: the first table's pair of a
/// language is the one read).
///
///     let pairs = PracticePairs(catalogs: catalogs, languages: ["ko"], keys: ["osd.title"], keyPattern: .convention)
///     pairs.first(key: "osd.title", language: "ko")   // its pair in the first table that has one
///     pairs.byLanguage["ko"]                         // every Korean root translation's texts
///
/// Texts alone are kept per translation (no key, comment or other languages' table): a project's translations are
/// tens of thousands, and their full pairs, by key and by language, held 11 MB on 21 catalogs of 200 keys in 20
/// languages while the project's Swift was indexed beside them.
struct PracticePairs {
    /// What the practice reads of one translation besides its language.
    struct Texts {
        var source: String
        var translation: String
        var sourceLanguage: String
    }

    /// Each language's root translations, in catalog order.
    private(set) var byLanguage: [String: [Texts]] = [:]
    /// The root pairs of the keys asked for (their other translations left empty), in catalog order.
    private var byKey: [String: [TranslationPair]] = [:]

    /// The root pairs of `languages` in the translatable, current entries of `catalogs`; pairs kept for `keys` only.
    init(catalogs: [StringCatalog], languages: Set<String>, keys: Set<String>, keyPattern: KeyPattern) {
        for catalog in catalogs {
            for (_, entry) in catalog.entries where entry.isTranslatable && entry.extractionState != .stale
                && entry.localizations.keys.contains(where: languages.contains)
            {
                let named = keys.contains(entry.key)
                let translated = TranslationPairs.of(
                    entry, sourceLanguage: catalog.sourceLanguage, keyPattern: keyPattern, sharingOtherTranslations: false)
                for unit in translated where unit.pair.path == .root && languages.contains(unit.pair.language) {
                    let pair = unit.pair
                    if named { byKey[entry.key, default: []].append(pair) }
                    byLanguage[pair.language, default: []].append(
                        Texts(source: pair.source, translation: pair.translation, sourceLanguage: pair.sourceLanguage))
                }
            }
        }
    }

    /// The pair of `key` in `language`, from the first table that has one; nil when `key` was not asked for.
    func first(key: String, language: String) -> TranslationPair? {
        byKey[key]?.first { $0.language == language }
    }
}
