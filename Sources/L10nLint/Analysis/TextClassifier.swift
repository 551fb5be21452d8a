/// Decides whether a literal's text is prose a person reads, or a key, identifier, URL, file name or symbol.
///
/// The choices (documented in `hardcoded-string`'s rationale):
/// - format specifiers (`%@`, `%lld`, `%1$@`, `%.2f`) and interpolations count as a number (`0`); text with no
///   run of two letters
///   left is not prose (`"%@"`, `"•"`, `"—"`, `"42%"`, `"A"`);
/// - text with a space between two words is prose (`"Add to favorites"`, `"%lld restaurants"`);
/// - one word without spaces is prose when it starts with an upper-case letter (`"Save"`, `"OK"`, `"Done!"`)
///   or is written in a script without case (`"保存"`), unless it looks like an identifier inside
///   (`"RestaurantDetailView"`, `"iPhone"` — an upper-case letter after the first lower-case one);
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
        let stripped = removingFormatSpecifiers(text)
        guard hasLetterRun(stripped) else { return .other }
        if fragment, let first = stripped.unicodeScalars.first, let last = stripped.unicodeScalars.last,
            first == " " || last == " "
        {
            return .prose
        }
        let trimmed = stripped.trimmingSpaces()
        if trimmed.unicodeScalars.contains(where: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\u{A0}" }) {
            // Several words, but a URL or path with a space in a query is still not prose.
            if trimmed.contains("://") { return .other }
            return .prose
        }
        return classifyWord(trimmed)
    }

    /// True for dotted keys such as `home.title` or `settings.notifications.toggle`.
    static func isDottedKey(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2 else { return false }
        guard let first = parts.first?.unicodeScalars.first, first.properties.isLowercase || first == "_" else {
            return false
        }
        for part in parts {
            guard !part.isEmpty else { return false }
            for scalar in part.unicodeScalars {
                guard scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || scalar == "_" || scalar == "-"
                else { return false }
            }
        }
        // A file name (`logo.png`, `data.json`) is not a key.
        if parts.count == 2, let last = parts.last, isFileExtension(last) { return false }
        return true
    }

    private static let fileExtensions: Set<Substring> = [
        "png", "jpg", "jpeg", "gif", "heic", "pdf", "svg", "json", "plist", "txt", "md", "html", "css", "js",
        "mp3", "mp4", "mov", "wav", "m4a", "caf", "ttf", "otf", "zip", "xml", "csv", "storyboard", "xib",
        "strings", "xcstrings", "swift", "sqlite", "db", "realm", "mlmodel", "usdz", "scn", "webp", "lottie",
    ]

    static func isFileExtension(_ text: Substring) -> Bool { fileExtensions.contains(text) }

    private static func classifyWord(_ word: String) -> Kind {
        if word.contains("://") || word.contains("@") || word.contains("/") || word.contains("\\") { return .other }
        if isDottedKey(word) { return .key }
        // Strip surrounding punctuation: "Save!", "(Optional)", "Loading…".
        let core = word.unicodeScalars.drop { !$0.properties.isAlphabetic }
        let scalars = Array(core.reversed().drop { !$0.properties.isAlphabetic }.reversed())
        guard let first = scalars.first else { return .other }
        if word.contains(".") {
            // "logo.png", "com.example.app", "Mr." — a dot inside without spaces is a name, except an abbreviation.
            let parts = word.split(separator: ".")
            if parts.count >= 2, let last = parts.last, isFileExtension(last) { return .other }
            if parts.count >= 2, word.last != "." { return .other }
        }
        let isKebabOrSnake = scalars.allSatisfy {
            ($0.isASCII && $0.properties.isLowercase) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
        }
        if isKebabOrSnake { return .key }
        if first.properties.isLowercase {
            // camelCase identifier ("welcomeTitle", "iPhone"), or a lower-case word with accents ("café").
            return scalars.contains { $0.properties.isUppercase } ? .other : .key
        }
        if first.properties.isUppercase {
            // "RestaurantDetailView" is an identifier; "OK", "FAQ", "Save" are prose.
            var sawLowercase = false
            for scalar in scalars.dropFirst() {
                if scalar.properties.isLowercase { sawLowercase = true }
                if scalar.properties.isUppercase && sawLowercase { return .other }
                if scalar == "_" { return .other }
            }
            return .prose
        }
        // Scripts without case (CJK, Arabic, Hebrew, Thai…).
        return .prose
    }

    /// Removes `%@`, `%d`, `%lld`, `%1$@`, `%.2f`, `%%`.
    static func removingFormatSpecifiers(_ text: String) -> String {
        guard text.contains("%") else { return text }
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
            if let conversion = lookahead.first, "@dDiuUxXoOfFeEgGcCsSpaA%".unicodeScalars.contains(conversion) {
                scalars = lookahead.dropFirst()
                result.append("0")
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
            if scalar.properties.isAlphabetic {
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
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[start...end])
    }
}
