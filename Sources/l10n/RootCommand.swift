import L10nCommandLine

/// `l10n`: dispatches to a subcommand; answers `--help`, `help <subcommand>` and `--version`.
enum RootCommand {
    static let version = "0.1.0"

    static let abstract = "A toolchain for Apple String Catalogs (.xcstrings): check, format, extract, merge."

    static func main(_ arguments: [String], console: Console) -> ExitStatus {
        guard let first = arguments.first else {
            console.out(help())
            return .success
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
                    error.message, usage: HelpFormatter.usage(for: command.configuration, commandPath: path),
                    console: console)
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

    static func usageError(_ message: String, usage: String, console: Console) -> ExitStatus {
        console.err("error: \(message)\nUsage: \(usage)\n  See 'l10n --help' for more information.\n")
        return .failure
    }
}
