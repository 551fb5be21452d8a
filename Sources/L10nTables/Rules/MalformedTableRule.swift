import L10nDiagnostics

/// `malformed-table`: a `.strings` or `.stringsdict` entry or file that Foundation does not load (a
/// ``TableProblem``). Not a per-entry catalog rule: ``CheckRun`` reports each problem the conversion of a table
/// found, where it stands, and checks the rest. Its examples are tables, each file as a line `PATH:` followed by
/// its text (`↓` marks where a finding must be); `TableRuleExampleTests` writes them to disk and checks them.
public enum MalformedTableRule {
    public static let description = RuleDescription(
        id: "malformed-table", name: "Malformed Table", defaultSeverity: .error,
        summary: "A .strings or .stringsdict entry or file that Foundation does not load.",
        rationale: """
            Foundation reads a table with CFPropertyList and gives up quietly: a .stringsdict entry without \
            'NSStringLocalizedFormatKey' (or with a value of the wrong type) is ignored, so the key shows \
            untranslated; a stray character between two entries of a .strings file ('"a" = "b";=') ends the file \
            there without an error, so every entry after it is lost; a file it cannot parse (a missing ';', an \
            unescaped quote) loads nothing, and Xcode's build fails to copy it. l10n reports each at its place and \
            checks the rest of the table and project as if the mistake were fixed (the entries after a stray \
            character included), so one fix clears one finding. A file whose bytes cannot be read at all still \
            stops the check (exit status 2).
            """,
        triggeringExamples: [
            """
            en.lproj/Localizable.strings:
            "Import Drive…" = "Import Drive…";
            "New Drive…" = "New Drive…";
            "Clone" = "Clone";
            fr.lproj/Localizable.strings:
            "Import Drive…" = "Importer un lecteur…";
            "New Drive…" = "Nouveau lecteur…";↓=
            "Clone" = "Cloner";
            """,
            """
            en.lproj/Localizable.strings:
            "Latest" = "Latest";
            hi.lproj/Localizable.stringsdict:
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t↓<key>NumberOfUpdatesAvailable</key>
            \t<dict>
            \t\t<key>value</key>
            \t\t<dict>
            \t\t\t<key>NSStringFormatSpecTypeKey</key>
            \t\t\t<string>NSStringPluralRuleType</string>
            \t\t\t<key>one</key>
            \t\t\t<string>%d उपलब्ध अद्यतन</string>
            \t\t\t<key>other</key>
            \t\t\t<string>%d अद्यतन उपलब्ध</string>
            \t\t</dict>
            \t</dict>
            </dict>
            </plist>
            """,
            """
            en.lproj/Localizable.strings:
            "Settings" = "Settings";
            "Done" = "Done";
            de.lproj/Localizable.strings:
            "Settings" = "Einstellungen"↓
            "Done" = "Fertig";
            """,
        ],
        nonTriggeringExamples: [
            """
            en.lproj/Localizable.strings:
            /* The button */
            "New Drive…" = "New Drive…"; // a comment after an entry is no stray character
            "Clone";
            fr.lproj/Localizable.strings:
            "New Drive…" = "Nouveau lecteur…";
            "Clone" = "Cloner";
            """,
            """
            en.lproj/Localizable.strings:
            "Settings" = "Settings";
            qqq.lproj/Localizable.strings:
            "Settings" = "Title of the settings screen"
            """,
        ])

    /// The finding for one problem, at its place.
    package static func finding(_ problem: TableProblem) -> Diagnostic {
        var key: String?
        if case .ignoredEntry(let name) = problem.kind { key = name }
        return Diagnostic(
            location: SourceLocation(file: problem.file, line: problem.position.line, column: problem.position.column),
            severity: description.defaultSeverity, ruleID: description.id, message: problem.message, key: key)
    }
}
