import XCStrings

/// One `plural` map found in a localization: at the top level, under a device case, or in a substitution.
struct PluralVariation {
    /// Where it stands, e.g. `plural`, `device.iphone.plural`, `substitutions.count.plural`.
    var path: VariantPath
    /// The `"variations"` key that holds it: where plural findings are reported.
    var position: SourcePosition
    var cases: KeyedList<Variation>

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
        if let variations { Self.collect(variations, under: .root, into: &found) }
        if let substitutions {
            for (name, substitution) in substitutions {
                if let variations = substitution.variations {
                    Self.collect(variations, under: VariantPath(["substitutions", name]), into: &found)
                }
            }
        }
        return found
    }

    private static func collect(_ variations: Variations, under prefix: VariantPath, into found: inout [PluralVariation]) {
        if let plural = variations.plural {
            found.append(PluralVariation(path: prefix.appending("plural"), position: variations.position, cases: plural))
        }
        for (kind, cases) in [("plural", variations.plural), ("device", variations.device)] {
            guard let cases else { continue }
            for (name, variation) in cases {
                if let nested = variation.variations { collect(nested, under: prefix.appending(kind, name), into: &found) }
            }
        }
    }
}

/// `'few'`, `'few' and 'many'`, `'one', 'few' and 'many'`.
func quotedList(_ items: [String]) -> String {
    let quoted = items.map { "'\($0)'" }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
}
