import Foundation
import L10nFiles
import L10nTables

/// An Interface Builder document and where its translations live.
///
///     App/Base.lproj/Main.storyboard + App/de.lproj/Main.strings, App/fr.lproj/Main.strings   → .tables
///     App/Base.lproj/Main.storyboard + App/mul.lproj/Main.xcstrings                          → .catalog
///     App/Base.lproj/Main.storyboard alone                                                   → .base
///     App/Views/Cell.xib (in no .lproj folder)                                               → .none
public struct InterfaceBuilderSource: Sendable {
    public enum Localization: Sendable {
        /// ibtool tables, one per language (`de.lproj/Main.strings`); a development-language table
        /// (`en.lproj/Main.strings`) overrides the document's text at run time.
        case tables(LegacyTable)
        /// The catalog Xcode 15 and later keep for the document (`mul.lproj/Main.xcstrings`).
        case catalog(String)
        /// In `Base.lproj` (or the development language's folder), with no table or catalog yet: localized, every
        /// other language missing.
        case base
        /// In no `.lproj` folder: the document is not localized at all.
        case none
    }

    /// The document (`Base.lproj/Main.storyboard`), as shown.
    public var document: String
    /// The table name: the document's name without its extension.
    public var name: String
    /// The folder holding the `.lproj` folders (the document's own folder when it is in none).
    public var folder: String
    /// The development language (see ``LegacyTableFinder``).
    public var sourceLanguage: String
    public var localization: Localization
    /// Copies of the document localized by language (the layout before Base localization:
    /// `zh-Hans.lproj/Main.storyboard` beside `Base.lproj/Main.storyboard`), by language.
    public var languageCopies: [String: String] = [:]

    public init(document: String, name: String, folder: String, sourceLanguage: String, localization: Localization) {
        self.document = document
        self.name = name
        self.folder = folder
        self.sourceLanguage = sourceLanguage
        self.localization = localization
    }

    /// Where Xcode writes the document's catalog: `<folder>/mul.lproj/<name>.xcstrings` (CotEditor, iina,
    /// NetNewsWire, Rectangle, Vienna).
    public var catalogPath: String {
        ((folder as NSString).appendingPathComponent("mul.lproj") as NSString).appendingPathComponent(name + ".xcstrings")
    }

    /// The tables, when the document is on tables.
    public var table: LegacyTable? {
        if case .tables(let table) = localization { return table }
        return nil
    }
}

/// Finds Interface Builder documents and pairs each with its tables or catalog: the one decision of which table or
/// catalog belongs to a document, shared by `check`, `report`, `extract`, `merge` and `migrate`.
///
///     let sources = InterfaceBuilderFinder.find(["App"], tables: tables, catalogs: catalogFiles)
///     sources.map(\.document)   // ["App/Base.lproj/Main.storyboard", "App/Views/Cell.xib"]
///
/// A table is a document's when the document stands in a `.lproj` folder of the table's folder with the table's
/// name (`App/Base.lproj/Main.storyboard` for `App/de.lproj/Main.strings`). A catalog is a document's when it is
/// named like the document and stands in `mul.lproj`, in `Base.lproj`, or in the folder holding `Base.lproj`
/// (``CatalogReader`` takes the same places). Documents in a skipped folder (``SkippedFolders``) or matched by
/// `exclude` are not found.
public enum InterfaceBuilderFinder {
    static let storyboards = FileFinder(fileExtension: "storyboard")
    static let xibs = FileFinder(fileExtension: "xib")

    /// The documents under `roots` (as found, relative paths kept), sorted.
    public static func documents(under roots: [String], exclude: [String] = [], rootNames: [String]? = nil) -> [String] {
        var found: [String] = []
        storyboards.walk(roots, exclude: exclude, rootNames: rootNames) { found.append($0) }
        xibs.walk(roots, exclude: exclude, rootNames: rootNames) { found.append($0) }
        return FileFinder.sortedAndUnique(found)
    }

    /// Pairs documents with `tables` (the legacy tables found under the same roots) and `catalogs` (the catalog
    /// files found there); paths are compared as given.
    /// `exists` says whether a catalog not among `catalogs` is on disk (the document is on it, though it is not
    /// checked).
    public static func pair(
        documents: [String], tables: [LegacyTable], catalogs: [String], fallbackSourceLanguage: String? = nil,
        exists: (String) -> Bool = { _ in false }
    ) -> [InterfaceBuilderSource] {
        var tablesByPlace: [String: LegacyTable] = [:]
        for table in tables { tablesByPlace[place(table.folder, table.name)] = table }
        let catalogSet = Set(catalogs.map(normalized))
        // (folder, name) → the documents of each .lproj folder.
        var groups: [String: [(language: String?, path: String)]] = [:]
        var order: [String] = []
        for path in documents {
            let parent = (path as NSString).deletingLastPathComponent
            let name = InterfaceBuilderDocument.tableName(of: path)
            let language: String? = (parent as NSString).pathExtension == "lproj"
                ? ((parent as NSString).lastPathComponent as NSString).deletingPathExtension : nil
            let folder = language == nil ? parent : (parent as NSString).deletingLastPathComponent
            let id = place(folder, name) + (language == nil ? "\u{0}\(path)" : "")
            if groups[id] == nil { order.append(id) }
            groups[id, default: []].append((language, path))
        }
        var regions: [String: String?] = [:]
        var sources: [InterfaceBuilderSource] = []
        for id in order {
            let members = groups[id] ?? []
            let first = members[0]
            let folder = first.language == nil
                ? (first.path as NSString).deletingLastPathComponent
                : ((first.path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
            let name = InterfaceBuilderDocument.tableName(of: first.path)
            let table = tablesByPlace[place(folder, name)]
            let sourceLanguage = table?.sourceLanguage
                ?? LegacyTableFinder.developmentRegion(near: folder, cache: &regions) ?? fallbackSourceLanguage ?? "en"
            // The development document: Base.lproj's, else the development language's, else the first.
            let primary = members.first { $0.language == "Base" } ?? members.first { $0.language == sourceLanguage }
                ?? members[0]
            let localization: InterfaceBuilderSource.Localization
            let candidates = catalogCandidates(folder: folder, name: name)
            if let catalog = candidates.first(where: { catalogSet.contains(normalized($0)) })
                ?? (first.language == nil ? nil : candidates.first(where: exists))
            {
                localization = .catalog(catalog)
            } else if let table {
                localization = .tables(table)
            } else {
                localization = primary.language == nil ? .none : .base
            }
            var source = InterfaceBuilderSource(
                document: primary.path, name: name, folder: folder, sourceLanguage: sourceLanguage,
                localization: localization)
            for member in members where member.path != primary.path {
                if let language = member.language, language != "Base" { source.languageCopies[language] = member.path }
            }
            sources.append(source)
        }
        return sources
    }

    /// The places a document's catalog may stand, Xcode's first.
    static func catalogCandidates(folder: String, name: String) -> [String] {
        let file = name + ".xcstrings"
        return [
            ((folder as NSString).appendingPathComponent("mul.lproj") as NSString).appendingPathComponent(file),
            ((folder as NSString).appendingPathComponent("Base.lproj") as NSString).appendingPathComponent(file),
            (folder as NSString).appendingPathComponent(file),
        ]
    }

    /// The catalog of the document at `path` (shown from `cwd`) that is on disk, if any.
    package static func catalog(ofDocument path: String, cwd: String) -> String? {
        let folder = ((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        return catalogCandidates(folder: folder, name: InterfaceBuilderDocument.tableName(of: path))
            .first { FileManager.default.fileExists(atPath: PathDisplay.absolute($0, from: cwd)) }
    }

    /// The document a legacy table belongs to, when there is one on disk: `<folder>/Base.lproj/<name>.storyboard`
    /// (or `.xib`), or in the development language's folder. Its tables are Interface Builder tables.
    public static func document(of table: LegacyTable) -> String? {
        for folder in ["Base.lproj", "\(table.sourceLanguage).lproj"] {
            for ext in ["storyboard", "xib"] {
                let path = ((table.folder as NSString).appendingPathComponent(folder) as NSString)
                    .appendingPathComponent("\(table.name).\(ext)")
                if FileManager.default.fileExists(atPath: path) { return path }
            }
        }
        return nil
    }

    package static func place(_ folder: String, _ name: String) -> String { normalized(folder) + "\u{0}" + name }

    static func normalized(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        if path.isEmpty { return "." }
        return path
    }
}
