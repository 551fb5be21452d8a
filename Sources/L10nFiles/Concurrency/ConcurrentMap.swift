import Foundation

/// `elements.map(transform)`, the elements shared out among the cores: each worker takes the next element not yet
/// taken, so a long one does not hold the others up. The results are in the elements' order. With `costliestFirst`,
/// elements are taken in that order instead (the costliest first, so the last ones taken are short), the results
/// still in the elements' order.
///
///     let checked = concurrentMap(catalogs, costliestFirst: bySize) { check($0) }
public func concurrentMap<Element: Sendable, Mapped: Sendable>(
    _ elements: [Element], costliestFirst order: [Int]? = nil, _ transform: @Sendable (Element) -> Mapped
) -> [Mapped] {
    guard elements.count > 1 else { return elements.map(transform) }
    let order = order ?? Array(elements.indices)
    let next = Locked(0)
    let results = Locked([Mapped?](repeating: nil, count: elements.count))
    let workers = min(elements.count, max(1, ProcessInfo.processInfo.activeProcessorCount))
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
        while true {
            let taken = next.withLock { taken in
                defer { taken += 1 }
                return taken
            }
            guard taken < order.count else { return }
            let index = order[taken]
            let mapped = transform(elements[index])
            results.withLock { $0[index] = mapped }
        }
    }
    return results.withLock { $0.map { $0! } }
}
