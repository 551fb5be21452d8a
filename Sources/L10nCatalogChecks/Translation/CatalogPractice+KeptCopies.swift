import L10nDiagnostics

extension CatalogPractice {
    /// A language and a key, as the practices that keep copies name them: `"de\u{0}Slice of Life"`.
    static func keptCopy(_ language: String, _ key: String) -> String { language + "\u{0}" + key }

    /// The indices of the `untranslated-copy` findings whose language and key `kept` holds (``keptCopy(_:_:)``): the
    /// copies a language's practice explains (``keptTitles(_:catalogs:)``, ``keptTermKinds(_:catalogs:)``).
    static func copyIndices(_ diagnostics: [Diagnostic], kept: Set<String>) -> Set<Int> {
        guard !kept.isEmpty else { return [] }
        let copy = UntranslatedCopyRule.description.id
        var dropped = Set<Int>()
        for (index, diagnostic) in diagnostics.enumerated() where diagnostic.ruleID == copy {
            if let key = diagnostic.key, let language = diagnostic.language, kept.contains(keptCopy(language, key)) {
                dropped.insert(index)
            }
        }
        return dropped
    }
}
