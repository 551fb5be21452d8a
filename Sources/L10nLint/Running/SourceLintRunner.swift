import Foundation
import L10nDiagnostics

/// Lints many files in parallel across cores, reading each file only while it is linted (memory stays flat).
///
///     let files = SwiftFileFinder.files(in: ["App"])
///     let result = SourceLintRunner.run(files: files, options: options)
///     result.diagnostics   // sorted in report order
///     let unused = LintRules.unusedKeys(catalogKeys: keys, references: result.references, ignoreKeys: [])
public enum SourceLintRunner {
    public struct Result: Sendable {
        /// Every file's findings, in report order.
        public var diagnostics: [Diagnostic]
        /// Every key reference, by file then position.
        public var references: [KeyReference]
        /// Files that could not be read, as `read-error` errors at line 1, column 1.
        public var errors: [Diagnostic]
    }

    public static func run(files: [String], options: LintOptions) -> Result {
        let store = ResultStore(count: files.count)
        // One worker per core, each taking the next file from a shared counter and keeping its buffers (file
        // bytes, tokens, literals) from file to file, so the steady state allocates almost nothing.
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, files.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            // A linter per worker: nothing its analysis touches call after call is shared between threads.
            let linter = SourceLinter(options: options)
            var buffers = LexerBuffers()
            let reader = FileReader()
            while let index = store.nextFile() {
                let path = files[index]
                let outcome: Outcome
                if let bytes = reader.contents(of: path) {
                    outcome = .linted(linter.lint(path: path, bytes: bytes, reusing: &buffers))
                } else {
                    outcome = .unreadable
                }
                store.set(index, outcome)
            }
        }
        // Move every file's findings and references into one array each, back to front with `popLast` (a move,
        // no retain/release per element), in file order.
        var diagnosticCount = 0
        var referenceCount = 0
        var errors: [Diagnostic] = []
        for index in files.indices {
            switch store.outcomes[index] {
            case .linted(let result)?:
                diagnosticCount += result.diagnostics.count
                referenceCount += result.references.count
            case .unreadable?, nil:
                errors.append(
                    Diagnostic(
                        location: SourceLocation(file: files[index], line: 1, column: 1), severity: .error,
                        ruleID: "read-error", message: "cannot read '\(files[index])'"))
            }
        }
        var parts: [SourceLintResult] = []
        parts.reserveCapacity(files.count)
        for index in files.indices {
            if case .linted(let result)? = store.take(index) { parts.append(result) }
        }
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

    private final class ResultStore: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var outcomes: [Outcome?]
        private var next = 0

        init(count: Int) { outcomes = Array(repeating: nil, count: count) }

        /// The next file index for a worker, or nil when every file is taken.
        func nextFile() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < outcomes.count else { return nil }
            next += 1
            return next - 1
        }

        func set(_ index: Int, _ outcome: Outcome) {
            lock.lock()
            outcomes[index] = outcome
            lock.unlock()
        }

        /// Moves the outcome out (single-threaded, after the parallel phase), so its arrays are not copied twice.
        func take(_ index: Int) -> Outcome? {
            var outcome: Outcome?
            swap(&outcome, &outcomes[index])
            return outcome
        }
    }

    /// The file's bytes (see ``FileReader``).
    static func readFile(_ path: String) -> [UInt8]? {
        FileReader().contents(of: path)
    }
}
