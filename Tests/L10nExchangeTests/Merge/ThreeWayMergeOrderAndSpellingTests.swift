import L10nExchange
import Testing
import XCStrings

/// The order of an object's members is never a change, and a change of Unicode spelling (`é` → `e` + U+0301) is
/// one: the three-way merge compares values as Xcode writes and compares them.
@Suite struct ThreeWayMergeOrderAndSpellingTests {
    typealias F = MergeFixtures

    /// A catalog as a file: keys `key1` … `keyN`, each with its languages in the order given (Xcode writes
    /// them sorted; another tool or a hand edit may not).
    static func file(keys: ClosedRange<Int>, languages: [String]) -> String {
        let entries = keys.map { index in
            let localizations = languages.map { language in
                "\"\(language)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(language) \(index)\" } }"
            }
            return "\"key\(index)\" : { \"localizations\" : { \(localizations.joined(separator: ", ")) } }"
        }
        return "{ \"sourceLanguage\" : \"en\", \"strings\" : { \(entries.joined(separator: ",\n")) }, \"version\" : \"1.0\" }"
    }

    /// The case found in a real history: one side deleted seven keys, the other had only reordered their
    /// languages. Merged either way round, the keys are deleted and nothing conflicts.
    @Test func keysDeletedOnOneSideAndOnlyReorderedOnTheOther() throws {
        let base = try F.parse(Self.file(keys: 1...9, languages: ["de", "en", "es", "fr"]))
        let reordered = try F.parse(Self.file(keys: 1...9, languages: ["en", "fr", "de", "es"]))
        let deleted = try F.parse(Self.file(keys: 8...9, languages: ["de", "en", "es", "fr"]))
        #expect(reordered != base, "the model sees the order")
        for (ours, theirs) in [(reordered, deleted), (deleted, reordered)] {
            let result = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs)
            #expect(result.conflicts.map(\.description) == [])
            #expect(F.text(result.catalog) == F.text(deleted))
        }
    }

    static let rich = F.catalog(
        F.entry("files", [
            "en": F.plural(["one": "%lld file", "other": "%lld files"]),
            "ru": {
                var localization = F.plain("%#@count@ %#@size@")
                let cases = Variations(plural: KeyedList([
                    ("few", Variation(stringUnit: F.unit("%arg файла"))), ("one", Variation(stringUnit: F.unit("%arg файл"))),
                    ("other", Variation(stringUnit: F.unit("%arg файлов"))),
                ]))
                localization.substitutions = KeyedList([
                    ("count", Substitution(argNum: 1, formatSpecifier: "lld", variations: cases)),
                    ("size", Substitution(argNum: 2, formatSpecifier: "@")),
                ])
                localization.variations = Variations(device: KeyedList([
                    ("iphone", Variation(stringUnit: F.unit("iPhone"))), ("mac", Variation(stringUnit: F.unit("Mac"))),
                ]))
                localization.extra = [
                    JSONMember(key: "future", value: .object([
                        JSONMember(key: "a", value: .number("1")), JSONMember(key: "b", value: .number("2")),
                    ])),
                    JSONMember(key: "later", value: .bool(true)),
                ]
                return localization
            }(),
        ]))

    /// `rich` with every map of `ru` (plural cases, device cases, substitutions, unknown members and the members of
    /// an unknown object) and the languages of `files` in reverse order.
    static var richReversed: StringCatalog {
        func reversed<V>(_ list: KeyedList<V>) -> KeyedList<V> { KeyedList(list.reversed().map { ($0.key, $0.value) }) }
        var catalog = rich
        var entry = catalog["files"]!
        var localization = entry.localizations["ru"]!
        var substitutions = reversed(localization.substitutions!)
        substitutions["count"]!.variations!.plural = reversed(substitutions["count"]!.variations!.plural!)
        localization.substitutions = substitutions
        localization.variations!.device = reversed(localization.variations!.device!)
        localization.extra = [
            JSONMember(key: "later", value: .bool(true)),
            JSONMember(key: "future", value: .object([
                JSONMember(key: "b", value: .number("2")), JSONMember(key: "a", value: .number("1")),
            ])),
        ]
        entry.localizations["ru"] = localization
        entry.localizations = reversed(entry.localizations)
        catalog["files"] = entry
        return catalog
    }

    @Test func reorderedCasesSubstitutionsAndUnknownMembersAreNoChange() {
        let reordered = Self.richReversed
        #expect(reordered != Self.rich && Self.bytes(reordered) == Self.bytes(Self.rich))
        var removed = Self.rich
        removed["files"]!.localizations["ru"] = nil
        for (ours, theirs) in [(reordered, removed), (removed, reordered)] {
            let result = ThreeWayMerge.merge(base: Self.rich, ours: ours, theirs: theirs)
            #expect(result.conflicts.map(\.description) == [])
            #expect(F.text(result.catalog) == F.text(removed))
        }
        // Reordered on both sides, in different ways: nothing changed.
        let result = ThreeWayMerge.merge(base: reordered, ours: Self.rich, theirs: reordered)
        #expect(result.isClean && F.text(result.catalog) == F.text(Self.rich))
    }

    @Test func aRealChangeAmongReorderingIsStillAChange() {
        var changed = Self.richReversed
        changed["files"]!.localizations["ru"]!.substitutions!["count"]!.variations!.plural!["few"] =
            Variation(stringUnit: F.unit("%arg файла!"))
        var removed = Self.rich
        removed["files"]!.localizations["ru"] = nil
        let result = ThreeWayMerge.merge(base: Self.rich, ours: changed, theirs: removed)
        #expect(result.conflicts.map(\.description) == ["conflict: 'files' ['ru']: changed in ours, removed in theirs"])
        #expect(F.text(result.catalog) == F.text(changed))
    }

    static let composed = "Caf\u{E9}"
    static let decomposed = "Cafe\u{301}"
    static let base = F.catalog(F.entry("menu.title", ["es": composed, "fr": composed], comment: composed))

    static func edit(_ body: (inout StringCatalog) -> Void) -> StringCatalog {
        var catalog = base
        body(&catalog)
        return catalog
    }

    /// Bytes, so that the comparison is by scalars whatever the model does.
    static func bytes(_ catalog: StringCatalog) -> [UInt8] { catalog.canonicalBytes() }

    @Test func respellingIsAChange() {
        let respelled = Self.edit {
            $0["menu.title"]!.localizations["es"] = F.plain(Self.decomposed)
            $0["menu.title"]!.comment = Self.decomposed
        }
        #expect(F.text(respelled) == F.text(Self.base), "equal to Swift's ==")
        #expect(Self.bytes(respelled) != Self.bytes(Self.base))
        // Against an unchanged side, or a change elsewhere, the respelling is kept.
        let french = Self.edit { $0["menu.title"]!.localizations["fr"] = F.plain("Bistrot") }
        var both = respelled
        both["menu.title"]!.localizations["fr"] = F.plain("Bistrot")
        for (ours, theirs, expected) in [
            (respelled, Self.base, respelled), (Self.base, respelled, respelled),
            (respelled, french, both), (french, respelled, both), (respelled, respelled, respelled),
        ] {
            let result = ThreeWayMerge.merge(base: Self.base, ours: ours, theirs: theirs)
            #expect(result.isClean)
            #expect(Self.bytes(result.catalog) == Self.bytes(expected))
        }
    }

    @Test func respellingAgainstAnotherChangeOfTheSameTextConflicts() {
        let respelled = Self.edit { $0["menu.title"]!.localizations["es"] = F.plain(Self.decomposed) }
        let changed = Self.edit { $0["menu.title"]!.localizations["es"] = F.plain("Cafetería") }
        let result = ThreeWayMerge.merge(base: Self.base, ours: respelled, theirs: changed)
        #expect(result.conflicts.map(\.description) == ["conflict: 'menu.title' ['es']: changed on both sides"])
        #expect(Self.bytes(result.catalog) == Self.bytes(respelled))
    }

    /// A key respelled on one side is another key: the old one removed, the new one added.
    @Test func keysThatDifferOnlyInSpellingAreTwoEntries() {
        let added = Self.edit { $0.set(F.entry(Self.decomposed, ["es": "Decomposed"])) }
        let changed = Self.edit { $0["menu.title"]!.localizations["fr"] = F.plain("Bistrot") }
        let result = ThreeWayMerge.merge(base: Self.base, ours: changed, theirs: added)
        #expect(result.isClean)
        var expected = changed
        expected.set(F.entry(Self.decomposed, ["es": "Decomposed"]))
        #expect(Self.bytes(result.catalog) == Self.bytes(expected))
        #expect(result.catalog.entries.count == 2)

        let bothAdded = ThreeWayMerge.merge(
            base: Self.base, ours: Self.edit { $0.set(F.entry(Self.composed, ["es": "A"])) },
            theirs: Self.edit { $0.set(F.entry(Self.decomposed, ["es": "B"])) })
        #expect(bothAdded.isClean)
        #expect(bothAdded.catalog.entries.count == 3)
    }
}
