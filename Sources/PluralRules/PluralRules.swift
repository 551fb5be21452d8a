/// The CLDR plural rules of one locale: which categories it has and which category a number takes.
///
///     let russian = PluralRules(locale: "ru")
///     russian.categories                    // [.one, .few, .many, .other]
///     russian.category(for: 21)             // .one
///     try russian.category(for: "1.5")      // .other
///
///     let spanish = PluralRules(locale: "es-MX")
///     spanish.locale                        // "es"
///     spanish.categories                    // [.one, .many, .other]   (CLDR 48)
///     spanish.xcodeCategories               // [.one, .other]          (what Xcode creates)
///     try spanish.category(for: "1c6")      // .many
///
///     PluralRules(locale: "en", type: .ordinal).category(for: 22)  // .two ("22nd")
///
/// Rules come from CLDR (``cldrVersion``), generated into `Generated/PluralRuleData.swift`. Each rule set is parsed
/// once per process, the first time a locale needs it (thread-safe); evaluation does not allocate.
public struct PluralRules: Sendable {
    /// The CLDR release of the rules, e.g. `"48.0"`.
    public static let cldrVersion = PluralRuleData.cldrVersion

    /// Cardinal or ordinal.
    public let type: PluralRuleType
    /// The identifier given to ``init(locale:type:)``.
    public let requestedLocale: String
    /// The CLDR locale whose rules apply, e.g. `es` for `es-MX`, `pt_PT` for `pt-PT`, `root` for an unknown one.
    public let locale: String
    let ruleSet: CompiledRuleSet

    /// The rules for a locale identifier (`es`, `es-MX`, `pt_PT`, `zh-Hant`, `sr-Latn`, `iw` …).
    ///
    /// Falls back as CLDR does: language_Script_Region, language_Script, language_Region, language, then the
    /// language's legacy alias (`iw` → `he`), then `root`, which has only `other`.
    public init(locale: String, type: PluralRuleType = .cardinal) {
        self.type = type
        requestedLocale = locale
        let resolved = RuleSetTable.table(for: type).resolve(locale)
        self.locale = resolved.locale
        ruleSet = resolved.ruleSet
    }

    /// The categories CLDR defines for the locale, in CLDR order (zero, one, two, few, many, other).
    public var categories: [PluralCategory] { ruleSet.categories }

    /// The categories Xcode creates for the locale when a string varies by plural; see `XcodePluralCategories`
    /// (Xcode uses an older CLDR: no `many` for es, fr, it, pt, ca; `many` for he). Equal to ``categories``
    /// for every other language and for ordinal rules.
    public var xcodeCategories: [PluralCategory] {
        type == .cardinal ? XcodePluralCategories.categories(for: requestedLocale, cldr: categories) : categories
    }

    /// Categories CLDR has for the locale that Xcode does not create: `[.many]` for es, fr, it, pt, ca.
    /// Numbers in them fall back to `other` in a catalog Xcode made.
    public var cldrOnlyCategories: [PluralCategory] { categories.filter { !xcodeCategories.contains($0) } }

    /// Categories Xcode creates that CLDR does not have: `[.many]` for he. CLDR's rules never select them.
    public var xcodeOnlyCategories: [PluralCategory] { xcodeCategories.filter { !categories.contains($0) } }

    /// The locales of the CLDR rule set this locale uses (they share every rule).
    public var localesSharingRules: [String] { ruleSet.data.locales }

    /// The category of an integer.
    ///
    ///     PluralRules(locale: "pl").category(for: 22)   // .few
    ///     PluralRules(locale: "pl").category(for: 25)   // .many
    public func category(for value: Int) -> PluralCategory {
        ruleSet.category(forInteger: UInt64(value.magnitude))
    }

    /// The category of a number written as CLDR samples write it: `1`, `-1`, `1.0` (not `1`: its fraction digit
    /// is visible), `2.50`, `1c6`, `1.1e6`, integers of any length.
    ///
    ///     try PluralRules(locale: "en").category(for: "1")     // .one
    ///     try PluralRules(locale: "en").category(for: "1.0")   // .other
    ///
    /// - Throws: ``PluralNumberSyntaxError`` naming the offending character.
    public func category(for decimalText: String) throws(PluralNumberSyntaxError) -> PluralCategory {
        category(for: try PluralOperands(parsing: decimalText))
    }

    /// The category of a number's operands.
    public func category(for operands: PluralOperands) -> PluralCategory {
        ruleSet.category(for: operands)
    }

    /// CLDR's condition for a category (`""` for `other`), or nil when the locale has no such category.
    public func ruleText(for category: PluralCategory) -> String? {
        ruleSet.data.rules.first { $0.category == category }?.condition
    }

    /// The parsed condition of a category; nil for `other` and for categories the locale does not have.
    public func rule(for category: PluralCategory) -> PluralRule? {
        ruleSet.rules[category]
    }

    /// CLDR's example numbers for a category, or nil when the locale has no such category.
    ///
    ///     PluralRules(locale: "fr").samples(for: .many)?.examples(limit: 3)  // ["1000000", "1c6", "2c6"]
    public func samples(for category: PluralCategory) -> PluralSamples? {
        guard let rule = ruleSet.data.rules.first(where: { $0.category == category }) else { return nil }
        return PluralSamples(parsing: rule.samples)
    }

    /// Up to `limit` of CLDR's example numbers for a category (integers first, ranges expanded); empty when the
    /// locale has no such category.
    ///
    ///     PluralRules(locale: "es").examples(for: .many, limit: 2)  // ["1000000", "1c6"]
    public func examples(for category: PluralCategory, limit: Int = 3) -> [String] {
        samples(for: category)?.examples(limit: limit) ?? []
    }

    /// Every CLDR locale id with rules of this type (including `root`), sorted.
    public static func availableLocales(_ type: PluralRuleType = .cardinal) -> [String] {
        RuleSetTable.table(for: type).index.keys.sorted()
    }
}
