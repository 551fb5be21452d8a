import Foundation
import L10nCatalogChecks
import L10nFiles
import L10nWorkflow
import XCStrings

/// What the server was started on: the paths of `l10n mcp [PATH…]`, its options and folder. Each tool call turns
/// it into a fresh ``CheckRequest`` (the configuration and the files are read again, so an edit made in Xcode
/// meanwhile is seen).
public struct MCPProject: Sendable {
    /// Catalogs, Swift files or folders, as given; empty: the configuration's, else the folder.
    public var paths: [String]
    /// `--languages`, overriding the configuration's required languages.
    public var languages: [String]?
    /// `--config`; nil: the `.l10n.json` found from ``currentDirectory`` upwards, if any.
    public var configurationPath: String?
    /// Absolute; relative paths are taken from it.
    public var currentDirectory: String

    public init(paths: [String] = [], languages: [String]? = nil, configurationPath: String? = nil, currentDirectory: String) {
        self.paths = paths
        self.languages = languages
        self.configurationPath = configurationPath
        self.currentDirectory = currentDirectory
    }

    /// The check `l10n check` would run on the project now.
    public func request() throws(ToolError) -> CheckRequest {
        var configuration = L10nConfiguration()
        let discovered = ConfigurationLoader.discover(from: currentDirectory)
        if let path = configurationPath ?? discovered {
            do {
                configuration = try ConfigurationLoader.load(
                    path: PathDisplay.absolute(path, from: currentDirectory), knownRuleIDs: CheckRun.knownRuleIDs
                ).configuration
            } catch {
                throw ToolError("the configuration cannot be used: \(error)")
            }
        }
        return CheckRequest(paths: paths, languages: languages, configuration: configuration, currentDirectory: currentDirectory)
    }

    /// The catalogs `l10n check` finds, as it shows them.
    public func catalogFiles(_ request: CheckRequest) throws(ToolError) -> [String] {
        do {
            return try CheckRun.catalogFiles(for: request).map(shown)
        } catch {
            throw ToolError("\(error)")
        }
    }

    /// The catalog an argument names: one of ``catalogFiles(_:)`` given as shown, as an absolute path, or by a
    /// unique path suffix (`Localizable.xcstrings`); nil argument: the only catalog.
    public func catalog(named name: String?, among files: [String]) throws(ToolError) -> String {
        guard let name else {
            guard files.count == 1 else {
                if files.isEmpty { throw ToolError("no String Catalog (.xcstrings) found in the project") }
                throw ToolError("the project has \(files.count) catalogs; pass 'catalog' (one of \(files.map { "'\($0)'" }.joined(separator: ", ")))")
            }
            return files[0]
        }
        let absolute = PathDisplay.absolute(name, from: currentDirectory)
        if let exact = files.first(where: { $0 == name || self.absolute(of: $0) == absolute }) { return exact }
        let matches = files.filter { $0.hasSuffix("/" + name) || $0 == name }
        guard matches.count == 1 else {
            throw ToolError("no single catalog '\(name)' in the project; the catalogs are \(files.map { "'\($0)'" }.joined(separator: ", "))")
        }
        return matches[0]
    }

    /// The folder of the project served: the first folder `l10n mcp` was given, else the configuration's folder,
    /// else ``currentDirectory``.
    public var projectFolder: String {
        var isFolder: ObjCBool = false
        for path in paths {
            let absolute = PathDisplay.absolute(path, from: currentDirectory)
            if FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder), isFolder.boolValue { return absolute }
        }
        if let configuration = configurationPath ?? ConfigurationLoader.discover(from: currentDirectory) {
            let absolute = PathDisplay.absolute(configuration, from: currentDirectory)
            return String(absolute[..<(absolute.lastIndex(of: "/") ?? absolute.endIndex)])
        }
        return currentDirectory
    }

    /// A path an agent gave, made absolute: relative paths are taken from the project served (``projectFolder``),
    /// falling back to the server's folder when only that holds the file.
    public func resolve(_ path: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        let inProject = PathDisplay.absolute(path, from: projectFolder)
        if FileManager.default.fileExists(atPath: inProject) { return inProject }
        let inFolder = PathDisplay.absolute(path, from: currentDirectory)
        return FileManager.default.fileExists(atPath: inFolder) ? inFolder : inProject
    }

    /// A shown path made absolute, to open it.
    public func absolute(of path: String) -> String { PathDisplay.absolute(path, from: currentDirectory) }

    /// A path the library found, as `check` shows it from ``currentDirectory``: the library gives absolute paths when
    /// the process runs in another folder (tests); those inside the project are shown relative to it.
    public func shown(_ path: String) -> String {
        guard path.hasPrefix("/"), FileManager.default.currentDirectoryPath != currentDirectory else { return path }
        return PathDisplay.shown(path, from: currentDirectory)
    }

    /// Reads and parses a catalog; a malformed one is reported (`path:line:column: error: …`), never rewritten.
    public func readCatalog(_ path: String) throws(ToolError) -> StringCatalog {
        try readCatalogFile(path).catalog
    }

    /// The catalog at `path` with only `language`'s localizations and the source language's: for reading one
    /// language's work fast (a partial model, never written).
    public func readCatalog(_ path: String, language: String) throws(ToolError) -> StringCatalog {
        do {
            let bytes = try FileReader.readInput(absolute(of: path), shownAs: path)
            return try StringCatalog(bytes: bytes, path: path, languages: [language])
        } catch {
            throw ToolError("\(error)")
        }
    }

    /// Whether the file still holds `bytes` (it was not written since they were read).
    public func isUnchanged(_ path: String, since bytes: [UInt8]) -> Bool {
        (try? FileReader.read(absolute(of: path))) == bytes
    }

    /// The catalog and the bytes it was read from.
    public func readCatalogFile(_ path: String) throws(ToolError) -> (catalog: StringCatalog, bytes: [UInt8]) {
        do {
            let bytes = try FileReader.readInput(absolute(of: path), shownAs: path)
            return (try StringCatalog(bytes: bytes, path: path), bytes)
        } catch {
            throw ToolError("\(error)")
        }
    }
}
