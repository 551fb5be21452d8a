import L10nDiagnostics
import L10nSourceParsing

/// One key that several required languages lack is one finding, not one `missing-translation` per language: the
/// string was added after the last translation round, or the key is a leftover the other tables dropped (OctoPod's
/// Intents key, missing in twelve languages), one decision for the team either way; the finding names the languages.
///
///     UntranslatedKeyGroups.grouped(findings)
///     // Localizable.strings:12:1: error: 'bg', 'de', 'et' and 3 more have no translation for 'scan.button'; their
///     //   users read it in the source language [missing-translation]
///
/// A key that one or two languages lack keeps a finding per language.
public enum UntranslatedKeyGroups {
    /// From this many languages lacking one key on, they are one finding.
    public static let threshold = 3

    /// `diagnostics` with the `missing-translation` findings of one key in one catalog or table, in ``threshold`` or
    /// more languages, replaced by one finding where the first of them in report order stood.
    public static func grouped(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let missingID = MissingTranslationRule.description.id
        // A catalog's entry, or a table's key in all its `xx.lproj` copies (an Interface Builder table's object ids:
        // Lockwise's 'Delete Login' button, in no language's `ItemDetail.strings`).
        struct Place: Hashable { var table: String; var key: String }
        func place(of diagnostic: Diagnostic) -> Place? {
            guard diagnostic.ruleID == missingID, let key = diagnostic.key, diagnostic.language != nil,
                diagnostic.message.hasPrefix("missing '"), diagnostic.message.containsBytes("' translation for '")
            else { return nil }
            return Place(table: SourceCopyGroups.tableIdentity(diagnostic.location.file), key: key)
        }
        var languages: [Place: [String]] = [:]
        for diagnostic in diagnostics {
            if let place = place(of: diagnostic) { languages[place, default: []].append(diagnostic.language!) }
        }
        languages = languages.filter { $0.value.count >= threshold }
        guard !languages.isEmpty else { return diagnostics }
        // Each group stands where its first finding in report order stood.
        var first: [Place: Diagnostic] = [:]
        for diagnostic in diagnostics {
            guard let place = place(of: diagnostic), languages[place] != nil else { continue }
            if let known = first[place], !Diagnostic.reportOrder(diagnostic, known) { continue }
            first[place] = diagnostic
        }
        var result: [Diagnostic] = []
        var written = Set<Place>()
        for listed in diagnostics {
            guard let place = place(of: listed), let lacking = languages[place], let diagnostic = first[place] else {
                result.append(listed)
                continue
            }
            guard written.insert(place).inserted else { continue }
            let sorted = lacking.sorted()
            let named = UntranslatedTableGroups.named(sorted)
            var finding = Diagnostic(
                location: diagnostic.location, severity: diagnostic.severity, ruleID: missingID,
                message: "\(named) have no translation for '\(place.key)'; their users read it in the source language",
                key: place.key)
            finding.text = "untranslated in " + sorted.joined(separator: ", ")
            result.append(finding)
        }
        return result
    }
}
