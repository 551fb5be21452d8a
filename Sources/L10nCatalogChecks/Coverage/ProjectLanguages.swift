import XCStrings

/// The languages a project ships, and so the languages each of its catalogs is counted in: the rule behind
/// `check`'s summary, `report` and `extract --language`.
///
/// A project ships every language one of its catalogs has (a localization of any entry, stale or not) and every
/// required language (the configuration's `languages`, or `--languages`). Each language it ships counts in
/// **every** catalog of the project, the catalogs one run of `check`, `report` or `extract` reads: a catalog
/// with no string at all in a shipped language (an app extension's catalog nobody translated into Italian) counts
/// all its keys as missing there, exactly as `extract --language` exports all its strings.
///
///     var project = ProjectLanguages(required: ["en", "es"])
///     project.add(appCatalog)          // en, es, it
///     project.add(extensionCatalog)    // en, es
///     project.counted(in: extensionCatalog)   // ["en", "es", "it"]: the extension's keys are missing in Italian
public struct ProjectLanguages: Sendable, Hashable {
    /// Required languages, as given.
    public let required: [String]
    /// Every language a catalog added so far has.
    public private(set) var found: Set<String> = []

    public init(required: [String]) {
        self.required = required
    }

    /// The languages of every catalog in `catalogs`, with `required`.
    public init(required: [String], catalogs: some Sequence<StringCatalog>) {
        self.init(required: required)
        for catalog in catalogs { add(catalog) }
    }

    /// Every language the project ships: the required ones and every one a catalog has.
    public var shipped: Set<String> { found.union(required) }

    /// Adds a catalog's languages: its source language and every language its entries have.
    public mutating func add(_ catalog: StringCatalog) {
        found.insert(catalog.sourceLanguage)
        found.formUnion(Self.languages(of: catalog))
    }

    /// The languages `catalog` is counted in: its source language, the other required languages in their order,
    /// then every other language the project ships (its own and the other catalogs'), in no particular order.
    public func counted(in catalog: StringCatalog) -> [String] {
        let first = CatalogContext.required(catalog, required)
        let others = found.union(Self.languages(of: catalog)).subtracting(first)
        return first + others
    }

    /// Every language the catalog's entries have, stale and untranslatable ones included.
    static func languages(of catalog: StringCatalog) -> Set<String> {
        var found = Set<String>()
        for entry in catalog.entries.values {
            for language in entry.localizations.keys where !found.contains(language) { found.insert(language) }
        }
        return found
    }
}
