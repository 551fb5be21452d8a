import L10nKit
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
}

/// Every place of a catalog with its value: each entry, entry field, localization and string unit.
struct Snapshot {
    struct Location: Hashable, CustomStringConvertible {
        enum Kind: Hashable { case entry, field, localization, unit }
        var kind: Kind
        var key: String
        var language: String?
        var path: [String]

        var description: String { "\(kind) '\(key)' \(language.map { "['\($0)'] " } ?? "")\(path.joined(separator: "."))" }

        /// Whether a conflict was reported here or above.
        func isUnder(_ conflicts: [MergeConflict]) -> Bool {
            conflicts.contains { conflict in
                guard conflict.key == key else { return false }
                guard let conflictLanguage = conflict.language else {
                    return conflict.path.isEmpty || (language == nil && path.starts(with: conflict.path))
                }
                return conflictLanguage == language && path.starts(with: conflict.path)
            }
        }
    }

    var values: [Location: AnyHashable] = [:]

    init(_ catalog: StringCatalog) {
        for (key, entry) in catalog.entries {
            values[Location(kind: .entry, key: key, path: [])] = entry
            let fields: [(String, AnyHashable?)] = [
                ("comment", entry.comment), ("extractionState", entry.extractionState),
                ("shouldTranslate", entry.shouldTranslate), ("extra", entry.extra),
            ]
            for (name, value) in fields { values[Location(kind: .field, key: key, path: [name])] = value }
            for (language, localization) in entry.localizations {
                values[Location(kind: .localization, key: key, language: language, path: [])] = localization
                localization.forEachStringUnit { path, unit in
                    values[Location(kind: .unit, key: key, language: language, path: path.components)] = unit
                }
            }
        }
    }

    var locations: Set<Location> { Set(values.keys) }
    subscript(location: Location) -> AnyHashable? { values[location] }
}
