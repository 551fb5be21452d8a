/// A set of name hashes (``NameUses/hash(_:)``): open addressing over the hashes themselves, which are already well
/// mixed, so a lookup costs a mask and a compare (a `Set<UInt64>` would hash each one again). Safe code.
///
///     var names = NameHashes()
///     names.insert(NameUses.hash("tooLarge"))
///     names.contains(NameUses.hash("tooLarge"))  // true
package struct NameHashes: Sendable {
    /// The hashes, each at its slot or the next free one after it; 0 marks a free slot (a hash of 0 is stored as 1).
    private var slots = [UInt64](repeating: 0, count: 64)
    private(set) var count = 0

    package init() {}

    mutating func insert(_ hash: UInt64) {
        // At most half the slots in use, so a probe ends soon at a free one.
        if (count + 1) * 2 > slots.count { grow() }
        let stored = Self.stored(hash)
        var slot = Int(truncatingIfNeeded: stored) & (slots.count - 1)
        while slots[slot] != 0 {
            if slots[slot] == stored { return }
            slot = (slot + 1) & (slots.count - 1)
        }
        slots[slot] = stored
        count += 1
    }

    package func contains(_ hash: UInt64) -> Bool {
        let stored = Self.stored(hash)
        var slot = Int(truncatingIfNeeded: stored) & (slots.count - 1)
        while slots[slot] != 0 {
            if slots[slot] == stored { return true }
            slot = (slot + 1) & (slots.count - 1)
        }
        return false
    }

    package mutating func formUnion(_ other: NameHashes) {
        if count == 0 {
            self = other
            return
        }
        for hash in other.slots where hash != 0 { insert(hash) }
    }

    /// Adds each of `hashes`.
    package mutating func formUnion(_ hashes: [UInt64]) {
        for hash in hashes { insert(hash) }
    }

    /// The hashes held, each once, in an array of exactly that size (what a file keeps until the index is built,
    /// without the free half of the slots).
    var elements: [UInt64] {
        var result: [UInt64] = []
        result.reserveCapacity(count)
        for hash in slots where hash != 0 { result.append(hash) }
        return result
    }

    private static func stored(_ hash: UInt64) -> UInt64 { hash == 0 ? 1 : hash }

    private mutating func grow() {
        let old = slots
        slots = [UInt64](repeating: 0, count: old.count * 2)
        count = 0
        for hash in old where hash != 0 { insert(hash) }
    }
}
