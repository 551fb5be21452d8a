/// The exit statuses every subcommand uses.
///
/// - `success` (0): nothing to report, or only what does not fail the run.
/// - `findings` (1): the run worked and found problems (errors, or warnings under `--strict`; merge conflicts;
///   rejected translation units; non-canonical files under `format --check`).
/// - `failure` (2): the run itself failed: bad usage, unreadable or malformed input, bad configuration.
public enum ExitStatus: Int32, Sendable {
    case success = 0
    case findings = 1
    case failure = 2
}
