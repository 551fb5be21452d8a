import Foundation

/// Paths handed from the thread that finds them to the workers that lint them: ``add(_:)`` appends, ``next()``
/// gives each path to exactly one worker (waiting while the list is empty but not finished), ``finish()`` ends it.
///
///     let feed = FileFeed()
///     // finder thread:  feed.add("A.swift"); feed.add("B.swift"); feed.finish()
///     // each worker:    while let (index, path) = feed.next() { lint(path) }
///
/// `@unchecked Sendable`: every stored `var` is read and written only with `condition` locked. Workers wait for
/// paths on that condition, which ``Locked`` (a plain lock) cannot do.
final class FileFeed: @unchecked Sendable {
    private let condition = NSCondition()
    private var paths: [String]
    private var taken = 0
    private var finished: Bool
    private var sortedAndUnique = true

    /// An open feed, filled by ``add(_:)`` until ``finish()``.
    init() {
        paths = []
        finished = false
    }

    /// A feed of these paths, already finished.
    init(_ paths: [String]) {
        self.paths = paths
        finished = true
        sortedAndUnique = zip(paths, paths.dropFirst()).allSatisfy { $0 < $1 }
    }

    func add(_ path: String) {
        condition.lock()
        if sortedAndUnique, let last = paths.last, !(last < path) { sortedAndUnique = false }
        paths.append(path)
        condition.signal()
        condition.unlock()
    }

    /// No more paths: workers waiting in ``next()`` return nil once the list is used up.
    func finish() {
        condition.lock()
        finished = true
        condition.broadcast()
        condition.unlock()
    }

    /// The next path and its index in the order added; nil when the feed is finished and every path given out.
    func next() -> (index: Int, path: String)? {
        condition.lock()
        defer { condition.unlock() }
        while taken == paths.count && !finished { condition.wait() }
        guard taken < paths.count else { return nil }
        taken += 1
        return (taken - 1, paths[taken - 1])
    }

    /// True when every path sorts after the one added before it (as ``FileFinder/sortedAndUnique(_:)``
    /// would leave them), as a walk's paths usually do.
    var isSortedAndUnique: Bool {
        condition.lock()
        defer { condition.unlock() }
        return sortedAndUnique
    }

    /// How many paths there are, once ``finish()`` was called; nil while more may come.
    var finishedCount: Int? {
        condition.lock()
        defer { condition.unlock() }
        return finished ? paths.count : nil
    }

    /// Every path added, in order (once finished).
    var all: [String] {
        condition.lock()
        defer { condition.unlock() }
        return paths
    }
}
