import Foundation
import PackagePlugin

/// `swift package l10n <command> [arguments…]`: runs this package's `l10n` in the package's folder.
///
///     swift package l10n check                                  # every non-test target's sources and catalogs
///     swift package l10n check --target App --format json       # one target
///     swift package --allow-writing-to-package-directory l10n format
///     swift package --allow-writing-to-package-directory l10n extract --from-sources \
///         --catalog Sources/App/Localizable.xcstrings
///
/// Without a command, `check`. `--target NAME` (repeatable) is the plugin's own option. For `check`, `report`,
/// `format` and `extract`, when no path is given, the folders of the package's Swift targets (the named ones, else every
/// target but tests) are added; other commands (`merge`, `rules`, `plurals`) get the arguments as typed. Commands that write
/// (`format`, `extract --from-sources`, `merge --catalog`) need `--allow-writing-to-package-directory`: the plugin
/// declares no permission, so reading commands never ask for one. The plugin fails when `l10n` exits non-zero.
@main
struct L10nCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var invocation = Invocation(extractor.remainingArguments)
        if invocation.takesPaths && !invocation.hasPaths {
            let package = context.package
            // Swift targets (`Target.directoryURL` needs tools version 6.1; the Swift target's has it in 6.0).
            let targets = try (targetNames.isEmpty ? package.targets : package.targets(named: targetNames))
                .compactMap { $0 as? SwiftSourceModuleTarget }
                .filter { !targetNames.isEmpty || $0.kind != .test }
            invocation.arguments += targets.map { Self.relative($0.directoryURL, to: package.directoryURL) }
        }
        let process = Process()
        process.executableURL = try context.tool(named: "l10n").url
        process.arguments = invocation.arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw Failure(
                description: "l10n \(invocation.command) exited with status \(process.terminationStatus)")
        }
    }

    /// `url` relative to `base` when inside it (`Sources/App`), else its path.
    static func relative(_ url: URL, to base: URL) -> String {
        let path = url.standardizedFileURL.path
        let prefix = base.standardizedFileURL.path
        guard path.hasPrefix(prefix + "/") else { return path }
        return String(path.dropFirst(prefix.count + 1))
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }
}

/// The `l10n` command line the plugin runs.
struct Invocation {
    /// Everything after `l10n`, the command first.
    var arguments: [String]

    /// `check` when no command is given (or only options, such as `--strict`).
    init(_ arguments: [String]) {
        if let first = arguments.first, !first.hasPrefix("-") || first == "--help" || first == "--version" {
            self.arguments = arguments
        } else {
            self.arguments = ["check"] + arguments
        }
    }

    var command: String { arguments.first ?? "check" }

    /// The commands whose positional arguments are catalogs, sources or folders.
    var takesPaths: Bool {
        ["check", "report", "format", "extract"].contains(command)
            && !arguments.contains("--help") && !arguments.contains("-h")
    }

    /// The options of `check`, `report`, `format` and `extract` followed by a value.
    static let valueOptions: Set<String> = [
        "--languages", "--format", "--config", "--baseline", "--write-baseline", "--new-since", "--language", "-o",
        "--output", "--catalog",
    ]

    /// Whether an argument after the command is a path (not an option, nor an option's value).
    var hasPaths: Bool {
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            if Self.valueOptions.contains(argument) {
                index += 2
                continue
            }
            if !argument.hasPrefix("-") { return true }
            index += 1
        }
        return false
    }
}
