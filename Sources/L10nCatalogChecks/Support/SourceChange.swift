import XCStrings

/// A translation whose source text changed under it: the source-language text of a key (at one variant path)
/// differs between the git base and now, while the translation there is the same in both (`source-changed`).
///
///     // At the base: en "Sync", es "Sincronizar" (translated). Now: en "Sync now", es "Sincronizar" (translated).
///     SourceChange.find(in: entry, base: baseEntry, sourceLanguage: "en")
///     // [SourceChange(key: "settings.sync.title", language: "es", variant: "", oldSource: "Sync", newSource: "Sync now", …)]
///
/// Per variant path: a translation's string unit is compared with the source text for its path as `extract` finds
/// it (``SourceTextResolver``: the same case, else the source's `other` case, else its plain value), at the base
/// and now. So when English `plural.other` changes, the Russian `few`, `many` and `other` it stands for are all
/// changed. Silent when there is nothing to compare with: a key new since the base, a source-language text the
/// base did not have (added since: no old source), a translation the base did not have or that differs (someone
/// translated it again), a key without source-language strings (the key is its text; a changed key is another
/// key).
public struct SourceChange: Sendable, Hashable {
    public var key: String
    public var language: String
    /// Where the translation's string unit stands: root, `plural.few`, `substitutions.count.plural.one`.
    public var variant: VariantPath
    /// The source text the translation was made for (the base's).
    public var oldSource: String
    /// The source text now.
    public var newSource: String
    /// The translation, the same at the base and now.
    public var translation: String
    /// The translation's state now.
    public var state: TranslationState
    /// Where the translation's `state` value stands now (findings point there: the state is what to change).
    public var statePosition: SourcePosition

    /// The changes in one entry, language by language in the entry's order, paths in file order.
    ///
    /// - Parameter states: the translation states that count (`source-changed` and `--mark-changed`: ``doneStates``; MCP's `untranslated` annotates a `needs_review` one too). nil: any state.
    public static func find(
        in entry: CatalogEntry, base: CatalogEntry?, sourceLanguage: String,
        states: Set<TranslationState>? = Self.doneStates, language only: String? = nil
    ) -> [SourceChange] {
        guard let base, let source = entry.localizations[sourceLanguage], source.hasStringUnits,
            let oldSource = base.localizations[sourceLanguage], oldSource.hasStringUnits
        else { return [] }
        let now = SourceTextResolver(key: entry.key, source: source)
        let then = SourceTextResolver(key: entry.key, source: oldSource)
        var changes: [SourceChange] = []
        for (language, localization) in entry.localizations where language != sourceLanguage {
            if let only, only != language { continue }
            guard let old = base.localizations[language] else { continue }
            localization.forEachStringUnit { path, unit in
                guard states.map({ $0.contains(unit.state) }) ?? true, !unit.value.isEmpty,
                    let oldUnit = path.isRoot ? old.stringUnit : old.stringUnit(at: path), oldUnit.value == unit.value
                else { return }
                // A source text the base did not have at this place (added since) is no change of it.
                guard Self.hasSourceUnit(oldSource, for: path) else { return }
                let before = then.text(for: path)
                let after = now.text(for: path)
                guard before != after else { return }
                changes.append(
                    SourceChange(
                        key: entry.key, language: language, variant: path, oldSource: before, newSource: after,
                        translation: unit.value, state: unit.state, statePosition: unit.statePosition))
            }
        }
        return changes
    }

    /// Whether `source` has a string unit a translation at `path` is translated from: at the same place, or one
    /// the path's plural case falls back to (`other`), or the plain value.
    static func hasSourceUnit(_ source: Localization, for path: VariantPath) -> Bool {
        if path.isRoot { return source.stringUnit != nil || source.variations?.hasStringUnits == true }
        if source.stringUnit(at: path) != nil { return true }
        let components = path.components
        if components.first == "substitutions", components.count >= 2 {
            return source.substitutions?[components[1]]?.variations?.hasStringUnits == true
        }
        return source.hasStringUnits
    }

    /// The states that say a translation is done: `translated`, and Xcode 26's `machine_translated`.
    public static let doneStates: Set<TranslationState> = [.translated, .machineTranslated]

    /// `'settings.sync.title'`, or `'inbox.count %lld' (plural.other)`.
    public var describedKey: String {
        variant.isRoot ? "'\(key)'" : "'\(key)' (\(variant))"
    }
}
