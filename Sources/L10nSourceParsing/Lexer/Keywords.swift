/// Swift's reserved words, looked up without building a `String`.
enum Keywords {
    static let all: [String] = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try",
    ]

    /// A word as two 64-bit loads: its first eight bytes and its last eight (for words under eight bytes, the
    /// word zero-padded and 0). With the length, equal pairs mean equal words; no keyword is over 15 bytes.
    struct Packed: Hashable {
        var head: UInt64
        var tail: UInt64

        /// The `count` bytes at `start` of `base`, whose bytes go up to `available` (eight-byte loads stay below).
        @inline(__always)
        init(_ base: UnsafePointer<UInt8>, _ start: Int, _ count: Int, available: Int) {
            let word = UnsafeRawPointer(base + start)
            if count >= 8 {
                head = word.loadUnaligned(as: UInt64.self)
                tail = (word + (count &- 8)).loadUnaligned(as: UInt64.self)
            } else if start &+ 8 <= available {
                // Little-endian: the word's bytes are the low `count` bytes of the load.
                head = word.loadUnaligned(as: UInt64.self).littleEndian & ((1 &<< (UInt64(count) &* 8)) &- 1)
                tail = 0
            } else {
                var value: UInt64 = 0
                for index in 0..<count { value |= UInt64(base[start &+ index]) &<< (UInt64(index) &* 8) }
                head = value
                tail = 0
            }
        }
    }

    /// ``wordFlags`` bit: some word that declares a type (``SwiftSource/isTypeDeclarationWord(_:_:)``) has this
    /// length and first byte. (Keywords end in letters, whose bits are 1 to 26.)
    static let typeDeclarationCandidate: UInt32 = 1

    /// The ``wordFlags`` bit for words whose last byte is `byte`.
    @inline(__always)
    static func lastByteBit(_ byte: UInt8) -> UInt32 { 1 << UInt32(byte & 31) }

    /// Flags by `length * 256 + first byte` for words of up to 15 bytes: for each keyword, the bit of its last byte
    /// (``lastByteBit(_:)``), and ``typeDeclarationCandidate``. One lookup rules out most identifiers before any
    /// comparison (keywords start with a lower-case letter, except `Any` and `Self`). A set bit only says "compare".
    static let wordFlags: [UInt32] = {
        var table = [UInt32](repeating: 0, count: 16 * 256)
        for word in all {
            let bytes = Array(word.utf8)
            table[bytes.count * 256 + Int(bytes[0])] |= lastByteBit(bytes[bytes.count - 1])
        }
        for word in ["struct", "class", "enum", "extension", "actor"] {
            let bytes = Array(word.utf8)
            table[bytes.count * 256 + Int(bytes[0])] |= typeDeclarationCandidate
        }
        return table
    }()

    /// Keywords packed and grouped by (length, first byte): the group of slot `s` is
    /// `packed[bucketStarts[s]..<bucketStarts[s + 1]]`.
    static let (packed, bucketStarts): ([Packed], [UInt16]) = {
        var groups = [[Packed]](repeating: [], count: 16 * 256)
        for word in all {
            // Padded so a full eight-byte load never reads past the word's storage.
            let bytes = Array(word.utf8) + [UInt8](repeating: 0, count: 8)
            let key = bytes.withUnsafeBufferPointer { Packed($0.baseAddress!, 0, word.utf8.count, available: $0.count) }
            groups[word.utf8.count * 256 + Int(bytes[0])].append(key)
        }
        var packed: [Packed] = []
        var starts: [UInt16] = []
        for group in groups {
            starts.append(UInt16(packed.count))
            packed += group
        }
        starts.append(UInt16(packed.count))
        return (packed, starts)
    }()

    /// Whether the `count` bytes at `start` of `base` (2 to 15 of them, the last one's bit set in ``wordFlags``)
    /// are a keyword; `available` is as in ``Packed/init(_:_:_:available:)``.
    @inline(__always)
    static func isKeyword(
        _ base: UnsafePointer<UInt8>, _ start: Int, _ count: Int, available: Int,
        _ packed: UnsafeBufferPointer<Packed>, _ bucketStarts: UnsafeBufferPointer<UInt16>
    ) -> Bool {
        let slot = count &* 256 &+ Int(base[start])
        let key = Packed(base, start, count, available: available)
        var index = Int(bucketStarts[slot])
        let end = Int(bucketStarts[slot &+ 1])
        while index < end {
            if packed[index] == key { return true }
            index &+= 1
        }
        return false
    }
}
