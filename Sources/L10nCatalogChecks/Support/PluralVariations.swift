import XCStrings

/// One `plural` map found in a localization: at the top level, under a device case, or in a substitution.
struct PluralVariation {
    /// Where it stands, e.g. `plural`, `device.iphone.plural`, `substitutions.count.plural`.
    var path: VariantPath
    /// The `"variations"` key that holds it: where plural findings are reported.
    var position: SourcePosition
    var cases: KeyedList<Variation>
    /// Whether the number it varies by is an integer (`%lld`, `%d`, a substitution's `"formatSpecifier" : "d"`):
    /// then categories only fractions select (Russian 'other', Czech 'many') are never chosen.
    var countsIntegers = false

    /// The values of the source language's plural cases, from an entry's ``CatalogContext/pluralVariations(of:)``.
    static func sourceValues(
        in variations: [(language: String, plurals: [PluralVariation])], sourceLanguage: String
    ) -> Set<String> {
        Set(variations.first { $0.language == sourceLanguage }?.plurals
            .flatMap { $0.cases.values.compactMap { $0.stringUnit?.value } } ?? [])
    }

    /// Whether every case holds a source value unchanged (`sourceValues`): the plural is not translated yet, so
    /// its categories are the source language's, right for the text it holds; coverage and `untranslated-copy`
    /// tell it, not the plural rules (a translation platform exports untranslated plurals so: Zotero's Transifex).
    func isCopy(of sourceValues: Set<String>) -> Bool {
        !sourceValues.isEmpty && cases.values.allSatisfy { $0.stringUnit.map { sourceValues.contains($0.value) } ?? false }
    }

    /// `'files.count' (substitutions.count)`, or just `'files.count'` for a top-level plural.
    func describe(key: String) -> String {
        let components = path.components.dropLast()
        return components.isEmpty ? "'\(key)'" : "'\(key)' (\(components.joined(separator: ".")))"
    }
}

extension Localization {
    /// Every plural map of the localization, top level first, nested ones after their parent, then substitutions.
    var pluralVariations: [PluralVariation] {
        var found: [PluralVariation] = []
        if let variations { Self.collect(variations, under: .root, counting: nil, into: &found) }
        if let substitutions {
            for (name, substitution) in substitutions {
                if let variations = substitution.variations {
                    let specifier = substitution.formatSpecifier.map { FormatSpecifier.parse("%" + $0) }
                    Self.collect(
                        variations, under: VariantPath(["substitutions", name]),
                        counting: specifier.map { $0.count == 1 && $0[0].argumentKind == .int } ?? false, into: &found)
                }
            }
        }
        return found
    }

    /// `counting`: whether the number is an integer, when a substitution's format says so; nil at the top level,
    /// where the cases' own specifiers say it (an integer one, and no floating-point one).
    private static func collect(
        _ variations: Variations, under prefix: VariantPath, counting: Bool?, into found: inout [PluralVariation]
    ) {
        if let plural = variations.plural {
            var variation = PluralVariation(path: prefix.appending("plural"), position: variations.position, cases: plural)
            variation.countsIntegers = counting ?? countsIntegers(plural)
            found.append(variation)
        }
        for (kind, cases) in [("plural", variations.plural), ("device", variations.device)] {
            guard let cases else { continue }
            for (name, variation) in cases {
                if let nested = variation.variations {
                    collect(nested, under: prefix.appending(kind, name), counting: counting, into: &found)
                }
            }
        }
    }

    private static func countsIntegers(_ cases: KeyedList<Variation>) -> Bool {
        var kinds = Set<FormatArgumentKind>()
        for (_, variation) in cases {
            guard let value = variation.stringUnit?.value else { continue }
            for specifier in FormatSpecifier.parse(value) { if let kind = specifier.argumentKind { kinds.insert(kind) } }
        }
        return kinds.contains(.int) && !kinds.contains(.double)
    }
}

/// `'few'`, `'few' and 'many'`, `'one', 'few' and 'many'`.
func quotedList(_ items: [String]) -> String {
    let quoted = items.map { "'\($0)'" }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
}
