import L10nDiagnostics
import XCStrings

extension CheckRun {
    /// The rules that ask for plural variations where the text counts (`"%lld files"` with one form).
    static let pluralCandidateRules: Set<String> = ["plural-candidate", "plural-candidate-source"]

    /// Whether any catalog or table of the project varies by plural (a `.stringsdict`, a catalog's plural
    /// variations, at any level).
    ///
    ///     CheckRun.usesPlurals(catalogs)   // false for Sequel-Ace: no .stringsdict, 'table(s)' in 11 strings
    static func usesPlurals(_ catalogs: [StringCatalog]) -> Bool {
        catalogs.contains { catalog in
            catalog.entries.values.contains { entry in
                entry.localizations.values.contains { localization in
                    localization.variations?.plural != nil
                        || localization.substitutions?.values.contains { $0.variations?.plural != nil } == true
                }
            }
        }
    }

    /// A project that has no plural anywhere chose to write counted text one way (`table(s)`, `%i Notes
    /// Trashed` picked by count in code, translators phrasing around the number): one such string is the app's
    /// practice, not a slip, so `plural-candidate` speaks only where the project varies by plural elsewhere
    /// (Sequel-Ace, iina, Simplenote: each such finding judged wrong). The configuration can still ask for it by
    /// setting the rule's level.
    static func withoutPluralCandidates(_ diagnostics: [Diagnostic], projectUsesPlurals: Bool, configured: Set<String>)
        -> [Diagnostic]
    {
        guard !projectUsesPlurals else { return diagnostics }
        let dropped = pluralCandidateRules.subtracting(configured)
        guard !dropped.isEmpty else { return diagnostics }
        return diagnostics.filter { !dropped.contains($0.ruleID) }
    }
}
