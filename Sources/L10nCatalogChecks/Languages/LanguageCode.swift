import PluralRules

/// Checks the shape of a language code given on the command line (BCP 47 as catalogs write it).
///
///     LanguageCode.isValid("es")        // true
///     LanguageCode.isValid("zh-Hans")   // true
///     LanguageCode.isValid("pt_BR")     // true
///     LanguageCode.isValid("es.xliff")  // false
public enum LanguageCode {
    /// A 2–3 letter language, then `-` or `_` separated subtags of 1–8 letters or digits.
    public static func isValid(_ code: String) -> Bool {
        let parts = code.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let language = parts.first, (2...3).contains(language.count),
            language.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic })
        else { return false }
        return parts.dropFirst().allSatisfy { part in
            (1...8).contains(part.count)
                && part.unicodeScalars.allSatisfy { scalar in
                    scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
                }
        }
    }
}

extension LanguageCode {
    /// Whether `code` names a language Apple or CLDR knows: a valid code whose language subtag is one Xcode offers
    /// (``LanguageNames``) or has CLDR plural rules (`PluralRules`). `xx`, `español` and `english` are not; `es`,
    /// `pt-BR`, `zh-Hans`, `yue` and `Base` are.
    ///
    ///     LanguageCode.isKnown("es-419")   // true
    ///     LanguageCode.isKnown("xx")       // false
    public static func isKnown(_ code: String) -> Bool {
        if code == "Base" { return true }
        guard isValid(code), let language = code.split(whereSeparator: { $0 == "-" || $0 == "_" }).first?.lowercased()
        else { return false }
        return LanguageNames.languages[language] != nil || cldrLanguages.contains(language)
    }

    /// The warning for each code of `codes` that is not known, naming where it was given (`'--languages'`).
    ///
    ///     LanguageCode.unknownWarnings(["en", "xx"], in: "'--languages'")
    ///     // ["warning: unknown language code 'xx' in '--languages'; language codes look like 'es', 'pt-BR', 'zh-Hans'"]
    public static func unknownWarnings(_ codes: [String], in place: String) -> [String] {
        codes.filter { !isKnown($0) }.map { "warning: " + unknownMessage($0, in: place) }
    }

    /// `unknown language code 'xx' in '…'; …`, as configuration warnings and command-line warnings say it.
    public static func unknownMessage(_ code: String, in place: String) -> String {
        "unknown language code '\(code)' in \(place); language codes look like 'es', 'pt-BR', 'zh-Hans'"
    }

    /// The language subtags of every CLDR locale with plural rules.
    static let cldrLanguages: Set<String> = Set(
        PluralRules.availableLocales().compactMap { $0.split(whereSeparator: { $0 == "_" || $0 == "-" }).first?.lowercased() })
}
