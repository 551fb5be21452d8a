/// Character tests with an ASCII fast path: Unicode property lookups are slow, and almost all source text is ASCII.
extension Unicode.Scalar {
    @inline(__always) var isLetterFast: Bool {
        if value < 0x80 {
            let lower = value | 0x20
            return lower >= 0x61 && lower <= 0x7A
        }
        return properties.isAlphabetic
    }

    @inline(__always) var isUppercaseFast: Bool {
        value < 0x80 ? (value >= 0x41 && value <= 0x5A) : properties.isUppercase
    }

    @inline(__always) var isLowercaseFast: Bool {
        value < 0x80 ? (value >= 0x61 && value <= 0x7A) : properties.isLowercase
    }

    @inline(__always) var isDigitASCII: Bool { value >= 0x30 && value <= 0x39 }

    @inline(__always) var isWhitespaceFast: Bool {
        value < 0x80 ? (value == 0x20 || (value >= 0x09 && value <= 0x0D)) : properties.isWhitespace
    }
}

extension StringProtocol {
    /// Byte-wise substring test without Foundation.
    func containsBytes(_ needle: StaticString) -> Bool {
        let count = needle.utf8CodeUnitCount
        let pointer = needle.utf8Start
        let bytes = Array(utf8)
        guard count > 0, bytes.count >= count else { return count == 0 }
        outer: for start in 0...(bytes.count - count) {
            for offset in 0..<count where bytes[start + offset] != pointer[offset] { continue outer }
            return true
        }
        return false
    }

    func containsByte(_ byte: UInt8) -> Bool {
        // Through the bytes themselves: iterating `utf8` costs tens of instructions a byte.
        var text = String(self)
        return text.withUTF8 { $0.contains(byte) }
    }

    /// Byte-wise substring test against a runtime string.
    func containsBytesOf(_ needle: String) -> Bool {
        let haystack = Array(utf8)
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty else { return true }
        guard haystack.count >= pattern.count else { return false }
        outer: for start in 0...(haystack.count - pattern.count) {
            for offset in pattern.indices where haystack[start + offset] != pattern[offset] { continue outer }
            return true
        }
        return false
    }
}
