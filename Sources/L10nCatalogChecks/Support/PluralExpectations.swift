import L10nFiles
import PluralRules

/// What the plural checks need to know about one language, by category keyword (`"one"`, `"many"`):
/// the categories Xcode creates, the ones CLDR 48 has, and which numbers fall in a category.
///
///     let spanish = PluralExpectations(language: "es")
///     spanish.xcode                         // ["one", "other"]
///     spanish.cldr                          // ["one", "many", "other"]
///     spanish.fallbackExamples["many"]      // ["1000000", "1c6", "2c6", "…"]
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

    /// For each CLDR category Xcode does not create: a few of its sample numbers, `…` when CLDR lists more.
    let fallbackExamples: [String: [String]]
    /// The categories some integer selects (CLDR's rules for 0…1,000 and the round millions): Russian 'other',
    /// Czech and Slovak 'many' are for fractions only, and no `%lld` ever reaches them.
    let integerCategories: Set<String>

    init(language: String) {
        rules = PluralRules(locale: language)
        xcode = rules.xcodeCategories.map(\.rawValue)
        cldr = rules.categories.map(\.rawValue)
        locale = rules.locale
        var fallback: [String: [String]] = [:]
        for category in rules.categories where !rules.xcodeCategories.contains(category) {
            guard let samples = rules.samples(for: category) else { continue }
            var numbers = samples.examples(limit: Self.exampleLimit)
            if samples.examples(limit: Self.exampleLimit + 1).count > Self.exampleLimit || samples.integer.isOpenEnded
                || samples.decimal.isOpenEnded
            {
                numbers.append("…")
            }
            fallback[category.rawValue] = numbers
        }
        fallbackExamples = fallback
        var reached = Set<String>()
        for number in Array(0...1_000) + [1_000_000, 2_000_000, 10_000_000] {
            reached.insert(rules.category(for: number).rawValue)
        }
        integerCategories = reached
    }

    /// The categories a plural needs: those Xcode creates for the language, less, when the plural counts integers,
    /// those CLDR has for fractions only (a category Xcode creates that CLDR 48 no longer has, Hebrew 'many',
    /// stays Xcode's decision).
    func needed(countingIntegers: Bool) -> [String] {
        countingIntegers ? xcode.filter { integerCategories.contains($0) || !cldr.contains($0) } : xcode
    }

    /// How many sample numbers a message lists.
    static let exampleLimit = 3

    /// Whether `category` is a CLDR keyword (`zero` … `other`).
    static func isCategory(_ keyword: String) -> Bool { PluralCategory(rawValue: keyword) != nil }

    /// CLDR order of a keyword; unknown keywords last.
    static func order(of keyword: String) -> Int {
        PluralCategory(rawValue: keyword).map { PluralCategory.allCases.firstIndex(of: $0)! } ?? Int.max
    }
}

/// Expectations per language, computed once per language per process (each checker's slices, every catalog, share
/// them) and looked up without a lock by the context that holds the cache.
final class PluralExpectationCache {
    private var byLanguage: [String: PluralExpectations] = [:]
    /// Every cache's expectations so far: a language's take a thousand numbers through its rules to make.
    private static let shared = Locked([String: PluralExpectations]())

    func expectations(for language: String) -> PluralExpectations {
        if let cached = byLanguage[language] { return cached }
        let made = Self.shared.withLock { $0[language] } ?? {
            let made = PluralExpectations(language: language)
            Self.shared.withLock { $0[language] = made }
            return made
        }()
        byLanguage[language] = made
        return made
    }
}
