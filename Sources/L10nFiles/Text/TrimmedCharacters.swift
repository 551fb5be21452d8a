import Foundation

/// A set of characters trimmed from a text's ends as Foundation's `trimmingCharacters(in:)` trims them, without
/// Foundation's copy of the whole text to UTF-16 (some 16,000 instructions a call on Linux, however little is
/// trimmed): the ends are read scalar by scalar, an ASCII scalar tested in a table made once, any other by the
/// `CharacterSet` itself. Foundation tests UTF-16 units; a set of characters of the Basic Multilingual Plane (as
/// every set here is: whitespace, ASCII punctuation) holds no surrogate, so it stops at the same scalar.
///
///     static let edges = TrimmedCharacters(CharacterSet(charactersIn: "()[] "))
///     edges.trimming(" (°C)")   // "°C", as " (°C)".trimmingCharacters(in: edges.set)
package struct TrimmedCharacters: Sendable {
    /// The set Foundation would be given.
    package let set: CharacterSet
    /// Which of the 128 ASCII scalars `set` holds: bit `n % 64` of word `n / 64`.
    private let ascii: (UInt64, UInt64)

    package init(_ set: CharacterSet) {
        self.set = set
        var low: UInt64 = 0
        var high: UInt64 = 0
        for value in 0..<128 where set.contains(Unicode.Scalar(UInt8(value))) {
            if value < 64 { low |= 1 << UInt64(value) } else { high |= 1 << UInt64(value - 64) }
        }
        ascii = (low, high)
    }

    /// ``CharacterSet/whitespacesAndNewlines``.
    package static let whitespacesAndNewlines = TrimmedCharacters(.whitespacesAndNewlines)
    /// ``CharacterSet/whitespaces``.
    package static let whitespaces = TrimmedCharacters(.whitespaces)

    /// Whether `set` holds the scalar.
    package func contains(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 64 { return ascii.0 & (1 << UInt64(value)) != 0 }
        if value < 128 { return ascii.1 & (1 << UInt64(value - 64)) != 0 }
        return set.contains(scalar)
    }

    /// `text.trimmingCharacters(in: set)`: the text itself when nothing is trimmed.
    package func trimming<Text: StringProtocol>(_ text: Text) -> String {
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        while start < scalars.endIndex, contains(scalars[start]) { start = scalars.index(after: start) }
        var end = scalars.endIndex
        while end > start {
            let before = scalars.index(before: end)
            guard contains(scalars[before]) else { break }
            end = before
        }
        return String(text[start..<end])
    }
}
