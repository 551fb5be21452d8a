#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Names looked up by their UTF-8 bytes, without building a `String` or hashing one: an open-addressing table
/// keyed by FNV-1a over the bytes, each hit confirmed byte for byte.
///
///     let table = NameTable(["Text", "Button"])
///     table.index(of: Array("Button".utf8)[...])  // 1
///     table.index(of: Array("Butto".utf8)[...])   // nil
///
/// Built once per linter; read from many threads (it is immutable).
struct NameTable: Sendable {
    /// Every name's bytes, one after another.
    private let storage: [UInt8]
    /// Per name: where its bytes start in `storage`, and how many.
    private let spans: [(start: Int32, count: Int32)]
    /// Per slot: the index of the name there, or -1.
    private let slots: [Int32]
    private let mask: Int
    /// Hash every byte (for many names that share their ends, as catalog keys do), not only the ends.
    private let hashesEveryByte: Bool

    /// The names, in the order ``index(of:)`` numbers them; a repeated name keeps its first index.
    ///
    /// - Parameter hashingEveryByte: hash whole names, for large sets whose names share their first and last
    ///   eight bytes (`settings.account.title`, `settings.privacy.title`); short names are told apart by their
    ///   ends alone, which is cheaper.
    init(_ names: [String], hashingEveryByte: Bool = false) {
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
            let bytes = Array(name.utf8)
            var slot = bytes.withUnsafeBufferPointer { hashingEveryByte ? Self.hashAll($0) : Self.hash($0) } & (size - 1)
            var duplicate = false
            while slots[slot] >= 0 {
                let other = spans[Int(slots[slot])]
                if Array(storage[Int(other.start)..<Int(other.start + other.count)]) == bytes {
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
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let count = bytes.count
        guard let base = bytes.baseAddress, count > 0 else { return 0 }
        var head: UInt64 = 0
        var tail: UInt64 = 0
        let raw = UnsafeRawPointer(base)
        if count >= 8 {
            head = raw.loadUnaligned(as: UInt64.self)
            tail = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        } else if count >= 4 {
            // `Text`, `Button`, `Label`: the first and last four bytes (overlapping) hold every byte.
            head = UInt64(raw.loadUnaligned(as: UInt32.self))
                | UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)) << 32
        } else {
            for index in 0..<count { head |= UInt64(base[index]) << (UInt64(index) * 8) }
        }
        var mixed = head &* 0x9E37_79B9_7F4A_7C15 ^ (tail &+ UInt64(count)) &* 0xC2B2_AE3D_27D4_EB4F
        mixed ^= mixed >> 31
        return Int(truncatingIfNeeded: mixed)
    }

    /// A hash of every byte, eight at a time (the last word zero-padded), mixed with the length.
    static func hashAll(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let count = bytes.count
        guard let base = bytes.baseAddress, count > 0 else { return 0 }
        var mixed = UInt64(count) &* 0x9E37_79B9_7F4A_7C15
        var offset = 0
        while offset + 8 <= count {
            let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
            mixed = (mixed ^ word) &* 0xC2B2_AE3D_27D4_EB4F
            mixed ^= mixed >> 29
            offset += 8
        }
        if offset < count {
            var word: UInt64 = 0
            for index in offset..<count { word |= UInt64(base[index]) << (UInt64(index - offset) * 8) }
            mixed = (mixed ^ word) &* 0xC2B2_AE3D_27D4_EB4F
            mixed ^= mixed >> 29
        }
        return Int(truncatingIfNeeded: mixed)
    }

    /// True when the `count` bytes at `a` and at `b` are equal: a name of up to sixteen bytes is compared as two
    /// (overlapping) words each side, without a call; a longer one through `memcmp`.
    @inline(__always)
    static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        let left = UnsafeRawPointer(a)
        let right = UnsafeRawPointer(b)
        if count >= 8 {
            if count > 16 { return memcmp(a, b, count) == 0 }
            return left.loadUnaligned(as: UInt64.self) == right.loadUnaligned(as: UInt64.self)
                && left.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                    == right.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        }
        if count >= 4 {
            return left.loadUnaligned(as: UInt32.self) == right.loadUnaligned(as: UInt32.self)
                && left.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
                    == right.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        }
        for index in 0..<count where a[index] != b[index] { return false }
        return true
    }

    /// The index of the name spelled by `bytes`, or nil.
    @inline(__always)
    func index(of bytes: ArraySlice<UInt8>) -> Int? {
        bytes.withUnsafeBufferPointer { index(of: $0) }
    }

    /// The index of the name spelled by `bytes`, or nil.
    // Inlined: the call screen looks up a name per call site.
    @inline(__always)
    func index(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var slot = (hashesEveryByte ? Self.hashAll(bytes) : Self.hash(bytes)) & mask
        return slots.withUnsafeBufferPointer { slots in
            spans.withUnsafeBufferPointer { spans in
                storage.withUnsafeBufferPointer { storage in
                    while true {
                        let entry = Int(slots[slot])
                        if entry < 0 { return nil }
                        let span = spans[entry]
                        if Int(span.count) == bytes.count,
                            bytes.count == 0
                                || Self.equal(storage.baseAddress! + Int(span.start), bytes.baseAddress!, bytes.count)
                        {
                            return entry
                        }
                        slot = (slot + 1) & mask
                    }
                }
            }
        }
    }
}
