import Foundation
import L10nCatalogChecks
import L10nCommandLine
import L10nExchange
import L10nWorkflow
import XCStrings

/// `l10n report`: translation coverage per language and catalog, with the findings by rule, as text, Markdown,
/// HTML or JSON.
enum ReportCommand: Command {
    static let configuration = CommandConfiguration(
        name: "report",
        abstract: "Show translation coverage per language and catalog, for people and CI summaries.",
        discussion: """
            Finds catalogs (and Swift files) as 'l10n check' does, with the same configuration and required \
            languages, and reports for each language, over all catalogs and per catalog: keys translated, \
            needing review, new and missing, the percentage translated, and the strings and words \
            'l10n extract --language' would hand a translator. A key counts when it is translatable and not \
            stale; it is translated when every string the language needs for it (each plural category Xcode \
            creates for the language, each device and substitution case) has a value in a state other than \
            'new' or 'needs_review'; otherwise its least advanced string decides. These are the numbers \
            'l10n check' prints in its summary. Every language the project ships (one any catalog has, or a \
            required one) counts in every catalog: a catalog without it counts all its keys as missing there, as \
            'l10n extract --language' exports them. The empty key "" without a source value is not counted. \
            Languages come in this order: the source language, the required languages, then the others the \
            catalogs have. A catalog that cannot be read is in no total: the header adds '1 unreadable catalog' \
            and counts it as an error. The report lists every key not yet translated in each language and \
            catalog, missing ones first, and counts the findings of 'l10n check' by rule, errors first, with \
            each finding (path:line:column and message).

            FORMATS: text (default) for a terminal or a CI log (the first 10 keys of each required language, \
            and how many more); markdown for a GitHub job summary or a pull-request comment (a table with a bar \
            per language; lists of the required languages capped at 10 keys, pointing to the HTML, so the \
            report stays far below GitHub's 1 MB summary limit); html, one self-contained page for a CI \
            artifact (no external fonts, scripts or images; one inline script, a filter over the lists; light \
            and dark mode; readable on a phone) listing every key and every finding, folded; json for \
            dashboards and scripts, listing the same (schema in docs/report-json.md).

            OUTPUT: standard output, or --output FILE, written atomically (a temporary file renamed over it).

            EXIT STATUS: 0 when the report was written, whatever it shows ('l10n check' is the gate); 2 when \
            the run failed: bad usage, a bad configuration, a path that does not exist, or an unreadable or \
            malformed catalog, reported on standard error as 'l10n check' reports it (the report of the other \
            catalogs is still written, and lists the unreadable one).

            EXAMPLES:
              l10n report
              l10n report --format markdown >> "$GITHUB_STEP_SUMMARY"
              l10n report --format html --output l10n-report.html App/
              l10n report --format json --languages en,de,fr,ja | jq '.languages[] | {language, percent}'
            """,
        arguments: [
            .option("--format", valueName: "format", help: "text (default), markdown, html or json."),
            .option("-o", "--output", valueName: "file", help: "Write the report here (atomically) instead of standard output."),
            .option("--languages", valueName: "codes", help: "Required languages, comma-separated (default: the configuration's, else en,es)."),
            .option("--config", valueName: "file", help: "The configuration file to use instead of looking for .l10n.json."),
            .positional("path", help: "A catalog, a Swift file, or a folder to search.", repeating: true),
        ]
    )

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
        let usage = HelpFormatter.usage(for: configuration, commandPath: "l10n report")
        let formatName = arguments.value("--format") ?? CoverageReportFormat.text.rawValue
        guard let format = CoverageReportFormat(rawValue: formatName) else {
            return RootCommand.usageError(
                "unknown format '\(formatName)'; use text, markdown, html or json", usage: usage, console: console)
        }
        if let output = arguments.value("--output"), output.hasSuffix(".xcstrings") {
            return RootCommand.usageError(
                "'--output \(output)' would overwrite a String Catalog with the report", usage: usage, console: console)
        }
        var languages: [String]?
        if let list = arguments.value("--languages") {
            guard let codes = CheckCommand.languageCodes(list) else {
                return RootCommand.usageError(
                    "'--languages' needs at least one language code", usage: usage, console: console)
            }
            languages = codes
            for warning in LanguageCode.unknownWarnings(codes, in: "'--languages'") { console.err(warning + "\n") }
        }
        let cwd = FileManager.default.currentDirectoryPath
        guard let settings = ConfigurationOption.load(arguments, cwd: cwd, console: console) else { return .failure }

        let request = CheckRequest(
            paths: arguments.positionals, languages: languages, configuration: settings, currentDirectory: cwd)
        do {
            // A path that does not exist stops the run before anything is reported, as for 'check'.
            _ = try CheckRun.catalogFiles(for: request)
        } catch {
            console.err("\(error)\n")
            return .failure
        }
        let report = CoverageReport.run(request, toolVersion: RootCommand.version)
        if report.filesScanned == 0 && report.catalogs.isEmpty {
            let searched = arguments.positionals.isEmpty
                ? "the configured folders or '.'" : arguments.positionals.map { "'\($0)'" }.joined(separator: ", ")
            console.err("warning: no String Catalogs (.xcstrings) or Swift files found in \(searched)\n")
        }
        var text = report.rendered(as: format)
        if format == .text || format == .markdown, let waiting = ReviewSession.waitingLine(ReviewSession.waitingCounts(request)) {
            text += (text.hasSuffix("\n") ? "" : "\n") + waiting + "\n"
        }
        if let output = arguments.value("--output"), output != "-" {
            do {
                try ExportOutput.write(Array(text.utf8), to: output)
            } catch {
                console.err("\(error)\n")
                return .failure
            }
        } else {
            console.out(text)
        }
        for failure in report.failures { console.err(failure + "\n") }
        return report.failures.isEmpty ? .success : .failure
    }
}
