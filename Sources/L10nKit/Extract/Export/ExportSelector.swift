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

    /// The units of `catalog` to export, and what was left out.
    public func select(in catalog: StringCatalog) -> Selection {
        var selection = Selection()
        let required = RequiredVariants(language: language)
        for index in KeyOrder.sortedIndices(catalog.entries.keys) {
            let entry = catalog.entries.values[index]
            if entry.shouldTranslate == false { continue }
            if entry.extractionState == .stale && !includeAll { continue }
            let source = entry.localizations[catalog.sourceLanguage]
            let target = entry.localizations[language]
            if source?.stringSet != nil || target?.stringSet != nil {
                selection.skippedStringSets.append(entry.key)
                continue
            }
            let resolver = SourceTextResolver(key: entry.key, source: source)
            for path in required.paths(source: source, target: target) {
                let sourceText = resolver.text(for: path)
                if sourceText.isEmpty { continue }
                let unit = target?.stringUnit(at: path)
                let reason = Self.reason(for: unit)
                if !reason.needsWork && !includeAll { continue }
                selection.units.append(
                    ExportUnit(
                        key: entry.key, variant: path, source: sourceText, comment: entry.comment,
                        target: unit?.value, state: unit?.state.rawValue, reason: reason))
            }
        }
        return selection
    }

    /// Why a target string unit needs work, or ``ExportUnit/Reason/complete``.
    static func reason(for unit: StringUnit?) -> ExportUnit.Reason {
        guard let unit else { return .missing }
        if unit.value.isEmpty { return .empty }
        if unit.state == .new { return .new }
        if unit.state == .needsReview { return .needsReview }
        return .complete
    }
}
