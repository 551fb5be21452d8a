import L10nDiagnostics

/// Keeps the keys a run's messages suggest unique: the first text (in the order files are joined, which is the
/// same from run to run) keeps its suggestion; a different text that was given the same key gets one with more
/// of its words (``SuggestedKey/alternatives``), else the longest with `_2`, `_3`… The message is rewritten to
/// match.
///
///     var keys = SuggestedKeys()
///     keys.makeUnique(&diagnostics)   // "Invalid URL" → "home.label.invalid_url"; "Invalid URL." → "…invalid_url_2"
struct SuggestedKeys {
    /// The text each key was suggested for.
    private var texts: [String: String] = [:]

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
        func isFree(_ key: String) -> Bool { texts[key].map { $0 == suggestion.text } ?? true }
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
}
