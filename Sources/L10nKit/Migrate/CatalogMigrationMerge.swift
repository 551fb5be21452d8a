import XCStrings

/// Merges a migrated table into the catalog already at its place: the existing catalog's entries win wherever both
/// have a value (a key's localization in a language, its comment); what only the migrated table has is added; each
/// place where the two disagree is listed.
///
///     let merged = CatalogMigrationMerge.merge(migrated: table, into: existing)
///     merged.disagreements   // ["'home.title' [de]: the catalog has 'Start', Localizable.strings 'Startseite'; kept the catalog's"]
enum CatalogMigrationMerge {
    static func merge(migrated: StringCatalog, into existing: StringCatalog)
        -> (catalog: StringCatalog, disagreements: [String])
    {
        var catalog = existing
        var disagreements: [String] = []
        for (key, entry) in migrated.entries {
            guard var present = catalog.entries[key] else {
                catalog.entries[key] = entry
                continue
            }
            if present.comment == nil, let comment = entry.comment { present.comment = comment }
            for (language, localization) in entry.localizations {
                guard let kept = present.localizations[language] else {
                    present.localizations[language] = localization
                    continue
                }
                if kept != localization {
                    let theirs = (localization.stringUnit?.value).map { "'\($0)'" } ?? "variations"
                    let ours = (kept.stringUnit?.value).map { "'\($0)'" } ?? "variations"
                    disagreements.append(
                        "'\(key)' [\(language)]: the catalog has \(ours), the table \(theirs); kept the catalog's")
                }
            }
            catalog.entries[key] = present
        }
        return (catalog, disagreements)
    }
}
