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
        func isMissing(_ diagnostic: Diagnostic) -> Bool {
            diagnostic.ruleID == missingID && diagnostic.message.hasPrefix("missing '")
                && diagnostic.message.containsBytes("' translation for '")
        }
        return KeyLanguageGroups.grouped(diagnostics, threshold: threshold, member: isMissing) { first, key, languages in
            var finding = Diagnostic(
                location: first.location, severity: first.severity, ruleID: missingID,
                message: "\(UntranslatedTableGroups.named(languages)) have no translation for '\(key)'; their users read "
                    + "it in the source language",
                key: key)
            finding.text = textPrefix + languages.joined(separator: ", ")
            return finding
        }
    }

    /// What a grouped finding's text starts with, before its languages (`untranslated in de, fr, ja`).
    static let textPrefix = "untranslated in "

    /// The languages a grouped finding names, read back from its text; empty for any other finding.
    ///
    ///     UntranslatedKeyGroups.languages(of: finding)   // ["de", "fr", "ja"] for `untranslated in de, fr, ja`
    static func languages(of diagnostic: Diagnostic) -> [String] {
        guard let text = diagnostic.text, text.hasPrefix(textPrefix) else { return [] }
        return text.dropFirst(textPrefix.count).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
