/// Character tests with an ASCII fast path: Unicode property lookups are slow, and almost all source text is ASCII.
extension Unicode.Scalar {
    package var isLetterFast: Bool {
        if value < 0x80 {
            let lower = value | 0x20
            return lower >= 0x61 && lower <= 0x7A
        }
        return properties.isAlphabetic
    }

    package var isUppercaseFast: Bool {
        value < 0x80 ? (value >= 0x41 && value <= 0x5A) : properties.isUppercase
    }

    var isLowercaseFast: Bool {
        value < 0x80 ? (value >= 0x61 && value <= 0x7A) : properties.isLowercase
    }

    package var isDigitASCII: Bool { value >= 0x30 && value <= 0x39 }

    package var isWhitespaceFast: Bool {
        value < 0x80 ? (value == 0x20 || (value >= 0x09 && value <= 0x0D)) : properties.isWhitespace
    }
}

extension StringProtocol {
    /// True when `needle`'s UTF-8 bytes occur in the text's: a byte-wise test, without Foundation and without
    /// canonical equivalence.
    ///
    ///     "https://x.com".containsBytes("://")  // true
    @inlinable public func containsBytes(_ needle: String) -> Bool {
        guard let first = needle.utf8.first else { return true }
        // In place when both are contiguous (native strings are): many times faster than `UTF8View`'s indices.
        if let found = utf8.withContiguousStorageIfAvailable({ haystack in
            needle.utf8.withContiguousStorageIfAvailable { needle in
                guard needle.count <= haystack.count else { return false }
                var start = 0
                let last = haystack.count - needle.count
                while start <= last {
                    guard let at = haystack[start...last].firstIndex(of: first) else { return false }
                    if haystack[at..<(at + needle.count)].elementsEqual(needle) { return true }
                    start = at + 1
                }
                return false
            }
        }), let found {
            return found
        }
        var start = utf8.startIndex
        while let found = utf8[start...].firstIndex(of: first) {
            if utf8[found...].starts(with: needle.utf8) { return true }
            start = utf8.index(after: found)
        }
        return false
    }

    /// True when the byte occurs in the text's UTF-8: searched in place when the bytes are contiguous (a native
    /// string's are), which is many times faster than through `UTF8View`'s indices.
    package func containsByte(_ byte: UInt8) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains(byte) } ?? utf8.contains(byte)
    }
}
