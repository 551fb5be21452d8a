/// Byte-level cursor over a document already checked by `XMLCharacterCheck`: positions, names, references,
/// quoted values. `XMLReader` builds the tree on top of it.
struct XMLScanner {
    let bytes: [UInt8]
    var index: Int

    // Positions are asked for in increasing order while parsing, so line counting resumes where it stopped.
    private var countedUpTo = 0
    private var countedLine = 1
    private var countedLineStart: Int

    init(bytes: [UInt8], index: Int) {
        self.bytes = bytes
        self.index = index
        countedLineStart = Self.firstLineStart(bytes)
    }

    /// Columns on the first line start after a UTF-8 byte-order mark, as editors show them.
    private static func firstLineStart(_ bytes: [UInt8]) -> Int {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    var isAtEnd: Bool { index >= bytes.count }

    func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// Whether the bytes at the cursor spell `literal`.
    func peek(_ literal: StaticString) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard index + length <= bytes.count else { return false }
        let pointer = literal.utf8Start
        for offset in 0..<length where bytes[index + offset] != pointer[offset] { return false }
        return true
    }

    /// Line and column of `offset`; offsets must not decrease between calls (use `error` for anything else).
    mutating func position(at offset: Int) -> (line: Int, column: Int) {
        if offset < countedUpTo {
            let fresh = Self.position(of: offset, in: bytes)
            return fresh
        }
        var line = countedLine
        var lineStart = countedLineStart
        var cursor = countedUpTo
        while cursor < offset {
            let byte = bytes[cursor]
            if byte == 0x0A || (byte == 0x0D && (cursor + 1 >= bytes.count || bytes[cursor + 1] != 0x0A)) {
                line += 1
                lineStart = cursor + 1
            }
            cursor += 1
        }
        countedUpTo = offset
        countedLine = line
        countedLineStart = lineStart
        return (line, offset - lineStart + 1)
    }

    /// Line and column of `offset`, counted from the start (CRLF, LF and lone CR each end a line).
    static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = firstLineStart(bytes)
        var cursor = 0
        let end = min(offset, bytes.count)
        while cursor < end {
            let byte = bytes[cursor]
            if byte == 0x0A || (byte == 0x0D && (cursor + 1 >= bytes.count || bytes[cursor + 1] != 0x0A)) {
                line += 1
                lineStart = cursor + 1
            }
            cursor += 1
        }
        return (line, offset - lineStart + 1)
    }

    func error(_ message: String, at offset: Int) -> XMLReadError {
        let (line, column) = Self.position(of: offset, in: bytes)
        return XMLReadError(line: line, column: column, message: message)
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Skips XML whitespace; tells whether there was any.
    @discardableResult
    mutating func skipWhitespace() -> Bool {
        let start = index
        while index < bytes.count && Self.isWhitespace(bytes[index]) { index += 1 }
        return index > start
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte == 0x3A
            || byte >= 0x80
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2E
    }

    /// Reads an XML name at the cursor, or returns `nil` (cursor unchanged) when none starts there.
    mutating func readName() -> String? {
        guard index < bytes.count, Self.isNameStart(bytes[index]) else { return nil }
        let start = index
        index += 1
        while index < bytes.count && Self.isNameByte(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Reads `&…;` at the cursor and appends what it stands for: one of the five predefined entities or a
    /// character reference. Any other entity is an error: this reader never processes DTDs.
    mutating func readReference(into output: inout [UInt8]) throws(XMLReadError) {
        let start = index
        index += 1  // &
        if byte(at: index) == UInt8(ascii: "#") {
            index += 1
            var radix: UInt32 = 10
            if byte(at: index) == UInt8(ascii: "x") {
                radix = 16
                index += 1
            }
            var value: UInt32 = 0
            var digits = 0
            while let digit = byte(at: index), let digitValue = Self.digitValue(digit, radix: radix) {
                if value <= 0x10FFFF { value = value * radix + digitValue }
                digits += 1
                index += 1
            }
            guard digits > 0 else { throw error("expected digits in character reference", at: index) }
            guard byte(at: index) == UInt8(ascii: ";") else {
                throw error("expected ';' after character reference", at: index)
            }
            index += 1
            let written = String(decoding: bytes[start..<index], as: UTF8.self)
            guard XMLCharacterCheck.isLegal(value), let scalar = Unicode.Scalar(value) else {
                throw error("character reference '\(written)' is not a legal xml character", at: start)
            }
            output.append(contentsOf: String(Character(scalar)).utf8)
            return
        }
        guard let name = readName() else { throw error("expected an entity name or '#' after '&'", at: start) }
        guard byte(at: index) == UInt8(ascii: ";") else {
            throw error("expected ';' after entity reference '&\(name)'", at: index)
        }
        index += 1
        switch name {
        case "lt": output.append(UInt8(ascii: "<"))
        case "gt": output.append(UInt8(ascii: ">"))
        case "amp": output.append(UInt8(ascii: "&"))
        case "apos": output.append(UInt8(ascii: "'"))
        case "quot": output.append(UInt8(ascii: "\""))
        default:
            throw error("undefined entity '&\(name);' (only the five predefined entities are supported)", at: start)
        }
    }

    private static func digitValue(_ byte: UInt8, radix: UInt32) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x61...0x66 where radix == 16: UInt32(byte - 0x61 + 10)
        case 0x41...0x46 where radix == 16: UInt32(byte - 0x41 + 10)
        default: nil
        }
    }

    /// Reads a quoted attribute value at the cursor: references expanded, tab/LF/CR (CRLF once) become spaces.
    mutating func readAttributeValue(for name: String) throws(XMLReadError) -> String {
        let quote = bytes[index]
        let start = index
        index += 1
        var value: [UInt8] = []
        while true {
            guard index < bytes.count else {
                throw error("unterminated value for attribute '\(name)'", at: start)
            }
            let current = bytes[index]
            switch current {
            case quote:
                index += 1
                return String(decoding: value, as: UTF8.self)
            case UInt8(ascii: "<"):
                throw error("'<' is not allowed in an attribute value", at: index)
            case UInt8(ascii: "&"):
                try readReference(into: &value)
            case 0x0D:
                value.append(0x20)
                index += byte(at: index + 1) == 0x0A ? 2 : 1
            case 0x09, 0x0A:
                value.append(0x20)
                index += 1
            default:
                value.append(current)
                index += 1
            }
        }
    }

    /// Moves the cursor just past the next `terminator`, or returns `false` at the end of the document.
    mutating func skip(past terminator: StaticString) -> Bool {
        while index < bytes.count {
            if peek(terminator) {
                index += terminator.utf8CodeUnitCount
                return true
            }
            index += 1
        }
        return false
    }
}
