/// The keys Objective-C code looks up with `NSLocalizedString(@"key", …)` and its table variants
/// (`NSLocalizedStringFromTable(@"key", @"Table", …)`, `…FromTableInBundle`, `…WithDefaultValue`), as Xcode's
/// extraction finds them in `.m`, `.mm` and `.h` files, each with its comment (the call's last argument, when a
/// literal). Only literal keys count; code comments are skipped.
///
///     ObjectiveCKeyScanner.keys(in: Array(#"NSLocalizedString(@"Open", @"Menu item")"#.utf8), table: "Localizable")
///     // [("Open", "Menu item")]
enum ObjectiveCKeyScanner {
    static let macros: [(name: [UInt8], hasTable: Bool)] = [
        (Array("NSLocalizedStringFromTableInBundle".utf8), true),
        (Array("NSLocalizedStringWithDefaultValue".utf8), true),
        (Array("NSLocalizedStringFromTable".utf8), true),
        (Array("NSLocalizedString".utf8), false),
    ]

    static func keys(in bytes: [UInt8], table: String) -> [(key: String, comment: String?)] {
        var keys: [(key: String, comment: String?)] = []
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            }
            if byte == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index += 2
                continue
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                // A string or character literal: "//" inside it ("http://…") is no comment.
                index += 1
                while index < count, bytes[index] != byte, bytes[index] != UInt8(ascii: "\n") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index += 1
                continue
            }
            if byte == UInt8(ascii: "N"), let macro = macros.first(where: { matches($0.name, bytes, at: index) }),
                index == 0 || !isIdentifier(bytes[index - 1])
            {
                var cursor = index + macro.name.count
                guard cursor < count, !isIdentifier(bytes[cursor]) else { index = cursor; continue }
                cursor = skipSpaces(bytes, cursor)
                guard cursor < count, bytes[cursor] == UInt8(ascii: "(") else { index = cursor; continue }
                cursor = skipSpaces(bytes, cursor + 1)
                guard let (key, afterKey) = literal(bytes, cursor) else { index = cursor; continue }
                var tableName = "Localizable"
                if macro.hasTable {
                    var next = skipSpaces(bytes, afterKey)
                    if next < count, bytes[next] == UInt8(ascii: ",") {
                        next = skipSpaces(bytes, next + 1)
                        if let (name, _) = literal(bytes, next) { tableName = name } else if matches(Array("nil".utf8), bytes, at: next) {
                            tableName = "Localizable"
                        } else {
                            index = afterKey
                            continue
                        }
                    }
                }
                if tableName == table { keys.append((key, lastArgument(bytes, afterKey))) }
                index = afterKey
                continue
            }
            index += 1
        }
        return keys
    }

    /// The call's last argument when it is an `@"…"` literal (`nil`, a variable: nil), reading from `start`
    /// (after the key) to the call's closing parenthesis.
    static func lastArgument(_ bytes: [UInt8], _ start: Int) -> String? {
        var cursor = start
        var depth = 0
        var lastStart = start
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "\""), let (_, after) = literal(bytes, max(cursor - 1, 0)), cursor > 0, bytes[cursor - 1] == UInt8(ascii: "@") {
                cursor = after
                continue
            }
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") {
                if depth == 0 { break }
                depth -= 1
            }
            if byte == UInt8(ascii: ","), depth == 0 { lastStart = cursor + 1 }
            if byte == UInt8(ascii: ";") { return nil }
            cursor += 1
        }
        guard cursor < bytes.count, lastStart > start else { return nil }
        let argument = skipSpaces(bytes, lastStart)
        guard let (text, after) = literal(bytes, argument), skipSpaces(bytes, after) == cursor else { return nil }
        return text
    }

    /// An `@"…"` literal at `start` (adjacent literals joined), decoded, and the offset after it.
    static func literal(_ bytes: [UInt8], _ start: Int) -> (String, Int)? {
        var cursor = start
        var decoded: [UInt8] = []
        var found = false
        // `@"a" "b"` and `@"a" @"b"` are one literal; only the first needs the `@`.
        while cursor + 1 < bytes.count,
            (bytes[cursor] == UInt8(ascii: "@") && bytes[cursor + 1] == UInt8(ascii: "\""))
                || (found && bytes[cursor] == UInt8(ascii: "\""))
        {
            cursor += bytes[cursor] == UInt8(ascii: "@") ? 2 : 1
            while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "\"") {
                if bytes[cursor] == UInt8(ascii: "\n") { return nil }
                if bytes[cursor] == UInt8(ascii: "\\"), cursor + 1 < bytes.count {
                    let next = bytes[cursor + 1]
                    switch next {
                    case UInt8(ascii: "n"): decoded.append(10)
                    case UInt8(ascii: "t"): decoded.append(9)
                    case UInt8(ascii: "r"): decoded.append(13)
                    default: decoded.append(next)
                    }
                    cursor += 2
                    continue
                }
                decoded.append(bytes[cursor])
                cursor += 1
            }
            guard cursor < bytes.count else { return nil }
            cursor += 1
            found = true
            cursor = skipSpaces(bytes, cursor)
        }
        return found ? (String(decoding: decoded, as: UTF8.self), cursor) : nil
    }

    static func matches(_ name: [UInt8], _ bytes: [UInt8], at index: Int) -> Bool {
        guard index + name.count <= bytes.count else { return false }
        for offset in 0..<name.count where bytes[index + offset] != name[offset] { return false }
        return true
    }

    static func skipSpaces(_ bytes: [UInt8], _ start: Int) -> Int {
        var cursor = start
        while cursor < bytes.count, [9, 10, 13, 32].contains(bytes[cursor]) { cursor += 1 }
        return cursor
    }

    static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }
}
