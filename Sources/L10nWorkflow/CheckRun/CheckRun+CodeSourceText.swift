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
    /// comparisons are dropped, and so is the key's `missing-translation` in the development language: where every
    /// use gives the text, that language shows it (Frame Grabber has no English table: `NSLocalizedString(
    /// "about.donate", value: "Donate", comment: "")`). The key's other findings stay.
    ///
    ///     CheckRun.withoutKeyComparisons(diagnostics, keysWithoutSourceText: phase.keysWithoutSourceText, references: lint.references)
    static func withoutKeyComparisons(
        _ diagnostics: [Diagnostic], keysWithoutSourceText: [String: String], references: [KeyReference]
    ) -> [Diagnostic] {
        guard !keysWithoutSourceText.isEmpty,
            diagnostics.contains(where: { comparingRules.contains($0.ruleID) || $0.ruleID == missingTranslationID })
        else {
            return diagnostics
        }
        var keyIsNotText = Set<String>()
        var keyWithoutText = Set<String>()
        for reference in references where keysWithoutSourceText[reference.key] != nil {
            if let value = reference.defaultValue, !value.isEmpty, value != reference.key {
                keyIsNotText.insert(reference.key)
            } else {
                keyWithoutText.insert(reference.key)
            }
        }
        guard !keyIsNotText.isEmpty else { return diagnostics }
        return diagnostics.filter { diagnostic in
            guard let key = diagnostic.key, keyIsNotText.contains(key) else { return true }
            if comparingRules.contains(diagnostic.ruleID) { return false }
            // The development language's gap, where no use of the key goes without its text.
            if diagnostic.ruleID == missingTranslationID, !keyWithoutText.contains(key),
                let language = diagnostic.language, language == keysWithoutSourceText[key]
            {
                return false
            }
            return true
        }
    }

    static let missingTranslationID = MissingTranslationRule.description.id
}
