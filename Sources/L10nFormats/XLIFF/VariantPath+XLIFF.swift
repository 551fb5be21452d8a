import XCStrings

extension VariantPath {
    /// The path as Xcode writes it after `|==|` in an XLIFF id: dotted, with a substitution name that has a dot
    /// of its own wrapped in `@` so the id still splits (Xcode 27.0 exports `sub|==|substitutions.@DOT.NAME@.plural.one`
    /// for the substitution `DOT.NAME`, and `name|==|substitutions.é.plural.one` for `é`).
    ///
    ///     VariantPath(["substitutions", "A.B", "plural", "one"]).xliffVariant   // "substitutions.@A.B@.plural.one"
    public var xliffVariant: String {
        guard components.count >= 2, components[0] == "substitutions", components[1].contains(".") else {
            return description
        }
        var wrapped = components
        wrapped[1] = "@" + wrapped[1] + "@"
        return wrapped.joined(separator: ".")
    }

    /// Reads ``xliffVariant``'s form back: `substitutions.@A.B@.plural.one` → `substitutions`, `A.B`, `plural`, `one`.
    public init(xliffVariant text: String) {
        let prefix = "substitutions.@"
        if text.hasPrefix(prefix), let close = text.range(of: "@.", range: text.index(text.startIndex, offsetBy: prefix.count)..<text.endIndex) {
            let name = String(text[text.index(text.startIndex, offsetBy: prefix.count)..<close.lowerBound])
            let rest = text[close.upperBound...].split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            self.init(["substitutions", name] + rest)
            return
        }
        self.init(text.isEmpty ? [] : text.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
    }
}
