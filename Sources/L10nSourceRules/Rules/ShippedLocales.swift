import Foundation
import L10nFiles

/// What the languages an app ships write, asked of Foundation's locale data (ICU's CLDR, the data Apple's
/// formatters use): whether a fixed date pattern or a number with a decimal point is written the same way in each
/// of them. A format that every shipped language writes that way shows no user anything wrong, so `locale-format`
/// leaves it (PrayerTracker's `"MMMM yyyy"` in German, English and Turkish; a `"%.1f"` rating in an app that ships
/// English, Japanese and Chinese). The app's languages are its evidence, whatever the app; two at least.
///
///     ShippedLocales.writeAlike(datePattern: "MMMM yyyy", in: ["de", "en", "tr"])   // true
///     ShippedLocales.writeAlike(datePattern: "MMMM yyyy", in: ["en", "ja"])         // false: 'yyyy年M月'
///     ShippedLocales.writeDecimalPoint(in: ["en", "ja", "zh-Hans"])                   // true
///     ShippedLocales.writeDecimalPoint(in: ["en", "de"])                              // false: '4,5'
enum ShippedLocales {
    /// Whether each of `languages` (two at least, each a language Foundation knows) writes `pattern`'s fields as
    /// `pattern` does: the pattern Foundation makes from its fields for the language, and for the language's most
    /// likely region (`ar` → `ar-EG`), reads the same once leading zeros and the year's width are set aside
    /// (`d`/`dd`, `M`/`MM`, `H`/`HH`, `y`/`yyyy`). A month standing alone where the language declines it (Russian
    /// `LLLL`), other words or another order is not alike.
    static func writeAlike(datePattern pattern: String, in languages: Set<String>) -> Bool {
        // The hour as the language's clock writes it (`j`), so that a 24-hour `HH` is compared with English's
        // `h a`, not with what a template asking for `HH` makes; the day period goes with the clock.
        let template = String(LocaleFormatRule.DatePattern.fieldLetters(pattern).filter { $0 != "a" && $0 != "b" && $0 != "B" }
            .map { "HhkK".contains($0) ? "j" : $0 })
        guard !template.isEmpty else { return false }
        let wanted = normalized(pattern)
        return allKnown(languages) { locale in
            cached("d|\(template)|\(locale)") {
                DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: Locale(identifier: locale))
                    .map { normalized($0) == wanted } ?? false
            }
        }
    }

    /// Whether each of `languages` (two at least, each a language Foundation knows) writes a decimal number with
    /// a point and the digits 0–9, in the language's own locale and in its most likely region's (`ar` writes
    /// '4.5', `ar-EG` '٤٫٥': not alike).
    static func writeDecimalPoint(in languages: Set<String>) -> Bool {
        allKnown(languages) { locale in
            cached("n|\(locale)") {
                let identifier = Locale(identifier: locale)
                return identifier.decimalSeparator == "." && identifier.numberingSystem.identifier == "latn"
            }
        }
    }

    /// Whether each of `languages` (two at least, each a language Foundation knows) writes an amount of the currency
    /// `symbol` stands for with the symbol on the same side (`first`: before the number, '$12.50') and a decimal
    /// point, in its own locale and its most likely region's: Pundi X's `"$\(amount)"` in English, Japanese, Korean and
    /// Traditional Chinese, which write '$1,234.50' or 'US$1,234.50' alike. German writes '1.234,50 $': not alike.
    /// Only the symbols of one currency each ('$' is the US dollar, as Foundation's formatters read it).
    ///
    ///     ShippedLocales.writeCurrency("$", first: true, in: ["en", "ja", "ko", "zh-Hant"])   // true
    ///     ShippedLocales.writeCurrency("$", first: true, in: ["en", "de"])                    // false
    static func writeCurrency(_ symbol: Character, first: Bool, in languages: Set<String>) -> Bool {
        guard let code = currencyCodes[symbol], writeDecimalPoint(in: languages) else { return false }
        return allKnown(languages) { locale in
            cached("c|\(code)|\(first)|\(locale)") {
                let formatter = NumberFormatter()
                formatter.locale = Locale(identifier: locale)
                formatter.numberStyle = .currency
                formatter.currencyCode = code
                guard let text = formatter.string(from: 1234.5), let digit = text.firstIndex(where: \.isNumber),
                    let lastDigit = text.lastIndex(where: \.isNumber)
                else { return false }
                let mark = formatter.currencySymbol ?? String(symbol)
                return first ? text[..<digit].contains(mark) : text[text.index(after: lastDigit)...].contains(mark)
            }
        }
    }

    /// The currency each symbol of one currency stands for.
    static let currencyCodes: [Character: String] = ["$": "USD", "€": "EUR", "£": "GBP", "₹": "INR", "₽": "RUB", "₩": "KRW", "₺": "TRY", "₴": "UAH", "₪": "ILS", "฿": "THB", "₫": "VND", "₦": "NGN", "₱": "PHP"]

    /// Whether each of `languages` (two at least, each a language Foundation knows) writes numbers with the digits
    /// 0–9, in the language's own locale and in its most likely region's (`ar-EG`, `fa`, `bn` write their own).
    static func writeLatinDigits(in languages: Set<String>) -> Bool {
        allKnown(languages) { locale in
            cached("digits|\(locale)") { Locale(identifier: locale).numberingSystem.identifier == "latn" }
        }
    }

    /// Whether each of `languages` (two at least, each a language Foundation knows) is written in the Latin script,
    /// as Foundation's likeliest script for it says (`de` → `de-Latn-DE`, `ru` → `ru-Cyrl-RU`): there a metric
    /// symbol (``metricSymbols``) is written as SI writes it, 'kg' in German as in English, where Russian writes
    /// 'кг' and Chinese '公斤' (noop's weight stepper, English and German: judged no problem).
    ///
    ///     ShippedLocales.writeLatinScript(in: ["en", "de"])   // true
    ///     ShippedLocales.writeLatinScript(in: ["en", "ru"])   // false
    static func writeLatinScript(in languages: Set<String>) -> Bool {
        allKnown(languages) { locale in
            cached("latn|\(locale)") {
                Locale.Language(identifier: locale).maximalIdentifier.split(separator: "-").contains("Latn")
            }
        }
    }

    /// Whether each of `languages` (two at least, each a language Foundation knows) ends its sentences with '.', '?'
    /// and '!' as English does: written in the Latin or the Cyrillic script, as Foundation's likeliest script says,
    /// and not Spanish, Galician or Asturian, which open a question with '¿'. Chinese and Japanese write '。', Greek
    /// ';' for a question, Arabic '؟'.
    ///
    ///     ShippedLocales.writeEnglishSentenceMarks(in: ["en", "ru"])   // true
    ///     ShippedLocales.writeEnglishSentenceMarks(in: ["en", "es"])   // false
    static func writeEnglishSentenceMarks(in languages: Set<String>) -> Bool {
        allKnown(languages) { locale in
            cached("marks|\(locale)") {
                let base = locale.split(separator: "-").first.map { String($0).lowercased() } ?? locale
                guard !["es", "gl", "ast"].contains(base) else { return false }
                let parts = Locale.Language(identifier: locale).maximalIdentifier.split(separator: "-")
                return parts.contains("Latn") || parts.contains("Cyrl")
            }
        }
    }

    /// The metric symbols of mass, length, volume and energy that languages written in the Latin script write as SI
    /// does; time units are not among them (Dutch writes 'u' for 'h', German 'Std.').
    static let metricSymbols: Set<String> = ["km", "cm", "mm", "kg", "mg", "ml", "mL", "kcal"]

    /// `test` holds for each of `languages` and the most likely region of each; false for fewer than two, or for a language
    /// Foundation does not know (its data would be the root locale's, not the language's).
    private static func allKnown(_ languages: Set<String>, _ test: (String) -> Bool) -> Bool {
        // One language is too little to go on: an app that ships English alone (or whose other tables the
        // configuration leaves out, Science Journal's 77) is read by people of every region.
        guard languages.count >= 2 else { return false }
        return languages.allSatisfy { language in
            let code = language.replacingOccurrences(of: "_", with: "-")
            guard let base = code.split(separator: "-").first.map(String.init),
                Locale.LanguageCode(base).isISOLanguage, code.lowercased() != "base"
            else { return false }
            let likely = Locale(identifier: code).language
            let region = likely.maximalIdentifier.split(separator: "-").last.map(String.init) ?? ""
            let regional = code.contains("-") || region.count != 2 ? code : "\(base)-\(region)"
            return test(code) && (regional == code || test(regional))
        }
    }

    /// `pattern` with each run of `d`, `M` (one or two), `H`, `h`, `k`, `K` and `y` (one or four) written once:
    /// `"dd.MM.yyyy"` and `"d.M.y"` read alike to a user.
    static func normalized(_ pattern: String) -> String {
        var result = ""
        var quoted = false
        var run: (letter: Character, count: Int)?
        func flush() {
            guard let (letter, count) = run else { return }
            switch letter {
            case "d", "H", "h", "k", "K": result.append(letter)
            case "M" where count <= 2, "L" where count <= 2: result.append("M")
            case "y" where count != 2: result.append("y")
            default: result.append(String(repeating: letter, count: count))
            }
            run = nil
        }
        for character in pattern {
            if character == "'" { flush(); quoted.toggle(); result.append(character); continue }
            if !quoted, character.isASCII, character.isLetter {
                if let current = run, current.letter == character {
                    run = (character, current.count + 1)
                } else {
                    flush()
                    run = (character, 1)
                }
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }

    /// Answers kept across files and threads: Foundation's pattern generator is slow to make for a locale.
    private static func cached(_ key: String, _ compute: () -> Bool) -> Bool {
        if let known = answers.withLock({ $0[key] }) { return known }
        let answer = compute()
        answers.withLock { $0[key] = answer }
        return answer
    }

    private static let answers = Locked<[String: Bool]>([:])
}
