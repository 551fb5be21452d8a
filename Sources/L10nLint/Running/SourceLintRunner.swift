import Foundation
import L10nDiagnostics

/// Lints many files in parallel across cores, reading each file only while it is linted (memory stays flat).
///
///     let files = SwiftFileFinder.files(in: ["App"])
///     let result = SourceLintRunner.run(files: files, options: options)
///     result.diagnostics   // sorted in report order
///     let unused = LintRules.unusedKeys(catalogKeys: keys, references: result.references, ignoreKeys: [])
///
/// Or lint while the folders are still being walked, so no core waits for the walk:
///
///     let (files, result) = SourceLintRunner.run(discovering: { found in SwiftFileFinder.walk(["App"], found: found) },
///                                                options: options)
public enum SourceLintRunner {
    public struct Result: Sendable {
        /// Every file's findings, in report order.
        public var diagnostics: [Diagnostic]
        /// Every key reference, by file then position.
        public var references: [KeyReference]
        /// Files that could not be read, as `read-error` errors at line 1, column 1.
        public var errors: [Diagnostic]
    }

    /// Lints `files`, in that order.
    public static func run(files: [String], options: LintOptions) -> Result {
        let feed = FileFeed(files)
        let outcomes = lint(feed, options: options, workers: min(cores, files.count))
        return assemble(files, Array(files.indices), outcomes)
    }

    /// Lints the files `discover` hands over while it is still finding them: it runs on a thread of its own and
    /// calls `found` once per file. Returns the files sorted and without duplicates (as
    /// ``SwiftFileFinder/sortedAndUnique(_:)``), and the result in that order.
    public static func run(
        discovering discover: @escaping @Sendable (_ found: (String) -> Void) -> Void, options: LintOptions
    ) -> (files: [String], result: Result) {
        run(Discovery(discover), options: options)
    }

    /// Files being found on a thread of their own, started before the lint's options are known (while catalogs
    /// are read, say), to be linted by ``run(_:options:)``.
    ///
    ///     let discovery = SourceLintRunner.Discovery { found in SwiftFileFinder.walk(["App"], found: found) }
    ///     let keys = readCatalogs()
    ///     let (files, result) = SourceLintRunner.run(discovery, options: LintOptions(catalogKeys: keys))
    public final class Discovery: Sendable {
        fileprivate let feed = FileFeed()

        /// Starts `discover` on a new thread; it calls `found` once per file.
        public init(_ discover: @escaping @Sendable (_ found: (String) -> Void) -> Void) {
            let feed = self.feed
            Thread {
                discover { feed.add($0) }
                feed.finish()
            }.start()
        }
    }

    /// Lints the files of `discovery`, those found already and those still to come; returns them sorted and
    /// without duplicates (as ``SwiftFileFinder/sortedAndUnique(_:)``), and the result in that order.
    public static func run(_ discovery: Discovery, options: LintOptions) -> (files: [String], result: Result) {
        let feed = discovery.feed
        let outcomes = lint(feed, options: options, workers: cores)
        let discovered = feed.all
        // A walk's files come sorted: then the list is the feed's own (no copy, no retain per path).
        guard let order = SwiftFileFinder.sortedUniqueOrder(discovered) else {
            return (discovered, assemble(discovered, Array(discovered.indices), outcomes))
        }
        return (order.map { discovered[$0] }, assemble(discovered, order, outcomes))
    }

    static var cores: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// Lints every file the feed gives out on `workers` threads; the outcomes by feed index.
    private static func lint(_ feed: FileFeed, options: LintOptions, workers: Int) -> [Outcome?] {
        let store = ResultStore()
        // One worker per core, each taking the next file from the feed and keeping its buffers (file bytes,
        // tokens, literals) from file to file, so the steady state allocates almost nothing.
        DispatchQueue.concurrentPerform(iterations: max(1, workers)) { _ in
            // A linter per worker: nothing its analysis touches call after call is shared between threads.
            let linter = SourceLinter(options: options)
            var buffers = LintBuffers()
            let reader = FileReader()
            while let (index, path) = feed.next() {
                let outcome: Outcome
                if let bytes = reader.contents(of: path) {
                    outcome = .linted(linter.lint(path: path, bytes: bytes, reusing: &buffers))
                } else {
                    outcome = .unreadable
                }
                store.set(index, outcome)
            }
        }
        return store.takeAll()
    }

    /// The files' results joined in `order` (indices into `files` and `outcomes`).
    private static func assemble(_ files: [String], _ order: [Int], _ outcomes: [Outcome?]) -> Result {
        var outcomes = outcomes
        var diagnosticCount = 0
        var referenceCount = 0
        var errors: [Diagnostic] = []
        var parts: [SourceLintResult] = []
        parts.reserveCapacity(order.count)
        for index in order {
            // Moved out, not copied, so the arrays are not retained twice.
            var outcome: Outcome?
            swap(&outcome, &outcomes[index])
            switch outcome {
            case .linted(let result)?:
                diagnosticCount += result.diagnostics.count
                referenceCount += result.references.count
                parts.append(result)
            case .unreadable?, nil:
                errors.append(
                    Diagnostic(
                        location: SourceLocation(file: files[index], line: 1, column: 1), severity: .error,
                        ruleID: "read-error", message: "cannot read '\(files[index])'"))
            }
        }
        // Into one array each, back to front with `popLast` (a move, no retain/release per element), in order.
        var diagnostics = [Diagnostic](unsafeUninitializedCapacity: diagnosticCount) { buffer, initialized in
            var position = diagnosticCount
            for part in parts.indices.reversed() {
                while let diagnostic = parts[part].diagnostics.popLast() {
                    position -= 1
                    (buffer.baseAddress! + position).initialize(to: diagnostic)
                }
            }
            initialized = diagnosticCount
        }
        let references = [KeyReference](unsafeUninitializedCapacity: referenceCount) { buffer, initialized in
            var position = referenceCount
            for part in parts.indices.reversed() {
                while let reference = parts[part].references.popLast() {
                    position -= 1
                    (buffer.baseAddress! + position).initialize(to: reference)
                }
            }
            initialized = referenceCount
        }
        // Files come in path order and each file's findings are sorted, so the whole is usually sorted already.
        if !Self.isInReportOrder(diagnostics) { diagnostics.sort(by: Diagnostic.reportOrder) }
        return Result(diagnostics: diagnostics, references: references, errors: errors)
    }

    /// True when `diagnostics` is already in ``Diagnostic/reportOrder(_:_:)`` (see
    /// ``Diagnostic/isInReportOrder(_:)``).
    public static func isInReportOrder(_ diagnostics: [Diagnostic]) -> Bool {
        Diagnostic.isInReportOrder(diagnostics)
    }

    enum Outcome: Sendable {
        case linted(SourceLintResult)
        case unreadable
    }

    /// Outcomes by feed index, set from several threads.
    private final class ResultStore: @unchecked Sendable {
        private let lock = NSLock()
        private var outcomes: [Outcome?] = []

        func set(_ index: Int, _ outcome: Outcome) {
            lock.lock()
            if index >= outcomes.count { outcomes.append(contentsOf: repeatElement(nil, count: index + 1 - outcomes.count)) }
            outcomes[index] = outcome
            lock.unlock()
        }

        /// Every outcome (after the parallel phase), moved out.
        func takeAll() -> [Outcome?] {
            lock.lock()
            defer { lock.unlock() }
            var taken: [Outcome?] = []
            swap(&taken, &outcomes)
            return taken
        }
    }

    /// The file's bytes (see ``FileReader``).
    static func readFile(_ path: String) -> [UInt8]? {
        FileReader().contents(of: path)
    }
}
