/// Names looked up by their UTF-8 bytes, without building a `String` or hashing one: an open-addressing table
/// keyed by a hash of the bytes, each hit confirmed byte for byte. Safe code: any collection of bytes (a
/// slice of a file, a `String`'s `utf8`) is looked up in place.
///
///     let table = NameTable(["Text", "Button"])
///     table.index(of: "Button".utf8)  // 1
///     table.index(of: "Butto".utf8)   // nil
///
/// Built once per linter; read from many threads (it is immutable).
public struct NameTable: Sendable {
    /// Every name's bytes, one after another.
    @usableFromInline let storage: [UInt8]
    /// Per name: where its bytes start in `storage`, and how many.
    @usableFromInline let spans: [(start: Int32, count: Int32)]
    /// Per slot: the index of the name there, or -1.
    @usableFromInline let slots: [Int32]
    @usableFromInline let mask: Int
    /// Hash every byte (for many names that share their ends, as catalog keys do), not only the ends.
    @usableFromInline let hashesEveryByte: Bool

    /// A table of no name, shared (its slots are allocated once).
    package static let empty = NameTable([])

    /// The names, in the order ``index(of:)`` numbers them; a repeated name keeps its first index.
    ///
    /// - Parameter hashingEveryByte: hash whole names, for large sets whose names share their first and last
    ///   eight bytes (`settings.account.title`, `settings.privacy.title`); short names are told apart by their
    ///   ends alone, which is cheaper.
    package init(_ names: [String], hashingEveryByte: Bool = false) {
        hashesEveryByte = hashingEveryByte
        var storage: [UInt8] = []
        var spans: [(start: Int32, count: Int32)] = []
        for name in names {
            spans.append((Int32(storage.count), Int32(name.utf8.count)))
            storage += name.utf8
        }
        var size = 16
        while size < names.count * 4 { size *= 2 }
        var slots = [Int32](repeating: -1, count: size)
        for (index, name) in names.enumerated() {
            var slot = (hashingEveryByte ? Self.hashAll(name.utf8) : Self.hash(name.utf8)) & (size - 1)
            var duplicate = false
            while slots[slot] >= 0 {
                let other = spans[Int(slots[slot])]
                if storage[Int(other.start)..<Int(other.start + other.count)].elementsEqual(name.utf8) {
                    duplicate = true
                    break
                }
                slot = (slot + 1) & (size - 1)
            }
            if !duplicate { slots[slot] = Int32(index) }
        }
        self.storage = storage
        self.spans = spans
        self.slots = slots
        self.mask = size - 1
    }

    /// A cheap hash of a short name: its length and up to its first and last eight bytes, mixed. Names that
    /// share those collide and are told apart by the byte comparison.
    @inlinable static func hash<Bytes: BidirectionalCollection<UInt8>>(_ bytes: Bytes) -> Int {
        let count = bytes.count
        guard count > 0 else { return 0 }
        var head: UInt64 = 0
        var tail: UInt64 = 0
        // Read by index in `bytes` itself: a prefix or suffix slice of an array slice would retain its storage.
        if count >= 8 {
            head = word(bytes, from: bytes.startIndex, count: 8)
            tail = word(bytes, from: bytes.index(bytes.endIndex, offsetBy: -8), count: 8)
        } else if count >= 4 {
            // `Text`, `Button`, `Label`: the first and last four bytes (overlapping) hold every byte.
            head = word(bytes, from: bytes.startIndex, count: 4)
                | word(bytes, from: bytes.index(bytes.endIndex, offsetBy: -4), count: 4) << 32
        } else {
            head = word(bytes, from: bytes.startIndex, count: count)
        }
        var mixed = head &* 0x9E37_79B9_7F4A_7C15 ^ (tail &+ UInt64(count)) &* 0xC2B2_AE3D_27D4_EB4F
        mixed ^= mixed >> 31
        return Int(truncatingIfNeeded: mixed)
    }

    /// A hash of every byte, eight at a time (the last word zero-padded), mixed with the length.
    @inlinable static func hashAll<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Int {
        let count = bytes.count
        guard count > 0 else { return 0 }
        var mixed = UInt64(count) &* 0x9E37_79B9_7F4A_7C15
        var word: UInt64 = 0
        var filled: UInt64 = 0
        for byte in bytes {
            word |= UInt64(byte) << (filled * 8)
            filled += 1
            if filled == 8 {
                mixed = (mixed ^ word) &* 0xC2B2_AE3D_27D4_EB4F
                mixed ^= mixed >> 29
                word = 0
                filled = 0
            }
        }
        if filled > 0 {
            mixed = (mixed ^ word) &* 0xC2B2_AE3D_27D4_EB4F
            mixed ^= mixed >> 29
        }
        return Int(truncatingIfNeeded: mixed)
    }

    /// The `count` (at most eight) bytes of `bytes` from `start` as a little-endian word: ``word(_:)`` of them.
    @inlinable static func word<Bytes: Collection<UInt8>>(_ bytes: Bytes, from start: Bytes.Index, count: Int) -> UInt64 {
        var word: UInt64 = 0
        var shift: UInt64 = 0
        var index = start
        for _ in 0..<count {
            word |= UInt64(bytes[index]) << shift
            shift += 8
            bytes.formIndex(after: &index)
        }
        return word
    }

    /// Up to eight bytes as a little-endian word: the first byte is the low byte.
    @inlinable static func word<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var word: UInt64 = 0
        var shift: UInt64 = 0
        for byte in bytes {
            word |= UInt64(byte) << shift
            shift += 8
        }
        return word
    }

    /// The index of the name spelled by `bytes`, or nil.
    @inlinable public func index<Bytes: BidirectionalCollection<UInt8>>(of bytes: Bytes) -> Int? {
        var slot = (hashesEveryByte ? Self.hashAll(bytes) : Self.hash(bytes)) & mask
        let count = bytes.count
        while true {
            let entry = Int(slots[slot])
            if entry < 0 { return nil }
            let span = spans[entry]
            if Int(span.count) == count, storage[Int(span.start)..<Int(span.start + span.count)].elementsEqual(bytes) {
                return entry
            }
            slot = (slot + 1) & mask
        }
    }
}
