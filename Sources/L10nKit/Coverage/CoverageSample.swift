import XCStrings

/// A key not yet translated in a language, kept for the report's lists.
///
///     CoverageSample(key: "inbox.count", state: .missing, variant: VariantPath(["plural", "few"]),
///                    source: "%lld messages", value: nil)
public struct CoverageSample: Sendable, Hashable {
    public var key: String
    public var state: CoverageState
    /// The first string of the key that is not done (root for a plain value).
    public var variant: VariantPath
    /// That string's source-language text; nil in the source language itself.
    public var source: String?
    /// The language's current value there, if any.
    public var value: String?

    public init(key: String, state: CoverageState, variant: VariantPath = .root, source: String?, value: String?) {
        self.key = key
        self.state = state
        self.variant = variant
        self.source = source
        self.value = value
    }
}
