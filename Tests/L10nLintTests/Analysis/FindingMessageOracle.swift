@testable import L10nLint

/// The finding-message code as it was before messages were written straight into their `String`: kept here as
/// the oracle the byte paths are compared with.
///
///     FindingMessageOracle.hardcodedStringMessage(
///         shown: "Save", apiName: "Button", prefix: prefix, element: "button", text: "Save")
///     // "hardcoded user-facing string 'Save' in 'Button'; use String(localized: \"menu.button.save\")"
enum FindingMessageOracle {
    /// The message, built in a byte array and made a `String` once.
    static func hardcodedStringMessage(
        shown: String, apiName: String, prefix: KeySuggestion.KeyPrefix, element: String?, text: String
    ) -> String {
        var bytes: [UInt8] = []
        bytes.append(contentsOf: "hardcoded user-facing string ".utf8)
        bytes.append(contentsOf: FileAnalyzer.quote(shown).utf8)
        bytes.append(contentsOf: " in '".utf8)
        bytes.append(contentsOf: apiName.utf8)
        bytes.append(contentsOf: "'; use String(localized: \"".utf8)
        appendKey(prefix: prefix, element: element, text: text, to: &bytes)
        bytes.append(contentsOf: "\")".utf8)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The suggested key: the text folded and stripped of format specifiers as `String`s, written with
    /// ``KeySuggestion/KeyWriter``.
    static func appendKey(prefix: KeySuggestion.KeyPrefix, element: String?, text: String, to output: inout [UInt8]) {
        var writer = KeySuggestion.KeyWriter(bytes: [], segments: prefix.segments)
        swap(&writer.bytes, &output)
        writer.bytes.append(contentsOf: prefix.text.utf8)
        if let element {
            writer.appendSegment(element)
        } else if prefix.parts < 2 {
            writer.appendSegment("label")
        }
        var folded = KeySuggestion.folded(TextClassifier.removingFormatSpecifiers(text))
        folded.withUTF8 { text in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(text.count, 4)) { buffer in
                let count = KeySuggestion.writeTextSegment(of: text, into: buffer)
                writer.appendSegment(UnsafeBufferPointer(rebasing: buffer[..<count]))
            }
        }
        swap(&writer.bytes, &output)
    }

    static func splicedInterpolationMessage(shown: String) -> String {
        "interpolation splices words around a number or localized fragment in \(FileAnalyzer.quote(shown)); use one localized string with a format and plural variations"
    }

    /// The literal's source text between its delimiters, trimmed as scalars.
    static func sourceText(_ analyzer: FileAnalyzer, _ literal: StringLiteral) -> String {
        let first = analyzer.tokens[literal.openToken].range.upperBound
        let lastToken = analyzer.tokens[literal.tokens.upperBound - 1]
        let last = literal.isTerminated ? lastToken.range.lowerBound : lastToken.range.upperBound
        guard first <= last else { return "" }
        return String(decoding: analyzer.source.bytes[first..<last], as: UTF8.self).trimmingSpaces()
    }

    private static let fileExtensions: Set<Substring> = [
        "png", "jpg", "jpeg", "gif", "heic", "pdf", "svg", "json", "plist", "txt", "md", "html", "css", "js",
        "mp3", "mp4", "mov", "wav", "m4a", "caf", "ttf", "otf", "zip", "xml", "csv", "storyboard", "xib",
        "strings", "xcstrings", "swift", "sqlite", "db", "realm", "mlmodel", "usdz", "scn", "webp", "lottie",
    ]

    /// ``TextClassifier/isDottedKey(_:)`` with the file-name test on a `Substring` in a set.
    static func isDottedKey(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var segments = 0
            var segmentLength = 0
            var lastSegmentStart = 0
            for (offset, byte) in bytes.enumerated() {
                if byte == UInt8(ascii: ".") {
                    guard segmentLength > 0 else { return false }
                    segments += 1
                    segmentLength = 0
                    lastSegmentStart = offset + 1
                } else {
                    let lower = byte | 0x20
                    let allowed = (lower >= 0x61 && lower <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
                        || byte == 0x2D
                    guard allowed else { return false }
                    if offset == 0, !((byte >= 0x61 && byte <= 0x7A) || byte == 0x5F) { return false }
                    segmentLength += 1
                }
            }
            guard segmentLength > 0, segments >= 1 else { return false }
            if segments == 1 {
                let last = Substring(String(decoding: bytes[lastSegmentStart...], as: UTF8.self))
                if fileExtensions.contains(last) { return false }
            }
            return true
        }
    }
}

extension SeededGenerator {
    /// `count` pieces drawn from `pieces`, joined.
    mutating func text(from pieces: [String], count: Int) -> String {
        var text = ""
        for _ in 0..<count { text += pieces.randomElement(using: &self)! }
        return text
    }
}

extension KeySuggestion {
    /// The old array writer (the production code writes through ``BufferWriter/appendKeySegment(_:segments:lowercased:)``):
    /// writes a key segment by segment: `.` between segments, except that a segment starting with a digit joins
    /// the one before it with `_` (or `app_` when it is the first), so every segment starts with a letter.
    struct KeyWriter {
        var bytes: [UInt8] = []
        var segments = 0

        mutating func appendSegment(_ part: String) {
            var part = part
            part.withUTF8 { appendSegment($0) }
        }

        mutating func appendSegment(_ part: [UInt8]) {
            part.withUnsafeBufferPointer { appendSegment($0) }
        }

        /// Appends `part`, with ASCII upper-case letters lowered when `lowercased`.
        mutating func appendSegment(_ part: UnsafeBufferPointer<UInt8>, lowercased: Bool = false) {
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
            let start = bytes.count
            bytes.append(contentsOf: part)
            if lowercased {
                bytes.withUnsafeMutableBufferPointer { written in
                    for index in start..<written.count where written[index] >= 0x41 && written[index] <= 0x5A {
                        written[index] |= 0x20
                    }
                }
            }
        }
    }
}
