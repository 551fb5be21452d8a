import L10nCatalogChecks
import L10nCommandLine
import L10nFiles

enum FormatCommand: Command {
    static let configuration = CommandConfiguration(
        name: "format",
        abstract: "Rewrite String Catalogs in Xcode's canonical form.",
        discussion: """
            Writes each catalog exactly as Xcode saves it (key order, layout, escaping), so a tool edit and an \
            Xcode edit give the same bytes. A folder is searched recursively for .xcstrings files, skipping \
            \(SkippedFolders.listed); links to folders inside it are not followed. Rewritten files are listed on \
            standard output.

            --check writes nothing: it lists the catalogs that are not canonical and
            exits 1 if there are any, 0 otherwise. A malformed catalog is reported as
            'path:line:column: error: message', nothing is written, and the exit
            status is 2.
            """,
        arguments: [
            .flag("--check", help: "Write nothing; list catalogs that are not canonical and exit 1 if any."),
            .positional("path", help: "A catalog or a folder to search (default: the current folder).", repeating: true),
        ]
    )

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
        let paths = arguments.positionals.isEmpty ? ["."] : arguments.positionals
        let check = arguments.flag("--check")
        let plan: CatalogFormatter.Plan
        do {
            plan = try CatalogFormatter.plan(paths: paths, keepingBytes: !check, exitsAfterward: true)
        } catch {
            console.err("\(error)\n")
            return .failure
        }
        if !plan.errors.isEmpty {
            for error in plan.errors { console.err("\(error)\n") }
            return .failure
        }
        if plan.files.isEmpty {
            console.err("warning: no String Catalogs (.xcstrings) found in \(paths.map { "'\($0)'" }.joined(separator: ", "))\n")
        }
        if check {
            for change in plan.changes { console.out(change.path + "\n") }
            return plan.changes.isEmpty ? .success : .findings
        }
        do {
            try CatalogFormatter.apply(plan)
        } catch {
            console.err("\(error)\n")
            return .failure
        }
        for change in plan.changes { console.out(change.path + "\n") }
        return .success
    }
}
