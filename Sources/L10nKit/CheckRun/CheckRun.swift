import Foundation
import L10nDiagnostics
import XCStrings

/// `l10n check`'s work, without the command line: find the catalogs, run the rules, apply the configured
/// severities and the baseline, sort, and summarise.
///
///     let outcome = CheckRun.run(CheckRequest(paths: ["."], currentDirectory: cwd))
///     print(XcodeReporter().report(outcome.diagnostics, summary: outcome.summary).output)
///     exit(outcome.exitStatus(strict: false))
///
/// The pipeline is: ``catalogFiles(for:)`` → per catalog ``CatalogChecker`` (diagnostics and progress) →
/// ``finish(_:request:catalogs:filesScanned:failures:)`` (levels, baseline, order, summary). The Swift source
/// lint joins as one more producer of diagnostics before `finish`: its runner lints the `.swift` files under the
/// paths (or the configured `sources`) and its diagnostics go through the same levels, baseline and reporters.
public enum CheckRun {
    /// Every rule `l10n check` knows, in the order `l10n rules` and SARIF list them.
    public static var ruleDescriptions: [RuleDescription] { CatalogRules.descriptions }

    /// Ids of the Swift source rules (L10nLint), accepted in `.l10n.json` before that target's rules are linked in.
    public static let sourceRuleIDs: Set<String> = [
        "hardcoded-string", "string-concatenation", "unknown-key", "unused-key", "unused-suppression",
    ]

    /// Rule ids the configuration may name.
    public static var knownRuleIDs: Set<String> { Set(ruleDescriptions.map(\.id)).union(sourceRuleIDs) }

    public static func run(_ request: CheckRequest) -> CheckOutcome {
        let files: [String]
        do {
            files = try catalogFiles(for: request)
        } catch {
            return CheckOutcome(failures: [error.description])
        }
        let keyPattern: KeyPattern
        do {
            keyPattern = try request.configuration.keyPattern.map { try KeyPattern(regularExpression: $0) } ?? .convention
        } catch {
            return CheckOutcome(failures: ["error: 'keyPattern' is not a valid regular expression"])
        }
        let rules = CatalogRules.all.filter { request.configuration.level(of: $0.description) != .off }
        let checker = CatalogChecker(rules: rules, languages: request.effectiveLanguages, keyPattern: keyPattern)

        var diagnostics: [Diagnostic] = []
        var progress: [ReportSummary.CatalogProgress] = []
        var failures: [String] = []
        for file in files {
            do throws(CatalogError) {
                let catalog = try readCatalog(file, currentDirectory: request.currentDirectory)
                diagnostics += checker.check(catalog, file: file)
                progress.append(checker.progress(of: catalog, file: file))
            } catch {
                failures.append(error.description)
            }
        }
        return finish(
            diagnostics, request: request, catalogs: progress, filesScanned: files.count, failures: failures)
    }

    /// Applies the configured levels (dropping `off` rules), then the baseline; sorts; builds the summary.
    public static func finish(
        _ diagnostics: [Diagnostic], request: CheckRequest, catalogs: [ReportSummary.CatalogProgress],
        filesScanned: Int, failures: [String]
    ) -> CheckOutcome {
        var levelled: [Diagnostic] = []
        levelled.reserveCapacity(diagnostics.count)
        for var diagnostic in diagnostics {
            switch request.configuration.rules[diagnostic.ruleID] {
            case .off?: continue
            case .severity(let severity)?: diagnostic.severity = severity
            case nil: break
            }
            levelled.append(diagnostic)
        }
        levelled.sort(by: Diagnostic.reportOrder)
        var kept = levelled
        var hidden = 0
        if let baseline = request.baseline { (kept, hidden) = baseline.filter(levelled) }
        return CheckOutcome(
            diagnostics: kept, allDiagnostics: levelled, hiddenByBaseline: hidden,
            summary: ReportSummary(catalogs: catalogs, filesScanned: filesScanned, diagnostics: kept), failures: failures)
    }

    /// The catalogs to check, as paths to show: the request's paths as typed, else the configuration's
    /// `catalogs` (relative to the configuration's folder, shown relative to the current folder), else `.`;
    /// minus those the configuration's `exclude` globs match.
    public static func catalogFiles(for request: CheckRequest) throws(CatalogError) -> [String] {
        let configuration = request.configuration
        let cwd = request.currentDirectory
        var roots = request.paths
        if roots.isEmpty, !configuration.catalogs.isEmpty {
            let base = configuration.baseDirectory ?? cwd
            roots = configuration.catalogs.map { PathDisplay.relative(PathDisplay.absolute($0, from: base), to: cwd) }
        }
        if roots.isEmpty { roots = ["."] }
        let found = try CatalogFinder.find(roots.map { absoluteIfNeeded($0, cwd) })
        guard !configuration.exclude.isEmpty else { return found }
        let globs = configuration.exclude.map(Glob.init)
        let base = configuration.baseDirectory ?? cwd
        return found.filter { file in
            let relative = PathDisplay.relative(PathDisplay.absolute(file, from: cwd), to: base)
            return !globs.contains { $0.matches(relative) || $0.matches(file) }
        }
    }

    /// Relative paths are kept as typed; CatalogFinder resolves them against the process's current folder, which
    /// is `cwd` when run from the command line. Tests pass absolute paths.
    private static func absoluteIfNeeded(_ path: String, _ cwd: String) -> String {
        if path.hasPrefix("/") || FileManager.default.currentDirectoryPath == cwd { return path }
        return PathDisplay.absolute(path, from: cwd)
    }

    static func readCatalog(_ file: String, currentDirectory: String) throws(CatalogError) -> StringCatalog {
        let bytes: [UInt8]
        do {
            bytes = try AtomicFile.read(absoluteIfNeeded(file, currentDirectory))
        } catch {
            throw CatalogError(file: file, line: 0, column: 0, message: error.message)
        }
        return try StringCatalog(bytes: bytes, path: file)
    }
}
