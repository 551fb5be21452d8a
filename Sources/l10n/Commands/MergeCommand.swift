import L10nKit

enum MergeCommand: Command {
    static let configuration = CommandConfiguration(
        name: "merge",
        abstract: "Bring translations back into a catalog, or merge three versions of a catalog."
    )

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
        console.err("error: 'merge' is not implemented yet\n")
        return .failure
    }
}
