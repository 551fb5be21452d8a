/// Texts whose every `Character` is one Unicode scalar, told from their scalars alone: each scalar is of a range
/// with no scalar that joins another into one character (no combining mark, joiner, spacing mark, prepended
/// letter, Hangul jamo or regional indicator: Unicode's grapheme cluster breaks then fall between every two
/// scalars, a carriage return before a line feed aside, both whitespace). Such a text read scalar by scalar reads
/// as it does character by character (``UntranslatedCopyRule/scalarWords(in:)``), many times faster. Scripts whose
/// letters take combining marks as a rule (Devanagari, Thai) are read character by character, and so is a text
/// with a mark, an emoji or a joiner in any script.
///
///     OneScalarCharacters.holds("Don’t save…")   // true
///     OneScalarCharacters.holds("Café")          // true ("é" written as one scalar)
///     OneScalarCharacters.holds("Cafe\u{301}")   // false: a combining accent
enum OneScalarCharacters {
    /// Whether every scalar of `text` is below U+0300 or in ``blocks``.
    static func holds(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            let value = scalar.value
            if value < 0x300 { return true }
            return blocks.contains { $0.contains(value) }
        }
    }

    /// The scalars, besides those below U+0300 (ASCII, Latin-1, Latin Extended-A and -B, IPA, spacing modifier
    /// letters), that are always a character of their own.
    static let blocks: [ClosedRange<UInt32>] = [
        0x0370...0x0482,  // Greek and Coptic, Cyrillic up to its combining marks
        0x048A...0x052F,  // Cyrillic after them, Cyrillic Supplement
        0x0531...0x0556,  // Armenian capitals
        0x0561...0x0587,  // Armenian small letters
        0x05D0...0x05EA,  // Hebrew letters (not its points and accents)
        0x05F0...0x05F4,  // Hebrew ligatures and punctuation
        0x060C...0x060C,  // the Arabic comma
        0x061B...0x061B,  // the Arabic semicolon
        0x061F...0x064A,  // the Arabic question mark and letters (not the vowel marks after them)
        0x0660...0x066D,  // Arabic-Indic digits and punctuation
        0x0671...0x06D3,  // more Arabic letters (Persian, Urdu)
        0x06EE...0x06FF,  // Extended Arabic-Indic digits and letters
        0x10D0...0x10FF,  // Georgian
        0x1E00...0x1FFF,  // Latin Extended Additional, Greek Extended
        0x2010...0x2027,  // dashes, quotes, bullets, the ellipsis
        0x2030...0x205E,  // per mille, primes, guillemets and other punctuation
        0x20A0...0x20C0,  // currency signs
        0x3000...0x3029,  // CJK punctuation up to its combining tone marks
        0x3030...0x3098,  // more CJK punctuation, hiragana up to the combining voicing marks
        0x309B...0x30FF,  // the voicing marks written alone, katakana
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xAC00...0xD7A3,  // Hangul syllables (whole: no jamo joins them)
        0xFF01...0xFF60,  // fullwidth ASCII forms (not the halfwidth katakana after them, some of them combining)
    ]
}
