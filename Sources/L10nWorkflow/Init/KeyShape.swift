import L10nCatalogChecks
import XCStrings

/// What one catalog key looks like, for ``KeyStyle`` inference.
///
///     KeyShape.of("settings.account.sign_out")   // .dotted
///     KeyShape.of("serverList")                  // .identifier
///     KeyShape.of("Cancel")                      // .word: an English word or an identifier, either way
///     KeyShape.of("Add to Favorites")            // .text
///     KeyShape.of("%@ (%@)")                     // .noLetters: says nothing about the team's style
///
/// Format arguments after a space (`home.count %lld`) belong to a key of any structured shape, as in the built-in
/// convention, and so do directives inside a segment (`filter.expiry-%@`).
enum KeyShape: Sendable, Hashable {
    /// Dot-separated segments of ASCII letters, digits, `_` and `-`, the first starting with a letter.
    case dotted
    /// One segment with a capital inside, a digit or a `_` (`serverList`, `AddServer`, `sign_out`).
    case identifier
    /// One plain word (`Cancel`, `close`, `OK`, `see-more`): fits identifier and English keys alike.
    case word
    /// English text (spaces, punctuation, or non-ASCII letters).
    case text
    /// No letter at all (`%@`, `·`, ``): a placeholder that fits no style.
    case noLetters

    static func of(_ key: String) -> KeyShape {
        // An ASCII key's letters are A-Z and a-z (nil: not ASCII, asked of its scalars).
        let asciiLetter = asciiHasLetter(key)
        let hasLetter = asciiLetter ?? key.unicodeScalars.contains(where: { $0.properties.isAlphabetic })
        guard hasLetter else { return .noLetters }
        let (dotted, arguments) = KeyConvention.split(key)
        guard !dotted.isEmpty else { return .text }
        guard KeyConvention.argumentsConform(arguments) else {
            // An identifier or dotted head followed by a note on its arguments (`tunnelsListSelectedTitle (%d)`,
            // `alertImportedFromZipMessage (%1$d of %2$d)`) is a structured key of a team that annotates its
            // arguments; a plain word before them is English (`Delete %@?`).
            let head = of(String(dotted))
            return (head == .identifier || head == .dotted) && hasAnnotatedArguments(key) ? head : .text
        }
        let segments = Self.segments(of: maskingArguments(dotted).masked, omittingEmpty: false)
        guard segments.allSatisfy(isSegment), let first = segments[0].unicodeScalars.first,
            first.properties.isAlphabetic
        else { return .text }
        if segments.count > 1 { return .dotted }
        let segment = segments[0]
        let letters = segment.unicodeScalars.filter { $0.properties.isAlphabetic }
        let isPlainWord = segment.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0 == "-" }
            && (letters.dropFirst().allSatisfy { $0.properties.isLowercase } || letters.allSatisfy { $0.properties.isUppercase })
        return isPlainWord ? .word : .identifier
    }

    /// Whether the part after the key's first space holds a format directive that reads an argument: a note on
    /// the key's arguments (`(%d)`, `(%1$d of %2$d)`, `hh:mm:ss (%@)`), whatever else it says.
    ///
    ///     KeyShape.hasAnnotatedArguments("tunnelsListSelectedTitle (%d)")   // true
    ///     KeyShape.hasAnnotatedArguments("tunnelsListTitle")                // false
    static func hasAnnotatedArguments(_ key: String) -> Bool {
        guard let space = key.firstIndex(of: " ") else { return false }
        return FormatSpecifier.parse(String(key[key.index(after: space)...])).contains {
            if case .argument = $0.conversion { return true }
            return false
        }
    }

    /// The key's dotted part with each format directive inside it (`alt-text-%@`, `%lld-of-%lld`) replaced by `0`,
    /// and whether it had one: a team that marks arguments inside its keys writes them as it writes digits.
    static func maskingArguments(_ dotted: Substring) -> (masked: String, hadArguments: Bool) {
        // An App Intents parameter (`intent.summary.add-${topics}-to-${entityID}`, Zavala's summaries): an argument
        // too, written as Xcode extracts it.
        if dotted.utf8.contains(UInt8(ascii: "$")), dotted.contains("${") {
            let masked = maskingIntentParameters(String(dotted))
            if masked != String(dotted) {
                let rest = maskingArguments(Substring(masked))
                return (rest.masked, true)
            }
        }
        guard dotted.utf8.contains(UInt8(ascii: "%")) else { return (String(dotted), false) }
        var bytes = Array(dotted.utf8)
        var found = false
        for specifier in FormatSpecifier.parse(String(dotted)).reversed() {
            guard case .argument = specifier.conversion else { continue }
            bytes.replaceSubrange(specifier.offset..<(specifier.offset + specifier.length), with: [UInt8(ascii: "0")])
            found = true
        }
        return (String(decoding: bytes, as: UTF8.self), found)
    }

    /// `text` with each App Intents parameter placeholder (`${name}`: letters, digits, `_` and `.`) replaced by `0`.
    static func maskingIntentParameters(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let start = rest.range(of: "${") {
            let after = rest[start.upperBound...]
            guard let close = after.firstIndex(of: "}"), close > after.startIndex,
                after[..<close].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
            else {
                result += rest[..<start.upperBound]
                rest = after
                continue
            }
            result += rest[..<start.lowerBound] + "0"
            rest = after[after.index(after: close)...]
        }
        return result + rest
    }

    /// Whether an ASCII key has a letter; nil when the key is not ASCII.
    private static func asciiHasLetter(_ key: String) -> Bool? {
        let bytes = key.utf8.span
        var hasLetter = false
        for index in bytes.indices {
            let byte = bytes[index]
            if byte >= 0x80 { return nil }
            if (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) {
                hasLetter = true
            }
        }
        return hasLetter
    }

    /// The `.`-separated parts of `text`: split on its bytes when it is ASCII (its characters are its bytes), on
    /// its characters otherwise.
    static func segments(of text: String, omittingEmpty: Bool) -> [Substring] {
        guard let dots = KeyConvention.asciiOffsets(of: UInt8(ascii: "."), in: text) else { return text.split(separator: ".", omittingEmptySubsequences: omittingEmpty) }
        let utf8 = text.utf8
        var parts: [Substring] = []
        parts.reserveCapacity(dots.count + 1)
        var start = 0
        for end in dots + [utf8.count] {
            if !omittingEmpty || start < end {
                parts.append(text[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)])
            }
            start = end + 1
        }
        return parts
    }

    /// ASCII letters, digits, `_` and `-`, at least one.
    static func isSegment(_ segment: Substring) -> Bool {
        !segment.isEmpty
            && segment.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
                    true
                default: false
                }
            }
    }
}
