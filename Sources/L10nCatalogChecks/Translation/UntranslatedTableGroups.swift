import L10nDiagnostics

/// Required languages that translate none of a table's strings are one finding, not one `missing-translation` per
/// key and language: the table was never sent to those translators (Element X's `SAS.strings`, 64 emoji names, in
/// eight languages that ship every other table; its Settings bundle's `Root.strings`), one decision for the team.
///
///     UntranslatedTableGroups.grouped(findings, coverage: checked.coverage)
///     // en.lproj/SAS.strings:1:1: error: 'da', 'el', 'ko' and 5 more have none of the 64 strings of this table;
///     //   their users read them in the source language [missing-translation]
///
/// A language that has some of the table keeps a finding per missing key: each is a string its translators missed.
public enum UntranslatedTableGroups {
    /// From this many such findings in a file on (languages times strings), they are one finding; fewer stay one
    /// per string, each worth seeing where it is.
    public static let threshold = 10

    /// `diagnostics` with the `missing-translation` findings of the languages that `coverage` counts with no string
    /// translated replaced, in each file they point into, by one finding at its start naming those languages,
    /// when there are ``threshold`` or more.
    public static func grouped(_ diagnostics: [Diagnostic], coverage: CatalogCoverage) -> [Diagnostic] {
        let untranslated = Set(coverage.languages.filter { $0.role != .source && $0.translated == 0 && $0.needsReview == 0 }
            .map(\.language))
        guard !untranslated.isEmpty else { return diagnostics }
        let missingID = MissingTranslationRule.description.id
        func isMissing(_ diagnostic: Diagnostic) -> Bool {
            diagnostic.ruleID == missingID && diagnostic.key != nil && untranslated.contains(diagnostic.language ?? "")
        }
        let groups = Dictionary(grouping: diagnostics.filter(isMissing)) { $0.location.file }
            .filter { $0.value.count >= threshold }
        guard !groups.isEmpty else { return diagnostics }
        var result = diagnostics.filter { !isMissing($0) || groups[$0.location.file] == nil }
        for (file, group) in groups.sorted(by: { $0.key < $1.key }) {
            let languages = Array(Set(group.compactMap(\.language))).sorted()
            let strings = Set(group.compactMap(\.key)).count
            let named = Self.named(languages)
            var finding = Diagnostic(
                location: SourceLocation(file: file, line: 1, column: 1), severity: group[0].severity, ruleID: missingID,
                message: "\(named) \(languages.count == 1 ? "has" : "have") none of the \(strings) "
                    + "\(strings == 1 ? "string" : "strings") of this table; their users read "
                    + "\(strings == 1 ? "it" : "them") in the source language",
                language: languages.count == 1 ? languages[0] : nil)
            finding.text = "table untranslated in " + languages.joined(separator: ", ")
            result.append(finding)
        }
        return result
    }

    /// Sorted languages as findings name them: `'bg', 'de', 'fr' and 3 more`.
    static func named(_ languages: [String]) -> String {
        languages.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
            + (languages.count > 3 ? " and \(languages.count - 3) more" : "")
    }
}
