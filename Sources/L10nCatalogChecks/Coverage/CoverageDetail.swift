/// How much a coverage pass records besides the counts of keys by state.
///
///     CoverageDetail.summary   // `check`: counts only
///     CoverageDetail.report    // `report`: also strings and words to translate, and every key not translated
public struct CoverageDetail: Sendable, Hashable {
    /// Keys not translated kept per language and state (missing, new, needs review), in catalog order.
    public var samples: Int
    /// Whether the strings `extract --language` would export, and their words, are counted.
    public var countsStrings: Bool

    public init(samples: Int, countsStrings: Bool) {
        self.samples = samples
        self.countsStrings = countsStrings
    }

    public static let summary = CoverageDetail(samples: 0, countsStrings: false)
    public static let report = CoverageDetail(samples: .max, countsStrings: true)
}
