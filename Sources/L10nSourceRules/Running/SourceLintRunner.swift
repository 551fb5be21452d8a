import Foundation
import L10nDiagnostics
import L10nFiles
import L10nSourceIndex
import L10nSourceParsing

/// Lints many files in parallel across cores, reading each file only while it is linted (memory stays flat).
///
///     let files = FileFinder(fileExtension: "swift").find(in: ["App"]).files
///     let result = SourceLintRunner.run(files: files, options: options)
///     result.diagnostics   // sorted in report order
///     let unused = UnusedKeyRule.unusedKeys(catalogKeys: keys, references: result.references, ignoreKeys: [])
///
/// Or lint while the folders are still being walked, so no core waits for the walk:
///
///     let swift = FileFinder(fileExtension: "swift")
///     let discovery = SourceLintRunner.Discovery { found in swift.walk(["App"], found: found) }
///     let (files, result) = SourceLintRunner.run(discovery, options: options)
public enum SourceLintRunner {
    public struct Result: Sendable {
        /// Every file's findings, in report order.
        public var diagnostics: [Diagnostic]
        /// Every key reference, by file then position.
        public var references: [KeyReference]
        /// Files that could not be read, as `read-error` errors at line 1, column 1.
        public var errors: [Diagnostic]
        /// True when the diagnostics went to the run's `stream` (see ``run(_:options:stream:)``): then
        /// ``diagnostics`` is empty.
        public var streamed = false
        /// Types no scanned source declares whose members the code shows as text, none of which names a catalog key
        /// by the generators' naming rule (``GeneratedAccessors/unmatchedShownRoots``): generated string accessors
        /// `unused-key` cannot see through. Empty without catalogs.
        public var unmatchedAccessors: [String] = []
        /// The catalog keys commented-out localization calls name (``SourceLintResult/commentedOutReferences``), by
        /// file then position.
        public var commentedOutReferences: [KeyReference] = []
    }

    /// Lints `files`, in that order.
    public static func run(files: [String], options: LintOptions) -> Result {
        let feed = FileFeed(files)
        let (joined, linter) = lint(feed, options: options, workers: min(cores, files.count))
        return finished(joined.result(files, order: nil, inReportOrder: false), by: linter)
    }

    /// `result` with what the whole run's `linter` found beside the files' own results.
    private static func finished(_ result: Result, by linter: SourceLinter) -> Result {
        var result = result
        result.unmatchedAccessors = linter.context.generatedAccessors.unmatchedShownRoots
        // A key that only an accessor's static member names (SwiftGen's `static let updateAppMsg = T.tr(…)`) is in
        // use where code names that member and its type; in a whole app that names it nowhere, no code reads the key (2FAS:
        // keys of the Android app in the shared tables). `extract` (full references) keeps them as Xcode would.
        if linter.context.references == .keys, let reach = linter.context.project.reach,
            result.references.contains(where: { $0.declaredBy != nil })
        {
            result.references.removeAll { reference in
                guard let member = reference.declaredBy else { return false }
                // The member and the type declaring it, both named where code reads the key (criticalmaps'
                // `L10n.Settings.Friends.settings`: 'settings' is named everywhere, 'Friends' nowhere).
                // A debug file's uses count: a key its screen reads is in use (MOPP's diagnostics screen).
                return !reach.isNamed(member) || reference.declaredIn.map { !reach.isNamed($0) } ?? false
            }
        }
        return result
    }

    /// Files being found on a thread of their own, started before the lint's options are known (while catalogs
    /// are read, say), to be linted by ``run(_:options:)``.
    ///
    ///     let discovery = SourceLintRunner.Discovery { found in swift.walk(["App"], found: found) }
    ///     let keys = readCatalogs()
    ///     let (files, result) = SourceLintRunner.run(discovery, options: LintOptions(catalogKeys: keys))
    public final class Discovery: Sendable {
        fileprivate let feed = FileFeed()

        /// Starts `discover` on a new thread; it calls `found` once per file.
        public init(_ discover: @escaping @Sendable (_ found: (String) -> Void) -> Void) {
            let feed = self.feed
            // The walk of the folders leaves a core idle at times: the lint's slow once-made tables are made there,
            // not by the lint's first worker to ask while the others wait (nor beside the index's resolver, where
            // they made a third thread for two cores).
            Thread { OnceMadeTables.make() }.start()
            Thread {
                discover { feed.add($0) }
                feed.finish()
            }.start()
        }
    }

    /// Lints the files of `discovery`, those found already and those still to come; returns them sorted and
    /// without duplicates (as ``FileFinder/sortedAndUnique(_:)``), and the result in that order.
    ///
    /// With a `stream`, when the files come sorted (a walk's do), the diagnostics are handed to it instead of
    /// returned: each file's, in report order, as soon as those of every file before it are in, one call at a time
    /// from the worker threads, so a report can be written while later files are still linted. `streamed` then
    /// says so. Files that come unsorted are linted as without a stream.
    ///
    ///     let (files, result) = SourceLintRunner.run(discovery, options: options) { batch in report.write(batch) }
    public static func run(
        _ discovery: Discovery, options: LintOptions, stream: (@Sendable ([Diagnostic]) -> Void)? = nil
    ) -> (files: [String], result: Result) {
        run(discovery.feed, linting: discovery.feed, options: options, stream: stream, reuse: nil)
    }

    /// Lints the files `linted` gives out (`feed`'s, or a feed of them again); the files and the result as
    /// ``run(_:options:stream:)`` gives them.
    private static func run(
        _ feed: FileFeed, linting linted: FileFeed, options: LintOptions, stream: (@Sendable ([Diagnostic]) -> Void)?,
        reuse: LintReuse?
    ) -> (files: [String], result: Result) {
        let (joined, linter) = lint(linted, options: options, workers: cores, stream: stream, reuse: reuse)
        let discovered = feed.all
        // A walk's files come sorted (the feed checked each path against the one before): then the list and the
        // joined results are in report order as they are.
        guard !feed.isSortedAndUnique, let order = FileFinder.sortedUniqueOrder(discovered) else {
            return (
                discovered,
                finished(joined.result(discovered, order: nil, inReportOrder: feed.isSortedAndUnique), by: linter)
            )
        }
        return (
            order.map { discovered[$0] }, finished(joined.result(discovered, order: order, inReportOrder: false), by: linter)
        )
    }

    /// The lint's first pass (the project index) over the files of a ``Discovery``, started at once on a thread of
    /// its own: it needs no catalog, so it runs while the catalogs are read and checked, and
    /// ``run(_:indexing:options:stream:)`` does the second pass once they are.
    ///
    ///     let discovery = SourceLintRunner.Discovery { found in swift.walk(["App"], found: found) }
    ///     let indexing = SourceLintRunner.Indexing(discovery) { LintOptions(uiFunctions: configured) }
    ///     var options = indexing.options   // waits for the index
    ///     options.catalogKeys = readCatalogKeys()
    ///     let (files, result) = SourceLintRunner.run(discovery, indexing: indexing, options: options)
    public final class Indexing: Sendable {
        private let finished = DispatchSemaphore(value: 0)
        private let outcome = Locked<(options: LintOptions, project: ProjectIndex)?>(nil)

        /// Works out `options` (the lint's options without catalogs) on a new thread, then reads the index of the
        /// discovery's files with them there. With a `reuse`, the index is kept for a second lint, or taken from
        /// the first (``LintReuse``: then the files are only taken from the discovery).
        public init(_ discovery: Discovery, reuse: LintReuse? = nil, options: @escaping @Sendable () -> LintOptions) {
            let feed = discovery.feed
            let outcome = self.outcome
            let finished = self.finished
            Thread {
                let options = options()
                let project: ProjectIndex
                if let kept = reuse?.project {
                    while feed.next() != nil {}
                    project = kept
                } else {
                    project = SourceLintRunner.index(feed, options: options, workers: cores)
                    reuse?.keep(project)
                }
                outcome.withLock { $0 = (options, project) }
                finished.signal()
            }.start()
        }

        /// The index with the options it was read with, once it is built.
        private var result: (options: LintOptions, project: ProjectIndex) {
            if let done = outcome.withLock({ $0 }) { return done }
            finished.wait()
            finished.signal()  // for whoever asks next
            return outcome.withLock { $0! }
        }

        /// The options the index was read with (waits for it): the base of the second pass's.
        public var options: LintOptions { result.options }

        /// The project index (waits for it).
        package var project: ProjectIndex { result.project }

        /// Keeps the index for a second lint (``LintReuse``), as ``init(_:reuse:options:)`` with `reuse` would have.
        package func keep(in reuse: LintReuse) { reuse.keep(project) }
    }

    /// Lints the files of `discovery` with the project index `indexing` built: the second pass of
    /// ``run(_:options:stream:)``, with `options` the index's (``Indexing/options``) and what the catalogs say.
    /// The files and the result are as ``run(_:options:stream:)`` gives them.
    /// With a `reuse`, each file's result `englishKeys` cannot change is kept for a second lint, or taken from the
    /// first (``LintReuse``).
    public static func run(
        _ discovery: Discovery, indexing: Indexing, options: LintOptions,
        stream: (@Sendable ([Diagnostic]) -> Void)? = nil, reuse: LintReuse? = nil
    ) -> (files: [String], result: Result) {
        var indexed = options
        indexed.project = indexing.project
        // The first pass took every file from the discovery's feed: the second is given them again, in that order.
        let feed = discovery.feed
        return run(feed, linting: FileFeed(feed.all), options: indexed, stream: stream, reuse: reuse)
    }

    static var cores: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// Lints every file the feed gives out on `workers` threads; the results joined in feed order, and the linter
    /// that linted them.
    private static func lint(
        _ feed: FileFeed, options: LintOptions, workers: Int, stream: (@Sendable ([Diagnostic]) -> Void)? = nil,
        reuse: LintReuse? = nil
    ) -> (JoinedResults, SourceLinter) {
        if options.project == nil {
            // First pass: every file's declarations and text flows, for the project index; then the lint proper
            // over the same files, in the same order.
            var indexed = options
            indexed.project = index(feed, options: options, workers: workers)
            return lint(FileFeed(feed.all), options: indexed, workers: workers, stream: stream, reuse: reuse)
        }
        let joined = JoinedResults(feed: feed, stream: stream, catalogTexts: options.catalogTexts)
        // One linter for every worker (building its context costs as much as the project has declarations); the
        // same lint run again with only `englishKeys` changed takes the first's context (``LintReuse``).
        let linter = reuse?.context.map { SourceLinter(options: options, copying: $0) } ?? SourceLinter(options: options)
        reuse?.keep(linter.context)
        linter.context.makeCatalogTables()
        // One worker per core, each taking the next file from the feed and keeping its buffers (file bytes,
        // tokens, literals) from file to file, so the steady state allocates almost nothing.
        DispatchQueue.concurrentPerform(iterations: max(1, workers)) { _ in
            var buffers = LexerBuffers()
            let reader = FileReader()
            while let (index, path) = feed.next() {
                if let kept = reuse?.result(for: path) {
                    joined.add(index, kept)
                } else if let bytes = try? reader.read(path) {
                    let result = linter.lint(path: path, bytes: bytes, reusing: &buffers)
                    reuse?.keep(result, for: path)
                    joined.add(index, result)
                } else {
                    joined.add(index, nil)
                }
            }
        }
        return (joined, linter)
    }

    /// The project index of `files` (the first pass of a run), for work on one file in the project's light
    /// (`check --explain`).
    public static func projectIndex(files: [String], options: LintOptions) -> ProjectIndex {
        index(FileFeed(files), options: options, workers: min(cores, max(1, files.count)))
    }

    /// The project index of every file the feed gives out, then of `options.dependencyFiles`, read on `workers`
    /// threads (an unreadable file adds nothing; the lint reports it when it is the project's).
    private static func index(_ feed: FileFeed, options: LintOptions, workers: Int) -> ProjectIndex {
        let collected = Locked<[(index: Int, facts: FileFacts)]>([])
        // The names the files use, joined as they are read (a set per worker, then one): what the index needs of
        // them, without a list per file kept until it is built.
        let usedNames = Locked(NameHashes())
        // The index pass looks no key up: without the catalogs' keys, their tables are built once, for the lint.
        let factsReader = FileFactsReader(options: options)
        // A dependency's files come after every project file (numbered from a base no project reaches).
        let dependencies = FileFeed(options.dependencyFiles)
        let dependencyBase = 1 << 40
        let otherScripts = Locked<[String]>([])
        DispatchQueue.concurrentPerform(iterations: max(1, workers)) { _ in
            var buffers = LexerBuffers()
            let reader = FileReader()
            var facts: [(index: Int, facts: FileFacts)] = []
            var names = NameHashes()
            var texts: [String] = []
            // One copy of each long name the worker's files' facts hold (``FileFacts/intern(_:)``).
            var pool = StringPool()
            while let (index, path) = feed.next() {
                guard let bytes = try? reader.read(path) else { continue }
                var read = factsReader.facts(path: path, bytes: bytes, reusing: &buffers, otherScripts: &texts)
                read.intern(&pool)
                names.formUnion(read.nameUses)
                read.nameUses = []
                facts.append((index, read))
            }
            while let (index, path) = dependencies.next() {
                guard let bytes = try? reader.read(path) else { continue }
                var read = factsReader.facts(path: path, bytes: bytes, reusing: &buffers)
                read.intern(&pool)
                read.isDependency = true
                names.formUnion(read.nameUses)
                read.nameUses = []
                facts.append((dependencyBase + index, read))
            }
            collected.withLock { $0 += facts }
            usedNames.withLock { $0.formUnion(names) }
            if !texts.isEmpty { otherScripts.withLock { $0 += Set(texts) } }
        }
        // Every file's facts in the feed's order, whichever worker read it: the index (and so every message that names
        // the API a value reaches) is the same from run to run. Taken out of the lock and sorted in place, so no other
        // list of every file's facts is kept while the index is built (its peak is the run's).
        var all = collected.withLock { facts in
            defer { facts = [] }
            return facts
        }
        all.sort { $0.index < $1.index }
        let facts = all.map(\.facts)
        all = []
        // The shown texts in other scripts, written in Latin letters in one call to ICU while the index is built, on
        // the core the index's first pieces leave free (``ProjectIndex``'s `whenIdle`), its texts marked as being
        // written first: the lint's suggested keys find them ready or wait for them, instead of one call per file
        // with such findings (a lint worker that asked ICU itself while the call was under way wrote them again).
        // Started at once, the call (a quarter of a second for Han's rules) took a core from the index's pieces.
        let pending = otherScripts.withLock { $0 }
        let transliterate = pending.count >= 2 ? KeySuggestion.transliterationAhead(pending) : nil
        let project = ProjectIndex(facts: facts, usedNames: usedNames.withLock { $0 }, namedElsewhere: options.namedElsewhere,
            unloadedNibs: options.unloadedNibs, whenIdle: transliterate)
        return project
    }
}
