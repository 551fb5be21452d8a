import Foundation
import XCStrings

/// Reads old-style (OpenStep) property list text as `.strings` files use it: `"key" = "value";` pairs at the
/// top level (or inside one `{ … }`), `/* */` and `//` comments (the one just before an entry is its comment),
/// quoted and unquoted strings, and the escapes Foundation knows (`\n`, `\t`, `\"`, `\\`, `\U00E9`, octal `\101`).
/// `"key";` alone means the value is the key.
///
///     var parser = OldStylePlistParser(text: try LegacyText(bytes: Array(#"/* Title */ "a" = "b";"#.utf8), path: "x"), path: "x")
///     try parser.parseStringsFile().dictionary?.first?.comment   // "Title"
struct OldStylePlistParser {
    let text: LegacyText
    let bytes: [UInt8]
    let path: String
    var index = 0
    var comment: String?
    /// Nesting left before a value is refused (untrusted input must not exhaust the stack).
    var depth = 0
    /// Stray characters where a key should start, after an entry of the file's top level (`"a" = "b";=`).
    /// Foundation's parser ends the file there, silently, keeping the entries before it (CFOldStylePList.c:
    /// `parsePlistDictContent` reads a key with `requireObject` false and stops at the first character that starts
    /// none; swift-foundation makes it an error since its PR 2222). Each is recorded and the parse goes on at the
    /// next line, so the entries a translator wrote after it are still read.
    var stops: [PlistParser.Stop] = []

    init(text: LegacyText, path: String) {
        self.text = text
        self.bytes = text.bytes
        self.path = path
    }

    func error(_ message: String, at offset: Int) -> CatalogError {
        CatalogError(file: path, position: text.position(of: offset), message: message)
    }

    mutating func parseStringsFile() throws(CatalogError) -> PlistNode {
        skipTrivia()
        if index < bytes.count, bytes[index] == UInt8(ascii: "{") {
            let value = try parseValue()
            skipTrivia()
            guard index >= bytes.count else { throw error("unexpected text after the closing '}'", at: index) }
            return value
        }
        let members = try parseMembers(until: nil)
        return PlistNode(.dictionary(members), at: SourcePosition(line: 1, column: 1))
    }

    /// `key = value;` pairs until `terminator` (or the end of the text when nil).
    mutating func parseMembers(until terminator: UInt8?) throws(CatalogError) -> [PlistMember] {
        var members: [PlistMember] = []
        while true {
            skipTrivia()
            guard index < bytes.count else {
                if terminator != nil { throw error("expected '}' before the end of the file", at: index) }
                return members
            }
            if let terminator, bytes[index] == terminator { index += 1; return members }
            let keyOffset = index
            let entryComment = comment
            guard let key = try parseString() else {
                // At the top level after an entry, Foundation stops here without an error; anywhere else (the first
                // entry, inside braces) it refuses the file.
                if terminator == nil, !members.isEmpty {
                    stops.append(PlistParser.Stop(position: text.position(of: index), character: Self.describe(bytes[index])))
                    while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
                    comment = nil
                    continue
                }
                throw error("expected a quoted key, found '\(Self.describe(bytes[index]))'", at: index)
            }
            skipTrivia()
            guard index < bytes.count else { throw error("expected '=' or ';' after the key", at: index) }
            var value = PlistNode(.string(key), at: text.position(of: keyOffset))
            var afterValue = index
            if bytes[index] == UInt8(ascii: "=") {
                index += 1
                skipTrivia()
                value = try parseValue()
                afterValue = index
                skipTrivia()
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
                // Where the ';' is missing: right after the value, not at whatever the next line starts with.
                throw error("expected ';' after the value of '\(key)'", at: afterValue)
            }
            index += 1
            members.append(PlistMember(key: key, keyPosition: text.position(of: keyOffset), value: value, comment: entryComment))
            comment = nil
        }
    }

    mutating func parseValue() throws(CatalogError) -> PlistNode {
        guard index < bytes.count else { throw error("expected a value before the end of the file", at: index) }
        let start = index
        let position = text.position(of: start)
        switch bytes[index] {
        case UInt8(ascii: "{"), UInt8(ascii: "("):
            guard depth < 256 else { throw error("values nested more than 256 deep", at: index) }
            depth += 1
            defer { depth -= 1 }
            let open = bytes[index]
            index += 1
            if open == UInt8(ascii: "{") {
                return PlistNode(.dictionary(try parseMembers(until: UInt8(ascii: "}"))), at: position)
            }
            var items: [PlistNode] = []
            while true {
                skipTrivia()
                guard index < bytes.count else { throw error("expected ')' before the end of the file", at: index) }
                if bytes[index] == UInt8(ascii: ")") { index += 1; break }
                items.append(try parseValue())
                skipTrivia()
                if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
            }
            return PlistNode(.array(items), at: position)
        case UInt8(ascii: "<"):
            guard let end = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else {
                throw error("expected '>' to end the data", at: index)
            }
            index = end + 1
            return PlistNode(.other(String(decoding: bytes[(start + 1)..<end], as: UTF8.self)), at: position)
        default:
            guard let string = try parseString() else {
                throw error("expected a value, found '\(Self.describe(bytes[index]))'", at: index)
            }
            return PlistNode(.string(string), at: position)
        }
    }

    static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"),
            UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    static func describe(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "\\u{\(String(byte, radix: 16))}"
    }

    /// A quoted or unquoted string, or nil when none starts here.
    mutating func parseString() throws(CatalogError) -> String? {
        guard index < bytes.count else { return nil }
        let quote = bytes[index]
        if quote != UInt8(ascii: "\""), quote != UInt8(ascii: "'") {
            let start = index
            while index < bytes.count, Self.isUnquoted(bytes[index]) { index += 1 }
            return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
        }
        let open = index
        index += 1
        var output: [UInt8] = []
        var runStart = index
        while true {
            guard index < bytes.count else { throw error("unterminated string", at: open) }
            let byte = bytes[index]
            if byte == quote {
                output += bytes[runStart..<index]
                index += 1
                return String(decoding: output, as: UTF8.self)
            }
            guard byte == UInt8(ascii: "\\") else { index += 1; continue }
            output += bytes[runStart..<index]
            let escape = index
            index += 1
            guard index < bytes.count else { throw error("unterminated string", at: open) }
            let next = bytes[index]
            index += 1
            switch next {
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "a"): output.append(0x07)
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "v"): output.append(0x0B)
            case UInt8(ascii: "U"):
                // Only a capital 'U' starts a hexadecimal escape: CFOldStylePList's getSlashedChar gives any other
                // character, a small 'u' too, as itself (AuroraEditor's "\u{26A0}" reads "u{26A0}", the table loads).
                var scalar = try hex4(escape)
                if scalar >= 0xD800, scalar < 0xDC00, index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                    bytes[index + 1] == UInt8(ascii: "U")
                {
                    let save = index
                    index += 2
                    let low = try hex4(save)
                    if low >= 0xDC00, low < 0xE000 {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        index = save
                    }
                }
                // A lone surrogate cannot be text: Foundation gives U+FFFD.
                output += Array(String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(next - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "7") {
                    value = value * 8 + UInt32(bytes[index] - UInt8(ascii: "0"))
                    index += 1
                    digits += 1
                }
                output += Array(String(Character(Unicode.Scalar(value) ?? "\u{FFFD}")).utf8)
            default:
                // `\"`, `\\`, `\'` and any other character stand for themselves.
                output.append(next)
            }
            runStart = index
        }
    }

    mutating func hex4(_ escape: Int) throws(CatalogError) -> UInt32 {
        var value: UInt32 = 0
        var digits = 0
        while digits < 4, index < bytes.count, let digit = Self.hexValue(bytes[index]) {
            value = value * 16 + digit
            index += 1
            digits += 1
        }
        guard digits > 0 else { throw error("expected hexadecimal digits after '\\U'", at: escape) }
        return value
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// Skips white space and comments; the last comment read is kept in `comment`.
    /// A comment separated from what follows by a blank line is not that entry's comment: a file's header
    /// (`/* Localizable.strings … Created by … */`) or a section's title, which Xcode's migration leaves out (Bark's
    /// migration, e5752f3).
    mutating func skipTrivia() {
        var lineBreaks = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C {
                if byte == 0x0A { lineBreaks += 1 }
                if lineBreaks >= 2 { comment = nil }
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let start = index + 2
                var end = start
                while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) { end += 1 }
                let close = min(end, bytes.count)
                comment = Self.trimmed(bytes[start..<max(start, close)])
                lineBreaks = 0
                index = min(end + 2, bytes.count)
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                let start = index + 2
                var end = start
                while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
                comment = Self.trimmed(bytes[start..<end])
                lineBreaks = 0
                index = end
            } else {
                return
            }
        }
    }

    static func trimmed(_ slice: ArraySlice<UInt8>) -> String {
        String(decoding: slice, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
