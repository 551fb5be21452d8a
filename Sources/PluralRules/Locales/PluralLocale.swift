/// Finds the CLDR rule set for a locale identifier, the way CLDR's locale inheritance does.
///
///     PluralLocale.candidates(for: "zh-Hant-TW")  // ["zh_Hant_TW", "zh_Hant", "zh_TW", "zh"]
///
/// `-` and `_` are both accepted, case is normalized (`PT_pt` → `pt_PT`), POSIX suffixes (`en_US.UTF-8`,
/// `sr@latin`) and BCP 47 extensions (`en-US-u-ca-gregory`) are ignored. Legacy language codes fall back to the
/// code CLDR aliases them to when the data has no entry of their own.
enum PluralLocale {
    /// CLDR's `languageAlias` entries for the legacy codes still in use (common/supplemental/supplementalMetadata.xml):
    /// iw → he, in → id, ji → yi, no → nb, tl → fil, mo → ro, sh → sr_Latn (whose rules are sr's).
    static let legacyLanguageAliases: [String: String] = [
        "iw": "he", "in": "id", "ji": "yi", "no": "nb", "tl": "fil", "mo": "ro", "sh": "sr",
    ]

    struct Parts: Equatable {
        var language: String
        var script: String?
        var region: String?
    }

    /// The language, script and region of an identifier; nil language (→ root) for "", `und`, `root`.
    static func parts(of identifier: String) -> Parts? {
        var subtags: [Substring] = []
        var current = Substring()
        for subtag in identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }) {
            current = subtag.prefix { $0 != "." && $0 != "@" }
            subtags.append(current)
            if current.count != subtag.count { break }
        }
        guard let first = subtags.first, (2...8).contains(first.count), first.allSatisfy(\.isLetter),
            first.allSatisfy(\.isASCII)
        else { return nil }
        let language = first.lowercased()
        if language == "und" || language == "root" { return nil }
        var parts = Parts(language: language)
        for subtag in subtags.dropFirst() {
            guard subtag.allSatisfy(\.isASCII), subtag.count > 1 else { break }  // singleton: an extension starts
            if parts.script == nil, parts.region == nil, subtag.count == 4, subtag.allSatisfy(\.isLetter) {
                parts.script = subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()
            } else if parts.region == nil,
                (subtag.count == 2 && subtag.allSatisfy(\.isLetter)) || (subtag.count == 3 && subtag.allSatisfy(\.isNumber))
            {
                parts.region = subtag.uppercased()
            } else {
                break  // a variant: CLDR plural rules never depend on it
            }
        }
        return parts
    }

    /// CLDR locale ids to try, most specific first, ending with the language (and its alias, if any).
    static func candidates(for identifier: String) -> [String] {
        guard let parts = parts(of: identifier) else { return [] }
        var languages = [parts.language]
        if let alias = legacyLanguageAliases[parts.language] { languages.append(alias) }
        var result: [String] = []
        for language in languages {
            if let script = parts.script, let region = parts.region { result.append("\(language)_\(script)_\(region)") }
            if let script = parts.script { result.append("\(language)_\(script)") }
            if let region = parts.region { result.append("\(language)_\(region)") }
            result.append(language)
        }
        return result
    }

    /// The language with legacy codes replaced (`iw` → `he`), for tables keyed by language; nil for root.
    static func canonicalLanguage(of identifier: String) -> String? {
        guard let language = parts(of: identifier)?.language else { return nil }
        return legacyLanguageAliases[language] ?? language
    }
}
