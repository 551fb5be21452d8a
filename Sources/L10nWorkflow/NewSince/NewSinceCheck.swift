import L10nDiagnostics
import XCStrings

/// `l10n check --new-since REF`: only the findings a change adds, so a gate can be turned on over an existing
/// backlog.
///
///     let result = NewSinceCheck.run(CheckRequest(currentDirectory: cwd), since: "origin/main")
///     result.outcome.diagnostics   // found in the work tree, not at the merge base of origin/main and HEAD
///     result.older                 // 464: the backlog, not reported
///
/// The work tree is checked as `l10n check` checks it. The merge base is found with git (``GitRepository``), and
/// the files that differ from it (committed since, staged, unstaged, untracked) are checked as the merge base has
/// them, read from git's object store (nothing is checked out or written): see ``BaseFindings``. A finding is new
/// when the merge base has no matching one; findings match by ``FindingIdentity``, as baseline entries do (rule,
/// file, key, language, a Swift finding's text and enclosing declaration; never the line or a suggested key), with
/// ``Baseline``'s multiset matching, so code that only moved is not new, and a
/// second identical finding is. A file renamed since the merge base is compared with its old version. Both sides
/// are checked with today's configuration and rules: only the change in the files counts. With `--baseline`, the
/// baseline's findings are left out first.
public enum NewSinceCheck {
    /// What a check against a merge base found.
    public struct Result: Sendable {
        /// The run, its ``CheckOutcome/diagnostics`` and summary limited to the new findings.
        public var outcome: CheckOutcome
        /// The merge base, a full commit hash (empty when the run failed before git was asked).
        public var mergeBase: String
        /// How many findings the merge base had too (not reported).
        public var older: Int
        /// Lines for standard error: files the merge base has that could not be read as catalogs.
        public var notes: [String]

        /// The line after the summary: `12 findings predate 'origin/main' (merge base 1a2b3c4)`.
        public func olderLine(ref: String) -> String {
            "\(older) finding\(older == 1 ? "" : "s") predate\(older == 1 ? "s" : "") '\(ref)' (merge base \(mergeBase.prefix(7)))"
        }
    }

    /// Checks the request's files and keeps the findings the merge base of `ref` and `HEAD` did not have. A git
    /// failure (no repository, an unknown ref) is a failure of the run (exit status 2).
    public static func run(_ request: CheckRequest, since ref: String) -> Result {
        var request = request
        request.stream = nil  // every finding is needed before any can be reported
        request.gitBase = ref  // `source-changed` compares with the same merge base
        var outcome = CheckRun.run(request)
        guard outcome.failures.isEmpty else { return Result(outcome: outcome, mergeBase: "", older: 0, notes: []) }
        let before: BaseFindings
        let mergeBase: String
        do {
            let repository = try GitRepository(directory: request.currentDirectory)
            mergeBase = try repository.mergeBase(ref, "HEAD")
            before = try BaseFindings(
                of: outcome, request: request, repository: repository, commit: mergeBase,
                changes: repository.changes(since: mergeBase))
        } catch {
            outcome.failures = ["error: --new-since: \(error.message)"]
            return Result(outcome: outcome, mergeBase: "", older: 0, notes: [])
        }
        let applied = Baseline(recording: before.diagnostics).apply(to: outcome.diagnostics)
        outcome.diagnostics = applied.kept
        outcome.summary = ReportSummary(
            catalogs: outcome.summary.catalogs, filesScanned: outcome.summary.filesScanned, diagnostics: applied.kept)
        return Result(outcome: outcome, mergeBase: mergeBase, older: applied.hidden, notes: before.notes)
    }
}
