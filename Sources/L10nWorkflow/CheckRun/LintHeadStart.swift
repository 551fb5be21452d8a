import L10nCatalogChecks
import L10nFiles
import L10nSourceRules

/// The Swift files' walk and the lint's first pass (the project index), started by `l10n check` without a
/// configuration as soon as the survey knows where the sources are and what is left out, while the inference still
/// reads and counts the catalogs (``ProjectInit/infer(root:currentDirectory:checked:headStart:)``). Neither needs a
/// catalog: what the catalogs decide (the languages, `keyPattern`, `englishKeys`) is given to the lint's second pass
/// (``CheckRun/lintSources(_:indexing:request:keySites:staleKeys:unknownKeysKnowable:shippedLanguages:unitPractice:streamable:projectUsesPlurals:keepsCapitals:)``).
///
///     let start = LintHeadStart(CheckRequest(paths: ["App"], configuration: surveyed, currentDirectory: cwd))
///     var request = CheckRequest(paths: ["App"], configuration: inferred, currentDirectory: cwd)
///     request.headStart = start
///     CheckRun.run(request)   // takes the walk and the index when `start.serves(request)`
public final class LintHeadStart: Sendable {
    /// The request the walk and the index were started for.
    let request: CheckRequest
    /// The walk and the index, until a check takes them (``take(for:)``).
    private let started: Locked<(sources: CheckRun.SourceDiscovery, indexing: SourceLintRunner.Indexing)?>

    /// Starts the walk and the index pass of `request`'s check, each on a thread of its own.
    public init(_ request: CheckRequest) {
        var unshared = request
        unshared.reuse = nil
        unshared.headStart = nil
        let asked = unshared
        self.request = asked
        let sources = CheckRun.SourceDiscovery(asked, keepingWalked: true)
        let indexing = SourceLintRunner.Indexing(sources.discovery) { CheckRun.baseLintOptions(for: asked) }
        started = Locked((sources, indexing))
    }

    /// The walk and the index for the check of `asked`, when they are its own (``serves(_:)``); handed over once,
    /// so that the check alone holds the index it frees.
    func take(for asked: CheckRequest) -> (sources: CheckRun.SourceDiscovery, indexing: SourceLintRunner.Indexing)? {
        guard serves(asked) else { return nil }
        return started.withLock { started in
            defer { started = nil }
            return started
        }
    }

    /// Whether the check of `asked` walks the same files and reads the same index: its request is this one's but
    /// for what the catalogs decide, and a check run again (``CheckReuse``) that replays none yet.
    func serves(_ asked: CheckRequest) -> Bool {
        guard asked.reuse?.isReplayingCheck != true, asked.paths == request.paths,
            asked.currentDirectory == request.currentDirectory
        else { return false }
        return Self.walked(asked) == Self.walked(request)
    }

    /// A request's configuration as the walk and the index pass read it: without the languages, the key style and
    /// the configuration's file, and without the catalog folders when the paths or `sources` say where the Swift
    /// files are (``CheckRun/sourceRoots(for:)``).
    private static func walked(_ request: CheckRequest) -> L10nConfiguration {
        var configuration = request.configuration
        configuration.languages = []
        configuration.keyPattern = nil
        configuration.englishKeys = false
        configuration.file = nil
        if !request.paths.isEmpty || !configuration.sources.isEmpty { configuration.catalogs = [] }
        return configuration
    }
}
