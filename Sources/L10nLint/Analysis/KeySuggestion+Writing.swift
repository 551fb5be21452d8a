/// Suggested keys written straight into the storage of the `String` that shows them (a finding's message), with
/// the text's words taken from its bytes when it is ASCII.
///
///     let prefix = KeySuggestion.KeyPrefix(typeName: nameBytes)  // "MenuDetailView" → `menu.detail`
///     let text = KeySuggestion.KeyText("Add %@ to cart")
///     String(unsafeUninitializedCapacity: KeySuggestion.keyRoom(prefix: prefix, element: "button", text: text)) {
///         var writer = BufferWriter($0)
///         KeySuggestion.writeKey(prefix: prefix, element: "button", text: text, into: &writer)
///         return writer.count
///     }
///     // "menu.detail.button.add_to_cart"
extension KeySuggestion {
    /// The text a key's last segment is taken from. ASCII text is kept as it is (its format specifiers are dropped
    /// on its bytes while the key is written, and it has no accents to fold); any other text is
    /// `folded(TextClassifier.removingFormatSpecifiers(text))`, as before.
    struct KeyText {
        var text: String
        let isASCII: Bool

        init(_ text: String) {
            var bytes = text
            isASCII = bytes.withUTF8 { $0.allSatisfy { $0 < 0x80 } }
            self.text = isASCII ? text : KeySuggestion.folded(TextClassifier.removingFormatSpecifiers(text))
        }
    }

    /// Room enough for ``writeKey(prefix:element:text:into:)``: the prefix, the element (or `label`), the text's
    /// segment (never longer than the text, or `text`), a separator before each, and `app_` should a segment
    /// start with a digit.
    static func keyRoom(prefix: KeyPrefix, element: String?, text: KeyText) -> Int {
        keyRoom(prefix: prefix, element: element, textCount: text.text.utf8.count)
    }

    /// ``keyRoom(prefix:element:text:)`` for a text of `textCount` bytes.
    static func keyRoom(prefix: KeyPrefix, element: String?, textCount: Int) -> Int {
        prefix.text.utf8.count + (element?.utf8.count ?? 5) + max(textCount, 4) + 10
    }

    /// Writes the suggested key: the prefix, the element (or `label` when the prefix is one word), then the first
    /// four non-numeric words of the text joined by `_` (or `text`); a segment starting with a digit joins the one
    /// before it with `_` (or `app_` when it is the first). `writer` has ``keyRoom(prefix:element:text:)`` left.
    static func writeKey(prefix: KeyPrefix, element: String?, text: KeyText, into writer: inout BufferWriter) {
        let isASCII = text.isASCII
        var text = text.text
        text.withUTF8 { writeKey(prefix: prefix, element: element, textBytes: $0, isASCII: isASCII, into: &writer) }
    }

    /// ``writeKey(prefix:element:text:into:)`` for a ``KeyText``'s bytes: an ASCII text's format specifiers are
    /// dropped here. `writer` has ``keyRoom(prefix:element:textCount:)`` left.
    static func writeKey(
        prefix: KeyPrefix, element: String?, textBytes bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool,
        into writer: inout BufferWriter
    ) {
        var segments = prefix.segments
        writer.append(prefix.text)
        if var element {
            element.withUTF8 { writer.appendKeySegment($0, segments: &segments) }
        } else if prefix.parts < 2 {
            writer.appendKeySegment(UnsafeBufferPointer(start: ("label" as StaticString).utf8Start, count: 5),
                segments: &segments)
        }
        if isASCII, bytes.contains(UInt8(ascii: "%")) {
            // The specifiers become `0`, so the stripped text is never longer.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { stripped in
                let count = TextClassifier.removeFormatSpecifiers(fromASCII: bytes, into: stripped)
                writeTextSegment(of: UnsafeBufferPointer(rebasing: stripped[..<count]), into: &writer, segments: &segments)
            }
        } else {
            writeTextSegment(of: bytes, into: &writer, segments: &segments)
        }
    }

    /// The text's segment (``writeTextSegment(of:into:)``), written on the stack and then appended as a segment.
    private static func writeTextSegment(
        of text: UnsafeBufferPointer<UInt8>, into writer: inout BufferWriter, segments: inout Int
    ) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(text.count, 4)) { buffer in
            let count = writeTextSegment(of: text, into: buffer)
            writer.appendKeySegment(UnsafeBufferPointer(rebasing: buffer[..<count]), segments: &segments)
        }
    }
}

extension KeySuggestion.KeyPrefix {
    /// ``init(type:file:)`` for a type named by `name`'s bytes (its name token's), without a `String`: an ASCII name
    /// without a carriage return loses its type suffix and is written word by word in one pass; any other name
    /// takes ``init(type:file:)``.
    ///
    ///     KeyPrefix(typeName: bytes("URLSettingsViewController"))  // key "url.settings", 2 parts
    init(typeName name: UnsafeBufferPointer<UInt8>) {
        guard let end = KeySuggestion.asciiNameEnd(name) else {
            self.init(type: String(decoding: name, as: UTF8.self), file: "")
            return
        }
        self.init(wordsOf: UnsafeBufferPointer(rebasing: name[..<end]))
    }
}

extension BufferWriter {
    /// Appends a key segment: `.` before it, or `_` when it starts with a digit (`app_` when it is the first), so
    /// every segment starts with a letter; ASCII upper-case letters lowered when `lowercased`. `segments` counts
    /// the key's segments so far.
    @inline(__always)
    mutating func appendKeySegment(_ part: UnsafeBufferPointer<UInt8>, segments: inout Int, lowercased: Bool = false) {
        if let first = part.first, first >= 0x30 && first <= 0x39 {
            if segments == 0 {
                append("app")
                segments = 1
            }
            append(UInt8(ascii: "_"))
        } else {
            if segments > 0 { append(UInt8(ascii: ".")) }
            segments += 1
        }
        if lowercased {
            // Through a pointer, the count set once: not a store of `count` per byte.
            assert(count + part.count <= capacity)
            let destination = base + count
            for offset in 0..<part.count {
                let byte = part[offset]
                destination[offset] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
            }
            count += part.count
        } else {
            append(part)
        }
    }
}
