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
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        var text = String(self)
        return text.withUTF8 { $0.contains(bytesOf: pattern) }
    }

    func containsByte(_ byte: UInt8) -> Bool {
        // Through the bytes themselves: iterating `utf8` costs tens of instructions a byte.
        var text = String(self)
        return text.withUTF8 { $0.contains(byte) }
    }

    /// Byte-wise substring test against a runtime string.
    func containsBytesOf(_ needle: String) -> Bool {
        var text = String(self)
        var needle = needle
        return text.withUTF8 { haystack in needle.withUTF8 { haystack.contains(bytesOf: $0) } }
    }
}
