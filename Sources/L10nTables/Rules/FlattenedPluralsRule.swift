import Foundation
import L10nDiagnostics

/// `flattened-plurals`: a language's plural translations written into a `.strings` file as entries keyed by
/// paths into a `.stringsdict` (``FlattenedPluralKey``), which Foundation never looks up. Not a per-entry catalog
/// rule: ``CheckRun`` reports it once per language and table, at the first flattened line; the keys themselves
/// get no finding (they are read back as the plurals they were cut from, which is what `l10n migrate` writes).
/// Its examples are tables, each file as a line `PATH:` followed by its text (`↓` marks where a finding must be);
/// `TableRuleExampleTests` writes them to disk and checks them.
public enum FlattenedPluralsRule {
    public static let description = RuleDescription(
        id: "flattened-plurals", name: "Flattened Plurals", defaultSeverity: .error,
        summary: "A language's plural translations flattened into a .strings file, where Foundation never uses them.",
        rationale: """
            Xcode's XLIFF names each string of a .stringsdict by a path ('/%lld files:dict/files:dict/one:dict/:string'). \
            A translation platform that brings the XLIFF back for a language without a .stringsdict writes those \
            paths as keys into the language's Localizable.strings. Foundation looks up '%lld files', \
            never the paths: the translator's plurals are never shown, and the language falls back to the \
            untranslated text. One finding per language and table; the flattened keys are read back as the plural \
            variations they were cut from (coverage counts them, no rule judges them one by one), and \
            'l10n migrate' writes them into the catalog as such. Fix the platform's export (give the language a \
            .stringsdict) or migrate the table.
            """,
        triggeringExamples: [
            """
            en.lproj/Localizable.stringsdict:
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>%lld file(s) selected</key>
            \t<dict>
            \t\t<key>NSStringLocalizedFormatKey</key>
            \t\t<string>%#@files@</string>
            \t\t<key>files</key>
            \t\t<dict>
            \t\t\t<key>NSStringFormatSpecTypeKey</key>
            \t\t\t<string>NSStringPluralRuleType</string>
            \t\t\t<key>NSStringFormatValueTypeKey</key>
            \t\t\t<string>lld</string>
            \t\t\t<key>one</key>
            \t\t\t<string>%lld file selected</string>
            \t\t\t<key>other</key>
            \t\t\t<string>%lld files selected</string>
            \t\t</dict>
            \t</dict>
            </dict>
            </plist>
            de.lproj/Localizable.strings:
            "Cancel" = "Abbrechen";
            ↓"/%lld file(s) selected:dict/files:dict/one" = "%lld Datei ausgewählt";
            "/%lld file(s) selected:dict/files:dict/other" = "%lld Dateien ausgewählt";
            """,
        ],
        nonTriggeringExamples: [
            """
            en.lproj/Localizable.strings:
            "Cancel" = "Cancel";
            de.lproj/Localizable.strings:
            "Cancel" = "Abbrechen";
            de.lproj/Localizable.stringsdict:
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>%lld file(s) selected</key>
            \t<dict>
            \t\t<key>NSStringLocalizedFormatKey</key>
            \t\t<string>%#@files@</string>
            \t\t<key>files</key>
            \t\t<dict>
            \t\t\t<key>NSStringFormatSpecTypeKey</key>
            \t\t\t<string>NSStringPluralRuleType</string>
            \t\t\t<key>one</key>
            \t\t\t<string>%lld Datei ausgewählt</string>
            \t\t\t<key>other</key>
            \t\t\t<string>%lld Dateien ausgewählt</string>
            \t\t</dict>
            \t</dict>
            </dict>
            </plist>
            """,
        ])

    /// The finding for one language's flattened plurals in `table`.
    package static func finding(_ found: FlattenedPluralsFound) -> Diagnostic {
        let fileName = (found.file as NSString).lastPathComponent
        let count = found.keys.count
        let keys = found.keys.prefix(2).map { "'\($0)'" }.joined(separator: ", ") + (count > 2 ? ", …" : "")
        return Diagnostic(
            location: SourceLocation(file: found.file, line: found.position.line, column: found.position.column),
            severity: description.defaultSeverity, ruleID: description.id,
            message: "the plural translations for '\(found.language)' are flattened into \(fileName) and never used "
                + "(\(counted(count, "key")): \(keys)); give '\(found.language)' a .stringsdict "
                + "or run 'l10n migrate'",
            language: found.language)
    }
}
