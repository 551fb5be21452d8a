import L10nDiagnostics
import XCStrings

/// A check of String Catalog entries. Each rule is a type in `Checks/Rules/` with a ``description`` whose
/// examples are run as tests (see `CatalogRuleExampleTests`).
///
///     enum StaleKeyRule: CatalogRule {
///         static let description = RuleDescription(id: "stale-key", …)
///         static func check(_ entry: CatalogEntry, in context: CatalogContext, into findings: inout [Diagnostic]) {
///             if entry.extractionState == .stale { findings.append(context.finding(Self.self, at: entry.position, …)) }
///         }
///     }
///
/// Rules report at their default severity; ``CheckRun`` applies the configured levels afterwards.
public protocol CatalogRule: Sendable {
    static var description: RuleDescription { get }
    /// Appends the findings for one entry of `context.catalog`.
    static func check(_ entry: CatalogEntry, in context: CatalogContext, into findings: inout [Diagnostic])
    /// Whether the rule also looks at stale entries (only `stale-key` does: a stale key gives one finding).
    static var checksStaleEntries: Bool { get }
}

extension CatalogRule {
    public static var checksStaleEntries: Bool { false }
}

/// Every catalog rule, in the order `l10n rules` lists them.
public enum CatalogRules {
    public static let all: [any CatalogRule.Type] = [
        KeyConventionRule.self,
        MissingTranslationRule.self,
        EmptyTranslationRule.self,
        NeedsReviewRule.self,
        StaleKeyRule.self,
        PluralMissingCategoryRule.self,
        PluralCLDRCategoryRule.self,
        PluralUnusedCategoryRule.self,
        FormatSpecifierMismatchRule.self,
        PluralCandidateRule.self,
        WhitespaceMismatchRule.self,
        DoubledSpaceRule.self,
        PunctuationMismatchRule.self,
        BracketMismatchRule.self,
        NumberMismatchRule.self,
        UntranslatedCopyRule.self,
        PlaceholderTranslationRule.self,
        LengthLimitRule.self,
        SourceChangedRule.self,
        GlossaryTermRule.self,
    ]

    /// The descriptions of ``all``.
    public static var descriptions: [RuleDescription] { all.map { $0.description } }

    /// The rule with this id.
    public static func rule(id: String) -> (any CatalogRule.Type)? {
        all.first { $0.description.id == id }
    }
}
