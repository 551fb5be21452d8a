import Foundation
import L10nFiles
import Testing

/// ``TrimmedCharacters`` trims as Foundation's `trimmingCharacters(in:)` does, and ``FoundationSearch/contains(_:_:)``
/// finds what Foundation's `contains(_:)` finds: the catalog rules ask them of every value.
@Suite struct TrimmedCharactersTests {
    /// Texts with whitespace and marks of every kind at their ends: ASCII, Unicode spaces and line separators,
    /// combining marks, emoji and other scalars outside the Basic Multilingual Plane.
    static let texts = [
        "", " ", "  a  ", "\t\n x \u{85}", "\u{A0}x\u{3000}", "\u{2028}y\u{2029}", " 😀 ", "😀", " e\u{301} ",
        " \u{301}x", "x \u{301}", "(dB)", "+12", "–5–", "\u{200B}x\u{200B}", "\u{FEFF}a", "\r\n", "a\r\n", "\u{1680}a",
        "\u{205F}b\u{202F}", "\tc\u{0B}\u{0C}", "°C", " (°C)", "🇫🇷 ", " 𝐀 ", "%lld dB", "12:00", "...", "( )",
    ]

    @Test func trimsAsFoundationTrims() {
        let sets: [CharacterSet] = [
            .whitespacesAndNewlines, .whitespaces, CharacterSet(charactersIn: "()[]+-–:,./%0123456789"),
            CharacterSet(charactersIn: "()[] "),
        ]
        var texts = Self.texts
        for value in 0..<0x3100 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            texts += ["\(Character(scalar))", " \(Character(scalar))x\(Character(scalar)) "]
        }
        for set in sets {
            let trimmed = TrimmedCharacters(set)
            for text in texts {
                #expect(trimmed.trimming(text) == text.trimmingCharacters(in: set), "\(text.debugDescription)")
                #expect(trimmed.trimming(Substring(text)) == text.trimmingCharacters(in: set), "\(text.debugDescription)")
            }
        }
    }

    @Test func containsAsFoundationFinds() {
        for text in Self.texts + ["https://x.com", "a b", "R&B", "Café au lait", "e\u{301} b", "ab\r\ncd", "://"] {
            for needle in [" ", "://", "&", "b", "\r\n", "é"] {
                #expect(FoundationSearch.contains(text, needle) == text.contains(needle), "\(text.debugDescription) \(needle)")
            }
        }
    }
}
