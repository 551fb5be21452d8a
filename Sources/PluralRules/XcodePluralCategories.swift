/// The plural categories Xcode's "Vary by Plural" creates in a String Catalog, where they differ from CLDR 48.
///
/// Source: observed in a catalog exported with `xcodebuild -exportLocalizations` (2026), recorded in the project's
/// shared data notes (`../shared/cldr/README.md`, table "What Xcode generates"). Xcode creates the categories of an
/// older CLDR:
///
/// | language | Xcode creates | CLDR 48 |
/// |---|---|---|
/// | es, fr, it, pt (pt-BR, pt-PT), ca | one, other | one, many, other (`many` = 1000000, 1c6 …) |
/// | he | one, two, many, other | one, two, other (`many` dropped in CLDR 42) |
/// | every other language | CLDR 48's categories | |
///
/// Keyed by language, so every region and script of the language follows it (pt-BR and pt-PT alike).
/// At run time Foundation picks the CLDR category of the OS's ICU and falls back to `other` when the catalog lacks
/// it. Xcode has no ordinal variation: for ordinal rules this table does not apply.
enum XcodePluralCategories {
    static let differingFromCLDR: [String: [PluralCategory]] = [
        "es": [.one, .other],
        "fr": [.one, .other],
        "it": [.one, .other],
        "pt": [.one, .other],
        "ca": [.one, .other],
        "he": [.one, .two, .many, .other],
    ]

    /// What Xcode creates for `identifier`, given CLDR's categories for it.
    static func categories(for identifier: String, cldr: [PluralCategory]) -> [PluralCategory] {
        guard let language = PluralLocale.canonicalLanguage(of: identifier),
            let xcode = differingFromCLDR[language]
        else { return cldr }
        return xcode
    }
}
