import L10nDiagnostics

/// `half-migrated-table`: a table has both a String Catalog and `.strings`/`.stringsdict` files in one place.
/// Not a per-entry catalog rule: ``CheckRun`` reports it once per table, at the legacy table's first file.
/// Its examples are file layouts, one path a line (`↓` marks the file the finding is at); `HalfMigratedTableRuleTests`
/// writes each layout to disk and checks it.
public enum HalfMigratedTableRule {
    public static let description = RuleDescription(
        id: "half-migrated-table", name: "Half-Migrated Table", defaultSeverity: .warning,
        summary: "A table has both a String Catalog and .strings/.stringsdict files in the same place.",
        rationale: """
            A migration left half done: the catalog and the old files both define the table, so the build has two \
            sources for one table and edits to one are lost in the other. l10n checks the catalog; finish the \
            migration (`l10n migrate`) and delete the old files.
            """,
        triggeringExamples: [
            """
            App/Localizable.xcstrings
            ↓App/en.lproj/Localizable.strings
            App/de.lproj/Localizable.strings
            """,
            """
            App/InfoPlist.xcstrings
            ↓App/Base.lproj/InfoPlist.strings
            """,
        ],
        nonTriggeringExamples: [
            """
            App/Localizable.xcstrings
            App/en.lproj/InfoPlist.strings
            """,
            """
            App/Localizable.xcstrings
            Widget/en.lproj/Localizable.strings
            """,
            // The project names the catalog and not the table (a project file lists what the layout's catalogs
            // are): a file the migration left on disk, which nothing builds.
            """
            App.xcodeproj/project.pbxproj
            App/InfoPlist.xcstrings
            App/Base.lproj/InfoPlist.strings
            """,
        ])

    /// The finding for `table`, whose catalog `catalog` also exists.
    package static func finding(_ table: LegacyTable, catalog: String) -> Diagnostic {
        let file = table.primaryFile.path
        return Diagnostic(
            location: SourceLocation(file: file, line: 1, column: 1), severity: description.defaultSeverity,
            ruleID: description.id,
            message: "table '\(table.name)' is both '\(catalog)' and \(table.files.count) legacy file(s); finish the migration and remove the old files")
    }
}
