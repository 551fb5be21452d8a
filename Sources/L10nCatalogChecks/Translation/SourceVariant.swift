import XCStrings

/// Which source-language unit a translation's string unit at a variant path translates: the one decision the
/// format check and the translation rules share.
///
///     SourceVariant.candidates(for: VariantPath(["plural", "few"]), in: russian, source: english, order: .sameCaseFirst)
///     // [plural.few, plural.other, root]: the first the source has is the reference
enum SourceVariant {
    /// Which source case a plural case is compared with first.
    enum Order {
        /// The source's `other` case first (format arguments: a case such as `one` may leave out its number).
        case otherFirst
        /// The same category first (`one` with `one`), then `other` (text: a Russian `few` reads like `other`).
        case sameCaseFirst
    }

    /// The source paths to try, in order, for a translation's unit at `path`; nil when it is in a substitution
    /// the source has no counterpart of. Outside substitutions: at each level (the path, then without its last
    /// variation) the plural case as `order` says, then the path; finally the source's `plural.other`.
    static func candidates(
        for path: VariantPath, in translation: Localization, source: Localization?, order: Order
    ) -> [VariantPath]? {
        var components = path.components
        var result: [VariantPath] = []
        func addLevel(_ current: VariantPath) {
            guard let category = pluralCategory(of: current), category != "other" else {
                result.append(current)
                return
            }
            let other = replacingPluralCategory(of: current)
            result += order == .otherFirst ? [other, current] : [current, other]
        }
        if components.first == "substitutions", components.count >= 2 {
            guard let name = sourceSubstitutionName(for: components[1], in: translation, source: source) else { return nil }
            components[1] = name
            addLevel(VariantPath(components))
            return result
        }
        while true {
            addLevel(VariantPath(components))
            if components.isEmpty { break }
            components.removeLast(min(2, components.count))
        }
        result.append(VariantPath(["plural", "other"]))
        return result
    }

    /// The source substitution a translation's substitution corresponds to: the same name, else the one reading
    /// the same argument.
    static func sourceSubstitutionName(for name: String, in translation: Localization, source: Localization?) -> String? {
        guard let sources = source?.substitutions else { return nil }
        if sources.contains(key: name) { return name }
        guard let argNum = translation.substitutions?[name]?.argNum else { return nil }
        return sources.first { $0.value.argNum == argNum }?.key
    }

    /// The category of a path ending in `plural.CATEGORY`.
    static func pluralCategory(of path: VariantPath) -> String? {
        let components = path.components
        guard components.count >= 2, components[components.count - 2] == "plural" else { return nil }
        return components[components.count - 1]
    }

    /// `…plural.one` → `…plural.other`.
    static func replacingPluralCategory(of path: VariantPath) -> VariantPath {
        var components = path.components
        components[components.count - 1] = "other"
        return VariantPath(components)
    }
}
