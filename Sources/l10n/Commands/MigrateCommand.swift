import Foundation
import L10nCommandLine
import L10nKit

enum MigrateCommand: Command {
    static let configuration = CommandConfiguration(
        name: "migrate",
        abstract: "Turn .strings and .stringsdict tables into String Catalogs, as Xcode's \"Migrate to String Catalog\" does.",
        discussion: """
            Each table under the paths (default: the configured catalogs and sources, else the current folder) — \
            every file of one name across the .lproj folders of one folder — becomes <folder>/<Table>.xcstrings \
            beside them, in Xcode's canonical layout: every key and language, values 'translated', the development \
            language's comments, .stringsdict plurals as plural variations (substitutions where a format has \
            several variables or text around one), device rules as device variations; InfoPlist.strings becomes \
            InfoPlist.xcstrings. A key the Swift code uses gets no extractionState (Xcode extracts it); any other \
            key is 'migrated'. An existing <Table>.xcstrings is merged into: its entries win where both have a \
            value, and each disagreement is listed. Nothing is dropped: keys only a translation has, a key in both \
            a .strings and a .stringsdict file, values whose format specifiers differ from the source's are kept \
            and listed as warnings with their path:line:column.

            The summary goes to standard output. --dry-run writes nothing. Without --remove-originals the legacy \
            files stay, so the change can be reviewed first. Exit status: 0 migrated (warnings do not fail it), 2 \
            a file could not be read or written (nothing is written when a file cannot be read).
            """,
        arguments: [
            .flag("--dry-run", help: "Print the summary (tables, keys, languages, variations, warnings); write nothing."),
            .flag("--remove-originals", help: "Delete each table's .strings and .stringsdict files once its catalog is written."),
            .option("--config", valueName: "file", help: "The configuration file to use instead of looking for .l10n.json."),
            .positional("path", help: "A folder to search for tables.", repeating: true),
        ]
    )

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
        let cwd = FileManager.default.currentDirectoryPath
        guard let settings = ConfigurationOption.load(arguments, cwd: cwd, console: console) else { return .failure }
        let request = CheckRequest(paths: arguments.positionals, configuration: settings, currentDirectory: cwd)
        let migration = Migration.plan(request)
        if !migration.failures.isEmpty {
            for failure in migration.failures { console.err(failure + "\n") }
            return .failure
        }
        if migration.tables.isEmpty {
            console.err("warning: no .strings or .stringsdict tables found\n")
            return .success
        }
        let dryRun = arguments.flag("--dry-run")
        if !dryRun {
            do {
                try migration.apply(removingOriginals: arguments.flag("--remove-originals"), currentDirectory: cwd)
            } catch {
                console.err("error: \(error)\n")
                return .failure
            }
        }
        console.out(migration.summary(dryRun: dryRun))
        return .success
    }
}
