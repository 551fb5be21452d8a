import L10nDiagnostics
import XCStrings

/// `whitespace-mismatch`: a translation's leading or trailing spaces and line breaks, or its number of line
/// breaks, differ from the source's.
public enum WhitespaceMismatchRule: TranslationRule {
    public static let description = RuleDescription(
        id: "whitespace-mismatch", name: "Whitespace Mismatch", defaultSeverity: .warning,
        summary: "A translation's leading or trailing spaces or line breaks, or its number of line breaks, differ from the source's.",
        rationale: """
            Spaces and line breaks at either end of a string are layout the code relies on: a trailing space \
            before a value that follows, a leading line break under a title, a blank line between paragraphs of an \
            alert. A translation that drops or adds them runs words together or shifts the layout, only in that \
            language. Compared: whether each end has spaces, how many line breaks each end has, and how many line \
            breaks the text has in all. Chinese and Japanese write no space after their own script or full-width \
            punctuation, so a space the source has next to a word is not expected there next to a Chinese or \
            Japanese character; and Korean writes its particles against the word before them ('님 외 %lld명'), so a \
            translation starting with one drops the source's leading space. A space or tab versus a no-break space is the same space (French writes one before \
            ':'). Not reported: a trailing space of the source that joins nothing — after a title or sentence ('Add a \
            tap from an external address ', '…stop working. '), a slip of the source; one that follows a colon, a \
            format argument or a short word ('Last edited: ', ' and %lld others ') is kept; a text of spaces alone; and the cases of a substitution, pieces of the outer \
            string that translators cut in other places, with the spaces that join them.
            """,
        triggeringExamples: [
            """
            "settings.account.label" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Signed in as " } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Sesión iniciada como↓" } }
              }
            }
            """,
            """
            "alert.delete.message" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "This cannot be undone.\\n\\nAll files are removed." } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : ↓"Dies kann nicht rückgängig gemacht werden. Alle Dateien werden entfernt." } }
              }
            }
            """,
            """
            "onboarding.intro.body" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Welcome" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : ↓" Bienvenue" } }
              }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            "settings.account.label" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Signed in as " } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Sesión iniciada como " } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "サインイン中：" } },
                "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "登录身份" } }
              }
            }
            """,
            """
            "alert.delete.message" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "This cannot be undone.\\n\\nAll files are removed." } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Dies kann nicht rückgängig gemacht werden.\\n\\nAlle Dateien werden entfernt." } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Action irréversible.\\r\\n\\r\\nTous les fichiers seront supprimés." } }
              }
            }
            """,
            """
            "profile.name.label" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Name: " } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Nom\\u00a0: " } }
              }
            }
            """,
        ])

    public static func problems(in pair: TranslationPair, settings: TranslationRuleSettings) -> [TranslationProblem] {
        if TranslationText.isPlainLayout(pair.source) && TranslationText.isPlainLayout(pair.translation) { return [] }
        // A source or translation of spaces alone (" ") is a placeholder, not text with a layout; a substitution's
        // case is a piece of the outer string, which translators cut elsewhere (its spaces join the pieces).
        guard pair.source.contains(where: { $0.isLetter || $0.isNumber }),
            pair.translation.contains(where: { !$0.isWhitespace }), pair.path.components.first != "substitutions"
        else { return [] }
        let source = Layout(pair.source)
        let translation = Layout(pair.translation)
        let spaceless = ["zh", "ja"].contains(TranslationText.language(pair.language))
        var problems: [TranslationProblem] = []
        let text = pair.translation
        if source.leading != translation.leading,
            !(spaceless && source.leading.isSpaceOnly && translation.leading.isEmpty && Self.writesWithoutSpaces(text.first)),
            !(TranslationText.language(pair.language) == "ko" && source.leading.isSpaceOnly && translation.leading.isEmpty
                && Self.koreanParticles.contains(where: { text.hasPrefix($0) }))
        {
            problems.append(
                TranslationProblem("the source starts with \(source.leading), the translation with \(translation.leading)"))
        }
        if source.trailing != translation.trailing,
            !(spaceless && source.trailing.isSpaceOnly && translation.trailing.isEmpty && Self.writesWithoutSpaces(text.last)),
            !(source.trailing.isSpaceOnly && translation.trailing.isEmpty && !Self.joinsWhatFollows(pair.source))
        {
            let end = text.utf8.count - translation.trailingBytes
            problems.append(
                TranslationProblem("the source ends with \(source.trailing), the translation with \(translation.trailing)", offset: end))
        }
        // Line breaks at the ends are told above; the count inside is told once, at the start.
        if problems.isEmpty, source.innerBreaks != translation.innerBreaks {
            problems.append(
                TranslationProblem(
                    "the source has \(Self.count(source.innerBreaks)), the translation \(Self.count(translation.innerBreaks))"))
        }
        return problems
    }

    /// Korean particles and suffixes written against the word before them (`님 외 %lld명`): a translation that
    /// starts with one joins what precedes it without the source's space.
    static let koreanParticles = ["님", "이 ", "가 ", "을 ", "를 ", "은 ", "는 ", "의 ", "에 ", "와 ", "과 ", "도 ", "께"]

    /// Whether a text's trailing space joins it to what the app puts after it: the text also starts with a
    /// space (` and %lld others `), or ends with a label's or list's mark (`Last edited: `), a format argument, or
    /// a short lowercase word (`from `, `by `). A title or sentence with a space after it (`Add a tap from an
    /// external address `, `Loading… `) has a slip of the source there.
    static func joinsWhatFollows(_ text: String) -> Bool {
        if text.first?.isWhitespace == true { return true }
        let visible = TranslationText.masked(text).reversed().drop { $0.isWhitespace }
        guard let last = visible.first else { return false }
        if ":,;-–—/(+=#".contains(last) || last == TranslationText.placeholder { return true }
        let word = visible.prefix { $0.isLetter }
        return !word.isEmpty && word.count <= 4 && word.allSatisfy(\.isLowercase) && visible.dropFirst(word.count).first?.isWhitespace == true
    }

    static func count(_ breaks: Int) -> String {
        breaks == 0 ? "no line break" : breaks == 1 ? "1 line break" : "\(breaks) line breaks"
    }

    /// Whether the character is one Chinese and Japanese write without a space next to it: CJK script or
    /// full-width punctuation.
    static func writesWithoutSpaces(_ character: Character?) -> Bool {
        guard let scalar = character?.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x3000...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x2FA1F: return true
        default: return false
        }
    }

    /// What one end of a text holds: whether it has spaces and how many line breaks.
    struct End: Equatable, CustomStringConvertible {
        var hasSpace = false
        var lineBreaks = 0
        var isEmpty: Bool { !hasSpace && lineBreaks == 0 }
        var isSpaceOnly: Bool { hasSpace && lineBreaks == 0 }

        /// `a space`, `2 line breaks`, `1 line break and a space`, `nothing`.
        var description: String {
            var parts: [String] = []
            if lineBreaks > 0 { parts.append(WhitespaceMismatchRule.count(lineBreaks)) }
            if hasSpace { parts.append("a space") }
            return parts.isEmpty ? "nothing" : parts.joined(separator: " and ")
        }
    }

    /// The whitespace of a text: its two ends and the line breaks between them.
    struct Layout {
        var leading = End()
        var trailing = End()
        var innerBreaks = 0
        /// UTF-8 bytes of the trailing whitespace.
        var trailingBytes = 0

        init(_ text: String) {
            let characters = Array(text)
            var start = 0
            while start < characters.count, characters[start].isWhitespace {
                if characters[start].isNewline { leading.lineBreaks += 1 } else { leading.hasSpace = true }
                start += 1
            }
            var end = characters.count
            while end > start, characters[end - 1].isWhitespace {
                if characters[end - 1].isNewline { trailing.lineBreaks += 1 } else { trailing.hasSpace = true }
                trailingBytes += characters[end - 1].utf8.count
                end -= 1
            }
            for index in start..<end where characters[index].isNewline { innerBreaks += 1 }
        }
    }
}
