/// A walk's `exclude` globs, filed by the leading components each names outright (``Glob/literalPrefix``), so that
/// a path is tried only against the globs that can match it: `init` writes one glob per generated file or vendored
/// folder, 204 on a tree of 72 apps, nearly all of them under one app's folder, and each of the tree's entries was
/// matched against all of them, by every walk of a check.
///
///     let set = GlobSet([Glob("App/Generated/**"), Glob("*.graphql.swift")])
///     set.matches(componentsUnderUnmatchedFolders: [Array("Lib".utf8), Array("A.swift".utf8)])  // false: two tried
struct GlobSet: Sendable {
    let isEmpty: Bool
    /// The globs with no leading literal component (`**/Mocks/**`, `Generated`): tried on every path.
    private let anywhere: [Glob]
    /// The others, by their leading literal components joined with `/`.
    private let byPrefix: [[UInt8]: [Glob]]
    /// The most leading literal components any glob has.
    private let longestPrefix: Int

    init(_ globs: [Glob]) {
        isEmpty = globs.isEmpty
        var anywhere: [Glob] = []
        var byPrefix: [[UInt8]: [Glob]] = [:]
        var longest = 0
        for glob in globs {
            let prefix = glob.literalPrefix
            if prefix.isEmpty {
                anywhere.append(glob)
            } else {
                byPrefix[Self.key(prefix), default: []].append(glob)
                longest = max(longest, prefix.count)
            }
        }
        self.anywhere = anywhere
        self.byPrefix = byPrefix
        longestPrefix = longest
    }

    /// ``Glob/matches(componentsUnderUnmatchedFolders:)`` for any of the globs.
    func matches(componentsUnderUnmatchedFolders parts: [[UInt8]]) -> Bool {
        if anywhere.contains(where: { $0.matches(componentsUnderUnmatchedFolders: parts) }) { return true }
        guard longestPrefix > 0 else { return false }
        var key: [UInt8] = []
        for part in parts.prefix(longestPrefix) {
            if !key.isEmpty { key.append(UInt8(ascii: "/")) }
            key.append(contentsOf: part)
            if let globs = byPrefix[key], globs.contains(where: { $0.matches(componentsUnderUnmatchedFolders: parts) }) {
                return true
            }
        }
        return false
    }

    private static func key(_ components: ArraySlice<[UInt8]>) -> [UInt8] {
        Array(components.joined(separator: [UInt8(ascii: "/")]))
    }
}
