import L10nCommandLine
import L10nSourceParsing

/// `l10n`: dispatches to a subcommand; answers `--help`, `help <subcommand>` and `--version`.
enum RootCommand {
    static let version = "0.1.0"

    static let abstract = "A toolchain for Apple String Catalogs (.xcstrings): check, format, extract, merge."

    static func main(_ arguments: [String], console: Console) -> ExitStatus {
        // No subcommand is bad usage (exit 2), as every other; `l10n --help` asks for the help.
        guard let first = arguments.first else {
            console.err(help())
            return .failure
        }
        switch first {
        case "-h", "--help":
            console.out(help())
            return .success
        case "--version":
            console.out(version + "\n")
            return .success
        case "help":
            guard arguments.count > 1 else {
                console.out(help())
                return .success
            }
            guard let command = command(named: arguments[1]) else {
                return usageError("unknown subcommand '\(arguments[1])'", usage: rootUsage, console: console)
            }
            console.out(HelpFormatter.help(for: command.configuration, commandPath: "l10n \(arguments[1])"))
            return .success
        default:
            guard let command = command(named: first) else {
                let what = first.hasPrefix("-") ? "unknown option '\(first)'" : "unknown subcommand '\(first)'"
                return usageError(what, usage: rootUsage, console: console)
            }
            let path = "l10n \(command.configuration.name)"
            let parsed: ParsedArguments
            do {
                parsed = try ArgumentParser.parse(Array(arguments.dropFirst()), for: command.configuration)
            } catch {
                return usageError(
                    error.message + suggestion(for: error, in: command.configuration),
                    usage: HelpFormatter.usage(for: command.configuration, commandPath: path), console: console)
            }
            if parsed.flag("--help") {
                console.out(HelpFormatter.help(for: command.configuration, commandPath: path))
                return .success
            }
            return command.run(parsed, console: console)
        }
    }

    static func command(named name: String) -> (any Command.Type)? {
        allCommands.first { $0.configuration.name == name }
    }

    static let rootUsage = "l10n <subcommand> [<options>]"

    static func help() -> String {
        var out = "OVERVIEW: \(abstract)\n\n"
        out += "USAGE: \(rootUsage)\n\n"
        out += "OPTIONS:\n"
        out += "  --version               Show the version.\n"
        out += "  -h, --help              Show help information.\n\n"
        out += "SUBCOMMANDS:\n"
        for command in allCommands {
            let name = command.configuration.name
            out += "  " + name + String(repeating: " ", count: max(1, 24 - name.count)) + command.configuration.abstract
                + "\n"
        }
        out += "\n  See 'l10n help <subcommand>' for detailed help.\n"
        return out
    }

    /// `; did you mean '--format'?` for an unknown option within two edits of a declared one.
    static func suggestion(for error: UsageError, in configuration: CommandConfiguration) -> String {
        let prefix = "unknown option '"
        guard error.message.hasPrefix(prefix), error.message.hasSuffix("'") else { return "" }
        let name = String(error.message.dropFirst(prefix.count).dropLast())
        let options = Set(configuration.arguments.flatMap(\.names).filter { $0.hasPrefix("--") })
        return NearestName.nearest(to: name, among: options).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Prints a usage error and returns exit status 2. `usage` starts with the command path (`l10n check …`): the
    /// message points to that command's help.
    static func usageError(_ message: String, usage: String, console: Console) -> ExitStatus {
        let words = usage.split(separator: " ", maxSplits: 2)
        let help = words.count > 1 && !words[1].hasPrefix("<") ? "l10n \(words[1]) --help" : "l10n --help"
        console.err("error: \(message)\nUsage: \(usage)\n  See '\(help)' for more information.\n")
        return .failure
    }
}
