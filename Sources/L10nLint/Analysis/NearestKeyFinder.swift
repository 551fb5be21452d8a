import Foundation

/// Finds the catalog key closest to an unknown key (within two edits), for `unknown-key`'s "did you mean" hint.
///
/// Keys are indexed by length once (only keys within two bytes of the target's length can be two edits away),
/// each comparison is a banded edit distance without allocation, and answers are remembered: a project that
/// references the same missing key a thousand times pays for one search. Safe to share between threads.
///
///     let finder = NearestKeyFinder(keys: ["home.title", "home.subtitle"])
///     finder.nearest(to: "home.titel")  // "home.title"
///     finder.nearest(to: "settings")    // nil
final class NearestKeyFinder: @unchecked Sendable {
    /// Keys by UTF-8 length, each with its bytes, in ascending order (ties go to the smaller key).
    private let byLength: [Int: [(key: String, bytes: [UInt8])]]
    private let lock = NSLock()
    private var answers: [String: String?] = [:]

    init(keys: Set<String>) {
        var byLength: [Int: [(key: String, bytes: [UInt8])]] = [:]
        for key in keys.sorted() { byLength[key.utf8.count, default: []].append((key, Array(key.utf8))) }
        self.byLength = byLength
    }

    /// The nearest key within two edits (the smallest distance, then the first in `<` order), or nil.
    func nearest(to key: String) -> String? {
        lock.lock()
        if let known = answers[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let answer = search(Array(key.utf8))
        lock.lock()
        answers[key] = answer
        lock.unlock()
        return answer
    }

    private func search(_ target: [UInt8]) -> String? {
        var best: (key: String, distance: Int)?
        for length in (target.count - 2)...(target.count + 2) where length >= 0 {
            for candidate in byLength[length] ?? [] {
                let distance = Self.distance(target, candidate.bytes, limit: 2)
                guard distance <= 2 else { continue }
                if best == nil || distance < best!.distance || (distance == best!.distance && candidate.key < best!.key) {
                    best = (candidate.key, distance)
                }
            }
        }
        return best?.key
    }

    /// Levenshtein distance of `a` and `b`, or `limit + 1` when it is larger than `limit`. A common prefix and
    /// suffix change no distance, so they are dropped first (keys of one catalog share long prefixes); then only
    /// the diagonal band of width `2 * limit + 1` is computed, in two rows.
    static func distance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        return a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                var start = 0
                var endA = a.count
                var endB = b.count
                while start < endA, start < endB, a[start] == b[start] { start += 1 }
                while endA > start, endB > start, a[endA - 1] == b[endB - 1] {
                    endA -= 1
                    endB -= 1
                }
                return bandedDistance(
                    UnsafeBufferPointer(rebasing: a[start..<endA]), UnsafeBufferPointer(rebasing: b[start..<endB]),
                    limit: limit)
            }
        }
    }

    /// The banded distance proper, its two rows in one stack allocation.
    private static func bandedDistance(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, limit: Int) -> Int {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let infinity = limit + 1
        let width = b.count + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * width) { rows in
            var previous = rows.baseAddress!
            var current = previous + width
            previous.initialize(repeating: infinity, count: width)
            current.initialize(repeating: infinity, count: width)
            for j in 0...min(b.count, limit) { previous[j] = j }
            for i in 1...a.count {
                let low = max(1, i - limit)
                let high = min(b.count, i + limit)
                current[0] = i <= limit ? i : infinity
                if low > 1 { current[low - 1] = infinity }
                var rowMinimum = current[0]
                if low <= high {
                    for j in low...high {
                        let cost = a[i - 1] == b[j - 1] ? 0 : 1
                        let value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                        current[j] = min(value, infinity)
                        rowMinimum = min(rowMinimum, current[j])
                    }
                }
                if high < b.count { current[high + 1] = infinity }
                if rowMinimum > limit { return infinity }
                swap(&previous, &current)
            }
            return min(previous[b.count], infinity)
        }
    }
}
