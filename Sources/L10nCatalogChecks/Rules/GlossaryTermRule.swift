import L10nDiagnostics
import XCStrings

/// `glossary-term`: a translation does not use the term the team's glossary requires.
public enum GlossaryTermRule: TranslationRule {
    public static let description = RuleDescription(
        id: "glossary-term", name: "Glossary Term",
        defaultSeverity: .error,
        summary: "A translation of a source text holding a glossary term does not use the term's required translation, or changes a term the glossary keeps as it is.",
        rationale: """
            A product says 'Wallet' one way in each language, on every screen: the team decides it once, in \
            `.l10n.json`'s "glossary" ({"Wallet": {"es": "cartera"}, "Acme": {"*": "keep"}}), and every \
            translator, person or agent, is held to it. Where a source text holds a term as a whole word \
            (case-insensitively: 'wallet' and 'Wallet' both), a translation into a language the term lists must \
            contain that language's translation, case-insensitively at the start of a word, so a plural or an \
            inflected ending still matches ('Carteras' has 'cartera'). A term with "*": "keep" (a brand, a product \
            name) must appear in every translation exactly as the glossary spells it, case too, or exactly as the \
            source spells it ('acme.com' kept as 'acme.com'). Languages a term \
            does not list are not checked; a regional language ('es-MX') follows its own entry, else its \
            language's ('es'). Every language present is checked, required or not, at every variant (a plural \
            case against the source text it is translated from). One finding per string and term, at the \
            translation. The same check rejects a submission over MCP and is listed with each string 'extract' and \
            'untranslated' hand out, so translators see the term before they translate.
            """,
        triggeringExamples: [
            """
            // .l10n.json: {"glossary": {"Wallet": {"es": "cartera", "de": "Wallet"}}}
            "wallet.home.title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Your wallet" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : ↓"Deine Geldbörse" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : ↓"Tu billetera" } }
              }
            }
            """,
            """
            // .l10n.json: {"glossary": {"Acme": {"*": "keep"}}}
            "about.footer.made_by" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Made by Acme" } },
                "es-MX" : { "stringUnit" : { "state" : "translated", "value" : ↓"Hecho por ACME" } }
              }
            }
            """,
            """
            // .l10n.json: {"glossary": {"Wallet": {"es": "cartera"}}}
            "wallet.list.count %lld" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld wallet" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld wallets" } }
                } } },
                "es" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : ↓"%lld billetera" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld carteras" } }
                } } }
              }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            // .l10n.json: {"glossary": {"Wallet": {"es": "cartera", "es-MX": "billetera"}, "Acme": {"*": "keep"}}}
            "wallet.home.title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Your Acme wallet" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Tu Cartera de Acme" } },
                "es-MX" : { "stringUnit" : { "state" : "translated", "value" : "Tu billetera de Acme" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Ton portefeuille Acme" } }
              }
            },
            "wallet.list.count %lld" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld wallets" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "%lld carteras" } }
              }
            },
            "settings.ewallet.title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "eWallet settings" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Ajustes de eWallet" } }
              }
            }
            """,
            """
            "wallet.home.title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Your wallet" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Tu billetera" } }
              }
            }
            """,
        ])

    public static func problems(in pair: TranslationPair, settings: TranslationRuleSettings) -> [TranslationProblem] {
        guard !settings.glossary.isEmpty else { return [] }
        return settings.glossary.violations(source: pair.source, translation: pair.translation, language: pair.language)
            .map { TranslationProblem(message(for: $0)) }
    }

    /// `does not say 'cartera' for 'Wallet' (the glossary's term)`.
    static func message(for violation: Glossary.Violation) -> String {
        switch violation.requirement {
        case .translation(let text): "does not say '\(text)' for '\(violation.term)' (the glossary's term)"
        case .keep: "does not keep '\(violation.term)' as it is (the glossary keeps it in every language)"
        }
    }
}
