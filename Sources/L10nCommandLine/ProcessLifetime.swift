import Foundation

/// Values a command keeps until the process exits, never freed one by one.
///
/// `l10n` exits right after its report. By then a large run holds tens of thousands of findings, and releasing
/// them object by object takes milliseconds the kernel does at once when the process ends (compilers skip the
/// same work with `-disable-free`). Only for the command-line frontend, whose process ends after one command.
///
///     let outcome = CheckRun.run(request)
///     … report it …
///     ProcessLifetime.keepUntilExit(outcome)
public enum ProcessLifetime {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var kept: [Any] = []

    /// Keeps `value` alive until the process exits.
    public static func keepUntilExit(_ value: Any) {
        lock.lock()
        kept.append(value)
        lock.unlock()
    }
}
