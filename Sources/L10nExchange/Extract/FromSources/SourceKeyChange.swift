import L10nDiagnostics

/// One change `extract --from-sources` makes to a catalog.
public struct SourceKeyChange: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        /// A key the sources use and the catalog lacked.
        case added
        /// A key no source uses any more: `extractionState` becomes `stale` (it is never deleted).
        case markedStale = "marked-stale"
        /// A stale key the sources use again: extracted again.
        case revived
        /// The comment in the sources differs from the catalog's.
        case commentUpdated = "comment-updated"
        /// The default value in the sources differs from the untouched (`new`) source-language value.
        case valueUpdated = "value-updated"
    }

    public var kind: Kind
    public var key: String
    /// A short detail for the listing, e.g. the default value or the new comment.
    public var detail: String?
    /// Where the sources use the key (the first reference), when they do.
    public var location: SourceLocation?

    public init(kind: Kind, key: String, detail: String? = nil, location: SourceLocation? = nil) {
        self.kind = kind
        self.key = key
        self.detail = detail
        self.location = location
    }

    /// One listing line, e.g. `added 'home.title' = "Home" (HomeView.swift:12:27)`.
    public var description: String {
        var line = "\(kind.rawValue) '\(key)'"
        if let detail { line += " " + detail }
        if let location { line += " (\(location))" }
        return line
    }
}
