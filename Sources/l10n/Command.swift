import L10nCommandLine

/// A subcommand of `l10n`: it declares itself and runs on parsed arguments, returning an exit status.
/// Commands stay thin: they turn arguments into calls into `L10nWorkflow` (and the modules below it) and results into
/// output.
protocol Command: Sendable {
    static var configuration: CommandConfiguration { get }
    static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus
}
