import Foundation

/// Runs pieces of work that do not depend on each other on the cores, each worker taking the next piece not yet
/// taken (list the costliest first, so that the last ones taken are short); returns once every piece has run.
///
/// `whenIdle` is work nobody waits for here: it is started on a thread of its own as soon as a worker finds no
/// piece left, on the core that worker leaves free while the others finish theirs, and it may go on after this
/// returns.
///
///     let types = Locked<[String: String]>([:])
///     let chains = Locked<[String: Bool]>([:])
///     concurrentTasks([
///         { types.withLock { $0 = memberTypes(facts) } },
///         { chains.withLock { $0 = undeclaredChains(facts) } },
///     ], whenIdle: { warmCaches() })
public func concurrentTasks(_ tasks: [@Sendable () -> Void], whenIdle: (@Sendable () -> Void)? = nil) {
    let next = Locked(0)
    let idleStarted = Locked(whenIdle == nil)
    let workers = max(1, min(tasks.count, ProcessInfo.processInfo.activeProcessorCount))
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
        while true {
            let taken = next.withLock { taken in
                defer { taken += 1 }
                return taken
            }
            guard taken < tasks.count else { break }
            tasks[taken]()
        }
        let startsIdleWork = idleStarted.withLock { started in
            defer { started = true }
            return !started
        }
        if startsIdleWork, let whenIdle { Thread { whenIdle() }.start() }
    }
}
