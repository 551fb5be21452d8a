import L10nDiagnostics
import Testing

/// FNV-1a's published 64-bit test vectors: fingerprints and source tokens written down yesterday must read the same
/// today.
@Suite struct StableHashTests {
    @Test(arguments: [("", "cbf29ce484222325"), ("a", "af63dc4c8601ec8c"), ("foobar", "85944171f73967e8")])
    func publishedVectors(text: String, expected: String) {
        var hash = StableHash()
        hash.add(text.utf8)
        #expect(hash.hex == expected)
    }
}
