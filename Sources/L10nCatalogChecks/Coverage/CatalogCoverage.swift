import L10nDiagnostics

/// Coverage of one catalog: every language it is shown in, or why it could not be read.
///
///     let coverage = CatalogChecker(languages: ["es"]).run(catalog, file: "Localizable.xcstrings").coverage
///     coverage.languages.map { "\($0.language) \($0.percent)%" }   // ["en 100%", "es 66%", "fr 12%"]
public struct CatalogCoverage: Sendable, Hashable {
    /// The catalog's path as the user gave it (the same spelling as in diagnostics).
    public var file: String
    /// nil when the catalog could not be read.
    public var sourceLanguage: String?
    /// The source language, the other required languages, then every other language the catalog has,
    /// alphabetically.
    public var languages: [LanguageCoverage]
    /// The `path:line:column: error: …` line when the catalog could not be read.
    public var failure: String?

    public init(file: String, sourceLanguage: String?, languages: [LanguageCoverage], failure: String? = nil) {
        self.file = file
        self.sourceLanguage = sourceLanguage
        self.languages = languages
        self.failure = failure
    }

    /// A catalog that could not be read, with the error `check` gives.
    public static func unreadable(_ file: String, failure: String) -> CatalogCoverage {
        CatalogCoverage(file: file, sourceLanguage: nil, languages: [], failure: failure)
    }

    /// Keys that need translating (those counted in the source language).
    public var keys: Int { languages.first?.total ?? 0 }

    /// The coverage of `language`, if the catalog is shown in it.
    public subscript(language: String) -> LanguageCoverage? { languages.first { $0.language == language } }

    /// Translated / total per language, for `check`'s summary.
    public var progress: ReportSummary.CatalogProgress {
        ReportSummary.CatalogProgress(
            file: file,
            languages: languages.map {
                ReportSummary.LanguageProgress(language: $0.language, translated: $0.translated, total: $0.total)
            })
    }
}
