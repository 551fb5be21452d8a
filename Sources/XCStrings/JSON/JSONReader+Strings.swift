extension JSONReader {
    /// Reads a string literal starting at its opening quote: escapes decoded, UTF-8 validated.
    @inline(__always)
    mutating func readStringLiteral() throws(CatalogError) -> String {
        // Fast path: plain ASCII without escapes, the common case for keys and many values.
        let start = offset &+ 1
        var index = start
        while index < count {
            let byte = base[index]
            if byte == UInt8(ascii: "\"") {
                offset = index &+ 1
                return String(decoding: UnsafeBufferPointer(start: base + start, count: index &- start), as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { break }
            index &+= 1
        }
        return try readStringSlow(start: start, from: index)
    }

    /// The general case: validates UTF-8 and decodes escapes from `index` on; bytes `start..<index` are plain ASCII.
    mutating func readStringSlow(start: Int, from resume: Int) throws(CatalogError) -> String {
        var index = resume
        var hasEscapes = false
        scratch.removeAll(keepingCapacity: true)
        while true {
            guard index < count else {
                offset = index
                throw error("unexpected end of file in a string that starts at \(position(at: start - 1))")
            }
            let byte = base[index]
            if byte == UInt8(ascii: "\"") {
                offset = index &+ 1
                if !hasEscapes {
                    return String(decoding: UnsafeBufferPointer(start: base + start, count: index &- start), as: UTF8.self)
                }
                return String(decoding: scratch, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                if !hasEscapes {
                    hasEscapes = true
                    scratch.append(contentsOf: UnsafeBufferPointer(start: base + start, count: index &- start))
                }
                index = try readEscape(at: index)
                continue
            }
            if byte < 0x20 {
                offset = index
                throw error("unescaped control character \(JSONReader.hex(byte)) in a string; write it as an escape sequence")
            }
            if byte < 0x80 {
                if hasEscapes { scratch.append(byte) }
                index &+= 1
                continue
            }
            let length = try validateUTF8Sequence(at: index)
            if hasEscapes { scratch.append(contentsOf: UnsafeBufferPointer(start: base + index, count: length)) }
            index &+= length
        }
    }

    /// Checks the multi-byte UTF-8 sequence at `index` (RFC 3629: no overlong forms, no surrogates, at most
    /// U+10FFFF) and returns its length.
    func validateUTF8Sequence(at index: Int) throws(CatalogError) -> Int {
        let lead = base[index]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default:
            throw error("invalid UTF-8: byte 0x\(JSONReader.hexByte(lead)) cannot start a character", at: index)
        }
        for next in 1..<length {
            let position = index + next
            guard position < count else {
                throw error("invalid UTF-8: the file ends inside a character", at: index)
            }
            let byte = base[position]
            let (lower, upper) = next == 1 ? (low, high) : (UInt8(0x80), UInt8(0xBF))
            guard byte >= lower && byte <= upper else {
                throw error("invalid UTF-8: byte 0x\(JSONReader.hexByte(byte)) cannot follow 0x\(JSONReader.hexByte(base[position - 1]))", at: position)
            }
        }
        return length
    }

    static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 15)])
    }

    /// Decodes the escape at `index` (a backslash) into `scratch` and returns the index after it.
    mutating func readEscape(at index: Int) throws(CatalogError) -> Int {
        guard index + 1 < count else {
            offset = index + 1
            throw error("unexpected end of file in an escape sequence")
        }
        let code = base[index + 1]
        switch code {
        case UInt8(ascii: "\""): scratch.append(0x22)
        case UInt8(ascii: "\\"): scratch.append(0x5C)
        case UInt8(ascii: "/"): scratch.append(0x2F)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            let unit = try readHex4(at: index)
            var scalarValue = UInt32(unit)
            var end = index + 6
            if unit >= 0xD800 && unit <= 0xDBFF {
                guard end + 1 < count, base[end] == UInt8(ascii: "\\"), base[end + 1] == UInt8(ascii: "u"),
                    case let low = try readHex4(at: end), low >= 0xDC00 && low <= 0xDFFF
                else {
                    throw error("lone surrogate '\\u\(JSONReader.hex4(unit))' in a string: a high surrogate must be followed by a low surrogate '\\uDC00'...'\\uDFFF'", at: index)
                }
                scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                end += 6
            } else if unit >= 0xDC00 && unit <= 0xDFFF {
                throw error("lone surrogate '\\u\(JSONReader.hex4(unit))' in a string: a low surrogate must follow a high surrogate", at: index)
            }
            let scalar = Unicode.Scalar(scalarValue)!
            scratch.append(contentsOf: UTF8.encode(scalar)!)
            return end
        default:
            let shown: String
            if code >= 0x21 && code < 0x7F {
                shown = "'\\\(Character(Unicode.Scalar(code)))'"
            } else {
                shown = "'\\' followed by \(describeByte(at: index + 1))"
            }
            throw error("invalid escape sequence \(shown) in a string; valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX", at: index)
        }
        return index + 2
    }

    /// Reads the four hex digits of `\uXXXX` at `index` (the backslash).
    func readHex4(at index: Int) throws(CatalogError) -> UInt16 {
        var value: UInt16 = 0
        for position in (index + 2)..<(index + 6) {
            guard position < count else {
                throw error("unexpected end of file in a '\\u' escape", at: index)
            }
            let byte = base[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default:
                throw error("invalid '\\u' escape: expected 4 hexadecimal digits", at: index)
            }
            value = value << 4 | UInt16(digit)
        }
        return value
    }

    static func hex4(_ value: UInt16) -> String {
        let digits = Array("0123456789abcdef")
        return (0..<4).map { String(digits[Int(value >> (12 - 4 * UInt16($0)) & 15)]) }.joined()
    }
}
