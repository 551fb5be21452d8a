import L10nKit

enum ExtractCommand: Command {
    static let configuration = CommandConfiguration(
        name: "extract",
        abstract: "Export what a language still needs, or pull new keys out of Swift sources."
    )

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
        console.err("error: 'extract' is not implemented yet\n")
        return .failure
    }
}
