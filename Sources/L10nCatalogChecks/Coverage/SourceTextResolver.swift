import L10nFormats
import XCStrings

/// Finds the source-language text for a target variant path: the same case, or the nearest one the source has.
///
///     // English plural: one "%lld file", other "%lld files".
///     SourceTextResolver(key: "files", source: english).text(for: VariantPath(["plural", "few"]))
///     // "%lld files"   (the source's `other` for a Russian `few`)
///
/// As Xcode's export does: a string unit the source has at exactly that place is the text, even an empty one
/// (`<source/>`); otherwise at each level a missing plural category or device falls back to the source's `other`
/// case, and a missing variation level to the plain value or the `other` case of the source's own variations;
/// with no source-language string at all (or only empty ones) the key is the text. A case of a substitution the
/// source does not have (the target added it) has its whole XLIFF id as its text, as Xcode 27 exports it:
/// `total|==|substitutions.count.plural.one`.
package struct SourceTextResolver {
    let key: String
    let source: Localization?

    package init(key: String, source: Localization?) {
        self.key = key
        self.source = source
    }

    package func text(for path: VariantPath) -> String {
        let components = path.components
        if components.first == "substitutions", components.count >= 2,
            source?.substitutions?[components[1]] == nil
        {
            return key + TranslationUnit.variantSeparator + path.xliffVariant
        }
        guard let source else { return key }
        if let exact = path.isRoot ? source.stringUnit : source.stringUnit(at: path) { return exact.value }
        let value = resolve(source, components[...])?.value
        if let value, !value.isEmpty { return value }
        return key
    }

    private func resolve(_ localization: Localization, _ components: ArraySlice<String>) -> StringUnit? {
        if components.isEmpty {
            return nonEmpty(localization.stringUnit) ?? localization.variations.flatMap(representative)
        }
        if components.first == "substitutions", components.count >= 2 {
            let name = components[components.startIndex + 1]
            let rest = components.dropFirst(2)
            if let variations = localization.substitutions?[name]?.variations,
                let unit = resolve(variations, rest)
            {
                return unit
            }
            return nil
        }
        if let variations = localization.variations, let unit = resolve(variations, components) {
            return unit
        }
        return nonEmpty(localization.stringUnit)
    }

    private func resolve(_ variations: Variations, _ components: ArraySlice<String>) -> StringUnit? {
        guard components.count >= 2 else { return representative(variations) }
        let kind = components[components.startIndex]
        let name = components[components.startIndex + 1]
        let rest = components.dropFirst(2)
        let cases: KeyedList<Variation>?
        switch kind {
        case "plural": cases = variations.plural
        case "device": cases = variations.device
        default: cases = nil
        }
        guard let cases else {
            // The source varies differently at this level (by device where the target varies by plural):
            // skip this component and keep matching the rest against what the source has.
            return resolve(variations, rest)
        }
        guard let variation = cases[name] ?? cases["other"] else { return representative(variations) }
        if rest.isEmpty {
            return nonEmpty(variation.stringUnit) ?? variation.variations.flatMap(representative)
        }
        if let nested = variation.variations, let unit = resolve(nested, rest) { return unit }
        return nonEmpty(variation.stringUnit)
    }

    /// The string that stands for a whole set of variations: its `other` case (plural first), else its first.
    private func representative(_ variations: Variations) -> StringUnit? {
        for cases in [variations.plural, variations.device] {
            guard let cases else { continue }
            for variation in [cases["other"]].compactMap({ $0 }) + cases.values {
                if let unit = nonEmpty(variation.stringUnit) ?? variation.variations.flatMap(representative) {
                    return unit
                }
            }
        }
        return nil
    }

    private func nonEmpty(_ unit: StringUnit?) -> StringUnit? {
        guard let unit, !unit.value.isEmpty else { return nil }
        return unit
    }
}
