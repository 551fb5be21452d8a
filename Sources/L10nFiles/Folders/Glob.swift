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
    /// The pattern's components, as UTF-8 (a walk matches thousands of paths against each).
    private let components: [[UInt8]]
    private let anyComponent: Bool

    public init(_ pattern: String) {
        var trimmed = Substring(pattern)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        anyComponent = !trimmed.contains("/")
        components = trimmed.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.utf8) }
    }

    /// The pattern's leading components without a wildcard (`Sources/Legacy` of `Sources/Legacy/**`): a path
    /// the pattern matches starts with them. None for a pattern of one component, which matches any component.
    var literalPrefix: ArraySlice<[UInt8]> {
        if anyComponent { return [] }
        let wildcard = components.firstIndex { $0.contains(UInt8(ascii: "*")) || $0.contains(UInt8(ascii: "?")) }
        return components[..<(wildcard ?? components.endIndex)]
    }

    /// True when the relative path (components separated by `/`) matches.
    public func matches(_ relativePath: String) -> Bool {
        matches(components: relativePath.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).map(Array.init))
    }

    /// ``matches(_:)`` for a path already cut into its components (UTF-8, none empty).
    public func matches(components parts: [[UInt8]]) -> Bool {
        if anyComponent {
            guard let pattern = components.first else { return false }
            return parts.contains { Self.matchComponent($0, pattern) }
        }
        return Self.matchPath(parts[...], components[...])
    }

    /// ``matches(components:)`` for a path whose folders were all matched already, none matching (a walk goes into
    /// a folder only then): a pattern of one component is tried on the last alone.
    public func matches(componentsUnderUnmatchedFolders parts: [[UInt8]]) -> Bool {
        if anyComponent {
            guard let pattern = components.first, let last = parts.last else { return false }
            return Self.matchComponent(last, pattern)
        }
        return Self.matchPath(parts[...], components[...])
    }

    private static let doubleStar: [UInt8] = [UInt8(ascii: "*"), UInt8(ascii: "*")]

    private static func matchPath(_ path: ArraySlice<[UInt8]>, _ pattern: ArraySlice<[UInt8]>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == doubleStar {
            let rest = pattern.dropFirst()
            if rest.isEmpty { return true }
            var suffix = path
            while true {
                if matchPath(suffix, rest) { return true }
                guard !suffix.isEmpty else { return false }
                suffix = suffix.dropFirst()
            }
        }
        guard let first = path.first, matchComponent(first, head) else { return false }
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
