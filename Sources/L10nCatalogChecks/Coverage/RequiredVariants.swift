import L10nFiles
import PluralRules
import XCStrings

/// The string units a language needs for one key: which variant paths must exist in its localization.
///
/// The shape comes from the language's own localization when it has any string (a translator may vary a
/// language differently from the source, e.g. by plural where English does not), otherwise from the source
/// language's; a plain value the source has stays needed unless the target varies instead.
///
/// - Plural variations are expanded to the categories Xcode creates for the **target** language, so Russian
///   needs `one`, `few`, `many`, `other` even when English has `one`, `other`; categories the localization
///   already has (a CLDR 48 `many` in Spanish, an explicit `zero`) are kept.
/// - Device cases are the target's when it varies by device, otherwise the source's: as Xcode's export, which
///   does not add the source's other devices to a target that has its own (Xcode 27.0 exports only the French
///   `device.iphone` of a key whose English has `iphone`, `ipad` and `other`).
/// - A substitution is needed when the target has it, when the target's plain value names it (`%#@count@`), or
///   when the target has no plain value yet and the source has it.
/// - Every string unit the target already has is included too, so nothing in the file is left out.
///
///     // English "%#@count@ files" with substitution count: one, other; target Russian, not yet translated:
///     RequiredVariants(language: "ru").paths(source: english, target: nil).map(\.description)
///     // ["", "substitutions.count.plural.one", "substitutions.count.plural.few",
///     //  "substitutions.count.plural.many", "substitutions.count.plural.other"]
struct RequiredVariants {
    /// The plural categories Xcode creates for the language, as catalog keys (`one`, `few`, …).
    let pluralCategories: [String]

    init(language: String) {
        pluralCategories = Self.categories(for: language)
    }

    /// The categories of each language asked so far, shared by every tally of the process: each catalog's slices
    /// count in every language the project ships, and resolving a language's plural rules again for each cost more
    /// than counting most catalogs.
    private static let categoriesByLanguage = Locked([String: [String]]())

    /// The plural categories Xcode creates for `language`, worked out once per process.
    static func categories(for language: String) -> [String] {
        if let known = categoriesByLanguage.withLock({ $0[language] }) { return known }
        let made = PluralRules(locale: language).xcodeCategories.map(\.rawValue)
        categoriesByLanguage.withLock { $0[language] = made }
        return made
    }

    /// The paths the target language needs, in a stable order: the plain value, then variations, then
    /// substitutions (plural categories in CLDR order), then any further unit the target has.
    func paths(source: Localization?, target: Localization?) -> [VariantPath] {
        var collector = PathCollector()
        let targetHasStrings = target?.hasStringUnits ?? false
        if let target, targetHasStrings {
            let sourceHasStrings = source?.hasStringUnits ?? false
            // The plain value is needed when the target has one, or when the source has one (or no string at
            // all: the key is the text) and the target does not replace it by varying.
            if target.stringUnit != nil
                || (target.variations == nil && (source?.stringUnit != nil || !sourceHasStrings))
            {
                collector.add(.root)
            }
            if let variations = target.variations {
                walk(source: source?.variations, target: variations, prefix: .root, into: &collector)
            }
            for name in substitutionNames(source: source, target: target) {
                walk(source: source?.substitutions?[name]?.variations,
                     target: target.substitutions?[name]?.variations,
                     prefix: VariantPath(["substitutions", name]), into: &collector)
            }
            target.forEachStringUnit { path, _ in collector.add(path) }
        } else if let source, source.hasStringUnits {
            if source.stringUnit != nil { collector.add(.root) }
            if let variations = source.variations {
                walk(source: variations, target: nil, prefix: .root, into: &collector)
            }
            for (name, substitution) in source.substitutions ?? KeyedList() {
                walk(source: substitution.variations, target: nil,
                     prefix: VariantPath(["substitutions", name]), into: &collector)
            }
            if collector.paths.isEmpty { collector.add(.root) }
        } else {
            // No source-language string: the key is the text.
            collector.add(.root)
        }
        return collector.paths
    }

    /// Substitutions the target needs: its own, and the source's that its plain value names (all of the
    /// source's while the target has no plain value yet: it will be translated from the source's, which names
    /// them).
    private func substitutionNames(source: Localization?, target: Localization) -> [String] {
        var names = target.substitutions?.keys ?? []
        let value = target.stringUnit.map(\.value).flatMap { $0.isEmpty ? nil : $0 }
        for name in source?.substitutions?.keys ?? [] where !names.contains(name) {
            if value.map({ Self.references($0, substitution: name) }) ?? true { names.append(name) }
        }
        return names
    }

    /// Whether `value` names the substitution: `%#@name@` or `%1$#@name@`.
    static func references(_ value: String, substitution name: String) -> Bool {
        value.contains("#@" + name + "@")
    }

    /// Adds the paths for one level of variations. The shape is the target's when it has this level, otherwise
    /// the source's.
    private func walk(
        source: Variations?, target: Variations?, prefix: VariantPath, into collector: inout PathCollector
    ) {
        guard let shape = target ?? source else { return }
        if shape.plural != nil {
            for category in categories(adding: target?.plural?.keys ?? []) {
                let sourceCase = source?.plural.flatMap { $0[category] ?? $0["other"] }
                visit(source: sourceCase, target: target?.plural?[category],
                      path: prefix.appending("plural", category), into: &collector)
            }
        }
        if shape.device != nil {
            let names = target?.device?.keys ?? source?.device?.keys ?? []
            for name in names {
                visit(source: source?.device?[name], target: target?.device?[name],
                      path: prefix.appending("device", name), into: &collector)
            }
        }
    }

    private func visit(source: Variation?, target: Variation?, path: VariantPath, into collector: inout PathCollector) {
        let nestedTarget = target?.variations
        let nestedSource = source?.variations
        if nestedTarget != nil || (target?.stringUnit == nil && nestedSource != nil) {
            if target?.stringUnit != nil { collector.add(path) }
            walk(source: nestedSource, target: nestedTarget, prefix: path, into: &collector)
        } else {
            collector.add(path)
        }
    }

    /// Xcode's categories for the language plus any others present, in CLDR order (unknown ones last).
    private func categories(adding present: [String]) -> [String] {
        let order = XCStrings.PluralCategory.all.map(\.rawValue)
        var result = pluralCategories
        for category in present where !result.contains(category) { result.append(category) }
        return result.sorted { (order.firstIndex(of: $0) ?? order.count) < (order.firstIndex(of: $1) ?? order.count) }
    }
}

/// An ordered set of paths.
private struct PathCollector {
    var paths: [VariantPath] = []
    private var seen: Set<VariantPath> = []

    mutating func add(_ path: VariantPath) {
        if seen.insert(path).inserted { paths.append(path) }
    }
}
