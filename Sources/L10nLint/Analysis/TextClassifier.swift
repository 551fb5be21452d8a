/// Decides whether a literal's text is prose a person reads, or a key, identifier, URL, file name or symbol.
///
/// The choices (documented in `hardcoded-string`'s rationale):
/// - format specifiers (`%@`, `%lld`, `%1$@`, `%.2f`) and interpolations count as a number (`0`); text with no
///   run of two letters
///   left is not prose (`"%@"`, `"•"`, `"—"`, `"42%"`, `"A"`);
/// - text with a space between two words is prose (`"Add to favorites"`, `"%lld restaurants"`);
/// - one word without spaces is prose when it starts with an upper-case letter (`"Save"`, `"OK"`, `"Done!"`)
///   or is written in a script without case (`"保存"`), unless it looks like an identifier inside
///   (`"RestaurantDetailView"`, `"iPhone"` — an upper-case letter right after a lower-case one; `"Wi-Fi"` is prose);
/// - not prose: dotted keys (`"home.title"`), kebab and snake keys (`"see-more"`, `"see_more"`), a single
///   lower-case word (`"done"`, treated as a key), URLs, e-mail addresses, paths and file names.
enum TextClassifier {
    enum Kind: Equatable {
        case prose
        /// `home.title`, `see-more`, `see_more`, `done`.
        case key
        /// Everything else: URLs, paths, file names, identifiers, format-only or punctuation-only text.
        case other
    }

    /// Classifies `text`; a `fragment` (a piece of a concatenation) with a space at either end is prose.
    static func classify(_ text: String, fragment: Bool = false) -> Kind {
        if let kind = text.utf8.withContiguousStorageIfAvailable({ classifyASCII($0, fragment: fragment) }), let kind {
            return kind
        }
        let stripped = removingFormatSpecifiers(text)
        guard hasLetterRun(stripped) else { return .other }
        if fragment, let first = stripped.unicodeScalars.first, let last = stripped.unicodeScalars.last,
            first == " " || last == " "
        {
            return .prose
        }
        let trimmed = stripped.trimmingSpaces()
        if trimmed.utf8.contains(where: { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 }) || trimmed.unicodeScalars.contains("\u{A0}") {
            // Several words, but a URL or path with a space in a query is still not prose.
            if trimmed.containsBytes("://") { return .other }
            return .prose
        }
        return classifyWord(trimmed)
    }

    /// The same classification on ASCII bytes without allocating; nil when the text is not plain ASCII or has a
    /// `%` (then the general path runs).
    static func classifyASCII(_ bytes: UnsafeBufferPointer<UInt8>, fragment: Bool) -> Kind? {
        @inline(__always) func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
        @inline(__always) func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
        @inline(__always) func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
        @inline(__always) func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        var run = 0
        var hasRun = false
        for byte in bytes {
            if byte >= 0x80 || byte == UInt8(ascii: "%") { return nil }
            if isLetter(byte) {
                run += 1
                if run >= 2 { hasRun = true }
            } else {
                run = 0
            }
        }
        guard hasRun else { return .other }
        if fragment, bytes.first == 0x20 || bytes.last == 0x20 { return .prose }
        var start = 0
        var end = bytes.count
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        let word = UnsafeBufferPointer(rebasing: bytes[start..<end])
        var hasSchemeSeparator = false
        var hasSpace = false
        var hasPathCharacter = false
        var dots = 0
        for (offset, byte) in word.enumerated() {
            if isSpace(byte) { hasSpace = true }
            if byte == UInt8(ascii: "@") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "\\") { hasPathCharacter = true }
            if byte == UInt8(ascii: ":"), offset + 2 < word.count, word[offset + 1] == UInt8(ascii: "/"),
                word[offset + 2] == UInt8(ascii: "/")
            {
                hasSchemeSeparator = true
            }
            if byte == UInt8(ascii: ".") { dots += 1 }
        }
        if hasSpace { return hasSchemeSeparator ? .other : .prose }
        if hasPathCharacter { return .other }
        if dots > 0 {
            if isDottedKey(word) { return .key }
            let text = String(decoding: word, as: UTF8.self)
            let parts = text.split(separator: ".")
            if parts.count >= 2, let last = parts.last, isFileExtension(last) { return .other }
            if parts.count >= 2, word.last != UInt8(ascii: ".") { return .other }
        }
        // Strip surrounding punctuation: "Save!", "(Optional)".
        var coreStart = 0
        var coreEnd = word.count
        while coreStart < coreEnd, !isLetter(word[coreStart]) { coreStart += 1 }
        while coreEnd > coreStart, !isLetter(word[coreEnd - 1]) { coreEnd -= 1 }
        guard coreStart < coreEnd else { return .other }
        let core = word[coreStart..<coreEnd]
        if core.allSatisfy({ isLower($0) || ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }) {
            return .key
        }
        let first = core[coreStart]
        if isLower(first) { return core.contains(where: isUpper) ? .other : .key }
        // A hump (lower-case then upper-case, adjacent) marks an identifier: "RestaurantDetailView"; "Wi-Fi" is prose.
        var previousIsLower = false
        for byte in core.dropFirst() {
            if isUpper(byte) && previousIsLower { return .other }
            if byte == UInt8(ascii: "_") { return .other }
            previousIsLower = isLower(byte)
        }
        return .prose
    }

    /// True for dotted keys such as `home.title` or `settings.notifications.toggle`: two or more non-empty
    /// segments of ASCII letters, digits, `_` and `-`, the first starting lower-case or `_`, and not a file name.
    static func isDottedKey(_ text: String) -> Bool {
        var text = text
        return text.withUTF8(isDottedKey)
    }

    /// ``isDottedKey(_:)`` on bytes, for keys of three or more segments only (`home.title.text`, never a file
    /// name): such text is never prose, so callers can skip building a `String` to classify it.
    static func isDottedKeyOfThreeOrMoreSegments(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer(isDottedKeyOfThreeOrMoreSegments)
    }

    static func isDottedKeyOfThreeOrMoreSegments(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // The first byte a lower-case letter or `_`; then letters, digits, `_`, `-`, and dots that neither follow
        // a dot nor end the text (so no segment is empty). Lower-case letters, the usual byte, are tested first.
        guard let base = bytes.baseAddress, bytes.count > 0, base[0] &- 0x61 < 26 || base[0] == 0x5F else {
            return false
        }
        var dots = 0
        var previousIsDot = false
        // A pointer walk: no range to step through per byte.
        var cursor = base + 1
        let end = base + bytes.count
        while cursor < end {
            let byte = cursor.pointee
            cursor += 1
            if byte &- 0x61 < 26 {
                previousIsDot = false
            } else if byte == UInt8(ascii: ".") {
                if previousIsDot { return false }
                dots += 1
                previousIsDot = true
            } else if byte &- 0x30 < 10 || byte &- 0x41 < 26 || byte == 0x5F || byte == 0x2D {
                previousIsDot = false
            } else {
                return false
            }
        }
        return !previousIsDot && dots >= 2
    }

    /// ``fileExtensionNames`` as a set, for text that is not known to be ASCII.
    private static let fileExtensions = Set(fileExtensionNames.map { Substring($0.description) })

    static func isFileExtension(_ text: Substring) -> Bool { fileExtensions.contains(text) }

    private static func classifyWord(_ word: String) -> Kind {
        if word.containsBytes("://") || word.containsByte(UInt8(ascii: "@")) || word.containsByte(UInt8(ascii: "/"))
            || word.containsByte(UInt8(ascii: "\\"))
        {
            return .other
        }
        if isDottedKey(word) { return .key }
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
            // "RestaurantDetailView" is an identifier; "OK", "FAQ", "Save" are prose.
            var previousIsLower = false
            for scalar in scalars.dropFirst() {
                if scalar.isUppercaseFast && previousIsLower { return .other }
                if scalar == "_" { return .other }
                previousIsLower = scalar.isLowercaseFast
            }
            return .prose
        }
        // Scripts without case (CJK, Arabic, Hebrew, Thai…).
        return .prose
    }

    /// Removes `%@`, `%d`, `%lld`, `%1$@`, `%.2f`, `%%` (each becomes `0`, a number, for the prose heuristics).
    static func removingFormatSpecifiers(_ text: String) -> String {
        replacingFormatSpecifiers(in: text, with: "0", includingPercent: true)
    }

    /// Replaces each format specifier in `text` with `replacement`; `%%` too when `includingPercent`.
    ///
    ///     replacingFormatSpecifiers(in: "%lld of %2$@", with: "%@", includingPercent: false)  // "%@ of %@"
    static func replacingFormatSpecifiers(in text: String, with replacement: String, includingPercent: Bool)
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
    func trimmingSpaces() -> String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.isWhitespaceFast }),
            let end = scalars.lastIndex(where: { !$0.isWhitespaceFast })
        else { return "" }
        return String(scalars[start...end])
    }
}
