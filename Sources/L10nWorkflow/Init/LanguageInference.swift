import L10nCatalogChecks

/// The source language and the required languages of a project, as `l10n init` infers them from its catalogs'
/// coverage: a language is required when at least ``requiredShare`` of the keys it needs are translated (state
/// `translated` or a complete set of variations) over all catalogs; the others are in progress, not required.
/// Strings that need review do not count as translated: `check` reports them for a required language.
///
///     let inferred = LanguageInference(coverage: outcome.coverage)
///     inferred.source      // "en"
///     inferred.required    // [en 204/204, de 204/204, ar 194/204 …]
///     inferred.inProgress  // [fr 105/353]
public struct LanguageInference: Sendable {
    /// A language is required from this share of its keys translated on (90 %): nearly complete, so the few
    /// missing keys are findings the team fixes, while a language half done stays out until the team adds it.
    public static let requiredShare = 0.90

    /// The source language most keys have (the catalogs' `sourceLanguage`).
    public var source: String?
    /// Source languages other catalogs declare, when they differ.
    public var otherSources: [String]
    /// The source language first, then every language at or above ``requiredShare``, most complete first.
    public var required: [LanguageCoverage]
    /// The languages below it, most complete first.
    public var inProgress: [LanguageCoverage]
    /// Regional variants of the source language (`en-GB` beside `en`): a key they lack is looked up in the source
    /// language, as Foundation falls back from `en-GB` to `en`, so such a table holds only what differs (`colour`)
    /// and is never required, whatever its share.
    public var fallbacks: [LanguageCoverage] = []

    /// Infers from the coverage of every readable catalog (each counted in every language the project ships, as
    /// ``ProjectLanguages`` counts them).
    public init(coverage catalogs: [CatalogCoverage]) {
        var sources: [String: Int] = [:]
        var totals: [String: LanguageCoverage] = [:]
        var order: [String] = []
        for catalog in catalogs where catalog.failure == nil && !CatalogContext.isInfoPlist(catalog.file) {
            if let source = catalog.sourceLanguage { sources[source, default: 0] += catalog.keys }
            for language in catalog.languages {
                if totals[language.language] == nil {
                    totals[language.language] = LanguageCoverage(language: language.language, role: .other)
                    order.append(language.language)
                }
                totals[language.language]!.add(language)
            }
        }
        let ranked = sources.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        source = ranked.first?.key
        otherSources = ranked.dropFirst().map(\.key)
        required = []
        inProgress = []
        let byCompleteness = order.compactMap { totals[$0] }.sorted {
            $0.fraction != $1.fraction ? $0.fraction > $1.fraction : $0.language < $1.language
        }
        for var language in byCompleteness {
            if language.language == source {
                language.role = .source
                required.insert(language, at: 0)
            } else if let source, Self.isRegionalVariant(language.language, of: source) {
                fallbacks.append(language)
            } else if language.total > 0 && language.fraction >= Self.requiredShare {
                language.role = .required
                required.append(language)
            } else {
                inProgress.append(language)
            }
        }
    }

    /// Makes the languages of the built-in house convention (``L10nConfiguration/defaultLanguages``: English
    /// first, Spanish required) required where the catalogs hold them, for a project whose keys follow that
    /// convention (`feature.screen.element`): such a team works by those rules, so its Spanish is required even
    /// while it is short of the share or awaits review, and `check` reports what is missing or unreviewed.
    ///
    ///     var inferred = LanguageInference(coverage: coverage)   // es 0/1, its one string needs review
    ///     inferred.requireHouseLanguages()
    ///     inferred.requiredCodes                                 // ["en", "es"]
    public mutating func requireHouseLanguages() {
        for code in L10nConfiguration.defaultLanguages where code != source {
            guard let index = inProgress.firstIndex(where: { $0.language == code }) else { continue }
            var language = inProgress.remove(at: index)
            language.role = .required
            required.append(language)
            houseLanguages.append(code)
        }
    }

    /// Whether `language` is `source` with a region or script after it (`en-GB`, `en-US` of `en`): Foundation looks up
    /// what it lacks in `source`.
    ///
    ///     LanguageInference.isRegionalVariant("en-GB", of: "en")     // true
    ///     LanguageInference.isRegionalVariant("es-419", of: "en")    // false
    static func isRegionalVariant(_ language: String, of source: String) -> Bool {
        language.contains(where: { $0 == "-" || $0 == "_" })
            && TranslationText.language(language) == TranslationText.language(source)
    }

    /// The languages ``requireHouseLanguages()`` made required (below the share).
    public private(set) var houseLanguages: [String] = []

    /// The codes for `languages` in `.l10n.json`: the source language first.
    public var requiredCodes: [String] { required.map(\.language) }
}
