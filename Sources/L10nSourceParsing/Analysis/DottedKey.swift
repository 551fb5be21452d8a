/// Whether text is a dotted key (`home.title`, `settings.account.sign_out`): the one reader of a key's dots and
/// segments, for the two questions asked of it.
///
/// - The lint (``segments(ofLintKey:)``, through `TextClassifier.isDottedKey`): a literal in code that names a
///   key rather than prose — the first byte a lower-case letter or `_`, then ASCII letters, digits, `_` and `-`,
///   no empty segment.
/// - The catalog (``isLowerCaseIdentifierKey(_:)``, through `KeyConvention.isDotted`): a catalog key written as an
///   identifier, which needs an explicit source value — lower-case ASCII letters, digits and `_` around at least
///   one `.`, neither first nor last.
///
///     DottedKey.segments(ofLintKey: "home.title.text".utf8)  // 3
///     DottedKey.segments(ofLintKey: "Home.title".utf8)       // nil (upper-case first letter)
///     DottedKey.segments(ofLintKey: "gpt-5.6-luna".utf8)     // nil (a version: a dot between digits)
///     DottedKey.isLowerCaseIdentifierKey("home.title")        // true
///     DottedKey.isLowerCaseIdentifierKey("see-more.title")    // false ('-' is not an identifier's)
///     DottedKey.isLowerCaseIdentifierKey("7.1")               // false (a number)
public enum DottedKey {
    /// What one pass over the bytes tells: nil when a byte is none of ASCII letters, digits, `_`, `-` and `.`.
    struct Shape {
        /// Dot-separated segments, empty ones included (`a..b`: 3).
        var segments = 1
        /// A segment is empty (a leading, doubled or trailing `.`).
        var hasEmptySegment = false
        var startsWithDot = false
        var endsWithDot = false
        /// An upper-case letter or a `-`: outside an identifier key's lower-case alphabet.
        var hasUpperCaseOrHyphen = false
        /// A dot between two digits: a version or a decimal (`gpt-5.6-luna`, `ios-17.0`), not a key's separator.
        var hasDotBetweenDigits = false
    }

    static func shape(_ bytes: some Collection<UInt8>) -> Shape? {
        var shape = Shape()
        var segmentLength = 0
        var previous: UInt8 = 0
        var afterDigitDot = false
        for byte in bytes {
            defer { previous = byte }
            if byte == UInt8(ascii: ".") {
                if segmentLength == 0 { shape.hasEmptySegment = true }
                shape.segments += 1
                segmentLength = 0
                afterDigitDot = previous >= 0x30 && previous <= 0x39
                continue
            }
            if afterDigitDot, segmentLength == 0, byte >= 0x30 && byte <= 0x39 { shape.hasDotBetweenDigits = true }
            if (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F {
                // a-z, 0-9, _
            } else if (byte >= 0x41 && byte <= 0x5A) || byte == 0x2D {
                shape.hasUpperCaseOrHyphen = true  // A-Z, -
            } else {
                return nil
            }
            segmentLength += 1
        }
        if segmentLength == 0 { shape.hasEmptySegment = true }
        shape.startsWithDot = bytes.first == UInt8(ascii: ".")
        shape.endsWithDot = segmentLength == 0 && shape.segments > 1  // the last byte was a `.`
        return shape
    }

    /// The number of segments when `bytes` are a key as code names one (see the type's description), else nil.
    /// Most literals are prose starting with a capital: ruled out by their first byte before the scan.
    static func segments(ofLintKey bytes: some Collection<UInt8>) -> Int? {
        guard let first = bytes.first, (first >= 0x61 && first <= 0x7A) || first == 0x5F,
            let shape = shape(bytes), !shape.hasEmptySegment, !shape.hasDotBetweenDigits
        else { return nil }
        return shape.segments
    }

    /// Whether `text` is a catalog key written as a lower-case identifier (see the type's description).
    ///
    /// A number is no key, dots and all: `7.1` in Petrichor's `7.1 Surround`, English text keyed by itself.
    public static func isLowerCaseIdentifierKey(_ text: Substring) -> Bool {
        guard let shape = shape(text.utf8) else { return false }
        return !shape.hasUpperCaseOrHyphen && shape.segments >= 2 && !shape.startsWithDot && !shape.endsWithDot
            && text.utf8.contains { ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x5F }
    }
}
