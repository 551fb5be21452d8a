import Foundation
import L10nFiles
import Testing

@testable import XCStrings

/// A catalog read from its file mapped (``MappedFile``), its pages handed back as they are read: the same catalog,
/// the same answer to "is it canonical", and the same bytes written, as when the file is read whole.
@Suite struct MappedCatalogTests {
    /// A catalog over `MappedFile.mappedSize` (so it is mapped, and pages are handed back mid-way), in Xcode's form.
    static func largeCatalog() -> StringCatalog {
        var catalog = StringCatalog(sourceLanguage: "en")
        for number in 0..<24_000 {
            var entry = CatalogEntry(key: "screen.item\(number)", comment: "Shown on the list of items ✓ \(number)")
            entry.localizations["de"] = Localization(stringUnit: StringUnit(state: .translated, value: "Eintrag Nummer \(number)"))
            entry.localizations["fr"] = Localization(stringUnit: StringUnit(state: .needsReview, value: "Élément numéro \(number)"))
            catalog.set(entry)
        }
        return catalog
    }

    @Test func readComparedAndWrittenAsFromBytes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-mapped-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bytes = Self.largeCatalog().canonicalBytes()
        #expect(bytes.count > MappedFile.mappedSize)
        let path = folder + "/Localizable.xcstrings"
        try AtomicFile.write(bytes, to: path)

        let file = try MappedFile(path)
        let mapped = try StringCatalog(file: file, path: path)
        #expect(mapped == (try StringCatalog(bytes: bytes, path: path)))
        #expect(mapped.isCanonical(file))
        // Compared again (the pages read again), and against bytes that differ past the first pages handed back.
        #expect(mapped.isCanonical(file))
        for offset in [10, 3 << 20, bytes.count - 2] {
            var changed = bytes
            changed[offset] = changed[offset] == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
            let other = folder + "/Changed.xcstrings"
            try AtomicFile.write(changed, to: other)
            #expect(!mapped.isCanonical(try MappedFile(other)), "byte \(offset) changed")
        }

        let written = folder + "/Written.xcstrings"
        try mapped.writeCanonical(toFile: written)
        #expect(try FileReader.read(written) == bytes)

        // A small file is read rather than mapped: the same.
        let small = Array(Fixtures.rich.utf8)
        try AtomicFile.write(small, to: folder + "/Small.xcstrings")
        let smallFile = try MappedFile(folder + "/Small.xcstrings")
        #expect(try StringCatalog(file: smallFile, path: "Small.xcstrings").isCanonical(smallFile))
    }
}
