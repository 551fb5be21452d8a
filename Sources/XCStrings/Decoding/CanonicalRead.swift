import Foundation
import L10nFiles

extension StringCatalog {
    /// Reads a catalog from its file (as ``init(file:path:)``) and compares the file with the catalog's canonical
    /// bytes (as ``canonicalFile(_:)``) at once: each entry is written and compared on a second thread as soon as it
    /// is read, so that on two cores the comparison costs next to nothing beside the reading. The canonical file is
    /// nil when the file is not in Xcode's form. The catalog, the answer and the errors are those of reading, then
    /// comparing, one after the other (which is what happens on one core, or for a file under
    /// ``MappedFile/mappedSize``).
    ///
    ///     let file = try MappedFile.input(path)
    ///     let (catalog, canonical) = try StringCatalog.read(file, path: path)
    ///     canonical != nil   // the file is as Xcode writes it
    public static func read(_ file: MappedFile, path: String) throws(CatalogError) -> (
        catalog: StringCatalog, canonical: CanonicalFile?
    ) {
        guard file.bytes.count >= MappedFile.mappedSize, ProcessInfo.processInfo.activeProcessorCount > 1 else {
            let catalog = try StringCatalog(file: file, path: path)
            return (catalog, catalog.canonicalFile(file))
        }
        let comparison = EntryComparison(file: file)
        let thread = Thread { comparison.compare() }
        thread.stackSize = 8 << 20
        thread.start()
        let catalog: StringCatalog
        do {
            var reader = JSONReader(buffer: file.bytes, path: path)
            // The comparison hands the file's pages back as it goes (behind the reader).
            reader.entrySink = comparison
            catalog = try reader.decodeCatalog()
        } catch {
            comparison.finish(at: nil)
            _ = comparison.result()
            throw error
        }
        comparison.finish(at: comparison.stringsEnd)
        guard let strings = comparison.result(), strings.entryRanges.count == catalog.entries.count else {
            return (catalog, nil)
        }
        // What is outside the `strings` map, compared here: the map's bytes were compared on the other thread.
        var writer = JSONWriter(comparingWith: file)
        writer.writeCatalog(catalog) { writer in writer.skipExpected(from: strings.start, to: strings.end) }
        if catalog.endsWithNewline { writer.bytes.append(0x0A) }
        guard writer.matchesExpected() else { return (catalog, nil) }
        return (catalog, CanonicalFile(file: file, original: catalog, entryRanges: strings.entryRanges))
    }
}

/// The comparison of a catalog's `strings` map with its canonical bytes, fed entry by entry by the reader
/// (``JSONReader/entrySink``) and run on its own thread (``compare()``).
///
/// The reader hands entries over in batches; when the comparison falls behind by more than ``maximumLag`` bytes
/// of the file, the reader waits (the file's pages between the two are held in memory until compared). Once the
/// comparison finds a difference it stops comparing and the reader never waits again.
final class EntryComparison: @unchecked Sendable {
    /// Entries handed over at a time.
    static let batchSize = 64
    /// How far, in bytes of the file, the reader may run ahead of the comparison.
    static let maximumLag = 8 << 20

    struct Strings {
        var start: Int
        var end: Int
        var entryRanges: [Range<Int>]
    }

    private let file: MappedFile
    private let condition = NSCondition()
    // Shared, under `condition`:
    /// Where the `strings` map's `{` stands, once the reader is there.
    private var start: Int?
    private var pending: [(key: String, entry: CatalogEntry)] = []
    /// Set when the reader is done: the offset after the map's `}`, or nil when it failed or met no map.
    private var end: Int??
    /// How far the comparison has got in the file; `Int.max` once it has stopped.
    private var compared = 0
    /// The comparison's outcome, once it has stopped: the map's bytes and its entries', or nil when they differ.
    private var outcome: Strings??
    // The reader's own:
    private var batch: [(key: String, entry: CatalogEntry)] = []
    private var readOffset = 0
    /// Where the map ended, once read.
    fileprivate(set) var stringsEnd: Int?

    init(file: MappedFile) {
        self.file = file
        batch.reserveCapacity(Self.batchSize)
    }

    // MARK: The reader's side

    /// The reader is at the `strings` map's `{`.
    func begin(at offset: Int) {
        condition.lock()
        start = offset
        condition.signal()
        condition.unlock()
    }

    /// An entry read, the reader now at `offset`.
    func take(_ key: String, _ entry: CatalogEntry, offset: Int) {
        batch.append((key, entry))
        if batch.count >= Self.batchSize { handOver(offset: offset) }
    }

    /// The map read to its `}`; the reader is at `offset`.
    func endOfStrings(at offset: Int) {
        stringsEnd = offset
    }

    private func handOver(offset: Int) {
        condition.lock()
        let stopped = compared == Int.max
        if !stopped {
            pending.append(contentsOf: batch)
            condition.signal()
            while compared != Int.max && offset - compared > Self.maximumLag { condition.wait() }
        }
        condition.unlock()
        batch.removeAll(keepingCapacity: true)
        // Once the comparison has stopped, the reader hands the pages it has read back itself.
        if stopped { file.release(before: offset) }
    }

    /// The reader is done: `end` is where the `strings` map ended, nil when reading failed.
    func finish(at end: Int?) {
        condition.lock()
        pending.append(contentsOf: batch)
        batch.removeAll()
        self.end = .some(end)
        condition.signal()
        condition.unlock()
    }

    /// The comparison's outcome, once it has stopped (waits for it).
    func result() -> Strings? {
        condition.lock()
        defer { condition.unlock() }
        while outcome == nil { condition.wait() }
        return outcome!
    }

    // MARK: The comparison's side

    /// Compares the entries as they come, until the reader is done; runs on its own thread.
    func compare() {
        let found = compareEntries()
        condition.lock()
        compared = Int.max
        outcome = .some(found)
        condition.broadcast()
        condition.unlock()
    }

    private func compareEntries() -> Strings? {
        condition.lock()
        while start == nil && end == nil { condition.wait() }
        guard let start else {
            condition.unlock()
            return nil
        }
        condition.unlock()
        var writer = JSONWriter(comparingWith: file, from: start)
        writer.level = CanonicalFile.entryLevel - 1
        writer.beginObject()
        var first = true
        var ranges: [Range<Int>] = []
        var previousKey: String?
        var taken: [(key: String, entry: CatalogEntry)] = []
        while true {
            condition.lock()
            while pending.isEmpty && end == nil { condition.wait() }
            swap(&taken, &pending)
            let readerEnd = end
            condition.unlock()
            for (key, entry) in taken {
                // Xcode's order is the file's when the file is in Xcode's form (see KeyOrder.reordering).
                if let previousKey, KeyOrder.compare(previousKey, key) > 0 { return stop() }
                previousKey = key
                writer.member(key, first: &first)
                let entryStart = writer.writtenCount
                writer.writeEntry(entry)
                ranges.append(entryStart..<writer.writtenCount)
            }
            taken.removeAll(keepingCapacity: true)
            // Everything written is compared before the reader is told how far the comparison got.
            writer.compareChunk()
            if writer.hasDiffered { return stop() }
            condition.lock()
            compared = writer.writtenCount
            condition.signal()
            let done = pending.isEmpty && readerEnd != nil
            condition.unlock()
            if done {
                guard let mapEnd = readerEnd ?? nil else { return nil }
                writer.endObject(isEmpty: ranges.isEmpty)
                writer.compareChunk()
                guard !writer.hasDiffered, writer.writtenCount == mapEnd else { return nil }
                return Strings(start: start, end: mapEnd, entryRanges: ranges)
            }
        }
    }

    /// Stops comparing: the reader goes on without waiting, its entries are dropped as they come.
    private func stop() -> Strings? {
        condition.lock()
        compared = Int.max
        condition.broadcast()
        while end == nil {
            pending.removeAll()
            condition.wait()
        }
        pending.removeAll()
        condition.unlock()
        return nil
    }
}
