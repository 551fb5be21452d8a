import Foundation
import L10nCommandLine
import L10nFiles
import L10nMCP
import L10nWorkflow

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// `l10n mcp`: the Model Context Protocol server for AI agents, over standard input and output (L10nMCP).
enum MCPCommand: Command {
    static let configuration = CommandConfiguration(
        name: "mcp",
        abstract: "Serve the project's catalogs to AI agents over the Model Context Protocol (stdio).",
        discussion: """
            Runs an MCP server on standard input and output (JSON-RPC 2.0, one message a line; the stateless \
            protocol revision 2026-07-28, and 2024-11-05 to 2025-11-25 negotiated by 'initialize'), for an \
            agent's MCP client to start. \
            It finds catalogs and Swift files as 'l10n check' does, with the same configuration, and reads them \
            again on every call. Relative paths in arguments are taken from the project served (the folder \
            given, else the configuration's folder). Unknown arguments are refused, as each tool's schema says. \

            TOOLS:
              coverage             the numbers of 'l10n report'
              untranslated         strings a language needs, with sourceToken and usages
              submit_translations  checked like 'l10n merge', written in the catalog's layout
              validate             the checks of submit_translations, writing nothing
              review_queue         translations waiting for review, with findings
              review               approve or reject with a reason
              check                the findings of 'l10n check', filtered and paged
              suggest_key          a unique key for a hardcoded string
              explain              why 'l10n check' reported a line, or did not

            Nothing but protocol messages is \
            written on standard output; the server stops when standard input closes, after answering every \
            request it read.

            EXIT STATUS: 0 when standard input closed; 2 for bad usage, a bad configuration or a path that does \
            not exist (reported on standard error before serving).

            EXAMPLES:
              claude mcp add l10n -- l10n mcp
              l10n mcp App/ --languages en,de,es
            """,
        arguments: [
            .option("--languages", valueName: "codes", help: "Required languages, comma-separated (default: the configuration's, else en,es)."),
            .option("--config", valueName: "file", help: "The configuration file to use instead of looking for .l10n.json."),
            .positional("path", help: "A catalog, a Swift file, or a folder to search.", repeating: true),
        ]
    )

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
        let usage = HelpFormatter.usage(for: configuration, commandPath: "l10n mcp")
        var languages: [String]?
        if let list = arguments.value("--languages") {
            guard let codes = CheckCommand.languageCodes(list) else {
                return RootCommand.usageError("'--languages' needs at least one language code", usage: usage, console: console)
            }
            languages = codes
        }
        let cwd = FileManager.default.currentDirectoryPath
        guard let settings = ConfigurationOption.load(arguments, cwd: cwd, console: console) else { return .failure }
        do {
            _ = try CheckRun.catalogFiles(
                for: CheckRequest(paths: arguments.positionals, languages: languages, configuration: settings, currentDirectory: cwd))
        } catch {
            console.err("\(error)\n")
            return .failure
        }
        console.flush()
        let project = MCPProject(
            paths: arguments.positionals, languages: languages,
            configurationPath: arguments.value("--config").map { PathDisplay.absolute($0, from: cwd) }, currentDirectory: cwd)
        let server = MCPServer(tools: L10nTools.all, project: project, version: RootCommand.version)
        // A client that goes away must not kill the server in the middle of a write.
        signal(SIGPIPE, SIG_IGN)
        StdioTransport(server: server).run(input: STDIN_FILENO) { line in
            line.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 && errno == EINTR { continue }
                    if written <= 0 { return }
                    offset += written
                }
            }
        }
        return .success
    }
}
