import L10nCatalogChecks
import Testing

/// The glossary's matching (one decision for `glossary-term`, `extract` and MCP) and its configuration.
@Suite struct GlossaryTests {
    static func glossary(_ json: String) throws -> Glossary {
        try ConfigurationLoader.parse(
            Array("{\"glossary\": \(json)}".utf8), path: ".l10n.json", baseDirectory: nil, knownRuleIDs: []
        ).configuration.glossary
    }

    static let team = #"{"Wallet": {"es": "cartera", "de": "Wallet", "es-MX": "billetera"}, "Acme": {"*": "keep"}, "Sync now": {"fr": "synchroniser"}}"#

    func terms(_ source: String) throws -> [String] {
        try Self.glossary(Self.team).terms(in: source).map(\.term)
    }

    func violated(_ source: String, _ translation: String, _ language: String) throws -> [String] {
        try Self.glossary(Self.team).violations(source: source, translation: translation, language: language).map(\.term)
    }

    @Test func aTermIsInASourceAsAWholeWordInAnyCase() throws {
        #expect(try terms("Open your wallet") == ["Wallet"])
        #expect(try terms("WALLET balance") == ["Wallet"])
        #expect(try terms("Your wallet's balance") == ["Wallet"])
        #expect(try terms("Wallet.") == ["Wallet"])
        #expect(try terms("Wallets") == [])  // not the whole word
        #expect(try terms("eWallet") == [])
        #expect(try terms("wallet_id") == [])
        #expect(try terms("Acme Wallet") == ["Wallet", "Acme"])  // glossary order
        #expect(try terms("Tap Sync now") == ["Sync now"])  // several words
        #expect(try terms("Tap Sync nowhere") == [])
    }

    @Test func aTranslationMustHoldTheRequiredTranslationAtAWordStart() throws {
        #expect(try violated("Your wallet", "Tu cartera", "es") == [])
        #expect(try violated("Your wallet", "Tu Cartera", "es") == [])  // case-insensitive
        #expect(try violated("Your wallets", "", "es") == [])  // the source has no term
        #expect(try violated("Open wallet", "Abrir carteras", "es") == [])  // a plural ending still matches
        #expect(try violated("Open wallet", "Abrir subcartera", "es") == ["Wallet"])  // not at a word start
        #expect(try violated("Open wallet", "Abrir billetera", "es") == ["Wallet"])
        #expect(try violated("Open wallet", "Wallet öffnen", "de") == [])
        #expect(try violated("Open wallet", "Geldbörse öffnen", "de") == ["Wallet"])
        #expect(try violated("Tap Sync now", "Touchez Synchroniser", "fr") == [])
    }

    @Test func languagesTheTermDoesNotListAreNotCheckedAndRegionsFallBackToTheirLanguage() throws {
        #expect(try violated("Open wallet", "Ouvrir le portefeuille", "fr") == [])  // Wallet lists no fr
        #expect(try violated("Open wallet", "Abrir cartera", "es-ES") == [])  // es-ES: es's
        #expect(try violated("Open wallet", "Abrir billetera", "es-ES") == ["Wallet"])
        #expect(try violated("Open wallet", "Abrir billetera", "es-MX") == [])  // its own entry wins
        #expect(try violated("Open wallet", "Abrir cartera", "es-MX") == ["Wallet"])
        #expect(try violated("Open wallet", "Wallet öffnen", "de_CH") == [])
    }

    @Test func aKeepTermMustAppearSpelledAsTheGlossarySpellsIt() throws {
        #expect(try violated("Made by Acme", "Hecho por Acme", "es") == [])
        #expect(try violated("Made by acme", "Fait par Acme", "fr") == [])  // the source matches in any case
        #expect(try violated("Made by Acme", "Hecho por ACME", "es") == ["Acme"])
        #expect(try violated("Made by Acme", "Von Acmes Team", "de") == [])  // at a word start, an ending allowed
        #expect(try violated("Made by Acme", "Hecho por Akme", "ja") == ["Acme"])  // keep: every language
        // Kept as the source spells it is unchanged too (an identifier-like text: 'acme.com').
        #expect(try violated("Visit acme.com", "Visita acme.com", "es") == [])
        #expect(try violated("Visit acme.com", "Visita Acme.com", "es") == [])
        #expect(try violated("Visit acme.com", "Visita ACME.com", "es") == ["Acme"])
        // A listed language wins over "*".
        let both = try Self.glossary(#"{"Acme": {"*": "keep", "ja": "アクメ"}}"#)
        #expect(both.violations(source: "Acme", translation: "アクメ", language: "ja").isEmpty)
        #expect(both.violations(source: "Acme", translation: "Acme", language: "ja").map(\.requirement) == [.translation("アクメ")])
        #expect(both.violations(source: "Acme", translation: "Acme", language: "de").isEmpty)
    }

    @Test func guidanceNamesTheTermAndWhatItMustBe() throws {
        let glossary = try Self.glossary(Self.team)
        let found = glossary.terms(in: "Your Acme wallet", language: "es").map { $0.term.guidance(for: "es") }
        #expect(found == ["'Wallet' → 'cartera'", "'Acme': keep as is"])
        #expect(glossary.terms(in: "Your wallet", language: "fr").isEmpty)
    }

    @Test func aMalformedGlossaryIsAnErrorAtItsPlace() {
        func error(_ json: String) -> String? {
            do throws(ConfigurationIssue) {
                _ = try ConfigurationLoader.parse(
                    Array("{\"glossary\": \(json)}".utf8), path: ".l10n.json", baseDirectory: nil, knownRuleIDs: [])
                return nil
            } catch {
                return "\(error.line):\(error.column): \(error.message)"
            }
        }
        #expect(error(#"["Wallet"]"#) == "1:2: 'glossary' must be an object of terms, found an array")
        #expect(error(#"{"Wallet": "cartera"}"#)?.hasSuffix(#"glossary term 'Wallet' must be an object of languages and translations (or {"*": "keep"}), found a string"#) == true)
        #expect(error(#"{"Wallet": {}}"#)?.hasSuffix(#"glossary term 'Wallet' names no language; give a translation or {"*": "keep"}"#) == true)
        #expect(error(#"{"Acme": {"*": "Acme"}}"#)?.hasSuffix("'*' of glossary term 'Acme' can only be 'keep' (the term stays as it is in every language), found 'Acme'") == true)
        #expect(error(#"{"Wallet": {"es": 3}}"#)?.hasSuffix("the 'es' translation of glossary term 'Wallet' must be a string, found a number") == true)
        #expect(error(#"{"Wallet": {"es": " "}}"#)?.hasSuffix("the 'es' translation of glossary term 'Wallet' is empty") == true)
        #expect(error(#"{"": {"es": "x"}}"#)?.hasSuffix("the glossary has an empty term") == true)
    }

    @Test func unknownLanguagesAndRepeatedTermsAreWarnings() throws {
        let loaded = try ConfigurationLoader.parse(
            Array(#"{"glossary": {"Wallet": {"xx": "cartera"}, "wallet": {"es": "billetera"}}}"#.utf8), path: ".l10n.json",
            baseDirectory: nil, knownRuleIDs: [])
        #expect(loaded.warnings.map(\.message) == [
            "unknown language code 'xx' in glossary term 'Wallet'; language codes look like 'es', 'pt-BR', 'zh-Hans'",
            "glossary term 'wallet' repeats 'Wallet' (terms match case-insensitively); the first one is used",
        ])
        #expect(loaded.configuration.glossary.terms.map(\.term) == ["Wallet"])
    }

    @Test func baseIsARevision() throws {
        let loaded = try ConfigurationLoader.parse(
            Array(#"{"base": "origin/main"}"#.utf8), path: ".l10n.json", baseDirectory: nil, knownRuleIDs: [])
        #expect(loaded.configuration.base == "origin/main")
        #expect(throws: ConfigurationIssue.self) {
            try ConfigurationLoader.parse(Array(#"{"base": "--all"}"#.utf8), path: ".l10n.json", baseDirectory: nil, knownRuleIDs: [])
        }
    }
}
