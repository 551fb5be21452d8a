import XCStrings

/// A small deterministic random number generator (SplitMix64), so every generated catalog can be rebuilt
/// from its seed when a property fails.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Builds random String Catalogs and random edits of them: keys from a small pool (so both sides of a merge
/// often touch the same entries), several languages, plain units, plurals, device variations with nested
/// plurals, substitutions, string sets, unknown fields at several levels.
struct CatalogGenerator {
    var random: SeededGenerator

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    static let keyPool = [
        "home.title", "home.subtitle", "settings.title", "files.count", "Done", "Cancel", "inbox.unread",
        "profile.name", "item2", "item10", "Éclair", "emoji.🙂", "a", "", "%@ sent %lld photos",
    ]
    static let languages = ["en", "es", "fr", "de", "ru", "ja", "zh-Hans", "pt-BR"]
    static let words = ["Hola", "Adiós", "Inicio", "Ajustes", "файл", "ファイル", "%lld", "%@", "\"quoted\"", "line\nbreak", "tab\t", "ü", "🙂"]
    static let states: [TranslationState] = [.translated, .needsReview, .new, .machineTranslated, "custom_state"]

    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
    mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &random)] }

    mutating func text() -> String {
        (0..<Int.random(in: 1...3, using: &random)).map { _ in pick(Self.words) }.joined(separator: " ")
    }

    mutating func unit() -> StringUnit {
        var unit = StringUnit(state: pick(Self.states), value: text())
        if chance(5) { unit.extra = [JSONMember(key: "reviewer", value: .string(text()))] }
        return unit
    }

    mutating func pluralCases() -> KeyedList<Variation> {
        var cases = KeyedList<Variation>()
        for category in ["zero", "one", "two", "few", "many", "other"] where category == "other" || chance(40) {
            cases[category] = Variation(stringUnit: unit())
        }
        return cases
    }

    mutating func localization() -> Localization {
        var localization = Localization()
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<5:
            localization.stringUnit = unit()
        case 5, 6:
            localization.variations = Variations(plural: pluralCases())
        case 7:
            var devices = KeyedList<Variation>()
            for device in ["iphone", "ipad", "mac", "other"] where device == "other" || chance(50) {
                devices[device] = chance(40)
                    ? Variation(variations: Variations(plural: pluralCases())) : Variation(stringUnit: unit())
            }
            localization.variations = Variations(device: devices)
        case 8:
            localization.stringUnit = StringUnit(state: .translated, value: "%#@count@ " + text())
            localization.substitutions = KeyedList([
                ("count", Substitution(argNum: 1, formatSpecifier: "lld", variations: Variations(plural: pluralCases())))
            ])
        default:
            localization.stringSet = StringSet(state: .translated, values: [text(), text()])
        }
        if chance(5) { localization.extra = [JSONMember(key: "futureLocalizationField", value: .bool(chance(50)))] }
        return localization
    }

    mutating func entry(key: String) -> CatalogEntry {
        var entry = CatalogEntry(key: key)
        if chance(60) { entry.comment = text() }
        if chance(20) { entry.extractionState = pick([.manual, .stale, .extractedWithValue, "future_state"]) }
        if chance(10) { entry.shouldTranslate = false }
        if chance(10) { entry.extra = [JSONMember(key: "commentGenerationVersion", value: .number("\(Int.random(in: 1...3, using: &random))"))] }
        for language in Self.languages where chance(45) {
            entry.localizations[language] = localization()
        }
        if entry.localizations.isEmpty && chance(30) { entry.keepsEmptyLocalizations = true }
        return entry
    }

    mutating func catalog() -> StringCatalog {
        var catalog = StringCatalog(sourceLanguage: "en", version: pick(["1.0", "1.1"]))
        for key in Self.keyPool where chance(60) { catalog.set(entry(key: key)) }
        if chance(15) { catalog.extra = [JSONMember(key: "futureTopLevel", value: .array([.number("1"), .string("two")]))] }
        return catalog
    }

    /// A copy of `catalog` with 0 to 5 random edits: units changed, localizations or entries removed or added,
    /// comments and flags changed, plural cases added or removed, unknown fields changed.
    mutating func edit(_ original: StringCatalog) -> StringCatalog {
        var catalog = original
        for _ in 0..<Int.random(in: 0...5, using: &random) {
            let key = pick(Self.keyPool)
            guard var entry = catalog[key] else {
                catalog.set(self.entry(key: key))
                continue
            }
            switch Int.random(in: 0..<10, using: &random) {
            case 0:
                catalog[key] = nil
                continue
            case 1:
                entry.comment = chance(20) ? nil : text()
            case 2:
                entry.shouldTranslate = entry.shouldTranslate == nil ? false : nil
            case 3:
                entry.extra = [JSONMember(key: "commentGenerationVersion", value: .number("\(Int.random(in: 1...9, using: &random))"))]
            case 4:
                let language = pick(Self.languages)
                entry.localizations[language] = chance(30) ? nil : localization()
            default:
                // Change one string unit somewhere inside one localization, or a plural case's presence.
                guard !entry.localizations.isEmpty else { continue }
                let index = Int.random(in: 0..<entry.localizations.count, using: &random)
                var localization = entry.localizations[index].value
                let paths = localization.stringUnits.map(\.path)
                if chance(20), var plural = localization.variations?.plural {
                    let category = pick(["zero", "one", "two", "few", "many"])
                    plural[category] = plural[category] == nil ? Variation(stringUnit: unit()) : nil
                    localization.variations!.plural = plural
                } else if !paths.isEmpty {
                    let target = pick(paths)
                    let replacement = unit()
                    localization.updateStringUnits { path, unit in if path == target { unit = replacement } }
                }
                entry.localizations[valueAt: index] = localization
            }
            catalog[key] = entry
        }
        return catalog
    }
}
