import XCStrings

/// Picks, from a catalog, the strings a language still needs — or, with ``includeAll``, every translatable
/// string.
///
///     let selector = ExportSelector(language: "ru")
///     let units = selector.units(in: try StringCatalog(contentsOfFile: "Localizable.xcstrings"))
///     units.filter { $0.reason.needsWork }.count
///
/// A string is needed when the language has no string unit for it, an empty value, or state `new` or
/// `needs_review`; each plural case Xcode creates for the target language (see ``RequiredVariants``), each device
/// case and each substitution case counts on its own. Keys with `shouldTranslate: false` are never selected;
/// keys whose `extractionState` is `stale` only with ``includeAll``. String sets (App Shortcuts phrases) are
/// not exported: they have no single-string form; ``skippedStringSets`` counts them. Units whose source text is
/// empty are skipped (nothing to translate). Keys come in Xcode's key order.
public struct ExportSelector: Sendable {
    /// The target language, e.g. `es`, `pt-BR`, `zh-Hans`.
    public var language: String
    /// Export every translatable string, done or not (and stale keys).
    public var includeAll: Bool

    public init(language: String, includeAll: Bool = false) {
        self.language = language
        self.includeAll = includeAll
    }

    /// What the selector found in one catalog.
    public struct Selection: Sendable, Hashable {
        public var units: [ExportUnit] = []
        /// Keys whose source is a string set (App Shortcuts phrases), not exported.
        public var skippedStringSets: [String] = []
    }

    /// The units of `catalog` to export, in Xcode's key order.
    public func units(in catalog: StringCatalog) -> [ExportUnit] {
        select(in: catalog).units
    }

    /// The units of `catalog` to export, and what was left out. What a language needs, and the status of each
    /// string, is ``TranslationNeeds``' (the definition `check`'s summary and `report` count with).
    public func select(in catalog: StringCatalog) -> Selection {
        var selection = Selection()
        let needs = TranslationNeeds(language: language)
        for index in KeyOrder.sortedIndices(catalog.entries.keys) {
            let entry = catalog.entries.values[index]
            // Stale keys are exported with everything else (`--all`); `shouldTranslate: false` never is.
            guard TranslationNeeds.needsTranslation(entry) || (includeAll && entry.shouldTranslate != false) else {
                continue
            }
            let source = entry.localizations[catalog.sourceLanguage]
            let target = entry.localizations[language]
            if TranslationNeeds.isStringSet(source: source, target: target) {
                selection.skippedStringSets.append(entry.key)
                continue
            }
            let resolver = SourceTextResolver(key: entry.key, source: source)
            needs.forEachString(key: entry.key, source: source, target: target) { string in
                if !string.status.needsWork && !includeAll { return }
                selection.units.append(
                    ExportUnit(
                        key: entry.key, variant: string.path, source: resolver.text(for: string.path),
                        comment: entry.comment, target: string.unit?.value, state: string.unit?.state.rawValue,
                        reason: string.status))
            }
        }
        return selection
    }
}
