/// Keys numbered in sorted order and looked up by their UTF-8 bytes, without making a `String`: ASCII text is a key
/// exactly when its bytes are one's; other text can equal a key spelled with other bytes (a decomposed `é`), so a
/// miss there asks a dictionary, which compares as `String` does.
///
///     let index = KeyIndex(["home.title", "caf\u{E9}.menu"])
///     index.index(of: "home.title")      // 1
///     index.index(of: "cafe\u{301}.menu") // 0
public struct KeyIndex: Sendable {
    /// The keys, sorted: a key's index is its place here.
    package let keys: [String]
    /// Every key by bytes, hashed whole (catalog keys share long prefixes and suffixes).
    @usableFromInline let table: NameTable
    /// Every key by `String` equality, for non-ASCII text the table misses.
    @usableFromInline let byKey: [String: Int]

    package init(_ keys: Set<String>) {
        self.keys = keys.sorted()
        table = NameTable(self.keys, hashingEveryByte: true)
        byKey = Dictionary(uniqueKeysWithValues: self.keys.enumerated().map { ($1, $0) })
    }

    /// The index of the key spelled by `bytes` (a slice of a file, or a `String`'s `utf8`), or nil.
    @inlinable public func index<Bytes: BidirectionalCollection<UInt8>>(of bytes: Bytes) -> Int? {
        if let index = table.index(of: bytes) { return index }
        guard bytes.contains(where: { $0 >= 0x80 }) else { return nil }
        return byKey[String(decoding: bytes, as: UTF8.self)]
    }

    /// The key spelled by exactly these bytes, if any: the catalog's own `String`, to share instead of making one
    /// more of the same text.
    package func key(spelledBy bytes: ArraySlice<UInt8>) -> String? {
        table.index(of: bytes).map { keys[$0] }
    }

    /// The index of `key`, or nil.
    package func index(of key: String) -> Int? {
        // The bytes read in place (a native string's are contiguous), else copied once into an array: hashing and
        // comparing them so is several times faster than through `String.UTF8View`'s indices, and every key
        // reference is looked up at least once.
        key.utf8.withContiguousStorageIfAvailable { index(of: $0) } ?? index(of: Array(key.utf8)[...])
    }
}
