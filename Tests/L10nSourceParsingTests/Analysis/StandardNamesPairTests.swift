import Foundation
import Testing

@testable import L10nSourceParsing

/// ``StandardNames/isLanguageNamePair(_:)`` splits a text at a separator only when its bytes hold it: it answers
/// as splitting at every separator does, for pairs, flags, dashes and random text of separators' pieces.
struct StandardNamesPairTests {
    /// Languages' names in English, lower-cased, with their codes: the table ``StandardNames`` reads.
    static var englishNames: [String: [String]] { StandardNames.englishLanguageNames }

    /// The answer with every separator split at (before the byte tests).
    static func splittingEverySeparator(_ text: String) -> Bool {
        let scalars = text.unicodeScalars.filter { !($0.value >= 0x1F1E6 && $0.value <= 0x1F1FF) && $0.value != 0xFE0F }
        let plain = String(String.UnicodeScalarView(scalars)).trimmingCharacters(in: .whitespaces)
        for separator in [" - ", " – ", " — ", " / "] {
            let parts = plain.components(separatedBy: separator)
            guard parts.count == 2 else { continue }
            for (english, own) in [(parts[0], parts[1]), (parts[1], parts[0])] {
                if let codes = englishNames[english.trimmingCharacters(in: .whitespaces).lowercased()],
                    codes.contains(where: { code in
                        Locale(identifier: code).localizedString(forLanguageCode: code).map { StandardNames.fold($0) }
                            == StandardNames.fold(own.trimmingCharacters(in: .whitespaces))
                    })
                {
                    return true
                }
            }
        }
        return false
    }

    @Test func pairsAsBefore() {
        let texts = [
            "🇩🇪 German - Deutsch", "German - Settings", "Norwegian – Norsk bokmål", "French — Français", "Deutsch / German",
            "🇫🇷\u{FE0F} French -🇫🇷 Français", "Wi-Fi", "A/B", "—", " - ", "German -\u{301} Deutsch", "Open in Safari",
        ]
        for text in texts {
            #expect(StandardNames.isLanguageNamePair(text) == Self.splittingEverySeparator(text), "\(text)")
        }
    }

    @Test func randomTextAsBefore() {
        var generator = SeededGenerator(seed: 0x5EB)
        let pieces = [
            " ", "-", "/", "–", "—", "German", "Deutsch", "French", "Français", "🇩🇪", "\u{FE0F}", "\u{301}", "a", "\u{2013}",
        ]
        for _ in 0..<3_000 {
            let count = Int.random(in: 0...7, using: &generator)
            let text = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(StandardNames.isLanguageNamePair(text) == Self.splittingEverySeparator(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}
