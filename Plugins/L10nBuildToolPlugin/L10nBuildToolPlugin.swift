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
/// When it runs: it is a build command whose inputs are the target's Swift files and catalogs and the
/// configuration. In a package whose tools version is 6.0 or later it declares no outputs, so SwiftPM runs it on
/// every build (it gives such a command a phony output the target depends on) and the findings are shown every
/// time. Before 6.0 SwiftPM runs no command without outputs (it warns "does not declare any output files and
/// therefore will not run"), so there the command declares one: a Swift file holding one comment that
/// `l10n check --build-stamp` writes in the plugin's work folder. Then the check runs on the first build and again
/// whenever an input changes (a Swift file, a catalog, `.l10n.json`), and after a failed build; a build with
/// nothing changed does not repeat its findings. A prebuild command cannot be used: prebuild commands may only run
/// binary targets, and `l10n` is built from source.
@main
struct L10nBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let files = module.sourceFiles.map(\.url).filter(Self.isChecked)
        let version = context.package.toolsVersion
        let stamp = (version.major, version.minor) < (6, 0)
            ? context.pluginWorkDirectoryURL.appendingPathComponent("L10nCheckStamp.swift") : nil
        return try Self.commands(
            for: files, named: target.name, tool: context.tool(named: "l10n").url,
            configuration: context.package.directoryURL.appendingPathComponent(".l10n.json"), stamp: stamp)
    }

    /// Swift files and String Catalogs.
    static func isChecked(_ url: URL) -> Bool {
        url.pathExtension == "swift" || url.pathExtension == "xcstrings"
    }

    /// The `l10n check` command over `files`, or none when there is nothing to check; with `stamp`, the command
    /// writes that file and declares it as its output (for tools versions before 6.0).
    static func commands(for files: [URL], named name: String, tool: URL, configuration: URL, stamp: URL? = nil)
        -> [Command]
    {
        guard !files.isEmpty else { return [] }
        var arguments = ["check", "--format", "xcode", "--quiet"]
        var inputs = files
        if FileManager.default.fileExists(atPath: configuration.path) {
            arguments += ["--config", configuration.path]
            inputs.append(configuration)
        }
        if let stamp { arguments += ["--build-stamp", stamp.path] }
        arguments += files.map(\.path)
        return [
            .buildCommand(
                displayName: "l10n check \(name)", executable: tool, arguments: arguments, inputFiles: inputs,
                outputFiles: stamp.map { [$0] } ?? [])
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
