import Testing

@testable import L10nSourceParsing

/// The indexed, banded, memoised "did you mean" search answers exactly like the plain definition: the key with
/// the smallest full Levenshtein distance (at most two), ties to the smaller key.
@Suite struct NearestKeyFinderTests {
    /// Full dynamic-programming Levenshtein distance, the textbook definition.
    static func fullDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var previous = Array(0...b.count)
        for i in 1..<(a.count + 1) {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in 1..<(b.count + 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    static func bruteNearest(_ key: String, _ keys: Set<String>) -> String? {
        var best: (key: String, distance: Int)?
        for candidate in keys {
            let distance = fullDistance(Array(key.utf8), Array(candidate.utf8))
            guard distance <= 2 else { continue }
            if best == nil || distance < best!.distance || (distance == best!.distance && candidate < best!.key) {
                best = (candidate, distance)
            }
        }
        return best?.key
    }

    @Test func bandedDistanceAgreesWithTheFullDefinitionUpToTheLimit() {
        var generator = SeededGenerator(seed: 20_261_122)
        let alphabet = Array("ab.c".utf8)
        cases: for _ in 0..<3_000 {
            let a = (0..<Int.random(in: 0...7, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let b = (0..<Int.random(in: 0...7, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let expected = min(Self.fullDistance(a, b), 3)
            let banded = NearestKeyFinder.distance(a, b, limit: 2)
            #expect(banded == expected, "\(a) \(b)")
            if banded != expected { break cases }
        }
    }

    @Test func nearestAgreesWithBruteForce() {
        let keys: Set<String> = [
            "home.title", "home.subtitle", "home.titles", "cart.items", "cart.item", "cart.total", "a.b", "a.c",
            "settings.notifications.toggle", "settings.notification.toggle", "profile.name", "profile.game",
        ]
        let finder = NearestKeyFinder(keys: keys)
        let queries = [
            "home.titel", "home.title", "cart.itmes", "cart.iten", "a.d", "b.b", "settings.notifications.toggel",
            "profile.nam", "profile.xame", "unrelated.key", "", "x", "cart.tota", "home.subtitel",
        ]
        cases: for query in queries {
            // Twice: the second answer comes from the memo.
            for _ in 0..<2 {
                let answer = finder.nearest(to: query)
                #expect(answer == Self.bruteNearest(query, keys), "\(query)")
                if answer != Self.bruteNearest(query, keys) { break cases }
            }
        }
    }

    /// Random catalog-like keys and queries a few edits away: the search (length buckets, presence masks, banded
    /// distance) answers as the plain definition does.
    @Test func nearestAgreesWithBruteForceOnRandomKeys() {
        var generator = SeededGenerator(seed: 41)
        let words = ["home", "title", "cart", "items", "menu", "order", "share", "total", "row", "detail"]
        let keys = Set((0..<300).map { _ in
            (0..<3).map { _ in words.randomElement(using: &generator)! }.joined(separator: ".")
        })
        let finder = NearestKeyFinder(keys: keys)
        let alphabet = Array("abcdehilmnorstuxz.%".utf8)
        cases: for _ in 0..<400 {
            var query = Array(keys.randomElement(using: &generator)!.utf8)
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                let position = Int.random(in: 0...query.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: query.insert(alphabet.randomElement(using: &generator)!, at: position)
                case 1 where position < query.count: query.remove(at: position)
                default: if position < query.count { query[position] = alphabet.randomElement(using: &generator)! }
                }
            }
            let text = String(decoding: query, as: UTF8.self)
            let expected = Self.bruteNearest(text, keys)
            let answer = finder.nearest(to: text)
            #expect(answer == expected, "\(text)")
            if answer != expected { break cases }
        }
    }
}
