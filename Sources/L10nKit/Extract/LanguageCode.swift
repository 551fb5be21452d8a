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
