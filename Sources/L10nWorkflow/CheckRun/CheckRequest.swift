import L10nCatalogChecks
import L10nDiagnostics

/// What `l10n check` was asked to do, once arguments and configuration are read.
///
///     let request = CheckRequest(paths: ["App"], configuration: loaded.configuration, currentDirectory: cwd)
///     let outcome = CheckRun.run(request)
public struct CheckRequest: Sendable {
    /// Catalogs or folders as the user typed them; empty means the configuration's `catalogs`, else `.`.
    public var paths: [String]
    /// `--languages`, overriding the configuration's `languages`.
    public var languages: [String]?
    public var configuration: L10nConfiguration
    /// The absolute current folder: relative paths are taken from it, and output paths are relative to it.
    public var currentDirectory: String
    /// Findings to hide (`--baseline`).
    public var baseline: Baseline?
    /// Where the Swift lint's findings may go while the check runs, each file's in report order, one call at a
    /// time from the lint's threads. The check uses it when nothing can come between them in the report: no
    /// catalog was found and no baseline is set (the outcome's ``CheckOutcome/streamed`` tells). nil: the
    /// findings come in the outcome.
    public var stream: (@Sendable ([Diagnostic]) -> Void)?
    /// What the catalogs' coverage records besides the counts (`report` asks for more than `check`'s summary).
    public var coverageDetail: CoverageDetail = .summary
    /// Whether many `untranslated-copy` findings in one language and file are one finding with their count
    /// (``SourceCopyGroups``); `check --explain` on a catalog turns it off to list them.
    public var groupsSourceCopies = true
    /// The git revision `source-changed` compares the catalogs with: `--new-since REF`'s, else nil (then the
    /// configuration's `base`, see ``sourceBase``).
    public var gitBase: String?
    /// What this check keeps for the same check run again with `englishKeys` set, or takes from the first
    /// (``CheckReuse``): the caller promises the two requests differ in nothing else.
    public var reuse: CheckReuse?
    /// Catalogs read already (by the inference of a check without a configuration): taken instead of reading
    /// their files again (``ReadCatalogs``).
    public var readCatalogs: ReadCatalogs?
    /// The Swift files' walk and the index pass, started before the configuration was settled (``LintHeadStart``):
    /// taken when they are this check's.
    public var headStart: LintHeadStart?

    public init(
        paths: [String] = [], languages: [String]? = nil, configuration: L10nConfiguration = L10nConfiguration(),
        currentDirectory: String, baseline: Baseline? = nil
    ) {
        self.paths = paths
        self.languages = languages
        self.configuration = configuration
        self.currentDirectory = currentDirectory
        self.baseline = baseline
    }

    /// The required languages in effect.
    public var effectiveLanguages: [String] { languages ?? configuration.languages }

    /// The git revision `source-changed` compares with: `--new-since`'s, else the configuration's `base`, else nil.
    public var sourceBase: String? { gitBase ?? configuration.base }
}
