import PluralRules

/// What the plural checks need to know about one language, by category keyword (`"one"`, `"many"`):
/// the categories Xcode creates, the ones CLDR 48 has, and which numbers fall in a category.
///
///     let spanish = PluralExpectations(language: "es")
///     spanish.xcode                         // ["one", "other"]
///     spanish.cldr                          // ["one", "many", "other"]
///     spanish.examples(of: "many")          // ["1000000", "1c6", "2c6"]
///
/// Kept apart from the catalog model because both modules name a type `PluralCategory`.
struct PluralExpectations: Sendable {
    /// Categories Xcode's "Vary by Plural" creates for the language, in CLDR order.
    let xcode: [String]
    /// Categories CLDR 48 defines for the language, in CLDR order.
    let cldr: [String]
    /// The CLDR locale the rules come from (`root` for a language CLDR does not know).
    let locale: String
    private let rules: PluralRules

    /// The CLDR release the rules come from, e.g. `48.0`… shown as `48`.
    static let cldrVersion: String = {
        let version = PluralRules.cldrVersion
        return version.hasSuffix(".0") ? String(version.dropLast(2)) : version
    }()

    init(language: String) {
        rules = PluralRules(locale: language)
        xcode = rules.xcodeCategories.map(\.rawValue)
        cldr = rules.categories.map(\.rawValue)
        locale = rules.locale
    }

    /// Up to `limit` of CLDR's sample numbers for a category.
    func examples(of category: String, limit: Int = 3) -> [String] {
        guard let category = PluralCategory(rawValue: category) else { return [] }
        return rules.samples(for: category)?.examples(limit: limit) ?? []
    }

    /// Whether the sample list of a category goes on beyond `limit` numbers.
    func hasMoreExamples(of category: String, than limit: Int) -> Bool {
        guard let category = PluralCategory(rawValue: category), let samples = rules.samples(for: category) else {
            return false
        }
        return samples.examples(limit: limit + 1).count > limit || samples.integer.isOpenEnded
            || samples.decimal.isOpenEnded
    }

    /// Whether `category` is a CLDR keyword (`zero` … `other`).
    static func isCategory(_ keyword: String) -> Bool { PluralCategory(rawValue: keyword) != nil }

    /// CLDR order of a keyword; unknown keywords last.
    static func order(of keyword: String) -> Int {
        PluralCategory(rawValue: keyword).map { PluralCategory.allCases.firstIndex(of: $0)! } ?? Int.max
    }
}

/// Expectations per language, computed once per language per checker.
final class PluralExpectationCache {
    private var byLanguage: [String: PluralExpectations] = [:]

    func expectations(for language: String) -> PluralExpectations {
        if let cached = byLanguage[language] { return cached }
        let made = PluralExpectations(language: language)
        byLanguage[language] = made
        return made
    }
}
