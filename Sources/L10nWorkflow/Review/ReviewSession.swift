import L10nFiles
import XCStrings

/// The review of a project's catalogs from files: what `l10n review` and `l10n report` read and write
/// (the MCP tools do the same through their project).
public enum ReviewSession {
    /// Strings waiting for review per language over the request's catalogs (unreadable catalogs skipped).
    public static func waitingCounts(_ request: CheckRequest) -> [String: Int] {
        var counts: [String: Int] = [:]
        for file in (try? CheckRun.catalogFiles(for: request)) ?? [] {
            guard let catalog = try? CheckRun.readCatalog(file, currentDirectory: request.currentDirectory) else { continue }
            let log = ReviewLog.read(catalog: PathDisplay.absolute(file, from: request.currentDirectory))
            for (language, count) in ReviewWorkflow.waitingCounts(in: catalog, log: log) { counts[language, default: 0] += count }
        }
        return counts
    }

    /// `Waiting for review: de 5, fr 2` (languages sorted), or nil when nothing waits.
    public static func waitingLine(_ counts: [String: Int]) -> String? {
        guard !counts.isEmpty else { return nil }
        return "Waiting for review: " + counts.keys.sorted().map { "\($0) \(counts[$0]!)" }.joined(separator: ", ")
    }
}
