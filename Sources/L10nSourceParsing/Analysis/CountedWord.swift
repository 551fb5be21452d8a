/// The word a number counts, as `plural-candidate` (a catalog's source value) and `plural-candidate-source` (a
/// localized literal in Swift) decide it: the one decision both read.
///
///     CountedWord.after(" restaurants nearby", before: "")      // "restaurants"
///     CountedWord.after(" new videos from %@", before: "")      // "videos"
///     CountedWord.after(" file(s)", before: "")                 // "file(s)"
///     CountedWord.after("", before: "Version ")                 // nil: nothing counted
///     CountedWord.after(" items", before: "Page ")              // nil: an ordinal word before the number
///     CountedWord.after(" min", before: "Charge: ")             // nil: a unit, not a plural
public enum CountedWord {
    /// The countable word in `after` (the text right after a number), unless `before` (the text before it) ends
    /// with an ordinal word: a word that reads as an English plural, or one with `(s)` / `(es)`; one lower-case
    /// word (an adjective) may come first.
    public static func after(_ after: String, before: String) -> String? {
        let previous = before.split(whereSeparator: { $0 == " " || $0 == "\u{A0}" }).last.map { $0.lowercased() }
        if let previous, ordinalWords.contains(previous) || previous.hasSuffix("#") { return nil }
        var rest = Substring(after)
        for _ in 0..<2 {
            guard rest.first == " " || rest.first == "\u{A0}" else { return nil }
            rest = rest.dropFirst()
            let word = rest.prefix { $0.isASCII && $0.isLetter }
            guard !word.isEmpty else { return nil }
            rest = rest.dropFirst(word.count)
            if rest.hasPrefix("(s)") || rest.hasPrefix("(es)") { return "\(word)\(rest.prefix { $0 != ")" }))" }
            if isPlural(word) { return String(word) }
            guard word.first?.isLowercase == true else { return nil }
        }
        return nil
    }

    /// A word that reads as an English plural: three or more letters ending in `s` but not `ss`, `us` or `is`
    /// (`restaurants`, `Files`), or an irregular plural (`people`).
    public static func isPlural(_ word: Substring) -> Bool {
        let lowered = word.lowercased()
        if irregularPlurals.contains(lowered) { return true }
        guard lowered.count >= 3, lowered.hasSuffix("s"), !notPlurals.contains(lowered) else { return false }
        return !lowered.hasSuffix("ss") && !lowered.hasSuffix("us") && !lowered.hasSuffix("is")
    }

    private static let irregularPlurals: Set<String> = ["people", "children", "men", "women", "feet", "teeth", "mice"]
    /// Words ending in `s` that are no plural noun, and unit abbreviations (a unit is `hardcoded-string`'s).
    private static let notPlurals: Set<String> = [
        "has", "was", "does", "yes", "its", "this", "plus", "always", "perhaps", "less", "across", "news", "series",
        "whereas", "towards", "afterwards", "sometimes", "ios", "macos", "tvos", "watchos", "visionos", "ipados",
        "fps", "mbps", "kbps", "gbps", "bps", "hrs", "mins", "secs", "yrs", "lbs", "pts",
    ]
    /// A number right after one of these is a position, not a count (`Version 2`, `Step 3`, `Page 4 items`).
    private static let ordinalWords: Set<String> = [
        "version", "step", "page", "chapter", "season", "episode", "level", "build", "part", "round", "track", "row",
        "line", "item", "no.", "no", "number", "#",
    ]
}
