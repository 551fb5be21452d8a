/// The pre-pass every document goes through before it is parsed: well-formed UTF-8 (no overlong forms, no
/// encoded surrogates, nothing above U+10FFFF) and only characters XML 1.0 allows (no C0 controls other than
/// tab, LF and CR; no U+FFFE or U+FFFF). After it, the parser can treat every byte ≥ 0x80 as part of a valid
/// character.
enum XMLCharacterCheck {
    /// The offset and reason of the first byte that is not acceptable, or `nil` when all are.
    static func firstProblem(in bytes: [UInt8], from start: Int) -> (offset: Int, message: String)? {
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var index = start
            while index < count {
                let byte = buffer[index]
                if byte < 0x80 {
                    if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
                        return (index, "control character \(scalarName(UInt32(byte))) is not allowed in xml")
                    }
                    index += 1
                    continue
                }
                let length: Int
                var low: UInt8 = 0x80
                var high: UInt8 = 0xBF
                switch byte {
                case 0xC2...0xDF: length = 2
                case 0xE0: length = 3; low = 0xA0
                case 0xE1...0xEC, 0xEE, 0xEF: length = 3
                case 0xED: length = 3; high = 0x9F
                case 0xF0: length = 4; low = 0x90
                case 0xF1...0xF3: length = 4
                case 0xF4: length = 4; high = 0x8F
                default: return (index, "invalid utf-8 byte 0x\(hex(byte))")
                }
                guard index + 1 < count, buffer[index + 1] >= low, buffer[index + 1] <= high else {
                    return (index, index + 1 < count ? "invalid utf-8 sequence" : "truncated utf-8 sequence")
                }
                for offset in 2..<length {
                    guard index + offset < count else { return (index, "truncated utf-8 sequence") }
                    let continuation = buffer[index + offset]
                    guard continuation & 0xC0 == 0x80 else { return (index, "invalid utf-8 sequence") }
                }
                if byte == 0xEF && buffer[index + 1] == 0xBF && buffer[index + 2] >= 0xBE {
                    let scalar: UInt32 = buffer[index + 2] == 0xBE ? 0xFFFE : 0xFFFF
                    return (index, "character \(scalarName(scalar)) is not allowed in xml")
                }
                index += length
            }
            return nil
        }
    }

    /// Whether XML 1.0 can carry this scalar at all (`Char` production).
    static func isLegal(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// `U+0001`, `U+FFFE`: how messages name a character.
    static func scalarName(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}
