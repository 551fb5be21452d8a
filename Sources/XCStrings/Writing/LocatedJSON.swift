/// A JSON document read with the byte range of every value and member, so that a writer can keep the bytes of
/// what did not change (see ``LayoutSplice``).
///
///     let root = try LocatedJSON.parse(Array(#"{"a": 1, "b": {"c": true}}"#.utf8), path: "x.json")
///     root.range             // 0..<26
///     root.members?[1].key   // "b"
///     root.members?[1].keyStart  // 9: the opening quote of "b"
final class LocatedJSON {
    /// The value's bytes, from its first byte (`{`, `"`, a digit …) to just past its last.
    let range: Range<Int>
    /// The value, decoded.
    let value: JSONValue
    /// An object's members in file order; nil for any other value.
    let members: [Member]?

    struct Member {
        var key: String
        /// The offset of the key's opening quote.
        var keyStart: Int
        var node: LocatedJSON
    }

    init(range: Range<Int>, value: JSONValue, members: [Member]?) {
        self.range = range
        self.value = value
        self.members = members
    }

    /// Reads a whole document.
    ///
    /// - Throws: ``CatalogError`` where the bytes are not JSON.
    static func parse(_ bytes: [UInt8], path: String) throws(CatalogError) -> LocatedJSON {
        try bytes.withUnsafeBufferPointer { buffer throws(CatalogError) in
            var reader = JSONReader(buffer: buffer, path: path)
            try reader.expectDocumentStart()
            let root = try reader.readLocated()
            try reader.expectEnd()
            return root
        }
    }
}

extension JSONReader {
    /// Reads the next value with its byte range; objects member by member, with each key's offset.
    mutating func readLocated() throws(CatalogError) -> LocatedJSON {
        skipWhitespace()
        let start = offset
        guard offset < count, base[offset] == UInt8(ascii: "{") else {
            let value = try readValue()
            return LocatedJSON(range: start..<offset, value: value, members: nil)
        }
        var cursor = try beginObject(field: "")
        var members: [LocatedJSON.Member] = []
        var values: [JSONMember] = []
        var seen: [ScalarString: SourcePosition] = [:]
        while true {
            guard let (key, position) = try nextMember(&cursor) else { break }
            if let first = seen.updateValue(position, forKey: ScalarString(key)) {
                throw duplicateKey(key, at: position, first: first)
            }
            let keyStart = Self.keyStart(before: offset, in: base)
            let node = try readLocated()
            members.append(LocatedJSON.Member(key: key, keyStart: keyStart, node: node))
            values.append(JSONMember(key: key, value: node.value, position: position))
        }
        return LocatedJSON(range: start..<offset, value: .object(values), members: members)
    }

    /// The offset of the opening quote of the key whose `:` (and any white space after it) ends just before
    /// `valueStart`: back over white space, the colon, white space, then the key's string to its unescaped
    /// opening quote.
    static func keyStart(before valueStart: Int, in base: UnsafePointer<UInt8>) -> Int {
        var index = valueStart &- 1
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }
        while isSpace(base[index]) { index &-= 1 }
        index &-= 1  // the colon
        while isSpace(base[index]) { index &-= 1 }
        // `index` is the key's closing quote; find the opening one, skipping escaped quotes.
        index &-= 1
        while true {
            if base[index] == UInt8(ascii: "\"") {
                var backslashes = 0
                var before = index &- 1
                while before >= 0, base[before] == UInt8(ascii: "\\") {
                    backslashes &+= 1
                    before &-= 1
                }
                if backslashes % 2 == 0 { return index }
            }
            index &-= 1
        }
    }
}
