import XCStrings

/// An app's own numbered placeholders, `%0` and `%1`, which its lookup replaces as text (Stats'
/// `localizedString(_:_:)`: `string.replacingOccurrences(of: "%\(index)", with: param)`): not `String(format:)`'s
/// specifiers. A `%`, one digit, then the text's end, a space or punctuation ('Last reset %0 ago', 'Used %0 of
/// %1'): `String(format:)` would read '%0 a' as flags and a hexadecimal float, and a bare '%1' as nothing, which
/// nobody writes on purpose; its own specifiers go on with a conversion ('%0d', '%1$@', '%0.2f').
///
///     NumberedPlaceholders.placeholders(in: "Used %0 of %1")   // ["%0", "%1"]
///     NumberedPlaceholders.placeholders(in: "%1$@ of %2$@")    // []
///     NumberedPlaceholders.placeholders(in: "%02d:%02d")       // []
///     NumberedPlaceholders.placeholders(in: "%0 felhasznált %1-ból")   // ["%0", "%1"]
enum NumberedPlaceholders {
    static func placeholders(in text: String) -> [String] {
        let bytes = Array(text.utf8)
        var found: [String] = []
        var index = 0
        while index < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "%"), index + 1 < bytes.count else { continue }
            // '%%' is a percent sign.
            if bytes[index + 1] == UInt8(ascii: "%") { index += 1; continue }
            let digit = bytes[index + 1]
            guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { continue }
            guard index + 2 >= bytes.count || endsPlaceholder(bytes, at: index + 2) else { continue }
            found.append("%" + String(UnicodeScalar(digit)))
            index += 1
        }
        return found
    }

    /// Whether the byte at `index` ends a placeholder: a space, a line break, a non-ASCII character, or
    /// punctuation (a hyphen too: Hungarian's '%1-ból'), but a `.` only before a non-digit (`%0.2f` is a precision).
    private static func endsPlaceholder(_ bytes: [UInt8], at index: Int) -> Bool {
        let byte = bytes[index]
        if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte >= 0x80 { return true }
        if byte == UInt8(ascii: ".") {
            return index + 1 >= bytes.count || !(bytes[index + 1] >= UInt8(ascii: "0") && bytes[index + 1] <= UInt8(ascii: "9"))
        }
        return ",:;!?)]}\"'/-".utf8.contains(byte)
    }

    /// The numbered placeholders of `entry`'s source text (its source language's string units, or its key when
    /// it has none), when it has any: then the entry's directives are the app's, not `String(format:)`'s.
    static func sourcePlaceholders(of entry: CatalogEntry, sourceLanguage: String) -> Set<String>? {
        var found = Set<String>()
        if let source = entry.localizations[sourceLanguage] {
            source.forEachStringUnit { _, unit in found.formUnion(placeholders(in: unit.value)) }
        } else {
            found.formUnion(placeholders(in: entry.key))
        }
        return found.isEmpty ? nil : found
    }
}
