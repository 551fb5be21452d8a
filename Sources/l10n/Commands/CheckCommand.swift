import L10nKit

enum CheckCommand: Command {
    static let configuration = CommandConfiguration(
        name: "check",
        abstract: "Check catalogs and Swift sources for localization problems."
    )

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
        console.err("error: 'check' is not implemented yet\n")
        return .failure
    }
}
