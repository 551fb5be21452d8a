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

    /// The names, in the order ``index(of:)`` numbers them; a repeated name keeps its first index.
    init(_ names: [String]) {
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
            var slot = bytes.withUnsafeBufferPointer { Self.hash($0) } & (size - 1)
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

    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }

    /// The index of the name spelled by `bytes`, or nil.
    @inline(__always)
    func index(of bytes: ArraySlice<UInt8>) -> Int? {
        bytes.withUnsafeBufferPointer { index(of: $0) }
    }

    /// The index of the name spelled by `bytes`, or nil.
    func index(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var slot = Self.hash(bytes) & mask
        while true {
            let entry = Int(slots[slot])
            if entry < 0 { return nil }
            let span = spans[entry]
            if Int(span.count) == bytes.count {
                var equal = true
                var offset = 0
                let start = Int(span.start)
                while offset < bytes.count {
                    if storage[start + offset] != bytes[offset] {
                        equal = false
                        break
                    }
                    offset += 1
                }
                if equal { return entry }
            }
            slot = (slot + 1) & mask
        }
    }
}
