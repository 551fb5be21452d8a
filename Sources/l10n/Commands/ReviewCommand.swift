import Foundation
import L10nCommandLine
import L10nFiles
import L10nWorkflow
import XCStrings

/// `l10n review`: lists the translations waiting for review in a language, approves and rejects them
/// (``ReviewWorkflow``, shared with the MCP tools `review_queue` and `review`).
enum ReviewCommand: Command {
    static let configuration = CommandConfiguration(
        name: "review",
        abstract: "List, approve and reject translations waiting for review (state needs_review).",
        discussion: """
            Without --approve or --reject, lists the strings of --language waiting for review in each catalog: \
            key (with '|variant' for a plural or device case), source, translation, and who submitted it when \
            the submitting agent said so. --approve KEY sets the translation to 'translated'; --reject KEY \
            --reason TEXT keeps it as 'needs_review', takes it out of the queue and hands the reason to the next \
            translator ('untranslated' over MCP). Both repeat; KEY|VARIANT names a case ('items|plural.one'). \
            Who submitted and why a string was rejected are kept beside the catalog in NAME.xcstrings.review.json \
            (one sorted line per string, merge-friendly); approving removes the line. With \
            "review": "required" in .l10n.json, everything agents submit over MCP waits here.

            EXIT STATUS: 0 when done; 1 when a decision was refused (not waiting for review, a rejection without \
            a reason); 2 for bad usage or an unreadable catalog.

            EXAMPLES:
              l10n review --language de
              l10n review --language de --approve settings.title --approve 'items.count|plural.one'
              l10n review --language de --reject cart.total --reason "use 'Summe', as the glossary says"
            """,
        arguments: [
            .option("--language", valueName: "code", help: "The language to review (required)."),
            .option("--catalog", valueName: "file", help: "Only this catalog (a path or a unique end of one)."),
            .option("--approve", valueName: "key", help: "Approve this key (KEY|VARIANT for a case); repeatable."),
            .option("--reject", valueName: "key", help: "Reject this key (KEY|VARIANT for a case); repeatable, needs --reason."),
            .option("--reason", valueName: "text", help: "Why the rejected strings are rejected."),
            .flag("--dry-run", help: "Say what would be approved and rejected; write nothing."),
            .option("--config", valueName: "file", help: "The configuration file to use instead of looking for .l10n.json."),
            .positional("path", help: "A catalog or a folder to search.", repeating: true),
        ]
    )

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
        let usage = HelpFormatter.usage(for: configuration, commandPath: "l10n review")
        guard let language = arguments.value("--language") else {
            return RootCommand.usageError("'--language' is required", usage: usage, console: console)
        }
        let rejects = arguments.values("--reject")
        if !rejects.isEmpty && (arguments.value("--reason") ?? "").isEmpty {
            return RootCommand.usageError("'--reject' needs '--reason' (what the next translator should fix)", usage: usage, console: console)
        }
        let cwd = FileManager.default.currentDirectoryPath
        guard let settings = ConfigurationOption.load(arguments, cwd: cwd, console: console) else { return .failure }
        let request = CheckRequest(paths: arguments.positionals, languages: nil, configuration: settings, currentDirectory: cwd)
        var files: [String]
        do { files = try CheckRun.catalogFiles(for: request) } catch {
            console.err("\(error)\n")
            return .failure
        }
        if let wanted = arguments.value("--catalog") {
            files = files.filter { $0 == wanted || $0.hasSuffix("/" + wanted) || PathDisplay.absolute($0, from: cwd) == PathDisplay.absolute(wanted, from: cwd) }
            guard files.count == 1 else {
                return RootCommand.usageError("no single catalog '\(wanted)' in the project", usage: usage, console: console)
            }
        }
        func decision(_ text: String, _ verdict: ReviewWorkflow.Verdict) -> ReviewWorkflow.Decision {
            let parts = text.components(separatedBy: "|")
            return .init(key: parts[0], variant: parts.dropFirst().joined(separator: "|"), verdict: verdict,
                         reason: verdict == .reject ? arguments.value("--reason") : nil)
        }
        let decisions = arguments.values("--approve").map { decision($0, .approve) } + rejects.map { decision($0, .reject) }
        var refusedAny = false
        var pending = decisions
        var listed = 0
        for file in files {
            let absolute = PathDisplay.absolute(file, from: cwd)
            let catalog: StringCatalog
            let bytes: [UInt8]
            do {
                bytes = try FileReader.readInput(absolute, shownAs: file)
                catalog = try StringCatalog(bytes: bytes, path: file)
            } catch {
                console.err("\(error)\n")
                return .failure
            }
            let log = ReviewLog.read(catalog: absolute)
            if decisions.isEmpty {
                for item in ReviewWorkflow.queue(in: catalog, language: language, log: log) {
                    listed += 1
                    let name = item.variant.isEmpty ? item.key : item.key + "|" + item.variant
                    console.out("\(file): \(name)\n  source: \(item.source)\n  \(language): \(item.translation)\n")
                    if let by = item.submittedBy { console.out("  submitted by: \(by)\n") }
                }
                continue
            }
            // Each decision goes to the catalog where its string waits.
            let queue = ReviewWorkflow.queue(in: catalog, language: language, log: log)
            let here = pending.filter { decision in queue.contains { $0.key == decision.key && $0.variant == decision.variant } }
            guard !here.isEmpty else { continue }
            pending.removeAll { decision in here.contains(decision) }
            let outcome = ReviewWorkflow.decide(here, in: catalog, catalogPath: file, language: language, log: log)
            for index in outcome.approved { console.out("\(file): approved '\(here[index].key)'\n") }
            for index in outcome.rejected { console.out("\(file): rejected '\(here[index].key)'\n") }
            for refused in outcome.refused {
                console.err("\(file): error: \(refused.reason)\n")
                refusedAny = true
            }
            guard !arguments.flag("--dry-run") else { continue }
            do {
                if outcome.changesCatalog { try AtomicFile.write(outcome.catalog.bytes(replacing: bytes), to: absolute) }
                if outcome.changesLog { try outcome.log.write(catalog: absolute) }
            } catch {
                console.err("\(error)\n")
                return .failure
            }
        }
        if decisions.isEmpty && listed == 0 {
            let searched = files.count == 1 ? "'\(files[0])'" : "\(files.count) catalogs"
            console.out("nothing waiting for review in '\(language)' (\(searched))\n")
        }
        for decision in pending {
            console.err("error: '\(decision.key)' is not waiting for review in '\(language)'\n")
            refusedAny = true
        }
        return refusedAny ? .findings : .success
    }
}
