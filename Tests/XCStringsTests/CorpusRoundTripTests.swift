import Foundation
import Testing
import XCStrings

/// Every catalog Xcode wrote in `../shared/corpus` reads and writes back byte for byte.
@Suite struct CorpusRoundTripTests {
    /// `<package root>/../shared/corpus`, or nil when absent (the test then skips).
    static var corpusFolder: URL? {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let folder = root.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        return FileManager.default.fileExists(atPath: folder.path) ? folder : nil
    }

    static var corpusFiles: [URL] {
        guard let folder = corpusFolder,
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else { return [] }
        return names.filter { $0.hasSuffix(".xcstrings") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// The first line where two texts differ, for a readable failure.
    static func firstDifference(_ expected: [UInt8], _ actual: [UInt8]) -> String {
        let left = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let right = String(decoding: actual, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(left.count, right.count) {
            let a = index < left.count ? String(left[index]) : "<end of file>"
            let b = index < right.count ? String(right[index]) : "<end of file>"
            if a != b { return "line \(index + 1):\n  file:    \(a)\n  written: \(b)" }
        }
        return "same lines, different bytes"
    }

    @Test(.enabled(if: corpusFolder != nil, "../shared/corpus is absent"))
    func everyCorpusCatalogRoundTripsByteForByte() throws {
        let files = Self.corpusFiles
        #expect(files.count >= 10)
        files: for file in files {
            let bytes = [UInt8](try Data(contentsOf: file))
            let catalog: StringCatalog
            do {
                catalog = try StringCatalog(bytes: bytes, path: file.lastPathComponent)
            } catch {
                Issue.record("\(error)")
                continue files
            }
            let written = catalog.canonicalBytes()
            if written != bytes {
                Issue.record("\(file.lastPathComponent) differs at \(Self.firstDifference(bytes, written))")
            }
        }
    }

    @Test(.enabled(if: corpusFolder != nil, "../shared/corpus is absent"))
    func corpusCatalogsRebuiltInCodeWriteTheSameBytes() throws {
        files: for file in Self.corpusFiles {
            let bytes = [UInt8](try Data(contentsOf: file))
            let catalog = try StringCatalog(bytes: bytes, path: file.lastPathComponent)
            // Rebuild in reverse order with positions dropped: the writer must restore Xcode's order.
            var rebuilt = StringCatalog(sourceLanguage: catalog.sourceLanguage, version: catalog.version)
            rebuilt.extra = catalog.extra.reversed()
            rebuilt.endsWithNewline = catalog.endsWithNewline
            for (key, entry) in catalog.entries.reversed() {
                var copy = entry
                copy.localizations = KeyedList(entry.localizations.reversed().map { ($0.key, $0.value) })
                rebuilt.entries[key] = copy
            }
            let written = rebuilt.canonicalBytes()
            if written != bytes {
                Issue.record("\(file.lastPathComponent) differs at \(Self.firstDifference(bytes, written))")
                continue files
            }
        }
    }
}
