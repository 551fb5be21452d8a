import XCStrings

/// The strings of a catalog entry, language by language, as `l10n diff` compares and `--textconv` prints them:
/// each string unit at its variant path (`""`, `plural.one`, `substitutions.count.plural.few`) and a string set at
/// `stringSet`, in a fixed order whatever the file's layout.
///
///     let strings = CatalogStrings(entry, key: "files.count", sourceLanguage: "en")
///     strings.languages                      // ["en", "es", "fr"]: the source language first, then sorted
///     strings["fr"]                          // [(plural.one, "%lld fichier", "translated"), (plural.other, …)]
///
/// An entry with no source-language string shows its key, as Xcode does (`"Cancel"` keyed by its English text):
/// its source is the key at the root, with no state.
struct CatalogStrings {
    /// One string: its text (compared by Unicode scalars) and state (nil for an implicit source or a set without one).
    struct Text: Hashable {
        var value: ScalarString
        var state: String?
    }

    let languages: [String]
    /// Whether the entry has no source-language string, so that its key stands for its source text.
    let sourceIsKey: Bool
    private let byLanguage: [String: [(VariantPath, Text)]]

    init(_ entry: CatalogEntry, key: String, sourceLanguage: String) {
        var byLanguage: [String: [(VariantPath, Text)]] = [:]
        for (language, localization) in entry.localizations {
            var found: [(VariantPath, Text)] = []
            localization.forEachStringUnit { path, unit in
                found.append((path, Text(value: ScalarString(unit.value), state: unit.state.rawValue)))
            }
            if let set = localization.stringSet {
                let text = ScalarString(set.values.joined(separator: "\n"))
                found.append((VariantPath(["stringSet"]), Text(value: text, state: set.state?.rawValue)))
            }
            guard !found.isEmpty else { continue }
            byLanguage[language] = found.sorted { Self.precedes($0.0, $1.0) }
        }
        sourceIsKey = byLanguage[sourceLanguage] == nil
        if sourceIsKey {
            byLanguage[sourceLanguage] = [(.root, Text(value: ScalarString(key), state: nil))]
        }
        self.byLanguage = byLanguage
        self.languages = byLanguage.keys.sorted { left, right in
            if left == sourceLanguage || right == sourceLanguage { return left == sourceLanguage && right != left }
            return ScalarString(left) < ScalarString(right)
        }
    }

    /// The strings of a language in variant order; empty when it has none.
    subscript(language: String) -> [(path: VariantPath, text: Text)] {
        (byLanguage[language] ?? []).map { (path: $0.0, text: $0.1) }
    }

    /// Plural categories in CLDR order (`zero one two few many other`), anything else by Unicode scalars; a path
    /// before the paths under it.
    static func precedes(_ left: VariantPath, _ right: VariantPath) -> Bool {
        for (one, other) in zip(left.components, right.components) where !one.hasSameScalars(as: other) {
            let categories = PluralCategory.all.map(\.rawValue)
            if let first = categories.firstIndex(of: one), let second = categories.firstIndex(of: other) {
                return first < second
            }
            return ScalarString(one) < ScalarString(other)
        }
        return left.components.count < right.components.count
    }
}
