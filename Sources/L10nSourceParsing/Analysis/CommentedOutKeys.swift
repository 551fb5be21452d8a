import L10nDiagnostics

/// The keys that code commented out looks up: a menu item parked in a comment still names its keys, and the team
/// keeps them in the table for the day it comes back (orbot-apple's `"Install %@"` and `"Open %@"`, AirBattery's),
/// as extraction tools that read comments (BartyCrouch) do.
///
///     // let title = NSLocalizedString("Install %@", comment: "Placeholder is 'Onion Browser'")
///     CommentedOutKeys.references(in: file, keys: KeyIndex(["Install %@"]))   // "Install %@" at 1:35
///
/// A literal counts when it is the first argument of a localization call (`NSLocalizedString("…"`,
/// `String(localized: "…"`, `AttributedString(localized: "…"`, `LocalizedStringResource("…"`,
/// `LocalizedStringKey("…"`, SwiftUI's `Text("…"`, `Button("…"`, `Label("…"`, `Toggle("…"`,
/// `.navigationTitle("…"`) or the receiver of a wrapper (`"…".localized`), and a catalog key. Doc comments are
/// documentation, not parked code. Only comments holding a `"` and the text of one of those calls are read, and
/// comments holding a `"` and a `(`, for a key no sentence is (``isIdentifierKey(_:)``) given as an argument to any
/// call (`// HuhFeature(title: "Mail", subtitle: "Mail_Timeout")`: NIU_APP_IOS's parked mail feature).
package enum CommentedOutKeys {
    /// Each catalog key (of `keys`) a localization call in a comment of `file` names, at its opening quote, as a
    /// ``KeyReference/Kind/literal`` reference, in source order.
    package static func references(in file: SourceFile, keys: KeyIndex) -> [KeyReference] {
        let source = file.source
        var found: [KeyReference] = []
        let bytes = source.bytes
        for landmark in source.landmarks {
            let token = source.tokens[Int(landmark)]
            guard token.kind == .lineComment || token.kind == .blockComment else { continue }
            let range = token.range
            guard let first = range.first(where: { bytes[$0] == Self.quote }) else { continue }
            // A comment without a localization call may still be parked code that hands a key on
            // (`// HuhFeature(title: "Mail", subtitle: "Mail_Timeout")`): only identifier keys are read there.
            let callsLookup = mentionsCall(bytes, range)
            guard callsLookup || range.contains(where: { bytes[$0] == UInt8(ascii: "(") }) else { continue }
            var index = first
            while index < range.upperBound {
                guard bytes[index] == Self.quote else {
                    index += 1
                    continue
                }
                // The literal's text runs to the next quote; one with an escape or an interpolation is left.
                let start = index + 1
                guard let end = (start..<range.upperBound).first(where: { bytes[$0] == Self.quote }) else { break }
                index = end + 1
                let text = start..<end
                guard !text.isEmpty, !text.contains(where: { bytes[$0] == UInt8(ascii: "\\") }),
                    callsLookup
                        && (isCallArgument(bytes, before: start - 1, from: range.lowerBound)
                            || isWrapperReceiver(bytes, after: end, to: range.upperBound))
                        || isIdentifierKey(bytes[text]) && isArgument(bytes, before: start - 1, from: range.lowerBound),
                    let slot = keys.index(of: bytes[text])
                else { continue }
                // Where the opening quote stands: a block comment may run over many lines.
                var line = token.line
                var lineStart: Int?
                for offset in range.lowerBound..<(start - 1) where bytes[offset] == UInt8(ascii: "\n") {
                    line += 1
                    lineStart = offset + 1
                }
                let column = lineStart.map { start - $0 } ?? token.column + (start - 1 - range.lowerBound)
                found.append(
                    KeyReference(
                        key: keys.keys[slot], location: SourceLocation(file: file.path, line: line, column: column),
                        kind: .literal))
            }
        }
        return found
    }

    private static let quote = UInt8(ascii: "\"")

    /// The names of the calls whose first argument is a key, and `localized`, which the wrappers and
    /// `String(localized:)` share.
    private static let callWords: [[UInt8]] = [
        "NSLocalizedString", "LocalizedStringResource", "LocalizedStringKey", "Text", "Button", "Label", "Toggle",
        "navigationTitle",
    ].map { Array($0.utf8) }
    private static let localized = Array("localized".utf8)

    /// Whether the comment's bytes hold `localized` or one of ``callWords`` followed by `(`: the cheap test that
    /// leaves most comments unread. One pass over the bytes, each word tried only where its first byte stands (the
    /// standard library's generic `firstRange(of:)`, once per word, cost 0.7 G instructions on 1.3 M lines).
    private static func mentionsCall(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        let end = range.upperBound
        let (localized, callWords) = (Self.localized, Self.callWords)
        for at in range {
            switch bytes[at] {
            case UInt8(ascii: "l"):
                if matches(bytes, localized, at: at, end: end) { return true }
            case UInt8(ascii: "N"), UInt8(ascii: "L"), UInt8(ascii: "T"), UInt8(ascii: "B"), UInt8(ascii: "n"):
                for word in callWords where word[0] == bytes[at] {
                    let after = at + word.count
                    if after < end, bytes[after] == UInt8(ascii: "("), matches(bytes, word, at: at, end: end) { return true }
                }
            default:
                continue
            }
        }
        return false
    }

    /// Whether `word` stands in `bytes` at `at`, before `end`.
    private static func matches(_ bytes: [UInt8], _ word: [UInt8], at: Int, end: Int) -> Bool {
        guard at + word.count <= end else { return false }
        for offset in word.indices where bytes[at + offset] != word[offset] { return false }
        return true
    }

    /// Whether the literal whose opening quote is at `quote` is a call's first argument: after `Name(` for a name
    /// of ``callWords``, or after `String(localized:` / `AttributedString(localized:`.
    private static func isCallArgument(_ bytes: [UInt8], before quote: Int, from start: Int) -> Bool {
        var index = skippingSpaces(bytes, before: quote, from: start)
        guard index >= start else { return false }
        if bytes[index] == UInt8(ascii: ":") {
            let label = word(bytes, endingAt: skippingSpaces(bytes, before: index, from: start), from: start)
            guard label.count > 0, Array(bytes[label]) == localized else { return false }
            index = skippingSpaces(bytes, before: label.lowerBound, from: start)
            guard index >= start, bytes[index] == UInt8(ascii: "(") else { return false }
            let name = Array(bytes[word(bytes, endingAt: skippingSpaces(bytes, before: index, from: start), from: start)])
            return name == Array("String".utf8) || name == Array("AttributedString".utf8)
        }
        guard bytes[index] == UInt8(ascii: "(") else { return false }
        let name = Array(bytes[word(bytes, endingAt: index - 1, from: start)])
        return callWords.contains(name)
    }

    /// Whether a literal's text is a key no sentence is (`Mail_Timeout`, `settings.title`, `takeLeaveHint`): ASCII
    /// letters first, no space, and a `_`, a `.` or a capital after a lower-case letter. Such a literal handed to any
    /// call in parked code names a key; a word or a sentence in a comment may be prose.
    static func isIdentifierKey(_ text: ArraySlice<UInt8>) -> Bool {
        guard text.count >= 4, let first = text.first, (first | 0x20) >= 0x61, (first | 0x20) <= 0x7A else { return false }
        var joined = false
        var previous: UInt8 = 0
        for byte in text {
            guard isWordByte(byte) || byte == UInt8(ascii: ".") else { return false }
            if byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") { joined = true }
            if byte >= 0x41, byte <= 0x5A, previous >= 0x61, previous <= 0x7A { joined = true }
            previous = byte
        }
        return joined && text.last != UInt8(ascii: ".")
    }

    /// Whether the literal whose opening quote is at `quote` is an argument or a value in code: after `(`, `,`,
    /// `[` or a label's `:`.
    private static func isArgument(_ bytes: [UInt8], before quote: Int, from start: Int) -> Bool {
        let index = skippingSpaces(bytes, before: quote, from: start)
        guard index >= start else { return false }
        switch bytes[index] {
        case UInt8(ascii: "("), UInt8(ascii: ","), UInt8(ascii: "["): return true
        case UInt8(ascii: ":"): return word(bytes, endingAt: skippingSpaces(bytes, before: index, from: start), from: start).count > 0
        default: return false
        }
    }

    /// Whether `.localized` (not a longer name) follows the literal whose closing quote is at `quote`.
    private static func isWrapperReceiver(_ bytes: [UInt8], after quote: Int, to end: Int) -> Bool {
        let dot = quote + 1
        let after = dot + 1 + localized.count
        guard after <= end, bytes[dot] == UInt8(ascii: "."), Array(bytes[(dot + 1)..<after]) == localized else { return false }
        return after == end || !isWordByte(bytes[after])
    }

    /// The index of the last byte before `index` that is not a space or tab (`start - 1` when none).
    private static func skippingSpaces(_ bytes: [UInt8], before index: Int, from start: Int) -> Int {
        var index = index - 1
        while index >= start, bytes[index] == 0x20 || bytes[index] == 0x09 { index -= 1 }
        return index
    }

    /// The identifier that ends at `last` (included): empty when `last` is no identifier byte.
    private static func word(_ bytes: [UInt8], endingAt last: Int, from start: Int) -> Range<Int> {
        var first = last + 1
        while first - 1 >= start, isWordByte(bytes[first - 1]) { first -= 1 }
        return first..<(last + 1)
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "_")
    }
}
