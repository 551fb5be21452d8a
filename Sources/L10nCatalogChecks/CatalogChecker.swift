import Foundation
import L10nDiagnostics
import L10nFiles
import XCStrings

/// Runs catalog rules over every entry of a catalog and measures its coverage.
///
///     let checker = CatalogChecker(rules: CatalogRules.all, languages: ["en", "es"])
///     let findings = checker.check(catalog, file: "Localizable.xcstrings")
///
/// Findings carry each rule's default severity, in no particular order. Large catalogs are checked on every
/// core, in contiguous slices of entries.
public struct CatalogChecker: Sendable {
    public var rules: [any CatalogRule.Type]
    /// Required languages (the source language is always added).
    public var languages: [String]
    public var keyPattern: KeyPattern { didSet { copiesMatchRules = false } }
    /// What the coverage records besides the counts (``CoverageDetail/summary`` for `check`).
    public var detail: CoverageDetail
    /// The team uses English text as keys: `key-convention` leaves text keys alone.
    public var englishKeys: Bool
    /// What the translation rules read from `.l10n.json`.
    public var translationSettings: TranslationRuleSettings { didSet { copiesMatchRules = false } }
    /// Tells translations that are their source text unchanged, which the coverage does not count as translated:
    /// by default when `untranslated-copy` is among ``rules``, with its settings and key pattern; nil: copies count.
    public var copies: SourceCopies? { didSet { copiesMatchRules = false } }
    /// Whether ``copies`` decides with ``translationSettings`` and ``keyPattern`` (as `init` sets it): the coverage
    /// and `untranslated-copy` then share each decision through the slice's ``CatalogContext``.
    private var copiesMatchRules = false

    public init(
        rules: [any CatalogRule.Type] = CatalogRules.all, languages: [String], keyPattern: KeyPattern = .convention,
        detail: CoverageDetail = .summary, englishKeys: Bool = false,
        translationSettings: TranslationRuleSettings = TranslationRuleSettings()
    ) {
        self.englishKeys = englishKeys
        self.translationSettings = translationSettings
        self.rules = rules
        self.languages = languages
        self.keyPattern = keyPattern
        self.detail = detail
        copies = rules.contains { $0.description.id == UntranslatedCopyRule.description.id }
            ? SourceCopies(settings: translationSettings, keyPattern: keyPattern) : nil
        copiesMatchRules = copies != nil
    }

    /// Entries per slice below which one thread checks the whole catalog.
    static let sliceSize = 512

    /// The findings (at each rule's default severity, in no particular order) and the coverage of a catalog,
    /// computed in one pass over the entries, slices of them on every core. The coverage is in every language
    /// `project` ships (see ``ProjectLanguages``; by default the catalog's own and the required ones). `base` is the
    /// catalog as the git base has it, for `source-changed`.
    /// `counted`: the coverage counted already (see ``unfilteredRun(_:file:project:base:counted:)``).
    public func run(
        _ catalog: StringCatalog, file: String, project: ProjectLanguages? = nil, base: StringCatalog? = nil,
        counted: CountedCoverage? = nil
    )
        -> (diagnostics: [Diagnostic], coverage: CatalogCoverage)
    {
        let checked = unfilteredRun(catalog, file: file, project: project, base: base, counted: counted)
        // A family of keys the catalog keeps is its style, no finding (``CatalogPractice``).
        return (CatalogPractice.withoutKeyFamilies(checked.findings), checked.coverage)
    }

    /// ``run(_:file:project:base:)``'s findings before the catalog's key families are taken out
    /// (``CatalogPractice/withoutKeyFamilies(_:)``), and its coverage.
    public struct UnfilteredRun: Sendable {
        public var findings: [Diagnostic]
        public var coverage: CatalogCoverage
    }

    /// The findings of ``run(_:file:project:base:)`` before the catalog's key families are taken out, and the
    /// coverage.
    /// With `counted`, the catalog's coverage counted already by another checker (``countedCoverage(_:file:project:)``)
    /// is taken instead of counting it again, when it counted as this one would (the same languages, detail and
    /// copies); otherwise it is counted.
    public func unfilteredRun(
        _ catalog: StringCatalog, file: String, project: ProjectLanguages? = nil, base: StringCatalog? = nil,
        counted: CountedCoverage? = nil
    ) -> UnfilteredRun {
        let (findings, tally, filled, _, _) = findingsAndTally(
            catalog, file: file, project: project, base: base, counted: counted)
        let required = CatalogContext.required(catalog, languages)
        let coverage = tally.coverage(file: file, required: required)
        let placeholders = Self.placeholderLanguages(coverage, filled: filled)
        guard !placeholders.isEmpty else { return UnfilteredRun(findings: findings, coverage: coverage) }
        let copy = UntranslatedCopyRule.description.id
        return UnfilteredRun(
            findings: findings.filter { $0.ruleID != copy || !placeholders.contains($0.language ?? "") }, coverage: coverage)
    }

    /// The languages no one has started, which a platform filled with placeholders: not required, nothing in them
    /// translated, and half their strings or more the source text unchanged (qBitControl's Russian and Ukrainian:
    /// 206 strings in state `new`, 205 of them the English). Their users read the source language, as where a string
    /// is missing (which `missing-translation` leaves alone in a language that is not required): their copies are
    /// no translator's, and no finding. A language whose `new` strings are translations (anytype's French, 517 of
    /// 680 new strings translated) is not one.
    static func placeholderLanguages(_ coverage: CatalogCoverage, filled: SourceFilledLanguages) -> Set<String> {
        Set(coverage.languages.filter { $0.role == .other && $0.translated == 0 && filled.contains($0.language) }.map(\.language))
    }

    /// The coverage of `catalog` alone (what ``run(_:file:project:base:)`` counts, without its rules), kept for a
    /// checker of the same catalog to take (``unfilteredRun(_:file:project:base:counted:)``).
    public func countedCoverage(_ catalog: StringCatalog, file: String, project: ProjectLanguages? = nil) -> CountedCoverage {
        var counting = self
        counting.rules = []
        let (_, tally, filled, kept, copies) = counting.findingsAndTally(
            catalog, file: file, project: project, base: nil, counted: nil, recordingCopies: true)
        return CountedCoverage(
            coverage: tally.coverage(file: file, required: CatalogContext.required(catalog, languages)), tally: tally,
            counter: CountedCoverage.Counter(self), filled: filled, keptTerms: kept, copyDecisions: copies, file: file)
    }

    /// The findings of ``rules`` and the coverage's tally, on every core; the tally of `counted` when it counted
    /// as this checker would. With the languages a tool filled, as far as they were asked, and the terms languages
    /// keep, as far as they were indexed (`counted`'s, asked on). `untranslated-copy`'s decisions are taken from
    /// `counted` when it decided as this checker would, and, `recordingCopies`, returned by entry index.
    private func findingsAndTally(
        _ catalog: StringCatalog, file: String, project: ProjectLanguages?, base: StringCatalog?, counted: CountedCoverage?,
        recordingCopies: Bool = false
    ) -> (
        findings: [Diagnostic], tally: CoverageTally, filled: SourceFilledLanguages, kept: KeptTermsInLanguage,
        copies: [Int: [[TranslationProblem]?]]
    ) {
        let count = catalog.entries.count
        let languages = (project ?? ProjectLanguages(required: self.languages)).counted(in: catalog)
        let infoPlist = CatalogContext.isInfoPlist(file)
        let empty = CoverageTally(
            languages: languages, sourceLanguage: catalog.sourceLanguage, infoPlist: infoPlist, detail: detail,
            copies: copies)
        let taken = counted.flatMap { $0.counter.counts(like: CountedCoverage.Counter(self)) && $0.tally.countsLike(empty) ? $0.tally : nil }
        let slices = min(max(1, count / Self.sliceSize), ProcessInfo.processInfo.activeProcessorCount * 4)
        let filled = counted?.filled ?? SourceFilledLanguages(catalog)
        let kept = counted?.keptTerms ?? KeptTermsInLanguage(catalog)
        // The count's copies, decided with the same settings and key pattern for the same file.
        let decided = counted.flatMap { counted in
            copiesMatchRules && counted.file == file && counted.counter.counts(like: CountedCoverage.Counter(self))
                ? counted.copyDecisions : nil
        } ?? [:]
        let copies = Copies(decided: decided, recording: recordingCopies && copiesMatchRules)
        var parts: [SliceResult]
        if slices == 1 {
            parts = [
                run(catalog, file: file, range: 0..<count, tally: taken == nil ? empty : nil, base: base, filled: filled, kept: kept,
                    copies: copies)
            ]
        } else {
            let results = Locked([SliceResult](repeating: SliceResult(), count: slices))
            DispatchQueue.concurrentPerform(iterations: slices) { slice in
                let lower = count * slice / slices
                let upper = count * (slice + 1) / slices
                let result = run(
                    catalog, file: file, range: lower..<upper, tally: taken == nil ? empty : nil, base: base, filled: filled,
                    kept: kept, copies: copies)
                results.withLock { $0[slice] = result }
            }
            parts = results.withLock { $0 }
        }
        var diagnostics: [Diagnostic] = []
        var total = empty
        var recorded: [Int: [[TranslationProblem]?]] = [:]
        for part in parts {
            diagnostics += part.diagnostics
            if let counted = part.tally { total.add(counted) }
            recorded.merge(part.copies) { first, _ in first }
        }
        return (diagnostics, taken ?? total, filled, kept, recorded)
    }

    /// The findings of an ``unfilteredRun(_:file:project:base:)`` without `englishKeys` as they are with it:
    /// `key-convention` leaves text keys alone (the only rule that reads the setting), nothing else changes.
    public static func settingEnglishKeys(_ findings: [Diagnostic]) -> [Diagnostic] {
        let keyConvention = KeyConventionRule.description.id
        return findings.filter { $0.ruleID != keyConvention || !($0.key.map(KeyConvention.isText) ?? false) }
    }

    /// The findings of ``run(_:file:)``.
    public func check(_ catalog: StringCatalog, file: String) -> [Diagnostic] {
        run(catalog, file: file).diagnostics
    }

    /// The findings of the entries in `range`, and their count added to `tally` (none with no tally: counted
    /// already). `filled` and `kept` are shared by every slice of the catalog; `copies` says which copies were
    /// decided already and whether the slice records its own decisions.
    private func run(
        _ catalog: StringCatalog, file: String, range: Range<Int>, tally: CoverageTally?, base: StringCatalog?,
        filled: SourceFilledLanguages, kept: KeptTermsInLanguage, copies: Copies
    ) -> SliceResult {
        let context = CatalogContext(
            catalog: catalog, file: file, languages: languages, keyPattern: keyPattern, englishKeys: englishKeys,
            translationSettings: translationSettings, base: base)
        context.sourceFilled = filled
        context.keptTerms = kept
        var findings: [Diagnostic] = []
        var tally = tally
        var recorded: [Int: [[TranslationProblem]?]] = [:]
        let liveRules = rules.filter { !$0.checksStaleEntries }
        let staleRules = rules.filter { $0.checksStaleEntries }
        for index in range {
            let entry = catalog.entries[valueAt: index]
            // Not a string to translate: nothing to report or count (see TranslationNeeds).
            if TranslationNeeds.isEmptyKeyWithoutText(entry, sourceLanguage: catalog.sourceLanguage) { continue }
            for rule in staleRules { rule.check(entry, in: context, into: &findings) }
            tally?.count(entry, context: copiesMatchRules ? context : nil)
            if copies.recording, let decisions = context.copyDecisions(of: entry) { recorded[index] = decisions }
            guard entry.extractionState != .stale else { continue }
            if let decisions = copies.decided[index] { context.adoptCopyDecisions(decisions, of: entry) }
            for rule in liveRules { rule.check(entry, in: context, into: &findings) }
        }
        return SliceResult(diagnostics: findings, tally: tally, copies: recorded)
    }

    struct SliceResult: Sendable {
        var diagnostics: [Diagnostic] = []
        var tally: CoverageTally?
        /// `untranslated-copy`'s decisions, by entry index, when recorded.
        var copies: [Int: [[TranslationProblem]?]] = [:]
    }

    /// `untranslated-copy`'s decisions a run takes, by entry index (a count's, made as this checker decides), and
    /// whether it records its own (a count's, for the check that takes its coverage).
    struct Copies: Sendable {
        var decided: [Int: [[TranslationProblem]?]]
        var recording: Bool
    }
}

