import L10nFiles
import L10nSourceIndex
import L10nSourceParsing

/// What a lint keeps for the same lint run again with only `englishKeys` changed (`l10n check` without a
/// configuration checks twice when the code says the team keys by English: ``ProjectInit``'s inference): the
/// project index (no catalog, so no `englishKeys`, goes into it) and every file's result that `englishKeys` cannot
/// change (``SourceLintResult/readsEnglishKeys`` false). The second lint reads and lints only the other files.
///
///     let reuse = LintReuse()
///     let first = SourceLintRunner.run(discovery, indexing: indexing, options: options, reuse: reuse)
///     reuse.replay()
///     // a new discovery and indexing of the same files (reusing `reuse`), options with `englishKeys` set:
///     let second = SourceLintRunner.run(again, indexing: reindexing, options: withEnglishKeys, reuse: reuse)
///
/// Both lints must see the same files with the same options but `englishKeys`: the caller's promise.
public final class LintReuse: Sendable {
    private struct State {
        var isReplaying = false
        var project: ProjectIndex?
        /// The first lint's context: the second's is the same but for `englishKeys`.
        var context: LintContext?
        var results: [String: SourceLintResult] = [:]
    }

    private let state = Locked(State())

    public init() {}

    /// Ends the first lint: from now on what it kept is handed out, and nothing more is kept.
    public func replay() {
        state.withLock { $0.isReplaying = true }
    }

    /// The first lint's project index, when replaying.
    var project: ProjectIndex? {
        state.withLock { $0.isReplaying ? $0.project : nil }
    }

    /// Keeps the first lint's project index.
    func keep(_ project: ProjectIndex) {
        state.withLock { if !$0.isReplaying { $0.project = project } }
    }

    /// The first lint's context (its catalog keys' tables, symbol table, generated accessors), when replaying.
    var context: LintContext? {
        state.withLock { $0.isReplaying ? $0.context : nil }
    }

    /// Keeps the first lint's context.
    func keep(_ context: LintContext) {
        state.withLock { if !$0.isReplaying { $0.context = context } }
    }

    /// Keeps the first lint's result for the file at `path`, when `englishKeys` cannot change it.
    func keep(_ result: SourceLintResult, for path: String) {
        guard !result.readsEnglishKeys else { return }
        state.withLock { if !$0.isReplaying { $0.results[path] = result } }
    }

    /// The first lint's result for the file at `path`, when replaying and `englishKeys` cannot change it.
    func result(for path: String) -> SourceLintResult? {
        state.withLock { $0.isReplaying ? $0.results[path] : nil }
    }
}
