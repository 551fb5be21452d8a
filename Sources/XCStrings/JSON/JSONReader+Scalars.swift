extension JSONReader {
    /// Reads a string value; `field` names it in the error when the value is something else.
    public mutating func readString(field: String) throws(CatalogError) -> String {
        skipWhitespace()
        guard offset < count, base[offset] == UInt8(ascii: "\"") else {
            try wrongKind(expected: .string, field: field)
        }
        return try readStringLiteral()
    }

    /// Reads `true` or `false`.
    public mutating func readBool(field: String) throws(CatalogError) -> Bool {
        skipWhitespace()
        if matchLiteral("true") { return true }
        if matchLiteral("false") { return false }
        try wrongKind(expected: .bool, field: field)
    }

    /// Reads a number that must be an integer (no fraction, no exponent).
    public mutating func readInteger(field: String) throws(CatalogError) -> Int {
        skipWhitespace()
        guard try peekKind() == .number else { try wrongKind(expected: .number, field: field) }
        let start = offset
        let text = try readNumberText()
        guard let value = Int(text) else {
            throw error("expected an integer for '\(field)', found '\(text)'", at: start)
        }
        return value
    }

    @inline(__always)
    mutating func matchLiteral(_ literal: StaticString) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard count - offset >= length else { return false }
        let bytes = literal.utf8Start
        for index in 0..<length where base[offset + index] != bytes[index] { return false }
        offset &+= length
        return true
    }

    /// Reads a number per RFC 8259 and returns its text.
    mutating func readNumberText() throws(CatalogError) -> String {
        let start = offset
        @inline(__always) func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        if offset < count && base[offset] == UInt8(ascii: "-") { offset &+= 1 }
        guard offset < count, isDigit(base[offset]) else {
            throw error("invalid number: expected a digit, found \(describeByte(at: offset))")
        }
        if base[offset] == UInt8(ascii: "0") {
            offset &+= 1
            if offset < count && isDigit(base[offset]) {
                throw error("invalid number: leading zeros are not allowed", at: start)
            }
        } else {
            while offset < count && isDigit(base[offset]) { offset &+= 1 }
        }
        if offset < count && base[offset] == UInt8(ascii: ".") {
            offset &+= 1
            guard offset < count, isDigit(base[offset]) else {
                throw error("invalid number: expected a digit after '.', found \(describeByte(at: offset))")
            }
            while offset < count && isDigit(base[offset]) { offset &+= 1 }
        }
        if offset < count && (base[offset] == UInt8(ascii: "e") || base[offset] == UInt8(ascii: "E")) {
            offset &+= 1
            if offset < count && (base[offset] == UInt8(ascii: "+") || base[offset] == UInt8(ascii: "-")) { offset &+= 1 }
            guard offset < count, isDigit(base[offset]) else {
                throw error("invalid number: expected a digit in the exponent, found \(describeByte(at: offset))")
            }
            while offset < count && isDigit(base[offset]) { offset &+= 1 }
        }
        return String(decoding: UnsafeBufferPointer(start: base + start, count: offset - start), as: UTF8.self)
    }
}
