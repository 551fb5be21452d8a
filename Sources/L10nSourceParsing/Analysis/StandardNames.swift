import Foundation

/// Names a standard defines, which read the same in every language: licence identifiers (`"GPLv3"`, `"MIT"`,
/// `"Apache-2.0"`), currency codes and symbols (`"$ USD"`, `"EUR"`), algorithm and format identifiers made of codes
/// and numbers (`"SHA-256"`, `"AES-GCM"`, `"UTF-8"`), and each language's name written in that language, as
/// Foundation's `Locale` gives it (`"Deutsch"`, `"português (Brasil)"`, `"עברית"`) — what a language picker lists.
///
///     StandardNames.isLicence("GPLv3")          // true
///     StandardNames.isLicence("GNU GPL v3")     // true
///     StandardNames.isLicence("GNU AGPLv3 License") // true
///     StandardNames.isLicence("CC0 1.0 / Apache 2.0") // true
///     StandardNames.isCurrency("$ USD")         // true
///     StandardNames.isCurrency("ALL")           // false: an English word before a currency code
///     StandardNames.isCodeWithNumber("SHA-256") // true
///     StandardNames.isEndonym("Norsk bokmål")   // true
package enum StandardNames {
    // MARK: Licences

    /// SPDX licence families, as their identifiers and common short names begin.
    private static let licences: Set<String> = [
        "MIT", "GPL", "LGPL", "AGPL", "BSD", "MPL", "Apache", "ISC", "Zlib", "Unlicense", "CC0", "CC", "EPL", "EUPL",
        "WTFPL", "BSL", "OFL", "CDDL", "PSF", "0BSD", "MIT-0", "OpenSSL",
    ]
    /// Words an identifier may have after its family: `GPL-3.0-or-later`, `BSD-3-Clause`, `CC-BY-SA-4.0`.
    private static let licenceQualifiers: Set<String> = [
        "only", "or", "later", "Clause", "BY", "SA", "NC", "ND", "Patent", "Exception", "with",
    ]

    /// The full names SPDX gives the families above (`Apache License 2.0`, `GNU General Public License v3.0 or
    /// later`, `Mozilla Public License 2.0`): with a version after them, a licence's name; alone, a heading's words.
    private static let licenceFullNames: [String] = [
        "Apache License", "GNU General Public License", "GNU Lesser General Public License",
        "GNU Affero General Public License", "Mozilla Public License", "Eclipse Public License",
        "European Union Public License", "Boost Software License", "SIL Open Font License",
    ]
    /// The first bytes of ``licenceFullNames``: most text is ruled out by its first byte.
    private static let licenceFullNameInitials = Set(licenceFullNames.compactMap(\.utf8.first))

    /// Whether `text` is a licence identifier: a family of ``licences`` (after an optional `GNU`), glued to or
    /// followed by versions and qualifiers (`GPLv3`, `GPL-3.0-or-later`, `Apache-2.0`, `BSD 3-Clause`, `MIT`), or
    /// several set apart by slashes, a code triple-licensed (Anywhere's `CC0 1.0 / OpenSSL / Apache 2.0`), or a
    /// family's full name with its version (DaysYet's licence page, `"Apache License 2.0"`; `"Apache License,
    /// Version 2.0"`).
    static func isLicence(_ text: String) -> Bool {
        if text.contains(" / ") {
            let parts = text.components(separatedBy: " / ")
            return parts.count <= 4 && parts.allSatisfy { !$0.contains(" / ") && isLicence($0) }
        }
        if text.utf8.count > 14, let lead = text.utf8.first, licenceFullNameInitials.contains(lead),
            let name = licenceFullNames.first(where: { text.hasPrefix($0) })
        {
            let words = text.dropFirst(name.count).split { $0 == " " || $0 == "," }.filter { $0 != "Version" }
            return !words.isEmpty && words.count <= 3 && isVersion(words[0])
                && words.dropFirst().allSatisfy { isVersion($0) || licenceQualifiers.contains(String($0)) }
        }
        // Every family starts with two capitals or a digit, or is one of a few words: most text is ruled out by
        // its first two bytes.
        var bytes = text.utf8.makeIterator()
        let upper: (UInt8?) -> Bool = { byte in
            guard let byte else { return false }
            return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
        let first = bytes.next()
        guard (upper(first) && upper(bytes.next())) || first == UInt8(ascii: "A") || first == UInt8(ascii: "Z")
            || first == UInt8(ascii: "U") || first == UInt8(ascii: "O")
        else { return false }
        var words = text.split { $0 == " " || $0 == "-" }
        if words.first == "GNU" { words.removeFirst() }
        // A licence's name as a link's title (NextStats' credits: `"MIT License"`, `"GNU AGPLv3 License"`): a
        // version, or MIT, whose name is no word; not another family's name alone (`"Apache License"`, a heading).
        // BSD's and ISC's too, which name nothing else (Anywhere's `licenseType: "BSD License"`).
        if words.count >= 2, words.last == "License" || words.last == "Licence",
            words.first == "MIT" || words.first == "BSD" || words.first == "ISC"
                || words.dropLast().contains(where: { $0.contains(where: \.isNumber) })
        {
            words.removeLast()
        }
        guard let family = words.first, words.count <= 6 else { return false }
        var matched = licences.contains(String(family))
        if !matched {
            // `GPLv3`, `GPL3`, `LGPLv2.1`: the version glued on.
            let head = family.prefix { $0.isLetter && $0 != "v" || $0.isUppercase }
            let tail = family.dropFirst(head.count)
            matched = licences.contains(String(head)) && isVersion(tail)
        }
        return matched && words.dropFirst().allSatisfy { isVersion($0) || licenceQualifiers.contains(String($0)) }
    }

    /// `3`, `2.0`, `v3`, `v2.1`.
    private static func isVersion(_ word: Substring) -> Bool {
        let digits = word.hasPrefix("v") ? word.dropFirst() : word
        guard let first = digits.unicodeScalars.first, first.isDigitASCII else { return false }
        return digits.unicodeScalars.allSatisfy { $0.isDigitASCII || $0 == "." }
    }

    // MARK: Currencies

    /// ISO 4217 codes, from Foundation.
    private static let currencyCodes = Set(Locale.commonISOCurrencyCodes)
    /// Codes that are also English words: alone they are more often the word (`"ALL"`, `"TOP"`).
    private static let wordCodes: Set<String> = [
        "ALL", "TOP", "CUP", "MOP", "BOB", "PEN", "GEL", "TRY", "SOS", "BAM", "CAD", "MAD", "NAD", "LAK", "MUR",
    ]

    /// Whether `text` is currency codes and symbols only, with their punctuation: `"$ USD"`, `"USD ($)"`, `"€"`,
    /// `"EUR"`, `"USD / EUR"`. A code that is also an English word counts only beside a symbol or another code.
    static func isCurrency(_ text: String) -> Bool {
        // A code is three capitals, a symbol is outside ASCII or `$`: most text has neither.
        var capitals = 0
        var candidate = false
        for byte in text.utf8 {
            if byte >= 0x80 || byte == UInt8(ascii: "$") {
                candidate = true
                break
            }
            capitals = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? capitals + 1 : 0
            if capitals == 3 {
                candidate = true
                break
            }
        }
        guard candidate else { return false }
        var codes = 0
        var symbols = 0
        var wordLike = 0
        for word in text.split(whereSeparator: { " ()[]/,-–·|".contains($0) }) {
            if word.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .currencySymbol }) {
                symbols += 1
            } else if currencyCodes.contains(String(word)) {
                codes += 1
                if wordCodes.contains(String(word)) { wordLike += 1 }
            } else {
                return false
            }
        }
        return codes + symbols > 0 && (symbols > 0 || codes >= 2 || wordLike == 0)
    }

    // MARK: Codes with numbers

    /// Whether `text` is one word of codes joined by `-`, each an upper-case code (`SHA`, `AES`, `GCM`) or a number,
    /// with a number or two codes: an algorithm, encoding or curve identifier (`"SHA-256"`, `"AES-GCM"`,
    /// `"UTF-8"`, `"RSA-2048"`, `"P-256"`). Not `"Wi-Fi"` (lower-case letters), not `"OK"` (one part).
    static func isCodeWithNumber(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts.count <= 4 else { return false }
        var codes = 0
        var numbers = 0
        for part in parts {
            let scalars = part.unicodeScalars
            guard !scalars.isEmpty, scalars.allSatisfy({ ($0.isASCII && $0.isUppercaseFast) || $0.isDigitASCII }) else {
                return false
            }
            if scalars.allSatisfy(\.isDigitASCII) { numbers += 1 } else { codes += 1 }
        }
        return codes >= 1 && (numbers >= 1 || codes >= 2)
    }

    // MARK: Languages

    /// Whether `text` is a language's name in that language, with or without its region (`"Deutsch"`,
    /// `"Español (México)"`, `"中文（简体）"`), as Foundation's `Locale` names every locale in itself; the
    /// direction marks a right-to-left name may carry (`"עברית\u{200E}"`) left out, the first letter's case and
    /// the width of brackets ignored. Names of three letters or fewer (`"Ewe"`, `"Ido"`) are left out: words too.
    package static func isEndonym(_ text: String) -> Bool {
        let folded = fold(text)
        return folded.unicodeScalars.count > 3 && endonyms.contains(folded)
    }

    /// A language's own name with a region or variant beside it, as a language picker lists it: "Français
    /// Canadien", "Australian English", "Português Brasileiro", "中文（香港）" (ChatMLX's picker). Two to four parts,
    /// one of them a language's own name (a name in another script than Latin may be two characters: "中文").
    ///
    ///     StandardNames.isRegionalEndonym("Español Latinoamericano")   // true
    ///     StandardNames.isRegionalEndonym("Open in Safari")            // false
    package static func isRegionalEndonym(_ text: String) -> Bool {
        let parts = text.split { $0 == " " || $0 == "(" || $0 == ")" || $0 == "（" || $0 == "）" }
        guard parts.count >= 2, parts.count <= 4 else { return false }
        return parts.contains { part in
            let folded = fold(String(part))
            let nonLatin = part.unicodeScalars.allSatisfy { !$0.isASCII } && !part.unicodeScalars.contains { $0.properties.isAlphabetic && $0.value < 0x250 }
            return (folded.unicodeScalars.count > 3 || (nonLatin && folded.unicodeScalars.count >= 2)) && endonyms.contains(folded)
        }
    }


    /// A language's name in English and in itself, as a list of translators or a language picker credits it: a
    /// flag, then the two names apart by a dash or a slash ("🇩🇪 German - Deutsch", "Norwegian – Norsk bokmål",
    /// TrollApps' translators), the name in English being that same language's.
    ///
    ///     StandardNames.isLanguageNamePair("🇩🇪 German - Deutsch")   // true
    ///     StandardNames.isLanguageNamePair("German - Settings")      // false
    package static func isLanguageNamePair(_ text: String) -> Bool {
        // Each separator has a `-`, a `/` or a dash's lead byte 0xE2, and the text without its flags has no byte the
        // text lacks: most texts have none of the three, and are no pair (splitting them cost 14 K instructions a
        // separator).
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "/") || $0 == 0xE2 }) else {
            return false
        }
        let scalars = text.unicodeScalars.filter { !($0.value >= 0x1F1E6 && $0.value <= 0x1F1FF) && $0.value != 0xFE0F }
        let plain = String(String.UnicodeScalarView(scalars)).trimmingCharacters(in: .whitespaces)
        let bytes = Array(plain.utf8)
        for separator in [" - ", " – ", " — ", " / "] {
            // A text split at a separator it does not hold is one part: not split (a separator of characters that
            // nothing else is canonically equivalent to is found only where its bytes are).
            guard holds(bytes, Array(separator.utf8)) else { continue }
            let parts = plain.components(separatedBy: separator)
            guard parts.count == 2 else { continue }
            for (english, own) in [(parts[0], parts[1]), (parts[1], parts[0])] {
                if let codes = englishLanguageNames[english.trimmingCharacters(in: .whitespaces).lowercased()],
                    codes.contains(where: { code in
                        Locale(identifier: code).localizedString(forLanguageCode: code).map { fold($0) }
                            == fold(own.trimmingCharacters(in: .whitespaces))
                    })
                {
                    return true
                }
            }
        }
        return false
    }

    /// Whether `bytes` hold `needle` somewhere.
    private static func holds(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard bytes.count >= needle.count else { return false }
        for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
            if bytes[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }

    /// Languages' names in English, lower-cased, with their codes ("norwegian bokmål": ["nb"]; "norwegian" too).
    static let englishLanguageNames: [String: [String]] = {
        let english = Locale(identifier: "en")
        var names: [String: [String]] = [:]
        for code in Locale.LanguageCode.isoLanguageCodes.map(\.identifier) {
            guard let name = english.localizedString(forLanguageCode: code)?.lowercased() else { continue }
            names[name, default: []].append(code)
            // "Norwegian Bokmål" is credited as "Norwegian" too.
            if let first = name.split(separator: " ").first, first.count < name.count { names[String(first), default: []].append(code) }
        }
        return names
    }()

    /// Every locale's name in its own language, and its language's name, folded (``fold(_:)``): the generated
    /// ``endonymTable`` as a set, made once, on first use.
    private static let endonyms = Set(endonymTable)

    /// Lower case, without direction marks, with full-width brackets and commas as ASCII and one space before `(`.
    package static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }), !text.utf8.contains(UInt8(ascii: "(")) { return text.lowercased() }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C: continue
            case 0xFF08: scalars.append(contentsOf: " (".unicodeScalars)
            case 0xFF09: scalars.append(")")
            case 0xFF0C, 0x3001: scalars.append(contentsOf: ", ".unicodeScalars)
            case 0xA0: scalars.append(" ")
            default: scalars.append(scalar)
            }
        }
        // The runs of spaces collapsed and the ends trimmed, then the spaces inside brackets and before commas
        // dropped: each step only when its bytes say it changes something (a name with no space at an end, no two
        // spaces together, and no "( ", " )" or " ," is its own result: 2,000 names of every locale folded once
        // cost 109 M instructions with every step taken).
        let lowered = String(scalars).lowercased()
        let collapsed = spacesCollapse(lowered.utf8) ? lowered.split(separator: " ").joined(separator: " ") : lowered
        guard bracketSpaces(collapsed.utf8) else { return collapsed }
        return collapsed.replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
            .replacingOccurrences(of: " ,", with: ",")
    }

    /// Whether splitting `text` at its spaces and joining the parts with one changes it: a space at an end, or two
    /// together (a space `Character` is the byte 0x20 alone; a space a combining mark follows is another character,
    /// and splits nothing, so these bytes are only a sufficient sign).
    static func spacesCollapse(_ text: String.UTF8View) -> Bool {
        guard text.contains(0x20) else { return false }
        if text.first == 0x20 || text.last == 0x20 { return true }
        var previous: UInt8 = 0
        for byte in text {
            if byte == 0x20, previous == 0x20 { return true }
            previous = byte
        }
        return false
    }

    /// Whether `text`'s bytes hold "( ", " )" or " ,": else none of the three replacements has anything to replace
    /// (neither a bracket nor a space has another canonically equivalent spelling).
    static func bracketSpaces(_ text: String.UTF8View) -> Bool {
        var previous: UInt8 = 0
        for byte in text {
            if previous == UInt8(ascii: "("), byte == 0x20 { return true }
            if previous == 0x20, byte == UInt8(ascii: ")") || byte == UInt8(ascii: ",") { return true }
            previous = byte
        }
        return false
    }
}
