/// One `<pluralRules locales="…">` element of CLDR's `plurals.xml` or `ordinals.xml`: the locales sharing the rules,
/// and per category the condition text and the samples, as CLDR writes them.
///
/// The values live in `Generated/PluralRuleData.swift`, written by `scripts/generate-plural-rules`.
struct PluralRuleSetData: Sendable {
    struct Rule: Sendable {
        var category: PluralCategory
        /// The condition, e.g. `i = 1 and v = 0`; empty for `other`.
        var condition: String
        /// The samples, e.g. `@integer 1 @decimal 1.0, 1.00`; may be empty.
        var samples: String

        init(_ category: PluralCategory, _ condition: String, _ samples: String) {
            self.category = category
            self.condition = condition
            self.samples = samples
        }
    }

    var locales: [String]
    /// In CLDR order; the last one is `other`.
    var rules: [Rule]
}
