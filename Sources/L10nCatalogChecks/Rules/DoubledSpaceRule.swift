import L10nDiagnostics
import XCStrings

/// `doubled-space`: a translation has two spaces in a row between its words where the source has none.
public enum DoubledSpaceRule: TranslationRule {
    public static let description = RuleDescription(
        id: "doubled-space", name: "Doubled Space", defaultSeverity: .warning,
        summary: "A translation has two spaces in a row between its words where the source has none.",
        rationale: """
            Two spaces in a row inside a sentence are a typing slip: an edit that removed a word and left both \
            spaces around it, two fragments pasted together, a habit of two spaces after a period. Users see a gap \
            in the middle of the text, only in that language. Reported: two or more spaces (a space, a tab, a \
            no-break space; at least one of them an ordinary space) between two characters on the same line of \
            the translation, when the source has no such run anywhere — a source that lines text up with spaces \
            ('Name:    %@') or writes two after a period gives its translations the same freedom. Not reported: \
            spaces at either end of the text or of a line (indentation, and what 'whitespace-mismatch' compares), \
            the ideographic space Chinese and Japanese write on purpose ('　'), a translation of spaces alone, and \
            HTML text ('<p>…</p>'), which a web view or the app's HTML parser shows with one space, nor in a key \
            the code reads only where it builds HTML (a function whose literals hold markup: "<p> \\(para) </p>"), \
            nor runs that all come before a symbol, three times or more (a list whose rows end '*Scan*  ✅'): a \
            layout the translator chose row after row. The finding points at the first run.
            """,
        triggeringExamples: [
            """
            "files.delete.confirm" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Delete this file?" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Diese↓  Datei löschen?" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Supprimer ce fichier ?" } }
              }
            }
            """,
            """
            "sync.status.done" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Sync finished. You can close the app." } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Sincronización terminada.↓  Puedes cerrar la app." } }
              }
            }
            """,
        ],
        nonTriggeringExamples: [
            // AirGuard's German list of trackers: two spaces before each row's mark, row after row.
            """
            "article_supported_trackers_text" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "AirGuard can only find trackers that use Bluetooth.\\n*Alert* ✅\\n*Scan* ✅\\n*Locate* ❌" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "AirGuard kann nur Tracker finden, die Bluetooth nutzen.\\n*Warnung*  ✅\\n*Suche*  ✅\\n*Ortung*  ❌" } }
              }
            }
            """,
            // jyutping: a table whose columns the Chinese lines up with spaces, and a list whose comma it writes as two.
            """
            "tones.body" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "v = 1, High Level (陰平)\\nvv = 4, Low Falling (陽平)" } },
                "zh-Hant" : { "stringUnit" : { "state" : "translated", "value" : "v = 1 陰平  vv = 4 陽平\\nx = 2 陰上  xx = 5 陽上" } }
              }
            }
            """,
            """
            "tones.examples" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Examples: sinq = sin3(線), sinqq = sin6(羨)" } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "例: sinq = sin3(線)  sinqq = sin6(羨)" } }
              }
            }
            """,
            // PetNote: the Chinese translation is its key, the developer's own text, its specifiers numbered.
            """
            "本操作仅删除  %@（%@）" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "This only deletes %1$@ (%2$@)" } },
                "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "本操作仅删除  %1$@（%2$@）" } }
              }
            }
            """,
            // COVIDSafe: a label VoiceOver speaks and no screen shows; two spaces are not heard.
            """
            "BluetoothOFF_VOLabel" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Bluetooth: Off. Turn on Bluetooth." } },
                "tr" : { "stringUnit" : { "state" : "translated", "value" : "Bluetooth: Kapalı.  Bluetooth'u açın." } }
              }
            }
            """,
            """
            "settings.vpn.explanation" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "<p>A VPN is an encrypted connection to a server.</p><p>All traffic goes through it.</p>" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "<p>Un VPN es una conexión encriptada a un servidor.</p><p>Todo el  tráfico pasa por él.</p>" } }
              }
            }
            """,
            """
            "settings.about.version" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Version:  %@" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Version:  %@" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Version :  %@" } }
              }
            },
            "legal.notice.body" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Read this first.  Then accept." } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Lee esto primero.  Luego acepta." } }
              }
            }
            """,
            """
            "files.delete.confirm" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Delete this file?" } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "このファイルを　削除しますか？" } },
                "th" : { "stringUnit" : { "state" : "translated", "value" : "ลบไฟล์นี้ใช่ไหม" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Supprimer ce fichier\\u00a0?" } }
              }
            },
            "help.steps.list" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Steps:\\n- Open the app\\n- Sign in" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Schritte:\\n  - App öffnen\\n  - Anmelden" } }
              }
            }
            """,
        ])

    public static func problems(in pair: TranslationPair, settings: TranslationRuleSettings) -> [TranslationProblem] {
        // Most translations hold no two spaces in a row: told from the bytes, no characters walked.
        guard hasSpacePair(pair.translation.utf8), let run = firstInnerRun(in: pair.translation),
            firstInnerRun(in: pair.source) == nil, !isHTML(pair.source), !isSpokenOnly(pair.key),
            !isColumnLayout(pair.translation), !separatesWithSpaces(pair), !isRepeatedLayout(pair.translation)
        else { return [] }
        let before = pair.translation[..<run.lowerBound].split(whereSeparator: \.isWhitespace).last.map(String.init) ?? ""
        let after = pair.translation[run.upperBound...].split(whereSeparator: \.isWhitespace).first.map(String.init) ?? ""
        let count = pair.translation[run].count
        return [
            TranslationProblem(
                "\(count) spaces in a row between '\(before)' and '\(after)'; the source has none",
                offset: TranslationText.offset(of: run.lowerBound, in: pair.translation))
        ]
    }

    /// Whether every run of spaces inside the text, three or more, comes before a symbol (an emoji, a check mark:
    /// outside ASCII, no letter nor digit): a layout the translator chose row after row (AirGuard's German list of
    /// trackers, `"*Manuelle Suche*  ✅"` and `"*Ortung*  ❌"` on each of its rows), not a slip, which happens once.
    ///
    ///     DoubledSpaceRule.isRepeatedLayout("*A*  ✅\n*B*  ✅\n*C*  ❌")   // true
    ///     DoubledSpaceRule.isRepeatedLayout("*A*  ✅\n*B*  ✅")            // false: twice
    ///     DoubledSpaceRule.isRepeatedLayout("A  b. C  d. E  f.")          // false: before words
    static func isRepeatedLayout(_ text: String) -> Bool {
        var runs = 0
        var rest = text
        while let run = firstInnerRun(in: rest) {
            guard let mark = rest[run.upperBound...].first, !mark.isASCII, !mark.isLetter, !mark.isNumber else {
                return false
            }
            runs += 1
            rest = String(rest[run.upperBound...])
        }
        return runs >= 3
    }

    /// Whether every line of a text of two lines or more is short (a table's row) and has a run of spaces inside it:
    /// columns lined up with spaces (jyutping's tone table in Chinese and Japanese, `"v = 1 陰平  vv = 4 陽平\nx = 2 陰上  xx = 5 陽上"`),
    /// not a slip, which is on one line.
    static func isColumnLayout(_ text: String) -> Bool {
        let lines = text.split(whereSeparator: \.isNewline)
        // Rows of a table are short; a paragraph with a slip in each (Psiphon's Amharic footer) is no table.
        return lines.count >= 2 && lines.allSatisfy { $0.count <= 48 && firstInnerRun(in: String($0)) != nil }
    }

    /// Whether a Chinese, Japanese or Korean translation writes no comma where its source separates items with
    /// ", ", and has no more runs of spaces than the source has commas: two spaces are its separator
    /// (jyutping's `"例: sinq = sin3(線)  sinqq = sin6(羨)"` for `"Examples: sinq = sin3(線), sinqq = sin6(羨)"`).
    static func separatesWithSpaces(_ pair: TranslationPair) -> Bool {
        guard ["zh", "ja", "ko", "yue"].contains(TranslationText.language(pair.language)),
            !pair.translation.contains(where: { $0 == "," || $0 == "，" || $0 == "、" })
        else { return false }
        let commas = pair.source.components(separatedBy: ", ").count - 1
        var runs = 0
        var rest = pair.translation
        while let run = firstInnerRun(in: rest) {
            runs += 1
            rest = String(rest[run.upperBound...])
        }
        return commas > 0 && runs <= commas
    }

    /// Whether the key names text VoiceOver speaks and no screen shows (`BluetoothOFF_VOLabel`,
    /// `accessibility.play.hint`, `a11y_close`): two spaces in a row are not heard (COVIDSafe's `_VOLabel` keys).
    static func isSpokenOnly(_ key: String) -> Bool {
        let lowered = key.lowercased()
        if lowered.contains("accessibility") || lowered.contains("a11y") || lowered.contains("voiceover") { return true }
        // `VOLabel`, `_VO_`, `.vo.`: VoiceOver's own abbreviation, as a word of the key.
        return key.contains("VOLabel") || key.contains("VoLabel") || key.hasSuffix("_VO") || key.contains("_VO_")
            || lowered.hasSuffix(".vo") || lowered.contains(".vo.")
    }

    /// Whether the text is HTML (`<p>`, `<br>`, `</b>`, `<a href=…>` in it): a web view or HTML parser shows a run
    /// of spaces as one (SnowHaze's settings pages).
    static func isHTML(_ text: String) -> Bool {
        guard text.utf8.contains(UInt8(ascii: "<")) else { return false }
        let tags = ["<p>", "</p>", "<br>", "<br/>", "<br />", "</b>", "</i>", "</a>", "<a href", "</li>", "</div>", "</span>"]
        let lowered = text.lowercased()
        return tags.contains { lowered.firstRange(of: $0) != nil }
    }

    /// Whether the bytes hold an ASCII space next to a space, a tab or a no-break space (U+00A0 is C2 A0, U+202F
    /// is E2 80 AF): every run this rule reports has one.
    static func hasSpacePair(_ bytes: String.UTF8View) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == 0x20, previous == 0x20 || previous == 0x09 || previous == 0xA0 || previous == 0xAF { return true }
            if previous == 0x20, byte == 0x09 || byte == 0xC2 || byte == 0xE2 { return true }
            previous = byte
        }
        return false
    }

    /// The first run of two or more horizontal spaces (at least one an ordinary space) between two characters
    /// that are not spaces, on one line; nil when there is none.
    static func firstInnerRun(in text: String) -> Range<String.Index>? {
        // ASCII text (most) by its bytes: each byte a character (but `\r\n`, newlines both ways), no `Character`
        // made and compared (2 % of a catalog check's instructions).
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return firstInnerRun(ascii: text.utf8) }
        var index = text.startIndex
        var seenText = false
        while index < text.endIndex {
            let character = text[index]
            guard isHorizontalSpace(character) else {
                seenText = !character.isNewline
                index = text.index(after: index)
                continue
            }
            var end = index
            var hasOrdinary = false
            var length = 0
            while end < text.endIndex, isHorizontalSpace(text[end]) {
                if text[end] == " " { hasOrdinary = true }
                length += 1
                end = text.index(after: end)
            }
            // Between text on both sides of the same line: not an end of the text or of a line.
            if seenText, length >= 2, hasOrdinary, end < text.endIndex, !text[end].isNewline {
                return index..<end
            }
            seenText = false
            index = end
        }
        return nil
    }

    /// ``firstInnerRun(in:)`` of ASCII text, read byte by byte: a space or a tab is a horizontal space, a line
    /// feed, vertical tab, form feed or carriage return a newline (as `Character.isNewline` tells them).
    private static func firstInnerRun(ascii bytes: String.UTF8View) -> Range<String.Index>? {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
        func isNewline(_ byte: UInt8) -> Bool { byte >= 0x0A && byte <= 0x0D }
        var index = bytes.startIndex
        var seenText = false
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard isSpace(byte) else {
                seenText = !isNewline(byte)
                index = bytes.index(after: index)
                continue
            }
            var end = index
            var hasOrdinary = false
            var length = 0
            while end < bytes.endIndex, isSpace(bytes[end]) {
                if bytes[end] == 0x20 { hasOrdinary = true }
                length += 1
                end = bytes.index(after: end)
            }
            if seenText, length >= 2, hasOrdinary, end < bytes.endIndex, !isNewline(bytes[end]) {
                return index..<end
            }
            seenText = false
            index = end
        }
        return nil
    }

    /// A space, a tab, a no-break space or a narrow no-break space; not the ideographic space (U+3000), which
    /// Chinese and Japanese write as a character of its own.
    static func isHorizontalSpace(_ character: Character) -> Bool {
        character == " " || character == "\t" || character == "\u{00A0}" || character == "\u{202F}"
    }
}
