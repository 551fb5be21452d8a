import Foundation

/// Suggests a `feature.screen.element.text` key for a hardcoded string, for the fix-it in messages.
///
/// The prefix comes from the enclosing type (else the file name) split into lower-case words, minus a trailing
/// `ViewController`, `Controller`, `View`, `Screen` or `Cell`; then the element from the API (`button`,
/// `title`, `alert`, …; `label` for a `Text` when the prefix is a single word); then up to four words of the
/// text in snake_case. The result always satisfies the `key-convention` rule: three or more segments of
/// lowercase ASCII letters, digits and `_`, each starting with a letter.
///
///     suggest(type: "RestaurantDetailView", file: "…", element: "button", text: "Favorite")
///     // "restaurant.detail.button.favorite"
///     suggest(type: nil, file: "Sources/Settings/SettingsViewController.swift", element: "title", text: "Settings")
///     // "settings.title.settings"
///     suggest(type: "CartView", file: "…", element: nil, text: "Free shipping today!")
///     // "cart.label.free_shipping_today"
enum KeySuggestion {
    static func suggest(type: String?, file: String, element: String?, text: String) -> String {
        suggest(prefix: prefix(type: type, file: file), element: element, text: text)
    }

    /// The `feature.screen` part, from the type name or else the file name.
    static func prefix(type: String?, file: String) -> String {
        prefixParts(type: type, file: file).joined(separator: ".")
    }

    private static let typeSuffixes: [StaticString] = ["ViewController", "Controller", "View", "Screen", "Cell"]

    /// The name the prefix is made of (the type's, else the file's stem) minus one type suffix, as UTF-8 bytes.
    private static func withPrefixName<R>(type: String?, file: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        var name = type ?? fileStem(file)
        if let end = name.withUTF8(asciiNameEnd) { return name.withUTF8 { body(UnsafeBufferPointer(rebasing: $0[..<end])) } }
        for suffix in typeSuffixes where name.hasSuffix(suffix.description) && name.count > suffix.description.count {
            name = String(name.dropLast(suffix.description.count))
            break
        }
        return name.withUTF8(body)
    }

    /// Where an ASCII name without a carriage return ends once a type suffix is dropped (`MenuView` → 4); nil for
    /// any other name. On such a name each Character is one byte, so the suffix and the count are decided on bytes.
    static func asciiNameEnd(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        for byte in bytes where byte >= 0x80 || byte == 0x0D { return nil }
        // Compared from the last byte back, so most suffixes are ruled out on one byte.
        suffixes: for suffix in typeSuffixes where bytes.count > suffix.utf8CodeUnitCount {
            let count = suffix.utf8CodeUnitCount
            let start = bytes.count - count
            for offset in stride(from: count - 1, through: 0, by: -1)
            where bytes[start + offset] != suffix.utf8Start[offset] {
                continue suffixes
            }
            return start
        }
        return bytes.count
    }

    /// ``prefix(type:file:)``'s segments: the name's words (or `app`), without joining and splitting them again.
    static func prefixParts(type: String?, file: String) -> [String] {
        let parts = withPrefixName(type: type, file: file) { words(inIdentifier: $0) }
        return parts.isEmpty ? ["app"] : parts
    }

    /// A suggested key's prefix, written: its text, its segments, and how many parts it has (one part takes
    /// `label` after it when there is no element). Built once per enclosing type, then every suggestion in the type
    /// starts from it. Kept as a `String`, so a short prefix (`menu.detail`) is stored inline, not allocated.
    struct KeyPrefix {
        var text: String
        var segments: Int
        var parts: Int

        init(text: String, segments: Int, parts: Int) {
            self.text = text
            self.segments = segments
            self.parts = parts
        }

        init(parts: [String]) {
            // Each part adds at most a separator, the first at most `app_`.
            let room = parts.reduce(4) { $0 + $1.utf8.count + 1 }
            var segments = 0
            let text = String(unsafeUninitializedCapacity: room) { buffer in
                var writer = BufferWriter(buffer)
                for part in parts {
                    var part = part
                    part.withUTF8 { writer.appendKeySegment($0, segments: &segments) }
                }
                return writer.count
            }
            self.init(text: text, segments: segments, parts: parts.count)
        }

        /// ``KeySuggestion/prefixParts(type:file:)`` written straight from the name's bytes (no `String` per word).
        init(type: String?, file: String) {
            self = withPrefixName(type: type, file: file) { KeyPrefix(wordsOf: $0) }
        }

        /// The words of `name` (``forEachWord(inIdentifier:_:)``), lowered, as the key's segments; `app` when it
        /// has none.
        init(wordsOf name: UnsafeBufferPointer<UInt8>) {
            var parts = 0
            var segments = 0
            // Each word adds at most a separator, the first at most `app_`; no word at all is `app`. Written
            // straight into the `String`'s storage (inline when short), not on the stack first.
            let text = String(unsafeUninitializedCapacity: 2 * name.count + 4) { buffer in
                var writer = BufferWriter(buffer)
                forEachWord(inIdentifier: name) { word in
                    writer.appendKeySegment(word, segments: &segments, lowercased: true)
                    parts += 1
                }
                if parts == 0 {
                    writer.append("app")
                    segments = 1
                    parts = 1
                }
                return writer.count
            }
            self.init(text: text, segments: segments, parts: parts)
        }
    }

    static func suggest(prefix: String, element: String?, text: String) -> String {
        suggest(prefixParts: prefix.split(separator: ".").map(String.init), element: element, text: text)
    }

    /// ``suggest(prefix:element:text:)`` with the prefix already split at its dots (callers cache the split).
    static func suggest(prefixParts: [String], element: String?, text: String) -> String {
        let prefix = KeyPrefix(parts: prefixParts)
        let keyText = KeyText(text)
        return String(unsafeUninitializedCapacity: keyRoom(prefix: prefix, element: element, text: keyText)) {
            var writer = BufferWriter($0)
            writeKey(prefix: prefix, element: element, text: keyText, into: &writer)
            return writer.count
        }
    }

    /// Writes the first four of ``words(inText:)`` of the folded text joined by `_`, or `text` when there are none,
    /// into `segment` (at least as long as the text, and four bytes), and returns its length. The same word rules,
    /// in one pass: a word that turns out all digits, or a fifth, is cut off.
    static func writeTextSegment(
        of bytes: UnsafeBufferPointer<UInt8>, into segment: UnsafeMutableBufferPointer<UInt8>
    ) -> Int {
        // Never longer than the text: a `_` is written only where a separator byte was dropped.
        var count = 0
        var wordCount = 0
        var inWord = false
        var wordStart = 0
        var allDigits = true
        func endWord() {
            if allDigits || wordCount >= 4 { count = wordStart } else { wordCount += 1 }
            inWord = false
            allDigits = true
        }
        for byte in bytes {
            let lower = byte | 0x20
            let isLetter = lower >= 0x61 && lower <= 0x7A
            if isLetter || (byte >= 0x30 && byte <= 0x39) {
                if !inWord {
                    inWord = true
                    wordStart = count
                    if wordCount > 0 {
                        segment[count] = UInt8(ascii: "_")
                        count += 1
                    }
                }
                segment[count] = isLetter ? lower : byte
                count += 1
                if isLetter { allDigits = false }
            } else if byte == UInt8(ascii: "'") {
                continue  // "Don't" → "dont"
            } else if inWord {
                endWord()
            }
        }
        if inWord { endWord() }
        guard wordCount > 0 else {
            // No word: the segment is `text` (room for its four bytes is always made).
            for (offset, byte) in "text".utf8.enumerated() { segment[offset] = byte }
            return 4
        }
        return count
    }

    private static func fileStem(_ path: String) -> String {
        var stem = Substring(path.split(separator: "/").last ?? Substring(path))
        if let dot = stem.firstIndex(of: ".") { stem = stem[..<dot] }
        if let plus = stem.firstIndex(of: "+") { stem = stem[..<plus] }
        return String(stem)
    }

    /// "RestaurantDetail" → ["restaurant", "detail"]; "URLSettings" → ["url", "settings"].
    static func words(inIdentifier name: String) -> [String] {
        var name = name
        return name.withUTF8 { words(inIdentifier: $0) }
    }

    /// ``words(inIdentifier:)`` on UTF-8 bytes.
    static func words(inIdentifier bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var result: [String] = []
        forEachWord(inIdentifier: bytes) { word in
            result.append(
                String(unsafeUninitializedCapacity: word.count) { buffer in
                    for (offset, byte) in word.enumerated() {
                        buffer[offset] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                    }
                    return word.count
                })
        }
        return result
    }

    /// Calls `body` with each word of an identifier, not yet lower-cased: runs of ASCII letters and digits, split
    /// before an upper-case letter that follows a lower-case letter or a digit, or that starts a lower-case run
    /// (`URLSettings` → `URL`, `Settings`). Each word is a contiguous run of the input.
    static func forEachWord(inIdentifier bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
        func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        var start = -1  // the current word's first byte; -1 between words
        func flush(_ end: Int) {
            guard start >= 0 else { return }
            body(UnsafeBufferPointer(rebasing: bytes[start..<end]))
            start = -1
        }
        for offset in 0..<bytes.count {
            let byte = bytes[offset]
            guard isUpper(byte) || isLower(byte) || isDigit(byte) else {
                flush(offset)
                continue
            }
            if isUpper(byte), start >= 0 {
                let previous = bytes[offset - 1]
                let nextIsLower = offset + 1 < bytes.count && isLower(bytes[offset + 1])
                if isLower(previous) || isDigit(previous) || nextIsLower { flush(offset) }
            }
            if start < 0 { start = offset }
        }
        flush(bytes.count)
    }

    /// The text with accents and widths folded ("Menú" → "Menu"), as words are taken from it.
    static func folded(_ text: String) -> String {
        var bytes = text
        let isASCII = bytes.withUTF8 { $0.allSatisfy { $0 < 0x80 } }
        return isASCII ? text : text.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// ASCII words of a text, lower-cased: "Add to Favorites!" → ["add", "to", "favorites"].
    /// Accents are folded first: "Añadir a Menú" → ["anadir", "a", "menu"]; letters with no ASCII form (日本)
    /// are left out.
    static func words(inText text: String) -> [String] {
        var result: [String] = []
        var current: [UInt8] = []
        for byte in folded(text).utf8 {
            let lower = byte | 0x20
            if (lower >= 0x61 && lower <= 0x7A) || (byte >= 0x30 && byte <= 0x39) {
                current.append(byte >= 0x41 && byte <= 0x5A ? lower : byte)
            } else if byte == UInt8(ascii: "'") {
                continue  // "Don't" → "dont"
            } else if !current.isEmpty {
                result.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { result.append(String(decoding: current, as: UTF8.self)) }
        return result.filter { word in !word.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
    }
}
