import L10nDiagnostics
import L10nSourceIndex

/// The hardcoded text a thoroughly localized project keeps: its practice, which `l10n init` records in a baseline.
///
/// A project whose code hardcodes fewer user-facing strings than a ninth of the strings its catalogs localize
/// (under a tenth of all its text) has localized its interface; the few strings left are, far more often than not,
/// kept on purpose: names and brands, debug and developer screens, sample and preview data, text no screen shows.
/// Judged by reading the code, on 87 real apps nobody tuned l10n for: 29 % of the `hardcoded-string` findings of
/// such projects were right (113 of 388, in 37 apps), 62 % of the others' (246 of 398); `string-concatenation`
/// 16 % and 35 %. `l10n init` records them as the team's decisions (``findings``) in a baseline, so that `l10n
/// check` reports text hardcoded after it, one string at a time, where CI reads it.
///
///     let practice = HardcodedTextPractice(diagnostics: outcome.allDiagnostics, catalogKeys: 1_980)
///     practice?.hardcoded   // 31: strings, a unit's counted one by one
///     practice?.findings    // the `hardcoded-string` and `string-concatenation` findings to record
public struct HardcodedTextPractice: Sendable {
    /// The fewest localized strings that say a project localizes its interface (a handful says nothing).
    public static let minimumLocalized = 100
    /// The most hardcoded strings, as a share of all the project's text (hardcoded and localized).
    public static let maximumShare = 0.10

    /// The hardcoded strings, each of a unit left in English counted (``Diagnostic/related``).
    public let hardcoded: Int
    /// The strings the project's catalogs localize.
    public let localized: Int
    /// The findings recorded: every `hardcoded-string` and `string-concatenation` finding.
    public let findings: [Diagnostic]

    /// The practice of a project whose check found `diagnostics`, its catalogs holding `catalogKeys` translatable
    /// keys; nil unless the project localizes at least ``minimumLocalized`` strings and hardcodes under
    /// ``maximumShare`` of its text, and has findings to record. `unlocalizedAppStrings`: the hardcoded strings of
    /// apps that ship no table, whose findings the check left out (``CheckOutcome/unlocalizedAppStrings``): the
    /// project's text all the same (Planet's second app `Croptop`: its 36 strings keep Planet's share at 11 %).
    public init?(diagnostics: [Diagnostic], catalogKeys: Int, unlocalizedAppStrings: Int = 0) {
        // The rules of text left untranslated or put together, as a statement of intent covers them.
        let findings = diagnostics.filter { StatedIntent.rules.contains($0.ruleID) }
        let hardcoded = unlocalizedAppStrings + findings.reduce(0) { total, finding in
            finding.ruleID == "hardcoded-string" ? total + max(1, finding.related.count) : total
        }
        guard !findings.isEmpty, catalogKeys >= Self.minimumLocalized,
            Double(hardcoded) < Self.maximumShare * Double(hardcoded + catalogKeys)
        else { return nil }
        self.hardcoded = hardcoded
        self.localized = catalogKeys
        self.findings = findings
    }

    /// The hardcoded strings' share of the project's text, in whole percent rounded up (`1.2` → 2).
    public var percent: Int {
        let total = hardcoded + localized
        return total == 0 ? 0 : (hardcoded * 100 + total - 1) / total
    }
}
