import L10nCatalogChecks
import L10nDiagnostics
import L10nExchange
import Testing
import XCStrings

/// Property tests over generated catalogs: translating exactly what `extract` selects leaves nothing to select.
@Suite struct ExportRoundTripTests {
    /// A small deterministic generator (SplitMix64), so failures reproduce.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func int(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
        mutating func chance(_ percent: Int) -> Bool { int(100) < percent }
        mutating func pick<T>(_ items: [T]) -> T { items[int(items.count)] }
    }

    static let targets = ["es", "ru", "ar", "ja", "he", "pl"]

    /// The source localization of one generated key.
    static func sourceLocalization(_ g: inout Generator, index: Int) -> Localization {
        func unit(_ text: String) -> StringUnit { StringUnit(state: .translated, value: text) }
        func plural(_ stem: String) -> Variations {
            var cases = KeyedList<Variation>()
            if g.chance(20) { cases["zero"] = Variation(stringUnit: unit("no \(stem)s")) }
            cases["one"] = Variation(stringUnit: unit("%lld \(stem)"))
            cases["other"] = Variation(stringUnit: unit("%lld \(stem)s"))
            return Variations(plural: cases)
        }
        switch g.int(5) {
        case 0:
            return Localization(stringUnit: unit("Text \(index)"))
        case 1:
            return Localization(variations: plural("item"))
        case 2:
            var devices = KeyedList<Variation>()
            for device in ["iphone", "ipad", "mac"] where g.chance(60) {
                devices[device] = g.chance(30)
                    ? Variation(variations: plural(device)) : Variation(stringUnit: unit("On \(device)"))
            }
            devices["other"] = Variation(stringUnit: unit("Anywhere"))
            return Localization(variations: Variations(device: devices))
        case 3:
            var substitutions = KeyedList<Substitution>()
            substitutions["files"] = Substitution(argNum: 1, formatSpecifier: "lld", variations: plural("file"))
            var value = "%#@files@"
            if g.chance(50) {
                substitutions["folders"] = Substitution(argNum: 2, formatSpecifier: "lld", variations: plural("folder"))
                value += " in %#@folders@"
            }
            return Localization(stringUnit: unit(value), substitutions: substitutions)
        default:
            return Localization()  // no source string: the key is the text
        }
    }

    /// A target localization that has some of what the language needs, in assorted states.
    static func partialTarget(_ g: inout Generator, source: Localization?, key: String, language: String) -> Localization? {
        if g.chance(30) { return nil }
        var target: Localization? = nil
        let needed = ExportSelector(language: language).units(in: catalog(with: key, source: source, target: nil, language: language))
        for unit in needed where g.chance(60) {
            let state: TranslationState = g.pick([.translated, .translated, .new, .needsReview, .machineTranslated])
            let value = g.chance(10) ? "" : "T(\(unit.source))"
            set(StringUnit(state: state, value: value), at: unit.variant.components[...], in: &target)
        }
        return target
    }

    static func catalog(with key: String, source: Localization?, target: Localization?, language: String) -> StringCatalog {
        var entry = CatalogEntry(key: key)
        if let source { entry.localizations["en"] = source }
        if let target { entry.localizations[language] = target }
        return StringCatalog(sourceLanguage: "en", entries: KeyedList([(key, entry)]))
    }

    /// Puts a string unit at a variant path, creating the structure on the way (as a translator's tool would).
    static func set(_ unit: StringUnit, at path: ArraySlice<String>, in localization: inout Localization?) {
        var value = localization ?? Localization()
        if path.isEmpty {
            value.stringUnit = unit
        } else if path.first == "substitutions" {
            let name = path[path.startIndex + 1]
            var substitutions = value.substitutions ?? KeyedList()
            var substitution = substitutions[name] ?? Substitution()
            var variations: Variations? = substitution.variations
            set(unit, at: path.dropFirst(2), in: &variations)
            substitution.variations = variations
            substitutions[name] = substitution
            value.substitutions = substitutions
        } else {
            var variations: Variations? = value.variations
            set(unit, at: path, in: &variations)
            value.variations = variations
        }
        localization = value
    }

    static func set(_ unit: StringUnit, at path: ArraySlice<String>, in variations: inout Variations?) {
        var value = variations ?? Variations()
        let kind = path[path.startIndex]
        let name = path[path.startIndex + 1]
        var cases = (kind == "plural" ? value.plural : value.device) ?? KeyedList()
        var variation = cases[name] ?? Variation()
        if path.count == 2 {
            variation.stringUnit = unit
        } else {
            var nested: Variations? = variation.variations
            set(unit, at: path.dropFirst(2), in: &nested)
            variation.variations = nested
        }
        cases[name] = variation
        if kind == "plural" { value.plural = cases } else { value.device = cases }
        variations = value
    }

    @Test(arguments: 0..<12)
    func translatingEverythingSelectedLeavesNothing(seed: UInt64) {
        var g = Generator(state: seed &* 7919 &+ 17)
        var catalog = StringCatalog(sourceLanguage: "en")
        let language = Self.targets[Int(seed) % Self.targets.count]
        for index in 0..<120 {
            let key = "key.\(index)"
            let source = Self.sourceLocalization(&g, index: index)
            let target = Self.partialTarget(&g, source: source, key: key, language: language)
            var entry = CatalogEntry(key: key)
            entry.localizations["en"] = source
            if let target { entry.localizations[language] = target }
            catalog.set(entry)
        }
        let selector = ExportSelector(language: language)
        let selected = selector.units(in: catalog)
        let checker = CatalogChecker(languages: ["en", language])
        let workRules: Set<String> = ["missing-translation", "empty-translation", "needs-review", "plural-missing-category"]
        func checkFindings(_ catalog: StringCatalog) -> [Diagnostic] {
            checker.check(catalog, file: "Generated.xcstrings").filter { $0.language == language && workRules.contains($0.ruleID) }
        }
        // `check` and `extract` agree: every key check reports work on is exported.
        let selectedKeys = Set(selected.map(\.key))
        let before = checkFindings(catalog)
        #expect(Set(before.map(\.ruleID)).count >= 3, "the generated catalog gives check work of several kinds")
        for finding in before {
            #expect(selectedKeys.contains(finding.key ?? ""), "\(language): check reports \(finding.ruleID) on '\(finding.key ?? "")': \(finding.message)")
        }
        #expect(selector.units(in: catalog) == selected, "selection is deterministic")
        #expect(!selected.isEmpty)

        // Every selected unit says why, and that reason matches the catalog.
        for unit in selected {
            let current = catalog[unit.key]?.localizations[language]?.stringUnit(at: unit.variant)
            #expect(unit.reason.needsWork)
            #expect(current?.value == unit.target && current?.state.rawValue == unit.state, "\(unit.key) \(unit.variant)")
        }

        // The translator fills in every selected unit; nothing is left, and --all finds everything complete.
        for unit in selected {
            var target = catalog[unit.key]?.localizations[language]
            Self.set(StringUnit(state: .translated, value: "T(\(unit.source))"), at: unit.variant.components[...], in: &target)
            catalog[unit.key]?.localizations[language] = target
        }
        let left = selector.units(in: catalog)
        #expect(left.isEmpty, "\(language): still selected after translating: \(left.prefix(3).map { "\($0.key) \($0.variant)" })")
        let remaining = checkFindings(catalog)
        #expect(remaining.isEmpty, "\(language): check after translating: \(remaining.prefix(3).map(\.message))")
        let all = ExportSelector(language: language, includeAll: true).units(in: catalog)
        #expect(all.allSatisfy { !$0.reason.needsWork })
        #expect(all.count >= selected.count)
    }
}
