import Foundation
import L10nCatalogChecks
import L10nCommandLine
import L10nExchange
import L10nFiles
import L10nTables
import L10nWorkflow
import XCStrings

/// `l10n extract`: exports what a language still needs for translators (XLIFF, CSV, JSON), or adds the keys the
/// Swift sources use to a catalog.
enum ExtractCommand: Command {
    static let configuration = CommandConfiguration(
        name: "extract",
        abstract: "Export what a language still needs, or pull new keys out of Swift sources.",
        discussion: """
            EXPORT (--language): selects, in each catalog, every string the language still needs: no \
            translation, an empty one, state 'new' or 'needs_review', and each plural, device or substitution \
            case the language needs but lacks (the plural categories Xcode creates for the target language: \
            Russian needs one, few, many and other even when English has one and other). Each unit carries the \
            key, the source text (the source case that best matches: English 'other' for a Russian 'few'), the \
            comment, and the current translation and state if any, with what 'l10n check' says about that \
            translation (whitespace, punctuation, brackets, numbers, a copy of the source, a length limit, the \
            glossary: an XLIFF <note from="l10n">, after the comment in CSV and JSON). --all exports everything, as Xcode's \
            export does, stale keys included; keys with shouldTranslate false only then and only in XLIFF \
            (translate="no", never work). The XLIFF of --all is Xcode's own, byte for byte but for the <tool> \
            line: same units, order, states, notes and escaping, App Shortcuts string sets included (CSV and \
            JSON leave them out). The source language exports as Xcode's development language: every string \
            as its own target, state 'new' where not yet reviewed. Catalogs are found as \
            'l10n check' finds them: the paths given (files or folders, searched recursively), else the \
            configuration's 'catalogs', else the current folder. The file goes to standard \
            output or --output; a summary (units and words to translate) goes to standard error. Exit status 0 \
            also when there is work to do ('l10n check' is the gate); 2 on bad input.

            FROM SOURCES (--from-sources): reads the Swift files under the folders given (else the \
            configuration's 'sources'; 'exclude' globs apply) and finds \
            String(localized:), LocalizedStringResource, NSLocalizedString and SwiftUI Text("key")-style \
            references. Keys the catalog lacks are added with their comment; with a default value as Xcode \
            does (extractionState 'extracted_with_value', the value in the source language, state 'new'). \
            Keys no source uses that were extracted from code become 'stale' (never deleted); 'manual' keys \
            are left alone. Test files and references to other tables are ignored. The catalog is written \
            atomically, only the changed entries touched, in its own layout (Xcode's, or the one the tool \
            that wrote it uses: see docs/writes.md); changes are listed on standard output. --dry-run lists them \
            and writes nothing. --check is the CI gate: it writes nothing either, and exits 1 when the catalog \
            would change (keys to add, to mark stale, to revive, comments or default values to update), 0 when \
            it is in sync with the code.

            EXAMPLES:
              l10n extract --language es --output es.xliff
              l10n extract --language ru --format csv --output ru.csv App/Localizable.xcstrings
              l10n extract --from-sources Sources --catalog Resources/Localizable.xcstrings --dry-run
              l10n extract --from-sources Sources --catalog Resources/Localizable.xcstrings --check
            """,
        arguments: [
            .option("--language", valueName: "language", help: "The language to export, e.g. es, pt-BR, zh-Hans."),
            .option("--format", valueName: "format", help: "xliff (default), csv or json."),
            .option("-o", "--output", valueName: "path", help: "Write the export here instead of standard output."),
            .flag("--all", help: "Export every string, as Xcode's export does, not only those that need work."),
            .flag("--from-sources", help: "Add the keys the Swift files under the folders use to --catalog."),
            .option("--catalog", valueName: "catalog", help: "The catalog --from-sources updates."),
            .flag("--dry-run", help: "With --from-sources: list the changes, write nothing."),
            .flag(
                "--check",
                help: "With --from-sources: list the changes, write nothing, exit 1 if the catalog would change."),
            .option(
                "--config", valueName: "file",
                help: "The configuration file to use instead of looking for .l10n.json."),
            .positional(
                "path", help: "Catalogs or folders to export from; with --from-sources, the source folders.",
                repeating: true),
        ],
        usages: [
            "--language <language> [--format <format>] [--output <path>] [--all] [--config <file>] [<path> ...]",
            "--from-sources [<folder> ...] --catalog <catalog> [--dry-run | --check] [--config <file>]",
        ]
    )

    static var usage: String { HelpFormatter.usage(for: configuration, commandPath: "l10n extract") }

    /// Exit status 2 with the message and the usage.
    static func usageError(_ message: String, _ console: Console) -> ExitStatus {
        RootCommand.usageError(message, usage: usage, console: console)
    }

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
        let cwd = FileManager.default.currentDirectoryPath
        guard let settings = ConfigurationOption.load(arguments, cwd: cwd, console: console) else { return .failure }
        if arguments.flag("--from-sources") {
            return runFromSources(arguments, settings: settings, cwd: cwd, console: console)
        }
        return runExport(arguments, settings: settings, cwd: cwd, console: console)
    }

    // MARK: Export

    static func runExport(_ arguments: ParsedArguments, settings: L10nConfiguration, cwd: String, console: Console)
        -> ExitStatus
    {
        for name in ["--catalog"] where arguments.value(name) != nil {
            return usageError("'\(name)' needs '--from-sources'", console)
        }
        for flag in ["--dry-run", "--check"] where arguments.flag(flag) {
            return usageError("'\(flag)' needs '--from-sources'", console)
        }
        guard let language = arguments.value("--language") else {
            return usageError("missing '--language <language>' (or '--from-sources <folder>')", console)
        }
        guard LanguageCode.isValid(language) else {
            return usageError(
                "invalid language '\(language)': expected a code like 'es', 'pt-BR' or 'zh-Hans'", console)
        }
        let formatName = arguments.value("--format") ?? ExportFormat.xliff.rawValue
        guard let format = ExportFormat(rawValue: formatName) else {
            return usageError("unknown format '\(formatName)': expected 'xliff', 'csv' or 'json'", console)
        }
        if let output = arguments.value("--output"), output.hasSuffix(".xcstrings") {
            return usageError(
                "'--output \(output)' would overwrite a String Catalog with the export; "
                    + "name the file .\(format.rawValue)", console)
        }
        let includeAll = arguments.flag("--all")
        let files: [String]
        let request = CheckRequest(paths: arguments.positionals, configuration: settings, currentDirectory: cwd)
        do {
            files = try CheckRun.catalogFiles(for: request)
        } catch {
            console.err("\(error)\n")
            return .failure
        }
        var selector = ExportSelector(language: language, includeAll: includeAll, includeXLIFFOnlyUnits: format == .xliff)
        // A translation that is its source unchanged is still to translate, as coverage counts it.
        selector.copies = SourceCopies(configuration: settings)
        // --all is Xcode's export, byte for byte: the findings ride only with the strings that need work.
        if !includeAll { selector.checks = TranslationChecks(configuration: settings) }
        // Legacy tables (.strings/.stringsdict) export as their catalogs would; Interface Builder documents as
        // Xcode exports them (under the document's path), a document's catalog with the strings it lacks yet.
        let legacy = CheckRun.legacyCatalogs(for: request, catalogFiles: files)
        // Every text ibtool exports, as Xcode's export hands it (and coverage counts it), code-set ones too.
        let documents = CheckRun.interfaceBuilder(legacy.interfaceBuilder, request: request, shownOnly: false)
        var documentCatalogs: [String: InterfaceBuilderDocument] = [:]
        for file in files {
            if let document = documents.documentsByCatalog[PathDisplay.absolute(file, from: cwd)] {
                documentCatalogs[file] = document
            }
        }
        var run = ExportRun.collect(files: files, selector: selector, documents: documentCatalogs)
        run.glossary = settings.glossary
        run.errors += documents.failures
        run.add(legacy.converted, selector: selector)
        run.add(documents.converted, selector: selector)
        if !run.errors.isEmpty {
            for error in run.errors { console.err("\(error)\n") }
            return .failure
        }
        if run.files.isEmpty {
            let paths = arguments.positionals.isEmpty ? ["."] : arguments.positionals
            console.err(
                "warning: no String Catalogs (.xcstrings) found in "
                    + paths.map { "'\($0)'" }.joined(separator: ", ") + "\n")
        }
        let document = run.document(format: format, toolVersion: RootCommand.version)
        if let output = arguments.value("--output"), output != "-" {
            do {
                try ExportOutput.write(document.bytes, to: output)
            } catch {
                console.err("\(error)\n")
                return .failure
            }
        } else {
            console.outBytes(document.bytes)
        }
        for warning in document.warnings { console.err(warning + "\n") }
        console.err(run.summary(language: language, includeAll: includeAll))
        return .success
    }

    // MARK: From sources

    static func runFromSources(
        _ arguments: ParsedArguments, settings: L10nConfiguration, cwd: String, console: Console
    ) -> ExitStatus {
        for name in ["--language", "--format", "--output"] where arguments.value(name) != nil {
            return usageError("'\(name)' cannot be used with '--from-sources'", console)
        }
        if arguments.flag("--all") {
            return usageError("'--all' cannot be used with '--from-sources'", console)
        }
        var folders = arguments.positionals
        if folders.isEmpty {
            let base = settings.baseDirectory ?? cwd
            folders = settings.sources.map { source in
                let url = source.hasPrefix("/")
                    ? URL(fileURLWithPath: source) : URL(fileURLWithPath: base).appendingPathComponent(source)
                return CheckCommand.display(url.standardizedFileURL.path, cwd)
            }
        }
        let check = arguments.flag("--check")
        let mode: SourceExtraction.Plan.Mode = check ? .check : arguments.flag("--dry-run") ? .dryRun : .write
        guard let catalogPath = arguments.value("--catalog") else {
            // No catalog: every Interface Builder document under the folders, with its catalog or table.
            return runDocumentSync(
                folders: folders.isEmpty ? ["."] : folders, catalog: nil, settings: settings, cwd: cwd, mode: mode,
                console: console)
        }
        if let source = CheckRun.interfaceBuilderSource(for: catalogPath, configuration: settings, currentDirectory: cwd),
            case .catalog = source.localization
        {
            return runDocumentSync(
                folders: folders, catalog: source, settings: settings, cwd: cwd, mode: mode, console: console)
        }
        guard !folders.isEmpty else {
            return usageError("'--from-sources' needs source folders (arguments, or 'sources' in .l10n.json)", console)
        }
        let plan: SourceExtraction.Plan
        do {
            plan = try SourceExtraction.plan(
                folders: folders, catalogPath: catalogPath, exclude: settings.exclude,
                excludeBase: settings.baseDirectory, englishKeys: settings.englishKeys)
        } catch {
            console.err("\(error)\n")
            return .failure
        }
        for line in plan.notes { console.err(line + "\n") }
        for change in plan.changes { console.out(change.description + "\n") }
        let dryRun = arguments.flag("--dry-run") || check
        if !dryRun {
            do {
                try SourceExtraction.apply(plan)
            } catch {
                console.err("\(error)\n")
                return .failure
            }
        }
        console.err(plan.summary(check ? .check : dryRun ? .dryRun : .write))
        return check && !plan.changes.isEmpty ? .findings : .success
    }

    /// `--from-sources` for Interface Builder documents: `catalog`'s document (with the code's keys of its table,
    /// from the Swift files under `folders`), or, without one, every document under `folders` with its catalog or
    /// its development-language table.
    static func runDocumentSync(
        folders: [String], catalog: InterfaceBuilderSource?, settings: L10nConfiguration, cwd: String,
        mode: SourceExtraction.Plan.Mode, console: Console
    ) -> ExitStatus {
        let plans: [InterfaceBuilderSync.Plan]
        do {
            guard let found = try InterfaceBuilderSync.plans(
                folders: folders, catalog: catalog, configuration: settings, currentDirectory: cwd)
            else {
                return usageError(
                    "'--from-sources' needs '--catalog <catalog>' (no Interface Builder document under "
                        + folders.map { "'\($0)'" }.joined(separator: ", ") + ")", console)
            }
            plans = found
        } catch {
            console.err("\(error)\n")
            return .failure
        }
        var changed = false
        for plan in plans {
            for change in plan.changes { console.out(change.description + "\n") }
            if mode == .write {
                do {
                    try InterfaceBuilderSync.apply(plan, currentDirectory: cwd)
                } catch {
                    console.err("\(error)\n")
                    return .failure
                }
            }
            changed = changed || plan.changesFile
            console.err(plan.summary(mode))
        }
        if plans.isEmpty {
            console.err("no Interface Builder document with a catalog or a development-language table: nothing to update\n")
        }
        return mode == .check && changed ? .findings : .success
    }
}
