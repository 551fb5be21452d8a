import Foundation
import L10nDiagnostics

/// ``UnbuiltFiles``' answers for the files of a check's findings, worked out on a thread of its own from the moment
/// the lint ends, while the findings go through the run's other filters (it had the main thread to itself after
/// them, one core waiting).
///
///     let prefetch = UnbuiltFilesPrefetch(catalogFindings, lintFindings, currentDirectory: cwd)
///     // … other filters …
///     diagnostics = UnbuiltFiles.filtered(diagnostics, unbuilt: prefetch.decided)
///
/// Invariant (why it may promise `Sendable`): the thread alone touches `unbuilt` until it signals `done`, and
/// ``decided`` hands it over only after waiting for that signal; the caller then uses it on one thread.
final class UnbuiltFilesPrefetch: @unchecked Sendable {
    private let unbuilt: UnbuiltFiles
    private let done = DispatchSemaphore(value: 0)

    init(_ first: [Diagnostic], _ second: [Diagnostic], currentDirectory: String) {
        unbuilt = UnbuiltFiles(currentDirectory: currentDirectory)
        Thread { [self] in
            // Each file once, however many findings it has (the answers are kept by path).
            var seen = Set<String>()
            for diagnostic in first + second where seen.insert(diagnostic.location.file).inserted {
                let file = diagnostic.location.file
                if UnbuiltFiles.isDecided(file) { _ = unbuilt.isUnbuilt(file) }
            }
            done.signal()
        }.start()
    }

    /// The files' answers (waits for them), for ``UnbuiltFiles/filtered(_:unbuilt:)`` on the caller's thread.
    var decided: UnbuiltFiles {
        done.wait()
        done.signal()
        return unbuilt
    }
}
