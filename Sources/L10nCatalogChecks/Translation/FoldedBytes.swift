/// A text's bytes with ASCII capitals folded to lower case, and which bytes it holds: searched for many lower-case
/// words (``CatalogPractice/wordsInUse(_:pairs:)``: each translation of a language against every word its copies
/// leave in English), it is folded once, and a word with a byte the text lacks is not searched at all.
struct FoldedBytes {
    /// The bytes, `A`–`Z` as `a`–`z`.
    let bytes: [UInt8]
    /// Bit `b % 64` of word `b / 64` is set when ``bytes`` holds byte `b`.
    private let present: (UInt64, UInt64, UInt64, UInt64)

    init(_ text: String) { self.init(Array(text.utf8)) }

    init(_ raw: [UInt8]) {
        var bytes = raw
        var present: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        for index in bytes.indices {
            var byte = bytes[index]
            if byte >= 0x41 && byte <= 0x5A {
                byte |= 0x20
                bytes[index] = byte
            }
            let bit = UInt64(1) << UInt64(byte & 63)
            switch byte >> 6 {
            case 0: present.0 |= bit
            case 1: present.1 |= bit
            case 2: present.2 |= bit
            default: present.3 |= bit
            }
        }
        self.bytes = bytes
        self.present = present
    }

    /// Whether the text holds byte `byte` (after folding).
    private func has(_ byte: UInt8) -> Bool {
        let bit = UInt64(1) << UInt64(byte & 63)
        switch byte >> 6 {
        case 0: return present.0 & bit != 0
        case 1: return present.1 & bit != 0
        case 2: return present.2 & bit != 0
        default: return present.3 & bit != 0
        }
    }

    /// Whether the folded bytes hold `needle`'s, compared as they are (``CatalogPractice/holdsASCIIIgnoringCase(_:_:)``).
    func holds(_ needle: [UInt8]) -> Bool {
        guard let first = needle.first else { return true }
        guard bytes.count >= needle.count, needle.allSatisfy(has) else { return false }
        for start in 0...(bytes.count - needle.count) where bytes[start] == first {
            var matches = true
            for offset in 1..<needle.count where bytes[start + offset] != needle[offset] {
                matches = false
                break
            }
            if matches { return true }
        }
        return false
    }

    /// Whether the folded bytes hold one of `needles` (``holds(_:)``).
    func holdsAny(_ needles: [[UInt8]]) -> Bool {
        needles.contains(where: holds)
    }
}
