import Foundation
import L10nDiagnostics
import XCStrings

/// `length-limit`: a translation is longer than the limit set for its key, in `.l10n.json` or in the key's
/// comment. Without a limit it says nothing.
public enum LengthLimitRule: TranslationRule {
    public static let description = RuleDescription(
        id: "length-limit", name: "Length Limit", defaultSeverity: .error,
        summary: "A translation is longer than the limit set for its key (in .l10n.json's 'lengthLimits' or the key's comment).",
        rationale: """
            Some text must fit a fixed space: a widget, a tab bar item, a watch complication, an App Store field, \
            a push notification title. When the limit is known, a longer translation is cut off or breaks the \
            layout in that language only. The limit comes from `.l10n.json` — `"lengthLimits": {"widget.*": 20}`, \
            key globs where `*` is any run of characters, the first matching glob applying — or from the key's \
            comment, in any of the usual spellings: 'max 20 characters', '(max. 20 chars)', 'maximum 20 \
            characters', 'max: 20 chars', '20 characters max', '20 chars or less', 'at most 20 characters', 'up to \
            20 characters', 'no more than 20 characters', 'under 20 characters', 'must not exceed 20 characters', 'maximum of 20 \
            characters', 'character limit: 20', 'limit 20 characters', 'max length: 20'; a comment 'max 20' without a \
            unit is not a limit. Length is counted in characters as a user sees them (an emoji or \
            accented letter is one), format specifiers as written. A comment's limit the source itself is over \
            counts otherwise (the words around the placeholders: Delta Chat's 20 for a 28-character source) and \
            measures no translation. Where no limit is known the rule says nothing: \
            guessing from the source's length (a note for a translation over three times a short source) was \
            right 0 times in 11 on the apps of issue 46 and 22 times in 89 on the quality catalogs: most were the \
            standard translation of a short word ('Retry' → 'Spróbuj ponownie') in a menu or list with room (see \
            scripts/accuracy-data).
            """,
        triggeringExamples: [
            """
            "widget.status.title" : {
              "comment" : "Widget header (max. 14 chars)",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Now playing" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : ↓"Wird gerade abgespielt" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Reproduciendo" } }
              }
            },
            "tab.home.title" : {
              "comment" : "Tab bar item, max 8 characters",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Home" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : ↓"Page d’accueil" } }
              }
            },
            "notification.title.new" : {
              "comment" : "Push title; 10 characters max",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "New post" } },
                "it" : { "stringUnit" : { "state" : "translated", "value" : ↓"Nuovo messaggio" } }
              }
            }
            """,
        ],
        nonTriggeringExamples: [
            // Advice, not a limit (getup's spoken reminder): an approximate count that 'reads best'.
            """
            "reminder.phrase" : {
              "comment" : "Spoken each hour. ~20 chars or less reads best.",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Time to stand up." } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Es hora de levantarse un rato." } }
              }
            }
            """,
            """
            "widget.status.title" : {
              "comment" : "Widget header (max. 14 chars)",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Now playing" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Reproduciendo" } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "再生中" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "En lecture 🎵" } }
              }
            },
            "chat.reaction.summary" : {
              "comment" : "Max 20 characters",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ reacted %2$@ to \\"%3$@\\"" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ reaccionó %2$@ a \\"%3$@\\"" } }
              }
            },
            "settings.sync.count" : {
              "comment" : "Shows max 20 items",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Synced items" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Synchronisierte Objekte" } }
              }
            },
            "alert.button.ok" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "OK" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Aceptar" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "OK" } }
              }
            },
            "list.toolbar.sort" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Sort" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Sortierreihenfolge" } }
              }
            }
            """
        ])

    public static func problems(in pair: TranslationPair, settings: TranslationRuleSettings) -> [TranslationProblem] {
        if let limit = settings.lengthLimit(for: pair.key) {
            let length = pair.translation.count
            guard length > limit.characters else { return [] }
            return [
                TranslationProblem(
                    "the translation has \(length) characters, over the limit of \(limit.characters) for '\(limit.keys)' in .l10n.json")
            ]
        }
        if let comment = pair.comment, comment.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }),
            let limit = commentLimit(comment)
        {
            let length = pair.translation.count
            // A source over its own comment's limit counts otherwise (the words around its placeholders, say):
            // the translation is not measured by a count the source does not keep.
            guard length > limit, pair.source.count <= limit else { return [] }
            return [
                TranslationProblem("the translation has \(length) characters, over the limit of \(limit) the key's comment sets")
            ]
        }
        return []
    }

    /// The limit a comment sets (`max 20 characters`, `(max. 20 chars)`, `20 characters max`…), if any.
    static func commentLimit(_ comment: String) -> Int? {
        // Most comments name no unit: then none of the expressions can match, and none is run.
        guard mayNameLimit(comment) else { return nil }
        let range = NSRange(comment.startIndex..., in: comment)
        for expression in limitExpressions {
            guard let match = expression.firstMatch(in: comment, range: range),
                let digits = Range(match.range(at: 1), in: comment), let value = Int(comment[digits]), value > 0
            else { continue }
            // An approximate count or a preference is advice, not a limit: getup's "~80 chars or less reads best"
            // (translations of 84–93 characters wrap in a field made for them).
            let before = comment[..<digits.lowerBound].trimmingCharacters(in: .whitespaces).lowercased()
            if before.hasSuffix("~") || before.hasSuffix("≈")
                || ["about", "around", "roughly", "approximately", "approx.", "approx", "ca."].contains(where: { before.hasSuffix($0) })
            {
                return nil
            }
            let lowered = comment.lowercased()
            if ["reads best", "is best", "works best", "ideally", "preferably"].contains(where: { lowered.contains($0) }) {
                return nil
            }
            return value
        }
        return nil
    }

    /// False when no expression of ``limitExpressions`` can match `comment`: an ASCII comment without, in any case,
    /// `char` (`characters`, `chars`), `letters`, `symbols`, `glyphs` or `length`, one of which each expression
    /// needs. Other comments may match (a case-insensitive expression also matches some letters outside ASCII, such
    /// as 'ſ' for 's'): true.
    static func mayNameLimit(_ comment: String) -> Bool {
        var lowered: [UInt8] = []
        lowered.reserveCapacity(comment.utf8.count)
        for byte in comment.utf8 {
            if byte >= 0x80 { return true }
            lowered.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
        }
        return limitWords.contains { word in
            guard lowered.count >= word.count else { return false }
            return (0...(lowered.count - word.count)).contains { start in
                word.indices.allSatisfy { lowered[start + $0] == word[$0] }
            }
        }
    }

    /// The words (lower-cased) of which every expression of ``limitExpressions`` needs one.
    private static let limitWords: [[UInt8]] = ["char", "letters", "symbols", "glyphs", "length"].map { Array($0.utf8) }

    private static let unit = #"(?:characters?|chars?|letters|symbols|glyphs)\b"#
    /// The spellings of a limit in a comment; the number is the first group.
    static let limitExpressions: [NSRegularExpression] = [
        #"(?:\b(?:max(?:imum)?\.?(?: of)?|at most|up to|under|within|less than|fewer than|no more than|not more than|(?:not |never )?exceed(?:ing)?|limit(?:ed)?(?: to| of)?)|≤|<=)\s*:?\s*(\d+)\s*"# + unit,
        #"\b(\d+)[\s-]*"# + unit + #"\s*(?:max(?:imum)?\b|or (?:less|fewer)\b|at most\b|limit\b|maximum\b)"#,
        #"\b(?:character|char)s?\s*(?:limit|max(?:imum)?)\s*(?:of|is|:|=)?\s*(\d+)\b"#,
        #"\bmax(?:imum)?[\s_-]*length\s*(?:of|is|:|=)?\s*(\d+)\b"#,
    ].map { try! NSRegularExpression(pattern: $0, options: [.caseInsensitive]) }
}
