/// Decodes the text tokens of one string literal: escapes, line continuations, multi-line indentation.
struct StringDecoder {
    let bytes: [UInt8]
    let pounds: Int
    let isMultiline: Bool
    let indentation: Int
    let isTerminated: Bool
    private var atContentStart = true
    private var atLineStart = false

    init(bytes: [UInt8], literal: StringLiteral) {
        self.bytes = bytes
        self.pounds = literal.pounds
        self.isMultiline = literal.isMultiline
        self.indentation = literal.indentation
        self.isTerminated = literal.isTerminated
    }

    mutating func afterInterpolation() {
        atContentStart = false
        atLineStart = false
    }

    /// Decodes the text token at `range`; `isLast` when the closing delimiter follows it.
    mutating func decode(_ range: Range<Int>, isLast: Bool) -> String {
        // Fast path: single-line text without escapes is its bytes.
        if !isMultiline, !bytes[range].contains(0x5C) {
            atContentStart = false
            return String(decoding: bytes[range], as: UTF8.self)
        }
        var index = range.lowerBound
        var end = range.upperBound
        if isMultiline {
            if atContentStart {
                // The opening `"""` is followed by the end of its line; that line break is not content.
                var cursor = index
                while cursor < end, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
                if cursor < end, bytes[cursor] == 0x0A || bytes[cursor] == 0x0D {
                    if bytes[cursor] == 0x0D, cursor + 1 < end, bytes[cursor + 1] == 0x0A { cursor += 1 }
                    index = cursor + 1
                    atLineStart = true
                }
            }
            if isLast && isTerminated {
                // The line break before the closing delimiter's indentation is not content either.
                var cursor = end
                while cursor > index, bytes[cursor - 1] == 0x20 || bytes[cursor - 1] == 0x09 { cursor -= 1 }
                if cursor > index, bytes[cursor - 1] == 0x0A {
                    cursor -= 1
                    if cursor > index, bytes[cursor - 1] == 0x0D { cursor -= 1 }
                    end = cursor
                } else if cursor > index, bytes[cursor - 1] == 0x0D {
                    end = cursor - 1
                }
            }
        }
        atContentStart = false
        var output: [UInt8] = []
        output.reserveCapacity(end - index)
        while index < end {
            if atLineStart {
                atLineStart = false
                var stripped = 0
                while stripped < indentation, index < end, bytes[index] == 0x20 || bytes[index] == 0x09 {
                    index += 1
                    stripped += 1
                }
                continue
            }
            let byte = bytes[index]
            if byte == 0x5C, escapeMatches(at: index, end: end) {
                let escaped = index + 1 + pounds
                guard escaped < end else {
                    output.append(contentsOf: bytes[index..<end])
                    break
                }
                index = decodeEscape(at: escaped, end: end, into: &output)
            } else if byte == 0x0D {
                output.append(0x0A)
                index += 1
                if index < end, bytes[index] == 0x0A { index += 1 }
                atLineStart = isMultiline
            } else {
                output.append(byte)
                index += 1
                if byte == 0x0A { atLineStart = isMultiline }
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private func escapeMatches(at index: Int, end: Int) -> Bool {
        var count = 0
        var cursor = index + 1
        while cursor < end, bytes[cursor] == 0x23, count < pounds {
            count += 1
            cursor += 1
        }
        return count == pounds
    }

    /// Decodes the escape whose character is at `index`; returns the index after it.
    private mutating func decodeEscape(at index: Int, end: Int, into output: inout [UInt8]) -> Int {
        let character = bytes[index]
        switch character {
        case UInt8(ascii: "n"): output.append(0x0A)
        case UInt8(ascii: "t"): output.append(0x09)
        case UInt8(ascii: "r"): output.append(0x0D)
        case UInt8(ascii: "0"): output.append(0x00)
        case UInt8(ascii: "u"):
            // \u{1F600}
            var cursor = index + 1
            guard cursor < end, bytes[cursor] == UInt8(ascii: "{") else {
                output.append(character)
                return index + 1
            }
            cursor += 1
            var value: UInt32 = 0
            var digits = 0
            while cursor < end, let digit = hexValue(bytes[cursor]), digits < 8 {
                value = value &* 16 &+ UInt32(digit)
                digits += 1
                cursor += 1
            }
            if cursor < end, bytes[cursor] == UInt8(ascii: "}") { cursor += 1 }
            if let scalar = Unicode.Scalar(value) {
                output.append(contentsOf: Array(String(Character(scalar)).utf8))
            }
            return cursor
        case 0x20, 0x09, 0x0A, 0x0D:
            // A line continuation (multi-line literals only): `\` then optional spaces then the line break.
            guard isMultiline else {
                output.append(character)
                return index + 1
            }
            var cursor = index
            while cursor < end, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
            if cursor < end, bytes[cursor] == 0x0D { cursor += 1 }
            if cursor < end, bytes[cursor] == 0x0A { cursor += 1 }
            atLineStart = true
            return cursor
        default:
            output.append(character)  // \\ \" \' and unknown escapes keep the character
        }
        return index + 1
    }

    private func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }
}
