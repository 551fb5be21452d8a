/// Where a key stands in a language, as `report` counts it and `check`'s summary counts its translated keys.
///
///     CoverageState(.empty)                                  // .missing
///     CoverageState(.needsReview).including(.new)            // .new
///     CoverageState.translated.including(.needsReview)       // .needsReview
///
/// A key is as far as its least advanced string: translated when every string it needs in the language is
/// complete; otherwise missing when one is missing or empty, else a copy when one is its source text unchanged
/// (``StringStatus/copy``), else new when one is in state `new`, else needs review.
/// (A Russian plural with `one` and `other` translated but no `few` is missing.)
public enum CoverageState: String, Sendable, Hashable, CaseIterable, Comparable {
    case missing
    /// A string is the source text unchanged, as `untranslated-copy` reports it: shown in the source language.
    case copy
    case new
    case needsReview = "needs_review"
    case translated

    /// The state of a key with one string of this status.
    public init(_ status: StringStatus) {
        switch status {
        case .missing, .empty: self = .missing
        case .copy: self = .copy
        case .new: self = .new
        case .needsReview: self = .needsReview
        case .complete: self = .translated
        }
    }

    /// The state of a key that also has a string in `state`: the less advanced of the two.
    public func including(_ state: CoverageState) -> CoverageState { Swift.min(self, state) }

    /// Least advanced first: missing, copy, new, needs review, translated.
    public static func < (lhs: CoverageState, rhs: CoverageState) -> Bool { lhs.rank < rhs.rank }

    private var rank: Int {
        switch self {
        case .missing: 0
        case .copy: 1
        case .new: 2
        case .needsReview: 3
        case .translated: 4
        }
    }

    /// `missing`, `source copy`, `new`, `needs review`, `translated`: as sentences and tables show it.
    public var label: String {
        switch self {
        case .missing: "missing"
        case .copy: "source copy"
        case .new: "new"
        case .needsReview: "needs review"
        case .translated: "translated"
        }
    }
}
