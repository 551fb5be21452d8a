import L10nCatalogChecks
import L10nDiagnostics
import L10nFiles
import L10nSourceParsing
import L10nSourceRules
import XCStrings

/// What a check keeps for the same check run again with only `englishKeys` set (`l10n check` without a
/// configuration checks twice when the code says the team keys by English: ``ProjectInit``'s inference), and what
/// the second takes from the first: the lint's project index and the files `englishKeys` cannot change
/// (``LintReuse``), and each catalog's findings before its key families are taken out, with its coverage (only
/// `key-convention` reads `englishKeys`, and only to leave text keys alone: ``CatalogChecker/settingEnglishKeys(_:)``).
///
///     let reuse = CheckReuse()
///     var request = CheckRequest(configuration: configuration, currentDirectory: cwd)
///     request.reuse = reuse
///     let first = CheckRun.run(request)
///     reuse.replay()
///     request.configuration.englishKeys = true
///     let second = CheckRun.run(request)   // as without the reuse, for a fraction of the work
///
/// The first check runs without `englishKeys`, the second with it, and the two differ in nothing else: the
/// caller's promise.
public final class CheckReuse: Sendable {
    /// The lint's part.
    public let lint = LintReuse()
    private let catalogs = Locked<(isReplaying: Bool, checks: [String: CatalogChecker.UnfilteredRun])>((false, [:]))
    /// The first check's catalogs' part, when String Catalogs alone made it.
    private let phase = Locked<CheckRun.CatalogPhase?>(nil)
    /// What the first check found by walking the folders and worked out after its lint, for the second to take
    /// (``Walked``).
    private let walked = Locked(Walked())

    /// The first check's walks and project rules: the second (the same request but for `englishKeys`) walks the
    /// same folders and, when its lint's key references are the first's, comes to the same `unused-key` findings.
    struct Walked: Sendable {
        /// The catalogs ``CheckRun/catalogFiles(for:)`` found.
        var catalogFiles: [String]?
        /// The Swift files ``CheckRun/sourceWalk(for:)`` handed over, as shown, in the order it did.
        var sourcePaths: [String]?
        /// The Objective-C files' key references (``CheckRun/objectiveCReferences(for:keys:)``) for these keys.
        var objectiveC: (keys: Set<String>, references: [KeyReference])?
        /// ``CheckRun/projectRuleFindingsAndKeys(_:references:unmatchedAccessors:options:currentDirectory:)``'s
        /// result for these references and unmatched accessors.
        var projectRules: (
            references: [KeyReference], unmatchedAccessors: [String],
            result: (diagnostics: [Diagnostic], unusedKeys: Set<String>)
        )?
    }

    private var isReplaying: Bool { catalogs.withLock { $0.isReplaying } }

    /// Whether this is the second check, taking the first's work (``replay()`` was called).
    var isReplayingCheck: Bool { isReplaying }

    /// The first check's catalog files, when replaying.
    var catalogFiles: [String]? { isReplaying ? walked.withLock { $0.catalogFiles } : nil }

    /// Keeps the first check's catalog files.
    func keep(catalogFiles: [String]) {
        guard !isReplaying else { return }
        walked.withLock { $0.catalogFiles = catalogFiles }
    }

    /// The Swift files the first check's walk handed over, when replaying.
    var sourcePaths: [String]? { isReplaying ? walked.withLock { $0.sourcePaths } : nil }

    /// Keeps the Swift files the first check's walk handed over.
    func keep(sourcePaths: [String]) {
        guard !isReplaying else { return }
        walked.withLock { $0.sourcePaths = sourcePaths }
    }

    /// The first check's Objective-C key references, when replaying and looked for with the same keys.
    func objectiveCReferences(keys: Set<String>) -> [KeyReference]? {
        guard isReplaying, let kept = walked.withLock({ $0.objectiveC }), kept.keys == keys else { return nil }
        return kept.references
    }

    /// Keeps the first check's Objective-C key references.
    func keep(objectiveC references: [KeyReference], keys: Set<String>) {
        guard !isReplaying else { return }
        walked.withLock { $0.objectiveC = (keys, references) }
    }

    /// The first check's project rules' result, when replaying and its lint referenced the same keys the same way.
    func projectRules(references: [KeyReference], unmatchedAccessors: [String])
        -> (diagnostics: [Diagnostic], unusedKeys: Set<String>)?
    {
        guard isReplaying, let kept = walked.withLock({ $0.projectRules }), kept.unmatchedAccessors == unmatchedAccessors,
            kept.references == references
        else { return nil }
        return kept.result
    }

    /// Keeps the first check's project rules' result.
    func keep(
        projectRules result: (diagnostics: [Diagnostic], unusedKeys: Set<String>), references: [KeyReference],
        unmatchedAccessors: [String]
    ) {
        guard !isReplaying else { return }
        walked.withLock { $0.projectRules = (references, unmatchedAccessors, result) }
    }

    public init() {}

    /// Ends the first check: from now on what it kept is handed out, and nothing more is kept.
    public func replay() {
        lint.replay()
        catalogs.withLock { $0.isReplaying = true }
    }

    /// Keeps the first check's catalogs' part (``CheckRun/catalogPhase(_:files:checker:)``) when String Catalogs
    /// alone made it.
    func keep(_ phase: CheckRun.CatalogPhase) {
        guard phase.isCatalogsAlone, !catalogs.withLock({ $0.isReplaying }) else { return }
        self.phase.withLock { $0 = phase }
    }

    /// The first check's catalogs' part as the second (with `englishKeys`) makes it, without reading a catalog
    /// again: its findings less the `key-convention` ones the setting takes away. Nil when there is none, or when
    /// the setting would also bring one back (a family of keys no longer large enough once text keys leave it:
    /// ``CatalogPractice/withoutKeyFamilies(_:)``); the second check then makes its own.
    ///
    /// The rest of the part is the same: the coverage, keys and languages do not depend on the setting, and the
    /// project's practice (``CatalogPractice/filtered(_:catalogs:keyPattern:)``) drops `punctuation-mismatch` and
    /// `untranslated-copy` findings only, judged by those findings alone.
    func replayedCatalogPhase(englishKeys: Bool) -> CheckRun.CatalogPhase? {
        guard englishKeys, var replayed = phase.withLock({ $0 }) else { return nil }
        let (isReplaying, checks) = catalogs.withLock { $0 }
        guard isReplaying else { return nil }
        let keyConvention = KeyConventionRule.description.id
        func keyConventionFindings(_ findings: [Diagnostic]) -> Set<Diagnostic> {
            Set(CatalogPractice.withoutKeyFamilies(findings).lazy.filter { $0.ruleID == keyConvention })
        }
        var removed = Set<Diagnostic>()
        for run in checks.values {
            let before = keyConventionFindings(run.findings)
            let after = keyConventionFindings(CatalogChecker.settingEnglishKeys(run.findings))
            guard after.isSubset(of: before) else { return nil }
            removed.formUnion(before.subtracting(after))
        }
        if !removed.isEmpty { replayed.diagnostics.removeAll { removed.contains($0) } }
        return replayed
    }

    /// The catalog `file` checked by `checker` (``CatalogChecker/run(_:file:project:base:)``'s result), kept from
    /// the first check or for the second.
    func check(
        _ catalog: StringCatalog, file: String, checker: CatalogChecker, project: ProjectLanguages, base: StringCatalog?,
        counted: CountedCoverage? = nil
    ) -> (diagnostics: [Diagnostic], coverage: CatalogCoverage) {
        if let kept = catalogs.withLock({ $0.isReplaying ? $0.checks[file] : nil }) {
            let findings = checker.englishKeys ? CatalogChecker.settingEnglishKeys(kept.findings) : kept.findings
            return (CatalogPractice.withoutKeyFamilies(findings), kept.coverage)
        }
        let checked = checker.unfilteredRun(catalog, file: file, project: project, base: base, counted: counted)
        catalogs.withLock { if !$0.isReplaying { $0.checks[file] = checked } }
        return (CatalogPractice.withoutKeyFamilies(checked.findings), checked.coverage)
    }
}
