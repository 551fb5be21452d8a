/// A strict RFC 8259 JSON reader over UTF-8 bytes that pulls values one at a time and knows the line and column
/// of everything it reads.
///
/// It is a pull parser: the caller says what it expects next (an object, a string for a named field, ...) and gets
/// a ``CatalogError`` with the exact position when the file says otherwise. The String Catalog decoder is built on
/// it; ``JSONReader/parse(_:path:)`` reads any JSON document into a ``JSONValue``.
///
///     let value = try JSONReader.parse(Array(#"{"a" : [1, true]}"#.utf8), path: "a.json")
///
/// Accepted beyond RFC 8259's letter: a leading UTF-8 byte order mark (skipped, not counted in columns).
/// Rejected: everything else that is not JSON, duplicate keys in an object, nesting deeper than ``maximumDepth``.
/// Keys are duplicates when they are the same Unicode scalars (``ScalarString``): `"é"` and `"e\u{301}"` are two
/// keys, as they are to Foundation, which keeps both.
public struct JSONReader {
    /// The deepest nesting of objects and arrays accepted; deeper input is an error, never a stack overflow.
    public static let maximumDepth = 512

    /// What the next value is, judging by its first byte.
    public enum Kind: Sendable, Equatable {
        case string, number, bool, null, array, object

        var description: String {
            switch self {
            case .string: return "a string"
            case .number: return "a number"
            case .bool: return "a boolean"
            case .null: return "null"
            case .array: return "an array"
            case .object: return "an object"
            }
        }
    }

    /// The state of one object being read member by member.
    public struct ObjectCursor {
        var isFirst = true
        /// Where the opening brace stands.
        public let position: SourcePosition
    }

    /// The state of one array being read element by element.
    public struct ArrayCursor {
        var isFirst = true
        /// Where the opening bracket stands.
        public let position: SourcePosition
    }

    let base: UnsafePointer<UInt8>
    let count: Int
    /// Offset of the next byte to read.
    var offset: Int
    /// 1-based number of the current line.
    var line = 1
    /// Offset of the first byte of the current line (after the BOM on line 1).
    var lineStart: Int
    var depth = 0
    /// The path put in errors.
    public let path: String
    /// Reused for strings with escapes.
    var scratch: [UInt8] = []
    /// The sizes of the last maps read, used to reserve room in the next one (`localizations`, variation cases).
    var lastLocalizationCount = 0
    var lastCaseCount = 0
    /// The catalog decoder's choice of languages: when set, the localizations of any other language are checked
    /// and skipped (see ``StringCatalog/init(bytes:path:languages:)``).
    var keptLanguages: Set<String>?
    /// Told, as the catalog's entries are read, the offset before which the reader no longer reads (a mapped
    /// file's pages are handed back: see ``MappedFile``).
    var readPast: ((Int) -> Void)?
    /// When set (a read for checking only), an entry whose key the catalog holds already is read and set aside
    /// here, the first kept, instead of stopping the read: one malformed entry, the rest of the catalog checked.
    var duplicateEntries: [StringCatalog.DuplicateEntry]?
    /// Told, as the catalog is read, where its `strings` map starts and ends and each entry as it is read (see
    /// ``StringCatalog/read(_:path:)``).
    var entrySink: EntryComparison?

    /// Reads from `buffer`, which must stay valid as long as the reader is used.
    public init(buffer: UnsafeBufferPointer<UInt8>, path: String) {
        self.base = buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!
        self.count = buffer.count
        self.path = path
        var start = 0
        if count >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF { start = 3 }
        self.offset = start
        self.lineStart = start
    }

    /// Whether the input began with a UTF-8 byte order mark.
    public var hadByteOrderMark: Bool { count >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF }

    /// Parses a whole JSON document.
    ///
    ///     try JSONReader.parse(Array("[1, 2]".utf8), path: "x.json")   // .array([.number("1"), .number("2")])
    public static func parse(_ bytes: [UInt8], path: String) throws(CatalogError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { buffer throws(CatalogError) in
            var reader = JSONReader(buffer: buffer, path: path)
            try reader.expectDocumentStart()
            let value = try reader.readValue()
            try reader.expectEnd()
            return value
        }
    }

    // MARK: Positions and errors

    /// The position of the next byte.
    public var position: SourcePosition { SourcePosition(line: line, column: offset - lineStart + 1) }

    func position(at offset: Int) -> SourcePosition { SourcePosition(line: line, column: offset - lineStart + 1) }

    /// An error at the next byte.
    public func error(_ message: String) -> CatalogError {
        CatalogError(file: path, position: position, message: message)
    }

    func error(_ message: String, at offset: Int) -> CatalogError {
        CatalogError(file: path, position: position(at: offset), message: message)
    }

    /// An error at a position met earlier.
    public func error(_ message: String, at position: SourcePosition) -> CatalogError {
        CatalogError(file: path, position: position, message: message)
    }

    /// Describes the byte at `offset` for a message: `'x'`, `end of file`, `byte 0xFF`.
    func describeByte(at offset: Int) -> String {
        guard offset < count else { return "end of file" }
        let byte = base[offset]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        switch byte {
        case 0x20: return "' '"
        case 0x0A: return "a line break"
        case 0x09: return "a tab"
        default:
            if byte >= 0x80 { return "non-ASCII text" }
            return "control character \(JSONReader.hex(byte))"
        }
    }

    static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "U+00" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 15)])
    }

    // MARK: Whitespace and structure

    /// Skips JSON whitespace (space, tab, CR, LF), counting lines.
    @inline(__always)
    mutating func skipWhitespace() {
        while offset < count {
            let byte = base[offset]
            if byte == 0x20 || byte == 0x09 || byte == 0x0D {
                offset &+= 1
            } else if byte == 0x0A {
                offset &+= 1
                line &+= 1
                lineStart = offset
            } else {
                return
            }
        }
    }

    /// Checks the document is not empty and skips leading whitespace.
    public mutating func expectDocumentStart() throws(CatalogError) {
        skipWhitespace()
        if offset >= count {
            throw error(count == 0 || (count == 3 && lineStart == 3) ? "file is empty" : "file contains only whitespace")
        }
    }

    /// Checks nothing but whitespace follows the top-level value.
    public mutating func expectEnd() throws(CatalogError) {
        skipWhitespace()
        if offset < count {
            throw error("unexpected \(describeByte(at: offset)) after the top-level value")
        }
    }

    /// The kind of the next value, judging by its first byte (after whitespace).
    public mutating func peekKind() throws(CatalogError) -> Kind {
        skipWhitespace()
        guard offset < count else { throw error("unexpected end of file; expected a value") }
        switch base[offset] {
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
        case UInt8(ascii: "n"): return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        case UInt8(ascii: "'"): throw error("strings must be in double quotes, not single quotes")
        default: throw error("expected a value, found \(describeByte(at: offset))")
        }
    }

    /// Throws the error for a value of the wrong kind: `expected a string for 'state', found a number`.
    mutating func wrongKind(expected: Kind, field: String) throws(CatalogError) -> Never {
        let found = try peekKind()
        if found == expected {
            throw error(expected == .number ? "invalid number" : "invalid literal; expected 'true', 'false' or 'null'")
        }
        throw error("expected \(expected.description) for '\(field)', found \(found.description)")
    }

    mutating func enter(_ open: Int) throws(CatalogError) {
        depth &+= 1
        if depth > JSONReader.maximumDepth {
            throw error("nesting is deeper than \(JSONReader.maximumDepth) levels", at: open)
        }
    }

    /// Reads `{` and returns a cursor for ``nextMember(_:)``; `field` names the value in the error when it is not
    /// an object.
    public mutating func beginObject(field: String) throws(CatalogError) -> ObjectCursor {
        skipWhitespace()
        guard offset < count, base[offset] == UInt8(ascii: "{") else {
            try wrongKind(expected: .object, field: field)
        }
        let open = offset
        try enter(open)
        offset &+= 1
        return ObjectCursor(position: position(at: open))
    }

    /// Moves to the next member of the object: returns its key and the key's position, leaving the reader at the
    /// value, or nil after the closing `}`.
    public mutating func nextMember(_ cursor: inout ObjectCursor) throws(CatalogError) -> (key: String, position: SourcePosition)? {
        skipWhitespace()
        guard offset < count else { throw error("unexpected end of file; expected '}' to close the object opened at \(cursor.position)") }
        var byte = base[offset]
        if cursor.isFirst {
            cursor.isFirst = false
            if byte == UInt8(ascii: "}") {
                offset &+= 1
                depth &-= 1
                return nil
            }
        } else {
            if byte == UInt8(ascii: "}") {
                offset &+= 1
                depth &-= 1
                return nil
            }
            guard byte == UInt8(ascii: ",") else {
                throw error("expected ',' or '}' after object member, found \(describeByte(at: offset))")
            }
            let comma = position
            offset &+= 1
            skipWhitespace()
            guard offset < count else { throw error("unexpected end of file; expected a key after ','") }
            byte = base[offset]
            if byte == UInt8(ascii: "}") {
                throw error("trailing comma before '}'", at: comma)
            }
        }
        guard byte == UInt8(ascii: "\"") else {
            if byte == UInt8(ascii: "'") { throw error("keys must be in double quotes, not single quotes") }
            throw error("expected a key in double quotes, found \(describeByte(at: offset))")
        }
        let keyPosition = position
        let key = try readStringLiteral()
        skipWhitespace()
        guard offset < count, base[offset] == UInt8(ascii: ":") else {
            if offset >= count { throw error("unexpected end of file; expected ':' after key '\(key)'") }
            throw error("expected ':' after key '\(key)', found \(describeByte(at: offset))")
        }
        offset &+= 1
        skipWhitespace()
        return (key, keyPosition)
    }

    /// Reads `[` and returns a cursor for ``nextElement(_:)``.
    public mutating func beginArray(field: String) throws(CatalogError) -> ArrayCursor {
        skipWhitespace()
        guard offset < count, base[offset] == UInt8(ascii: "[") else {
            try wrongKind(expected: .array, field: field)
        }
        let open = offset
        try enter(open)
        offset &+= 1
        return ArrayCursor(position: position(at: open))
    }

    /// Moves to the next element of the array, returning false after the closing `]`.
    public mutating func nextElement(_ cursor: inout ArrayCursor) throws(CatalogError) -> Bool {
        skipWhitespace()
        guard offset < count else { throw error("unexpected end of file; expected ']' to close the array opened at \(cursor.position)") }
        let byte = base[offset]
        if byte == UInt8(ascii: "]") {
            offset &+= 1
            depth &-= 1
            return false
        }
        if cursor.isFirst {
            cursor.isFirst = false
            return true
        }
        guard byte == UInt8(ascii: ",") else {
            throw error("expected ',' or ']' after array element, found \(describeByte(at: offset))")
        }
        let comma = position
        offset &+= 1
        skipWhitespace()
        if offset < count && base[offset] == UInt8(ascii: "]") {
            throw error("trailing comma before ']'", at: comma)
        }
        return true
    }

    // MARK: Any value

    /// Reads any value into a ``JSONValue`` (used for fields the catalog model does not know).
    public mutating func readValue() throws(CatalogError) -> JSONValue {
        switch try peekKind() {
        case .string:
            return .string(try readStringLiteral())
        case .number:
            return .number(try readNumberText())
        case .bool:
            if matchLiteral("true") { return .bool(true) }
            if matchLiteral("false") { return .bool(false) }
            throw error("invalid literal; expected 'true', 'false' or 'null'")
        case .null:
            if matchLiteral("null") { return .null }
            throw error("invalid literal; expected 'true', 'false' or 'null'")
        case .array:
            var cursor = try beginArray(field: "")
            var elements: [JSONValue] = []
            while try nextElement(&cursor) {
                elements.append(try readValue())
            }
            return .array(elements)
        case .object:
            var cursor = try beginObject(field: "")
            var members: [JSONMember] = []
            while let (key, position) = try nextMember(&cursor) {
                if let first = members.first(where: { $0.key.hasSameScalars(as: key) }) {
                    throw duplicateKey(key, at: position, first: first.position)
                }
                members.append(JSONMember(key: key, value: try readValue(), position: position))
            }
            return .object(members)
        }
    }

    /// The error for a key met twice in one object.
    public func duplicateKey(_ key: String, at position: SourcePosition, first: SourcePosition) -> CatalogError {
        error("duplicate key '\(key)' (first at \(first)); Xcode would silently keep only one", at: position)
    }
}
