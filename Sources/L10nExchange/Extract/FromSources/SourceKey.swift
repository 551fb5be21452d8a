import L10nDiagnostics

/// A key the source code uses, with what its references say about it: the first default value and the
/// developer comments, gathered over every reference to the key.
///
///     // HomeView.swift:12   String(localized: "home.title", defaultValue: "Home", comment: "Tab title")
///     // HomeView.swift:40   Text("home.title")
///     SourceKey(key: "home.title", defaultValue: "Home", comment: "Tab title",
///               locations: [SourceLocation(file: "HomeView.swift", line: 12, column: 27), …])
///
/// A key written with interpolation (`Text("\(count) items")`) is kept in Xcode's spelling with `%@` for each
/// interpolation and ``hasInterpolation`` set: such a key matches catalog keys whatever their specifiers
/// (`%lld items`), but is never added, because Xcode picks the specifiers from the interpolated types.
public struct SourceKey: Sendable, Hashable {
    public var key: String
    /// The first default value given (`defaultValue:` / `value:`), in source order.
    public var defaultValue: String?
    /// The distinct comments given, in source order, joined with a line break (as Xcode joins them).
    public var comment: String?
    /// Where the key is used, in source order.
    public var locations: [SourceLocation]
    public var hasInterpolation: Bool
    /// Whether the catalog gets the key when it lacks it. False for English text that only SwiftUI's
    /// `LocalizedStringKey` positions use while the team's keys are made to be keys (not `englishKeys`): that
    /// literal is a `hardcoded-string` finding, not a key (it still keeps an existing entry from going stale).
    public var addsToCatalog = true

    public init(
        key: String, defaultValue: String? = nil, comment: String? = nil, locations: [SourceLocation] = [],
        hasInterpolation: Bool = false
    ) {
        self.key = key
        self.defaultValue = defaultValue
        self.comment = comment
        self.locations = locations
        self.hasInterpolation = hasInterpolation
    }
}
