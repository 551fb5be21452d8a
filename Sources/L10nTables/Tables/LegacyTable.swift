import Foundation

/// A localization table on `.strings`/`.stringsdict` files: every file of one name across the `*.lproj` folders
/// of one target, as the built bundle merges them.
///
///     App/en.lproj/Localizable.strings
///     App/de.lproj/Localizable.strings            → table 'Localizable' of 'App', languages en and de
///     App/Plurals/en.lproj/Localizable.stringsdict
///
/// `Base.lproj` holds the development language. See ``LegacyTableFinder`` for what "one target" is on disk.
public struct LegacyTable: Sendable {
    public enum Kind: String, Sendable { case strings, stringsdict }

    /// One file of the table.
    public struct File: Sendable {
        /// The path as found (relative paths stay relative).
        public var path: String
        /// The language of its `.lproj` folder; `Base` is the development language.
        public var language: String
        public var kind: Kind
        /// Whether it sits in `Base.lproj`.
        public var isBase: Bool { language == "Base" }
    }

    /// The table name: the files' name without extension (`Localizable`, `InfoPlist`).
    public var name: String
    /// The target folder: the folder holding the `.lproj` folders (the outermost one when several do).
    public var folder: String
    /// The development language: `developmentRegion` of the nearest `.xcodeproj` at or above the folder, else the
    /// fallback given to the finder (the configuration), else `en`.
    public var sourceLanguage: String
    /// Files in a fixed order: development language (Base first), then by language, `.strings` before `.stringsdict`.
    public var files: [File]
    /// Message documentation, not a language: translatewiki's `qqq.lproj` files, whose value for a key is the
    /// translators' comment on it (``LegacyConversion`` makes it the key's comment). Never required, counted,
    /// checked or migrated as a language.
    public var documentation: [File] = []

    /// The `.lproj` folder name of message documentation (translatewiki's ISO 639 "qqq", reserved for local use).
    public static let documentationLanguage = "qqq"

    public init(name: String, folder: String, sourceLanguage: String, files: [File], documentation: [File] = []) {
        self.name = name
        self.folder = folder
        self.sourceLanguage = sourceLanguage
        self.files = files
        self.documentation = documentation
    }

    /// Where a catalog of this table would stand: `<folder>/<name>.xcstrings`.
    public var catalogPath: String { (folder as NSString).appendingPathComponent(name + ".xcstrings") }

    /// The catalog language a file's folder stands for (`Base` → the development language).
    public func language(of file: File) -> String { file.isBase ? sourceLanguage : file.language }

    /// The languages the table has files for (development language first).
    public var languages: [String] {
        var seen: [String] = []
        for file in files where !seen.contains(language(of: file)) { seen.append(language(of: file)) }
        return seen
    }

    /// The file a finding about the whole table points at: the development language's `.strings` file, else
    /// the first file.
    public var primaryFile: File {
        files.first { language(of: $0) == sourceLanguage && $0.kind == .strings }
            ?? files.first { language(of: $0) == sourceLanguage } ?? files[0]
    }
}
