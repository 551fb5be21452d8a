import L10nExchange
import Testing
import XCStrings

/// Properties of the three-way merge over many generated catalogs and random edits (see ``CatalogGenerator``).
/// A failure names its seed: `CatalogGenerator(seed:)` rebuilds the same three catalogs.
@Suite struct ThreeWayMergePropertyTests {
    static let seeds: [UInt64] = Array(1...300)

    /// Base, ours and theirs for one seed: two independent random edits of one random catalog.
    static func sides(seed: UInt64) -> (base: StringCatalog, ours: StringCatalog, theirs: StringCatalog) {
        var generator = CatalogGenerator(seed: seed)
        let base = generator.catalog()
        return (base, generator.edit(base), generator.edit(base))
    }

    static func bytes(_ catalog: StringCatalog) -> [UInt8] { catalog.canonicalBytes() }

    @Test func mergingWithAnUnchangedSideGivesTheOtherSideByteForByte() {
        nextSeed: for seed in Self.seeds {
            let (base, ours, theirs) = Self.sides(seed: seed)
            let keepTheirs = ThreeWayMerge.merge(base: base, ours: base, theirs: theirs)
            #expect(keepTheirs.isClean, "seed \(seed)")
            #expect(Self.bytes(keepTheirs.catalog) == Self.bytes(theirs), "seed \(seed)")
            let keepOurs = ThreeWayMerge.merge(base: base, ours: ours, theirs: base)
            #expect(keepOurs.isClean, "seed \(seed)")
            #expect(Self.bytes(keepOurs.catalog) == Self.bytes(ours), "seed \(seed)")
            let same = ThreeWayMerge.merge(base: base, ours: ours, theirs: ours)
            #expect(same.isClean, "seed \(seed)")
            #expect(Self.bytes(same.catalog) == Self.bytes(ours), "seed \(seed)")
        }
    }

    @Test func mergeIsSymmetricUpToConflictResolution() {
        var conflicted = 0
        nextSeed: for seed in Self.seeds {
            let (base, ours, theirs) = Self.sides(seed: seed)
            let forward = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs)
            let backward = ThreeWayMerge.merge(base: base, ours: theirs, theirs: ours)
            let forwardPlaces = Set(forward.conflicts.map { "\($0.place) \($0.kind)" })
            let backwardPlaces = Set(backward.conflicts.map { "\($0.place) \($0.kind.swapped)" })
            #expect(forwardPlaces == backwardPlaces, "seed \(seed)")
            if forward.isClean {
                #expect(Self.bytes(forward.catalog) == Self.bytes(backward.catalog), "seed \(seed)")
            } else {
                conflicted += 1
                // Away from the conflicts, both directions agree on every field and string unit, and on which
                // entries and localizations exist (their maps may list keys in another order).
                let left = Snapshot(forward.catalog)
                let right = Snapshot(backward.catalog)
                for location in left.locations.union(right.locations)
                where !location.isUnder(forward.conflicts) {
                    let isContainer = location.kind == .entry || location.kind == .localization
                    let same = isContainer
                        ? (left[location] == nil) == (right[location] == nil) : left[location] == right[location]
                    if !same { Issue.record("seed \(seed): directions differ at \(location)") }
                }
            }
        }
        // The generator must produce conflicts often enough for this test to mean something.
        #expect(conflicted > Self.seeds.count / 10, "only \(conflicted) seeds had conflicts")
    }

    @Test func nothingUntouchedByTheOtherSideIsLost() {
        var checked = 0
        nextSeed: for seed in Self.seeds {
            let (base, ours, theirs) = Self.sides(seed: seed)
            let result = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs)
            let (b, o, t, r) = (Snapshot(base), Snapshot(ours), Snapshot(theirs), Snapshot(result.catalog))
            for location in b.locations.union(o.locations).union(t.locations) where !location.isUnder(result.conflicts) {
                if o[location] == b[location] {
                    if r[location] != t[location] { Issue.record("seed \(seed): theirs' change at \(location) lost") }
                }
                if t[location] == b[location] {
                    if r[location] != o[location] { Issue.record("seed \(seed): ours' change at \(location) lost") }
                }
                checked += 1
            }
        }
        #expect(checked > 10_000)
    }

    @Test func resultIsAValidCanonicalCatalog() throws {
        nextSeed: for seed in Self.seeds {
            let (base, ours, theirs) = Self.sides(seed: seed)
            let bytes = Self.bytes(ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs).catalog)
            let reread = try StringCatalog(bytes: bytes, path: "merged.xcstrings")
            #expect(reread.canonicalBytes() == bytes, "seed \(seed)")
        }
    }

    @Test func changesOnBothSidesOfDifferentPlacesAreAllKept() {
        // Disjoint edits: ours edits only keys in the first half of the pool, theirs only the second half.
        nextSeed: for seed in Self.seeds.prefix(100) {
            var generator = CatalogGenerator(seed: seed)
            let base = generator.catalog()
            let half = CatalogGenerator.keyPool.count / 2
            var ours = generator.edit(base)
            var theirs = generator.edit(base)
            for (index, key) in CatalogGenerator.keyPool.enumerated() {
                if index < half { theirs[key] = base[key] } else { ours[key] = base[key] }
            }
            let result = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs)
            #expect(result.isClean, "seed \(seed)")
            var expected = base
            for (index, key) in CatalogGenerator.keyPool.enumerated() { expected[key] = index < half ? ours[key] : theirs[key] }
            #expect(Self.bytes(result.catalog) == Self.bytes(expected), "seed \(seed)")
        }
    }

    /// Reordering the members of every map (languages, plural and device cases, substitutions, unknown members)
    /// in all three versions changes neither the merged bytes nor the conflicts; a side that only reorders merges
    /// as an unchanged side.
    @Test func memberOrderIsNeverAChange() {
        var reorderedSeeds = 0
        nextSeed: for seed in Self.seeds {
            let (base, ours, theirs) = Self.sides(seed: seed)
            var generator = CatalogGenerator(seed: seed &+ 1_000_000)
            let (reorderedBase, reorderedOurs) = (generator.reordered(base), generator.reordered(ours))
            let reorderedTheirs = generator.reordered(theirs)
            // The generator did reorder (the model's `==` sees the order), yet the bytes are the same.
            if reorderedBase != base { reorderedSeeds += 1 }
            #expect(Self.bytes(reorderedBase) == Self.bytes(base), "seed \(seed)")

            let expected = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs)
            let reordered = ThreeWayMerge.merge(base: reorderedBase, ours: reorderedOurs, theirs: reorderedTheirs)
            #expect(Self.bytes(reordered.catalog) == Self.bytes(expected.catalog), "seed \(seed)")
            #expect(reordered.conflicts.map(\.description) == expected.conflicts.map(\.description), "seed \(seed)")

            let oursReorders = ThreeWayMerge.merge(base: base, ours: reorderedBase, theirs: theirs)
            #expect(oursReorders.isClean, "seed \(seed): \(oursReorders.conflicts)")
            #expect(Self.bytes(oursReorders.catalog) == Self.bytes(theirs), "seed \(seed)")
            let theirsReorders = ThreeWayMerge.merge(base: base, ours: ours, theirs: reorderedBase)
            #expect(theirsReorders.isClean, "seed \(seed): \(theirsReorders.conflicts)")
            #expect(Self.bytes(theirsReorders.catalog) == Self.bytes(ours), "seed \(seed)")
        }
        #expect(reorderedSeeds > Self.seeds.count / 2, "only \(reorderedSeeds) seeds reordered anything")
    }

    /// A side that only respells texts (`café` → `cafe` + U+0301, equal to Swift's `==`) has changed them: the
    /// respelling is kept byte for byte against an unchanged side, is never lost against random edits, and is a
    /// conflict only where the other side changed the same localization (or entry field) too.
    @Test func respellingIsAChangeAndNotAConflictByItself() {
        var respelledSeeds = 0
        nextSeed: for seed in Self.seeds {
            var generator = CatalogGenerator(seed: seed)
            let base = generator.catalog()
            var ours = base
            for _ in 0..<3 { ours = generator.respelled(ours) }
            guard Self.bytes(ours) != Self.bytes(base) else { continue nextSeed }
            respelledSeeds += 1
            // Only the spelling changed: the texts are canonically equivalent.
            #expect(String(decoding: Self.bytes(ours), as: UTF8.self) == String(decoding: Self.bytes(base), as: UTF8.self))

            for (left, right) in [(ours, base), (base, ours)] {
                let result = ThreeWayMerge.merge(base: base, ours: left, theirs: right)
                #expect(result.isClean, "seed \(seed): \(result.conflicts)")
                #expect(Self.bytes(result.catalog) == Self.bytes(ours), "seed \(seed): respelling lost")
            }

            let theirs = generator.edit(base)
            let result = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs)
            let (b, o, t, r) = (Snapshot(base), Snapshot(ours), Snapshot(theirs), Snapshot(result.catalog))
            for conflict in result.conflicts {
                let place = Snapshot.Location(around: conflict)
                #expect(o[place] != b[place] && t[place] != b[place], "seed \(seed): \(conflict) but one side kept \(place)")
            }
            for location in b.locations.union(o.locations).union(t.locations) where !location.isUnder(result.conflicts) {
                if t[location] == b[location] && r[location] != o[location] {
                    Issue.record("seed \(seed): ours' respelling at \(location) lost")
                }
                if o[location] == b[location] && r[location] != t[location] {
                    Issue.record("seed \(seed): theirs' change at \(location) lost")
                }
            }
        }
        #expect(respelledSeeds > Self.seeds.count / 2, "only \(respelledSeeds) seeds respelled anything")
    }
}

/// Every place of a catalog with its value: each entry, entry field, localization and string unit. Values compare
/// as Xcode would: entries and localizations by the bytes they write (so the order of their members does not
/// count), text by Unicode scalars (`é` and `e` + U+0301 differ).
struct Snapshot {
    struct Location: Hashable, CustomStringConvertible {
        enum Kind: Hashable { case entry, field, localization, unit }
        var kind: Kind
        var key: ScalarString
        var language: ScalarString?
        var path: [String]

        init(kind: Kind, key: String, language: String? = nil, path: [String]) {
            self.kind = kind
            self.key = ScalarString(key)
            self.language = language.map { ScalarString($0) }
            self.path = path
        }

        var description: String {
            "\(kind) '\(key)' \(language.map { "['\($0)'] " } ?? "")\(path.joined(separator: "."))"
        }

        /// Whether a conflict was reported here or above.
        func isUnder(_ conflicts: [MergeConflict]) -> Bool {
            conflicts.contains { conflict in
                guard conflict.key.hasSameScalars(as: key.string) else { return false }
                guard let conflictLanguage = conflict.language else {
                    return conflict.path.isEmpty || (language == nil && path.starts(with: conflict.path))
                }
                return language?.string.hasSameScalars(as: conflictLanguage) == true && path.starts(with: conflict.path)
            }
        }

        /// The localization a conflict is in, or its entry when it is not in one.
        init(around conflict: MergeConflict) {
            if let language = conflict.language {
                self.init(kind: .localization, key: conflict.key ?? "", language: language, path: [])
            } else {
                self.init(kind: .entry, key: conflict.key ?? "", path: [])
            }
        }
    }

    var values: [Location: AnyHashable] = [:]

    init(_ catalog: StringCatalog) {
        for (key, entry) in catalog.entries {
            values[Location(kind: .entry, key: key, path: [])] = Self.bytes(entry)
            // Each unknown member is a field of its own, named by its key (as conflicts name it).
            let fields: [(String, AnyHashable?)] = [
                ("comment", entry.comment.map { ScalarString($0) }), ("extractionState", entry.extractionState),
                ("shouldTranslate", entry.shouldTranslate),
            ] + entry.extra.map { ($0.key, $0.value) }
            for (name, value) in fields { values[Location(kind: .field, key: key, path: [name])] = value }
            for (language, localization) in entry.localizations {
                var alone = CatalogEntry(key: key)
                alone.localizations[language] = localization
                values[Location(kind: .localization, key: key, language: language, path: [])] = Self.bytes(alone)
                localization.forEachStringUnit { path, unit in
                    values[Location(kind: .unit, key: key, language: language, path: path.components)] = unit
                }
            }
        }
    }

    /// The entry as Xcode writes it (text compared by scalars: see ``ScalarString``).
    static func bytes(_ entry: CatalogEntry) -> ScalarString {
        let catalog = StringCatalog(sourceLanguage: "en", entries: KeyedList([(entry.key, entry)]))
        return ScalarString(String(decoding: catalog.canonicalBytes(), as: UTF8.self))
    }

    var locations: Set<Location> { Set(values.keys) }
    subscript(location: Location) -> AnyHashable? { values[location] }
}
