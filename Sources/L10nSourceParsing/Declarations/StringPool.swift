/// One copy of each text kept long: a string equal to one the pool holds is handed back as the pool's, which shares
/// its storage, and the caller's copy is freed with whatever made it. For the names many files' facts repeat
/// (a type's name on each of its properties, `UICollectionViewCell`, `localizedDescription`), kept for every file
/// until the project index is built.
///
///     var pool = StringPool()
///     let a = pool.interned(String(decoding: bytes, as: UTF8.self))   // "SettingsViewController", kept
///     let b = pool.interned(view.text(token))                          // the same text: `a`'s storage
///
/// Strings of 15 UTF-8 bytes or fewer are stored inside the `String` value itself (no storage to share): handed
/// back as they are, and not kept. So is a text with a byte outside ASCII: `String`'s equality is canonical
/// equivalence (`"é"` precomposed equals `"e"` and its combining accent), and the pool's copy must have the same
/// bytes, not only the same characters; in ASCII the two are one.
package struct StringPool {
    private var texts: Set<String> = []

    package init() {}

    /// `text`, or the pool's string of the same bytes.
    package mutating func interned(_ text: String) -> String {
        guard text.utf8.count > 15, Self.isASCII(text) else { return text }
        return texts.insert(text).memberAfterInsert
    }

    /// Whether `text`'s bytes are all ASCII, read from its storage where it has one (a text of more than 15 bytes
    /// made here has: a loop over a buffer, not over the view's indices).
    private static func isASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy { $0 < 0x80 } }
            ?? text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// ``interned(_:)`` of a text that may be missing.
    package mutating func interned(_ text: String?) -> String? {
        guard let text else { return nil }
        return interned(text)
    }
}
