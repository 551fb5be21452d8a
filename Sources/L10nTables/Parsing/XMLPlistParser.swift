import XCStrings

/// Reads an XML property list (`.stringsdict`, XML `.strings`) with the position of every key and value, as
/// leniently as Apple's runtime reads one: a control character inside a string is kept as written (translation
/// tools leave them; Foundation reads them), comments, processing instructions and the `DOCTYPE` are skipped.
/// No entity other than the five predefined ones and character references is expanded.
///
///     var parser = XMLPlistParser(text: text, path: "en.lproj/Localizable.stringsdict")
///     let root = try parser.parse()
///     root["%d items"]?["NSStringLocalizedFormatKey"]?.string   // "%#@items@"
struct XMLPlistParser {
    let text: LegacyText
    let bytes: [UInt8]
    let path: String
    var index = 0
    var depth = 0

    init(text: LegacyText, path: String) {
        self.text = text
        self.bytes = text.bytes
        self.path = path
    }

    func error(_ message: String, at offset: Int) -> CatalogError {
        CatalogError(file: path, position: text.position(of: offset), message: message)
    }

    struct Tag {
        var name: String
        var offset: Int
        var isEmpty: Bool
        var isClosing: Bool
    }

    mutating func parse() throws(CatalogError) -> PlistNode {
        guard let tag = try nextTag() else { throw error("expected a '<plist>' element", at: index) }
        var root: PlistNode
        if tag.name == "plist", !tag.isClosing {
            if tag.isEmpty { return PlistNode(.dictionary([]), at: text.position(of: tag.offset)) }
            guard let first = try nextTag() else { throw error("expected a value inside '<plist>'", at: index) }
            if first.isClosing, first.name == "plist" { return PlistNode(.dictionary([]), at: text.position(of: tag.offset)) }
            root = try value(first)
            guard let close = try nextTag(), close.isClosing, close.name == "plist" else {
                throw error("expected '</plist>' after the root value", at: index)
            }
        } else {
            root = try value(tag)
        }
        return root
    }

    /// The value whose start tag was just read.
    mutating func value(_ tag: Tag) throws(CatalogError) -> PlistNode {
        let position = text.position(of: tag.offset)
        guard !tag.isClosing else { throw error("unexpected '</\(tag.name)>'", at: tag.offset) }
        switch tag.name {
        case "string", "key":
            return PlistNode(.string(tag.isEmpty ? "" : try content(of: tag)), at: position)
        case "integer":
            let written = tag.isEmpty ? "" : try content(of: tag)
            guard let number = Int(written.trimmingCharactersInWhitespace()) else {
                throw error("'\(written)' is not an integer", at: tag.offset)
            }
            return PlistNode(.integer(number), at: position)
        case "real":
            let written = tag.isEmpty ? "" : try content(of: tag)
            return PlistNode(.real(Double(written.trimmingCharactersInWhitespace()) ?? 0), at: position)
        case "true", "false":
            if !tag.isEmpty { _ = try content(of: tag) }
            return PlistNode(.boolean(tag.name == "true"), at: position)
        case "date", "data":
            return PlistNode(.other(tag.isEmpty ? "" : try content(of: tag)), at: position)
        case "array", "dict":
            guard depth < 256 else { throw error("values nested more than 256 deep", at: tag.offset) }
            if tag.isEmpty { return PlistNode(tag.name == "dict" ? .dictionary([]) : .array([]), at: position) }
            depth += 1
            defer { depth -= 1 }
            var items: [PlistNode] = []
            var members: [PlistMember] = []
            while true {
                guard let next = try nextTag() else { throw error("'<\(tag.name)>' is not closed", at: tag.offset) }
                if next.isClosing {
                    guard next.name == tag.name else {
                        throw error("expected '</\(tag.name)>', found '</\(next.name)>'", at: next.offset)
                    }
                    break
                }
                if tag.name == "array" {
                    items.append(try value(next))
                    continue
                }
                guard next.name == "key" else { throw error("expected '<key>' in '<dict>', found '<\(next.name)>'", at: next.offset) }
                let key = next.isEmpty ? "" : try content(of: next)
                guard let valueTag = try nextTag(), !valueTag.isClosing else {
                    throw error("expected a value after '<key>\(key)</key>'", at: index)
                }
                members.append(PlistMember(key: key, keyPosition: text.position(of: next.offset), value: try value(valueTag)))
            }
            return PlistNode(tag.name == "dict" ? .dictionary(members) : .array(items), at: position)
        default:
            throw error("unknown plist element '<\(tag.name)>'", at: tag.offset)
        }
    }

    /// The text up to the closing tag of `tag`, entities and CDATA resolved, control characters kept.
    mutating func content(of tag: Tag) throws(CatalogError) -> String {
        var output: [UInt8] = []
        while true {
            guard index < bytes.count else { throw error("'<\(tag.name)>' is not closed", at: tag.offset) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") {
                if bytes[index...].starts(with: Array("<![CDATA[".utf8)) {
                    let start = index + 9
                    guard let end = find("]]>", from: start) else { throw error("unterminated CDATA section", at: index) }
                    output += bytes[start..<end]
                    index = end + 3
                    continue
                }
                if bytes[index...].starts(with: Array("<!--".utf8)) {
                    guard let end = find("-->", from: index + 4) else { throw error("unterminated comment", at: index) }
                    index = end + 3
                    continue
                }
                let closeOffset = index
                guard let close = try nextTag(), close.isClosing, close.name == tag.name else {
                    throw error("expected '</\(tag.name)>'", at: closeOffset)
                }
                return String(decoding: output, as: UTF8.self)
            }
            if byte == UInt8(ascii: "&") {
                try readReference(into: &output)
                continue
            }
            if byte == 0x0D {
                // XML line ends: CR LF and CR read as LF.
                output.append(0x0A)
                index += 1
                if index < bytes.count, bytes[index] == 0x0A { index += 1 }
                continue
            }
            output.append(byte)
            index += 1
        }
    }

    mutating func readReference(into output: inout [UInt8]) throws(CatalogError) {
        let start = index
        guard let end = bytes[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
            throw error("'&' must start an entity such as '&amp;'", at: start)
        }
        let name = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
        index = end + 1
        let named: [String: String] = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'"]
        if let replacement = named[name] {
            output += Array(replacement.utf8)
        } else if name.hasPrefix("#x") || name.hasPrefix("#X"), let value = UInt32(name.dropFirst(2), radix: 16),
            let scalar = Unicode.Scalar(value)
        {
            output += Array(String(Character(scalar)).utf8)
        } else if name.hasPrefix("#"), let value = UInt32(name.dropFirst(), radix: 10), let scalar = Unicode.Scalar(value) {
            output += Array(String(Character(scalar)).utf8)
        } else {
            throw error("unknown entity '&\(name);'", at: start)
        }
    }

    func find(_ literal: String, from start: Int) -> Int? {
        let needle = Array(literal.utf8)
        var at = start
        while at + needle.count <= bytes.count {
            if bytes[at] == needle[0], bytes[at..<(at + needle.count)].elementsEqual(needle) { return at }
            at += 1
        }
        return nil
    }

    /// The next element tag, skipping text between tags (white space), the XML declaration, comments and the
    /// DOCTYPE; nil at the end of the text.
    mutating func nextTag() throws(CatalogError) -> Tag? {
        while index < bytes.count {
            let byte = bytes[index]
            if byte != UInt8(ascii: "<") {
                guard byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D else {
                    throw error("unexpected text '\(OldStylePlistParser.describe(byte))' between elements", at: index)
                }
                index += 1
                continue
            }
            let start = index
            if bytes[index...].starts(with: Array("<?".utf8)) {
                guard let end = find("?>", from: index + 2) else { throw error("unterminated '<?'", at: start) }
                index = end + 2
                continue
            }
            if bytes[index...].starts(with: Array("<!--".utf8)) {
                guard let end = find("-->", from: index + 4) else { throw error("unterminated comment", at: start) }
                index = end + 3
                continue
            }
            if bytes[index...].starts(with: Array("<!".utf8)) {
                guard let end = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else {
                    throw error("unterminated '<!'", at: start)
                }
                if bytes[start..<end].contains(UInt8(ascii: "[")) {
                    throw error("a DOCTYPE with declarations is not read (entities are never expanded)", at: start)
                }
                index = end + 1
                continue
            }
            guard let end = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else { throw error("unterminated tag", at: start) }
            index = end + 1
            var inner = bytes[(start + 1)..<end]
            let isClosing = inner.first == UInt8(ascii: "/")
            if isClosing { inner = inner.dropFirst() }
            let isEmpty = inner.last == UInt8(ascii: "/")
            if isEmpty { inner = inner.dropLast() }
            let nameEnd = inner.firstIndex { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D } ?? inner.endIndex
            let name = String(decoding: inner[inner.startIndex..<nameEnd], as: UTF8.self)
            guard !name.isEmpty else { throw error("expected an element name after '<'", at: start) }
            return Tag(name: name, offset: start, isEmpty: isEmpty, isClosing: isClosing)
        }
        return nil
    }
}

extension String {
    func trimmingCharactersInWhitespace() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
