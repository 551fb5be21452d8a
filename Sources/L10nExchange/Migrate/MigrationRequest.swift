import Foundation
import L10nCatalogChecks
import L10nFiles

/// What `l10n migrate` is asked to migrate.
///
///     MigrationRequest(paths: [], configuration: settings, currentDirectory: cwd)   // the configured folders, else "."
public struct MigrationRequest: Sendable {
    /// The folders searched for legacy tables.
    public var roots: [String]
    /// The development language when no `.xcodeproj` says (`developmentRegion`): the configuration's first language.
    public var fallbackSourceLanguage: String?
    /// Globs of files to leave out (the configuration's `exclude`), relative to ``excludeBase``.
    public var exclude: [String]
    public var excludeBase: String
    public var currentDirectory: String

    /// `paths` when given, else the configuration's `catalogs` and `sources` folders, else the current folder.
    public init(paths: [String], configuration: L10nConfiguration = L10nConfiguration(), currentDirectory: String) {
        let base = configuration.baseDirectory ?? currentDirectory
        if !paths.isEmpty {
            roots = paths
        } else {
            let configured = (configuration.catalogs + configuration.sources).map {
                PathDisplay.shown(PathDisplay.absolute($0, from: base), from: currentDirectory)
            }
            roots = configured.isEmpty ? ["."] : configured
        }
        fallbackSourceLanguage = configuration.languages.first
        exclude = configuration.exclude
        excludeBase = base
        self.currentDirectory = currentDirectory
    }

    /// The path `exclude` globs are matched against: relative to the configuration's folder.
    func excludeName(of path: String) -> String {
        PathDisplay.relative(PathDisplay.absolute(path, from: currentDirectory), to: excludeBase)
    }
}
