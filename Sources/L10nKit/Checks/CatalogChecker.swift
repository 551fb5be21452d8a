import Foundation
import L10nDiagnostics
import XCStrings

/// Runs catalog rules over every entry of a catalog and measures translation progress.
///
///     let checker = CatalogChecker(rules: CatalogRules.all, languages: ["en", "es"])
///     let findings = checker.check(catalog, file: "Localizable.xcstrings")
///     let progress = checker.progress(of: catalog, file: "Localizable.xcstrings")
///
/// Findings carry each rule's default severity, in no particular order. Large catalogs are checked on every
/// core, in contiguous slices of entries.
public struct CatalogChecker: Sendable {
    public var rules: [any CatalogRule.Type]
    /// Required languages (the source language is always added).
    public var languages: [String]
    public var keyPattern: KeyPattern

    public init(rules: [any CatalogRule.Type] = CatalogRules.all, languages: [String], keyPattern: KeyPattern = .convention) {
        self.rules = rules
        self.languages = languages
        self.keyPattern = keyPattern
    }

    /// Entries per slice below which one thread checks the whole catalog.
    static let sliceSize = 512

    /// The findings (at each rule's default severity, in no particular order) and the translation progress of a
    /// catalog, computed in one pass over the entries, slices of them on every core.
    public func run(_ catalog: StringCatalog, file: String) -> (diagnostics: [Diagnostic], progress: ReportSummary.CatalogProgress) {
        let count = catalog.entries.count
        let slices = min(max(1, count / Self.sliceSize), ProcessInfo.processInfo.activeProcessorCount * 4)
        var parts: [SliceResult]
        if slices == 1 {
            parts = [run(catalog, file: file, range: 0..<count)]
        } else {
            let results = SliceResults(count: slices)
            DispatchQueue.concurrentPerform(iterations: slices) { slice in
                let lower = count * slice / slices
                let upper = count * (slice + 1) / slices
                results.store(run(catalog, file: file, range: lower..<upper), at: slice)
            }
            parts = results.slots
        }
        var diagnostics: [Diagnostic] = []
        var tally = ProgressTally()
        for part in parts {
            diagnostics += part.diagnostics
            tally.add(part.tally)
        }
        return (diagnostics, tally.progress(file: file, required: CatalogContext.required(catalog, languages)))
    }

    /// The findings of ``run(_:file:)``.
    public func check(_ catalog: StringCatalog, file: String) -> [Diagnostic] {
        run(catalog, file: file).diagnostics
    }

    /// Translated / total per language: the required languages (source first), then every other language the
    /// catalog has, alphabetically. Total counts the keys to translate (not `shouldTranslate: false`, not stale);
    /// a key is translated in a language when it has content there, no empty value and every state is
    /// `translated` (or `machine_translated`). In the source language a key needs text to show, whatever its state;
    /// a key written as text counts as its own value.
    public func progress(of catalog: StringCatalog, file: String) -> ReportSummary.CatalogProgress {
        run(catalog, file: file).progress
    }

    private func run(_ catalog: StringCatalog, file: String, range: Range<Int>) -> SliceResult {
        let context = CatalogContext(catalog: catalog, file: file, languages: languages, keyPattern: keyPattern)
        var findings: [Diagnostic] = []
        var tally = ProgressTally()
        let liveRules = rules.filter { !$0.checksStaleEntries }
        let staleRules = rules.filter { $0.checksStaleEntries }
        for index in range {
            let entry = catalog.entries[valueAt: index]
            for rule in staleRules { rule.check(entry, in: context, into: &findings) }
            tally.count(entry, sourceLanguage: catalog.sourceLanguage, infoPlist: context.isInfoPlist)
            guard entry.extractionState != .stale else { continue }
            for rule in liveRules { rule.check(entry, in: context, into: &findings) }
        }
        return SliceResult(diagnostics: findings, tally: tally)
    }

    struct SliceResult: Sendable {
        var diagnostics: [Diagnostic] = []
        var tally = ProgressTally()
    }

    /// Whether the source language has text to show: a localization with no empty value (Xcode writes state
    /// `new` there for keys extracted with a default value, so the state does not matter), or a key written as text.
    static func hasSourceText(_ entry: CatalogEntry, _ language: String, infoPlist: Bool) -> Bool {
        guard let localization = entry.localizations[language], localization.hasContent else {
            return infoPlist || !KeyConvention.isDotted(entry.key)
        }
        var complete = true
        localization.forEachStringUnit { _, unit in if unit.value.isEmpty { complete = false } }
        return complete
    }

    static func isTranslated(_ localization: Localization) -> Bool {
        guard localization.hasContent else { return false }
        var complete = true
        localization.forEachStringUnit { _, unit in
            if unit.value.isEmpty || !(unit.state == .translated || unit.state == .machineTranslated) { complete = false }
        }
        if let set = localization.stringSet {
            if set.values.isEmpty || set.values.contains(where: \.isEmpty) { complete = false }
            if let state = set.state, !(state == .translated || state == .machineTranslated) { complete = false }
        }
        return complete
    }
}

/// One slot per slice, written by exactly one thread each.
private final class SliceResults: @unchecked Sendable {
    private(set) var slots: [CatalogChecker.SliceResult]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: CatalogChecker.SliceResult(), count: count) }

    func store(_ result: CatalogChecker.SliceResult, at index: Int) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }
}

/// Counts for ``CatalogChecker/progress(of:file:)``, added up slice by slice.
struct ProgressTally: Sendable {
    var total = 0
    var translated: [String: Int] = [:]
    /// Every language seen, translated or not.
    var languages = Set<String>()

    mutating func count(_ entry: CatalogEntry, sourceLanguage: String, infoPlist: Bool) {
        for language in entry.localizations.keys where !languages.contains(language) { languages.insert(language) }
        guard entry.isTranslatable, entry.extractionState != .stale else { return }
        total += 1
        for index in entry.localizations.indices {
            let language = entry.localizations.keys[index]
            guard language != sourceLanguage else { continue }
            if CatalogChecker.isTranslated(entry.localizations.values[index]) { translated[language, default: 0] += 1 }
        }
        if CatalogChecker.hasSourceText(entry, sourceLanguage, infoPlist: infoPlist) {
            translated[sourceLanguage, default: 0] += 1
        }
    }

    mutating func add(_ other: ProgressTally) {
        total += other.total
        translated.merge(other.translated, uniquingKeysWith: +)
        languages.formUnion(other.languages)
    }

    /// The required languages in their order, then the others alphabetically.
    func progress(file: String, required: [String]) -> ReportSummary.CatalogProgress {
        let order = required + languages.subtracting(required).sorted()
        return ReportSummary.CatalogProgress(
            file: file,
            languages: order.map { ReportSummary.LanguageProgress(language: $0, translated: translated[$0] ?? 0, total: total) })
    }
}
