import L10nKit

enum PluralsCommand: Command {
    static let configuration = CommandConfiguration(
        name: "plurals",
        abstract: "Show a language's plural categories, or the category of numbers."
    )

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
        console.err("error: 'plurals' is not implemented yet\n")
        return .failure
    }
}
