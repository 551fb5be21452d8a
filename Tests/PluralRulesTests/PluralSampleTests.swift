import Testing

@testable import PluralRules

/// Every `@integer` and `@decimal` sample CLDR gives, for every locale, cardinal and ordinal, evaluates to the
/// category it is listed under.
@Suite struct PluralSampleTests {
    @Test(arguments: [PluralRuleType.cardinal, .ordinal])
    func everySampleOfEveryLocaleEvaluatesToItsCategory(type: PluralRuleType) throws {
        let xml = type == .cardinal ? CLDRFixture.cardinal.sets : CLDRFixture.ordinal.sets
        var checks = 0
        var failures = 0
        sets: for set in xml {
            for locale in set.locales {
                let rules = PluralRules(locale: locale, type: type)
                #expect(rules.locale == locale, "\(type) '\(locale)' resolves to itself")
                for rule in set.rules {
                    guard let expected = PluralCategory(rawValue: rule.category),
                        let samples = PluralSamples(parsing: rule.samples)
                    else {
                        Issue.record("\(type) '\(locale)' \(rule.category): unreadable samples '\(rule.samples)'")
                        continue sets
                    }
                    for (kind, list) in [("integer", samples.integer), ("decimal", samples.decimal)] {
                        for number in list.expanded() {
                            checks += 1
                            let got = try rules.category(for: number)
                            if got != expected {
                                failures += 1
                                Issue.record("\(type) '\(locale)' @\(kind) \(number): expected \(expected), got \(got)")
                            }
                            if kind == "integer", !number.contains("c"), let value = Int(number) {
                                checks += 1
                                let viaInt = rules.category(for: value)
                                if viaInt != expected {
                                    failures += 1
                                    Issue.record(
                                        "\(type) '\(locale)' Int \(value): expected \(expected), got \(viaInt)")
                                }
                            }
                        }
                    }
                }
            }
        }
        #expect(failures == 0)
        // The loops ran over the whole data. Counted independently (a Python pass over the XML): cardinal 12,544
        // sample texts + 5,756 integers re-checked through category(for: Int); ordinal 2,687 + 2,687.
        #expect(checks == (type == .cardinal ? 12_544 + 5_756 : 2_687 + 2_687), "\(type): \(checks) checks")
    }

    @Test func rangesKeepTheirDecimalsAndEllipsisEndsTheList() throws {
        let samples = try #require(PluralSamples(parsing: "@integer 0~3, 100, … @decimal 0.00~0.03, 1.9~2.1"))
        #expect(samples.integer.expanded() == ["0", "1", "2", "3", "100"])
        #expect(samples.integer.isOpenEnded)
        #expect(samples.decimal.expanded() == ["0.00", "0.01", "0.02", "0.03", "1.9", "2.0", "2.1"])
        #expect(!samples.decimal.isOpenEnded)
        #expect(samples.examples(limit: 6) == ["0", "1", "2", "3", "100", "0.00"])
        #expect(PluralSamples(parsing: "@integer 1~0.5") == nil, "mismatched decimals")
        #expect(PluralSamples(parsing: "@integer 5~3") == nil, "empty range")
        #expect(PluralSamples(parsing: "@integer …, 1") == nil, "ellipsis not last")
        #expect(PluralSamples(parsing: "@integer 1x") == nil, "not a number")
        #expect(PluralSamples(parsing: "")?.examples() == [])
    }

    @Test func spanishManyExamplesAreTheMillions() throws {
        let many = try #require(PluralRules(locale: "es").samples(for: .many))
        #expect(many.examples(limit: 3) == ["1000000", "1c6", "2c6"])
        #expect(many.integer.description == "1000000, 1c6, 2c6, 3c6, 4c6, 5c6, 6c6, …")
        #expect(PluralRules(locale: "en").samples(for: .many) == nil)
    }
}
