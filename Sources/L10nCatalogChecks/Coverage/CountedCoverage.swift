/// A catalog's coverage counted by one ``CatalogChecker``, kept for another checker of the same catalog to take
/// instead of counting it again: `l10n check` without a configuration counts each catalog to infer the project's
/// languages (`ProjectInit`), then checks it with those languages, which count the same when the project ships
/// the same ones.
///
///     let counted = counter.countedCoverage(catalog, file: file, project: project)
///     LanguageInference(coverage: [counted.coverage])
///     checker.unfilteredRun(catalog, file: file, project: project, counted: counted)   // counts nothing again
public struct CountedCoverage: Sendable {
    /// The coverage, as ``CatalogChecker/run(_:file:project:base:)`` gives it.
    public let coverage: CatalogCoverage
    let tally: CoverageTally
    let counter: Counter
    /// The languages of the catalog a tool filled with the source text, as far as the count asked: the check of the
    /// same catalog asks on from there instead of reading the catalog again for each.
    let filled: SourceFilledLanguages
    /// The terms the catalog's languages keep, as far as the count indexed them: the check of the same catalog
    /// takes the indexes instead of building them again.
    let keptTerms: KeptTermsInLanguage
    /// `untranslated-copy`'s decisions the count made on the units it asked about (the copies of a source text), by
    /// entry index (``CatalogContext/copyDecisions(of:)``): the check of the same file with the same settings and key
    /// pattern takes them instead of deciding those copies again.
    let copyDecisions: [Int: [[TranslationProblem]?]]
    /// The file the count was made for (whether it is a String Catalog file decides a copy).
    let file: String

    /// What decides a count besides the languages: the detail kept, and which translations are copies (taken only
    /// when neither checker has a glossary or length limits, and both tell keys by the same pattern).
    struct Counter: Sendable {
        var detail: CoverageDetail
        var countsCopies: Bool
        var copiesPattern: String?
        var plainSettings: Bool

        init(_ checker: CatalogChecker) {
            detail = checker.detail
            countsCopies = checker.copies != nil
            copiesPattern = checker.copies?.keyPattern.regularExpression
            let settings = checker.copies?.settings
            plainSettings = settings.map { $0.glossary.isEmpty && $0.lengthLimits.isEmpty } ?? true
        }

        /// Whether a count by `other` is this one's.
        func counts(like other: Counter) -> Bool {
            detail == other.detail && countsCopies == other.countsCopies && copiesPattern == other.copiesPattern
                && plainSettings && other.plainSettings
        }
    }
}

extension CoverageTally {
    /// Whether this tally counted what `other` (empty, as a checker starts it) would count: the same languages
    /// (in any order: the coverage orders them), source language, Info.plist reading and detail.
    func countsLike(_ other: CoverageTally) -> Bool {
        languages.first == other.languages.first && Set(languages) == Set(other.languages)
            && languages.count == other.languages.count && infoPlist == other.infoPlist && detail == other.detail
    }
}
