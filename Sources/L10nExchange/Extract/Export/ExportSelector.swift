import L10nCatalogChecks
import XCStrings

/// Picks, from a catalog, the strings a language still needs — or, with ``includeAll``, every string, as
/// Xcode's localization export has them.
///
///     let selector = ExportSelector(language: "ru")
///     let units = selector.units(in: try StringCatalog(contentsOfFile: "Localizable.xcstrings"))
///     units.filter { $0.reason.needsWork }.count
///
/// A string is needed when the language has no string unit for it, an empty value, or state `new` or
/// `needs_review`; each plural case Xcode creates for the target language (see ``RequiredVariants``), each device
/// case and each substitution case counts on its own. Keys whose `extractionState` is `stale`, and strings with no
/// source text (the empty key `""`, see ``TranslationNeeds``), come only with ``includeAll``. Keys with `shouldTranslate: false` are never needed: with ``includeAll`` and
/// ``includeXLIFFOnlyUnits`` they come as Xcode exports them (XLIFF `translate="no"`, with their target when the
/// language has one), otherwise not at all. String sets (App Shortcuts phrases) come only with
/// ``includeXLIFFOnlyUnits`` (no other format has a form for them); otherwise ``skippedStringSets`` lists them.
///
/// The source language itself (the development language) is exported as Xcode exports it too: every source
/// string as both source and target, with its state, or `new` where the source language has no string (the key
/// is the text); needed are those that are `new` or `needs_review` (or missing).
///
/// Texts are Xcode's: the source text as ``SourceTextResolver`` finds it (an explicitly empty value stays empty),
/// substitution references spelled with their argument numbers (``SubstitutionSpelling``). Units come in the
/// order of Xcode's export (``ExportOrder``).
public struct ExportSelector: Sendable {
    /// The target language, e.g. `es`, `pt-BR`, `zh-Hans`.
    public var language: String
    /// Export every string, done or not (and stale keys).
    public var includeAll: Bool
    /// Also select what only XLIFF can carry: string sets, and (with ``includeAll``) strings not to translate.
    public var includeXLIFFOnlyUnits: Bool
    /// The catalog at the git base (see ``SourceChangeBase``): a translation whose source text changed since, while
    /// it stayed the same, is selected as ``ExportUnit/Reason/sourceChanged`` when it says it is done, and every
    /// such unit carries ``ExportUnit/previousSource``. nil: no base, nothing of the kind.
    public var sourceBase: StringCatalog?
    /// Tells translations that are their source text unchanged (selected as ``ExportUnit/Reason/copy``); nil:
    /// they count as done. `extract` sets it from the configuration, as coverage counts.
    public var copies: SourceCopies?
    /// The translation rules to run on each selected unit's current translation (its ``ExportUnit/findings``,
    /// written into the translator's note); nil for none.
    public var checks: TranslationChecks?

    public init(
        language: String, includeAll: Bool = false, includeXLIFFOnlyUnits: Bool = false, sourceBase: StringCatalog? = nil
    ) {
        self.sourceBase = sourceBase
        self.language = language
        self.includeAll = includeAll
        self.includeXLIFFOnlyUnits = includeXLIFFOnlyUnits
    }

    /// What the selector found in one catalog.
    public struct Selection: Sendable, Hashable {
        public var units: [ExportUnit] = []
        /// Keys whose source is a string set (App Shortcuts phrases), left out (see ``includeXLIFFOnlyUnits``).
        public var skippedStringSets: [String] = []
    }

    /// The units of `catalog` to export, in Xcode's export order.
    public func units(in catalog: StringCatalog) -> [ExportUnit] {
        select(in: catalog).units
    }

    /// The units of `catalog` to export, and what was left out. What a language needs, and the status of each
    /// string, is ``TranslationNeeds``' (the definition `check`'s summary and `report` count with).
    public func select(in catalog: StringCatalog) -> Selection {
        var selection = Selection()
        let isSourceLanguage = language == catalog.sourceLanguage
        let needs = TranslationNeeds(language: language, copies: isSourceLanguage ? nil : copies)
        for entry in catalog.entries.values {
            let translatable = entry.shouldTranslate != false
            if !translatable && !(includeAll && includeXLIFFOnlyUnits) { continue }
            if entry.extractionState == .stale && !includeAll { continue }
            if !includeAll && TranslationNeeds.isEmptyKeyWithoutText(entry, sourceLanguage: catalog.sourceLanguage) {
                continue
            }
            let source = entry.localizations[catalog.sourceLanguage]
            let target = isSourceLanguage ? source : entry.localizations[language]
            if source?.stringSet != nil || target?.stringSet != nil {
                guard includeXLIFFOnlyUnits else {
                    selection.skippedStringSets.append(entry.key)
                    continue
                }
                let unit = Self.stringSetUnit(entry, source: source, target: target, translatable: translatable)
                if unit.reason.needsWork || includeAll { selection.units.append(unit) }
                continue
            }
            let resolver = SourceTextResolver(key: entry.key, source: source)
            var changes: [VariantPath: SourceChange] = [:]
            if let sourceBase, !isSourceLanguage, translatable {
                for change in SourceChange.find(
                    in: entry, base: sourceBase.entries[entry.key], sourceLanguage: catalog.sourceLanguage, states: nil,
                    language: language)
                {
                    changes[change.variant] = change
                }
            }
            needs.forEachString(
                entry, sourceLanguage: catalog.sourceLanguage, source: source, target: target,
                includingEmptySources: includeAll
            ) { string in
                let path = string.path
                let sourceText = SubstitutionSpelling.exported(
                    resolver.text(for: path), at: path, substitutions: [source?.substitutions])
                let unit = string.unit
                var reason = ExportUnit.Reason(string.status)
                if !translatable { reason = .notTranslatable }
                let change = changes.isEmpty ? nil : changes[path]
                if reason == .complete, let change, SourceChange.doneStates.contains(change.state) {
                    reason = .sourceChanged
                }
                if !reason.needsWork && !includeAll { return }
                var targetText = unit.map {
                    SubstitutionSpelling.exported(
                        $0.value, at: path, substitutions: [target?.substitutions, source?.substitutions])
                }
                var state = unit?.state.rawValue
                if isSourceLanguage && unit == nil {
                    // Xcode's development-language export: the source text as target, not yet reviewed.
                    targetText = sourceText
                    state = TranslationState.new.rawValue
                }
                var selected = ExportUnit(
                    key: entry.key, variant: path, source: sourceText, comment: entry.comment,
                    commentIsAutoGenerated: entry.isCommentAutoGenerated == true, target: targetText, state: state,
                    reason: reason)
                selected.previousSource = change.map {
                    SubstitutionSpelling.exported($0.oldSource, at: path, substitutions: [source?.substitutions])
                }
                if let checks, translatable, !isSourceLanguage, unit.map({ !$0.value.isEmpty }) == true {
                    selected.findings = checks.findings(
                        in: entry, language: language, path: path, sourceLanguage: catalog.sourceLanguage
                    ).map { "\($0.severity.rawValue): \($0.message) [\($0.ruleID)]" }
                }
                selection.units.append(selected)
            }
        }
        selection.units = Self.inExportOrder(selection.units)
        return selection
    }

    /// A string set's one unit: the source's phrases (the key when it has none), the language's phrases and state.
    static func stringSetUnit(
        _ entry: CatalogEntry, source: Localization?, target: Localization?, translatable: Bool
    ) -> ExportUnit {
        let sourceSet = source?.stringSet?.values ?? [source?.stringUnit?.value ?? entry.key]
        let targetSet = target?.stringSet
        // The status coverage gives a string set (``StringStatus``), or not translatable.
        let reason = translatable ? ExportUnit.Reason(StringStatus(targetSet)) : .notTranslatable
        return ExportUnit(
            key: entry.key, source: sourceSet.joined(separator: "\n"), comment: entry.comment,
            commentIsAutoGenerated: entry.isCommentAutoGenerated == true,
            target: targetSet.map { $0.values.joined(separator: "\n") }, state: targetSet?.state?.rawValue,
            reason: reason, sourceSet: sourceSet, targetSet: targetSet?.values)
    }

    /// `units` sorted by XLIFF id as Xcode's export sorts them (``ExportOrder/unitPrecedes(_:_:)``); units with
    /// the same id keep their order.
    static func inExportOrder(_ units: [ExportUnit]) -> [ExportUnit] {
        let ids = units.map { Array($0.id.utf16) }
        let order = units.indices.sorted { first, second in
            let comparison = ExportOrder.compareUnitIDs(ids[first], ids[second])
            return comparison != 0 ? comparison < 0 : first < second
        }
        return order.map { units[$0] }
    }
}
