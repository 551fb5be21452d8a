import Testing

@testable import PluralRules

@Suite struct PluralLocaleTests {
    static let resolutions: [(requested: String, cardinal: String)] = [
        ("en", "en"), ("en-US", "en"), ("en_GB", "en"), ("EN-us", "en"), ("en_US.UTF-8", "en"),
        ("en-US-u-ca-gregory", "en"), ("es-MX", "es"), ("es_419", "es"), ("pt-PT", "pt_PT"), ("pt_pt", "pt_PT"),
        ("pt-BR", "pt"), ("pt", "pt"), ("zh-Hant", "zh"), ("zh-Hant-TW", "zh"), ("zh-Hans", "zh"),
        ("sr-Latn", "sr"), ("sr_Cyrl_RS", "sr"), ("kok-Latn", "kok_Latn"), ("kok-Latn-IN", "kok_Latn"),
        ("iw", "iw"), ("in", "in"), ("ji", "ji"), ("no", "no"), ("tl", "tl"), ("mo", "mo"), ("sh", "sh"),
        ("xx", "root"), ("", "root"), ("und", "root"), ("root", "root"), ("123", "root"), ("-", "root"),
        ("x-private", "root"), ("Base", "root"),
    ]

    @Test func localeFallback() {
        for (requested, expected) in Self.resolutions {
            #expect(PluralRules(locale: requested).locale == expected, "'\(requested)'")
        }
    }

    @Test func legacyCodesBehaveLikeWhatCLDRAliasesThemTo() {
        let aliases = ["iw": "he", "in": "id", "ji": "yi", "no": "nb", "tl": "fil", "mo": "ro", "sh": "sr"]
        for type in PluralRuleType.allCases {
            for (legacy, modern) in aliases.sorted(by: { $0.key < $1.key }) {
                let old = PluralRules(locale: legacy, type: type)
                let new = PluralRules(locale: modern, type: type)
                #expect(old.categories == new.categories, "\(type) '\(legacy)' categories")
                for number in 0...300 where old.category(for: number) != new.category(for: number) {
                    Issue.record("\(type) '\(legacy)' \(number): \(old.category(for: number)) vs \(new.category(for: number))")
                    break
                }
            }
        }
        // When the data has no entry for a legacy code (ordinals list no 'ji'), its alias is tried.
        #expect(PluralLocale.candidates(for: "iw-IL") == ["iw_IL", "iw", "he_IL", "he"])
        #expect(PluralRules(locale: "ji", type: .ordinal).locale == "root")
    }

    @Test func unknownLocaleHasOnlyOther() {
        let unknown = PluralRules(locale: "qq-ZZ")
        #expect(unknown.locale == "root")
        #expect(unknown.categories == [.other])
        #expect(unknown.xcodeCategories == [.other])
        #expect(unknown.category(for: 1) == .other)
        #expect(PluralRules(locale: "qq", type: .ordinal).categories == [.other])
    }

    // The table of ../shared/cldr/README.md, "What Xcode generates".
    static let xcodeTable: [(locales: [String], xcode: [PluralCategory], cldr: [PluralCategory])] = [
        (["en", "de", "nl", "sv", "da", "nb", "bg", "hu", "is", "sq", "tr"], [.one, .other], [.one, .other]),
        (["es", "fr", "it", "pt", "pt-BR"], [.one, .other], [.one, .many, .other]),
        (["pt-PT", "ca", "es-MX", "fr-CA"], [.one, .other], [.one, .many, .other]),
        (["he", "iw", "he-IL"], [.one, .two, .many, .other], [.one, .two, .other]),
        (["ru", "pl", "cs", "sk"], [.one, .few, .many, .other], [.one, .few, .many, .other]),
        (["hr", "ro"], [.one, .few, .other], [.one, .few, .other]),
        (["ar", "cy"], [.zero, .one, .two, .few, .many, .other], [.zero, .one, .two, .few, .many, .other]),
        (["ja", "ko", "zh-Hans", "zh-Hant", "th", "id"], [.other], [.other]),
    ]

    @Test func xcodeCategoriesFollowTheObservedTable() {
        for row in Self.xcodeTable {
            for locale in row.locales {
                let rules = PluralRules(locale: locale)
                #expect(rules.xcodeCategories == row.xcode, "'\(locale)' Xcode")
                #expect(rules.categories == row.cldr, "'\(locale)' CLDR 48")
            }
        }
        #expect(PluralRules(locale: "pt-BR").cldrOnlyCategories == [.many])
        #expect(PluralRules(locale: "pt-BR").xcodeOnlyCategories == [])
        #expect(PluralRules(locale: "pt-BR").examples(for: .many) == ["1000000", "1c6", "2c6"])
        #expect(PluralRules(locale: "he").xcodeOnlyCategories == [.many])
        #expect(PluralRules(locale: "he").examples(for: .many) == [])
        #expect(PluralRules(locale: "ru").cldrOnlyCategories == [] && PluralRules(locale: "ru").xcodeOnlyCategories == [])
        // Ordinals: Xcode has no ordinal variation; the CLDR set is returned.
        #expect(PluralRules(locale: "it", type: .ordinal).xcodeCategories == [.many, .other])
    }

    @Test func concurrentFirstUseIsSafeAndConsistent() async {
        let locales = PluralRules.availableLocales() + PluralRules.availableLocales(.ordinal)
        let results = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    locales.map { locale in
                        let rules = PluralRules(locale: locale)
                        return locale + ":" + (0..<50).map { rules.category(for: $0).rawValue }.joined(separator: ",")
                    }
                }
            }
            var all: [[String]] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 8)
        #expect(Set(results.map { $0.joined(separator: ";") }).count == 1)
    }
}
