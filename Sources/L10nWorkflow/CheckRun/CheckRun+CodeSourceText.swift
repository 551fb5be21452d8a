import L10nCatalogChecks
import L10nDiagnostics
import L10nSourceParsing

extension CheckRun {
    /// The rules that compare a translation with its source text: the translation rules.
    static let comparingRules = Set(TranslationChecks.rules.map { $0.description.id })

    /// Findings that compared a translation with its key, where the key is not the source text: a table key the
    /// development language's tables do not hold is its own source text only when the code says nothing else, and
    /// `NSLocalizedString("[Database/Entry/Location/title]", value: "Location", comment: …)` says the English text
    /// is "Location" (KeePassium: 7,332 `bracket-mismatch` findings on `[…]` keys, none a user meets). Those
    /// comparisons are dropped; the key's other findings stay.
    ///
    ///     CheckRun.withoutKeyComparisons(diagnostics, keysWithoutSourceText: phase.keysWithoutSourceText, references: lint.references)
    static func withoutKeyComparisons(
        _ diagnostics: [Diagnostic], keysWithoutSourceText: Set<String>, references: [KeyReference]
    ) -> [Diagnostic] {
        guard !keysWithoutSourceText.isEmpty, diagnostics.contains(where: { comparingRules.contains($0.ruleID) }) else {
            return diagnostics
        }
        var keyIsNotText = Set<String>()
        for reference in references {
            if let value = reference.defaultValue, !value.isEmpty, value != reference.key,
                keysWithoutSourceText.contains(reference.key)
            {
                keyIsNotText.insert(reference.key)
            }
        }
        guard !keyIsNotText.isEmpty else { return diagnostics }
        return diagnostics.filter { diagnostic in
            guard comparingRules.contains(diagnostic.ruleID), let key = diagnostic.key else { return true }
            return !keyIsNotText.contains(key)
        }
    }
}
