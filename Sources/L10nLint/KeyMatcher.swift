/// Matches keys against `ignoreKeys` patterns, where `*` matches any run of characters.
///
///     KeyMatcher(patterns: ["onboarding.*", "debug"]).matches("onboarding.page1.title")  // true
struct KeyMatcher: Sendable {
    private let exact: Set<String>
    private let globs: [[Substring]]

    init(patterns: [String]) {
        exact = Set(patterns.filter { !$0.contains("*") })
        globs = patterns.filter { $0.contains("*") }.map { $0.split(separator: "*", omittingEmptySubsequences: false) }
    }

    func matches(_ key: String) -> Bool {
        if exact.contains(key) { return true }
        return globs.contains { Self.match(key[...], $0) }
    }

    /// Greedy-free glob match of pieces separated by `*`, in linear passes.
    private static func match(_ key: Substring, _ pieces: [Substring]) -> Bool {
        guard let first = pieces.first, let last = pieces.last else { return true }
        guard key.hasPrefix(first) else { return false }
        var rest = key.dropFirst(first.count)
        if pieces.count == 1 { return rest.isEmpty }
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let range = rest.firstRange(of: piece) else { return false }
            rest = rest[range.upperBound...]
        }
        return rest.count >= last.count && rest.hasSuffix(last)
    }

    /// The catalog key closest to `key` within two edits, for "did you mean" hints.
    static func nearest(to key: String, in keys: Set<String>) -> String? {
        let target = Array(key.utf8)
        var best: (key: String, distance: Int)?
        for candidate in keys {
            let bytes = Array(candidate.utf8)
            guard abs(bytes.count - target.count) <= 2 else { continue }
            let distance = editDistance(target, bytes, limit: 2)
            if distance <= 2, best == nil || distance < best!.distance || (distance == best!.distance && candidate < best!.key) {
                best = (candidate, distance)
            }
        }
        return best?.key
    }

    private static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1..<(b.count + 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
