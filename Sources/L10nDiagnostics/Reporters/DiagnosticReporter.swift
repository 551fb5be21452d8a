/// Turns diagnostics and a summary into the text a tool or person reads.
///
/// Every reporter sorts the diagnostics with ``Diagnostic/reportOrder(_:_:)`` itself, so output is stable
/// whatever order the checks produced them in.
///
///     let report = XcodeReporter(colour: false).report(diagnostics, summary: summary)
///     console.out(report.output)
///     if !quiet, let text = report.summary { console.err(text) }
public protocol DiagnosticReporter: Sendable {
    func report(_ diagnostics: [Diagnostic], summary: ReportSummary) -> Report
}

/// What a reporter produced: the machine- or editor-readable `output` for standard output, and a human
/// `summary` for standard error (`nil` where the output already carries it, as in JSON).
public struct Report: Sendable, Hashable {
    public var output: String
    public var summary: String?

    public init(output: String, summary: String?) {
        self.output = output
        self.summary = summary
    }
}

/// The `--format` values of `l10n check`.
///
///     ReportFormat(rawValue: "sarif")   // .sarif
public enum ReportFormat: String, Sendable, Hashable, CaseIterable {
    /// `path:line:column: error: message [rule-id]`, what Xcode and most editors parse.
    case xcode
    /// One JSON object with every diagnostic and the summary.
    case json
    /// GitHub Actions workflow commands (`::error file=…`), shown as annotations on the pull request.
    case github
    /// SARIF 2.1.0, for GitHub code scanning and other SARIF viewers.
    case sarif
}

extension ReportFormat {
    /// The reporter for this format.
    ///
    ///     let reporter = ReportFormat.sarif.reporter(
    ///         colour: Console.isTerminal(1), toolVersion: "0.1.0", rules: allRules, baseDirectory: cwd)
    ///
    /// - Parameters:
    ///   - colour: ANSI colour for `xcode` (decide with isatty); the other formats never colour.
    ///   - toolVersion, informationURI, rules, baseDirectory: SARIF's tool metadata and URI base
    ///     (see ``SARIFReporter``); ignored by the other formats.
    public func reporter(
        colour: Bool, toolVersion: String, informationURI: String? = nil, rules: [RuleDescription] = [],
        baseDirectory: String? = nil
    ) -> any DiagnosticReporter {
        switch self {
        case .xcode: XcodeReporter(colour: colour)
        case .json: JSONReporter()
        case .github: GitHubReporter()
        case .sarif:
            SARIFReporter(
                toolVersion: toolVersion, informationURI: informationURI, rules: rules,
                baseDirectory: baseDirectory)
        }
    }
}
