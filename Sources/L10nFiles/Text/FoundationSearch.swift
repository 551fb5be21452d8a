import Foundation

/// A text searched as Foundation's `contains(_:)` and `range(of:)` search it (canonical equivalence, in UTF-16), byte
/// for byte when the text and the searched text are ASCII: Foundation converts the whole text to UTF-16 on every
/// call, which for a 650 KB `project.pbxproj` is some 90 M instructions a search. In ASCII no text is canonically
/// equivalent to another, and a searched text without a line break cannot split a CR LF pair, so the byte search
/// finds what Foundation finds; any other search goes through Foundation.
///
///     let project = FoundationSearch(text)   // the bytes copied and tested once
///     project.contains("knownRegions = (")   // text.contains("knownRegions = (")
package struct FoundationSearch {
    package let text: String
    private let bytes: [UInt8]
    private let isASCII: Bool

    package init(_ text: String) {
        self.text = text
        bytes = Array(text.utf8)
        isASCII = bytes.allSatisfy { $0 < 0x80 }
    }

    /// `text.range(of: needle)`.
    package func range(of needle: String) -> Range<String.Index>? {
        range(of: needle, from: text.startIndex)
    }

    /// `text[start...].range(of: needle)`.
    package func range(of needle: String, from start: String.Index) -> Range<String.Index>? {
        guard isASCII, let needleBytes = Self.asciiNeedle(needle) else { return text[start...].range(of: needle) }
        let from = text.utf8.distance(from: text.utf8.startIndex, to: start)
        guard let offset = Self.firstOffset(of: needleBytes, in: bytes, from: from) else { return nil }
        let lower = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
        return lower..<text.utf8.index(lower, offsetBy: needleBytes.count)
    }

    /// `text.contains(needle)`.
    package func contains(_ needle: String) -> Bool {
        guard isASCII, let needleBytes = Self.asciiNeedle(needle) else { return text.contains(needle) }
        return Self.firstOffset(of: needleBytes, in: bytes, from: 0) != nil
    }

    /// `text.contains(needle)` for a text searched once or twice (short texts: a catalog's values): byte for byte
    /// when both are ASCII, without copying the text, by Foundation otherwise.
    ///
    ///     FoundationSearch.contains("https://x.com", "://")   // true
    package static func contains(_ text: String, _ needle: String) -> Bool {
        guard text.utf8.allSatisfy({ $0 < 0x80 }), let needleBytes = asciiNeedle(needle) else { return text.contains(needle) }
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            guard needleBytes.count <= bytes.count else { return false }
            let first = needleBytes[0]
            var index = 0
            let last = bytes.count - needleBytes.count
            while index <= last {
                guard let at = bytes[index...last].firstIndex(of: first) else { return false }
                var matched = 1
                while matched < needleBytes.count, bytes[at + matched] == needleBytes[matched] { matched += 1 }
                if matched == needleBytes.count { return true }
                index = at + 1
            }
            return false
        } ?? text.contains(needle)
    }

    /// The needle's bytes when it is not empty, ASCII and without a line break.
    private static func asciiNeedle(_ needle: String) -> [UInt8]? {
        let bytes = Array(needle.utf8)
        guard !bytes.isEmpty, bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0A && $0 != 0x0D }) else { return nil }
        return bytes
    }

    /// `text.split(separator: "\n").filter { $0.contains(needle) }`: the lines holding the needle, found from its
    /// occurrences rather than by splitting the whole text into `Character`s. A line ends at a line feed that does
    /// not follow a carriage return (`"\r\n"` is one `Character`, not `"\n"`).
    package func lines(containing needle: String) -> [Substring] {
        guard isASCII, let needleBytes = Self.asciiNeedle(needle) else {
            return text.split(separator: "\n").filter { $0.contains(needle) }
        }
        func endsLine(_ index: Int) -> Bool {
            bytes[index] == 0x0A && (index == 0 || bytes[index - 1] != 0x0D)
        }
        var lines: [Substring] = []
        var from = 0
        while let at = Self.firstOffset(of: needleBytes, in: bytes, from: from) {
            var start = at
            while start > 0, !endsLine(start - 1) { start -= 1 }
            var end = at + needleBytes.count
            while end < bytes.count, !endsLine(end) { end += 1 }
            let lower = text.utf8.index(text.utf8.startIndex, offsetBy: start)
            lines.append(text[lower..<text.utf8.index(lower, offsetBy: end - start)])
            from = end
        }
        return lines
    }

    /// The offset of the first occurrence of `needle` (not empty) in `bytes` at or after `start`: by Horspool's
    /// skips over long texts, which look at a few bytes in every needle's length.
    package static func firstOffset(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        let length = needle.count
        let last = bytes.count - length
        guard start <= last else { return nil }
        if length < 4 || last - start < 1024 {
            let first = needle[0]
            var index = start
            while index <= last {
                guard let at = bytes[index...last].firstIndex(of: first) else { return nil }
                var matched = 1
                while matched < length, bytes[at + matched] == needle[matched] { matched += 1 }
                if matched == length { return at }
                index = at + 1
            }
            return nil
        }
        var skip = [Int](repeating: length, count: 256)
        for index in 0..<(length - 1) { skip[Int(needle[index])] = length - 1 - index }
        let final = needle[length - 1]
        var at = start
        while at <= last {
            let byte = bytes[at + length - 1]
            if byte == final {
                var matched = 0
                while matched < length - 1, bytes[at + matched] == needle[matched] { matched += 1 }
                if matched == length - 1 { return at }
            }
            at += skip[Int(byte)]
        }
        return nil
    }
}
