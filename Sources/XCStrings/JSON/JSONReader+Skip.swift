extension JSONReader {
    /// Reads the next value and keeps nothing of it, with every check ``readValue()`` makes (strings escaped and
    /// UTF-8 valid, no duplicate key in an object, nesting within ``maximumDepth``): a malformed file is still
    /// an error at the same position, but a skipped string builds no `String`.
    ///
    ///     var reader = JSONReader(buffer: buffer, path: "a.json")   // over `{"skip": {"x": [1, "é"]}, "keep": 2}`
    ///     var cursor = try reader.beginObject(field: "")
    ///     _ = try reader.nextMember(&cursor)   // "skip"
    ///     try reader.skipValue()
    ///     _ = try reader.nextMember(&cursor)   // "keep"
    public mutating func skipValue() throws(CatalogError) {
        switch try peekKind() {
        case .string:
            try skipStringLiteral()
        case .number, .bool, .null:
            _ = try readValue()
        case .array:
            var cursor = try beginArray(field: "")
            while try nextElement(&cursor) { try skipValue() }
        case .object:
            var cursor = try beginObject(field: "")
            var seen: [(key: String, position: SourcePosition)] = []
            while let (key, position) = try nextMember(&cursor) {
                if let first = seen.first(where: { $0.key.hasSameScalars(as: key) }) {
                    throw duplicateKey(key, at: position, first: first.position)
                }
                seen.append((key, position))
                try skipValue()
            }
        }
    }

    /// Checks a string literal starting at its opening quote as ``readStringLiteral()`` reads it, without
    /// building it.
    mutating func skipStringLiteral() throws(CatalogError) {
        let start = offset + 1
        var index = start
        while true {
            guard index < count else {
                offset = index
                throw error("unexpected end of file in a string that starts at \(position(at: start - 1))")
            }
            let byte = base[index]
            if byte == UInt8(ascii: "\"") {
                offset = index + 1
                return
            }
            if byte == UInt8(ascii: "\\") {
                index = try readEscape(at: index)
                scratch.removeAll(keepingCapacity: true)
                continue
            }
            if byte < 0x20 {
                offset = index
                throw error("unescaped control character \(JSONReader.hex(byte)) in a string; write it as an escape sequence")
            }
            index += byte < 0x80 ? 1 : try validateUTF8Sequence(at: index)
        }
    }
}
