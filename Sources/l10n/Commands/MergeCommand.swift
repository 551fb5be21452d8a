import Foundation
import L10nCatalogChecks
import L10nCommandLine
import L10nDiagnostics
import L10nExchange
import L10nFiles
import L10nTables
import L10nWorkflow
import XCStrings

/// The last catalog import's result, kept alive until the process exits (see ``MergeCommand/runImport``).
private let keptUntilExit = Locked<ImportResult?>(nil)

/// `l10n merge`: three-way merge of catalogs (also as a git merge driver), or import of translated files.
enum MergeCommand: Command {
    static let configuration = CommandConfiguration(
        name: "merge",
        abstract: "Bring translations back into a catalog, or merge three versions of a catalog.",
        discussion: """
            THREE-WAY MERGE: merges two versions of a catalog that both started from BASE,
            entry by entry, language by language and, inside a language, plural, device
            and substitution case by case. A change on one side is taken; the same change
            on both sides is taken; different changes to the same place are a conflict:
            ours is kept and 'conflict: ...' lines on standard error name each place. The
            order of an object's members is never a change, and text is compared by
            Unicode scalars, as Xcode compares it ('é' and 'e' + U+0301 differ). The
            result is written in ours' layout (Xcode's, or the one the tool that wrote
            ours uses; only what the merge changed is written again) to --output
            (atomically) or to standard output. A base that is not a valid catalog is left out with a warning: the
            two sides are merged without it (what only one side has is kept, with a
            note; where both hold different values, ours is kept as a conflict). Exit status 0 when clean, 1 when there were conflicts, 2 when a
            file could not be read or a side is not a valid catalog.

            GIT MERGE DRIVER: with --git, the arguments are git's %O %A %B (and optionally
            %P, the path, for messages); the result is written into %A. Enable it with:
              .gitattributes:  *.xcstrings merge=xcstrings
              git config merge.xcstrings.driver "l10n merge --git %O %A %B %P"
            When ours or theirs is not a valid catalog, the driver merges the file line
            by line as git would ('git merge-file': conflict markers where both sides
            changed the same lines), writes that into %A and exits 1. Git 2.44 and later
            can pass its conflict labels too: "... --git %O %A %B %P %S %X %Y".

            IMPORT: with --catalog, reads translated XLIFF (ours and Xcode's, .xcloc
            folders too), CSV or JSON units and writes each translated unit into the
            catalog: its value, and its state when the file gives translated,
            needs_review or machine_translated (else translated when the value changed).
            Plural, device and substitution cases are created from the unit's id. Only the
            imported language's strings change. Every unit is checked first: format
            arguments unlike the source's (format-specifier-mismatch), another language
            than --language (language-mismatch), a variant the catalog cannot hold
            (invalid-variant) or a second, different unit for one place (duplicate-unit)
            are rejected as 'file:line:column: error: ...'; keys the catalog lacks
            (unknown-key), keys not to translate (and translate="no" units with a target)
            and other catalogs' units are skipped with a warning; untranslated units
            (no target, an empty one not marked translated, Xcode's 'new' placeholder)
            are skipped. App Shortcuts string sets come back into 'stringSet'; an empty
            target marked translated is imported as an empty translation, as Xcode does.
            The rest is applied, changing only those entries and keeping the catalog's
            layout (Xcode's, or another tool's: docs/writes.md). A CSV file
            needs --language. --dry-run lists the changes and writes nothing. Exit status
            0 when everything applied, 1 when some units were rejected, 2 when a file
            could not be read (nothing is written then).

            EXAMPLES:
              l10n merge --base base.xcstrings --ours mine.xcstrings \\
                         --theirs other.xcstrings --output merged.xcstrings
              l10n merge --catalog Localizable.xcstrings es.xliff
              l10n merge --catalog Localizable.xcstrings --language fr --dry-run fr.csv
            """,
        arguments: [
            .option("--base", valueName: "file", help: "The common ancestor of the two versions."),
            .option("--ours", valueName: "file", help: "Our version (kept where both sides conflict)."),
            .option("--theirs", valueName: "file", help: "Their version."),
            .option(
                "--output", valueName: "file", help: "Where to write the merged catalog (default: standard output)."),
            .flag(
                "--git", help: "Run as git's merge driver: arguments %O %A %B [%P [%S %X %Y]]; the result goes into %A."),
            .option("--catalog", valueName: "file", help: "The catalog to import translations into."),
            .option(
                "--language", valueName: "language",
                help: "The language to import (a CSV file needs it); units for another are rejected."),
            .flag("--dry-run", help: "Import: write nothing; print what would change."),
            .option("--config", valueName: "file", help: "Import: the configuration file to use instead of looking for .l10n.json."),
            .positional(
                "file", help: "Translated files to import (or, with --git, %O %A %B [%P [%S %X %Y]]).",
                repeating: true),
        ],
        usages: [
            "--base <file> --ours <file> --theirs <file> [--output <file>]",
            "--git <base> <ours> <theirs> [<path> [<base-label> <ours-label> <theirs-label>]]",
            "--catalog <file> [--language <language>] [--dry-run] [--config <file>] <file> ...",
        ]
    )

    static var usage: String { HelpFormatter.usage(for: configuration, commandPath: "l10n merge") }

    /// The conflict labels git 2.44 and later pass as %S %X %Y (the 5th to 7th arguments); an older git passes
    /// them unexpanded (`%S`), and then the labels are `base`, `ours` and `theirs`.
    static func gitLabels(_ arguments: [String]) -> GitLineMerge.Labels {
        var labels = GitLineMerge.Labels()
        guard arguments.count == 7 else { return labels }
        if arguments[4] != "%S" { labels.base = arguments[4] }
        if arguments[5] != "%X" { labels.ours = arguments[5] }
        if arguments[6] != "%Y" { labels.theirs = arguments[6] }
        return labels
    }

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
        let threeWay = ["--base", "--ours", "--theirs", "--output"].filter { arguments.value($0) != nil }
        let importing = ["--catalog", "--language"].filter { arguments.value($0) != nil }
            + (arguments.flag("--dry-run") ? ["--dry-run"] : [])
        if arguments.flag("--git") {
            if let other = (threeWay + importing).first {
                return RootCommand.usageError("'--git' cannot be used with '\(other)'", usage: usage, console: console)
            }
            guard [3, 4, 7].contains(arguments.positionals.count) else {
                return RootCommand.usageError(
                    "'--git' takes git's %O %A %B [%P [%S %X %Y]] (\(arguments.positionals.count) given)",
                    usage: usage, console: console)
            }
            let files = arguments.positionals
            return runThreeWay(
                base: files[0], ours: files[1], theirs: files[2], output: files[1],
                label: files.count >= 4 ? files[3] : nil, git: gitLabels(files), console: console)
        }
        if !threeWay.isEmpty {
            if let other = importing.first {
                return RootCommand.usageError(
                    "'\(other)' cannot be used with '\(threeWay[0])'", usage: usage, console: console)
            }
            for name in ["--base", "--ours", "--theirs"] where arguments.value(name) == nil {
                return RootCommand.usageError("missing '\(name) <file>'", usage: usage, console: console)
            }
            if let extra = arguments.positionals.first {
                return RootCommand.usageError("unexpected argument '\(extra)'", usage: usage, console: console)
            }
            return runThreeWay(
                base: arguments.value("--base")!, ours: arguments.value("--ours")!,
                theirs: arguments.value("--theirs")!, output: arguments.value("--output"),
                label: arguments.value("--output"), console: console)
        }
        if let catalog = arguments.value("--catalog") {
            let cwd = FileManager.default.currentDirectoryPath
            if InterfaceBuilderDocument.isDocument(catalog) || catalog.hasSuffix(".strings") {
                guard let settings = ConfigurationOption.load(arguments, cwd: cwd, console: console) else { return .failure }
                if let source = CheckRun.interfaceBuilderSource(for: catalog, configuration: settings, currentDirectory: cwd) {
                    return runDocumentImport(
                        source, files: arguments.positionals, language: arguments.value("--language"),
                        dryRun: arguments.flag("--dry-run"), checks: TranslationChecks(configuration: settings),
                        cwd: cwd, console: console)
                }
                if InterfaceBuilderDocument.isDocument(catalog) {
                    console.err("\(catalog): error: not an Interface Builder document l10n can find\n")
                    return .failure
                }
            }
            if catalog.hasSuffix(".strings") || catalog.hasSuffix(".stringsdict") {
                // Writing stays with catalogs: a legacy table is read everywhere but never written.
                console.err(
                    "\(catalog): error: l10n writes translations into String Catalogs only; migrate this table first "
                        + "('l10n migrate'), then merge into its .xcstrings\n")
                return .failure
            }
            guard let settings = ConfigurationOption.load(arguments, cwd: cwd, console: console) else { return .failure }
            return runImport(
                catalog: catalog, files: arguments.positionals, language: arguments.value("--language"),
                dryRun: arguments.flag("--dry-run"), checks: TranslationChecks(configuration: settings), console: console)
        }
        return RootCommand.usageError(
            "give '--base', '--ours' and '--theirs', or '--git', or '--catalog'", usage: usage, console: console)
    }

    /// Three-way merge; `output` nil writes to standard output; `label` names the written file in conflict lines
    /// (git's %P, or --output), with the line and column of each conflict's kept value. `git` is set for the git
    /// driver: then %O, %A and %B are git's temporary files, messages name `label` instead, and a side that is not
    /// a valid catalog is merged line by line as git would (see ``runLineMerge``).
    static func runThreeWay(
        base: String, ours: String, theirs: String, output: String?, label: String?, git: GitLineMerge.Labels? = nil,
        console: Console
    ) -> ExitStatus {
        let merged: ThreeWayMergeFiles.Output
        do {
            merged = try ThreeWayMergeFiles.merge(base: base, ours: ours, theirs: theirs)
        } catch {
            guard let git else {
                console.err("\(error)\n")
                return .failure
            }
            guard error.isMalformed else {
                console.err("\(label ?? ours): error: cannot read \(error.version): \(error.error.message)\n")
                return .failure
            }
            return runLineMerge(
                base: base, ours: ours, theirs: theirs, labels: git, malformed: error, label: label ?? ours,
                console: console)
        }
        if let problem = merged.malformedBase {
            let consequence =
                "merged the two sides without it: what only one side has is kept; where they hold different values, "
                + "ours is kept as a conflict"
            if git != nil {
                console.err(
                    "\(label ?? ours): warning: the merge base is not a valid catalog "
                        + "(\(problem.position): \(problem.message)); \(consequence)\n")
            } else {
                console.err(
                    "\(problem.file):\(problem.position): warning: \(problem.message); the merge base is not a valid "
                        + "catalog: \(consequence)\n")
            }
        }
        // Conflicts name the place in the written file (git's %P, or --output) when there is one.
        let prefix = label.map { "\($0): " } ?? ""
        let positions = label == nil ? [] : merged.result.conflictPositions(in: merged.bytes)
        for (index, conflict) in merged.result.conflicts.enumerated() {
            if let label, let position = positions[index] {
                console.err("\(label):\(position.line):\(position.column): \(conflict)\n")
            } else {
                console.err("\(prefix)\(conflict)\n")
            }
        }
        let kept = merged.result.keptFromOneSide
        let keptPositions = label == nil ? [] : merged.result.positions(of: kept, in: merged.bytes)
        for (index, place) in kept.enumerated() {
            if let label, let position = keptPositions[index] {
                console.err("\(label):\(position.line):\(position.column): \(place.note)\n")
            } else {
                console.err("\(prefix)\(place.note)\n")
            }
        }
        if let output {
            do {
                try AtomicFile.write(merged.bytes, to: output)
            } catch {
                console.err("\(error)\n")
                return .failure
            }
        } else {
            console.outBytes(merged.bytes)
        }
        let count = merged.result.conflicts.count
        if count > 0 {
            console.err("\(prefix)\(count) conflict\(count == 1 ? "" : "s"); kept ours\n")
        }
        return merged.result.isClean ? .success : .findings
    }

    /// The git driver's fallback when ours or theirs is not a valid catalog: git's own line merge (`git merge-file`,
    /// conflict markers and all) is written into %A, so that nothing of either side is lost when the user resolves
    /// the conflict, and the exit status is 1 (a conflict) even when the lines merged cleanly: the result is
    /// likely not a valid catalog either. When git cannot merge the files (binary), %A keeps ours, as git does.
    static func runLineMerge(
        base: String, ours: String, theirs: String, labels: GitLineMerge.Labels, malformed: ThreeWayMergeFiles.Failure,
        label: String, console: Console
    ) -> ExitStatus {
        let problem = "\(label): error: \(malformed.version) is not a valid catalog "
            + "(\(malformed.error.position): \(malformed.error.message))"
        let merged: GitLineMerge.Output
        do {
            merged = try GitLineMerge.merge(base: base, ours: ours, theirs: theirs, labels: labels)
        } catch {
            console.err("\(problem); \(error.message): kept ours\n")
            return error.isBinary ? .findings : .failure
        }
        do {
            try AtomicFile.write(merged.bytes, to: ours)
        } catch {
            console.err("\(problem); the line merge cannot be written: \(error.message)\n")
            return .failure
        }
        let count = merged.conflictCount
        let outcome = count == 0
            ? "no lines conflict; check the result" : "\(count) conflict\(count == 1 ? "" : "s") marked"
        console.err("\(problem); merged line by line as git does: \(outcome)\n")
        return .findings
    }

    /// Import: read everything first (exit 2 if anything is unreadable), check every unit, write once.
    static func runImport(
        catalog path: String, files: [String], language: String?, dryRun: Bool,
        checks: TranslationChecks = TranslationChecks(), console: Console
    ) -> ExitStatus {
        guard !files.isEmpty else {
            return RootCommand.usageError("missing translated files to import", usage: usage, console: console)
        }
        let catalog: StringCatalog
        // The file is read mapped, each part handed back once read and compared (and again once copied below), so
        // that the catalog is never held twice (peak memory 4.8 -> 1.5 times a 56 MB file).
        // Whether the file is as Xcode writes it is found as it is read (on another core when there is one).
        let canonical: CanonicalFile?
        let input: TranslationFiles.Input
        do {
            (catalog, canonical) = try StringCatalog.read(try MappedFile.input(path), path: path)
        } catch {
            console.err("\(error)\n")
            return .failure
        }
        do {
            input = try TranslationFiles.read(
                files, catalogPath: path, sourceLanguage: catalog.sourceLanguage, language: language)
        } catch {
            console.err("\(error)\n")
            return .failure
        }
        var result = TranslationImport.apply(
            input.units, to: catalog, catalogPath: path, language: language, checks: checks)
        result.skippedBeforeCount = input.skippedUnitCount
        let report = XcodeReporter(colour: false).report(
            input.notes + result.diagnostics + result.findings, summary: ReportSummary())
        console.err(report.output)
        if dryRun {
            for change in result.changes { console.out("\(change)\n") }
            console.err("\(path): \(result.summary) (dry run: nothing written)\n")
        } else {
            if !result.changes.isEmpty {
                do {
                    // A file as Xcode writes it is saved as Xcode writes it: its bytes with the changed entries
                    // written again (the same bytes as writing the whole catalog, without writing the rest again);
                    // see StringCatalog.write(toFile:) for the others.
                    if let canonical {
                        try result.catalog.writeCanonical(
                            toFile: path, from: canonical, changing: result.changes.map(\.key))
                    } else {
                        try result.catalog.write(toFile: path)
                    }
                } catch {
                    console.err("\(error)\n")
                    return .failure
                }
            }
            console.err("\(path): \(result.summary)\n")
        }
        let status: ExitStatus = result.rejectedCount > 0 ? .findings : .success
        // The process ends after the command: freeing the catalogs' many small allocations would cost more than a
        // twentieth of the run (the exit returns the memory anyway). The last import's are kept.
        keptUntilExit.withLock { $0 = result }
        return status
    }

    /// Import into an Interface Builder document: its tables (a file per language, changed in place) or its
    /// catalog. Everything is read and checked first; nothing is written when a file cannot be read.
    static func runDocumentImport(
        _ source: InterfaceBuilderSource, files: [String], language: String?, dryRun: Bool, checks: TranslationChecks,
        cwd: String, console: Console
    ) -> ExitStatus {
        guard !files.isEmpty else {
            return RootCommand.usageError("missing translated files to import", usage: usage, console: console)
        }
        let request = CheckRequest(paths: [source.folder], currentDirectory: cwd)
        let documents = CheckRun.interfaceBuilder([source], request: request, shownOnly: false)
        if let failure = documents.failures.first {
            console.err("\(failure)\n")
            return .failure
        }
        let plan: InterfaceBuilderImport.Plan
        let target: String
        do {
            switch source.localization {
            case .catalog(let catalogPath):
                guard let document = documents.documentsByCatalog.values.first else { return .failure }
                target = catalogPath
                let bytes = try FileReader.readInput(PathDisplay.absolute(catalogPath, from: cwd), shownAs: catalogPath)
                let catalog = try StringCatalog(bytes: bytes, path: catalogPath)
                let input = try TranslationFiles.read(
                    files, catalogPath: source.document, sourceLanguage: catalog.sourceLanguage, language: language)
                plan = InterfaceBuilderImport.plan(
                    input.units, intoCatalog: catalog, bytes: bytes, path: catalogPath, document: document,
                    language: language, checks: checks)
                console.err(XcodeReporter(colour: false).report(input.notes, summary: ReportSummary()).output)
            case .tables, .base:
                guard let converted = documents.converted.first else { return .failure }
                target = source.document
                let input = try TranslationFiles.read(
                    files, catalogPath: source.document, sourceLanguage: converted.catalog.sourceLanguage,
                    language: language)
                plan = try InterfaceBuilderImport.plan(
                    input.units, into: converted, language: language, checks: checks, currentDirectory: cwd)
                console.err(XcodeReporter(colour: false).report(input.notes, summary: ReportSummary()).output)
            case .none:
                console.err(
                    "\(source.document): error: the document is not localized; localize it in Xcode (Localize… in "
                        + "the File inspector) before merging translations\n")
                return .failure
            }
        } catch let error as CatalogError {
            console.err("\(error)\n")
            return .failure
        } catch {
            console.err("\(error)\n")
            return .failure
        }
        let result = plan.result
        console.err(
            XcodeReporter(colour: false).report(result.diagnostics + result.findings, summary: ReportSummary()).output)
        if dryRun {
            for change in result.changes { console.out("\(change)\n") }
            console.err("\(target): \(result.summary) (dry run: nothing written)\n")
        } else {
            for write in plan.writes {
                do {
                    if plan.created.contains(write.path) {
                        // A language with no table yet: its .lproj folder too.
                        try? FileManager.default.createDirectory(
                            atPath: (PathDisplay.absolute(write.path, from: cwd) as NSString).deletingLastPathComponent,
                            withIntermediateDirectories: true)
                    }
                    try AtomicFile.write(write.bytes, to: PathDisplay.absolute(write.path, from: cwd))
                } catch {
                    console.err("\(write.path): error: \(error.message)\n")
                    return .failure
                }
            }
            var summary = "\(target): \(result.summary)"
            if !plan.writes.isEmpty { summary += "; wrote " + plan.writes.map { "'\($0.path)'" }.joined(separator: ", ") }
            console.err(summary + "\n")
        }
        return result.rejectedCount > 0 ? .findings : .success
    }
}
