import L10nCatalogChecks
import L10nDiagnostics
import L10nSourceParsing

/// What `l10n report` shows: every catalog's coverage per language, the totals per language over all catalogs,
/// and the findings `check` gives, counted by rule. Rendered by ``rendered(as:)``.
///
///     let report = CoverageReport.run(CheckRequest(paths: ["App"], currentDirectory: cwd), toolVersion: "0.1.0")
///     report.languages.map { "\($0.language) \($0.percent)%" }   // ["en 100%", "es 66%", "fr 12%"]
///     print(report.rendered(as: .markdown))
///
/// The numbers are `check`'s: the same discovery, configuration and languages, and the same definition of what a
/// language needs (``TranslationNeeds``), so `report`'s translated/total is `check`'s summary, and its strings to
/// translate are the units `extract --language` exports.
public struct CoverageReport: Sendable {
    /// Every catalog found, in check order; unreadable ones carry their ``CatalogCoverage/failure``.
    public var catalogs: [CatalogCoverage]
    /// Per language over all readable catalogs (a language counts in the catalogs that show it): source
    /// languages first, then the required languages, then the others alphabetically. No samples.
    public var languages: [LanguageCoverage]
    /// The required languages (configuration or `--languages`), as given.
    public var requiredLanguages: [String]
    /// Findings by rule, errors first.
    public var findings: [RuleFindings]
    /// Findings by severity.
    public var counts: ReportSummary.SeverityCounts
    /// Findings by severity in each catalog, by path.
    public var catalogCounts: [String: ReportSummary.SeverityCounts]
    /// Catalogs and Swift files read.
    public var filesScanned: Int
    /// Swift files linted.
    public var sourceFiles: Int
    /// Why the run failed (`path:line:column: error: …`), in order; non-empty means exit status 2.
    public var failures: [String]
    /// `l10n`'s version, shown in the report.
    public var toolVersion: String
    /// Where the Swift code uses each key (by key; sorted, each place once): the references `check` records.
    public var usages: [String: [SourceLocation]] = [:]

    public init(
        catalogs: [CatalogCoverage], requiredLanguages: [String], findings: [RuleFindings] = [],
        counts: ReportSummary.SeverityCounts = .init(), catalogCounts: [String: ReportSummary.SeverityCounts] = [:],
        filesScanned: Int = 0, sourceFiles: Int = 0, failures: [String] = [], toolVersion: String
    ) {
        self.catalogs = catalogs
        self.requiredLanguages = requiredLanguages
        self.languages = Self.totals(catalogs, required: requiredLanguages)
        self.findings = findings
        self.counts = counts
        self.catalogCounts = catalogCounts
        self.filesScanned = filesScanned
        self.sourceFiles = sourceFiles
        self.failures = failures
        self.toolVersion = toolVersion
    }

    /// Runs `check` for the request (with the coverage detail a report shows) and reports it.
    public static func run(_ request: CheckRequest, toolVersion: String) -> CoverageReport {
        var request = request
        request.coverageDetail = .report
        let outcome = CheckRun.run(request)
        let catalogFiles = Set(outcome.coverage.map(\.file))
        // A table's findings count for its table, an Interface Builder table's for its document.
        func counted(_ file: String) -> String { outcome.coveredFiles[file] ?? file }
        let catalogCounts = Dictionary(
            grouping: outcome.diagnostics.lazy.filter { catalogFiles.contains(counted($0.location.file)) }
        ) {
            counted($0.location.file)
        }.mapValues(ReportSummary.SeverityCounts.init(counting:))
        var report = CoverageReport(
            catalogs: outcome.coverage, requiredLanguages: request.effectiveLanguages,
            findings: RuleFindings.tally(outcome.diagnostics, rules: CheckRun.ruleDescriptions),
            counts: outcome.summary.counts, catalogCounts: catalogCounts, filesScanned: outcome.summary.filesScanned,
            sourceFiles: outcome.sourceFiles.count, failures: outcome.failures, toolVersion: toolVersion)
        report.usages = usages(of: outcome.keyReferences)
        return report
    }

    /// Each key's places in the code, sorted, once each; references built by interpolation are left out (their
    /// key is a pattern, not the catalog's key).
    static func usages(of references: [KeyReference]) -> [String: [SourceLocation]] {
        var places: [String: Set<SourceLocation>] = [:]
        for reference in references where !reference.hasInterpolation {
            places[reference.key, default: []].insert(reference.location)
        }
        return places.mapValues { $0.sorted() }
    }

    /// The catalogs that could be read.
    public var readableCatalogs: [CatalogCoverage] { catalogs.filter { $0.failure == nil } }

    /// Keys that need translating, over all readable catalogs.
    public var keys: Int { readableCatalogs.reduce(0) { $0 + $1.keys } }

    /// Adds up each language over the catalogs.
    static func totals(_ catalogs: [CatalogCoverage], required: [String]) -> [LanguageCoverage] {
        var byLanguage: [String: LanguageCoverage] = [:]
        var sources: [String] = []
        for catalog in catalogs where catalog.failure == nil {
            if let source = catalog.sourceLanguage, !sources.contains(source) { sources.append(source) }
            for language in catalog.languages {
                byLanguage[language.language, default: LanguageCoverage(language: language.language, role: .other)]
                    .add(language)
            }
        }
        var order = sources
        for language in required where !order.contains(language) { order.append(language) }
        order += byLanguage.keys.filter { !order.contains($0) }.sorted()
        return order.compactMap { language in
            guard var total = byLanguage[language] else { return nil }
            total.role = sources.contains(language) ? .source : required.contains(language) ? .required : .other
            return total
        }
    }
}
