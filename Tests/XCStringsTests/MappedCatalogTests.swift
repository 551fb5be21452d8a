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

        // A copy changed in a few entries, written from the file's bytes with those entries written again: the
        // bytes of writing it whole (below, the same for a small file read into memory, with a final line break
        // and without).
        var changed = mapped
        changed["screen.item0"]?.localizations["it"] = Localization(stringUnit: StringUnit(state: .translated, value: "Voce"))
        changed["screen.item12000"]?.comment = "Changed \"quoted\"\nline"
        changed["screen.item23999"]?.localizations["de"] = nil
        let keys = ["screen.item23999", "screen.item0", "screen.item12000", "absent", "screen.item0"]
        let canonical = try #require(mapped.canonicalFile(file))
        #expect(canonical.entryRanges.count == mapped.entries.count)
        try changed.writeCanonical(toFile: written, from: canonical, changing: keys)
        #expect(try FileReader.read(written) == changed.canonicalBytes())
        #expect(try FileReader.read(written) != bytes)
        // Unchanged: the file's bytes.
        try mapped.writeCanonical(toFile: written, from: canonical, changing: keys)
        #expect(try FileReader.read(written) == bytes)
        // Another key than the file's: written whole.
        var added = changed
        added.set(CatalogEntry(key: "screen.new", comment: "New"))
        try added.writeCanonical(toFile: written, from: canonical, changing: keys)
        #expect(try FileReader.read(written) == added.canonicalBytes())
        // Not the catalog's canonical bytes: none.
        var other = bytes
        other[5 << 20] = other[5 << 20] == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
        try AtomicFile.write(other, to: folder + "/Other.xcstrings")
        #expect(mapped.canonicalFile(try MappedFile(folder + "/Other.xcstrings")) == nil)

        // Read and compared at once (on a second thread): the same catalog, the same places; none for a file that
        // differs anywhere (in an entry, outside `strings`, at the end), errors as when reading alone.
        let (read, readCanonical) = try StringCatalog.read(try MappedFile(path), path: path)
        #expect(read == mapped)
        #expect(readCanonical?.entryRanges == canonical.entryRanges)
        for offset in [3, 5 << 20, bytes.count - 20, bytes.count - 1] {
            var changedBytes = bytes
            changedBytes[offset] = changedBytes[offset] == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
            try AtomicFile.write(changedBytes, to: folder + "/Other.xcstrings")
            let otherFile = try MappedFile(folder + "/Other.xcstrings")
            do {
                let (otherCatalog, otherCanonical) = try StringCatalog.read(otherFile, path: "Other.xcstrings")
                #expect(otherCanonical == nil, "byte \(offset) changed")
                #expect(otherCatalog == (try StringCatalog(bytes: changedBytes, path: "Other.xcstrings")))
            } catch {
                var alone: CatalogError?
                do { _ = try StringCatalog(bytes: changedBytes, path: "Other.xcstrings") } catch { alone = error }
                #expect(alone?.description == error.description, "byte \(offset) changed")
            }
        }
        for extra in [" ", "\n"] {
            try AtomicFile.write(bytes + Array(extra.utf8), to: folder + "/Other.xcstrings")
            let otherFile = try MappedFile(folder + "/Other.xcstrings")
            #expect(try StringCatalog.read(otherFile, path: "Other.xcstrings").canonical == nil || extra == "\n")
        }
        // Out of Xcode's order (two entries swapped): not canonical.
        let text = String(decoding: bytes, as: UTF8.self)
        let swapped = text.replacingOccurrences(of: "\"screen.item1\" :", with: "\"screen.item99999\" :")
        try AtomicFile.write(Array(swapped.utf8), to: folder + "/Other.xcstrings")
        let swappedRead = try StringCatalog.read(try MappedFile(folder + "/Other.xcstrings"), path: "O")
        #expect(swappedRead.canonical == nil)
        #expect(swappedRead.catalog.canonicalFile(try MappedFile(folder + "/Other.xcstrings")) == nil)
        // Laid out otherwise (four spaces, longer than Xcode's; two, shorter): none, read or compared alone.
        for layout in [text.replacingOccurrences(of: "\n  ", with: "\n    "),
                       text.replacingOccurrences(of: "\n    ", with: "\n  ")] {
            try AtomicFile.write(Array(layout.utf8), to: folder + "/Other.xcstrings")
            let otherFile = try MappedFile(folder + "/Other.xcstrings")
            let (otherCatalog, otherCanonical) = try StringCatalog.read(otherFile, path: "O")
            #expect(otherCanonical == nil)
            #expect(otherCatalog.canonicalBytes() == bytes)
            #expect(otherCatalog.canonicalFile(otherFile) == nil)
        }
        // A syntax error half-way (a key's ':' made ';'): the reader's error, the same as reading alone.
        var broken = bytes
        let colon = try #require(broken[(4 << 20)...].firstIndex(of: UInt8(ascii: ":")))
        broken[colon] = UInt8(ascii: ";")
        try AtomicFile.write(broken, to: folder + "/Other.xcstrings")
        let brokenFile = try MappedFile(folder + "/Other.xcstrings")
        var expected: CatalogError?
        do { _ = try StringCatalog(bytes: broken, path: "O") } catch { expected = error }
        var found: CatalogError?
        do { _ = try StringCatalog.read(brokenFile, path: "O") } catch { found = error }
        #expect(expected != nil)
        #expect(found?.description == expected?.description)

        // A small file is read rather than mapped: the same.
        let small = Array(Fixtures.rich.utf8)
        try AtomicFile.write(small, to: folder + "/Small.xcstrings")
        let smallFile = try MappedFile(folder + "/Small.xcstrings")
        #expect(try StringCatalog(file: smallFile, path: "Small.xcstrings").isCanonical(smallFile))
        for text in [small, small + [0x0A]] {
            try AtomicFile.write(text, to: folder + "/Small.xcstrings")
            let smallFile = try MappedFile(folder + "/Small.xcstrings")
            let smallCatalog = try StringCatalog(file: smallFile, path: "Small.xcstrings")
            var smallChanged = smallCatalog
            let smallKey = smallCatalog.entries.keys[smallCatalog.entries.count / 2]
            smallChanged[smallKey]?.comment = "Changed"
            let (smallRead, smallCanonical) = try StringCatalog.read(smallFile, path: "Small.xcstrings")
            #expect(smallRead == smallCatalog)
            try smallChanged.writeCanonical(toFile: written, from: try #require(smallCanonical), changing: [smallKey])
            #expect(try FileReader.read(written) == smallChanged.canonicalBytes())
            #expect(try FileReader.read(written).last == text.last)
        }
    }
}
