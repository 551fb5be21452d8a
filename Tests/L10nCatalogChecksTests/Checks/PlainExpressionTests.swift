import Foundation
import Testing

@testable import L10nCatalogChecks

/// `PlainExpression` decides what ICU decides (`KeyPattern`'s whole-key match through `NSRegularExpression`), on
/// the patterns `init` writes and on hand-made ones, for real keys, edge keys and random printable strings.
@Suite struct PlainExpressionTests {
    static func icu(_ pattern: String, _ key: String) -> Bool {
        let expression = try! NSRegularExpression(pattern: pattern)
        let range = NSRange(key.startIndex..<key.endIndex, in: key)
        guard let match = expression.firstMatch(in: key, options: [.anchored], range: range) else { return false }
        return match.range == range
    }

    /// The shapes `KeyPatternBuilder` writes, and a few of a person's.
    static let patterns: [String] = {
        var patterns: [String] = []
        for start in ["a-z", "A-Z", "a-zA-Z"] {
            for body in ["a-z0-9", "a-zA-Z0-9_", "a-z0-9-", "a-zA-Z0-9%@$-"] {
                for later in ["", "0-9%"] {
                    for fewest in [1, 3] {
                        for tail in ["", "( .*%.*)?", "( %[^ ]+)*"] {
                            let segment = "[\(start)][\(body)]*"
                            let laterSegment = "[\(start)\(later)][\(body)]*"
                            let repeated = fewest == 1 ? "(\\.\(laterSegment))*" : "(\\.\(laterSegment)){\(fewest - 1),}"
                            patterns.append("^" + segment + repeated + tail + "$")
                        }
                    }
                }
            }
        }
        return patterns + [
            "^[^ ]+$", "^[a-]+$", "^[-a]+$", "^[$]+$", "^a{2}$", "^a{2,3}$", "^(ab)*$", "^(a*)*b$", "^.*$", "^\\.$",
            "^[ ]$", "^[a-z ]+$", "^$", "^a?b+c*$", "^#a$", "^[^a-z]*$", "^[^-]+$", "^(\\.[a-z]+)+$", "^[!-~]+$",
            "^[a-z]+\\$$",
        ]
    }()

    static let keys: [String] = {
        var keys = [
            "", " ", "a", "a.", ".a", "a..b", "ab", "abab", "aab", "b", "aa", "aaa", "aaaa", "home.title",
            "home.screen.title", "home.title %@", "home.title %@ %d", "home.title  %@", "home.title %", "a.b (%d)",
            "a.b c%d", "Home.Screen.Title", "settings.sign-out", "filter.expiry-%@", "feed.cache.1hour", "HomeTitle",
            "Add to Favorites", "$", "$$", "a$", "#a", "-", "--a", "a-b", "!", "~", "Cancel", "OK", "%@", "%lld items",
            "key_with_underscore", "key.With.Caps", "x.y.z.w", "x.y", "1.2.3",
        ]
        // Random printable strings over the characters the patterns name, and a few others.
        var random = SystemRandomNumberGenerator()
        let alphabet = Array("abzAZ019._-%@$ ()#:[]^+*?{},|")
        for _ in 0..<3_000 {
            let count = Int.random(in: 0...10, using: &random)
            keys.append(String((0..<count).map { _ in alphabet.randomElement(using: &random)! }))
        }
        return keys
    }()

    @Test func decidesAsICUDoes() {
        var decided = 0
        for pattern in Self.patterns {
            guard let plain = PlainExpression(pattern) else {
                Issue.record("not taken: \(pattern)")
                continue
            }
            for key in Self.keys {
                guard let matches = plain.matchesWhole(key) else { continue }
                decided += 1
                #expect(matches == Self.icu(pattern, key), "\(pattern) on '\(key)'")
            }
        }
        #expect(decided > 100_000)
    }

    @Test func leavesToICUWhatItDoesNotRead() {
        for pattern in ["home", "^(a|b)$", "^[]a]$", "^[a-z]+?$", "^\\d+$", "^a\\$", "^(?i)a$", "^[a-z&&[^b]]$", "^[\\w]$"] {
            #expect(PlainExpression(pattern) == nil, "\(pattern)")
        }
        let plain = PlainExpression("^[a-z]+$")!
        #expect(plain.matchesWhole("añadir") == nil)
        #expect(plain.matchesWhole("tab\there") == nil)
        #expect(plain.matchesWhole("abc") == true)
    }

    @Test func keyPatternMatchesAsBefore() throws {
        let pattern = try KeyPattern(regularExpression: "^[a-z][a-z0-9-]*(\\.[a-z][a-z0-9-]*){1,}( %[^ ]+)*$")
        #expect(pattern.matches("home.title"))
        #expect(pattern.matches("home.title %@"))
        #expect(!pattern.matches("Home"))
        // Not ASCII: ICU decides.
        #expect(!pattern.matches("home.títle"))
        #expect(pattern.matches("home.title %é"))
    }
}
