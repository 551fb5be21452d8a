import XCStrings

/// The text of a legacy table file as UTF-8 bytes, decoded as Apple's runtime decodes `.strings` files: UTF-8 or
/// UTF-16 in either byte order, with or without a byte order mark (UTF-16 without one is recognised by its NUL
/// bytes), and any byte order marks repeated at the start (a pipeline that wrote one twice) dropped.
///
///     let text = try LegacyText(bytes: [0xFF, 0xFE, 0x22, 0x00, 0x61, 0x00, 0x22, 0x00], path: "de.lproj/A.strings")
///     text.bytes      // Array("\"a\"".utf8)
///     text.encoding   // .utf16LittleEndian
///
/// Positions are lines and columns of the decoded text (columns in UTF-8 bytes, as ``SourcePosition`` counts),
/// the byte order marks not counted.
public struct LegacyText: Sendable {
    public enum Encoding: String, Sendable { case utf8 = "utf-8", utf16LittleEndian = "utf-16le", utf16BigEndian = "utf-16be" }

    public let bytes: [UInt8]
    public let encoding: Encoding
    /// Offsets where each line starts.
    private let lineStarts: [Int]

    public init(bytes raw: [UInt8], path: String) throws(CatalogError) {
        var encoding = Encoding.utf8
        var start = 0
        if raw.starts(with: [0xEF, 0xBB, 0xBF]) {
            start = 3
        } else if raw.starts(with: [0xFF, 0xFE]) {
            encoding = .utf16LittleEndian; start = 2
        } else if raw.starts(with: [0xFE, 0xFF]) {
            encoding = .utf16BigEndian; start = 2
        } else if let guessed = Self.guessUTF16(raw) {
            encoding = guessed
        }
        var utf8: [UInt8]
        switch encoding {
        case .utf8:
            utf8 = Array(raw[start...])
            if let bad = Self.firstInvalidUTF8(utf8) {
                let position = Self.position(of: bad, in: utf8, lineStarts: Self.lineStarts(utf8))
                throw CatalogError(file: path, position: position, message: "invalid utf-8 byte 0x\(String(utf8[bad], radix: 16))")
            }
        case .utf16LittleEndian, .utf16BigEndian:
            utf8 = try Self.transcode(raw, from: start, bigEndian: encoding == .utf16BigEndian, path: path)
        }
        // A byte order mark written more than once (or a UTF-8 one inside a UTF-16 file) is no text.
        var drop = 0
        while utf8[drop...].starts(with: [0xEF, 0xBB, 0xBF]) { drop += 3 }
        if drop > 0 { utf8.removeFirst(drop) }
        self.bytes = utf8
        self.encoding = encoding
        self.lineStarts = Self.lineStarts(utf8)
    }

    /// Decoded text whose positions are known (tests, plists read another way).
    init(utf8: [UInt8]) {
        bytes = utf8
        encoding = .utf8
        lineStarts = Self.lineStarts(utf8)
    }

    /// The line and column of a byte offset.
    public func position(of offset: Int) -> SourcePosition {
        Self.position(of: offset, in: bytes, lineStarts: lineStarts)
    }

    static func position(of offset: Int, in bytes: [UInt8], lineStarts: [Int]) -> SourcePosition {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourcePosition(line: low + 1, column: offset - lineStarts[low] + 1)
    }

    /// Line starts after LF, CR LF and lone CR.
    static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                starts.append(index + 1)
            } else if byte == 0x0D {
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        return starts
    }

    /// UTF-16 without a byte order mark: most ASCII text has a NUL in every other byte.
    static func guessUTF16(_ bytes: [UInt8]) -> Encoding? {
        let count = min(bytes.count, 256) & ~1
        guard count >= 2 else { return nil }
        var evenZeros = 0
        var oddZeros = 0
        for index in 0..<count where bytes[index] == 0 {
            if index % 2 == 0 { evenZeros += 1 } else { oddZeros += 1 }
        }
        let pairs = count / 2
        if oddZeros * 2 > pairs, evenZeros * 8 < pairs { return .utf16LittleEndian }
        if evenZeros * 2 > pairs, oddZeros * 8 < pairs { return .utf16BigEndian }
        return nil
    }

    static func transcode(_ raw: [UInt8], from start: Int, bigEndian: Bool, path: String) throws(CatalogError) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(raw.count - start)
        var index = start
        func unit(_ at: Int) -> UInt32 {
            bigEndian ? UInt32(raw[at]) << 8 | UInt32(raw[at + 1]) : UInt32(raw[at + 1]) << 8 | UInt32(raw[at])
        }
        func fail(_ message: String) -> CatalogError {
            CatalogError(file: path, position: position(of: output.count, in: output, lineStarts: lineStarts(output)), message: message)
        }
        while index + 1 < raw.count {
            var scalar = unit(index)
            index += 2
            if scalar >= 0xD800, scalar < 0xDC00 {
                guard index + 1 < raw.count else { throw fail("utf-16 text ends inside a surrogate pair") }
                let low = unit(index)
                guard low >= 0xDC00, low < 0xE000 else { throw fail("unpaired utf-16 surrogate") }
                index += 2
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if scalar >= 0xDC00, scalar < 0xE000 {
                throw fail("unpaired utf-16 surrogate")
            }
            output.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar)!)).utf8))
        }
        if index < raw.count { throw fail("utf-16 text has an odd number of bytes") }
        return output
    }

    /// The offset of the first byte that is not well-formed UTF-8, if any.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 { index += 1; continue }
            let length: Int
            var minimum: UInt32
            switch lead {
            case 0xC2...0xDF: length = 2; minimum = 0x80
            case 0xE0...0xEF: length = 3; minimum = 0x800
            case 0xF0...0xF4: length = 4; minimum = 0x10000
            default: return index
            }
            guard index + length <= count else { return index }
            var scalar = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            for offset in 1..<length {
                let byte = bytes[index + offset]
                guard byte & 0xC0 == 0x80 else { return index + offset }
                scalar = scalar << 6 | UInt32(byte & 0x3F)
            }
            if scalar < minimum || scalar > 0x10FFFF || (scalar >= 0xD800 && scalar < 0xE000) { return index }
            minimum = 0
            index += length
        }
        return nil
    }
}
