import XCStrings

/// Counts the words a translator translates, for the `extract` summary.
///
///     WordCounter.count("Delete %lld photos?")   // 2  ("Delete", "photos?")
///     WordCounter.count("%#@files@")             // 0
///     WordCounter.count("写真を削除")              // 5  (one per ideograph or kana)
///
/// A word is a run of characters between spaces that holds a letter or digit once format specifiers
/// (`%@`, `%lld`, `%1$@`, `%#@name@`, `%arg`) are taken out; in scripts written without spaces (Han, kana, Thai…)
/// each character counts as a word, as CAT tools count them for pricing.
public enum WordCounter {
    public static func count(_ text: String) -> Int {
        var stripped = text
        let specifiers = FormatSpecifier.parse(text, recognizingArgumentPlaceholder: true)
        if !specifiers.isEmpty {
            var bytes = Array(text.utf8)
            for specifier in specifiers.reversed() where !specifier.looksLikeText && specifier.conversion != .invalid {
                let end = min(specifier.offset + specifier.length, bytes.count)
                bytes.replaceSubrange(specifier.offset..<end, with: [UInt8(ascii: " ")])
            }
            stripped = String(decoding: bytes, as: UTF8.self)
        }
        var words = 0
        var inWord = false
        var wordHasText = false
        for scalar in stripped.unicodeScalars {
            if scalar.isASCII {
                // Fast path: most source text is ASCII.
                let value = scalar.value
                if value == 0x20 || (0x09...0x0D).contains(value) {
                    if inWord && wordHasText { words += 1 }
                    inWord = false
                    wordHasText = false
                } else {
                    inWord = true
                    if (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) {
                        wordHasText = true
                    }
                }
            } else if scalar.properties.isWhitespace {
                if inWord && wordHasText { words += 1 }
                inWord = false
                wordHasText = false
            } else if isUnspacedScript(scalar) {
                if inWord && wordHasText { words += 1 }
                inWord = false
                wordHasText = false
                words += 1
            } else {
                inWord = true
                if scalar.properties.isAlphabetic || scalar.properties.numericType != nil { wordHasText = true }
            }
        }
        if inWord && wordHasText { words += 1 }
        return words
    }

    /// Han, Hiragana, Katakana, Thai, Lao, Khmer, Myanmar: scripts written without spaces between words.
    private static func isUnspacedScript(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x31F0...0x31FF,  // kana
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F,  // Han
            0x0E00...0x0E7F, 0x0E80...0x0EFF, 0x1780...0x17FF, 0x1000...0x109F:  // Thai, Lao, Khmer, Myanmar
            return true
        default:
            return false
        }
    }
}
