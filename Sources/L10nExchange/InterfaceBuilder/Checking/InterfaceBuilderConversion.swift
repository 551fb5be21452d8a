import Foundation
import L10nSourceParsing
import L10nTables
import XCStrings

/// An Interface Builder document on tables (or on none yet), read as the catalog it stands for: the document's
/// strings are the keys; the development language's text is the document's (or the development-language table's,
/// which overrides it at run time); every other language's is its table's.
public struct InterfaceBuilderCatalog: Sendable {
    public var source: InterfaceBuilderSource
    public var document: InterfaceBuilderDocument
    /// One entry per string of the document, with ibtool's comment; positions are in the document and the tables
    /// (see ``sourceMap``).
    public var catalog: StringCatalog
    public var sourceMap: LegacySourceMap
    /// The tables' keys whose object is no longer in the document.
    public var unusedKeys: [UnusedKey] = []
    /// Tables that could not be read.
    public var failures: [CatalogError] = []
    /// What Foundation does not load in the tables (`malformed-table`); the rest of each table is read.
    public var problems: [TableProblem] = []

    /// A table key whose object the document no longer has: where it stands first (the development language's
    /// table, else the first table holding it), and how many tables hold it.
    public struct UnusedKey: Sendable, Hashable {
        public var key: String
        public var file: String
        public var position: SourcePosition
        public var tables: Int

        public init(key: String, file: String, position: SourcePosition, tables: Int) {
            (self.key, self.file, self.position, self.tables) = (key, file, position, tables)
        }
    }

    /// The file each language's strings are written to: its table (`de.lproj/Main.strings`).
    public func tableFile(for language: String) -> String? {
        source.table?.files.first { source.table?.language(of: $0) == language && $0.kind == .strings }?.path
    }
}

/// Converts a document and its tables to an ``InterfaceBuilderCatalog``.
///
///     let converted = InterfaceBuilderConversion.convert(source, document: document, currentDirectory: cwd)
///     converted.catalog["00n-xr-jcQ.title"]?.localizations["de"]?.stringUnit?.value   // "Aktualisieren"
///
/// - Keys: the document's strings, in document order, each with ibtool's comment (the table's comment is not
///   read: the document's is current), as Xcode's extraction writes them (a localizer note rides in the comment;
///   Xcode translates such a string all the same).
/// - Values: the development language's from its table when it has the key (`en.lproj/Main.strings` is what the
///   app shows in English), else the document's; other languages' from their tables, `translated`.
/// - A table key whose object is gone is listed in ``InterfaceBuilderCatalog/unusedKeys``, not counted; a key whose
///   object is there but whose text Xcode does not extract (a placeholder, ``InterfaceBuilderDefaults``) is neither.
/// - A copy of the document in a language's folder (`zh-Hans.lproj/Main.storyboard`) gives that language's values.
public enum InterfaceBuilderConversion {
    public static func convert(
        _ source: InterfaceBuilderSource, document: InterfaceBuilderDocument, currentDirectory: String,
        copies: [String: InterfaceBuilderDocument] = [:]
    ) -> InterfaceBuilderCatalog {
        let legacy = source.table.map { LegacyConversion.convert($0, currentDirectory: currentDirectory) }
        return convert(source, document: document, tables: legacy, copies: copies)
    }

    /// Converts with the tables already converted (``LegacyConversion``), nil when there are none.
    public static func convert(
        _ source: InterfaceBuilderSource, document: InterfaceBuilderDocument, tables: LegacyCatalog?,
        copies: [String: InterfaceBuilderDocument] = [:]
    ) -> InterfaceBuilderCatalog {
        let development = source.sourceLanguage
        var catalog = StringCatalog(sourceLanguage: development)
        var map = LegacySourceMap(primaryFile: document.path)
        let copyValues = copies.mapValues(\.byKey)
        for string in document.strings where catalog.entries[string.key] == nil {
            var entry = CatalogEntry(key: string.key, comment: string.comment, position: string.position)
            entry.commentPosition = string.position
            // BartyCrouch's `#bc-ignore!` as the text, or a localizer note that says not to localize it (the
            // hardcoded check honours the same): a text the team keeps out of its tables, needing no translation.
            if string.value.contains("#bc-ignore!") || string.note.map(InterfaceBuilderLint.noteSaysNotToLocalize) == true {
                entry.shouldTranslate = false
            }
            map.record(key: string.key, language: development, path: document.path, positions: [string.position])
            entry.localizations[development] = Localization(
                stringUnit: StringUnit(state: .translated, value: string.value, valuePosition: string.position),
                position: string.position)
            if let tableEntry = tables?.catalog.entries[string.key] {
                for (language, localization) in tableEntry.localizations { entry.localizations[language] = localization }
                for origin in tables?.sourceMap.origins[string.key] ?? [] {
                    map.record(key: string.key, language: origin.language, path: origin.path, positions: origin.positions)
                }
            }
            for (language, values) in copyValues where entry.localizations[language] == nil {
                guard let copy = values[string.key], let path = source.languageCopies[language] else { continue }
                entry.localizations[language] = Localization(
                    stringUnit: StringUnit(state: .translated, value: copy.value, valuePosition: copy.position),
                    position: copy.position)
                map.record(key: string.key, language: language, path: path, positions: [copy.position])
            }
            catalog.entries[string.key] = entry
        }
        var converted = InterfaceBuilderCatalog(
            source: source, document: document, catalog: catalog, sourceMap: map, failures: tables?.failures ?? [],
            problems: tables?.problems ?? [])
        if let tables {
            for (key, _) in tables.catalog.entries where catalog.entries[key] == nil && !document.hasObject(of: key) {
                let origins = tables.sourceMap.origins[key] ?? []
                guard let home = origins.first(where: { $0.language == development }) ?? origins.first else { continue }
                converted.unusedKeys.append(
                    InterfaceBuilderCatalog.UnusedKey(
                        key: key, file: home.path, position: home.positions.first ?? SourcePosition(line: 1, column: 1),
                        tables: Set(origins.map(\.path)).count))
            }
            converted.unusedKeys.sort { ($0.file, $0.position) < ($1.file, $1.position) }
        }
        return converted
    }
}
