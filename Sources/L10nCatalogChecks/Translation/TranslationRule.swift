import L10nDiagnostics
import XCStrings

/// A catalog rule that judges each translation against its source text on its own: one
/// ``TranslationPair`` (key, language, variant, source text of the same variant, translation) at a time.
///
///     enum PunctuationMismatchRule: TranslationRule {
///         static let description = RuleDescription(id: "punctuation-mismatch", …)
///         static func problems(in pair: TranslationPair, settings: TranslationRuleSettings) -> [TranslationProblem] {
///             pair.source.hasSuffix(".") && !pair.translation.hasSuffix(".") ? [TranslationProblem("…")] : []
///         }
///     }
///
/// The default ``check(_:in:into:)`` walks every translated string unit of every language other than the
/// source language (every language present: a shipped translation is read), skipping entries marked
/// `shouldTranslate: false` and empty values (`empty-translation`'s), and reports each problem at the unit's
/// value (or at the problem's offset in it). `l10n merge` and MCP `submit_translations` run the same rules on
/// each submitted string through ``TranslationChecks``.
public protocol TranslationRule: CatalogRule {
    /// What is wrong with one translation; empty when nothing is.
    static func problems(in pair: TranslationPair, settings: TranslationRuleSettings) -> [TranslationProblem]
}

extension TranslationRule {
    public static func check(_ entry: CatalogEntry, in context: CatalogContext, into findings: inout [Diagnostic]) {
        report(entry, in: context, into: &findings)
    }

    /// The default ``check(_:in:into:)``: each problem of each translated unit, at the unit's value (or at the
    /// problem's offset in it), unless `skipping` says the catalog as a whole explains it.
    static func report(
        _ entry: CatalogEntry, in context: CatalogContext, into findings: inout [Diagnostic],
        skipping: (TranslationPair) -> Bool = { _ in false }
    ) {
        report(entry, in: context, into: &findings, skipping: skipping) { _, pair in
            problems(in: pair, settings: context.translationSettings)
        }
    }

    /// ``report(_:in:into:skipping:)`` with each unit's problems from `problemsAt` (given the unit's index in
    /// ``CatalogContext/translatedUnits(of:)`` and its pair) rather than ``problems(in:settings:)``.
    static func report(
        _ entry: CatalogEntry, in context: CatalogContext, into findings: inout [Diagnostic],
        skipping: (TranslationPair) -> Bool = { _ in false },
        problemsAt: (Int, TranslationPair) -> [TranslationProblem]
    ) {
        guard context.isTranslatable(entry) else { return }
        let units = context.translatedUnits(of: entry)
        for index in units.indices {
            // Read in place: most units have no problem, and copying each (its strings, its dictionary) cost more
            // than judging it.
            let problems = problemsAt(index, units[index].pair)
            if problems.isEmpty || skipping(units[index].pair) || isTheKeysOwnText(units[index].pair) { continue }
            let translated = units[index]
            for problem in problems {
                let position = problem.offset.map { translated.unit.position(ofValueOffset: $0) }
                    ?? translated.unit.valuePosition
                findings.append(
                    context.finding(
                        Self.self, at: position, problem.message(about: translated.pair), key: entry.key,
                        language: translated.pair.language, severity: problem.severity))
            }
        }
    }
}

extension TranslationRule {
    /// Whether the translation is its key, written in the translation's own script, its specifiers maybe numbered
    /// (PetNote's zh-Hans `" 已优惠¥%g"` for the key `" 已优惠¥%g"`, whose English value left the space out): the
    /// developer's own text, which the code was written with, not a translation of the source language's; only
    /// asked of a unit with a problem.
    static func isTheKeysOwnText(_ pair: TranslationPair) -> Bool {
        // Its specifiers may be numbered ('%1$@' for the key's '%@'): compared masked, only where it is not the key.
        (pair.translation == pair.key || TranslationText.masked(pair.translation) == TranslationText.masked(pair.key))
            && pair.source != pair.key
            && UntranslatedCopyRule.hasLettersOfOwnScript(
                pair.key, language: TranslationText.language(pair.language),
                sourceLanguage: TranslationText.language(pair.sourceLanguage))
    }
}

/// One translated string unit and the source text it translates.
public struct TranslationPair: Sendable, Hashable {
    public var key: String
    /// The translation's language, as the catalog writes it (`de`, `pt-BR`).
    public var language: String
    /// Where the unit stands in the localization (`plural.one`, `substitutions.count.plural.few`; root for the
    /// plain string).
    public var path: VariantPath
    /// The source language's text at the matching place: the same variant, for a plural case the same category
    /// else `other`, else the nearest enclosing unit; the key itself when the source language has no value
    /// and the key reads as text (see ``TranslationPairs``).
    public var source: String
    /// The translated text (never empty).
    public var translation: String
    /// The entry's comment for translators, if any.
    public var comment: String?
    /// The catalog's source language.
    public var sourceLanguage: String
    /// The entry's translations at the same variant path, by language (the source language left out, this
    /// pair's own language possibly in): what other translators did with the same text.
    public var otherTranslations: [String: String]

    public init(
        key: String, language: String, path: VariantPath = .root, source: String, translation: String,
        comment: String? = nil, sourceLanguage: String = "en", otherTranslations: [String: String] = [:]
    ) {
        self.otherTranslations = otherTranslations
        self.key = key
        self.language = language
        self.path = path
        self.source = source
        self.translation = translation
        self.comment = comment
        self.sourceLanguage = sourceLanguage
    }
}

/// What a ``TranslationRule`` finds wrong with one translation.
public struct TranslationProblem: Sendable, Hashable {
    /// What differs, lowercase, without the key or language (``message(about:)`` adds them):
    /// `ends with '.' in the source but with 'n' here`.
    public var message: String
    /// The UTF-8 offset in the translation the finding points at; nil for the start of the value.
    public var offset: Int?
    /// A severity other than the rule's default (`length-limit`'s advisory notes); nil for the default.
    public var severity: Severity?

    public init(_ message: String, offset: Int? = nil, severity: Severity? = nil) {
        self.message = message
        self.offset = offset
        self.severity = severity
    }

    /// The finding's message: `'home.title' in 'es': …`, naming the key (and variant), the language and what differs.
    public func message(about pair: TranslationPair) -> String {
        "\(CatalogContext.describe(pair.key, pair.path)) in '\(pair.language)': \(message)"
    }
}
