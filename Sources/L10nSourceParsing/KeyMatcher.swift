/// Matches keys against `ignoreKeys` patterns, where `*` matches any run of characters.
///
///     KeyMatcher(patterns: ["onboarding.*", "debug"]).matches("onboarding.page1.title")  // true
public struct KeyMatcher: Sendable {
    private let exact: Set<String>
    private let globs: [[Substring]]

    public init(patterns: [String]) {
        exact = Set(patterns.filter { !$0.contains("*") })
        globs = patterns.filter { $0.contains("*") }.map { $0.split(separator: "*", omittingEmptySubsequences: false) }
    }

    public func matches(_ key: String) -> Bool {
        if exact.contains(key) { return true }
        return globs.contains { Self.match(key[...], $0) }
    }

    /// Greedy-free glob match of pieces separated by `*`, in linear passes.
    private static func match(_ key: Substring, _ pieces: [Substring]) -> Bool {
        guard let first = pieces.first, let last = pieces.last else { return true }
        guard key.hasPrefix(first) else { return false }
        var rest = key.dropFirst(first.count)
        if pieces.count == 1 { return rest.isEmpty }
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let range = rest.firstRange(of: piece) else { return false }
            rest = rest[range.upperBound...]
        }
        return rest.count >= last.count && rest.hasSuffix(last)
    }
}
