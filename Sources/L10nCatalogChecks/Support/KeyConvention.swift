import L10nSourceParsing
import XCStrings

/// The built-in key convention: `feature.screen.element`, optionally with further `.context` segments, then
/// the format arguments the key carries, separated by spaces.
///
///     KeyConvention.conforms("settings.account.sign_out")        // true
///     KeyConvention.conforms("chat.message.sent_at %@ %@")       // true
///     KeyConvention.conforms("home.title")                        // false: two segments
///     KeyConvention.suggestion(for: "Home.Screen.Title")          // .conforming("home.screen.title")
///     KeyConvention.suggestion(for: "HomeTitle")                  // .tooFewSegments("home_title", 1)
///
/// A segment is lowercase ASCII letters, digits and `_`, starting with a letter; there are at least three. Each
/// argument after the dotted part is a single format directive (`%lld`, `%@`, `%1$@`, `%#@count@`).
public enum KeyConvention {
    /// The fewest dot-separated segments a key has.
    public static let minimumSegments = 3
    /// How the convention is named in messages.
    public static let name = "feature.screen.element"

    /// Whether `key` follows the convention.
    public static func conforms(_ key: String) -> Bool {
        let (dotted, arguments) = split(key)
        return segmentCount(ofConforming: dotted) >= minimumSegments && argumentsConform(arguments)
    }

    /// Whether the key's dotted part looks like an identifier key (`home.title`, `settings.sign_out %@`)
    /// rather than text: lowercase ASCII, digits, `_` and at least one `.`, no spaces inside.
    /// Whether `key` is English text used as its key (`"Add to Favorites"`, `"Schedules"`, `"%lld items"`) rather
    /// than a key made to be one: it has a space or no dot, or its dots are punctuation, not separators (`Open...`,
    /// `Done.`, `.NET`: an empty segment), or it does not start with a letter (`10.0.2.15`, `127.0.0.1`: an address
    /// shown as it is; no key style starts a key with a digit), or it holds a `//` (`https://example.org/help`: a
    /// link shown or opened as it is, sing-box's three).
    public static func isText(_ key: String) -> Bool {
        // A site's name shown as it is (Sora's 'AniList.co', 'Trakt.tv'): text, not a dotted key.
        if isDomainName(key) { return true }
        // An ASCII key is read on its bytes (its characters are its bytes; Foundation's search took most of a
        // check's key-convention work).
        if let ascii = asciiText(key) { return ascii }
        return key.contains(" ") || !key.contains(".") || key.hasPrefix(".") || key.hasSuffix(".") || key.contains("..")
            || key.contains("//")
            || key.unicodeScalars.first.map { !$0.properties.isAlphabetic } ?? true
    }

    /// Whether `key` is a domain name: two or three dot-separated parts of letters, digits and `-`, the last a
    /// common top-level domain, a capital somewhere before it (`AniList.co`, `Trakt.tv`, `GitHub.com`; not
    /// `home.tv`, which a key could be).
    static func isDomainName(_ key: String) -> Bool {
        // On the bytes first: most keys have no capital, or a byte no domain has.
        var dots = 0
        var capital = false
        for byte in key.utf8 {
            switch byte {
            case UInt8(ascii: "."): dots += 1
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): capital = true
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"): break
            default: return false
            }
        }
        guard capital, dots == 1 || dots == 2, key.utf8.count <= 64 else { return false }
        // The bytes are ASCII letters, digits, `-` and `.` already: the parts, the domain and where the capital is.
        let parts = key.split(separator: ".", omittingEmptySubsequences: false)
        guard let last = parts.last, topLevelDomains.contains(String(last)), !parts.contains(where: \.isEmpty) else {
            return false
        }
        return parts.dropLast().contains { $0.contains(where: \.isUppercase) }
    }

    /// Top-level domains sites are named with.
    private static let topLevelDomains: Set<String> = [
        "com", "co", "tv", "io", "org", "net", "app", "me", "dev", "ai", "fm", "gg", "so", "to", "moe", "xyz",
    ]

    /// ``isText(_:)`` of an ASCII key, on its bytes; nil when the key is not ASCII.
    private static func asciiText(_ key: String) -> Bool? {
        let bytes = key.utf8.span
        var hasDot = false
        var previous: UInt8 = 0
        var isText = false
        for index in bytes.indices {
            let byte = bytes[index]
            if byte >= 0x80 { return nil }
            if byte == UInt8(ascii: " ") || (byte == UInt8(ascii: ".") && previous == UInt8(ascii: "."))
                || (byte == UInt8(ascii: "/") && previous == UInt8(ascii: "/"))
            {
                isText = true
            }
            if byte == UInt8(ascii: ".") { hasDot = true }
            previous = byte
        }
        guard !bytes.isEmpty else { return true }
        let first = bytes[0]
        let last = bytes[bytes.count - 1]
        let startsWithLetter = (first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z"))
            || (first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z"))
        return isText || !hasDot || first == UInt8(ascii: ".") || last == UInt8(ascii: ".") || !startsWithLetter
    }

    /// Whether `key` is a dotted identifier, its format arguments after a space (`home.restaurants.count %lld`):
    /// not English text that starts with a file's name (caker's `config.json not found in %@`, its own text).
    public static func isDotted(_ key: String) -> Bool {
        let (dotted, arguments) = split(key)
        return DottedKey.isLowerCaseIdentifierKey(dotted) && argumentsConform(arguments)
    }

    /// What a non-conforming key could become.
    public enum Suggestion: Sendable, Hashable {
        /// A conforming key that reads the same (`Home.Screen.Title` → `home.screen.title`).
        case conforming(String)
        /// The key made lowercase still has too few segments (`HomeTitle` → `home_title`, 1 segment).
        case tooFewSegments(String, Int)
        /// No obvious rewrite (prose such as `Delete %@?`, non-ASCII letters, a segment starting with a digit).
        case none
    }

    /// The nearest conforming key, when an obvious one exists: camelCase becomes snake_case, letters become
    /// lowercase, `-` and other punctuation inside a segment become `_`, empty segments are dropped, format
    /// arguments are kept.
    public static func suggestion(for key: String) -> Suggestion {
        let (dotted, arguments) = split(key)
        guard argumentsConform(arguments), !dotted.isEmpty else { return .none }
        var segments: [String] = []
        for part in dotted.split(separator: ".", omittingEmptySubsequences: true) {
            guard let segment = snakeCase(part) else { return .none }
            segments.append(segment)
        }
        guard !segments.isEmpty else { return .none }
        let candidate = segments.joined(separator: ".") + arguments.map { " " + $0 }.joined()
        if candidate == key { return .none }
        if segments.count < minimumSegments { return .tooFewSegments(candidate, segments.count) }
        return conforms(candidate) ? .conforming(candidate) : .none
    }

    // MARK: - Parts

    /// The dotted part (up to the first space) and the space-separated arguments after it.
    package static func split(_ key: String) -> (dotted: Substring, arguments: [Substring]) {
        // An ASCII key's characters are its bytes: split on them (a search by characters cost thousands of
        // instructions a key).
        if let spaces = asciiOffsets(of: UInt8(ascii: " "), in: key) {
            guard let first = spaces.first else { return (key[...], []) }
            let utf8 = key.utf8
            func index(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
            var arguments: [Substring] = []
            arguments.reserveCapacity(spaces.count)
            for (number, space) in spaces.enumerated() {
                let end = number + 1 < spaces.count ? index(spaces[number + 1]) : utf8.endIndex
                arguments.append(key[index(space + 1)..<end])
            }
            return (key[..<index(first)], arguments)
        }
        guard let space = key.firstIndex(of: " ") else { return (key[...], []) }
        let rest = key[key.index(after: space)...]
        return (key[..<space], rest.split(separator: " ", omittingEmptySubsequences: false))
    }

    /// The byte offsets of `separator` in an ASCII text (its characters are its bytes); nil when the text is not
    /// ASCII. A split on them costs a pass over the bytes, where a search by characters cost thousands of
    /// instructions a key.
    package static func asciiOffsets(of separator: UInt8, in text: String) -> [Int]? {
        let bytes = text.utf8.span
        var offsets: [Int] = []
        for offset in bytes.indices {
            let byte = bytes[offset]
            if byte >= 0x80 { return nil }
            if byte == separator { offsets.append(offset) }
        }
        return offsets
    }

    /// The number of segments when `dotted` is made only of conforming segments, else 0.
    static func segmentCount(ofConforming dotted: Substring) -> Int {
        var count = 0
        var atSegmentStart = true
        for byte in dotted.utf8 {
            if atSegmentStart {
                guard byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") else { return 0 }
                atSegmentStart = false
                count += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): continue
            case UInt8(ascii: "."): atSegmentStart = true
            default: return 0
            }
        }
        return atSegmentStart ? 0 : count
    }

    /// Each argument is exactly one directive that reads an argument or names a substitution.
    package static func argumentsConform(_ arguments: [Substring]) -> Bool {
        for argument in arguments {
            let specifiers = FormatSpecifier.parse(String(argument))
            guard specifiers.count == 1, specifiers[0].length == argument.utf8.count else { return false }
            switch specifiers[0].conversion {
            case .argument, .substitution: continue
            case .percentSign, .invalid, .substitutionArgument: return false
            }
        }
        return true
    }

    /// `titleLabel` → `title_label`, `HTTPServer` → `http_server`, `sign-out` → `sign_out`; nil when the
    /// segment has non-ASCII letters, would start with a digit, or does not read as words (a one-letter word or
    /// a letter after a digit, as in Interface Builder object ids such as `JLZ-2v-hkU`).
    static func snakeCase(_ part: Substring) -> String? {
        guard let words = snakeWords(part) else { return nil }
        let joined = words.joined(separator: "_")
        for word in words {
            if word.count == 1 && !word.allSatisfy(\.isNumber) { return nil }
            var sawDigit = false
            for character in word {
                if character.isNumber { sawDigit = true } else if sawDigit { return nil }
            }
        }
        return joined
    }

    /// The words of a segment (``IdentifierWords``), when it is ASCII and its first word starts with a letter.
    static func snakeWords(_ part: Substring) -> [String]? {
        guard part.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        let words = IdentifierWords.of(String(part))
        guard let first = words.first?.utf8.first, first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") else { return nil }
        return words
    }
}
