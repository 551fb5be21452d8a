import Testing

@testable import L10nCatalogChecks

/// Text every language shows as it is, which no missing translation changes (judged on real apps: kaset's '%@ %@'
/// and '⌘K', RClick's 'github.com/wflixu/RClick'), and the look-alikes that are words.
@Suite struct NothingToTranslateTests {
    @Test func placeholdersAddressesAndShortcutsHaveNothingToTranslate() {
        for text in ["%@ %@", "%@", "— %lld", "12:00", "⌘K", "⇧⌘N", "github.com/wflixu/RClick", "https://example.org/help",
                     "support@example.com", "apps.apple.com",
                     // Petrichor: acronyms, universal units, a clock's pattern; Beszel's temperature suffix.
                     "ISRC", "%lld dB", "+12 dB", "44.1 kHz", "R&B", "H:MM:SS", " (°C)",
                     // SSHTunnelPro's process badge and its hidden spacer: 'PID' is no English word ('pi' + 'd').
                     "PID %@", "PID 00000", "ISO 8601"] {
            #expect(MissingTranslationRule.isNothingToTranslate(text), "\(text)")
        }
    }

    /// GOV.UK One Login's acknowledgements: the licences stay in their holders' words; a sentence about them does not.
    @Test func licenceTextsHaveNothingToTranslate() {
        #expect(MissingTranslationRule.isNothingToTranslate(
            "MIT License\n\nPermission is hereby granted, free of charge, to any person obtaining a copy of this software"))
        #expect(MissingTranslationRule.isNothingToTranslate(
            "Apache License\nVersion 2.0, January 2004\nhttp://www.apache.org/licenses/ TERMS AND CONDITIONS FOR USE"))
        #expect(MissingTranslationRule.isNothingToTranslate("Copyright (c) 2011 Petteri Aimonen"))
        #expect(!MissingTranslationRule.isNothingToTranslate("Licenses"))
        #expect(!MissingTranslationRule.isNothingToTranslate(
            "This app uses open source software. Tap a library to read the licence it is shared under, in English."))
    }

    @Test func wordsHaveSomethingToTranslate() {
        for text in ["Done.", "Open github.com", "e.g.", "K", "Version %@", "Node.js", "logo.png", "GitHub", "Wikipedia",
                     "%lld GB", "12 ms", "FREE", "Bit depth %lld",
                     "GRID", "SAVE", "OK"] {
            #expect(!MissingTranslationRule.isNothingToTranslate(text), "\(text)")
        }
        // A key without a source value is not read as a domain: a dotted key looks like one.
        #expect(!MissingTranslationRule.isNothingToTranslate("home.title", readingDomains: false))
        #expect(!MissingTranslationRule.isNothingToTranslate("settings.app", readingDomains: false))
        #expect(MissingTranslationRule.isNothingToTranslate("https://example.org", readingDomains: false))
    }
}

/// ``UntranslatedCopyRule/scalarWords(in:)`` reads the words ``UntranslatedCopyRule/unicodeWords(in:)`` reads, in
/// every text ``OneScalarCharacters`` lets it read.
@Suite struct ScalarWordsTests {
    @Test func scalarWordsAreTheCharactersWords() {
        var texts = [
            "Don’t save…", "Café au lait", "Привет, мир! Версия 2.0", "Ελληνικά: «κείμενο»", "日本語のテキスト、カタカナ",
            "한국어 텍스트입니다", "مرحبا بالعالم؟ ١٢٣", "שלום עולם", "Բարեւ աշխարհ", "გამარჯობა", "e-mail: a@b.com ’quoted’",
            "L’application — “mot” x2 a\u{A0}b", "ÀÉÎÕÜ ñ ß ø ł", "line\r\nbreak\u{2028}here", "½ ² ③ Ⅻ",
        ]
        for value in UInt32(0x20)..<0x3100 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            texts.append(" x\(Character(scalar))y \(Character(scalar))\(Character(scalar)) a-\(Character(scalar))b \(Character(scalar)).x")
        }
        var read = 0
        for text in texts where OneScalarCharacters.holds(text) {
            read += 1
            #expect(UntranslatedCopyRule.scalarWords(in: text) == UntranslatedCopyRule.unicodeWords(in: text), "\(text)")
        }
        #expect(read > 1000)
    }

    @Test func textsWithJoiningScalarsAreReadByCharacter() {
        for text in ["Cafe\u{301}", "👍🏽 ok", "नमस्ते", "สวัสดี", "a\u{200D}b", "🇫🇷"] {
            #expect(!OneScalarCharacters.holds(text), "\(text)")
        }
        #expect(OneScalarCharacters.holds("Don’t save…"))
    }
}
