import L10nKit

enum RulesCommand: Command {
    static let configuration = CommandConfiguration(
        name: "rules",
        abstract: "List every rule with its description and examples."
    )

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
        console.err("error: 'rules' is not implemented yet\n")
        return .failure
    }
}
