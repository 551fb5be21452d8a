import L10nCatalogChecks
import L10nCommandLine
import L10nWorkflow

/// The configuration a command runs with: `--config FILE`, else the first `.l10n.json` found from the current
/// folder upwards, else the defaults. Warnings (unknown keys, unknown rule ids) go to standard error.
enum ConfigurationOption {
    /// The loaded configuration, or nil after printing why it could not be read (the command exits 2).
    static func load(_ arguments: ParsedArguments, cwd: String, console: Console) -> L10nConfiguration? {
        let discovered = ConfigurationLoader.discover(from: cwd).map { CheckCommand.display($0, cwd) }
        guard let path = arguments.value("--config") ?? discovered else { return L10nConfiguration() }
        do {
            let loaded = try ConfigurationLoader.load(path: path, knownRuleIDs: CheckRun.knownRuleIDs)
            for warning in loaded.warnings { console.err("\(warning)\n") }
            return loaded.configuration
        } catch {
            console.err("\(error)\n")
            return nil
        }
    }
}
