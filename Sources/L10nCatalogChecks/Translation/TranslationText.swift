import L10nSourceParsing
import XCStrings

/// Text as the translation rules read it: what the user sees, with the parts the app fills in masked.
///
///     TranslationText.masked("Delete %lld files?")        // "Delete \u{FFFC} files?"
///     TranslationText.masked("Battery at 100%%")          // "Battery at 100%"
///     TranslationText.language("pt-BR")                   // "pt"
package enum TranslationText {
    /// The byte of a character that is one ASCII byte; nil for any other.
    static func asciiByte(_ character: Character) -> UInt8? {
        let utf8 = character.utf8
        guard utf8.count == 1, let byte = utf8.first, byte < 0x80 else { return nil }
        return byte
    }

    /// What an argument directive (`%@`, `%1$lld`, `%#@files@`, `%arg`) or an App Shortcuts parameter
    /// (`${applicationName}`) is replaced with: U+FFFC OBJECT REPLACEMENT CHARACTER, neither a letter, a digit
    /// nor punctuation.
    static let placeholder: Character = "\u{FFFC}"

    /// Whether `text` reads as written in the source language: two words or more (``UntranslatedCopyRule/words(in:)``,
    /// placeholders masked), at least three in four of them words the source language's texts use (`isSourceWord`,
    /// asked of each word lowercased). A language a platform half filled with an older copy of the source reads so
    /// (jami's es_US 'invalid username' for 'Invalid username. Please enter the correct username.', 'Username
    /// registration in progress... It could take a few moments.' for 'Username registration is in progress. Please
    /// wait…'); its translations share a word or two with the source at most (names, 'error', 'proxy').
    ///
    ///     TranslationText.readsAsSourceLanguage("invalid username") { ["invalid", "username"].contains($0) }   // true
    static func readsAsSourceLanguage(_ text: String, isSourceWord: (String) -> Bool) -> Bool {
        let words = UntranslatedCopyRule.words(in: masked(text))
        guard words.count >= 2 else { return false }
        return words.count { isSourceWord($0.lowercased()) } * 4 >= words.count * 3
    }

    /// `text` with every argument directive and `${parameter}` replaced by ``placeholder`` and `%%` by `%`; a
    /// `%` that reads as prose (`50% off`) or is no directive stays as written.
    static func masked(_ text: String) -> String {
        // Most texts hold neither '%' nor '$': nothing to mask, no parse.
        guard holdsDirectiveByte(text) else { return text }
        var result = text
        let specifiers = FormatSpecifier.parse(text, recognizingArgumentPlaceholder: true)
            .filter { $0.conversion != .invalid && !$0.looksLikeText }
        if !specifiers.isEmpty {
            var bytes = Array(text.utf8)
            for specifier in specifiers.reversed() {
                let replacement = specifier.conversion == .percentSign ? "%" : String(placeholder)
                bytes.replaceSubrange(specifier.offset..<specifier.offset + specifier.length, with: Array(replacement.utf8))
            }
            result = String(decoding: bytes, as: UTF8.self)
        }
        // The bytes first: Foundation's search finds `${` only where its bytes are.
        guard result.containsBytes("${"), result.contains("${") else { return result }
        var masked = ""
        var rest = result[...]
        while let start = rest.range(of: "${"), let end = rest[start.upperBound...].firstIndex(of: "}") {
            masked += rest[..<start.lowerBound]
            masked.append(placeholder)
            rest = rest[rest.index(after: end)...]
        }
        return masked + rest
    }

    /// Whether the text holds a '%' or a '$' (a format directive or an App Shortcuts parameter may start there).
    static func holdsDirectiveByte(_ text: String) -> Bool {
        let bytes = text.utf8.span
        for offset in bytes.indices where bytes[offset] == UInt8(ascii: "%") || bytes[offset] == UInt8(ascii: "$") {
            return true
        }
        return false
    }

    /// Whether the text certainly has no leading or trailing whitespace and no line break: its first and last
    /// characters are not whitespace (told from the byte when it is printable ASCII) and it holds no line break.
    static func isPlainLayout(_ text: String) -> Bool {
        let bytes = text.utf8.span
        guard !bytes.isEmpty else { return false }
        let first = bytes[0]
        let last = bytes[bytes.count - 1]
        if !(0x21...0x7E).contains(first), text.first?.isWhitespace != false { return false }
        if !(0x21...0x7E).contains(last), text.last?.isWhitespace != false { return false }
        return lineBreaks(in: text, bytes: 0..<bytes.count) == 0
    }

    /// How many line breaks (characters for which `isNewline` holds) the bytes of whole characters hold: each
    /// of \n \v \f \r, U+0085 (C2 85) and U+2028/U+2029 (E2 80 A8/A9) is a character of its own (a control, which
    /// no grapheme cluster extends), but for CR LF, one character of two bytes.
    ///
    ///     TranslationText.lineBreaks(in: "a\r\nb\nc", bytes: 0..<6)   // 2
    static func lineBreaks(in text: String, bytes range: Range<Int>) -> Int {
        let bytes = text.utf8.span
        var count = 0
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for offset in range {
            let byte = bytes[offset]
            if (0x0A...0x0D).contains(byte), !(byte == 0x0A && previous == 0x0D) { count += 1 }
            if previous == 0xC2 && byte == 0x85 { count += 1 }
            if beforePrevious == 0xE2 && previous == 0x80 && (byte == 0xA8 || byte == 0xA9) { count += 1 }
            beforePrevious = previous
            previous = byte
        }
        return count
    }

    /// Whether the text references a substitution (`%#@files@`, `%1$#@files@`).
    static func hasSubstitution(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "@") && previous == UInt8(ascii: "#") { return true }
            previous = byte
        }
        return false
    }

    /// The language part of a language code, lowercased: `zh-Hans` → `zh`, `pt_BR` → `pt`.
    package static func language(_ code: String) -> String {
        // Most codes are a lowercase language alone (`de`): returned as they are, without a copy.
        if code.utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) { return code }
        return String(code.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }

    /// Whether the character is whitespace or a line break (a no-break space included).
    static func isSpace(_ character: Character) -> Bool { character.isWhitespace }

    /// Whether the character is a line break (`\n`, `\r\n`, U+2028…).
    static func isLineBreak(_ character: Character) -> Bool { character.isNewline }

    /// The UTF-8 offset of `index` in `text`.
    static func offset(of index: String.Index, in text: String) -> Int {
        text.utf8.distance(from: text.startIndex, to: index)
    }
}
