/// Storage one thread reuses from file to file while it lints: the lexer's (``LexerBuffers``) and the
/// analysis's scratch arrays, so the steady state of a worker allocates little besides its findings.
///
///     var buffers = LintBuffers()
///     for path in paths { results.append(linter.lint(path: path, bytes: read(path), reusing: &buffers)) }
public struct LintBuffers {
    public var lexer = LexerBuffers()
    var analysis = AnalysisBuffers()

    public init() {}
}

/// The analysis's per-file scratch arrays, handed to each ``FileAnalyzer`` and taken back (emptied, capacity
/// kept) when it is done.
struct AnalysisBuffers {
    /// The arguments of the call being analysed.
    var arguments: [CallArgument] = []
    /// The top-level items of the expression being analysed.
    var items: [Int] = []
    /// The analyzer's findings, before they become diagnostics.
    var findings: [RawFinding] = []
    /// The words of the analyzer's three ``TokenSet``s.
    var tokenSetWords: ([UInt64], [UInt64], [UInt64]) = ([], [], [])
    /// The sites of the file (see ``FileAnalyzer/collectSites(_:literals:into:)``).
    var sites: [AnalysisSite] = []
    /// The arrays of the file's ``Regions``.
    var regions = Regions.Storage()
    /// The stack of the analyzer's ``Regions/InnermostTypeCursor``.
    var typeStack: [Int] = []
    /// The analyzer's suggested-key prefixes per type.
    var prefixCache: [KeySuggestion.KeyPrefix?] = []
}
