import XCStrings

/// A variant path checked against the shapes a String Catalog can hold:
/// `""`, `plural.CATEGORY`, `device.DEVICE`, `device.DEVICE.plural.CATEGORY`, and any of the variation shapes
/// under `substitutions.NAME.` (e.g. `substitutions.count.plural.few`; a name with a dot comes as Xcode writes it,
/// `substitutions.@DOT.NAME@.plural.few`).
///
///     VariantShape(parsing: "substitutions.count.plural.few")?.substitution   // "count"
///     VariantShape(parsing: "plural.lots")                                     // nil
struct VariantShape: Sendable, Hashable {
    /// The substitution the path is under, if any.
    var substitution: String?
    /// The device case, if any.
    var device: String?
    /// The plural category, if any.
    var pluralCategory: String?
    var path: VariantPath

    init?(parsing text: String) {
        path = VariantPath(xliffVariant: text)
        var rest = path.components[...]
        if rest.first == "substitutions" {
            guard rest.count >= 4, !rest[rest.startIndex + 1].isEmpty else { return nil }
            substitution = rest[rest.startIndex + 1]
            rest = rest.dropFirst(2)
        }
        if rest.first == "device" {
            guard rest.count >= 2, DeviceClass(rawValue: rest[rest.startIndex + 1]).isKnown else { return nil }
            device = rest[rest.startIndex + 1]
            rest = rest.dropFirst(2)
        }
        if rest.first == "plural" {
            guard rest.count >= 2, PluralCategory(rawValue: rest[rest.startIndex + 1]).isKnown else { return nil }
            pluralCategory = rest[rest.startIndex + 1]
            rest = rest.dropFirst(2)
        }
        guard rest.isEmpty else { return nil }
    }
}

extension Localization {
    /// Sets the string unit at `path`, creating the variations or substitution the path goes through.
    /// A substitution created here copies `argNum` and `formatSpecifier` from `template` (the source
    /// language's substitution of that name), as Xcode does.
    ///
    ///     localization.setStringUnit(StringUnit(state: .translated, value: "%arg файла"),
    ///                                at: VariantPath(["substitutions", "count", "plural", "few"]), template: source)
    mutating func setStringUnit(_ unit: StringUnit, at path: VariantPath, template: Substitution?) {
        let components = path.components[...]
        guard let first = components.first else {
            stringUnit = unit
            return
        }
        if first == "substitutions", components.count >= 4 {
            let name = components[components.startIndex + 1]
            var list = substitutions ?? KeyedList()
            var substitution = list[name]
                ?? Substitution(argNum: template?.argNum, formatSpecifier: template?.formatSpecifier)
            var variations = substitution.variations ?? Variations()
            variations.setStringUnit(unit, at: components.dropFirst(2))
            substitution.variations = variations
            list[name] = substitution
            substitutions = list
            return
        }
        var variations = self.variations ?? Variations()
        variations.setStringUnit(unit, at: components)
        self.variations = variations
    }
}

extension Variations {
    /// Sets the string unit at `components` (`plural.one`, `device.iphone.plural.one`), creating cases.
    mutating func setStringUnit(_ unit: StringUnit, at components: ArraySlice<String>) {
        guard components.count >= 2 else { return }
        let kind = components[components.startIndex]
        let name = components[components.startIndex + 1]
        var cases = (kind == "plural" ? plural : device) ?? KeyedList()
        var variation = cases[name] ?? Variation()
        if components.count == 2 {
            variation.stringUnit = unit
        } else {
            var nested = variation.variations ?? Variations()
            nested.setStringUnit(unit, at: components.dropFirst(2))
            variation.variations = nested
        }
        cases[name] = variation
        if kind == "plural" { plural = cases } else { device = cases }
    }
}

extension Substitution {
    /// `text` with the directives that read this substitution's own argument written as `%arg`, the way a
    /// String Catalog keeps a substitution's cases. Xcode's XLIFF export spells `%arg` out (`%2$lld catalogs`
    /// for `%arg catalogs` with `argNum` 2 and `formatSpecifier` `lld`); importing it back must give the
    /// catalog's own text. `%N$F` is rewritten; an unnumbered `%F` only when the argument is the first.
    ///
    ///     Substitution(argNum: 2, formatSpecifier: "lld").writingArgumentPlaceholder(in: "%2$lld catálogos")
    ///     // "%arg catálogos"
    func writingArgumentPlaceholder(in text: String) -> String {
        guard let formatSpecifier, let argNum, text.contains("%") else { return text }
        let numbered = "%\(argNum)$\(formatSpecifier)"
        let unnumbered = argNum == 1 ? "%\(formatSpecifier)" : nil
        var bytes = Array(text.utf8)
        for specifier in FormatSpecifier.parse(text).reversed()
        where specifier.text == numbered || specifier.text == unnumbered {
            bytes.replaceSubrange(specifier.offset..<specifier.offset + specifier.length, with: Array("%arg".utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
