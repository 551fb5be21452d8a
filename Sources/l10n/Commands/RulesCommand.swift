import L10nCommandLine
import L10nWorkflow

enum RulesCommand: Command {
    static let configuration = CommandConfiguration(
        name: "rules",
        abstract: "List every rule with its description and examples.",
        discussion: """
            Without an id, every rule is described: id, default severity, summary, rationale, and examples that \
            trigger it (↓ marks where the finding is reported) and that do not. With ids, only those rules. \
            --list prints one line per rule. Severities are set per rule in .l10n.json: \
            {"rules": {"needs-review": "error", "stale-key": "off"}}.
            """,
        arguments: [
            .flag("--list", help: "One line per rule: id, default severity, summary."),
            .positional("id", help: "A rule id, e.g. missing-translation.", repeating: true),
        ]
    )

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
        let rules = CheckRun.ruleDescriptions
        if arguments.flag("--list") {
            console.out(RuleDocumentation.index(rules))
            return .success
        }
        if arguments.positionals.isEmpty {
            console.out(rules.map(RuleDocumentation.describe).joined(separator: "\n"))
            return .success
        }
        var chosen: [String] = []
        for id in arguments.positionals {
            guard let rule = rules.first(where: { $0.id == id }) else {
                console.err("error: unknown rule '\(id)'; 'l10n rules --list' lists them\n")
                return .failure
            }
            chosen.append(RuleDocumentation.describe(rule))
        }
        console.out(chosen.joined(separator: "\n"))
        return .success
    }
}
