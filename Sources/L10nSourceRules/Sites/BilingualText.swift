/// Text written in two of the app's languages at once: a Latin-script part and a part in the script of another
/// language the app ships, set apart by a dash, a slash, a bar or parentheses (the Rabbi Ovadiah Yosef calendar's
/// `"Sunrise - HaNetz - הנץ"`, `"Candle Lighting - הדלקת נרות"`; an app that ships Chinese writing `"设置 / Settings"`).
/// Its users of both languages read it as it is: there is nothing left to translate.
///
///     BilingualText.isBilingual("Sunrise - HaNetz - הנץ", shipped: ["en", "he"])   // true
///     BilingualText.isBilingual("Sunrise - הנץ", shipped: ["en", "fr"])           // false: no Hebrew shipped
///     BilingualText.isBilingual("Welcome, הנץ", shipped: ["en", "he"])            // false: no separator between them
package enum BilingualText {
    /// The scripts other than Latin that the languages an app ships are written in.
    package enum Script: String, CaseIterable, Sendable {
        case hebrew, arabic, cyrillic, greek, han, hangul, thai, devanagari

        /// The script of a scalar, if it is a letter of one of these scripts.
        package static func of(_ scalar: Unicode.Scalar) -> Script? {
            switch scalar.value {
            case 0x05D0...0x05EA, 0xFB1D...0xFB4F: return .hebrew
            case 0x0620...0x064A, 0x066E...0x06D3, 0x0750...0x077F, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return .arabic
            case 0x0400...0x04FF: return .cyrillic
            case 0x0370...0x03FF: return .greek
            case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF: return .han
            case 0xAC00...0xD7AF, 0x1100...0x11FF: return .hangul
            case 0x0E01...0x0E3A, 0x0E40...0x0E4E: return .thai
            case 0x0900...0x097F: return .devanagari
            default: return nil
            }
        }

        /// The script a language code's language is written in, when it is one of these.
        static func of(language: String) -> Script? {
            let base = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
            switch base {
            case "he", "iw", "yi": return .hebrew
            case "ar", "fa", "ur", "ps", "ckb", "ug", "sd": return .arabic
            case "ru", "uk", "be", "bg", "sr", "mk", "kk", "ky", "mn", "tg": return .cyrillic
            case "el": return .greek
            case "zh", "ja", "yue": return .han
            case "ko": return .hangul
            case "th": return .thai
            case "hi", "mr", "ne": return .devanagari
            default: return nil
            }
        }
    }

    /// The script other than Latin every letter of `text` (two at least) is written in, when none of the app's
    /// languages is written in it (`scripts`, of `shippedCount` languages, two at least); nil otherwise. Such text is
    /// content in a language the app does not speak to its users in where the app's data is written in that script
    /// too (GreekWordsA2, a Greek course for English and Russian speakers: `"Ενεστώτας"` beside its `verbs.json`),
    /// and UI text left in the developer's language where it is not (`"保存"` in an app shipping English and Spanish).
    ///
    ///     BilingualText.unshippedScript(of: "Ενεστώτας", scripts: [.cyrillic], shippedCount: 2)   // .greek: en, ru
    ///     BilingualText.unshippedScript(of: "Ενεστώτας", scripts: [.greek], shippedCount: 2)      // nil: el ships
    ///     BilingualText.unshippedScript(of: "Present: Ενεστώτας", scripts: [], shippedCount: 2)   // nil: English
    static func unshippedScript(of text: String, scripts: Set<Script>, shippedCount: Int) -> Script? {
        guard shippedCount >= 2, text.unicodeScalars.contains(where: { $0.value >= 0x0370 }) else { return nil }
        var found: Script? = nil
        var letters = 0
        for scalar in text.unicodeScalars {
            if let script = Script.of(scalar) {
                guard found == nil || found == script else { return nil }
                found = script
                letters += 1
            } else if scalar.properties.isAlphabetic, !(0x0300...0x036F).contains(scalar.value) {
                // A Latin letter, or one of a script this enum does not know.
                return nil
            }
        }
        guard let found, letters >= 2, !scripts.contains(found) else { return nil }
        return found
    }

    /// The marks that set the two languages' parts apart.
    static let separators: [String] = [" - ", " – ", " — ", " / ", " | ", "(", ")", "\n"]

    /// Whether `text` has a part of Latin words only (one of three letters or more) and a part with letters of a
    /// shipped language's other script, set apart by one of ``separators``.
    static func isBilingual(_ text: String, shipped: Set<String>) -> Bool {
        isBilingual(text, scripts: scripts(shipped: shipped))
    }

    /// The scripts other than Latin of the languages `shipped` (``LintContext/shippedScripts`` keeps them for a run).
    static func scripts(shipped: Set<String>) -> Set<Script> {
        Set(shipped.compactMap(Script.of(language:)))
    }

    /// ``isBilingual(_:shipped:)`` with the shipped languages' scripts already worked out: a text with no letter
    /// past Latin's costs one pass over its scalars.
    static func isBilingual(_ text: String, scripts: Set<Script>) -> Bool {
        guard !scripts.isEmpty, text.unicodeScalars.contains(where: { $0.value >= 0x0370 }),
            text.utf8.contains(where: { ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") }),
            separators.contains(where: { text.containsBytes($0) })
        else { return false }
        var parts = [text]
        for separator in separators {
            parts = parts.flatMap { $0.split(separator: separator, omittingEmptySubsequences: true).map { String($0) } }
        }
        var hasLatinPart = false
        var hasOtherPart = false
        for part in parts {
            var latinRun = 0
            var longestLatinRun = 0
            var other = 0
            var foreignLetters = 0
            for scalar in part.unicodeScalars {
                if (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") {
                    latinRun += 1
                    longestLatinRun = max(longestLatinRun, latinRun)
                    continue
                }
                latinRun = 0
                if let script = Script.of(scalar) {
                    if scripts.contains(script) { other += 1 } else { foreignLetters += 1 }
                }
            }
            if other == 0, foreignLetters == 0, longestLatinRun >= 3 { hasLatinPart = true }
            if other >= 2, longestLatinRun == 0 { hasOtherPart = true }
        }
        return hasLatinPart && hasOtherPart
    }
}
