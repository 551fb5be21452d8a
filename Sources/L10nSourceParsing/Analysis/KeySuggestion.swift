import Foundation
import L10nFiles

/// Suggests a `feature.screen.element.text` key for a hardcoded string, for the fix-it in messages.
///
/// The prefix comes from the enclosing type (else the file name) split into lower-case words, minus a trailing
/// `ViewController`, `Controller`, `View`, `Screen` or `Cell`; then the element from the API (`button`,
/// `title`, `alert`, …; `label` when the prefix is a single word and there is no element); then up to four words
/// of the text in snake_case. The result always satisfies the `key-convention` rule: three or more segments of
/// lowercase ASCII letters, digits and `_`, each starting with a letter (a segment that would start with a digit
/// joins the one before it with `_`, or `app_` when it is the first).
///
///     let prefix = KeySuggestion.Prefix(type: "RestaurantDetailView", file: "…")
///     KeySuggestion.suggest(prefix: prefix, element: "button", text: "Favorite")
///     // "restaurant.detail.button.favorite"
///     KeySuggestion.suggest(prefix: .init(type: nil, file: "Sources/Settings/SettingsViewController.swift"),
///                           element: "title", text: "Settings")
///     // "settings.title.settings"
///     KeySuggestion.suggest(prefix: .init(type: "CartView", file: "…"), element: nil, text: "Free shipping today!")
///     // "cart.label.free_shipping_today"
package enum KeySuggestion {
    /// The `feature.screen` part of a suggested key: the words of the type's name (or the file's), or `app`.
    package struct Prefix: Sendable {
        /// The lower-cased words, at least one.
        let words: [String]

        init(type: String?, file: String) {
            let words = IdentifierWords.of(Self.dropTypeSuffix(type ?? Self.fileStem(file)))
            self.words = words.isEmpty ? ["app"] : words
        }

        private static let typeSuffixes = ["ViewController", "Controller", "View", "Screen", "Cell"]

        private static func dropTypeSuffix(_ name: String) -> String {
            for suffix in typeSuffixes where name.hasSuffix(suffix) && name.count > suffix.count {
                return String(name.dropLast(suffix.count))
            }
            return name
        }

        private static func fileStem(_ path: String) -> String {
            var stem = Substring(path.split(separator: "/").last ?? Substring(path))
            if let dot = stem.firstIndex(of: ".") { stem = stem[..<dot] }
            if let plus = stem.firstIndex(of: "+") { stem = stem[..<plus] }
            return String(stem)
        }
    }

    /// `maximumWords`: how many of the text's words the last segment takes (a run keeping suggestions unique
    /// tries more: ``SuggestedKey/alternatives``).
    static func suggest(prefix: Prefix, element: String?, text: String, maximumWords: Int = 4) -> String {
        suggest(prefix: prefix, element: element, words: words(inText: TextClassifier.removingFormatSpecifiers(text)),
                maximumWords: maximumWords)
    }

    /// The same, from the text's ``words(inText:)`` worked out once (a finding tries several lengths).
    package static func suggest(prefix: Prefix, element: String?, words: [String], maximumWords: Int) -> String {
        var key = KeyBuilder()
        for word in prefix.words { key.append(word) }
        if let element {
            key.append(element)
        } else if prefix.words.count < 2 {
            key.append("label")
        }
        let taken = words.prefix(maximumWords)
        key.append(taken.isEmpty ? "text" : taken.joined(separator: "_"))
        return key.text
    }

    /// A key written segment by segment: `.` before each, or `_` before one that starts with a digit (`app_` when
    /// that is the first), so every segment starts with a letter.
    private struct KeyBuilder {
        var text = ""

        mutating func append(_ segment: String) {
            if let first = segment.utf8.first, first >= 0x30 && first <= 0x39 {
                text += text.isEmpty ? "app_" : "_"
            } else if !text.isEmpty {
                text += "."
            }
            text += segment
        }
    }

    /// The text in ASCII letters where it can be: other scripts written in Latin letters (ICU's `Any-Latin`:
    /// "保存する" → "bǎo cún suru", "Настройки" → "Nastrojki"), then accents and widths folded ("Menú" → "Menu").
    /// ASCII text is returned as it is, without calling ICU; Latin text (``isLatin(_:)``: "Añadir…", "Done ✓") is
    /// only folded, as `Any-Latin` leaves it unchanged; other text is written in Latin letters once per run
    /// (ICU builds its transliterator anew on every call, a tenth of a millisecond: 4 % of a large project's check).
    static func folded(_ text: String) -> String {
        guard !text.utf8.allSatisfy({ $0 < 0x80 }) else { return text }
        let latin = isLatin(text) ? text : transliterated(text)
        return latin.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// Whether every character of `text` is one ICU's `Any-Latin` leaves as it is: ASCII, the Latin blocks (accented
    /// letters, combining accents), and the symbols of no script that Latin text uses (punctuation, currency
    /// signs, arrows, dingbats, emoji) — but not the Ohm sign, a Greek letter to ICU. Checked for every character
    /// of these blocks against ICU (alone, between Latin letters).
    ///
    ///     KeySuggestion.isLatin("Añadir a Menú…")  // true
    ///     KeySuggestion.isLatin("保存")             // false
    package static func isLatin(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            switch scalar.value {
            case 0..<0x80, 0xA0...0x24F, 0x300...0x36F, 0x1E00...0x1EFF, 0x2000...0x20CF, 0x2100...0x2125,
                0x2127...0x23FF, 0x2460...0x27BF, 0xFE00...0xFE0F, 0x1F000...0x1FAFF:
                return true
            default:
                return false
            }
        }
    }

    /// `text` in Latin letters (ICU's `Any-Latin`), each text worked out once per run (``Transliterations``).
    private static func transliterated(_ text: String) -> String {
        Transliterations.latin(text)
    }

    /// Writes the texts ``words(inText:)`` will be asked for in Latin letters ahead, all in one call to ICU
    /// (``Transliterations/reserve(_:)``): a file's hardcoded Japanese costs one call, not one per string.
    ///
    ///     KeySuggestion.transliterateAhead(["保存する", "設定", "Done"])  // one call for the first two
    package static func transliterateAhead(_ texts: [String]) {
        Transliterations.reserve(texts)?()
    }

    /// ``transliterateAhead(_:)`` later, on any thread: the texts are marked as being written at once (a lint
    /// that asks for one waits for them, instead of asking ICU again), and the work that writes them is returned, to
    /// be run once (until it is, those texts wait); nil when there is nothing to write.
    ///
    ///     let write = KeySuggestion.transliterationAhead(["保存する", "設定"])
    ///     Thread { write?() }.start()
    package static func transliterationAhead(_ texts: [String]) -> (@Sendable () -> Void)? {
        Transliterations.reserve(texts)
    }

    /// ASCII words of a text, lower-cased, numbers left out: "Add to Favorites!" → ["add", "to", "favorites"].
    /// Other scripts are written in Latin letters and accents folded first (``folded(_:)``): "Añadir a Menú" →
    /// ["anadir", "a", "menu"], "保存" → ["bao", "cun"]; what has no Latin form (emoji) is left out.
    package static func words(inText text: String) -> [String] {
        var result: [String] = []
        var current: [UInt8] = []
        for byte in folded(text).utf8 {
            let lower = byte | 0x20
            if (lower >= 0x61 && lower <= 0x7A) || (byte >= 0x30 && byte <= 0x39) {
                current.append(byte >= 0x41 && byte <= 0x5A ? lower : byte)
            } else if byte == UInt8(ascii: "'") {
                continue  // "Don't" → "dont"
            } else if !current.isEmpty {
                result.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { result.append(String(decoding: current, as: UTF8.self)) }
        return result.filter { word in !word.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
    }
}
