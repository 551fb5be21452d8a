/// How far one language is, in one catalog or over several: keys by ``CoverageState``, over the keys that need
/// a translation in it (see ``TranslationNeeds``).
///
///     var es = LanguageCoverage(language: "es", role: .required)
///     es.add(.translated); es.add(.translated); es.add(.needsReview)
///     es.total     // 3
///     es.percent   // 66
public struct LanguageCoverage: Sendable, Hashable {
    /// Why the language is shown.
    public enum Role: String, Sendable, Hashable, CaseIterable {
        /// A catalog's source language.
        case source
        /// Required by the configuration or `--languages`.
        case required
        /// Present in a catalog, not required.
        case other
    }

    /// Language code as the catalog spells it, e.g. `es` or `pt-BR`.
    public var language: String
    public var role: Role
    public var translated = 0
    public var needsReview = 0
    public var new = 0
    public var missing = 0
    /// Keys whose translation is the source text unchanged (``CoverageState/copy``): not translated.
    public var copies = 0
    /// Strings `l10n extract --language` exports for the language (string sets are not exported); counted only
    /// with ``CoverageDetail/countsStrings``.
    public var stringsToTranslate = 0
    /// Words in those strings' source text (see ``WordCounter``).
    public var wordsToTranslate = 0
    /// Keys not yet translated, as many as ``CoverageDetail/samples`` keeps (every one for `report`): missing first,
    /// then source copies, then new, then needs review, each in catalog order.
    public var samples: [CoverageSample] = []

    public init(language: String, role: Role) {
        self.language = language
        self.role = role
    }

    /// Keys that need a translation in the language.
    public var total: Int { translated + needsReview + new + missing + copies }

    /// Keys not translated yet, in any state.
    public var notTranslated: Int { total - translated }

    /// Whole percent translated, rounded down so that `100` always means complete (199/200 is 99); nothing to
    /// translate is 100%.
    public var percent: Int { total > 0 ? translated * 100 / total : 100 }

    /// The exact share translated, 0...1 (1 when there is nothing to translate).
    public var fraction: Double { total > 0 ? Double(translated) / Double(total) : 1 }

    /// Keys in `state`.
    public subscript(state: CoverageState) -> Int {
        switch state {
        case .translated: translated
        case .needsReview: needsReview
        case .new: new
        case .missing: missing
        case .copy: copies
        }
    }

    /// Counts one key in `state`.
    public mutating func add(_ state: CoverageState) {
        switch state {
        case .translated: translated += 1
        case .needsReview: needsReview += 1
        case .new: new += 1
        case .missing: missing += 1
        case .copy: copies += 1
        }
    }

    /// Adds another catalog's counts (not its samples).
    public mutating func add(_ other: LanguageCoverage) {
        translated += other.translated
        needsReview += other.needsReview
        new += other.new
        missing += other.missing
        copies += other.copies
        stringsToTranslate += other.stringsToTranslate
        wordsToTranslate += other.wordsToTranslate
    }
}
