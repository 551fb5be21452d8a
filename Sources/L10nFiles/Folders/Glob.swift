/// A path pattern from the configuration's `exclude`.
///
/// `*` matches within one path component, `?` one character, `**` any number of components. A pattern without
/// `/` matches any single component (`"Generated"` skips every folder or file named so); a pattern with `/`
/// matches the whole relative path (`"Sources/Legacy/**"`, `"**/*+Mock.swift"`), and a folder that matches is
/// skipped whole. `l10n check` gives globs paths relative to the configuration's folder
/// (``FileFinder/find(in:exclude:rootNames:)``).
///
///     Glob("**/Generated/**").matches("App/Generated/Strings.swift")  // true
///     Glob("*.generated.swift").matches("App/L10n.generated.swift")   // true
public struct Glob: Sendable, Hashable {
    private let components: [Substring]
    private let anyComponent: Bool

    public init(_ pattern: String) {
        var trimmed = Substring(pattern)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        anyComponent = !trimmed.contains("/")
        components = trimmed.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// True when the relative path (components separated by `/`) matches.
    public func matches(_ relativePath: String) -> Bool {
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: true)
        if anyComponent {
            guard let pattern = components.first else { return false }
            return parts.contains { Self.matchComponent(Array($0.utf8), Array(pattern.utf8)) }
        }
        return Self.matchPath(parts[...], components[...])
    }

    private static func matchPath(_ path: ArraySlice<Substring>, _ pattern: ArraySlice<Substring>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == "**" {
            let rest = pattern.dropFirst()
            if rest.isEmpty { return true }
            var suffix = path
            while true {
                if matchPath(suffix, rest) { return true }
                guard !suffix.isEmpty else { return false }
                suffix = suffix.dropFirst()
            }
        }
        guard let first = path.first, matchComponent(Array(first.utf8), Array(head.utf8)) else { return false }
        return matchPath(path.dropFirst(), pattern.dropFirst())
    }

    /// Wildcard match of one component, `*` and `?`, in linear time with one backtrack point.
    static func matchComponent(_ text: [UInt8], _ pattern: [UInt8]) -> Bool {
        var t = 0
        var p = 0
        var star = -1
        var mark = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == UInt8(ascii: "?") || pattern[p] == text[t] {
                t += 1
                p += 1
            } else if p < pattern.count, pattern[p] == UInt8(ascii: "*") {
                star = p
                mark = t
                p += 1
            } else if star >= 0 {
                p = star + 1
                mark += 1
                t = mark
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.count
    }
}
