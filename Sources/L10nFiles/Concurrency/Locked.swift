import Foundation

/// A value shared between threads, read and changed only while its lock is held: the one lock box of the package
/// (`Synchronization.Mutex` would do, but needs macOS 15).
///
///     let seen = Locked<Set<String>>([])
///     DispatchQueue.concurrentPerform(iterations: 4) { part in
///         seen.withLock { $0.insert("part \(part)") }
///     }
///     seen.withLock { $0.count }  // 4
///
/// Invariant (why it may promise `Sendable`): `value` is private and touched only inside ``withLock(_:)``, which
/// holds `lock` for the whole of `body`; the value comes in `sending` and results go out `sending`, so no thread
/// keeps a reference into it outside the lock (as `Mutex` requires).
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    public init(_ value: sending Value) {
        self.value = value
    }

    /// Runs `body` on the value, with the lock held.
    public func withLock<Result>(_ body: (inout sending Value) throws -> sending Result) rethrows -> sending Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
