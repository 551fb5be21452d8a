import Testing

@testable import PluralRules

@Suite struct PluralRulesTests {
    struct Example: Sendable {
        var locale: String
        var number: String
        var expected: PluralCategory
    }

    // Expected categories worked out by hand from the CLDR 48 rules in scripts/cldr/plurals.xml.
    static let examples: [Example] = [
        // en: one = "i = 1 and v = 0".
        Example(locale: "en", number: "0", expected: .other),
        Example(locale: "en", number: "-1", expected: .one),
        Example(locale: "en", number: "+1", expected: .one),
        Example(locale: "en", number: "001", expected: .one),
        Example(locale: "en", number: "007", expected: .other),
        Example(locale: "en", number: "1.0", expected: .other),
        Example(locale: "en", number: "1.00", expected: .other),
        Example(locale: "en", number: "2.50", expected: .other),
        Example(locale: "en", number: "1c3", expected: .other),
        // fr: one = "i = 0,1"; many = "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5".
        Example(locale: "fr", number: "0", expected: .one),
        Example(locale: "fr", number: "-0", expected: .one),
        Example(locale: "fr", number: "1.5", expected: .one),
        Example(locale: "fr", number: "2.50", expected: .other),
        Example(locale: "fr", number: "1000000", expected: .many),
        Example(locale: "fr", number: "1000000.0", expected: .other),
        Example(locale: "fr", number: "1c3", expected: .other),
        Example(locale: "fr", number: "1e3", expected: .other),
        Example(locale: "fr", number: "1c6", expected: .many),
        Example(locale: "fr", number: "1e6", expected: .many),
        Example(locale: "fr", number: "1.1c6", expected: .many),
        Example(locale: "fr", number: "1000000000000000000000000", expected: .many),
        Example(locale: "fr", number: "1000000000000000000000001", expected: .other),
        // es: one = "n = 1" (1.0 too).
        Example(locale: "es", number: "1", expected: .one),
        Example(locale: "es", number: "1.0", expected: .one),
        Example(locale: "es", number: "1.00", expected: .one),
        Example(locale: "es", number: "1.5", expected: .other),
        Example(locale: "es", number: "2000000", expected: .many),
        Example(locale: "es", number: "1000001", expected: .other),
        Example(locale: "es-MX", number: "1c6", expected: .many),
        // ru: one = v = 0 and i % 10 = 1 and i % 100 != 11; few 2..4 (not 12..14); many.
        Example(locale: "ru", number: "1", expected: .one),
        Example(locale: "ru", number: "-21", expected: .one),
        Example(locale: "ru", number: "11", expected: .many),
        Example(locale: "ru", number: "22", expected: .few),
        Example(locale: "ru", number: "1.5", expected: .other),
        Example(locale: "ru", number: "1.0", expected: .other),
        Example(locale: "ru", number: "1234567890123456789012341", expected: .one),
        Example(locale: "ru", number: "1234567890123456789012342", expected: .few),
        Example(locale: "ru", number: "1234567890123456789012345", expected: .many),
        Example(locale: "ru", number: "1234567890123456789012311", expected: .many),
        // ar: zero one two few (n % 100 = 3..10) many (11..99) other.
        Example(locale: "ar", number: "0", expected: .zero),
        Example(locale: "ar", number: "-0", expected: .zero),
        Example(locale: "ar", number: "0.0", expected: .zero),
        Example(locale: "ar", number: "103", expected: .few),
        Example(locale: "ar", number: "111", expected: .many),
        Example(locale: "ar", number: "100", expected: .other),
        Example(locale: "ar", number: "3.5", expected: .other),
        // lv: zero when v = 2 and f % 100 = 11..19; one when v != 2 and f % 10 = 1.
        Example(locale: "lv", number: "0.11", expected: .zero),
        Example(locale: "lv", number: "0.1", expected: .one),
        Example(locale: "lv", number: "0.21", expected: .one),
        Example(locale: "lv", number: "0.2", expected: .other),
        // he (CLDR 48): one = i = 1 and v = 0 or i = 0 and v != 0; no many.
        Example(locale: "he", number: "20", expected: .other),
        Example(locale: "he", number: "0.5", expected: .one),
        Example(locale: "iw", number: "2", expected: .two),
        // pt_PT differs from pt.
        Example(locale: "pt", number: "0", expected: .one),
        Example(locale: "pt-PT", number: "0", expected: .other),
        Example(locale: "pt-BR", number: "0", expected: .one),
        // Unknown: only other.
        Example(locale: "xx", number: "1", expected: .other),
        Example(locale: "", number: "1", expected: .other),
    ]

    @Test func categoriesOfDecimalText() throws {
        for example in Self.examples {
            let got = try PluralRules(locale: example.locale).category(for: example.number)
            #expect(got == example.expected, "'\(example.locale)' \(example.number): expected \(example.expected), got \(got)")
        }
    }

    @Test func ordinals() {
        let english = PluralRules(locale: "en", type: .ordinal)
        let expected: [(Int, PluralCategory)] = [
            (1, .one), (2, .two), (3, .few), (4, .other), (11, .other), (12, .other), (13, .other),
            (21, .one), (22, .two), (23, .few), (101, .one), (111, .other), (0, .other),
        ]
        for (number, category) in expected {
            #expect(english.category(for: number) == category, "en ordinal \(number)")
        }
        #expect(english.categories == [.one, .two, .few, .other])
        #expect(PluralRules(locale: "fr", type: .ordinal).categories == [.one, .other])
        #expect(PluralRules(locale: "ru", type: .ordinal).categories == [.other])
        #expect(PluralRules(locale: "ja", type: .ordinal).categories == [.other])
    }

    @Test func categoriesAreInCLDROrder() {
        #expect(PluralCategory.allCases == [.zero, .one, .two, .few, .many, .other])
        #expect(PluralRules(locale: "ar").categories == [.zero, .one, .two, .few, .many, .other])
        #expect(PluralRules(locale: "cy").categories == [.zero, .one, .two, .few, .many, .other])
        #expect(PluralRules(locale: "ru").categories == [.one, .few, .many, .other])
        #expect(PluralRules(locale: "es").categories == [.one, .many, .other])
        #expect(PluralRules(locale: "he").categories == [.one, .two, .other])
        #expect(PluralRules(locale: "ja").categories == [.other])
        for locale in PluralRules.availableLocales() {
            let categories = PluralRules(locale: locale).categories
            #expect(categories == categories.sorted() && categories.last == .other, "'\(locale)'")
        }
    }

    @Test func rulesAndSamplesAreExposed() throws {
        let russian = PluralRules(locale: "ru")
        #expect(russian.ruleText(for: .one) == "v = 0 and i % 10 = 1 and i % 100 != 11")
        #expect(russian.ruleText(for: .other) == "")
        #expect(russian.ruleText(for: .two) == nil)
        #expect(russian.rule(for: .few)?.matches(23) == true)
        #expect(russian.rule(for: .other) == nil)
        #expect(russian.samples(for: .one)?.integer.description == "1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, …")
        #expect(russian.localesSharingRules == ["ru", "uk"])
    }
}
