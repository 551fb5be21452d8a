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
    /// The developer comment of the key, if any.
    public var comment: String?
    /// Every string the language needs for the key (each plural category, device and substitution case), done or
    /// not, in order; one plain string for a key without variations. Kept by `report` only.
    public var strings: [Part] = []

    /// One string of a key in a language: where it is, its state, the source text it translates and its value.
    public struct Part: Sendable, Hashable {
        public var variant: VariantPath
        public var state: CoverageState
        public var source: String?
        public var value: String?

        public init(variant: VariantPath, state: CoverageState, source: String?, value: String?) {
            self.variant = variant
            self.state = state
            self.source = source
            self.value = value
        }
    }

    public init(
        key: String, state: CoverageState, variant: VariantPath = .root, source: String?, value: String?,
        comment: String? = nil, strings: [Part] = []
    ) {
        self.key = key
        self.state = state
        self.variant = variant
        self.source = source
        self.value = value
        self.comment = comment
        self.strings = strings
    }
}
