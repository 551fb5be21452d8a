import L10nKit

enum FormatCommand: Command {
    static let configuration = CommandConfiguration(
        name: "format",
        abstract: "Rewrite String Catalogs in Xcode's canonical form."
    )

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
        console.err("error: 'format' is not implemented yet\n")
        return .failure
    }
}
