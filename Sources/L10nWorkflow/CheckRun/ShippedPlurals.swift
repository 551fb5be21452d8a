import PluralRules

/// What the plural rules of the languages an app ships say of its counted text (``L10nSourceRules/LintOptions/countsAsEnglishDoes``).
enum ShippedPlurals {
    /// Whether two or more languages are shipped and each says whole numbers as English does: the category of 1
    /// is `one`, that of every number from 2 to 999 `other` (0 may be either: French says '0 mois' as '1 mois').
    ///
    ///     ShippedPlurals.countAsEnglishDoes(["en", "es", "fr", "it"])   // true
    ///     ShippedPlurals.countAsEnglishDoes(["en", "ru"])               // false: 'few' for 2 to 4
    ///     ShippedPlurals.countAsEnglishDoes(["en", "ja"])               // false: 'other' for 1
    static func countAsEnglishDoes(_ languages: Set<String>) -> Bool {
        guard languages.count >= 2 else { return false }
        return languages.allSatisfy { language in
            let rules = PluralRules(locale: language)
            return rules.category(for: 1) == .one && (2...999).allSatisfy { rules.category(for: $0) == .other }
        }
    }
}
