import L10nCatalogChecks
import L10nDiagnostics
import L10nSourceParsing

/// What a check found: the diagnostics to report, the summary, and the failures that stopped it.
public struct CheckOutcome: Sendable {
    /// Reported diagnostics: configured severities applied, baseline removed, in report order.
    public var diagnostics: [Diagnostic]
    /// Every diagnostic before the baseline (what `--write-baseline` records), in report order.
    public var allDiagnostics: [Diagnostic]
    /// How many diagnostics the baseline hid.
    public var hiddenByBaseline: Int
    /// Baseline entries for the files checked that no finding matched any more (see ``baselineNote``).
    public var unmatchedBaselineEntries: Int
    public var summary: ReportSummary
    /// Every catalog found, in check order, with its coverage (or, when it could not be read, its failure);
    /// ``summary`` holds the readable ones' progress.
    public var coverage: [CatalogCoverage] = []
    /// The file each table and document file's findings count for in the coverage (``CatalogCoverage/file``):
    /// a table's files count for the table, an Interface Builder document's tables for the document.
    public var coveredFiles: [String: String] = [:]
    /// One-line reasons the run itself failed (`path:line:column: error: …`); non-empty means exit status 2.
    public var failures: [String]
    /// `layout-direction`'s places in an app that ships no right-to-left language, as one note (``LayoutDirectionNotes``):
    /// nobody sees them yet, so `check` says it once below its summary instead of among the findings; `check --explain`
    /// on its line lists them. Nil when there is none, or when the configuration sets the rule's level.
    public var layoutNote: Diagnostic?
    /// The catalog keys the Swift sources use, where (recorded when catalogs were checked with sources, for
    /// `unused-key`); empty otherwise.
    public var keyReferences: [KeyReference] = []
    /// Every language the project ships: the required ones and every one a catalog checked has.
    public var shippedLanguages: Set<String> = []
    /// How the catalogs' translators treat abbreviated units, as the lint read it (``CatalogPractice/units(in:)``).
    public var unitPractice = UnitPractice()
    /// The Swift files linted, in path order.
    public var sourceFiles: [String] = []
    /// The hardcoded strings of apps of the project that ship no table (``UnlocalizedApps``), whose findings went:
    /// still the project's hardcoded text for ``HardcodedTextPractice``.
    public var unlocalizedAppStrings = 0
    /// The catalogs checked, as shown.
    public var catalogFiles: [String] = []
    /// Where each key of the checked catalogs stands (stale keys left out), for `unused-key`.
    var keySites: [String: [CheckRun.KeySite]] = [:]
    /// True when the findings went to the request's ``CheckRequest/stream`` as the check ran: ``diagnostics`` and
    /// ``allDiagnostics`` are then empty, and ``summary`` counts what was streamed.
    public var streamed = false

    public init(
        diagnostics: [Diagnostic] = [], allDiagnostics: [Diagnostic] = [], hiddenByBaseline: Int = 0,
        unmatchedBaselineEntries: Int = 0, summary: ReportSummary = ReportSummary(), failures: [String] = []
    ) {
        self.diagnostics = diagnostics
        self.allDiagnostics = allDiagnostics
        self.hiddenByBaseline = hiddenByBaseline
        self.unmatchedBaselineEntries = unmatchedBaselineEntries
        self.summary = summary
        self.failures = failures
    }

    /// The line printed on standard error after the summary when the baseline is out of date, or nil. It never
    /// fails the run.
    ///
    ///     note: 3 baseline entries no longer match; rewrite it with --write-baseline
    public var baselineNote: String? {
        switch unmatchedBaselineEntries {
        case 0: nil
        case 1: "note: 1 baseline entry no longer matches; rewrite it with --write-baseline"
        case let count: "note: \(count) baseline entries no longer match; rewrite it with --write-baseline"
        }
    }

    /// 2 when the run failed, 1 when it found errors (or warnings under `strict`), else 0. Notes never fail.
    public func exitStatus(strict: Bool) -> Int32 {
        if !failures.isEmpty { return 2 }
        if summary.counts.errors > 0 { return 1 }
        if strict && summary.counts.warnings > 0 { return 1 }
        return 0
    }
}
