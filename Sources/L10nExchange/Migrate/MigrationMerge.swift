import L10nDiagnostics
import L10nTables
import XCStrings

/// Merges a migrated table into the `<Table>.xcstrings` already there: the catalog's entries win. A key only the
/// tables have is added; a language only the tables have is added to the catalog's entry; a comment only the
/// tables have is added. Where both have a value and they differ, the catalog's is kept and the disagreement is
/// listed, at the legacy value's place:
///
///     App/de.lproj/Localizable.strings:4:1: warning: 'done' (de): the catalog has 'Erledigt', the table 'Fertig'; the catalog's value is kept [catalog-disagrees]
public enum MigrationMerge {
    public static let ruleID = "catalog-disagrees"

    public static func merge(
        migrated: StringCatalog, into existing: StringCatalog, catalogPath: String, sourceMap: LegacySourceMap
    ) -> (catalog: StringCatalog, disagreements: [Diagnostic]) {
        var catalog = existing
        var disagreements: [Diagnostic] = []
        func disagree(_ key: String, _ language: String?, _ position: SourcePosition, _ message: String) {
            let found = sourceMap.location(key: key, language: language, position: position)
            disagreements.append(Diagnostic(
                location: SourceLocation(file: found.file, line: found.position.line, column: found.position.column),
                severity: .warning, ruleID: ruleID, message: message, key: key, language: language))
        }
        if migrated.sourceLanguage != existing.sourceLanguage {
            disagree(
                migrated.entries.keys.first ?? "", migrated.sourceLanguage, .unknown,
                "the tables' development language is '\(migrated.sourceLanguage)', the catalog's "
                    + "'\(existing.sourceLanguage)'; the catalog's is kept")
        }
        for (key, entry) in migrated.entries {
            guard var kept = catalog.entries[key] else {
                catalog.entries[key] = entry
                continue
            }
            if let comment = entry.comment {
                if let existingComment = kept.comment {
                    if !existingComment.hasSameScalars(as: comment) {
                        disagree(key, migrated.sourceLanguage, entry.commentPosition ?? entry.position,
                                 "'\(key)': the catalog's comment is '\(existingComment)', the table's '\(comment)'; the catalog's is kept")
                    }
                } else {
                    kept.comment = comment
                }
            }
            for (language, localization) in entry.localizations {
                guard let existingLocalization = kept.localizations[language] else {
                    kept.localizations[language] = localization
                    continue
                }
                let theirs = values(existingLocalization)
                let ours = values(localization)
                if theirs.map(\.0) != ours.map(\.0) || !zip(theirs, ours).allSatisfy({ $0.1.hasSameScalars(as: $1.1) }) {
                    disagree(key, language, localization.position,
                             "'\(key)' (\(language)): the catalog has \(describe(theirs)), the table \(describe(ours)); "
                                + "the catalog's value is kept")
                }
            }
            catalog.entries[key] = kept
        }
        return (catalog, disagreements)
    }

    /// The localization's values with their variant paths (`""`, `"plural.one"`, …), states left out.
    static func values(_ localization: Localization) -> [(String, String)] {
        localization.stringUnits.map { ("\($0.path)", $0.unit.value) }
    }

    static func describe(_ values: [(String, String)]) -> String {
        if values.count == 1, values[0].0.isEmpty { return "'\(values[0].1)'" }
        return values.map { "\($0.0.isEmpty ? "" : $0.0 + " ")'\($0.1)'" }.joined(separator: ", ")
    }
}
