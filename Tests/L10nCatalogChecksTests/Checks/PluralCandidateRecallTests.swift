import L10nCatalogChecks
import L10nDiagnostics
import Testing
import XCStrings

/// Recall of `plural-candidate` on a labelled catalog: entries that count something without plural variations
/// (`↓` on the entry's line) next to look-alikes — numbers that are no count, plurals already varied, languages
/// with only 'other' — that must give nothing. The miss it knowingly has is marked too.
@Suite struct PluralCandidateRecallTests {
    static let fixture = """
        ↓"%lld restaurants" : { },
        ↓"cart.items %lld" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld items in your cart" } },
            "ja" : { "stringUnit" : { "state" : "translated", "value" : "カートに%lld個の商品" } }
          }
        },
        ↓"files.selected %lld" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld file(s) selected" } }
          }
        },
        ↓"followers.count %lld" : {
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld follower" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld followers" } }
            } } },
            "pl" : { "stringUnit" : { "state" : "translated", "value" : "%lld obserwujących" } }
          }
        },
        ↓"Deleted %lld old backups" : { },
        ↓"%d people waiting" : { },
        ↓"storage.summary %lld %@" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "%1$lld photos use %2$@" } }
          }
        },
        ↓"download.progress %lld" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Downloading %lld episodes…" } }
          }
        },
        ↓"reviews.count %lld" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Based on %lld reviews" } }
          }
        },
        ↓"%lld Minuten" : { },
        "followers.count.varied %lld" : {
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld follower" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld followers" } }
            } } },
            "ja" : { "stringUnit" : { "state" : "translated", "value" : "%lld人のフォロワー" } }
          }
        },
        "Version %lld" : { },
        "Step %lld of %lld" : { },
        "Page %lld results" : { },
        "%lld%%" : { },
        "Battery %lld%% charged" : { },
        "© %lld Acme Inc." : { },
        "Time left: %lld min" : { },
        "%llds ago" : { },
        "Build %d" : { },
        "%lld found" : { },
        "Error %lld: try again" : { },
        "%@ restaurants" : { },
        "Season %lld episodes" : { },
        "%lld is the answer" : { },
        "app.name" : { }
        """

    @Test func recallOnALabelledCatalog() throws {
        let example = RuleExample(Self.fixture)
        let findings = try example.findings(of: PluralCandidateRule.self)
        let found = Set(findings.map(SourcePosition.init))
        let missed = example.markers.filter { !found.contains($0) }
        let extra = findings.filter { !example.markers.contains(SourcePosition($0)) }.map { "\($0.location.line): \($0.message)" }
        #expect(extra.isEmpty, "false positives: \(extra)")
        // 9 of 10: the miss is a German source text read with the English plural test ('%lld Minuten'): the rule
        // reads only English, and this catalog says its source language is English.
        #expect(findings.count == 9 && missed.count == 1, "missed \(missed); \(findings.map(\.message))")
    }

    @Test func messageNamesEachLanguagesCategoriesWithAnExample() throws {
        let example = RuleExample(Self.fixture)
        let messages = try example.findings(of: PluralCandidateRule.self).map(\.message)
        #expect(messages.contains("'%lld restaurants' counts 'restaurants' with one number but has no plural variations; vary it by plural (en: one 1, other 2)"))
        #expect(messages.contains { $0.hasPrefix("'followers.count %lld' counts 'followers'") && $0.hasSuffix("(pl: one 1, few 2, many 5)") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("'cart.items %lld'") && $0.hasSuffix("(en: one 1, other 2)") }, "ja needs only 'other': \(messages)")
    }
}
