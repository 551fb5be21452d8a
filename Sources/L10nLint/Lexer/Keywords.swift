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

    /// Keywords are packed as (length, first 8 bytes, next 7 bytes); none is longer than 15 bytes.
    struct Packed: Hashable {
        var low: UInt64
        var high: UInt64

        init?(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
            guard range.count <= 15 else { return nil }
            low = 0
            high = UInt64(range.count) << 56
            var shift: UInt64 = 0
            for index in range {
                let value = UInt64(bytes[index])
                if shift < 64 { low |= value << shift } else { high |= value << (shift - 64) }
                shift += 8
            }
        }
    }

    /// Keywords that end an operand (`self / 2` divides), unlike `return /x/` which starts a regex.
    static let operandKeywords: Set<String> = ["self", "Self", "super", "true", "false", "nil"]

    /// Keywords start with a lower-case letter, except `Any` and `Self`; a table by (length, first byte)
    /// rules out most identifiers before any hashing.
    static let candidates: [Bool] = {
        var table = [Bool](repeating: false, count: 16 * 256)
        for word in all {
            let bytes = Array(word.utf8)
            table[bytes.count * 256 + Int(bytes[0])] = true
        }
        return table
    }()

    /// Keywords by (length, first byte), packed, so a lookup compares a few integers and hashes nothing.
    static let buckets: [[Packed]] = {
        var buckets = [[Packed]](repeating: [], count: 16 * 256)
        for word in all {
            let bytes = Array(word.utf8)
            let key = bytes.withUnsafeBufferPointer { Packed($0, 0..<bytes.count)! }
            buckets[bytes.count * 256 + Int(bytes[0])].append(key)
        }
        return buckets
    }()

    static func isKeyword(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ candidates: UnsafeBufferPointer<Bool>,
        _ buckets: UnsafeBufferPointer<[Packed]>
    ) -> Bool {
        let count = range.count
        guard count >= 2, count <= 15 else { return false }
        let slot = count * 256 + Int(bytes[range.lowerBound])
        guard candidates[slot], let key = Packed(bytes, range) else { return false }
        for keyword in buckets[slot] where keyword == key { return true }
        return false
    }
}
