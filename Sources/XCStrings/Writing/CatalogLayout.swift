/// How a catalog file another tool wrote is laid out, as far as a writer needs it to write new values the same
/// way: line breaks and indentation, the key–value separator, key order, escaping, and how an empty object looks.
/// Read from the file itself (``init(detectingIn:root:)``).
///
///     // {
///     //     "sourceLanguage": "en",
///     //     "strings": { "caf\u00e9": { … } }
///     // }
///     layout.indentUnit        // 4 spaces
///     layout.separator         // ": "
///     layout.escapesNonASCII   // true: "é" is written \u00e9
///
/// Xcode's own layout is `CatalogLayout.xcode` (what ``JSONWriter`` writes).
struct CatalogLayout: Sendable, Hashable {
    /// The line break (`\n` or `\r\n`); empty for a file on one line.
    var newline: [UInt8]
    /// One level of indentation (two or four spaces, a tab); empty for a file on one line.
    var indentUnit: [UInt8]
    /// Between a key and its value: ` : ` (Xcode), `: ` (most tools), `:`.
    var separator: [UInt8]
    /// Whether `/` is written `\/` (PHP's `json_encode`, some platforms).
    var escapesSlashes: Bool
    /// Whether characters past ASCII are written `\u00e9` rather than as themselves: when the file escapes them
    /// and has none written as themselves (and does not separate as Apple's writers do, which never escape them).
    var escapesNonASCII: Bool
    /// Whether `\u` escapes use `A`–`F` rather than `a`–`f`.
    var uppercaseHex: Bool
    /// An empty object exactly as the file writes one (`{}`, `{ }`); nil: Xcode's `{`, an empty line, `}`.
    var emptyObject: [UInt8]?
    /// The order the file's keys follow, used to place a new key (nil: the file has its own order, so a new key
    /// goes last).
    var order: Order?

    enum Order: Sendable, Hashable {
        /// Xcode's (``KeyOrder``).
        case xcode
        /// By Unicode code points (`jq -S`, most JSON libraries' sorted output).
        case codePoints

        func inIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
            switch self {
            case .xcode: KeyOrder.areInIncreasingOrder(lhs, rhs)
            case .codePoints: lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars)
            }
        }

        /// The first order `keys` follow, Xcode's first; nil when they follow neither.
        static func followed(by keys: [String]) -> Order? {
            for order in [Order.xcode, .codePoints]
            where zip(keys, keys.dropFirst()).allSatisfy({ !order.inIncreasingOrder($1, $0) }) {
                return order
            }
            return nil
        }
    }

    /// Detects the layout of `bytes`, whose parse is `root`: the line break, indentation and separator of the
    /// top-level object's first member, the key order of the `strings` object, and escaping seen anywhere.
    init(detectingIn bytes: [UInt8], root: LocatedJSON) {
        newline = [0x0A]
        indentUnit = [0x20, 0x20]
        separator = Array(" : ".utf8)
        if let first = root.members?.first {
            let lead = bytes[(root.range.lowerBound + 1)..<first.keyStart]
            if let lastBreak = lead.lastIndex(of: 0x0A) {
                newline = lastBreak > lead.startIndex && bytes[lastBreak - 1] == 0x0D ? [0x0D, 0x0A] : [0x0A]
                indentUnit = Array(bytes[(lastBreak + 1)..<first.keyStart])
            } else {
                newline = []
                indentUnit = []
            }
            // Past the key's closing quote: the key's bytes are its quote, its text and the closing quote.
            var keyEnd = first.keyStart + 1
            while bytes[keyEnd] != UInt8(ascii: "\"") { keyEnd += bytes[keyEnd] == UInt8(ascii: "\\") ? 2 : 1 }
            separator = Array(bytes[(keyEnd + 1)..<first.node.range.lowerBound])
        }
        let strings = root.members?.first { $0.key == "strings" }?.node.members?.map(\.key) ?? []
        order = Order.followed(by: strings)
        escapesSlashes = false
        uppercaseHex = false
        var hasRawNonASCII = false
        var hasEscapedNonASCII = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x80 {
                hasRawNonASCII = true
            } else if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                let next = bytes[index + 1]
                if next == UInt8(ascii: "/") { escapesSlashes = true }
                if next == UInt8(ascii: "u"), index + 5 < bytes.count {
                    let hex = bytes[(index + 2)..<(index + 6)]
                    if let value = UInt32(String(decoding: hex, as: UTF8.self), radix: 16), value >= 0x80 {
                        hasEscapedNonASCII = true
                        if hex.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "F") }) { uppercaseHex = true }
                    }
                }
                index += 2
                continue
            }
            index += 1
        }
        // Apple's writers (`" : "`) never escape past ASCII: one `\u0301` in such a file was typed by hand.
        escapesNonASCII = hasEscapedNonASCII && !hasRawNonASCII && separator != Array(" : ".utf8)
        emptyObject = Self.emptyObject(in: bytes, root: root, separator: separator)
    }

    /// How the file writes an empty object: the first one found (`{}`, `{ }`), nil for Xcode's form (an empty
    /// line inside); without one, `{}` unless the file separates like Xcode.
    private static func emptyObject(in bytes: [UInt8], root: LocatedJSON, separator: [UInt8]) -> [UInt8]? {
        var queue = [root]
        while let node = queue.popLast() {
            guard let members = node.members else { continue }
            if members.isEmpty {
                let text = Array(bytes[node.range])
                return text.contains(0x0A) ? nil : text
            }
            queue += members.map(\.node)
        }
        return separator == Array(" : ".utf8) ? nil : Array("{}".utf8)
    }
}
