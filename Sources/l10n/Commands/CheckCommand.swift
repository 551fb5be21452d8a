import Foundation
import L10nCatalogChecks
import L10nCommandLine
import L10nDiagnostics
import L10nFiles
import L10nWorkflow

enum CheckCommand: Command {
    static let configuration = CommandConfiguration(
        name: "check",
        abstract: "Check catalogs and Swift sources for localization problems.",
        discussion: """
            Each path is a catalog, a Swift file, or a folder searched for .xcstrings and .swift files (skipping \
            \(SkippedFolders.listed); links to folders inside it are not followed). Without a path, catalogs come from the \
            configuration's 'catalogs' and Swift files from its 'sources' (else from the same folders as the \
            catalogs), else from the current folder. Swift sources are linted with the \
            catalogs' keys known, and catalog keys no source uses are reported. The configuration is --config FILE, else the first .l10n.json found from the current \
            folder upwards, else the defaults. Findings go to standard output in the chosen format, the summary \
            to standard error. Exit status: 0 no errors, 1 errors found (or warnings with --strict), 2 the run \
            failed (unreadable or malformed catalog, bad configuration, bad usage). 'l10n rules' describes every \
            rule. \
            Without a configuration, the project is checked as 'l10n init' would describe it (catalogs, sources, \
            required languages, key style, englishKeys), inferred in memory and written nowhere; the last line \
            says so and points to 'l10n init' to keep it. An explicit --config FILE, even an empty one, uses the \
            built-in defaults for what it does not set.

            --new-since REF reports only what a change adds: the files that differ from the merge base of REF \
            and HEAD (committed, staged, unstaged or untracked) are checked as the merge base has them too (read \
            with git, nothing checked out), and a finding is new when the merge base had no matching one. \
            Findings match as in a baseline: by rule, file, key, language, and for a finding in Swift the \
            literal's text and its enclosing declaration (never the line, never a suggested key), so moved code \
            is not new and one string added among similar ones is the one new finding; a renamed file is \
            compared with its old version (git's rename detection). The exit status comes from the new findings.

            With a git base (--new-since REF, else "base" in .l10n.json), 'source-changed' reports each key and             language whose source text changed since the merge base while the translation stayed the same and             still says 'translated'. --mark-changed then sets exactly those translations to 'needs_review' in             place (only their 'state' changes; the file keeps its layout), so 'extract' exports them again; the             findings and exit status are those of the check before marking.

            --explain FILE (a catalog or a .strings file, with or without :LINE) lists the translations in it that \
            are their source text unchanged, one 'untranslated-copy' finding each: the check reports 10 or more in \
            one language and file as one finding with their count.

            --explain FILE:LINE prints, for each string literal on that line, what the source rules decided and \
            why: the site (the argument or property that takes it), the user-facing API that matched, each \
            project declaration the text went through (with file:line), what was reported, and why something was \
            not (a key, not prose, a preview, #if DEBUG, a suppression, the configuration, a test file). The \
            project is read as the check would read it (paths, 'sources', catalogs). Exit status 0 once explained.
            """,
        arguments: [
            .option("--languages", valueName: "codes", help: "Required languages, comma-separated (default: the configuration's, else those 'l10n init' would infer)."),
            .option("--format", valueName: "format", help: "Output format: xcode, json, github or sarif (default: xcode)."),
            .flag("--strict", help: "Warnings fail the run too (exit status 1)."),
            .option("--config", valueName: "file", help: "The configuration file to use instead of looking for .l10n.json."),
            .option("--baseline", valueName: "file", help: "Hide the findings recorded in this baseline file."),
            .flag("--no-baseline", help: "Report every finding: ignore the configuration's baseline ('baseline' in .l10n.json)."),
            .option("--write-baseline", valueName: "file", help: "Record today's findings in this file and exit 0."),
            .option(
                "--new-since", valueName: "ref",
                help: "Report only findings the merge base of this git ref and HEAD did not have (e.g. origin/main)."),
            .option(
                "--explain", valueName: "file:line",
                help: "Explain each string literal on that line: the site, the API, the declarations its text went through, and why it was or was not reported. On a catalog or .strings file: list its translations that are their source text unchanged."),
            .flag(
                "--mark-changed",
                help: "Set each translation 'source-changed' reports to 'needs_review' in place (needs --new-since or \"base\" in .l10n.json)."),
            .flag("-q", "--quiet", help: "Do not print the summary."),
            .flag(
                "--summary-on-failure",
                help: "Print the summary only when the check fails (as the pre-commit hook does: a passing commit stays silent)."),
            .flag("--print-config", help: "Print the effective configuration as JSON and exit."),
            .option(
                "--build-stamp", valueName: "file",
                help: "Once the check has run, write this file (a Swift file holding one comment): the output the SwiftPM build plugin declares in packages before tools version 6.0, which run only commands with outputs."),
            .positional("path", help: "A catalog, a Swift file, or a folder to search.", repeating: true),
        ]
    )

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
        // Before any thread allocates: a check's peak memory is as much the allocator's arenas as its own data.
        FreedMemory.limitArenas()
        let usage = HelpFormatter.usage(for: configuration, commandPath: "l10n check")
        let format: ReportFormat
        if let name = arguments.value("--format") {
            guard let parsed = ReportFormat(rawValue: name) else {
                return RootCommand.usageError(
                    "unknown format '\(name)'; use xcode, json, github or sarif", usage: usage, console: console)
            }
            format = parsed
        } else {
            format = .xcode
        }
        var languages: [String]?
        if let list = arguments.value("--languages") {
            guard let codes = languageCodes(list) else {
                return RootCommand.usageError("'--languages' needs at least one language code", usage: usage, console: console)
            }
            languages = codes
            for warning in LanguageCode.unknownWarnings(codes, in: "'--languages'") { console.err(warning + "\n") }
        }

        let cwd = FileManager.default.currentDirectoryPath
        guard var settings = ConfigurationOption.load(arguments, cwd: cwd, console: console) else { return .failure }
        // No .l10n.json: the project as `l10n init` would describe it, in memory (a catalog init cannot read is left
        // to the check, which reports it).
        var inferred: ProjectInit.Inference?
        // A plain check (no `--print-config`, `--explain` or `--new-since`) has its walk and index pass started
        // during the inference (``LintHeadStart``).
        let positionals = arguments.positionals
        let plainCheck = !arguments.flag("--print-config") && arguments.value("--explain") == nil
            && arguments.value("--new-since") == nil
        let asked = languages
        let makeRequest: @Sendable (L10nConfiguration) -> CheckRequest = { configuration in
            CheckRequest(paths: positionals, languages: asked, configuration: configuration, currentDirectory: cwd)
        }
        let headStart = plainCheck ? makeRequest : nil
        if settings.file == nil,
            let inference = try? ProjectInit.infer(root: ".", currentDirectory: cwd, checked: false, headStart: headStart)
        {
            inferred = inference
            settings = inference.configuration
            settings.file = nil
        }
        if arguments.flag("--print-config") {
            if let languages { settings.languages = languages }
            let request = CheckRequest(paths: arguments.positionals, configuration: settings, currentDirectory: cwd)
            console.out(
                settings.jsonText(rules: CheckRun.ruleDescriptions, dependencyFolders: CheckRun.dependencyFolders(for: request)))
            return .success
        }

        if let target = arguments.value("--explain") {
            guard format == .xcode else {
                return RootCommand.usageError("'--explain' prints text; it takes no '--format'", usage: usage, console: console)
            }
            if CheckRun.isTableFile(explainTarget(target)?.file ?? target) {
                // A catalog or a .strings file: the translations that are copies of their source.
                let request = CheckRequest(
                    paths: arguments.positionals, languages: languages, configuration: settings, currentDirectory: cwd)
                do {
                    console.out(try CheckRun.explainCopies(request, file: explainTarget(target)?.file ?? target))
                    return .success
                } catch {
                    console.err(error.description + "\n")
                    return .failure
                }
            }
            guard let (file, line) = explainTarget(target) else {
                return RootCommand.usageError(
                    "'--explain' takes FILE:LINE (a Swift file, storyboard or xib and a line number), not '\(target)'",
                    usage: usage,
                    console: console)
            }
            let request = CheckRequest(
                paths: arguments.positionals, languages: languages, configuration: settings, currentDirectory: cwd)
            do {
                console.out(try CheckRun.explain(request, file: file, line: line).rendered)
                return .success
            } catch {
                console.err(error.description + "\n")
                return .failure
            }
        }

        var baseline: Baseline?
        // `--baseline`, else the configuration's `baseline` (written by `l10n init --baseline`), which
        // `--write-baseline` does not need: it records every finding, and may be creating that very file.
        let configured = arguments.value("--write-baseline") == nil && !arguments.flag("--no-baseline")
            ? settings.baselinePath : nil
        if let path = arguments.value("--baseline") ?? configured {
            do {
                baseline = try Baseline(contentsOfFile: path)
                if baseline?.version == 1, !arguments.flag("--quiet") {
                    console.err(
                        "note: '\(path)' is a version 1 baseline: its findings are matched by message, which a "
                            + "suggested key's '_2' can change; rewrite it with --write-baseline\n")
                }
            } catch {
                console.err("\(error)\n")
                return .failure
            }
        }

        let newSince = arguments.value("--new-since")
        if newSince != nil, arguments.value("--write-baseline") != nil {
            return RootCommand.usageError(
                "'--new-since' cannot be used with '--write-baseline'", usage: usage, console: console)
        }

        let markChanged = arguments.flag("--mark-changed")
        if markChanged, newSince == nil, settings.base == nil {
            return RootCommand.usageError(
                "'--mark-changed' needs a git base: '--new-since REF', or \"base\" in .l10n.json", usage: usage,
                console: console)
        }
        if markChanged, arguments.value("--write-baseline") != nil {
            return RootCommand.usageError(
                "'--mark-changed' cannot be used with '--write-baseline'", usage: usage, console: console)
        }

        var request = CheckRequest(
            paths: arguments.positionals, languages: languages, configuration: settings, currentDirectory: cwd,
            baseline: baseline)
        request.gitBase = newSince
        let reporter = format.reporter(
            colour: Console.isTerminal(1), toolVersion: RootCommand.version, rules: CheckRun.ruleDescriptions,
            baseDirectory: cwd)
        // The Xcode and JSON formats are written while the files are linted, when the check can hand findings over
        // early (no catalog, no baseline: nothing comes between the lint's findings).
        var stream: XcodeReporter.Stream?
        var jsonStream: JSONReporter.Stream?
        if arguments.value("--write-baseline") == nil, newSince == nil {
            if let xcode = reporter as? XcodeReporter {
                let lines = xcode.stream { console.outBytes($0) }
                stream = lines
                request.stream = { lines.write($0) }
            } else if let json = reporter as? JSONReporter {
                let entries = json.stream { console.outBytes($0) }
                jsonStream = entries
                request.stream = { entries.write($0) }
            }
        }
        let outcome: CheckOutcome
        var newSinceResult: NewSinceCheck.Result?
        if let newSince {
            let result = NewSinceCheck.run(request, since: newSince)
            outcome = result.outcome
            newSinceResult = result
        } else if let draft = inferred {
            // The inference's check is this one (its paths, languages and baseline), run once, and once more when
            // the code makes `englishKeys` configured: so not streamed.
            var unstreamed = request
            unstreamed.stream = nil
            let done = draft.checked { configuration in
                var asked = unstreamed
                asked.configuration.englishKeys = configuration.englishKeys
                return asked
            }
            inferred = done
            outcome = done.outcome
        } else {
            outcome = CheckRun.run(request)
        }
        stream?.finish()
        if !outcome.failures.isEmpty {
            // JSON already begun is closed (a file that could not be read is reported here, after the others'
            // findings): the document stays whole, and the exit status says the run failed.
            if outcome.streamed { jsonStream?.finish(summary: outcome.summary) }
            for failure in outcome.failures { console.err(failure + "\n") }
            return .failure
        }
        for note in newSinceResult?.notes ?? [] { console.err(note + "\n") }

        if outcome.summary.filesScanned == 0 {
            let searched = arguments.positionals.isEmpty ? "the configured folders or '.'" : arguments.positionals.map { "'\($0)'" }.joined(separator: ", ")
            console.err("warning: no String Catalogs (.xcstrings) or Swift files found in \(searched)\n")
        }

        if let path = arguments.value("--write-baseline") {
            let recorded = Baseline(
                recording: outcome.allDiagnostics, currentDirectory: cwd,
                directory: Baseline.folder(of: PathDisplay.absolute(path, from: cwd)))
            do {
                try recorded.write(to: path)
            } catch {
                console.err("\(error)\n")
                return .failure
            }
            let count = recorded.entries.count
            console.err("recorded \(count) finding\(count == 1 ? "" : "s") in '\(path)'\n")
            return .success
        }

        let hasSummary: Bool
        if outcome.streamed {
            // The JSON object ends with the summary, known now.
            jsonStream?.finish(summary: outcome.summary)
            hasSummary = jsonStream == nil
        } else if let xcode = reporter as? XcodeReporter {
            // The common case, and the one with the most lines: streamed, never held whole.
            xcode.write(outcome.diagnostics, inReportOrder: true) { console.outBytes($0) }
            hasSummary = true
        } else if let json = reporter as? JSONReporter {
            json.write(outcome.diagnostics, summary: outcome.summary, inReportOrder: true) { console.outBytes($0) }
            hasSummary = false
        } else if let sarif = reporter as? SARIFReporter {
            sarif.write(outcome.diagnostics, inReportOrder: true) { console.outBytes($0) }
            hasSummary = true
        } else {
            let report = reporter.report(outcome.diagnostics, summary: outcome.summary)
            console.out(report.output)
            hasSummary = report.summary != nil
        }
        let status = outcome.exitStatus(strict: arguments.flag("--strict"))
        if markChanged {
            let marked = SourceChangeMarker.mark(files: outcome.catalogFiles, request: request)
            for failure in marked.failures { console.err(failure + "\n") }
            if !arguments.flag("--quiet") { console.err(marked.summary + "\n") }
            if !marked.failures.isEmpty { return .failure }
        }
        if let stamp = arguments.value("--build-stamp") {
            do {
                try AtomicFile.write(Array(Self.buildStamp.utf8), to: stamp)
            } catch {
                console.err("\(stamp): error: \(error)\n")
                return .failure
            }
        }
        let quiet = arguments.flag("--quiet") || (arguments.flag("--summary-on-failure") && status == 0)
        if !quiet, hasSummary {
            var summary = outcome.summary.text(colour: Console.isTerminal(2))
            if outcome.hiddenByBaseline > 0 {
                let hidden = outcome.hiddenByBaseline
                summary += "\(hidden) finding\(hidden == 1 ? "" : "s") hidden by the baseline\n"
            }
            if let newSince, let newSinceResult { summary += newSinceResult.olderLine(ref: newSince) + "\n" }
            console.err(summary)
        }
        if !quiet, let note = outcome.baselineNote { console.err(note + "\n") }
        if !quiet, let note = outcome.layoutNote { console.err(XcodeReporter().line(for: note) + "\n") }
        // Without a configuration, one line saying what was inferred, and how to keep it.
        if !quiet, let inferred { console.err(inferred.checkNote + "\n") }
        ProcessLifetime.keepUntilExit(outcome)
        return ExitStatus(rawValue: status) ?? .failure
    }

    /// What `--build-stamp` writes: Swift the target compiles to nothing.
    static let buildStamp = "// Written by 'l10n check --build-stamp' each time the check runs in a build. Nothing to compile.\n"

    /// `Sources/Home.swift:16` as a file and a line (the last `:` separates them; the line is 1 or more).
    static func explainTarget(_ text: String) -> (file: String, line: Int)? {
        guard let colon = text.lastIndex(of: ":"), let line = Int(text[text.index(after: colon)...]), line > 0,
            colon > text.startIndex
        else { return nil }
        return (String(text[..<colon]), line)
    }

    /// The codes of a `--languages` list (`en, es,,fr`: en, es, fr), or nil when it names none.
    static func languageCodes(_ list: String) -> [String]? {
        let codes = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return codes.isEmpty ? nil : codes
    }

    /// A discovered configuration path as messages show it: relative to the current folder (`.l10n.json`,
    /// `../.l10n.json`).
    static func display(_ path: String, _ cwd: String) -> String {
        PathDisplay.relative(path, to: PathDisplay.absolute(".", from: cwd))
    }
}
