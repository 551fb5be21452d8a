import Foundation
import L10nExchange
import Testing
import XCStrings

/// The three-way merge and the import on real catalogs Xcode wrote (`../shared/corpus`; skipped when absent).
@Suite struct CorpusMergeTests {
    static var corpusFiles: [URL] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return names.filter { $0.hasSuffix(".xcstrings") }.sorted().map { folder.appendingPathComponent($0) }
    }

    static let hasCorpus = !corpusFiles.isEmpty

    /// Two independent, realistic edits of every real catalog — one side rewords comments and removes a
    /// language from some keys, the other changes translations of other languages and adds a key — merge
    /// cleanly into exactly both edits; merging a catalog with itself gives Xcode's bytes back.
    @Test(.enabled(if: hasCorpus, "../shared/corpus is absent"))
    func realCatalogsMergeEditsFromBothSides() throws {
        var mergedUnits = 0
        nextFile: for file in Self.corpusFiles {
            let bytes = [UInt8](try Data(contentsOf: file))
            let base = try StringCatalog(bytes: bytes, path: file.lastPathComponent)
            let same = ThreeWayMerge.merge(base: base, ours: base, theirs: base)
            #expect(same.isClean, "\(file.lastPathComponent)")
            #expect(same.catalog.canonicalBytes() == base.canonicalBytes(), "\(file.lastPathComponent)")

            var ours = base
            var theirs = base
            var expected = base
            for (index, key) in base.entries.keys.enumerated() {
                let languages = base[key]!.localizations.keys.filter { $0 != base.sourceLanguage }
                switch index % 3 {
                case 0:
                    ours[key]!.comment = "Reworded: \(base[key]!.comment ?? key)"
                    expected[key]!.comment = ours[key]!.comment
                    if let first = languages.first {
                        ours[key]!.localizations[first] = nil
                        expected[key]!.localizations[first] = nil
                    }
                case 1:
                    if let last = languages.last {
                        theirs[key]!.localizations[last]!.updateStringUnits { _, unit in
                            unit.value += " (revised)"
                            mergedUnits += 1
                        }
                        expected[key]!.localizations[last] = theirs[key]!.localizations[last]
                    }
                default:
                    break
                }
            }
            let added = CatalogEntry(key: "merge.test.added", comment: "Added on their side")
            theirs.set(added)
            expected.set(added)

            let result = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs)
            #expect(result.isClean, "\(file.lastPathComponent): \(result.conflicts.first.map(\.description) ?? "")")
            #expect(result.catalog.canonicalBytes() == expected.canonicalBytes(), "\(file.lastPathComponent)")
        }
        #expect(mergedUnits > 40)
    }

    /// Importing every translation a real catalog has, as units, changes none of its bytes.
    @Test(.enabled(if: hasCorpus, "../shared/corpus is absent"))
    func importingARealCatalogsOwnTranslationsChangesNothing() throws {
        var unchanged = 0
        nextFile: for file in Self.corpusFiles {
            let bytes = [UInt8](try Data(contentsOf: file))
            let catalog = try StringCatalog(bytes: bytes, path: file.lastPathComponent)
            let units = ImportRoundTripTests.units(of: catalog)
            let result = TranslationImport.apply(units, to: catalog, catalogPath: file.path, language: nil)
            #expect(result.changes.isEmpty, "\(file.lastPathComponent): \(result.changes.first.map(\.description) ?? "")")
            #expect(result.catalog.canonicalBytes() == catalog.canonicalBytes(), "\(file.lastPathComponent)")
            unchanged += result.unchangedCount
        }
        #expect(unchanged > 100)
    }
}
