import L10nDiagnostics
import XCStrings

/// Where each part of a converted legacy table came from: the converted catalog's positions are positions in
/// the `.strings`/`.stringsdict` files, and this map says which file each belongs to, so a finding on the catalog
/// points into the legacy file.
///
///     let converted = LegacyConversion.convert(table, currentDirectory: cwd)
///     converted.sourceMap.location(key: "Done", language: "de", position: converted.catalog["Done"]!.localizations["de"]!.position)
///     // ("App/de.lproj/Localizable.strings", 3:1)
public struct LegacySourceMap: Sendable {
    /// One file's part of a key: its language and every position the conversion took from it.
    public struct Origin: Sendable {
        public var language: String
        public var path: String
        public var positions: [SourcePosition]
    }

    /// Origins by key, the development language's first.
    public private(set) var origins: [String: [Origin]] = [:]
    /// The file findings without a key point at.
    public var primaryFile: String

    public init(primaryFile: String) { self.primaryFile = primaryFile }

    package mutating func record(key: String, language: String, path: String, positions: [SourcePosition]) {
        if let index = origins[key]?.firstIndex(where: { $0.path == path }) {
            origins[key]![index].positions += positions
        } else {
            origins[key, default: []].append(Origin(language: language, path: path, positions: positions))
        }
    }

    /// The file (and position in it) a catalog position of `key` stands for; `language` (a finding's) breaks
    /// ties between files where the same line and column occur.
    public func location(key: String?, language: String?, position: SourcePosition) -> (file: String, position: SourcePosition) {
        guard let key, let candidates = origins[key], let home = candidates.first else { return (primaryFile, position) }
        if position == .unknown { return (home.path, home.positions.first ?? position) }
        let holding = candidates.filter { $0.positions.contains(position) }
        if let match = holding.first(where: { $0.language == language }) ?? holding.first {
            return (match.path, position)
        }
        // A position inside a value (a specifier's column): the finding's language's file holding that line.
        if let language, let origin = candidates.first(where: { origin in
            origin.language == language && origin.positions.contains { $0.line == position.line }
        }) {
            return (origin.path, position)
        }
        return (home.path, home.positions.first ?? position)
    }

    /// `diagnostic` pointing into the legacy file it is about, when it names `catalogPath` (the converted
    /// catalog's place); other diagnostics are returned as they are.
    public func remap(_ diagnostic: Diagnostic, catalogPath: String) -> Diagnostic {
        guard diagnostic.location.file == catalogPath else { return diagnostic }
        var moved = diagnostic
        let found = location(
            key: diagnostic.key, language: diagnostic.language,
            position: SourcePosition(line: diagnostic.location.line, column: diagnostic.location.column))
        moved.location = SourceLocation(file: found.file, line: found.position.line, column: found.position.column)
        return moved
    }
}
