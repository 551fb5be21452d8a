/// Whether text put together from pieces is a template — whole pieces laid out with punctuation — rather than a
/// sentence whose word order the code fixes. `string-concatenation` reads both of its forms through this one
/// decision: an interpolating literal (`"[\(mark)] \(title)"`) and a chain of `+` (`"[" + mark + "] " + title`).
///
/// A template: no piece has words of its own (a literal with words is hardcoded text, which `hardcoded-string`
/// reports), at most one piece is localized (two localized pieces in an order the code chooses are a phrase made of
/// parts: `"\(description) (\(localizeString("This Mac")))"`), the literal text between the pieces is only spaces,
/// tabs, line breaks, brackets, dashes, quotes, bullets and neutral separators, and the localized piece is set
/// apart from the values beside it by more than a space: a bracket, a dash, a tab or a line break. A localized
/// piece and a value side by side with a space between are words of one sentence (`name + " " + String(localized:
/// "feed.boosted")`, `"\(count) \(itemsWord)"`). A colon right after a piece makes it a label and what follows
/// its value (`"\(NSLocalizedString("Account", …)): \(NSLocalizedString("None", …))"`, `"Error code: \(status)"`
/// localized): label and value, laid out as every language's settings and detail rows show them (no maintainer on
/// eight rounds of real apps changed one, though French would set the colon off with a space). So is a value first
/// and its colon (`"\(name) : \(answer)"`: who answered, and what). A comma or a
/// question mark is written differently in other languages (Chinese `、`, Arabic `،`), and an arrow points the
/// wrong way in a right-to-left language: text with one of those, or a colon elsewhere, is no template (but for a
/// `?` that closes a bracket: the value inside is in doubt, `"(\(name) ?)"`). A number
/// first and its list mark (`"\(index). \(title)"`) is a list's item.
///
///     TextTemplate.isTemplate([.literal("["), .localized, .literal("] "), .value])   // true
///     TextTemplate.isTemplate([.value, .literal(" – "), .value])                    // true
///     TextTemplate.isTemplate([.value, .literal("\t"), .localized])                  // true
///     TextTemplate.isTemplate([.localized, .literal(": "), .value])                 // true: a label and its value
///     TextTemplate.isTemplate([.localized, .literal(": "), .localized])             // true: "Account: None"
///     TextTemplate.isTemplate([.value, .literal(" : "), .localized])                // true: a name and its value
///     TextTemplate.isTemplate([.value, .literal(", "), .localized])                 // false: a comma
///     TextTemplate.isTemplate([.value, .literal(" "), .localized])                  // false: one sentence
///     TextTemplate.isTemplate([.label, .literal(" "), .value])                      // true: "Overridden in: 1, 2"
///     TextTemplate.isTemplate([.localized, .literal(" ("), .localized, .literal(")")])  // false: two localized
///     TextTemplate.isTemplate([.number, .literal(". "), .localized])                // true: a list's number
///     TextTemplate.isTemplate([.localized, .literal(" ("), .value, .literal(" ?)")])  // true: a value in doubt
///     TextTemplate.isTemplate([.localized, .literal(" @ "), .value])                // true: "Admin @ Acme"
///     TextTemplate.isTemplate([.localized, .literal(" "), .number])                 // true: "Word 3", an item's number
///     TextTemplate.isTemplate([.localized, .literal(". ("), .value, .literal(")")])  // true: a message, its detail
package enum TextTemplate {
    package enum Piece: Equatable {
        /// Literal text between the other pieces, without interpolations.
        case literal(String)
        /// A localized string: `String(localized:)`, `NSLocalizedString`, `"x".localized`, a variable holding one.
        case localized
        /// A localized label that ends with its own colon (`NSLocalizedString("Overridden in Shortcut:", …)`): the
        /// translator writes the colon as the language does, and the value after it is set apart.
        case label
        /// A number or a value named as one (`count`, `total`).
        case number
        /// Any other value: a name, a title, a date already formatted.
        case value
    }

    package static func isTemplate(_ pieces: [Piece]) -> Bool {
        // A localized noun and the number of the item it names, last (Chiff's `"\\(word) \\(tag + 1)"`, 'Word 3'):
        // a name, as a hardcoded 'Page \\(index)' is; no count whose words the code orders.
        if pieces.count == 3, pieces[0] == .localized, pieces[1] == .literal(" "), pieces[2] == .number { return true }
        // A value, its colon and a localized value (avert's family answers, `"\(name) : \(answer)"`: who answered,
        // and what): a name as a label. Values alone joined by a colon (`error.rawValue + ": " + message`) are not.
        if pieces.count == 3, pieces[0] == .value, pieces[2] == .localized, case .literal(let colon) = pieces[1],
            colon.trimmingSpaces() == ":" || colon.trimmingSpaces() == "："
        {
            return true
        }
        var localized = 0
        // The last value or localized piece, and whether a separator (more than spaces) came after it.
        var previous: Piece?
        var separated = false
        for (position, piece) in pieces.enumerated() {
            switch piece {
            case .literal(let text):
                var text = Substring(text)
                // A list's number first (`"\(index). \(title)"`, `"\(step)) \(title)"`): its mark sets it apart.
                if position == 1, previous == .number || previous == .value, let mark = text.first, mark == "." || mark == ")",
                    text.dropFirst().first == " "
                {
                    text = text.dropFirst()
                    separated = true
                }
                // Digits glued to a value are part of it (hax's example link, `"\(itemURLString)1"`: a URL and its id).
                if previous == .value, !separated, text.first?.isASCII == true, text.first?.isNumber == true {
                    text = text.drop { $0.isASCII && $0.isNumber }
                }
                // A localized sentence's full stop, then what it is about, set apart (open-rmbt's
                // `"\(NSLocalizedString("Couldn't connect to test server.", …)). (\(error))"`): a message and its detail.
                if previous == .localized, text.first == ".", text.dropFirst().first == " " {
                    text = text.dropFirst()
                    separated = true
                }
                // A colon right after a localized piece: that piece is a label, what follows its value.
                if previous == .localized, let colon = text.drop(while: { $0 == " " }).first, colon == ":" || colon == "：" {
                    text = text.drop(while: { $0 == " " }).dropFirst()
                    localized -= 1
                    previous = .label
                    separated = true
                }
                guard isLayout(String(text)) else { return false }
                if text.unicodeScalars.contains(where: { $0 != " " && $0 != "\u{A0}" }) { separated = true }
            case .localized, .label, .number, .value:
                let isLocalized = piece == .localized || piece == .label
                if isLocalized { localized += 1 }
                if let previous, previous == .localized || (isLocalized && previous != .label), !separated { return false }
                previous = piece
                separated = piece == .label
            }
        }
        return localized <= 1
    }

    /// Whether literal text is only layout: spaces, tabs and line breaks, brackets, dashes, quotes, bullets and the
    /// neutral separators.
    static func isLayout(_ text: String) -> Bool {
        if text.unicodeScalars.allSatisfy({ $0.isWhitespaceFast || layout.contains($0) }) { return true }
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() where !(scalar.isWhitespaceFast || layout.contains(scalar)) {
            guard isDoubtMark(at: index, in: scalars) else { return false }
        }
        return true
    }

    /// A `?` that closes a bracket: a mark of doubt on the value inside, not a question
    /// (MoePeek's detected language, `"\(String(localized: "Auto Detect")) (\(name) ?)"`).
    private static func isDoubtMark(at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        guard scalars[index] == "?" else { return false }
        let next = index + 1 < scalars.count ? scalars[index + 1] : nil
        return next == ")" || next == "]"
    }

    /// The punctuation a template lays pieces out with.
    private static let layout: Set<Unicode.Scalar> = [
        "(", ")", "[", "]", "{", "}", "<", ">", "«", "»", "\"", "'", "“", "”", "‘", "’", "-", "–", "—", "·", "•",
        "●", "|", "/", "…", "@",
    ]
}
