import Foundation

/// Runs two pieces of work that do not depend on each other at the same time, the second on another thread, and
/// returns both results once both are done. On a one-core machine they run one after the other.
///
///     let (types, routes) = concurrently({ declaredTypes(facts) }, { resolvedRoutes(facts) })
public func concurrently<First: Sendable, Second: Sendable>(
    _ first: @Sendable () -> First, _ second: @Sendable () -> Second
) -> (First, Second) {
    let firstResult = Locked<First?>(nil)
    let secondResult = Locked<Second?>(nil)
    DispatchQueue.concurrentPerform(iterations: 2) { part in
        if part == 0 {
            let value = first()
            firstResult.withLock { $0 = value }
        } else {
            let value = second()
            secondResult.withLock { $0 = value }
        }
    }
    // concurrentPerform returns once both parts have run: both results are set.
    return (firstResult.withLock { $0! }, secondResult.withLock { $0! })
}
