import Testing

@testable import L10nSourceParsing

/// ``StringPool``: what it hands back has the bytes it was given, whatever it held before.
struct StringPoolTests {
    @Test func longASCIITextIsTheSame() {
        var pool = StringPool()
        let first = pool.interned(String("SettingsViewController".reversed().reversed()))
        let second = pool.interned(String("SettingsViewController".reversed().reversed()))
        #expect(first == "SettingsViewController")
        #expect(Array(second.utf8) == Array("SettingsViewController".utf8))
    }

    /// Canonically equivalent texts are equal `String`s of other bytes: each keeps its own.
    @Test func equivalentTextsKeepTheirBytes() {
        var pool = StringPool()
        let composed = "caf\u{E9} au lait, s'il vous pla\u{EE}t"
        let decomposed = "cafe\u{301} au lait, s'il vous plai\u{302}t"
        #expect(composed == decomposed)
        _ = pool.interned(composed)
        #expect(Array(pool.interned(decomposed).utf8) == Array(decomposed.utf8))
    }

    @Test func shortAndMissingTexts() {
        var pool = StringPool()
        #expect(pool.interned("title") == "title")
        #expect(pool.interned(nil as String?) == nil)
        #expect(pool.interned("localizedDescription" as String?) == "localizedDescription")
    }
}
