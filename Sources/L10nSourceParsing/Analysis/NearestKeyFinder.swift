import Foundation
import L10nFiles

/// Finds the catalog key closest to an unknown key (within two edits), for `unknown-key`'s "did you mean" hint.
///
/// Keys are indexed by length once (only keys within two bytes of the target's length can be two edits away),
/// a key whose bytes differ too much in kind is ruled out by a 64-bit mask before any table is computed, each
/// remaining comparison is a banded edit distance without allocation, and answers are remembered: a project that
/// references the same missing key a thousand times pays for one search. Safe to share between threads.
///
///     let finder = NearestKeyFinder(keys: ["home.title", "home.subtitle"])
///     finder.nearest(to: "home.titel")  // "home.title"
///     finder.nearest(to: "settings")    // nil
package struct NearestKeyFinder: Sendable {
    /// Keys by UTF-8 length, each with its bytes and ``presence(_:)`` mask, in ascending order (ties go to the
    /// smaller key).
    private let byLength: [Int: [(key: String, bytes: [UInt8], mask: UInt64)]]
    /// Answers so far, by key asked for.
    private let answers = Locked<[String: String?]>([:])

    package init(keys: Set<String>) {
        var byLength: [Int: [(key: String, bytes: [UInt8], mask: UInt64)]] = [:]
        for key in keys.sorted() {
            let bytes = Array(key.utf8)
            byLength[bytes.count, default: []].append((key, bytes, Self.presence(bytes)))
        }
        self.byLength = byLength
    }

    /// Which of 64 byte classes (`byte & 63`) occur in `bytes`. Every class that occurs in one text and not in the
    /// other needs an edit of its own (each edit removes or brings one byte), so when either text has more than
    /// `limit` classes the other lacks, their distance is over `limit`.
    static func presence(_ bytes: [UInt8]) -> UInt64 {
        var mask: UInt64 = 0
        for byte in bytes { mask |= 1 << UInt64(byte & 63) }
        return mask
    }

    /// The nearest key within two edits (the smallest distance, then the first in `<` order), or nil.
    package func nearest(to key: String) -> String? {
        if let known = answers.withLock({ $0[key] }) { return known }
        let answer = search(Array(key.utf8))
        answers.withLock { $0[key] = answer }
        return answer
    }

    private func search(_ target: [UInt8]) -> String? {
        var best: (key: String, distance: Int)?
        let longest = target.count + 2
        let targetMask = Self.presence(target)
        // Two rows of the banded table, allocated once per search and reused for every candidate.
        var rows = Rows(capacity: longest + 1)
        for length in (target.count - 2)...(target.count + 2) where length >= 0 {
            guard let candidates = byLength[length] else { continue }
            for candidate in candidates {
                if (targetMask & ~candidate.mask).nonzeroBitCount > 2
                    || (candidate.mask & ~targetMask).nonzeroBitCount > 2
                {
                    continue  // over two edits apart (see ``presence(_:)``)
                }
                let distance = Self.distance(target, candidate.bytes, limit: 2, rows: &rows)
                guard distance <= 2 else { continue }
                if best == nil || distance < best!.distance
                    || (distance == best!.distance && candidate.key < best!.key)
                {
                    best = (candidate.key, distance)
                }
            }
        }
        return best?.key
    }

    /// Levenshtein distance of `a` and `b`, or `limit + 1` when it is larger than `limit`.
    static func distance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        var rows = Rows(capacity: b.count + 1)
        return distance(a, b, limit: limit, rows: &rows)
    }

    /// Two rows of the banded table, `previous` and `current`, each of at least `capacity` slots.
    struct Rows {
        var previous: [Int]
        var current: [Int]

        init(capacity: Int) {
            previous = Array(repeating: 0, count: capacity)
            current = previous
        }
    }

    /// Levenshtein distance of `a` and `b`, or `limit + 1` when it is larger than `limit`. A common prefix and
    /// suffix are set aside first (they never change the distance); then only the diagonal band of width
    /// `2 * limit + 1` is computed, in the two rows of `rows` (at least `b.count + 1` slots each), allocating nothing.
    static func distance(_ a: [UInt8], _ b: [UInt8], limit: Int, rows: inout Rows) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        var start = 0
        var aEnd = a.count
        var bEnd = b.count
        while start < aEnd, start < bEnd, a[start] == b[start] { start += 1 }
        while aEnd > start, bEnd > start, a[aEnd - 1] == b[bEnd - 1] {
            aEnd -= 1
            bEnd -= 1
        }
        let aCount = aEnd - start
        let bCount = bEnd - start
        if aCount == 0 || bCount == 0 { return min(max(aCount, bCount), limit + 1) }
        let infinity = limit + 1
        for j in 0...bCount { rows.previous[j] = j <= limit ? j : infinity }
        for i in 1...aCount {
            let low = max(1, i - limit)
            let high = min(bCount, i + limit)
            rows.current[0] = i <= limit ? i : infinity
            if low > 1 { rows.current[low - 1] = infinity }
            var rowMinimum = rows.current[0]
            if low <= high {
                let aByte = a[start + i - 1]
                for j in low...high {
                    let cost = aByte == b[start + j - 1] ? 0 : 1
                    let value = min(rows.previous[j] + 1, rows.current[j - 1] + 1, rows.previous[j - 1] + cost)
                    rows.current[j] = min(value, infinity)
                    rowMinimum = min(rowMinimum, rows.current[j])
                }
            }
            if high < bCount { rows.current[high + 1] = infinity }
            if rowMinimum > limit { return infinity }
            swap(&rows.previous, &rows.current)
        }
        return min(rows.previous[bCount], infinity)
    }
}
