import XCStrings

/// A property list value read from a legacy table file, with where it stands (``SourcePosition/unknown`` in a
/// binary plist, which has no lines) and, in an old-style `.strings` file, the comment written before it.
///
///     let root = try PlistParser.parse(bytes, path: "en.lproj/Localizable.stringsdict").root
///     root.dictionary?.first?.key   // "%d items"
public struct PlistNode: Sendable {
    public indirect enum Value: Sendable {
        case string(String)
        case integer(Int)
        case real(Double)
        case boolean(Bool)
        /// Dates and data kept as written (base64 for XML data, hex for old-style data).
        case other(String)
        case array([PlistNode])
        case dictionary([PlistMember])
    }

    public var value: Value
    public var position: SourcePosition

    public init(_ value: Value, at position: SourcePosition) {
        self.value = value
        self.position = position
    }

    public var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    public var dictionary: [PlistMember]? {
        if case .dictionary(let members) = value { return members }
        return nil
    }

    /// The last member named `key` (a plist's last definition wins, as Foundation reads it).
    public subscript(key: String) -> PlistNode? {
        dictionary?.last { $0.key == key }?.value
    }
}

/// A key and its value in a plist dictionary (or a `.strings` file's `"key" = "value";`).
public struct PlistMember: Sendable {
    public var key: String
    public var keyPosition: SourcePosition
    public var value: PlistNode
    /// The `/* … */` or `//` comment written just before the key (old-style files only), without its markers.
    public var comment: String?
}

/// Reads the three plist forms a `.strings` or `.stringsdict` file may take: old-style text (`"k" = "v";`),
/// XML, and binary (`bplist00`), after decoding the text (see ``LegacyText``).
public enum PlistParser {
    public enum Form: String, Sendable { case oldStyle = "old-style", xml, binary }

    /// The form of the file's bytes.
    public static func form(of bytes: [UInt8], text: LegacyText?) -> Form {
        if bytes.starts(with: Array("bplist".utf8)) { return .binary }
        guard let text else { return .oldStyle }
        var index = 0
        while index < text.bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(text.bytes[index]) { index += 1 }
        return text.bytes[index...].starts(with: Array("<?xml".utf8)) || text.bytes[index...].starts(with: Array("<plist".utf8))
            || text.bytes[index...].starts(with: Array("<!DOCTYPE".utf8)) ? .xml : .oldStyle
    }

    /// A file read: its root and where Foundation would stop reading it.
    public struct Parsed: Sendable {
        /// For an old-style `.strings` file, a dictionary of its entries in file order.
        public var root: PlistNode
        public var form: Form
        /// The text encoding (nil for a binary plist).
        public var encoding: LegacyText.Encoding?
        /// Stray characters between the entries of an old-style file, where Foundation stops reading (see
        /// ``Stop``); the entries after each are read all the same.
        public var stops: [Stop] = []
    }

    /// A character between two entries of an old-style `.strings` file that starts no key (`"a" = "b";=`).
    /// Foundation's parser (CFPropertyList, which `Bundle` reads tables with) ends the file there without an
    /// error and keeps the entries before it: the ones after it are never loaded.
    public struct Stop: Sendable, Hashable {
        public var position: SourcePosition
        /// The character, as a message shows it (`=`, `}`).
        public var character: String
    }

    /// The root of the file: for an old-style `.strings` file, a dictionary of its entries in file order.
    public static func parse(_ bytes: [UInt8], path: String) throws(CatalogError) -> Parsed {
        if form(of: bytes, text: nil) == .binary {
            return Parsed(root: try BinaryPlistReader.read(bytes, path: path), form: .binary, encoding: nil)
        }
        let text = try LegacyText(bytes: bytes, path: path)
        switch form(of: bytes, text: text) {
        case .xml:
            var parser = XMLPlistParser(text: text, path: path)
            return Parsed(root: try parser.parse(), form: .xml, encoding: text.encoding)
        default:
            var parser = OldStylePlistParser(text: text, path: path)
            let root = try parser.parseStringsFile()
            return Parsed(root: root, form: .oldStyle, encoding: text.encoding, stops: parser.stops)
        }
    }
}
