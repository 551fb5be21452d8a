/// English names of the languages catalogs use, and their writing direction, from a small built-in table (not
/// Foundation's `Locale`, whose names depend on the platform's data and are missing on some Linux systems).
///
///     LanguageNames.name(of: "de")        // "German"
///     LanguageNames.name(of: "pt-BR")     // "Portuguese (Brazil)"
///     LanguageNames.name(of: "zh-Hant")   // "Chinese, Traditional"
///     LanguageNames.name(of: "tlh")       // nil: not in the table; show the code alone
///     LanguageNames.isRightToLeft("ar")   // true
public enum LanguageNames {
    /// The language's name, with its script and region when the code has them (`zh-Hant-HK`: "Chinese,
    /// Traditional (Hong Kong)"); nil when the language is not in the table. `_` separates subtags too.
    public static func name(of code: String) -> String? {
        let parts = code.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let first = parts.first, let language = languages[first.lowercased()] else { return nil }
        var name = language
        var regions: [String] = []
        for part in parts.dropFirst() {
            if part.count == 4, let script = scripts[part.prefix(1).uppercased() + part.dropFirst().lowercased()] {
                name += ", " + script
            } else if let region = Self.regions[part.uppercased()] {
                regions.append(region)
            } else {
                regions.append(part)
            }
        }
        return regions.isEmpty ? name : name + " (" + regions.joined(separator: ", ") + ")"
    }

    /// Whether the language is written right to left (Arabic, Hebrew, Persian, Urdu …), or a script subtag says
    /// so (`Arab`, `Hebr`); a Latin or Cyrillic script subtag makes it left to right (`ku-Latn`).
    public static func isRightToLeft(_ code: String) -> Bool {
        let parts = code.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
        guard let first = parts.first else { return false }
        for part in parts.dropFirst() where part.count == 4 {
            if rightToLeftScripts.contains(part) { return true }
            return false
        }
        return rightToLeftLanguages.contains(first)
    }

    static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ps", "sd", "ug", "ur", "yi",
    ]
    static let rightToLeftScripts: Set<String> = ["arab", "hebr", "syrc", "thaa", "nkoo", "adlm", "rohg"]

    /// ISO 639 codes: every language Xcode offers for localization, and the others catalogs commonly carry.
    static let languages: [String: String] = [
        "af": "Afrikaans", "am": "Amharic", "ar": "Arabic", "as": "Assamese", "az": "Azerbaijani",
        "be": "Belarusian", "bg": "Bulgarian", "bn": "Bangla", "bo": "Tibetan", "br": "Breton", "bs": "Bosnian",
        "ca": "Catalan", "chr": "Cherokee", "ckb": "Central Kurdish", "cs": "Czech", "cy": "Welsh",
        "da": "Danish", "de": "German", "dv": "Divehi", "dz": "Dzongkha",
        "el": "Greek", "en": "English", "eo": "Esperanto", "es": "Spanish", "et": "Estonian", "eu": "Basque",
        "fa": "Persian", "ff": "Fula", "fi": "Finnish", "fil": "Filipino", "fo": "Faroese", "fr": "French",
        "fy": "Western Frisian", "ga": "Irish", "gd": "Scottish Gaelic", "gl": "Galician", "gsw": "Swiss German",
        "gu": "Gujarati", "ha": "Hausa", "haw": "Hawaiian", "he": "Hebrew", "hi": "Hindi", "hr": "Croatian",
        "hu": "Hungarian", "hy": "Armenian", "id": "Indonesian", "ig": "Igbo", "is": "Icelandic", "it": "Italian",
        "iu": "Inuktitut", "iw": "Hebrew", "ja": "Japanese", "jv": "Javanese", "ka": "Georgian", "kk": "Kazakh",
        "kl": "Kalaallisut", "km": "Khmer", "kn": "Kannada", "ko": "Korean", "kok": "Konkani", "ks": "Kashmiri",
        "ku": "Kurdish", "ky": "Kyrgyz", "la": "Latin", "lb": "Luxembourgish", "lo": "Lao", "lt": "Lithuanian",
        "lv": "Latvian", "mi": "Māori", "mk": "Macedonian", "ml": "Malayalam", "mn": "Mongolian", "mr": "Marathi",
        "ms": "Malay", "mt": "Maltese", "my": "Burmese", "nb": "Norwegian Bokmål", "ne": "Nepali", "nl": "Dutch",
        "nn": "Norwegian Nynorsk", "no": "Norwegian", "or": "Odia", "pa": "Punjabi", "pl": "Polish", "ps": "Pashto",
        "pt": "Portuguese", "qu": "Quechua", "rm": "Romansh", "ro": "Romanian", "ru": "Russian", "rw": "Kinyarwanda",
        "sa": "Sanskrit", "sd": "Sindhi", "se": "Northern Sami", "si": "Sinhala", "sk": "Slovak", "sl": "Slovenian",
        "so": "Somali", "sq": "Albanian", "sr": "Serbian", "sv": "Swedish", "sw": "Swahili", "ta": "Tamil",
        "te": "Telugu", "tg": "Tajik", "th": "Thai", "ti": "Tigrinya", "tk": "Turkmen", "tl": "Tagalog",
        "to": "Tongan", "tr": "Turkish", "tt": "Tatar", "ug": "Uyghur", "uk": "Ukrainian", "ur": "Urdu",
        "uz": "Uzbek", "vi": "Vietnamese", "wo": "Wolof", "xh": "Xhosa", "yi": "Yiddish", "yo": "Yoruba",
        "yue": "Cantonese", "zh": "Chinese", "zu": "Zulu",
    ]

    /// ISO 15924 scripts, as Apple names the Chinese ones ("Chinese, Simplified").
    static let scripts: [String: String] = [
        "Hans": "Simplified", "Hant": "Traditional", "Latn": "Latin", "Cyrl": "Cyrillic", "Arab": "Arabic",
        "Deva": "Devanagari", "Hebr": "Hebrew", "Mong": "Mongolian",
    ]

    /// ISO 3166 regions (and UN M49 `419`) that catalogs use with a language.
    static let regions: [String: String] = [
        "419": "Latin America", "AE": "United Arab Emirates", "AR": "Argentina", "AT": "Austria",
        "AU": "Australia", "BE": "Belgium", "BR": "Brazil", "CA": "Canada", "CH": "Switzerland", "CL": "Chile",
        "CN": "China", "CO": "Colombia", "DE": "Germany", "EG": "Egypt", "ES": "Spain", "FR": "France",
        "GB": "United Kingdom", "HK": "Hong Kong", "IE": "Ireland", "IL": "Israel", "IN": "India",
        "IT": "Italy", "JP": "Japan", "KR": "South Korea", "MO": "Macao", "MX": "Mexico", "MY": "Malaysia",
        "NL": "Netherlands", "NZ": "New Zealand", "PE": "Peru", "PH": "Philippines", "PK": "Pakistan",
        "PT": "Portugal", "RU": "Russia", "SA": "Saudi Arabia", "SE": "Sweden", "SG": "Singapore", "TW": "Taiwan",
        "UA": "Ukraine", "UK": "United Kingdom", "US": "United States", "VE": "Venezuela", "ZA": "South Africa",
    ]
}
