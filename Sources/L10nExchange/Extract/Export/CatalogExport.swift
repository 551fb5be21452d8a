import L10nCatalogChecks
import XCStrings

/// What `extract` takes from one catalog for one language.
public struct CatalogExport: Sendable, Hashable {
    /// The catalog's path as found (relative to the current folder when searched from it); translator formats
    /// write it as the file's `original`.
    public var path: String
    public var sourceLanguage: String
    public var targetLanguage: String
    public private(set) var units: [ExportUnit]
    /// Keys left out because their strings are string sets (App Shortcuts phrases) and the format has no form
    /// for them.
    public var skippedStringSets: [String]
    /// A language the catalog has that differs from the target only in case or separator (`zh-hans` asked,
    /// `zh-Hans` present) while the target itself has no string: most likely a typo on the command line.
    public var similarLanguage: String?

    public init(
        path: String, sourceLanguage: String, targetLanguage: String, units: [ExportUnit],
        skippedStringSets: [String] = []
    ) {
        self.path = path
        self.sourceLanguage = sourceLanguage
        self.targetLanguage = targetLanguage
        self.units = units
        self.skippedStringSets = skippedStringSets
        self.words = units.reduce(0) { $0 + ($1.reason.needsWork ? WordCounter.count($1.source) : 0) }
    }

    /// Selects the units of `catalog` (read from `path`).
    public init(catalog: StringCatalog, path: String, selector: ExportSelector) {
        let selection = selector.select(in: catalog)
        self.init(
            path: path, sourceLanguage: catalog.sourceLanguage, targetLanguage: selector.language,
            units: selection.units, skippedStringSets: selection.skippedStringSets)
        similarLanguage = Self.similarLanguage(to: selector.language, in: catalog)
    }

    /// `zh-Hans` for `zh_hans` when the catalog has no `zh_hans` strings but has `zh-Hans` ones.
    static func similarLanguage(to language: String, in catalog: StringCatalog) -> String? {
        func folded(_ code: String) -> String { code.lowercased().replacingOccurrences(of: "_", with: "-") }
        let wanted = folded(language)
        var similar: String?
        for entry in catalog.entries.values {
            for code in entry.localizations.keys {
                if code == language { return nil }
                if similar == nil && folded(code) == wanted { similar = code }
            }
        }
        return similar
    }

    /// Units a translator has work on (all of them unless everything was asked for).
    public var unitsNeedingWork: Int { units.reduce(0) { $0 + ($1.reason.needsWork ? 1 : 0) } }

    /// Words in the source text of the units that need work (see ``WordCounter``).
    public var wordsToTranslate: Int { words }

    /// Counted once, when the export is made.
    private var words: Int
}
