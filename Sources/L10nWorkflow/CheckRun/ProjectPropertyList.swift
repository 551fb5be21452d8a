import Foundation

/// The property list of an Xcode project's `project.pbxproj`: the old-style (OpenStep) text Xcode writes, or the XML
/// form some tools convert it to (facesofnaija's). Strings, arrays and dictionaries; nil when the text is neither
/// (a JSON project, a cut-off file).
///
///     ProjectPropertyList.parse(Array(#"{ a = ( "b c", d ); /* note */ e = { f = g; }; }"#.utf8))
///     // .dictionary(["a": .array([.string("b c"), .string("d")]), "e": .dictionary(["f": .string("g")])])
indirect enum ProjectPropertyList: Equatable {
    case string(String)
    case array([ProjectPropertyList])
    case dictionary([String: ProjectPropertyList])

    var string: String? { if case .string(let value) = self { value } else { nil } }
    var array: [ProjectPropertyList]? { if case .array(let value) = self { value } else { nil } }
    var dictionary: [String: ProjectPropertyList]? { if case .dictionary(let value) = self { value } else { nil } }

    subscript(key: String) -> ProjectPropertyList? { dictionary?[key] }

    /// The property list in `bytes`: old-style text read here (a byte scan: a 3.7 MB project reads in a fraction of
    /// a second), XML through Foundation.
    static func parse(_ bytes: [UInt8]) -> ProjectPropertyList? {
        let start = bytes.firstIndex { !Self.isSpace($0) } ?? bytes.count
        if bytes[start...].starts(with: Array("<?xml".utf8)) || bytes[start...].starts(with: Array("<plist".utf8)) {
            return xml(bytes)
        }
        var parser = OldStyleParser(bytes: bytes)
        guard let value = parser.value(depth: 0) else { return nil }
        parser.skipSpace()
        // Anything after the top value (a second object, a JSON tail) is no project Xcode wrote.
        return parser.index == bytes.count ? value : nil
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    private static func xml(_ bytes: [UInt8]) -> ProjectPropertyList? {
        guard let object = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) else { return nil }
        return converted(object, depth: 0)
    }

    private static func converted(_ object: Any, depth: Int) -> ProjectPropertyList? {
        guard depth < OldStyleParser.deepest else { return nil }
        if let string = object as? String { return .string(string) }
        if let array = object as? [Any] {
            var values: [ProjectPropertyList] = []
            for element in array {
                guard let value = converted(element, depth: depth + 1) else { return nil }
                values.append(value)
            }
            return .array(values)
        }
        if let dictionary = object as? [String: Any] {
            var values: [String: ProjectPropertyList] = [:]
            for (key, element) in dictionary {
                guard let value = converted(element, depth: depth + 1) else { return nil }
                values[key] = value
            }
            return .dictionary(values)
        }
        // A number, date or data: no project keeps one where a path is read, but the value stands for itself.
        return .string("\(object)")
    }
}

/// Reads old-style property list text: `{ key = value; }`, `( value, value, )`, `"quoted \"text\""`, unquoted
/// words (`PBXGroup`, `Base.lproj/Main.storyboard`), `<0fbd>` data, and `/* */` and `//` comments.
private struct OldStyleParser {
    /// Nesting deeper than this is no project (and would exhaust the stack).
    static let deepest = 64

    let bytes: [UInt8]
    var index = 0

    mutating func skipSpace() {
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if ProjectPropertyList.isSpace(byte) {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index = min(index + 2, count)
            } else if byte == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else {
                return
            }
        }
    }

    mutating func value(depth: Int) -> ProjectPropertyList? {
        guard depth < Self.deepest else { return nil }
        skipSpace()
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var values: [String: ProjectPropertyList] = [:]
            while true {
                skipSpace()
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return .dictionary(values)
                }
                guard let key = word() else { return nil }
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return nil }
                index += 1
                guard let element = value(depth: depth + 1) else { return nil }
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else { return nil }
                index += 1
                values[key] = element
            }
        case UInt8(ascii: "("):
            index += 1
            var values: [ProjectPropertyList] = []
            while true {
                skipSpace()
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: ")") {
                    index += 1
                    return .array(values)
                }
                guard let element = value(depth: depth + 1) else { return nil }
                values.append(element)
                skipSpace()
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if bytes[index] != UInt8(ascii: ")") {
                    return nil
                }
            }
        default:
            return word().map(ProjectPropertyList.string)
        }
    }

    /// A quoted or unquoted string, or `<data>` as its text.
    private mutating func word() -> String? {
        let count = bytes.count
        guard index < count else { return nil }
        let first = bytes[index]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            return quoted(first)
        }
        if first == UInt8(ascii: "<") {
            let start = index
            while index < count, bytes[index] != UInt8(ascii: ">") { index += 1 }
            guard index < count else { return nil }
            index += 1
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
        let start = index
        while index < count, Self.isWordByte(bytes[index]) { index += 1 }
        guard index > start else { return nil }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Letters, digits, `_$+/:.-` and any byte of a multi-byte character.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte >= 0x80
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "/")
            || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
    }

    /// A quoted string, its escapes read: `\"`, `\\`, `\n`, `\t`, `\r`, `\U00e9`, octal `\303`.
    private mutating func quoted(_ quote: UInt8) -> String? {
        let count = bytes.count
        index += 1
        let start = index
        var escaped = false
        while index < count, bytes[index] != quote {
            if bytes[index] == UInt8(ascii: "\\") {
                escaped = true
                index += 1
            }
            index += 1
        }
        guard index < count else { return nil }
        let end = index
        index += 1
        guard escaped else { return String(decoding: bytes[start..<end], as: UTF8.self) }
        var text: [UInt8] = []
        var scalars = String.UnicodeScalarView()
        func flush() {
            scalars.append(contentsOf: String(decoding: text, as: UTF8.self).unicodeScalars)
            text.removeAll(keepingCapacity: true)
        }
        var position = start
        while position < end {
            let byte = bytes[position]
            guard byte == UInt8(ascii: "\\"), position + 1 < end else {
                text.append(byte)
                position += 1
                continue
            }
            let next = bytes[position + 1]
            position += 2
            switch next {
            case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "r"): text.append(UInt8(ascii: "\r"))
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                var code: UInt32 = 0
                var digits = 0
                while digits < 4, position < end, let digit = Self.hexValue(bytes[position]) {
                    code = code * 16 + digit
                    position += 1
                    digits += 1
                }
                flush()
                if let scalar = Unicode.Scalar(code) { scalars.append(scalar) }
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var code = UInt32(next - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, position < end, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "7") {
                    code = code * 8 + UInt32(bytes[position] - UInt8(ascii: "0"))
                    position += 1
                    digits += 1
                }
                text.append(UInt8(truncatingIfNeeded: code))
            default: text.append(next)
            }
        }
        flush()
        return String(scalars)
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
