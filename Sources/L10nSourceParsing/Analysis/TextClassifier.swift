/// Decides whether a literal's text is prose a person reads, or a key, identifier, URL, file name or symbol.
///
/// The choices (documented in `hardcoded-string`'s rationale):
/// - format specifiers (`%@`, `%lld`, `%1$@`, `%.2f`) and interpolations count as a number (`0`); text with no
///   run of two letters left is not prose (`"%@"`, `"•"`, `"—"`, `"42%"`, `"A"`);
/// - text with a space between two words is prose (`"Add to favorites"`, `"%lld restaurants"`), unless it is a
///   URL (`"https://example.com/a b"`: a sentence around a URL needs two words besides it);
/// - one word without spaces is prose when it starts with an upper-case letter (`"Save"`, `"OK"`, `"Done!"`)
///   or is written in a script without case (`"保存"`), unless it looks like an identifier inside
///   (`"RestaurantDetailView"`, `"iPhone"` — an upper-case letter right after a lower-case one; `"Wi-Fi"` is prose)
///   or is an acronym without a vowel (`"PDF"`, `"GPS"`, `"#RRGGBB"`: names and placeholders) or of three capitals
///   or more that spell no English word (`"LTE"`, `"WCDMA"`);
/// - two or three capitalized words joined by `/` are prose (`"Play/Pause"`, `"On/Off"`);
/// - not prose either: a name with numbers only (`"HTTP \(code)"`, `"Windows 10"`, `"iOS 17"`) and a language's
///   name in that language (`"Deutsch"`, `"日本語"`) and a service's name (`"Discord"`), see ``TechnicalNames``, and
///   a licence identifier, currency codes and symbols or an identifier of codes and numbers (`"GPLv3"`, `"$ USD"`,
///   `"SHA-256"`), see ``StandardNames``, and short text none of whose words is English (`"Yandex"`, `"Trustly"`),
///   see ``EnglishWords``;
/// - not prose: dotted keys (`"home.title"`), kebab and snake keys (`"see-more"`, `"see_more"`), a single
///   lower-case word (`"done"`, treated as a key), URLs, e-mail addresses, paths and file names; hashtags and
///   handles only (`"#swift, #ios"`, with their web addresses: `"@gcenx (https://github.com/Gcenx)"`) and templates
///   of `$name` placeholders.
///
/// Every test reads the text's Unicode scalars once; the scalar tests (``Unicode/Scalar/isLetterFast`` …) answer
/// ASCII without a property lookup, which is where almost all source text is.
///
///     TextClassifier.classify("Add to favorites")  // .prose
///     TextClassifier.classify("home.title")        // .key
///     TextClassifier.classify("logo.png")          // .other
package enum TextClassifier {
    package enum Kind: Equatable {
        case prose
        /// `home.title`, `see-more`, `see_more`, `done`.
        case key
        /// Everything else: URLs, paths, file names, identifiers, format-only or punctuation-only text.
        case other
    }

    /// Classifies `text`; a `fragment` (a piece of a concatenation) with a space at either end is prose.
    package static func classify(_ text: String, fragment: Bool = false) -> Kind {
        let stripped = removingFormatSpecifiers(text)
        guard hasLetterRun(stripped) else { return .other }
        // Hashtags and handles only (`"#icecube, #techhub"`, `"@alice @bob"`), each maybe with its web address
        // (CXPatcher's credits, `"@gcenx (https://github.com/Gcenx)"`): names, not words.
        if stripped.containsByte(UInt8(ascii: "#")) || stripped.containsByte(UInt8(ascii: "@")) {
            let words = stripped.split { $0 == " " || $0 == "," || $0 == "\n" }
            if !words.isEmpty, words.allSatisfy({ $0.hasPrefix("#") || $0.hasPrefix("@") || $0.containsBytes("://") }),
                words.contains(where: { $0.hasPrefix("#") || $0.hasPrefix("@") })
            {
                return .other
            }
        }
        // Text that speaks of Swift's `nil` (`"Data is nil."`, realList's `"cellTitle is nil"`, `" (unexpected nil)"`):
        // a programmer's message for an impossible case, never a user's words.
        if stripped.containsBytes("nil"), mentionsNil(stripped) { return .other }
        // Error codes only (`"RSA_DECRYPTION_FAILED: \(error)"`): identifiers for support, not words.
        if stripped.containsByte(UInt8(ascii: "_")), isScreamingSnakeCodes(stripped) { return .other }
        // A template of `$name` placeholders (`"$mem.used/$mem.total ($pressure.value)"`): the app fills it in.
        if stripped.containsByte(UInt8(ascii: "$")), !hasLetterRun(removingDollarPlaceholders(stripped)) { return .other }
        // A template of `{name}` placeholders (edX's `"{top}\n{bottom}"`, filled by its own `oex_format`): no words.
        if stripped.containsByte(UInt8(ascii: "{")), !hasLetterRun(removingBracePlaceholders(stripped)) { return .other }
        // A template of two or more `[name]` placeholders in lowercase (squirrel's candidate format, `"[label].
        // [candidate] [comment]"`, whose tokens its panel fills in): no words. One bracketed word is a badge's text
        // (`"[Beta]"`).
        if stripped.containsByte(UInt8(ascii: "[")), let rest = removingSquarePlaceholders(stripped), !hasLetterRun(rest) {
            return .other
        }
        if fragment, let first = stripped.unicodeScalars.first, let last = stripped.unicodeScalars.last,
            first == " " || last == " "
        {
            return .prose
        }
        let trimmed = stripped.trimmingSpaces()
        // A digit mask (`"(+359) XXX-XXX"`, `"XX:XX"`): its letters are X's standing for digits, no word.
        if isDigitMask(trimmed) { return .other }
        if TechnicalNames.isEndonym(trimmed) || TechnicalNames.isFormatName(trimmed) || TechnicalNames.isServiceName(trimmed)
            || isStandardName(trimmed) || EnglishWords.isNameOnly(trimmed) || TechnicalNames.isCompanyName(trimmed)
        {
            return .other
        }
        if isInitialsAndSurname(trimmed) { return .other }
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\u{A0}" }
        if trimmed.contains(where: isSpace) {
            // A service's name beside values and marks only (`"\(title) (TestFlight)"`, `"%@ – iCloud"`): a name.
            if trimmed.utf8.count <= 64, trimmed.utf8.contains(where: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
                let name = nameBesideValues(trimmed, isSpace: isSpace),
                TechnicalNames.isServiceName(name)
            {
                return .other
            }
            if TechnicalNames.isNameWithNumbers(trimmed) || TechnicalNames.isOSRelease(trimmed)
                || TechnicalNames.isLanguageModelName(trimmed)
                || TechnicalNames.isAppleDeviceModel(trimmed)
            {
                return .other
            }
            // A number and its unit symbol (`"175 px"`, `"12 km"`): a measurement, which `hardcoded-string` judges as
            // a unit (kept as written, or to format), not as words (phoenix's slider labels '175 px'). Asked only of a
            // text that starts as a number does: a text with a space has no unit alone.
            if let first = trimmed.utf8.first,
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) || "+-~".utf8.contains(first) || trimmed.hasPrefix("−"),
                abbreviatedUnit(trimmed) != nil
            {
                return .other
            }
            // Acronyms and identifiers only, three at most (FMobile's '4G (LTE)', '3G (WCDMA)'): names. The words
            // are counted up to a fourth before any is split off (most such texts are sentences).
            if hasAtMostThreeWords(trimmed, isSpace: isSpace) {
                let parts = trimmed.split(whereSeparator: isSpace)
                if parts.count <= 3, parts.allSatisfy({ classifyWord(String($0)) == .other }) { return .other }
            }
            guard trimmed.containsBytes("://") else { return .prose }
            // A URL with a space in its query is not prose; a sentence around a URL ("Open an issue on
            // https://github.com/… and attach the video.") is: two words or more besides the URL.
            let words = trimmed.split(whereSeparator: isSpace).filter { !$0.contains("://") && hasLetterRun(String($0)) }
            return words.count >= 2 ? .prose : .other
        }
        return classifyWord(trimmed)
    }

    /// Whether `text` is a person's name written with initials: one to three capitals each with its period, then a
    /// capitalised surname (NetNewsWire's sample byline `"J. R. R. Tolkien"`, `"C.S. Lewis"`): a name, no words.
    ///
    ///     TextClassifier.isInitialsAndSurname("J. R. R. Tolkien")   // true
    ///     TextClassifier.isInitialsAndSurname("A. Open the door")   // false
    static func isInitialsAndSurname(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count >= 5, bytes.count <= 40, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[0]),
            bytes[1] == UInt8(ascii: ".")
        else { return false }
        var index = 0
        var initials = 0
        while index + 1 < bytes.count, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[index]),
            bytes[index + 1] == UInt8(ascii: ".")
        {
            initials += 1
            index += 2
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        }
        guard (1...3).contains(initials), index < bytes.count else { return false }
        // The surname: one capitalised word of letters (a hyphen or apostrophe inside), nothing after it.
        let surname = bytes[index...]
        guard let first = surname.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first), surname.count >= 2 else {
            return false
        }
        return surname.dropFirst().allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "'")
        }
    }

    /// Whether `text` has three words at most, as `split(whereSeparator: isSpace)` finds them (runs of characters
    /// that are not `isSpace`), counted only as far as a fourth.
    ///
    ///     TextClassifier.hasAtMostThreeWords("4G (LTE)", isSpace: { $0 == " " })        // true
    ///     TextClassifier.hasAtMostThreeWords("Open the door now", isSpace: { $0 == " " })  // false
    static func hasAtMostThreeWords(_ text: String, isSpace: (Character) -> Bool) -> Bool {
        var words = 0
        var inWord = false
        for character in text {
            if isSpace(character) {
                inWord = false
            } else if !inWord {
                inWord = true
                words += 1
                if words > 3 { return false }
            }
        }
        return true
    }

    /// Whether `text` is a mask of digits: every letter an `X` (or every one an `x`), runs of two at least, beside a
    /// digit, a `+`, `-`, `:` or `/` (`"(+359) XXX-XXX"`, `"XX/XX"`); not `"XXL"` nor `"Xx"`.
    ///
    ///     TextClassifier.isDigitMask("(+359) XXX-XXX")   // true
    ///     TextClassifier.isDigitMask("XXL")              // false
    static func isDigitMask(_ text: String) -> Bool {
        // Its letters are all X's or all x's: a text without either byte (most) is none, told without reading its
        // characters (no other character is canonically an X).
        guard text.containsByte(UInt8(ascii: "X")) || text.containsByte(UInt8(ascii: "x")) else { return false }
        let letters = text.filter(\.isLetter)
        guard letters.count >= 2, letters.allSatisfy({ $0 == "X" }) || letters.allSatisfy({ $0 == "x" }),
            text.contains(where: { $0.isNumber || "+-:/".contains($0) })
        else { return false }
        return text.split(whereSeparator: { !$0.isLetter }).allSatisfy { $0.count >= 2 }
    }

    /// The words of `text` that hold a letter, each without the marks around it, joined by spaces; nil when no word
    /// was left out (the text is only words), or when more than one value stands beside them (Provenance's
    /// `"\(direction) \(count) \(recordType)\(plural) \(isUpload ? "to" : "from") iCloud."` is a sentence made of
    /// pieces). `"0 (TestFlight)"` → `"TestFlight"`.
    static func nameBesideValues(_ text: String, isSpace: (Character) -> Bool) -> String? {
        let words = text.split(whereSeparator: isSpace)
        let named = words.filter { $0.contains(where: \.isLetter) }
        guard words.count(where: { $0.contains(where: \.isNumber) }) <= 1,
            named.count < words.count || named.contains(where: { !$0.first!.isLetter || !$0.last!.isLetter })
        else {
            return nil
        }
        return named.map { word in
            let start = word.firstIndex(where: \.isLetter)!
            let end = word.lastIndex(where: \.isLetter)!
            return String(word[start...end])
        }.joined(separator: " ")
    }

    /// Whether a letter of `word` is followed right away by two digits or more (`Ed25519`, `SHA256`, `H264`; not
    /// `Top 10`, `Covid-19`, `2FA`), or the word ends in one digit after three letters or more (a protocol's or a
    /// model's generation: Riptide's `Hysteria2`, `Qwen3`).
    ///
    ///     TextClassifier.hasDigitsAfterLetter("Ed25519")     // true
    ///     TextClassifier.hasDigitsAfterLetter("Hysteria2")   // true
    ///     TextClassifier.hasDigitsAfterLetter("Save")        // false
    static func hasDigitsAfterLetter(_ word: String) -> Bool {
        var letters = 0
        var digits = 0
        for byte in word.utf8 {
            let isDigit = byte >= 0x30 && byte <= 0x39
            if isDigit {
                if letters > 0 || digits > 0 { digits += 1 }
                if digits >= 2 { return true }
                letters = 0
                continue
            }
            digits = 0
            letters = (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) ? letters + 1 : 0
        }
        // Not a 0: an interpolation is read as `0` (`schedule\(plural)`, a word with its ending made in code).
        return digits == 1 && word.utf8.count >= 4 && word.utf8.last != UInt8(ascii: "0") && Self.lettersBeforeLastDigit(word) >= 3
    }

    /// How many ASCII letters stand right before the last byte of `word`.
    private static func lettersBeforeLastDigit(_ word: String) -> Int {
        var count = 0
        for byte in word.utf8.dropLast().reversed() {
            guard byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A else { break }
            count += 1
        }
        return count
    }

    /// Whether `text` holds `nil` as a word of its own, in lower case (not `"Nile"`, `"vanilla"`, `"Nil by mouth"`).
    ///
    ///     TextClassifier.mentionsNil("cellTitle is nil")   // true
    ///     TextClassifier.mentionsNil("Vanilla")            // false
    static func mentionsNil(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count >= 3 else { return false }
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte >= 0x80 || byte == 0x5F }
        for start in 0...(bytes.count - 3) where bytes[start] == 0x6E && bytes[start + 1] == 0x69 && bytes[start + 2] == 0x6C {
            if start > 0, isLetter(bytes[start - 1]) { continue }
            if start + 3 < bytes.count, isLetter(bytes[start + 3]) { continue }
            return true
        }
        return false
    }

    /// Whether every run of letters in `text` belongs to an upper-case identifier joined by underscores
    /// (`RSA_KP_GENERATION_FAILED`, `ERR_NETWORK_42`), the rest being spaces and punctuation.
    static func isScreamingSnakeCodes(_ text: String) -> Bool {
        var sawCode = false
        for word in text.utf8.split(whereSeparator: { !($0 == UInt8(ascii: "_") || (0x30...0x39).contains($0)
            || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) || $0 >= 0x80) })
        {
            let hasLetter = word.contains { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) || $0 >= 0x80 }
            guard hasLetter else { continue }
            guard word.contains(UInt8(ascii: "_")), !word.contains(where: { (0x61...0x7A).contains($0) || $0 >= 0x80 })
            else { return false }
            sawCode = true
        }
        return sawCode
    }

    /// A licence identifier, currency codes and symbols, or an identifier of codes and numbers (``StandardNames``),
    /// each looked for only in short text of its shape.
    package static func isStandardName(_ text: String) -> Bool {
        // One pass over the bytes says which shapes are possible: each needs two capitals in a row, a currency
        // symbol (`$` or outside ASCII) or a licence family's first letter; most prose has none of them.
        var count = 0
        var capitals = 0
        var mostCapitals = 0
        var dash = false
        var space = false
        var symbol = false
        for byte in text.utf8 {
            count += 1
            if count > 32 { return false }
            capitals = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? capitals + 1 : 0
            mostCapitals = max(mostCapitals, capitals)
            if byte == UInt8(ascii: "-") { dash = true }
            if byte == UInt8(ascii: " ") { space = true }
            if byte >= 0x80 || byte == UInt8(ascii: "$") { symbol = true }
        }
        if dash, !space, mostCapitals >= 1, StandardNames.isCodeWithNumber(text) { return true }
        if mostCapitals >= 3, symbol, isFilingNumber(text) { return true }
        let first = text.utf8.first ?? 0
        if mostCapitals >= 2 || first == UInt8(ascii: "A") || first == UInt8(ascii: "Z") || first == UInt8(ascii: "U")
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first), StandardNames.isLicence(text)
        {
            return true
        }
        return (mostCapitals >= 3 || symbol) && StandardNames.isCurrency(text)
    }

    /// A Chinese website's ICP filing number (`苏ICP备20014152号-2A`, `京ICP证030173号`): the licence an app
    /// shows on its about screen as it is registered, never translated.
    static func isFilingNumber(_ text: String) -> Bool {
        guard let icp = text.range(of: "ICP") else { return false }
        let after = text[icp.upperBound...]
        guard let kind = after.first, kind == "备" || kind == "证" else { return false }
        return after.dropFirst().first?.isNumber == true && after.contains("号")
    }

    private static func classifyWord(_ word: String) -> Kind {
        if isChoiceOfWords(word) { return .prose }
        if word.containsBytes("://") || word.containsByte(UInt8(ascii: "@")) || word.containsByte(UInt8(ascii: "/"))
            || word.containsByte(UInt8(ascii: "\\"))
        {
            return .other
        }
        if isDottedKey(word) { return .key }
        // Letters with digits glued after them (`"Ed25519"`, `"SHA256"`, `"H264"`): an algorithm's, a codec's or a
        // model's name, which no language spells otherwise.
        if hasDigitsAfterLetter(word) { return .other }
        // Strip surrounding punctuation: "Save!", "(Optional)", "Loading…".
        let core = word.unicodeScalars.drop { !$0.isLetterFast }
        let scalars = Array(core.reversed().drop { !$0.isLetterFast }.reversed())
        guard let first = scalars.first else { return .other }
        if word.containsByte(UInt8(ascii: ".")) {
            // "logo.png", "com.example.app", "Mr." — a dot inside without spaces is a name, except an abbreviation.
            let parts = word.split(separator: ".")
            if parts.count >= 2, let last = parts.last, isFileExtension(last) { return .other }
            if parts.count >= 2, word.last != "." { return .other }
        }
        let isKebabOrSnake = scalars.allSatisfy {
            ($0.isASCII && $0.isLowercaseFast) || $0.isDigitASCII || $0 == "-" || $0 == "_"
        }
        if isKebabOrSnake { return .key }
        if first.isLowercaseFast {
            // camelCase identifier ("welcomeTitle", "iPhone"), or a lower-case word with accents ("café").
            return scalars.contains { $0.isUppercaseFast } ? .other : .key
        }
        if first.isUppercaseFast {
            // An acronym without a vowel ("PDF", "GPS", "YT", "#RRGGBB") is a name or a placeholder, not a word
            // translators translate; "OK" and "FAQ" are words.
            if scalars.allSatisfy({ $0.isASCII && $0.isUppercaseFast }), !scalars.contains(where: { "AEIOU".unicodeScalars.contains($0) }) {
                return .other
            }
            // Nor is one with vowels that no English word spells ("LTE", "WCDMA", "ISRC": FMobile's '4G (LTE)'),
            // three letters or more; "FAQ", "NEW" and "SAVE" are words.
            if scalars.count >= 3, scalars.allSatisfy({ $0.isASCII && $0.isUppercaseFast }),
                !EnglishWords.isWord(ArraySlice(scalars.map { UInt8($0.value) }))
            {
                return .other
            }
            // "RestaurantDetailView" is an identifier; "OK", "FAQ", "Save" are prose. So is a name that starts with
            // an acronym and goes on in lower case ("MPVKit", "URLSession": two capitals, then two lower-case
            // letters), unlike a plural acronym ("FAQs", "URLs").
            var previousIsLower = false
            var capitals = 0
            for (offset, scalar) in scalars.enumerated().dropFirst() {
                if scalar.isUppercaseFast && previousIsLower { return .other }
                if scalar == "_" { return .other }
                if scalar.isLowercaseFast, capitals >= 1, offset + 1 < scalars.count, scalars[offset + 1].isLowercaseFast,
                    scalars[offset - 1].isUppercaseFast, offset >= 2, scalars[offset - 2].isUppercaseFast
                {
                    return .other
                }
                capitals = scalar.isUppercaseFast ? capitals + 1 : 0
                previousIsLower = scalar.isLowercaseFast
            }
            return .prose
        }
        // Scripts without case (CJK, Arabic, Hebrew, Thai…).
        return .prose
    }

    /// What an abbreviated unit measures: each has its formatter, which writes the unit in the reader's language.
    package enum Unit: Equatable {
        case time, measure, dataSize

        /// The formatters that write such a value.
        package var formatters: String {
            switch self {
            case .time: "Duration.formatted or DateComponentsFormatter"
            case .measure: "Measurement.formatted or MeasurementFormatter"
            case .dataSize: "ByteCountFormatter or Int64.formatted(.byteCount(style:))"
            }
        }
    }

    /// The unit of a number followed by an abbreviated unit — `"7d"`, `"+0s"` (from `"+\\(seconds)s"`),
    /// `"0.5 min"`, `"12 km"`, `"0 MB"` — or of a unit alone (`"km"`, `"GB"`, `"mins"`; not one letter). Not prose,
    /// yet translated (Russian writes `с` for `s` and `км` for `km`, French `Mo` for `MB`).
    package static func abbreviatedUnit(_ text: String) -> Unit? {
        var rest = Substring(text.trimmingSpaces())
        if let sign = rest.first, sign == "+" || sign == "-" || sign == "~" || sign == "−" { rest = rest.dropFirst() }
        let number = rest.prefix { $0.isASCII && ($0.isNumber || $0 == "." || $0 == ",") }
        let unit = String(rest.dropFirst(number.count).drop { $0 == " " || $0 == "\u{A0}" })
        guard number.first?.isNumber == true || (number.isEmpty && unitsAlone.contains(unit)) else { return nil }
        if timeUnits.contains(unit) { return .time }
        if measureUnits.contains(unit) { return .measure }
        if dataSizeUnits.contains(unit) { return .dataSize }
        return nil
    }

    /// The unit symbol ``abbreviatedUnit(_:)`` reads in `text` (`"h"` in `"6h"`, `"KB"` in `"0 KB"`), if any.
    package static func unitSymbol(_ text: String) -> String? {
        guard abbreviatedUnit(text) != nil else { return nil }
        var rest = Substring(text.trimmingSpaces())
        if let sign = rest.first, sign == "+" || sign == "-" || sign == "~" || sign == "−" { rest = rest.dropFirst() }
        let number = rest.prefix { $0.isASCII && ($0.isNumber || $0 == "." || $0 == ",") }
        return String(rest.dropFirst(number.count).drop { $0 == " " || $0 == "\u{A0}" })
    }

    /// Every unit symbol ``abbreviatedUnit(_:)`` knows.
    package static let unitSymbols: Set<String> = timeUnits.union(measureUnits).union(dataSizeUnits)

    /// Symbols apps keep as written unless their own translators say otherwise (``UnitPractice``): data sizes and
    /// electrical units (`KB`, `mAh`), technical symbols a reader of any language reads.
    /// Symbols readers take as written where nothing in the tables says otherwise: data sizes, battery and power,
    /// and the millisecond and the pixel of technical readouts (`42ms` ping, `\(width)px`: judged wrong each time
    /// on real apps when reported). The second stays reported: the labelled apps' `"+\(seconds)s"` is a unit
    /// their Russian writes 'с'.
    package static let unitsKeptByDefault: Set<String> = dataSizeUnits.union(["mAh", "kWh", "kW", "ms", "px"])

    private static let timeUnits: Set<String> = [
        "ms", "s", "sec", "secs", "m", "min", "mins", "h", "hr", "hrs", "d", "w", "wk", "wks", "mo", "y", "yr", "yrs",
    ]
    private static let measureUnits: Set<String> = [
        "km", "mi", "ft", "yd", "cm", "mm", "kg", "lb", "lbs", "oz", "mph", "km/h", "kph", "kcal", "mg", "ml", "mL",
        "gal", "kWh", "kW", "mAh", "px",
    ]
    private static let dataSizeUnits: Set<String> = ["KB", "kB", "MB", "GB", "TB", "KiB", "MiB", "GiB", "TiB"]
    /// Units read as units without a number before them: none of one letter, none that is also a word or a name
    /// (`"mo"`, `"ms"`, `"m"`).
    private static let unitsAlone: Set<String> = measureUnits.union(dataSizeUnits).union(["min", "mins", "sec", "secs", "hr", "hrs"])

    /// Two words that are one noun in the singular and the plural, in either order: `line`/`lines`,
    /// `match`/`matches`, `entry`/`entries`.
    package static func isSingularAndPlural(_ a: String, _ b: String) -> Bool {
        let (singular, plural) = a.count < b.count ? (a, b) : (b, a)
        guard singular.count >= 2 else { return false }
        return plural == singular + "s" || plural == singular + "es"
            || (singular.hasSuffix("y") && plural == singular.dropLast() + "ies")
    }

    /// One word of ASCII capitals and digits (`"GET"`, `"UUID"`, `"MP4"`): a code more often than a label where a
    /// value may be either, such as an enum's raw value.
    package static func isUpperCaseCode(_ bytes: ArraySlice<UInt8>) -> Bool {
        !bytes.isEmpty
            && bytes.allSatisfy { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    /// Two or three capitalized words joined by `/`: a choice people read (`"Play/Pause"`, `"On/Off"`), not a
    /// path (`"images/logo"`, `"/Users"`, `"Library/Caches/com.app"` has a dot).
    /// One lower-case ASCII word of two letters or more (`"pentagon"`), without digits, `-`, `_` or `.`: what
    /// ``classify(_:fragment:)`` reads as a key, unless the words around it say it is one of theirs.
    package static func isLowerCaseWord(_ text: String) -> Bool {
        text.utf8.count >= 2 && text.utf8.allSatisfy { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }
    }

    private static func isChoiceOfWords(_ word: String) -> Bool {
        let parts = word.split(separator: "/", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count) else { return false }
        return parts.allSatisfy { part in
            guard let first = part.unicodeScalars.first, first.isUppercaseFast, part.unicodeScalars.count >= 2 else {
                return false
            }
            return part.unicodeScalars.allSatisfy(\.isLetterFast)
        }
    }

    /// Whether `text` is domain names and the arrows or marks between them, no words: Brave's redirect toggle
    /// `reddit.com -> old.reddit.com`. A domain: letters, digits and `-` in two or more dot-separated labels, the last
    /// two to six letters (`npr.org`, `text.npr.org`), not a file name (`logo.png`).
    package static func isDomainsOnly(_ text: String) -> Bool {
        // Most text has no dot at all, or a dot only at a sentence's end: told from the bytes.
        guard let dot = text.utf8.firstIndex(of: UInt8(ascii: ".")), text.utf8.index(after: dot) != text.utf8.endIndex
        else { return false }
        var domains = 0
        for word in text.split(separator: " ") {
            // Marks, and values put in (an interpolation reads '0': Brave's `\(Image(systemName: "arrow.right"))`).
            if word.allSatisfy({ !$0.isLetter }) { continue }
            let labels = word.split(separator: ".", omittingEmptySubsequences: false)
            guard labels.count >= 2, labels.allSatisfy({ label in
                !label.isEmpty && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
            }), let last = labels.last, (2...6).contains(last.count), last.allSatisfy(\.isLetter),
                !isFileExtension(last)
            else { return false }
            domains += 1
        }
        return domains > 0
    }

    // MARK: Keys

    /// True for dotted keys such as `home.title` or `settings.notifications.toggle`: two or more non-empty
    /// segments of ASCII letters, digits, `_` and `-`, the first starting lower-case or `_`, and not a file name
    /// (`logo.png`).
    package static func isDottedKey(_ text: String) -> Bool {
        guard let segments = dottedSegments(text.utf8), segments >= 2 else { return false }
        guard segments == 2, let dot = text.utf8.lastIndex(of: UInt8(ascii: ".")) else { return true }
        return !isFileExtension(text[text.utf8.index(after: dot)...])
    }

    /// A dotted key of three or more segments (`home.title.text`): never prose and never a file name, so callers
    /// holding a literal's bytes can rule it out before making a `String` of it.
    package static func isDottedKeyOfThreeOrMoreSegments(_ bytes: ArraySlice<UInt8>) -> Bool {
        (dottedSegments(bytes) ?? 0) >= 3
    }

    /// The number of dot-separated segments when `bytes` are shaped like a dotted key (``DottedKey``).
    private static func dottedSegments(_ bytes: some Collection<UInt8>) -> Int? {
        DottedKey.segments(ofLintKey: bytes)
    }

    /// The file name extensions that make `name.ext` a file name rather than a key.
    private static let fileExtensions: Set<Substring> = [
        "png", "jpg", "jpeg", "gif", "heic", "pdf", "svg", "json", "plist", "txt", "md", "html", "css", "js",
        "mp3", "mp4", "mov", "wav", "m4a", "caf", "ttf", "otf", "zip", "xml", "csv", "storyboard", "xib",
        "strings", "xcstrings", "swift", "sqlite", "db", "realm", "mlmodel", "usdz", "scn", "webp", "lottie",
        "tsv", "ics", "vcf", "gpx", "epub",
    ]

    static func isFileExtension(_ text: Substring) -> Bool { fileExtensions.contains(text) }

    // MARK: Format specifiers

    /// Removes `%@`, `%d`, `%lld`, `%1$@`, `%.2f`, `%%` (each becomes `0`, a number, for the prose heuristics).
    /// `text` with each `$name` or `$name.path` placeholder as `0`.
    /// `text` with every `{name}` placeholder (letters, digits, `_`, `.`) replaced by `0`: `"{top}\n{bottom}"` →
    /// `"0\n0"`; braces around anything else stay.
    static func removingBracePlaceholders(_ text: String) -> String {
        replacingPlaceholders(in: text, open: "{", close: "}") { $0.isLetter || $0 == "_" }.text
    }

    /// `text` with every `[name]` placeholder (a lowercase letter first, then letters, digits, `_`, `.`) replaced
    /// by `0`, when it has two or more: `"[label]. [candidate]"` → `"0. 0"`; nil with fewer.
    static func removingSquarePlaceholders(_ text: String) -> String? {
        let (replaced, count) = replacingPlaceholders(in: text, open: "[", close: "]") { $0.isLowercase }
        return count >= 2 ? replaced : nil
    }

    /// `text` with every placeholder between `open` and `close` (a name of letters, digits, `_` and `.` whose first
    /// character `starts` accepts) replaced by `0`, and how many there were; the marks around anything else stay.
    private static func replacingPlaceholders(
        in text: String, open: Character, close: Character, starts: (Character) -> Bool
    ) -> (text: String, count: Int) {
        var result = ""
        var rest = Substring(text)
        var count = 0
        while let start = rest.firstIndex(of: open) {
            result += rest[..<start]
            let inner = rest[rest.index(after: start)...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            let end = inner.endIndex
            if let first = inner.first, starts(first), end < rest.endIndex, rest[end] == close {
                result += "0"
                count += 1
                rest = rest[rest.index(after: end)...]
            } else {
                result.append(open)
                rest = rest[rest.index(after: start)...]
            }
        }
        return (result + rest, count)
    }

    static func removingDollarPlaceholders(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var inPlaceholder = false
        for scalar in text.unicodeScalars {
            if scalar == "$" {
                inPlaceholder = true
                result.append("0")
            } else if inPlaceholder, scalar.isLetterFast || scalar.isDigitASCII || scalar == "_" || scalar == "." {
                continue
            } else {
                inPlaceholder = false
                result.append(scalar)
            }
        }
        return String(result)
    }

    package static func removingFormatSpecifiers(_ text: String) -> String {
        replacingFormatSpecifiers(in: text, with: "0", includingPercent: true)
    }

    /// Replaces each format specifier in `text` with `replacement`; `%%` too when `includingPercent`.
    ///
    ///     replacingFormatSpecifiers(in: "%lld of %2$@", with: "%@", includingPercent: false)  // "%@ of %@"
    package static func replacingFormatSpecifiers(in text: String, with replacement: String, includingPercent: Bool)
        -> String
    {
        guard text.containsByte(UInt8(ascii: "%")) else { return text }
        let conversions = includingPercent ? "@dDiuUxXoOfFeEgGcCsSpaA%" : "@dDiuUxXoOfFeEgGcCsSpaA"
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.first {
            scalars = scalars.dropFirst()
            guard scalar == "%" else {
                result.append(scalar)
                continue
            }
            var lookahead = scalars
            while let next = lookahead.first, "0123456789$.#-+ 'hlqLzjt".unicodeScalars.contains(next) {
                lookahead = lookahead.dropFirst()
            }
            if let conversion = lookahead.first, conversions.unicodeScalars.contains(conversion) {
                scalars = lookahead.dropFirst()
                result.append(contentsOf: replacement.unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// True when the text has two letters in a row.
    static func hasLetterRun(_ text: String) -> Bool {
        var run = 0
        for scalar in text.unicodeScalars {
            if scalar.isLetterFast {
                run += 1
                if run >= 2 { return true }
            } else {
                run = 0
            }
        }
        return false
    }
}

extension String {
    package func trimmingSpaces() -> String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.isWhitespaceFast }),
            let end = scalars.lastIndex(where: { !$0.isWhitespaceFast })
        else { return "" }
        return String(scalars[start...end])
    }
}
