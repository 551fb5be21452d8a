import Foundation
import Testing

@testable import L10nSourceParsing

/// ``RandomAccessCollection/containsBytes(_:)``: the answer Foundation's `firstRange(of:)` gives, on arrays and on
/// slices that do not start at zero.
struct ByteSearchTests {
    @Test(arguments: [
        ("x.onTapGesture { n += 1 }", "onTapGesture", true), ("tapCoun", "tapCount", false), ("tapCount", "tapCount", true),
        ("aab", "ab", true), ("abababc", "ababc", true), ("enum Keys: CaseIterable", "CaseIterable", true),
        ("", "a", false), ("rawValue", "rawValue:", false), ("ttap", "tap", true), ("tapx", "tap", true),
    ])
    func arrays(_ haystack: String, _ needle: String, _ expected: Bool) {
        let bytes = Array(haystack.utf8)
        #expect(bytes.containsBytes(Array(needle.utf8)) == expected)
        #expect(bytes.containsBytes(Array(needle.utf8)) == (bytes.firstRange(of: Array(needle.utf8)) != nil))
    }

    /// Every slice of a text with repeats, against every short needle of its bytes and a few others.
    @Test func slicesAgreeWithFoundation() {
        let bytes = Array("abcabxabcabc\nab".utf8)
        let needles = [[UInt8]("abc".utf8), Array("cab".utf8), Array("bx".utf8), Array("c\na".utf8), Array("abcabc".utf8), Array("z".utf8)]
        for lower in 0...bytes.count {
            for upper in lower...bytes.count {
                let slice = bytes[lower..<upper]
                for needle in needles {
                    #expect(slice.containsBytes(needle) == (slice.firstRange(of: needle) != nil))
                }
            }
        }
    }
}
