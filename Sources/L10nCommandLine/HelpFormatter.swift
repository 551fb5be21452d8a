/// Renders `--help` text in swift-argument-parser's layout: OVERVIEW, USAGE, ARGUMENTS, OPTIONS, then the
/// discussion, wrapped for an 80-column terminal.
public enum HelpFormatter {
    /// One usage line, e.g. `l10n format [--check] [<path> ...]`.
    public static func usage(for configuration: CommandConfiguration, commandPath: String) -> String {
        if !configuration.usages.isEmpty {
            return configuration.usages.map { "\(commandPath) \($0)" }.joined(separator: "\n       ")
        }
        var parts = [commandPath]
        for definition in configuration.arguments {
            switch definition.kind {
            case .flag:
                parts.append("[\(definition.key)]")
            case .option(let valueName, let repeating):
                parts.append("[\(definition.key) <\(valueName)>]" + (repeating ? " ..." : ""))
            case .positional(let repeating, let optional):
                let core = "<\(definition.key)>" + (repeating ? " ..." : "")
                parts.append(optional ? "[\(core)]" : core)
            }
        }
        return parts.joined(separator: " ")
    }

    public static func help(for configuration: CommandConfiguration, commandPath: String) -> String {
        var out = "OVERVIEW: \(configuration.abstract)\n\n"
        out += "USAGE: \(usage(for: configuration, commandPath: commandPath))\n"

        let positionals = configuration.arguments.filter {
            if case .positional = $0.kind { return true }
            return false
        }
        let options = configuration.arguments.filter {
            if case .positional = $0.kind { return false }
            return true
        }
        if !positionals.isEmpty {
            out += "\nARGUMENTS:\n"
            for definition in positionals {
                out += row(label: "<\(definition.key)>", help: definition.help)
            }
        }
        out += "\nOPTIONS:\n"
        for definition in options {
            var label = definition.names.joined(separator: ", ")
            if case .option(let valueName, _) = definition.kind { label += " <\(valueName)>" }
            out += row(label: label, help: definition.help)
        }
        out += row(label: "-h, --help", help: "Show help information.")
        if !configuration.discussion.isEmpty {
            out += "\n" + wrapDiscussion(configuration.discussion) + "\n"
        }
        return out
    }

    /// `  label      help…` with the help column at 26 and continuation lines indented to it.
    static func row(label: String, help: String) -> String {
        let column = 26
        let width = 80 - column
        let lines = wrap(help, width: width)
        var out = "  " + label
        if out.count + 1 > column {
            out += "\n" + String(repeating: " ", count: column)
        } else {
            out += String(repeating: " ", count: column - out.count)
        }
        out += lines.joined(separator: "\n" + String(repeating: " ", count: column)) + "\n"
        return out
    }

    /// Wraps each unindented line of a discussion at 80 columns; indented lines (examples) stay as written.
    static func wrapDiscussion(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            if line.count <= 80 || line.hasPrefix(" ") { return String(line) }
            return wrap(String(line), width: 80).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}
