import Foundation
import L10nCommandLine
import L10nExchange

/// `l10n migrate`: turns `.strings`/`.stringsdict` tables into String Catalogs as Xcode's "Migrate to String
/// Catalog" does. The work is in L10nExchange's ``Migration``.
enum MigrateCommand: Command {
    static let configuration = CommandConfiguration(
        name: "migrate",
        abstract: "Turn .strings and .stringsdict tables into String Catalogs, as Xcode's migration does.",
        discussion: """
            Finds the legacy tables under the paths given (else the configuration's 'catalogs' and 'sources', \
            else the current folder): every .strings and .stringsdict file of one name across the *.lproj \
            folders of one target is one table (Plurals/en.lproj/Localizable.stringsdict joins \
            en.lproj/Localizable.strings). Each table becomes <folder>/<Table>.xcstrings in the folder holding \
            the .lproj folders, InfoPlist.strings becoming InfoPlist.xcstrings, in Xcode's canonical layout \
            (what 'l10n format' writes). The development language is the nearest package's defaultLocalization or project's developmentRegion, else \
            the configuration's first language, else 'en'.

            Every key of every language is kept, each value 'translated'; the development language's comments; \
            .stringsdict plurals as plural variations, several %#@variables@ as substitutions, device rules as \
            device variations. As Xcode leaves a migrated entry after its build: a key the table's own code \
            uses (Text, String(localized:), NSLocalizedString, LocalizedStringResource; Objective-C \
            NSLocalizedString) has no extractionState, and a development value equal to the key is left out; \
            any other key is 'manual'. Keys only a translation has, values with broken specifiers, keys \
            defined twice, keys in both a .strings and a .stringsdict are kept and listed as warnings with \
            their path:line:column. Settings.bundle and Interface Builder tables are left as they are (noted).

            An existing <Table>.xcstrings is merged into, never overwritten: its entries win, keys and \
            languages it lacks are added, and each value that differs is listed. The summary (tables, keys, \
            languages, plurals, warnings) goes to standard error. --dry-run writes nothing. The legacy files \
            stay unless --remove-originals is given (then they and the .lproj folders they leave empty are \
            deleted); the Xcode project file is not edited: add the catalogs to the target in Xcode. Writes \
            are atomic. A file that cannot be read is 'path:line:column: error: message', exit status 2, and \
            nothing is written.

            EXAMPLES:
              l10n migrate --dry-run
              l10n migrate App
              l10n migrate App --remove-originals
            """,
        arguments: [
            .flag("--dry-run", help: "Print the summary, write nothing."),
            .flag("--remove-originals", help: "Delete the migrated .strings and .stringsdict files."),
            .option(
                "--config", valueName: "file",
                help: "The configuration file to use instead of looking for .l10n.json."),
            .positional("path", help: "Folders to search for legacy tables (default: configured, else '.').", repeating: true),
        ]
    )

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
        let cwd = FileManager.default.currentDirectoryPath
        guard let settings = ConfigurationOption.load(arguments, cwd: cwd, console: console) else { return .failure }
        let dryRun = arguments.flag("--dry-run")
        let removing = arguments.flag("--remove-originals")
        if dryRun && removing {
            return RootCommand.usageError(
                "'--dry-run' writes nothing: it cannot be used with '--remove-originals'",
                usage: HelpFormatter.usage(for: configuration, commandPath: "l10n migrate"), console: console)
        }
        let request = MigrationRequest(paths: arguments.positionals, configuration: settings, currentDirectory: cwd)
        let plan = Migration.plan(request)
        if !plan.errors.isEmpty {
            for error in plan.errors { console.err("\(error)\n") }
            console.err("nothing written\n")
            return .failure
        }
        if !dryRun {
            do {
                try Migration.apply(plan, removingOriginals: removing, currentDirectory: cwd)
            } catch {
                console.err("\(error)\n")
                return .failure
            }
            for table in plan.tables where table.changesFile { console.out(table.catalogPath + "\n") }
        }
        console.err(plan.summary(dryRun: dryRun, removingOriginals: removing))
        return .success
    }
}
