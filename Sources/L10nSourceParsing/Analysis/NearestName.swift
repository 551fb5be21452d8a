/// "Did you mean" by edit distance, for any list of names: the one edit distance of the package (the banded
/// Levenshtein distance of ``NearestKeyFinder``), for unknown keys and for misspelt configuration names.
///
///     NearestName.nearest(to: "langauges", among: ["languages", "sources"])      // "languages"
///     NearestName.nearest(to: "UIFUNCTIONS", among: ["uiFunctions"])             // "uiFunctions" (case ignored)
public enum NearestName {
    /// The name of `names` nearest to `name` within two edits, case ignored (the smallest distance, then the
    /// first in `<` order of the lower-cased names), or nil.
    public static func nearest(to name: String, among names: Set<String>) -> String? {
        var byLowered: [String: String] = [:]
        for candidate in names.sorted() {
            let lowered = candidate.lowercased()
            if byLowered[lowered] == nil { byLowered[lowered] = candidate }
        }
        return NearestKeyFinder(keys: Set(byLowered.keys)).nearest(to: name.lowercased()).flatMap { byLowered[$0] }
    }
}
