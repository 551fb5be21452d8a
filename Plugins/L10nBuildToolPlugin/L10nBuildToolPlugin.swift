import Foundation
import PackagePlugin

/// Runs `l10n check` on a target's Swift files and String Catalogs as part of its build:
///
///     .target(name: "App", plugins: [.plugin(name: "L10nBuildToolPlugin", package: "l10n")])
///
/// Findings are printed in the Xcode format (`path:line:column: error: message [rule-id]`, absolute paths), so
/// `swift build` and Xcode show them as build diagnostics. Only errors fail the build: `l10n check` exits 1 on
/// errors, 0 on warnings and notes (2 when the run itself fails, a malformed catalog say, which fails it too).
/// The package's `.l10n.json` is used when it has one.
///
/// It is a build command that declares its inputs (the target's Swift files and catalogs, the configuration) and
/// no outputs. With tools version 5.11 and later, SwiftPM runs a build command without outputs on every build
/// (it gives it a phony output the target depends on), so the findings are shown on every build, not only on the
/// one after an edit. A prebuild command cannot be used: prebuild commands may only run binary targets, and
/// `l10n` is built from source. Declaring an output would need one the target can take: a non-Swift file becomes
/// a resource (and gives the target a resource bundle), a Swift file would have to be written by `l10n`.
@main
struct L10nBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let files = module.sourceFiles.map(\.url).filter(Self.isChecked)
        return try Self.commands(
            for: files, named: target.name, tool: context.tool(named: "l10n").url,
            configuration: context.package.directoryURL.appendingPathComponent(".l10n.json"))
    }

    /// Swift files and String Catalogs.
    static func isChecked(_ url: URL) -> Bool {
        url.pathExtension == "swift" || url.pathExtension == "xcstrings"
    }

    /// The `l10n check` command over `files`, or none when there is nothing to check.
    static func commands(for files: [URL], named name: String, tool: URL, configuration: URL) -> [Command] {
        guard !files.isEmpty else { return [] }
        var arguments = ["check", "--format", "xcode", "--quiet"]
        var inputs = files
        if FileManager.default.fileExists(atPath: configuration.path) {
            arguments += ["--config", configuration.path]
            inputs.append(configuration)
        }
        arguments += files.map(\.path)
        return [
            .buildCommand(
                displayName: "l10n check \(name)", executable: tool, arguments: arguments, inputFiles: inputs,
                outputFiles: [])
        ]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension L10nBuildToolPlugin: XcodeBuildToolPlugin {
    /// The same check for a target of an Xcode project: its Swift files and catalogs, the project's `.l10n.json`.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url).filter(Self.isChecked)
        return try Self.commands(
            for: files, named: target.displayName, tool: context.tool(named: "l10n").url,
            configuration: context.xcodeProject.directoryURL.appendingPathComponent(".l10n.json"))
    }
}
#endif
