import XCStrings

/// Writes values into a `.strings` file and keeps every other byte: a key the file has gets its new value in place
/// (the last definition, the one the runtime reads), a key it lacks is added at the end as ibtool writes an entry
/// (a blank line, the comment, `"key" = "value";`). The file keeps its encoding (UTF-8 or UTF-16, in its byte
/// order) and its byte order mark.
///
///     var editor = try StringsTableEditor(bytes: original, path: "de.lproj/Main.strings")
///     editor.set("00n-xr-jcQ.title", to: "Aktualisieren", comment: #"Class = "NSMenuItem"; title = "Update"; ObjectID = "00n-xr-jcQ";"#)
///     try AtomicFile.write(editor.bytes, to: "de.lproj/Main.strings")
///
/// Only old-style text files are written: an XML or binary property list is refused (``init(bytes:path:)``
/// throws), as is a file that cannot be read.
public struct StringsTableEditor: Sendable {
    public let path: String
    /// The decoded text (UTF-8), edited.
    private var text: [UInt8]
    private let encoding: LegacyText.Encoding
    private let byteOrderMark: [UInt8]
    /// The file's keys, each with the byte range of its (last) value literal in ``text``.
    private var values: [String: Range<Int>] = [:]
    private var keyOnly: Set<String> = []
    public private(set) var changed = false

    /// A new, empty table at `path` (written in UTF-8 without a byte order mark, as ibtool writes).
    public init(newFileAt path: String) {
        self.path = path
        text = []
        encoding = .utf8
        byteOrderMark = []
    }

    /// - Throws: ``CatalogError`` when the file is not a readable old-style `.strings` file.
    public init(bytes: [UInt8], path: String) throws(CatalogError) {
        self.path = path
        let file = try StringsFile(bytes: bytes, path: path)
        guard file.form == .oldStyle, let encoding = file.encoding else {
            throw CatalogError(
                file: path, line: 1, column: 1,
                message: "l10n writes old-style .strings text only; this file is a \(file.form.rawValue) property list")
        }
        let decoded = try LegacyText(bytes: bytes, path: path)
        self.encoding = encoding
        text = decoded.bytes
        switch encoding {
        case .utf8: byteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? [0xEF, 0xBB, 0xBF] : []
        case .utf16LittleEndian: byteOrderMark = bytes.starts(with: [0xFF, 0xFE]) ? [0xFF, 0xFE] : []
        case .utf16BigEndian: byteOrderMark = bytes.starts(with: [0xFE, 0xFF]) ? [0xFE, 0xFF] : []
        }
        let starts = LegacyText.lineStarts(text)
        for entry in file.entries {
            let offset = starts[entry.valuePosition.line - 1] + entry.valuePosition.column - 1
            guard let end = Self.endOfLiteral(in: text, at: offset) else { continue }
            values[entry.key] = offset..<end
            // `"key";` alone: the literal found is the key; a value goes after it.
            if entry.valuePosition == entry.position { keyOnly.insert(entry.key) }
        }
    }

    /// Whether the file defines `key`.
    public func contains(_ key: String) -> Bool { values[key] != nil }

    /// Sets `key`'s value: in place when the file has the key, else as a new entry at the end with `comment`.
    public mutating func set(_ key: String, to value: String, comment: String?) {
        let literal = Array(Self.quoted(value).utf8)
        if var range = values[key] {
            if keyOnly.contains(key) {
                keyOnly.remove(key)
                let separator = Array(" = ".utf8)
                text.insert(contentsOf: separator, at: range.upperBound)
                shift(after: range.lowerBound, by: separator.count)
                range = (range.upperBound + separator.count)..<(range.upperBound + separator.count)
            } else if Array(text[range]) == literal {
                return
            }
            text.replaceSubrange(range, with: literal)
            shift(after: range.lowerBound, by: literal.count - range.count)
            values[key] = range.lowerBound..<(range.lowerBound + literal.count)
        } else {
            if let last = text.last, last != 0x0A { text.append(0x0A) }
            text.append(0x0A)
            if let comment { text += Array("/* \(comment) */\n".utf8) }
            let line = Array("\(Self.quoted(key)) = ".utf8)
            text += line
            values[key] = text.count..<(text.count + literal.count)
            text += literal + Array(";\n".utf8)
        }
        changed = true
    }

    /// Moves the ranges of the values after `offset` by `count` bytes.
    private mutating func shift(after offset: Int, by count: Int) {
        guard count != 0 else { return }
        for (other, range) in values where range.lowerBound > offset {
            values[other] = (range.lowerBound + count)..<(range.upperBound + count)
        }
    }

    /// The file's bytes, in its encoding.
    public var bytes: [UInt8] {
        switch encoding {
        case .utf8:
            return byteOrderMark + text
        case .utf16LittleEndian, .utf16BigEndian:
            var out = byteOrderMark
            for unit in String(decoding: text, as: UTF8.self).utf16 {
                let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
                out += encoding == .utf16BigEndian ? [high, low] : [low, high]
            }
            return out
        }
    }

    /// `"text"` with `"`, `\`, line breaks and tabs escaped as `.strings` files escape them.
    static func quoted(_ text: String) -> String {
        "\"" + InterfaceBuilderString.escaped(text) + "\""
    }

    /// The end of the quoted or unquoted literal starting at `offset`.
    static func endOfLiteral(in text: [UInt8], at offset: Int) -> Int? {
        guard offset < text.count else { return nil }
        if text[offset] != UInt8(ascii: "\"") {
            var end = offset
            while end < text.count, OldStylePlistParser.isUnquoted(text[end]) { end += 1 }
            return end > offset ? end : nil
        }
        var index = offset + 1
        while index < text.count {
            switch text[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            default: index += 1
            }
        }
        return nil
    }
}
