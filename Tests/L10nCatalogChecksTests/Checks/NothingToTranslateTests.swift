import Testing

@testable import L10nCatalogChecks

/// Text every language shows as it is, which no missing translation changes (judged on real apps: kaset's '%@ %@'
/// and '⌘K', RClick's 'github.com/wflixu/RClick'), and the look-alikes that are words.
@Suite struct NothingToTranslateTests {
    @Test func placeholdersAddressesAndShortcutsHaveNothingToTranslate() {
        for text in ["%@ %@", "%@", "— %lld", "12:00", "⌘K", "⇧⌘N", "github.com/wflixu/RClick", "https://example.org/help",
                     "support@example.com", "apps.apple.com",
                     // Petrichor: acronyms, universal units, a clock's pattern; Beszel's temperature suffix.
                     "ISRC", "%lld dB", "+12 dB", "44.1 kHz", "R&B", "H:MM:SS", " (°C)"] {
            #expect(MissingTranslationRule.isNothingToTranslate(text), "\(text)")
        }
    }

    @Test func wordsHaveSomethingToTranslate() {
        for text in ["Done.", "Open github.com", "e.g.", "K", "Version %@", "Node.js", "logo.png", "GitHub", "Wikipedia",
                     "%lld GB", "12 ms", "FREE", "Bit depth %lld"] {
            #expect(!MissingTranslationRule.isNothingToTranslate(text), "\(text)")
        }
        // A key without a source value is not read as a domain: a dotted key looks like one.
        #expect(!MissingTranslationRule.isNothingToTranslate("home.title", readingDomains: false))
        #expect(!MissingTranslationRule.isNothingToTranslate("settings.app", readingDomains: false))
        #expect(MissingTranslationRule.isNothingToTranslate("https://example.org", readingDomains: false))
    }
}
