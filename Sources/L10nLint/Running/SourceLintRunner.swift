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
        let linter = SourceLinter(options: options)
        let store = ResultStore(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let path = files[index]
            let outcome: Outcome
            if let bytes = readFile(path) {
                outcome = .linted(linter.lint(path: path, bytes: bytes))
            } else {
                outcome = .unreadable
            }
            store.set(index, outcome)
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

    /// True when `diagnostics` is already in ``Diagnostic/reportOrder(_:_:)``, so a stable sort would change
    /// nothing: one linear pass instead of a sort that copies every diagnostic.
    ///
    ///     if !SourceLintRunner.isInReportOrder(list) { list.sort(by: Diagnostic.reportOrder) }
    public static func isInReportOrder(_ diagnostics: [Diagnostic]) -> Bool {
        var index = 1
        while index < diagnostics.count {
            if Diagnostic.reportOrder(diagnostics[index], diagnostics[index - 1]) { return false }
            index += 1
        }
        return true
    }

    enum Outcome: Sendable {
        case linted(SourceLintResult)
        case unreadable
    }

    private final class ResultStore: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var outcomes: [Outcome?]

        init(count: Int) { outcomes = Array(repeating: nil, count: count) }

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

    /// The file's bytes, read with one `read(2)` loop into an exactly sized array.
    static func readFile(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        var bytes = [UInt8]()
        var capacity = max(Int(info.st_size), 0) + 1
        var length = 0
        while true {
            if length == bytes.count { bytes.append(contentsOf: repeatElement(0, count: capacity)) }
            let count = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + length, buffer.count - length)
            }
            if count < 0 { return nil }
            if count == 0 { break }
            length += count
            capacity = max(capacity, 65_536)
        }
        bytes.removeSubrange(length...)
        return bytes
    }
}
