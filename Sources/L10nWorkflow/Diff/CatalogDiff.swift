import XCStrings

/// What changed between two versions of a catalog, as people think of it: keys added, removed and renamed, source
/// text changed, translations added, changed and removed per language and variant, states changed.
///
///     let diff = CatalogDiff(old: try StringCatalog(bytes: before, path: "HEAD~1:Localizable.xcstrings"),
///                            new: try StringCatalog(contentsOfFile: "Localizable.xcstrings"))
///     diff.changes      // [CatalogChange(kind: .sourceChanged, key: "home.title", language: "en", …)]
///     diff.summary      // "1 source changed"
///     diff.text()       // the lines `l10n diff` prints
///
/// The catalogs are compared as data: the order of keys, languages and cases, indentation and escaping are never a
/// change, so a file that was only laid out again has no changes. Text is compared by Unicode scalars, as Xcode
/// compares it.
///
/// A key is **renamed** when it is gone, a new key has the same source text (every source string, variants
/// included), and no other key gone or added has that source text: then the pair is reported once as a rename,
/// followed by what changed in its translations (so a rename that lost the French shows that). Several keys with
/// one source text, on either side, stay added and removed: which became which cannot be told. An entry with no
/// source-language string has its key as its source text, so `"Cancel"` → `"common.cancel"` (English `Cancel`) is a
/// rename.
///
/// Changes are sorted by key in Xcode's key order (a rename under its new key); the catalog's own fields come first.
public struct CatalogDiff: Sendable {
    /// The new version's source language.
    public var sourceLanguage: String
    public var changes: [CatalogChange]

    /// Whether the versions hold the same translations.
    public var isEmpty: Bool { changes.isEmpty }

    public init(old: StringCatalog, new: StringCatalog) {
        sourceLanguage = new.sourceLanguage
        var catalogChanges: [CatalogChange] = []
        for (name, before, after) in [
            ("sourceLanguage", old.sourceLanguage, new.sourceLanguage), ("version", old.version, new.version),
        ] where !before.hasSameScalars(as: after) {
            catalogChanges.append(CatalogChange(kind: .attributeChanged, key: "", attribute: name, old: before, new: after))
        }
        if old.extra.mergeNormalForm != new.extra.mergeNormalForm {
            catalogChanges.append(CatalogChange(kind: .attributeChanged, key: "", attribute: "other fields"))
        }

        var byKey: [(key: String, changes: [CatalogChange])] = []
        var added: [String] = []
        for (key, entry) in new.entries {
            guard let before = old.entries[key] else {
                added.append(key)
                continue
            }
            if before.mergeNormalForm == entry.mergeNormalForm && old.sourceLanguage == new.sourceLanguage { continue }
            let found = Self.changes(key: key, old: before, in: old.sourceLanguage, new: entry, in: new.sourceLanguage)
            if !found.isEmpty { byKey.append((key, found)) }
        }
        let removed = old.entries.keys.filter { !new.entries.contains(key: $0) }

        // Renames: one key gone and one added with the same, non-empty source.
        func signature(_ entry: CatalogEntry, _ key: String, _ language: String) -> ScalarString? {
            let strings = CatalogStrings(entry, key: key, sourceLanguage: language)[language]
            guard strings.contains(where: { !$0.text.value.string.isEmpty }) else { return nil }
            return ScalarString(strings.map { "\($0.path)\u{1}\($0.text.value.string)" }.joined(separator: "\u{0}"))
        }
        var gone: [ScalarString: [String]] = [:]
        for key in removed {
            if let source = signature(old.entries[key]!, key, old.sourceLanguage) { gone[source, default: []].append(key) }
        }
        var arrived: [ScalarString: [String]] = [:]
        for key in added {
            if let source = signature(new.entries[key]!, key, new.sourceLanguage) { arrived[source, default: []].append(key) }
        }
        var renamedFrom: [ScalarString: String] = [:]
        for (source, keys) in arrived where keys.count == 1 {
            if let before = gone[source], before.count == 1 { renamedFrom[ScalarString(keys[0])] = before[0] }
        }
        let renamedOld = Set(renamedFrom.values.map { ScalarString($0) })

        for key in added {
            let entry = new.entries[key]!
            if let oldKey = renamedFrom[ScalarString(key)] {
                let before = old.entries[oldKey]!
                let rename = CatalogChange(
                    kind: .keyRenamed, key: key, oldKey: oldKey,
                    new: entry.sourceText(key, in: new.sourceLanguage))
                let rest = Self.changes(
                    key: key, oldKey: oldKey, old: before, in: old.sourceLanguage, new: entry, in: new.sourceLanguage)
                byKey.append((key, [rename] + rest.map { var change = $0; change.oldKey = oldKey; return change }))
            } else {
                byKey.append((key, [Self.whole(.keyAdded, key: key, entry: entry, sourceLanguage: new.sourceLanguage)]))
            }
        }
        for key in removed where !renamedOld.contains(ScalarString(key)) {
            byKey.append(
                (key, [Self.whole(.keyRemoved, key: key, entry: old.entries[key]!, sourceLanguage: old.sourceLanguage)]))
        }
        let order = KeyOrder.sortedIndices(byKey.map(\.key))
        changes = catalogChanges + order.flatMap { byKey[$0].changes }
    }

    /// A key added or removed: its source text and its other languages.
    static func whole(_ kind: CatalogChange.Kind, key: String, entry: CatalogEntry, sourceLanguage: String)
        -> CatalogChange
    {
        let source = entry.sourceText(key, in: sourceLanguage)
        let languages = CatalogStrings(entry, key: key, sourceLanguage: sourceLanguage).languages
            .filter { $0 != sourceLanguage }
        return CatalogChange(
            kind: kind, key: key, old: kind == .keyRemoved ? source : nil, new: kind == .keyAdded ? source : nil,
            languages: languages)
    }

    /// Whether two optional texts are the same by Unicode scalars.
    static func same(_ one: String?, _ other: String?) -> Bool {
        switch (one, other) {
        case (let one?, let other?): one.hasSameScalars(as: other)
        case (nil, nil): true
        default: false
        }
    }

    /// What changed inside one key: its comment and attributes, then language by language (the source language
    /// first), string by string.
    static func changes(
        key: String, oldKey: String? = nil, old: CatalogEntry, in oldSource: String, new: CatalogEntry,
        in newSource: String
    ) -> [CatalogChange] {
        var found: [CatalogChange] = []
        if !Self.same(old.comment, new.comment) {
            found.append(CatalogChange(kind: .commentChanged, key: key, old: old.comment, new: new.comment))
        }
        let attributes: [(String, String?, String?)] = [
            ("extractionState", old.extractionState?.rawValue, new.extractionState?.rawValue),
            ("shouldTranslate", old.shouldTranslate.map { String($0) }, new.shouldTranslate.map { String($0) }),
            ("isCommentAutoGenerated", old.isCommentAutoGenerated.map { String($0) },
             new.isCommentAutoGenerated.map { String($0) }),
            ("generatesSymbol", old.generatesSymbol.map { String($0) }, new.generatesSymbol.map { String($0) }),
        ]
        for (name, before, after) in attributes where !Self.same(before, after) {
            found.append(CatalogChange(kind: .attributeChanged, key: key, attribute: name, old: before, new: after))
        }
        if old.extra.mergeNormalForm != new.extra.mergeNormalForm {
            found.append(CatalogChange(kind: .attributeChanged, key: key, attribute: "other fields"))
        }

        let before = CatalogStrings(old, key: oldKey ?? key, sourceLanguage: oldSource)
        let after = CatalogStrings(new, key: key, sourceLanguage: newSource)
        var languages = after.languages
        for language in before.languages where !languages.contains(language) { languages.append(language) }
        let others = languages.dropFirst().sorted { ScalarString($0) < ScalarString($1) }
        for language in [languages[0]] + others {
            let isSource = language == newSource
            let stringsBefore = before[language]
            let stringsAfter = after[language]
            var paths = stringsAfter.map(\.path)
            for string in stringsBefore where !paths.contains(string.path) { paths.append(string.path) }
            var changedHere = false
            for path in paths.sorted(by: CatalogStrings.precedes) {
                let was = stringsBefore.first { $0.path == path }?.text
                let now = stringsAfter.first { $0.path == path }?.text
                guard was != now else { continue }
                var change = CatalogChange(
                    kind: .translationChanged, key: key, language: language, variant: path,
                    old: was?.value.string, new: now?.value.string, oldState: was?.state, newState: now?.state)
                if isSource {
                    if was?.value == now?.value {
                        // Only the state; an implicit source (the key, no state) becoming explicit is no change.
                        guard was?.state != nil, now?.state != nil else { continue }
                        change.kind = .stateChanged
                    } else {
                        change.kind = .sourceChanged
                    }
                } else if was == nil {
                    change.kind = .translationAdded
                } else if now == nil {
                    change.kind = .translationRemoved
                } else if was?.value == now?.value {
                    change.kind = .stateChanged
                }
                found.append(change)
                changedHere = true
            }
            // A substitution's argument or format, or a field this version does not know.
            if !changedHere, old.localizations[language]?.mergeNormalForm != new.localizations[language]?.mergeNormalForm,
               old.localizations[language] != nil, new.localizations[language] != nil
            {
                found.append(
                    CatalogChange(kind: .attributeChanged, key: key, language: language, attribute: "other fields"))
            }
        }
        return found
    }
}
