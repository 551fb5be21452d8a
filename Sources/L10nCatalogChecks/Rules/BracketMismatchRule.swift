import L10nDiagnostics
import XCStrings

/// `bracket-mismatch`: a translation lacks, or leaves unbalanced, a pair of brackets or quotes its source has.
public enum BracketMismatchRule: TranslationRule {
    public static let description = RuleDescription(
        id: "bracket-mismatch", name: "Bracket Mismatch", defaultSeverity: .warning,
        summary: "A translation lacks, or leaves unbalanced, a '()' '[]' '{}' or quote pair its source has.",
        rationale: """
            A bracket or quote left open runs into the rest of the screen ('Storage (2 GB free'), and a pair \
            dropped loses what it marked: the name of a button the user must tap, a unit, an aside. For each kind \
            of pair the source holds balanced — '()', '[]', '{}', double quotes — the translation must hold at \
            least one, balanced, and never close one it has not opened. Parentheses the translation leaves out are \
            reported only when what they held is lost with them — a number the translation no longer has \
            ('(iOS 14.4 and below)'; a format argument lost is a 'format-specifier-mismatch') — or when they close the source around a value alone \
            ('Photos (%lld)'), since an aside is often worked into the translated sentence ('Din nuvarande %@', \
            '取值范围: 0-10'); an English plural suffix ('image(s)') is no pair. Full-width '（）' '［］' count as brackets, \
            and every language's quotation marks are one kind: '“”' '"…"' '„“' '„”' '«»' '»«' '‹›' '「」' '『』' \
            '《》', and single '‘’' or "'…'" when the translation has no double ones, so a German or Japanese translation \
            quoting its own way is balanced. Quotes the translation leaves out are not reported: around words they \
            are emphasis a translation gives its own way ('the "Files" tab'), around a value typography ('¿Salir de \
            %@?' for 'Leave "%@"?'); quotes left open are. Single quotes in the source are not checked: '’' is also an apostrophe; nor are quotes around a mark alone \
            ('“.”'), which a translation may name in words.
            """,
        triggeringExamples: [
            """
            "settings.storage.free %@" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Storage (%@ free)" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : ↓"Almacenamiento (%@ libres" } }
              }
            }
            """,
            """
            "onboarding.tip.done" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Tap “Done” to finish." } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Touchez OK pour terminer." } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : ↓"Tippe auf „Fertig, um abzuschließen." } }
              }
            }
            """,
            """
            "album.photos.title %lld" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Photos (%lld)" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : ↓"Fotos %lld" } }
              }
            }
            """,
        ],
        nonTriggeringExamples: [
            // Melodee: an aside whose only digit is a name's ('MP3'), worked into the Japanese sentence.
            """
            "TagEditor.Tip.Tokens.Text" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Use tokens to reuse existing information (such as the MP3 file's filename)." } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "変換トークンを利用すると、ファイル名など既存の情報を利用できます。" } }
              }
            }
            """,
            // CirclesApp's Japanese source: an aside of words ('参' is a word here, not a number) the translation rewords.
            """
            "Notifier.Explainer" : {
              "sourceLanguage" : "ja",
              "localizations" : {
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "設定できる通知は、チケット（参加時間）によって異なります。" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Settings may vary depending on the ticket you selected." } }
              }
            }
            """,
            // A list's letters ('A)', 'B)') where the source puts its choices in parentheses (padawan-wallet's Portuguese).
            """
            "lesson.bitcoin.meanings" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "People mean (a) the network or (b) a unit of value." } },
                "pt" : { "stringUnit" : { "state" : "translated", "value" : "As pessoas querem dizer A) a rede ou B) uma unidade de valor." } }
              }
            }
            """,
            // Automatic grammar agreement's markup, which Chinese, without plurals, leaves out (Chinotto).
            """
            "Erase %lld simulators ^[of %lld device](inflect: true)" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Erase %1$lld simulators ^[of %2$lld device](inflect: true)" } },
                "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "抹掉 %2$lld 台设备的 %1$lld 个模拟器" } }
              }
            }
            """,
            // Quotes around a value left out, the value kept: the translator's typography (MixinNetwork's Spanish).
            """
            "group.exit.confirmation %@" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Exit “%@”?" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "¿Salir de %@?" } }
              }
            }
            """,
            // A source that is Lokalise's reference to another key, not text (sora's `personal.info.title`).
            """
            "personal.info.title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "[%key_id:33516072%]" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Regístrate" } }
              }
            }
            """,
            """
            "vault.share.title %@" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Share “%@”" } },
                "he" : { "stringUnit" : { "state" : "translated", "value" : "שיתוף ״%@״" } }
              }
            }
            """,
            """
            "onboarding.tip.done" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Tap “Done” to finish." } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Tippe auf „Fertig“, um abzuschließen." } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Touchez « OK » pour terminer." } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "「完了」をタップして終了します。" } },
                "da" : { "stringUnit" : { "state" : "translated", "value" : "Tryk på »Færdig« for at afslutte." } },
                "en-GB" : { "stringUnit" : { "state" : "translated", "value" : "Tap ‘Done’ to finish." } }
              }
            }
            """,
            """
            "settings.storage.free %@" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Storage (%@ free)" } },
                "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "储存空间（可用 %@）" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Stockage (%@ libres) (local)" } }
              }
            },
            "database.error.format %@" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "The database (%@) file format is not supported." } },
                "sv" : { "stringUnit" : { "state" : "translated", "value" : "Din nuvarande %@ stöds inte." } }
              }
            },
            "help.shortcut.tip" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Don't press it twice :)" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "No lo pulses dos veces" } }
              }
            }
            """,
        ])

    /// A kind of pair and the marks that open and close it.
    struct Pair {
        var name: String
        var opening: Set<Character>
        var closing: Set<Character>
        /// The scalars of both, for a quick look.
        var marks: [Unicode.Scalar]
        /// The one ASCII mark of ``opening`` and of ``closing``: a character of one ASCII byte is in either set
        /// exactly when it is that byte (no character of another spelling equals an ASCII one).
        var asciiOpening: UInt8
        var asciiClosing: UInt8

        init(name: String, opening: Set<Character>, closing: Set<Character>) {
            self.name = name
            self.opening = opening
            self.closing = closing
            marks = opening.union(closing).compactMap { $0.unicodeScalars.first }
            asciiOpening = opening.compactMap { $0.asciiValue }.first!
            asciiClosing = closing.compactMap { $0.asciiValue }.first!
            precondition(opening.filter(\.isASCII).count == 1 && closing.filter(\.isASCII).count == 1)
        }

        /// `opening.contains(character)`, told by the byte for a character of one ASCII byte.
        func opens(_ character: Character) -> Bool {
            if let byte = TranslationText.asciiByte(character) { return byte == asciiOpening }
            return opening.contains(character)
        }

        /// `closing.contains(character)`, told by the byte for a character of one ASCII byte.
        func closes(_ character: Character) -> Bool {
            if let byte = TranslationText.asciiByte(character) { return byte == asciiClosing }
            return closing.contains(character)
        }
    }

    /// `quoteMarks.contains(character)`, told by the byte for a character of one ASCII byte ('"' is the only
    /// ASCII mark, and no character of another spelling equals an ASCII one).
    static func isQuoteMark(_ character: Character) -> Bool {
        if let byte = TranslationText.asciiByte(character) { return byte == UInt8(ascii: "\"") }
        return quoteMarks.contains(character)
    }

    static let brackets = [
        Pair(name: "'()'", opening: ["(", "（"], closing: [")", "）"]),
        Pair(name: "'[]'", opening: ["[", "［", "【"], closing: ["]", "］", "】"]),
        Pair(name: "'{}'", opening: ["{", "｛"], closing: ["}", "｝"]),
    ]

    public static func problems(in pair: TranslationPair, settings: TranslationRuleSettings) -> [TranslationProblem] {
        problems(in: pair, source: SourceMarks(pair.source))
    }

    /// Each translated unit judged against its source's pairs, counted once for all the languages that translate
    /// the same source text (a long text's count costs more than most units' judging).
    public static func check(_ entry: CatalogEntry, in context: CatalogContext, into findings: inout [Diagnostic]) {
        var read: SourceMarks?
        report(entry, in: context, into: &findings) { _, pair in
            if let read, read.source == pair.source { return problems(in: pair, source: read) }
            let source = SourceMarks(pair.source)
            read = source
            return problems(in: pair, source: source)
        }
    }

    /// A source text's pairs as the rule reads them.
    struct SourceMarks {
        /// The source text as the pair gives it.
        let source: String
        /// The text read (masked, without plural suffixes); nil when the source holds no bracket or quotation mark.
        let text: String?
        /// ``balancedCount(_:in:)`` of each of ``brackets`` in ``text``.
        let counts: [Int?]
        /// Whether the text's quotation marks, in pairs, quote words (``quotePairs(in:)``, ``quotesWords(_:)``).
        let quotesWords: Bool

        init(_ source: String) {
            self.source = source
            // Most strings hold no bracket or quotation mark: one pass over the scalars says so.
            guard source.unicodeScalars.contains(where: { scalar in
                switch scalar.value {
                case 0x22, 0x28, 0x29, 0x5B, 0x5D, 0x7B, 0x7D: return true  // " ( ) [ ] { }
                case 0..<0x80: return false
                default: return markScalars.contains(scalar.value)
                }
            })
            else {
                (text, counts, quotesWords) = (nil, [], false)
                return
            }
            let text = withoutPluralSuffixes(withoutInflectionMarkup(TranslationText.masked(source)))
            self.text = text
            counts = brackets.map { balancedCount($0, in: text) }
            if let quotes = quotePairs(in: text), quotes > 0, BracketMismatchRule.quotesWords(text) {
                quotesWords = true
            } else {
                quotesWords = false
            }
        }
    }

    /// ``problems(in:settings:)`` with the source's pairs counted already.
    static func problems(in pair: TranslationPair, source read: SourceMarks) -> [TranslationProblem] {
        guard let source = read.text else { return [] }
        let translation = withoutInflectionMarkup(TranslationText.masked(pair.translation))
        var missing: [String] = []
        for (kind, count) in zip(brackets, read.counts) {
            guard let count, count > 0 else { continue }
            switch balancedCount(kind, in: translation) {
            case nil: missing.append("unbalanced \(kind.name)")
            case 0?:
                // An aside in parentheses may be worked into the sentence ('Din nuvarande %@', '取值范围: 0-10'); one
                // whose value is lost with it may not.
                if kind.name != "'()'" || losesValue(source, translation, kind) { missing.append("no \(kind.name)") }
            default: break
            }
        }
        if read.quotesWords {
            // Quotes left out are the translator's typography, around words ('the "Files" tab') and around a value
            // alike ('Salir de %@?' for 'Leave "%@"?', 'на сайте %2$@'): judged wrong 7 times in 9 on real apps, and
            // the two right ones had lost the value itself, which `format-specifier-mismatch` and
            // `empty-translation` report. Quotes left open are reported.
            if quotePairs(in: translation) == nil { missing.append("unbalanced quotes") }
        }
        guard !missing.isEmpty else { return [] }
        return [TranslationProblem("the translation has \(missing.joined(separator: " and ")) where the source has them balanced")]
    }

    /// How many pairs of `kind` the text holds, or nil when they are unbalanced (one closed before it is
    /// opened, or left open). A smiley's or list item's lone `)` (`:)`, `1)`, a letter of its own: padawan-wallet's
    /// Portuguese 'A) a rede … ou B) uma das unidades') does not count.
    static func balancedCount(_ kind: Pair, in text: String) -> Int? {
        // Nothing of this kind in the text: no pair, nothing to walk (told from the scalars, without hashing).
        guard text.unicodeScalars.contains(where: { kind.marks.contains($0) }) else { return 0 }
        var depth = 0
        var pairs = 0
        var previous: Character?
        var beforePrevious: Character?
        for character in text {
            defer {
                beforePrevious = previous
                previous = character
            }
            if kind.opens(character) {
                depth += 1
            } else if kind.closes(character) {
                if depth == 0, let previous, previous == ":" || previous == ";" || previous.isNumber { continue }
                if depth == 0, let previous, previous.isLetter, beforePrevious.map({ $0.isWhitespace }) ?? true { continue }
                depth -= 1
                pairs += 1
                if depth < 0 { return nil }
            }
        }
        return depth == 0 ? pairs : nil
    }

    /// The scalars of every opening and closing mark the rule knows, for the fast look at a source.
    static let markScalars: Set<UInt32> = {
        var marks = quoteMarks
        for kind in brackets { marks.formUnion(kind.opening); marks.formUnion(kind.closing) }
        return Set(marks.compactMap { $0.unicodeScalars.first?.value })
    }()

    /// Every language's double quotation marks (and the corner and angle ones).
    static let quoteMarks: Set<Character> = [
        "\"", "“", "”", "„", "‟", "«", "»", "‹", "›", "「", "」", "『", "』", "《", "》", "〝", "〞", "＂",
        "״",  // Hebrew gershayim, which Hebrew quotes with
    ]

    /// Whether something the text quotes holds a letter, a digit or an argument: a quoted mark (`“.”`) is
    /// often named in words instead ('begin with a dot').
    static func quotesWords(_ text: String) -> Bool {
        let pieces = text.split(omittingEmptySubsequences: false) { isQuoteMark($0) }
        return pieces.indices.contains { index in
            index % 2 == 1 && pieces[index].contains { $0.isLetter || $0.isNumber || $0 == TranslationText.placeholder }
        }
    }

    /// How many quote pairs the text holds (half its quotation marks), or nil when their number is odd.
    static func quotePairs(in text: String) -> Int? {
        let count = text.count { isQuoteMark($0) }
        return count % 2 == 0 ? count / 2 : nil
    }

    /// The text with Foundation's automatic grammar agreement markup (`^[of %lld device](inflect: true)`) replaced by
    /// the words inside it: markup for the runtime, which a language without plurals (Chinotto's Chinese) leaves out.
    ///
    ///     BracketMismatchRule.withoutInflectionMarkup("Erase ^[%lld device](inflect: true)")   // "Erase %lld device"
    static func withoutInflectionMarkup(_ text: String) -> String {
        // `^[` looked for in the bytes first (Foundation's search of every text cost more than the rest): a text
        // without them is returned as it is, and one with them as the search below finds them.
        guard holdsCaretBracket(text), text.contains("^[") else { return text }
        var result = ""
        var rest = text[...]
        while let caret = rest.range(of: "^[") {
            guard let close = rest[caret.upperBound...].firstIndex(of: "]"),
                rest[close...].dropFirst().first == "(",
                let end = rest[close...].firstIndex(of: ")")
            else { break }
            result += rest[..<caret.lowerBound] + rest[caret.upperBound..<close]
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    /// Whether `text`'s bytes hold `^[`.
    private static func holdsCaretBracket(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if previous == UInt8(ascii: "^"), byte == UInt8(ascii: "[") { return true }
            previous = byte
        }
        return false
    }

    /// The text without English plural suffixes in parentheses (`image(s)`, `match(es)`), which translations
    /// write their own way.
    static func withoutPluralSuffixes(_ text: String) -> String {
        guard text.contains("(") else { return text }
        var result = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: "(") {
            let inside = rest[rest.index(after: open)...].prefix { $0.isLowercase }
            let close = inside.endIndex
            if open > rest.startIndex, rest[rest.index(before: open)].isLetter, (1...2).contains(inside.count),
                close < rest.endIndex, rest[close] == ")"
            {
                result += rest[..<open]
                rest = rest[rest.index(after: close)...]
            } else {
                result += rest[...open]
                rest = rest[rest.index(after: open)...]
            }
        }
        return result + rest
    }

    /// Whether the source's pairs of `kind` hold a number (`(iOS 14.4 and below)`) that the translation does not
    /// have anywhere (not where it lost a format argument: ``FormatSpecifierMismatchRule`` reports that): the pair
    /// went, and what it said with it; or the
    /// source ends with a value alone in the pair (`Photos (%lld)`, `Size (2x)`), a count or annotation whose
    /// brackets are part of how it reads.
    static func losesValue(_ source: String, _ translation: String, _ kind: Pair) -> Bool {
        if endsWithBracketedValue(source, kind) { return true }
        var depth = 0
        var arguments = 0
        var numbers: [String] = []
        var number = ""
        // Digits joined to a Latin, Greek or Cyrillic letter are part of a name (Melodee's '(such as the MP3 file's
        // filename)'), as `number-mismatch` reads them: not a number the aside carries. A counter written after a
        // number in Korean, Chinese or Japanese ('2번 출구', exit 2) keeps it a number.
        var joinedToLetter = false
        var previous: Character?
        for character in source {
            defer { previous = character }
            if kind.opening.contains(character) {
                depth += 1
            } else if kind.closing.contains(character) {
                depth = max(0, depth - 1)
            }
            if depth > 0, isDigit(character) {
                if number.isEmpty { joinedToLetter = previous.map(isAlphabetLetter) ?? false }
                number.append(character)
                continue
            }
            if !number.isEmpty {
                if !joinedToLetter && !isAlphabetLetter(character) { numbers.append(number) }
                number = ""
            }
            if depth > 0, character == TranslationText.placeholder { arguments += 1 }
        }
        if !number.isEmpty, !joinedToLetter { numbers.append(number) }
        let translated = translation.count { $0 == TranslationText.placeholder }
        let sourceArguments = source.count { $0 == TranslationText.placeholder }
        // Arguments are counted over the whole text: the translation lost one only when it has fewer than the source.
        // Then `format-specifier-mismatch` reports it (hyuabot's '%2$@전 역 도착 (%1$@ 분)' as '%1$@ mins left'): one
        // problem, one finding; a translation with the argument elsewhere has worked the aside into its sentence.
        if arguments > 0 && translated < sourceArguments { return false }
        return numbers.contains { !translation.contains($0) }
    }

    /// Whether the text (before its ending punctuation) ends with a pair of `kind` around a value alone: format
    /// arguments, digits, `%`, `x` or `×` (`Photos (%lld)`, `Zoom (200%)`); one in the middle of a sentence
    /// (`The database (%@) file`) may be worked into the translated sentence.
    static func endsWithBracketedValue(_ text: String, _ kind: Pair) -> Bool {
        let trimmed = text.reversed().drop { $0.isWhitespace || ".:!?…".contains($0) }
        guard let last = trimmed.first, kind.closing.contains(last) else { return false }
        let inside = trimmed.dropFirst().prefix { !kind.opening.contains($0) }
        guard inside.endIndex != trimmed.endIndex, !inside.isEmpty else { return false }
        return inside.allSatisfy { $0 == TranslationText.placeholder || isDigit($0) || " .,%x×".contains($0) }
            && inside.contains { $0 == TranslationText.placeholder || isDigit($0) }
    }

    /// A letter of the Latin, Greek or Cyrillic alphabets, which names glue digits to ('MP3', 'H264').
    static func isAlphabetLetter(_ character: Character) -> Bool {
        character.isLetter && (character.unicodeScalars.first?.value ?? 0) < 0x0530
    }

    /// A decimal digit of any script (`3`, `٣`, `３`), not a character that only has a numeric value: CJK
    /// ideographs such as '参' (a financial three) in CirclesApp's Japanese aside 'チケット（参加時間）' are words.
    static func isDigit(_ character: Character) -> Bool {
        character.unicodeScalars.count == 1 && character.unicodeScalars.first!.properties.generalCategory == .decimalNumber
    }
}
