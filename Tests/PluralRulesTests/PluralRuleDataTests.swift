import Testing

@testable import PluralRules

/// The committed `Generated/PluralRuleData.swift` says exactly what the committed CLDR XML says.
@Suite struct PluralRuleDataTests {
    @Test func fixtureIsThere() {
        #expect(CLDRFixture.cardinal.sets.count >= 40, "scripts/cldr/plurals.xml is read")
        #expect(CLDRFixture.ordinal.sets.count >= 20, "scripts/cldr/ordinals.xml is read")
    }

    @Test func versionMatchesXML() {
        #expect(PluralRuleData.cldrVersion == "48.0")
        #expect(CLDRFixture.cardinal.version == PluralRuleData.cldrVersion)
        #expect(CLDRFixture.ordinal.version == PluralRuleData.cldrVersion)
        #expect(PluralRules.cldrVersion == "48.0")
    }

    @Test(arguments: [PluralRuleType.cardinal, .ordinal])
    func everyLocaleCategoryAndRuleMatchesXML(type: PluralRuleType) {
        let xml = type == .cardinal ? CLDRFixture.cardinal.sets : CLDRFixture.ordinal.sets
        let generated = type == .cardinal ? PluralRuleData.cardinal : PluralRuleData.ordinal
        // Locale by locale: XML → (category → (condition, samples)).
        var expected: [String: [String: (String, String)]] = [:]
        for set in xml {
            for locale in set.locales {
                #expect(expected[locale] == nil, "\(type) locale '\(locale)' appears once in the XML")
                expected[locale] = Dictionary(uniqueKeysWithValues: set.rules.map { ($0.category, ($0.condition, $0.samples)) })
            }
        }
        var seen: Set<String> = []
        locales: for set in generated {
            for locale in set.locales {
                seen.insert(locale)
                guard let rules = expected[locale] else {
                    Issue.record("\(type) '\(locale)' is generated but not in the XML")
                    continue locales
                }
                #expect(Set(set.rules.map(\.category.rawValue)) == Set(rules.keys), "\(type) '\(locale)' categories")
                for rule in set.rules {
                    let (condition, samples) = rules[rule.category.rawValue] ?? ("<missing>", "<missing>")
                    #expect(rule.condition == condition, "\(type) '\(locale)' \(rule.category) rule text")
                    #expect(rule.samples == samples, "\(type) '\(locale)' \(rule.category) samples")
                }
                #expect(set.rules.map(\.category) == set.rules.map(\.category).sorted(), "\(type) '\(locale)' CLDR order")
            }
        }
        #expect(seen == Set(expected.keys), "\(type): the same locales in XML and tables")
        #expect(seen.count == (type == .cardinal ? 227 : 110))
    }

    @Test(arguments: [PluralRuleType.cardinal, .ordinal])
    func everyRuleParsesAndEverySampleListReads(type: PluralRuleType) {
        let table = RuleSetTable.table(for: type)
        for position in table.data.indices {
            let ruleSet = table.ruleSet(at: position)
            let name = ruleSet.data.locales.joined(separator: " ")
            #expect(ruleSet.invalidRules.isEmpty, "\(type) [\(name)]: \(ruleSet.invalidRules)")
            for rule in ruleSet.data.rules {
                let samples = PluralSamples(parsing: rule.samples)
                #expect(samples != nil, "\(type) [\(name)] \(rule.category) samples read")
                // Reading and writing back gives CLDR's text.
                #expect(samples?.description == rule.samples, "\(type) [\(name)] \(rule.category) samples round-trip")
            }
        }
    }
}
