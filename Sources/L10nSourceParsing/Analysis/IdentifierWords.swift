/// Splits identifiers into words: the one camelCase splitter, for suggested keys and number-like names
/// (the source rules) and the key convention's snake_case suggestions (L10nCatalogChecks' `KeyConvention`).
public enum IdentifierWords {
    /// The words of an identifier, lower-cased: runs of ASCII letters and digits, split before an upper-case
    /// letter that follows a lower-case letter or a digit, or that starts a lower-case run.
    ///
    ///     IdentifierWords.of("RestaurantDetail")  // ["restaurant", "detail"]
    ///     IdentifierWords.of("URLSettings")       // ["url", "settings"]
    ///     IdentifierWords.of("HTTP2Server")       // ["http2", "server"]
    public static func of(_ name: String) -> [String] {
        func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
        func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        let bytes = Array(name.utf8)
        var result: [String] = []
        var start = -1  // the current word's first byte; -1 between words
        func flush(_ end: Int) {
            guard start >= 0 else { return }
            result.append(String(decoding: bytes[start..<end], as: UTF8.self).lowercased())
            start = -1
        }
        for (offset, byte) in bytes.enumerated() {
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
}
