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

    private static let typeSuffixes = ["ViewController", "Controller", "View", "Screen", "Cell"]

    /// ``prefix(type:file:)``'s segments: the name's words (or `app`), without joining and splitting them again.
    static func prefixParts(type: String?, file: String) -> [String] {
        var name = type ?? fileStem(file)
        // ASCII without a carriage return: each Character is one byte, so the suffix and the count are decided
        // on bytes; any other name takes the general path.
        let fast = name.withUTF8 { bytes -> [String]? in
            guard bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return nil }
            var end = bytes.count
            for suffix in typeSuffixes where end > suffix.utf8.count && bytes.hasSuffix(suffix) {
                end -= suffix.utf8.count
                break
            }
            return words(inIdentifier: UnsafeBufferPointer(rebasing: bytes[..<end]))
        }
        let parts: [String]
        if let fast {
            parts = fast
        } else {
            for suffix in typeSuffixes where name.hasSuffix(suffix) && name.count > suffix.count {
                name = String(name.dropLast(suffix.count))
                break
            }
            parts = words(inIdentifier: name)
        }
        return parts.isEmpty ? ["app"] : parts
    }

    static func suggest(prefix: String, element: String?, text: String) -> String {
        suggest(prefixParts: prefix.split(separator: ".").map(String.init), element: element, text: text)
    }

    /// ``suggest(prefix:element:text:)`` with the prefix already split at its dots (callers cache the split).
    ///
    /// Writes the key's bytes directly (no array of parts, no joins): the prefix parts, the element (or `label`
    /// when the prefix is one word), then the first four non-numeric words of the text joined by `_` (or `text`);
    /// a segment starting with a digit joins the one before it with `_` (or `app_` when it is the first).
    static func suggest(prefixParts: [String], element: String?, text: String) -> String {
        var writer = KeyWriter()
        for part in prefixParts { writer.appendSegment(part) }
        if let element {
            writer.appendSegment(element)
        } else if prefixParts.count < 2 {
            writer.appendSegment("label")
        }
        writer.appendSegment(textSegment(TextClassifier.removingFormatSpecifiers(text)))
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// Writes a key segment by segment: `.` between segments, except that a segment starting with a digit joins
    /// the one before it with `_` (or `app_` when it is the first), so every segment starts with a letter.
    private struct KeyWriter {
        var bytes: [UInt8] = []
        var segments = 0

        init() { bytes.reserveCapacity(64) }

        mutating func appendSegment(_ part: String) {
            var part = part
            part.withUTF8 { appendSegment($0) }
        }

        mutating func appendSegment(_ part: [UInt8]) {
            part.withUnsafeBufferPointer { appendSegment($0) }
        }

        mutating func appendSegment(_ part: UnsafeBufferPointer<UInt8>) {
            if let first = part.first, first >= 0x30 && first <= 0x39 {
                if segments == 0 {
                    bytes.append(contentsOf: "app".utf8)
                    segments = 1
                }
                bytes.append(UInt8(ascii: "_"))
            } else {
                if segments > 0 { bytes.append(UInt8(ascii: ".")) }
                segments += 1
            }
            bytes.append(contentsOf: part)
        }
    }

    /// The first four of ``words(inText:)`` joined by `_`, or `text` when there are none, as bytes (the same
    /// folding and word rules, written in one pass: a word that turns out all digits, or a fifth, is cut off).
    private static func textSegment(_ text: String) -> [UInt8] {
        var segment: [UInt8] = []
        segment.reserveCapacity(text.utf8.count + 4)
        var wordCount = 0
        var inWord = false
        var wordStart = 0
        var allDigits = true
        var folded = folded(text)
        folded.withUTF8 { bytes in
            for byte in bytes {
                let lower = byte | 0x20
                let isLetter = lower >= 0x61 && lower <= 0x7A
                if isLetter || (byte >= 0x30 && byte <= 0x39) {
                    if !inWord {
                        inWord = true
                        wordStart = segment.count
                        if wordCount > 0 { segment.append(UInt8(ascii: "_")) }
                    }
                    segment.append(isLetter ? lower : byte)
                    if isLetter { allDigits = false }
                } else if byte == UInt8(ascii: "'") {
                    continue  // "Don't" → "dont"
                } else if inWord {
                    if allDigits || wordCount >= 4 { segment.removeLast(segment.count - wordStart) } else { wordCount += 1 }
                    inWord = false
                    allDigits = true
                }
            }
        }
        if inWord {
            if allDigits || wordCount >= 4 { segment.removeLast(segment.count - wordStart) } else { wordCount += 1 }
        }
        return wordCount == 0 ? Array("text".utf8) : segment
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

    /// ``words(inIdentifier:)`` on UTF-8 bytes: runs of ASCII letters and digits, split before an upper-case
    /// letter that follows a lower-case letter or digit or starts a lower-case run, lower-cased. Each word is a
    /// contiguous run of the input, so it is copied once, straight into its `String`.
    static func words(inIdentifier bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var result: [String] = []
        func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
        func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        var start = -1  // the current word's first byte; -1 between words
        func flush(_ end: Int) {
            guard start >= 0 else { return }
            let word = UnsafeBufferPointer(rebasing: bytes[start..<end])
            result.append(
                String(unsafeUninitializedCapacity: word.count) { buffer in
                    for (offset, byte) in word.enumerated() { buffer[offset] = isUpper(byte) ? byte | 0x20 : byte }
                    return word.count
                })
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
        return result
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
