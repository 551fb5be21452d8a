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
/// plurals, substitutions, string sets, unknown fields at several levels. Texts and keys include characters with
/// two spellings in Unicode (`é` and `e` + U+0301): both spellings of a key are two keys, as they are to Xcode.
struct CatalogGenerator {
    var random: SeededGenerator

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    static let keyPool = [
        "home.title", "home.subtitle", "settings.title", "files.count", "Done", "Cancel", "inbox.unread",
        "profile.name", "item2", "item10", "\u{C9}clair", "E\u{301}clair", "emoji.🙂", "a", "", "%@ sent %lld photos",
    ]
    static let languages = ["en", "es", "fr", "de", "ru", "ja", "zh-Hans", "pt-BR"]
    static let words = ["Hola", "Adiós", "Inicio", "Ajustes", "файл", "ファイル", "%lld", "%@", "\"quoted\"", "line\nbreak", "tab\t", "ü", "🙂",
        "caf\u{E9}", "cafe\u{301}", "\u{C5}ngstr\u{F6}m"]
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

    /// A copy of `catalog` with 0 to 6 random edits: units changed, localizations or entries removed or added,
    /// comments and flags changed, plural cases added or removed, unknown fields changed, and edits that change
    /// only the order of members (``reordered(_:)``) or only the Unicode spelling of a text (``respelled(_:)``).
    mutating func edit(_ original: StringCatalog) -> StringCatalog {
        var catalog = original
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            let key = pick(Self.keyPool)
            guard var entry = catalog[key] else {
                catalog.set(self.entry(key: key))
                continue
            }
            switch Int.random(in: 0..<12, using: &random) {
            case 0:
                catalog[key] = nil
                continue
            case 10:
                catalog = reordered(catalog)
                continue
            case 11:
                catalog = respelled(catalog)
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

    // MARK: Edits that change only the order of members, or only the spelling of a text

    /// A copy of `catalog` with the members of some maps in another order: languages, plural and device cases,
    /// substitutions, unknown members. It writes the same bytes: it changes nothing.
    mutating func reordered(_ original: StringCatalog) -> StringCatalog {
        var catalog = original
        for index in catalog.entries.indices where chance(50) {
            var entry = catalog.entries[index].value
            entry.localizations = shuffled(entry.localizations)
            for language in entry.localizations.indices {
                var localization = entry.localizations[language].value
                if let variations = localization.variations { localization.variations = reordered(variations) }
                if let original = localization.substitutions {
                    var substitutions = shuffled(original)
                    for name in substitutions.indices {
                        if let variations = substitutions[name].value.variations {
                            substitutions[valueAt: name].variations = reordered(variations)
                        }
                    }
                    localization.substitutions = substitutions
                }
                localization.extra.shuffle(using: &random)
                entry.localizations[valueAt: language] = localization
            }
            entry.extra.shuffle(using: &random)
            catalog.entries[valueAt: index] = entry
        }
        catalog.extra.shuffle(using: &random)
        return catalog
    }

    mutating func reordered(_ variations: Variations) -> Variations {
        var copy = variations
        if let plural = variations.plural { copy.plural = shuffled(plural) }
        if let original = variations.device {
            var device = shuffled(original)
            for index in device.indices {
                if let nested = device[index].value.variations { device[valueAt: index].variations = reordered(nested) }
            }
            copy.device = device
        }
        return copy
    }

    mutating func shuffled<V>(_ list: KeyedList<V>) -> KeyedList<V> {
        KeyedList(list.map { ($0.key, $0.value) }.shuffled(using: &random))
    }

    /// Precomposed letters and their decomposed spellings (canonically equivalent: equal to Swift's `==`, two
    /// different strings to Foundation).
    static let spellings: [(composed: Unicode.Scalar, decomposed: [Unicode.Scalar])] = [
        ("\u{E9}", ["e", "\u{301}"]), ("\u{C9}", ["E", "\u{301}"]), ("\u{FC}", ["u", "\u{308}"]),
        ("\u{F6}", ["o", "\u{308}"]), ("\u{C5}", ["A", "\u{30A}"]),
    ]

    /// `text` with its first letter of ``spellings`` spelled the other way, or nil when it has none.
    static func respelled(_ text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        for index in scalars.indices {
            for spelling in spellings {
                var result = scalars
                if scalars[index] == spelling.composed {
                    result.replaceSubrange(index...index, with: spelling.decomposed)
                } else if scalars[index...].starts(with: spelling.decomposed) {
                    result.replaceSubrange(index..<index + spelling.decomposed.count, with: [spelling.composed])
                } else {
                    continue
                }
                var string = ""
                string.unicodeScalars.append(contentsOf: result)
                return string
            }
        }
        return nil
    }

    /// A copy of `catalog` where one comment or one string unit's value that can be spelled another way in
    /// Unicode is (`café` → `cafe` + U+0301): a change to Xcode, though Swift's `==` sees none.
    mutating func respelled(_ original: StringCatalog) -> StringCatalog {
        var catalog = original
        var candidates: [(key: String, language: String?, path: VariantPath)] = []
        for (key, entry) in catalog.entries {
            if let comment = entry.comment, Self.respelled(comment) != nil { candidates.append((key, nil, .root)) }
            for (language, localization) in entry.localizations {
                localization.forEachStringUnit { path, unit in
                    if Self.respelled(unit.value) != nil { candidates.append((key, language, path)) }
                }
            }
        }
        guard !candidates.isEmpty else { return catalog }
        let chosen = pick(candidates)
        guard let language = chosen.language else {
            catalog[chosen.key]!.comment = Self.respelled(catalog[chosen.key]!.comment!)
            return catalog
        }
        catalog[chosen.key]!.localizations[language]!.updateStringUnits { path, unit in
            if path == chosen.path { unit.value = Self.respelled(unit.value)! }
        }
        return catalog
    }
}
