import L10nDiagnostics
import L10nSourceParsing
import XCStrings

extension CatalogPractice {
    /// The keys of a `.strings` table's sections whose heading comment says they stay untranslated: Delta Chat's
    /// `// iOS specific untranslated strings` above its last six entries, which no translator is asked for. A
    /// section runs from its heading to the next commented entry (the table's order, as the conversion keeps it).
    /// The heading speaks of strings (`strings`, `texts`, `keys`, `entries`, `section`, `below`, `following`) and
    /// says they are not translated; a note on one word (`"Proxy" might be left untranslated`) is no heading.
    ///
    ///     // iOS specific untranslated strings        → the entries below, up to the next comment
    ///     // Voice Commands (English only)              → the entries below, up to the next comment
    ///     // the word "Proxy" might be left untranslated → none
    public static func keysInUntranslatedSections(_ catalog: StringCatalog) -> Set<String> {
        var keys = Set<String>()
        var inSection = false
        for (key, entry) in catalog.entries {
            if let comment = entry.comment { inSection = isUntranslatedHeading(comment) }
            if inSection { keys.insert(key) }
        }
        return keys
    }

    /// Whether a comment heads strings that stay untranslated.
    static func isUntranslatedHeading(_ comment: String) -> Bool {
        // Searched byte by byte (the phrases are ASCII): tables comment most of their entries.
        let text = comment.lowercased()
        // A heading that keeps its section in English (RIA DigiDoc's `// Voice Commands (English only)`: the voice
        // control phrases iOS matches in English).
        if ["english only", "english-only", "only in english"].contains(where: { text.containsBytes($0) }) { return true }
        guard ["untranslated", "not translated", "unlocalized", "not localized", "do not translate", "don't translate"]
            .contains(where: { text.containsBytes($0) }),
            ["string", "text", "keys", "entries", "section", "below", "following"].contains(where: { text.containsBytes($0) })
        else { return false }
        return !["might", "may ", "unless", "often", "usually", "yet"].contains { text.containsBytes($0) }
    }

    /// `diagnostics` without the `missing-translation` and `untranslated-copy` findings of keys in a table's
    /// untranslated sections (``keysInUntranslatedSections(_:)``): the team's stated intent, as a comment on the
    /// entry would be.
    public static func withoutUntranslatedSections(_ diagnostics: [Diagnostic], tables: [StringCatalog]) -> [Diagnostic] {
        var keys = Set<String>()
        for table in tables { keys.formUnion(keysInUntranslatedSections(table)) }
        guard !keys.isEmpty else { return diagnostics }
        let rules: Set<String> = [MissingTranslationRule.description.id, UntranslatedCopyRule.description.id]
        return diagnostics.filter { diagnostic in
            guard rules.contains(diagnostic.ruleID), let key = diagnostic.key else { return true }
            return !keys.contains(key)
        }
    }
}
