import L10nDiagnostics
import XCStrings

/// `placeholder-translation`: a translation is a placeholder — `-`, `...`, `TODO`, `xxx` — where the source is
/// words.
public enum PlaceholderTranslationRule: TranslationRule {
    public static let description = RuleDescription(
        id: "placeholder-translation", name: "Placeholder Translation", defaultSeverity: .warning,
        summary: "A translation is a placeholder ('-', '...', 'TODO', 'xxx') where the source is words.",
        rationale: """
            Translators and translation platforms fill a string they cannot or will not translate yet with a mark \
            to come back to: a dash, dots, 'TODO', 'xxx'. The catalog then counts it as translated, nothing else \
            reports it, and users see a lone '-' where a sentence belongs. Reported: a translation made only of \
            marks — dashes, dots, '…', '?', '*', '_' — where the source has two words or more, and a translation \
            that is 'TODO', 'TBD', 'FIXME' (in capitals, as developers write them; 'Todo' is Spanish and \
            Portuguese for 'all', so never in those languages) or 'xxx' (three x or more, any case), alone or with \
            marks or brackets ('[TODO]'), where the source has a word. Not reported: a source that is itself a mark or has fewer words \
            ('-', '…', 'to' written '–' in a range, 'and' written '&': languages write some short words as \
            punctuation), 'N/A' and other abbreviations, a translation with any letter or digit besides those \
            words (a Chinese, Japanese or Thai sentence has no spaces, and is one word to a space-splitting \
            eye), a term of three characters or fewer in a script without spaces (Chinese '待定' is 'TBD'), \
            and a source that is itself the same placeholder. Marks a language gives to three entries or more \
            of a catalog are the app's convention, not a slip: an app that shows one of many messages at random may \
            leave out those translated '-' in a language ('shuffledTexts = messages.filter { $0 != "-" }').
            """,
        triggeringExamples: [
            """
            "settings.backup.footer" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Backups are kept for 30 days." } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Sicherungen werden 30 Tage lang aufbewahrt." } },
                "pl" : { "stringUnit" : { "state" : "translated", "value" : ↓"-" } },
                "it" : { "stringUnit" : { "state" : "translated", "value" : ↓"..." } }
              }
            }
            """,
            """
            "onboarding.welcome.title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Welcome" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : ↓"TODO" } },
                "ru" : { "stringUnit" : { "state" : "translated", "value" : ↓"xxx" } }
              }
            }
            """,
        ],
        nonTriggeringExamples: [
            // DereGuide: a Chinese source's two-character term, "to be decided", whose English is 'TBD'.
            """
            {
              "sourceLanguage" : "zh-Hans",
              "strings" : {
                "待定" : {
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "TBD" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """,
            """
            "list.separator" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "-" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "-" } }
              }
            },
            "status.loading" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "…" } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "…" } }
              }
            },
            "range.to" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "to" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "–" } }
              }
            }
            """,
            """
            "details.value.unavailable" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Not available" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "N/A" } },
                "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "不可用" } },
                "th" : { "stringUnit" : { "state" : "translated", "value" : "ไม่พร้อมใช้งาน" } }
              }
            },
            "settings.backup.footer" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Backups are kept for 30 days." } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "バックアップは30日間保存されます。" } }
              }
            },
            "tips.random.1" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Loop around the obstacles." } },
                "it" : { "stringUnit" : { "state" : "translated", "value" : "-" } }
              }
            },
            "tips.random.2" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Patience is a virtue." } },
                "it" : { "stringUnit" : { "state" : "translated", "value" : "-" } }
              }
            },
            "tips.random.3" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Keep looping, and it will be yours." } },
                "it" : { "stringUnit" : { "state" : "translated", "value" : "-" } }
              }
            },
            "debug.todo.label" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "TODO" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "TODO" } }
              }
            }
            """,
        ])

    /// A catalog that gives the same marks to this many entries in a language uses them on purpose.
    static let convention = 3

    public static func check(_ entry: CatalogEntry, in context: CatalogContext, into findings: inout [Diagnostic]) {
        report(entry, in: context, into: &findings) { pair in
            kind(of: pair.translation) == .marks
                && context.entries(translatedAs: pair.translation, in: pair.language) >= convention
        }
    }

    public static func problems(in pair: TranslationPair, settings: TranslationRuleSettings) -> [TranslationProblem] {
        // A placeholder is short: most translations stop here, unread.
        guard pair.translation.utf8.count <= 12, let kind = kind(of: pair.translation) else { return [] }
        let words = words(in: pair.source)
        switch kind {
        case .marks:
            guard words >= 2 else { return [] }
        case .word(let word):
            guard words >= 1, !pair.source.lowercased().contains(word),
                !(word == "todo" && wordTodoLanguages.contains(TranslationText.language(pair.language))),
                // A term of three characters or fewer in a script without spaces (DereGuide's Chinese '待定', "to be
                // decided"): 'TBD' is its English.
                !(pair.source.count(where: \.isLetter) <= 3 && !pair.source.contains(where: { $0.isASCII && $0.isLetter }))
            else { return [] }
        }
        return [TranslationProblem("the translation is the placeholder '\(pair.translation)' for '\(pair.source)'")]
    }

    /// What a placeholder translation is made of.
    enum Kind: Equatable {
        /// Marks alone: `-`, `...`, `…`, `?`, `--`.
        case marks
        /// A placeholder word (lowercased), with marks or not: `TODO`, `xxx`, `[TBD]`.
        case word(String)
    }

    /// The kind of placeholder `text` is, or nil when it is not one: marks alone, or one placeholder word with
    /// marks or spaces around it.
    static func kind(of text: String) -> Kind? {
        if let kind = asciiKind(of: text) { return kind }
        let core = text.filter { !$0.isWhitespace && !placeholderMarks.contains($0) && !brackets.contains($0) }
        if core.isEmpty {
            guard text.allSatisfy({ $0.isWhitespace || placeholderMarks.contains($0) }), text.contains(where: placeholderMarks.contains)
            else { return nil }
            return .marks
        }
        let word = core.lowercased()
        // Written in capitals, as developers write them: 'Todo' is Spanish for 'all'.
        if placeholderWords.contains(word), core.allSatisfy(\.isUppercase) { return .word(word) }
        if word.count >= 3, word.allSatisfy({ $0 == "x" }) { return .word("xxx") }
        return nil
    }

    /// The words of a text with at least one letter, format arguments left out: `Backups are kept` has 3, `-`
    /// and `%@ – %@` none. A text in a script without spaces counts as one word per run.
    static func words(in text: String) -> Int {
        TranslationText.masked(text).split(whereSeparator: \.isWhitespace).count { token in
            token.contains(where: \.isLetter)
        }
    }

    /// ``kind(of:)`` of an ASCII text (most short translations), from its bytes: each byte is a character of its own
    /// (CR LF aside, whitespace either way), and no character of another spelling equals an ASCII mark, bracket or
    /// letter. `.some(nil)` is no placeholder; nil hands a text that is not all ASCII to ``kind(of:)``.
    static func asciiKind(of text: String) -> Kind?? {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        func isMark(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "*")
                || byte == UInt8(ascii: "_")
        }
        func isBracket(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "<"),
                UInt8(ascii: ">"), UInt8(ascii: "{"), UInt8(ascii: "}"):
                true
            default: false
            }
        }
        var core: [UInt8] = []
        var onlySpacesAndMarks = true
        var hasMark = false
        for byte in text.utf8 {
            if byte >= 0x80 { return nil }
            if isMark(byte) { hasMark = true } else if !isSpace(byte) { onlySpacesAndMarks = false }
            if !isSpace(byte) && !isMark(byte) && !isBracket(byte) { core.append(byte) }
        }
        if core.isEmpty { return onlySpacesAndMarks && hasMark ? .some(.marks) : .some(nil) }
        // Written in capitals, as developers write them: 'Todo' is Spanish for 'all'.
        if core.allSatisfy({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) {
            let word = String(decoding: core.map { $0 | 0x20 }, as: UTF8.self)
            if placeholderWords.contains(word) { return .some(.word(word)) }
        }
        if core.count >= 3, core.allSatisfy({ $0 | 0x20 == UInt8(ascii: "x") }) { return .some(.word("xxx")) }
        return .some(nil)
    }

    /// Marks a placeholder is made of. Not '#' (a column of numbers), '/', '&' or '+' (words some languages
    /// write as marks).
    static let placeholderMarks: Set<Character> = ["-", "–", "—", ".", "…", "?", "*", "_"]
    /// Brackets around a placeholder word: `[TODO]`, `(TBD)`.
    static let brackets: Set<Character> = ["[", "]", "(", ")", "<", ">", "{", "}"]

    /// Words that stand for a translation to come, when written in capitals.
    static let placeholderWords: Set<String> = ["todo", "tbd", "fixme"]
    /// Languages in which 'todo' is a word ('all', 'everything'): even 'TODO' may be a translation there.
    static let wordTodoLanguages: Set<String> = ["es", "pt", "ca", "gl", "ast"]
}
