import L10nCatalogChecks
import L10nTables
import XCStrings

extension LegacyCatalog {
    /// The catalog as `check` checks it: an identifier key that only translations' tables hold, while the development
    /// language has a file of the table that lacks it, is a stray (a copy left from another table, a key removed
    /// from the source but not from one translation): Foundation shows it in no other language, so no other
    /// language needs a translation of it. Such entries are marked not to translate here, for the rules and the
    /// coverage; `migrate` keeps them as they are (``LegacyIssue``: keys only translations have).
    ///
    ///     // en.lproj/Localizable.strings lacks "SoftwareUpdateDenyConsequences"; sk.lproj has it
    ///     legacy.checkedCatalog.entries["SoftwareUpdateDenyConsequences"]?.shouldTranslate  // false
    ///
    /// A key that reads as text is its own English, and a stray only in an Info.plist table, when fewer than half of
    /// the translations hold it (OpenEmu's `"Game Gear Game"` in the Chinese `InfoPlist.strings` alone).
    ///
    /// Likewise a key translatewiki's message documentation (`qqq.lproj`) marks `{{Optional}}` or `{{Ignored}}`:
    /// translatewiki asks no translation of it (a name such as 'TED' that every language may keep), so none is
    /// missing and a kept English one is no copy.
    ///
    /// A table whose name says it is kept untranslated (`Untranslated.strings`, `NotLocalized.strings`: see
    /// ``TableIntent``) states the team's intent for all of its keys, as a comment would: none needs a translation.
    public var checkedCatalog: StringCatalog {
        if TableIntent.saysUntranslated(table.name) {
            var checked = catalog
            for index in checked.entries.indices { checked.entries[valueAt: index].shouldTranslate = false }
            return checked
        }
        let source = table.sourceLanguage
        let hasSourceFile = table.files.contains(where: { table.language(of: $0) == source })
        let documented = !table.documentation.isEmpty
        guard hasSourceFile || documented else { return catalog }
        let languages = Set(table.files.map { table.language(of: $0) }).subtracting([source]).count
        var checked = catalog
        for index in checked.entries.indices {
            let entry = checked.entries[valueAt: index]
            if documented, entry.shouldTranslate != false, let comment = entry.comment?.lowercased(),
                comment.contains("{{optional}}") || comment.contains("{{ignored}}")
            {
                checked.entries[entry.key]?.shouldTranslate = false
                continue
            }
            guard hasSourceFile else { continue }
            // A key that reads as text (`Cancel`) is its own English: other languages need it all the same (code may
            // name it) — but not in an Info.plist table, which no code reads, where fewer than half of them hold it
            // (OpenEmu's 'Game Gear Game', left in the Chinese InfoPlist.strings alone: a copy, not a gap).
            guard entry.localizations[source] == nil, entry.shouldTranslate != false else { continue }
            if TranslationPairs.readsAsText(entry.key, keyPattern: .convention),
                table.name != "InfoPlist" || entry.localizations.count * 2 >= languages
            {
                continue
            }
            checked.entries[entry.key]?.shouldTranslate = false
        }
        return checked
    }
}
