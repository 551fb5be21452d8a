/// A path glob as `.l10n.json`'s `exclude` uses them: `*` matches within one path component, `**` matches any
/// number of components, `?` one character. A pattern without `/` matches a file or folder name at any depth;
/// a pattern that matches a folder excludes everything under it.
///
///     Glob("**/Generated/**").matches("App/Generated/Strings.xcstrings")   // true
///     Glob("Legacy.xcstrings").matches("App/Old/Legacy.xcstrings")         // true
///     Glob("App/*.xcstrings").matches("App/Sub/Localizable.xcstrings")    // false
///     Glob("Pods").matches("Pods/X/Localizable.xcstrings")                 // true
public struct Glob: Sendable, Hashable {
    public let pattern: String
    private let components: [Substring]
    private let anchored: Bool

    public init(_ pattern: String) {
        self.pattern = pattern
        var trimmed = Substring(pattern)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        while trimmed.hasSuffix("/") && trimmed.count > 1 { trimmed = trimmed.dropLast() }
        anchored = trimmed.contains("/")
        components = trimmed.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// Whether `path` (relative, `/`-separated) or one of its parent folders matches.
    public func matches(_ path: String) -> Bool {
        var trimmed = Substring(path)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        let parts = trimmed.split(separator: "/", omittingEmptySubsequences: true)
        guard !components.isEmpty else { return false }
        if !anchored {
            return parts.contains { Self.matchComponent(components[0], $0) }
        }
        for length in stride(from: parts.count, through: 1, by: -1) where Self.match(components[...], parts[0..<length]) {
            return true
        }
        return false
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ parts: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return parts.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            for skip in 0...parts.count where match(rest, parts.dropFirst(skip)) { return true }
            return false
        }
        guard let part = parts.first, matchComponent(first, part) else { return false }
        return match(pattern.dropFirst(), parts.dropFirst())
    }

    /// `*` and `?` within one component.
    static func matchComponent(_ pattern: Substring, _ text: Substring) -> Bool {
        let p = Array(pattern.unicodeScalars)
        let t = Array(text.unicodeScalars)
        var pi = 0
        var ti = 0
        var star = -1
        var mark = 0
        while ti < t.count {
            if pi < p.count && (p[pi] == "?" || p[pi] == t[ti]) {
                pi += 1
                ti += 1
            } else if pi < p.count && p[pi] == "*" {
                star = pi
                mark = ti
                pi += 1
            } else if star >= 0 {
                pi = star + 1
                mark += 1
                ti = mark
            } else {
                return false
            }
        }
        while pi < p.count && p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}
