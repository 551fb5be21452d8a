import L10nDiagnostics

/// Keeps the keys a run's messages suggest unique, within the run and against the catalogs: a key is taken when
/// a catalog holds it for another text, or an earlier finding of the run (in the order files are joined, which is
/// the same from run to run) was given it for another text. A finding whose key is taken gets one with more of
/// its words (``SuggestedKey/alternatives``), else the longest with `_2`, `_3`… The message is rewritten to match.
/// A key a catalog holds for the same text stays: using it is the fix.
///
///     var keys = SuggestedKeys(catalogTexts: ["home.label.sources": "Sources of news"])
///     keys.makeUnique(&diagnostics)
///     // "Invalid URL" → "home.label.invalid_url"; "Invalid URL." → "home.label.invalid_url_2";
///     // "Sources" → "home.label.sources_2" (the catalog's key is another text)
struct SuggestedKeys {
    /// The text each key was suggested for in this run.
    private var texts: [String: String] = [:]
    /// The catalogs' keys and texts, both with their placeholders written `%@` (``comparable(_:)``).
    private let catalogTexts: [String: String]

    /// `catalogTexts`: each catalog key with its source-language text (the key itself where there is none).
    init(catalogTexts: [String: String] = [:]) {
        var comparable: [String: String] = [:]
        comparable.reserveCapacity(catalogTexts.count)
        for (key, text) in catalogTexts { comparable[Self.comparable(key)] = Self.comparable(text) }
        self.catalogTexts = comparable
    }

    mutating func makeUnique(_ diagnostics: inout [Diagnostic]) {
        for index in diagnostics.indices {
            guard let suggestion = diagnostics[index].suggestedKey else { continue }
            let unique = uniqueKey(for: suggestion)
            texts[unique] = suggestion.text
            guard unique != suggestion.key else { continue }
            diagnostics[index].message = diagnostics[index].message.replacingOccurrences(
                of: "\"\(suggestion.key)\"", with: "\"\(unique)\"")
            diagnostics[index].suggestedKey?.key = unique
        }
    }

    private func uniqueKey(for suggestion: SuggestedKey) -> String {
        // Without catalogs (most runs in CI's fast path) nothing is compared with them.
        let text = catalogTexts.isEmpty ? "" : Self.comparable(suggestion.text)
        func isFree(_ key: String) -> Bool {
            if let earlier = texts[key], earlier != suggestion.text { return false }
            if !catalogTexts.isEmpty, let held = catalogTexts[Self.comparable(key)], held != text { return false }
            return true
        }
        if isFree(suggestion.key) { return suggestion.key }
        if let longer = suggestion.alternatives.first(where: isFree) { return longer }
        let longest = suggestion.alternatives.last ?? suggestion.key
        // A key with arguments (`home.label.sources \(count)`) takes the number before them.
        let (base, arguments) = longest.firstIndex(of: " ").map { (String(longest[..<$0]), String(longest[$0...])) }
            ?? (longest, "")
        var number = 2
        while !isFree("\(base)_\(number)\(arguments)") { number += 1 }
        return "\(base)_\(number)\(arguments)"
    }

    /// Text or a key as a catalog and a source line can both spell it: every placeholder, an interpolation
    /// (`\(count)`) or a format specifier (`%lld`, `%1$@`), written `%@`. "home.label.sources \(count)" and the
    /// catalog's "home.label.sources %lld" are one key.
    static func comparable(_ text: String) -> String {
        // Text without a `\` or a `%` has no placeholder: most keys and texts.
        guard text.containsByte(UInt8(ascii: "\\")) || text.containsByte(UInt8(ascii: "%")) else { return text }
        var result = ""
        var rest = Substring(text)
        while let start = rest.range(of: "\\(") {
            result += rest[..<start.lowerBound]
            // Skip to the interpolation's closing parenthesis (nested ones counted).
            var depth = 0
            var index = start.upperBound
            while index < rest.endIndex {
                if rest[index] == "(" { depth += 1 } else if rest[index] == ")" { if depth == 0 { break } else { depth -= 1 } }
                index = rest.index(after: index)
            }
            result += "%@"
            rest = index < rest.endIndex ? rest[rest.index(after: index)...] : rest[rest.endIndex...]
        }
        result += rest
        return UnusedKeyRule.normalizedFormat(result)
    }
}
